// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

// The parts of a published command a user must fill in before running it, with
// what each one is. The command viewer marks them and explains them.
class PlaceholderTable
{
public:
    struct Placeholder
    {
        QString text;        // as written in the command, e.g. "$HF_CKPT"
        QString description; // what to put there
    };

    struct Occurrence
    {
        qsizetype offset = 0; // in the script
        qsizetype length = 0;
        int line = 0; // 1-based
        Placeholder placeholder;
    };

    static const QList<Placeholder> &all();
    // Every place a known placeholder stands in the script, in order; linear in the
    // script's length (a run may be a megabyte of placeholders).
    static QList<Occurrence> find(const QString &script);
    // The distinct placeholders of a script, in order of first use.
    static QList<Placeholder> used(const QString &script);
    // The same, from what find() returned, so that a script is searched once.
    static QList<Placeholder> used(const QList<Occurrence> &occurrences);
};
