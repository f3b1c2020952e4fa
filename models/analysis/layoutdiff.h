// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipe.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

// What differs between two recipes and what it bought: every layout field, GPU
// type, count and instance; every result figure with its change; every command
// flag (via ShellCommand) and env variable; the stack and the dataset build.
class LayoutDiff
{
public:
    enum class Section { Layout, Result, Flags, Env, Stack };

    struct Row
    {
        Section section = Section::Layout;
        QString name; // field path ("tp", "gpu.count", "tokens_per_s_per_gpu") or flag ("--tensor-model-parallel-size")
        QVariant a;   // null when absent
        QVariant b;
        std::optional<double> changePercent; // figures only
        std::optional<bool> better;          // figures only: whether B improves on A
        bool differs = false;
        QString aText() const;
        QString bText() const;
    };

    static LayoutDiff compare(const Recipe &a, const Recipe &b);

    const QList<Row> &rows() const { return m_rows; }
    QList<Row> differences() const;
    bool differs() const;
    // "tokens/s per GPU -19.0%, $ / 1M tokens +23.4%"
    QString headline() const;
    static QString sectionName(Section section); // "layout", "result", ...

private:
    QList<Row> m_rows;
};
