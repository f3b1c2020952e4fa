// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

// One thing wrong with a recipe file, at a place in it (1-based line and column).
struct Problem
{
    enum class Severity { Warning, Error };

    QString file;
    int line = 1;
    int column = 1;
    Severity severity = Severity::Error;
    QString message;
    // The id of the lint check that found it (RecipeLint::Check::id); empty for what
    // reading and the schema find.
    QString check = {};

    bool isError() const { return severity == Severity::Error; }
    // The message as the window and the text output show it: with " [check]" after it.
    QString text() const;

    // The format compilers use, so editors jump to it: FILE:LINE:COL: error: MESSAGE
    QString toString() const;

    friend bool operator==(const Problem &, const Problem &) = default;
};

using ProblemList = QList<Problem>;

bool hasErrors(const ProblemList &problems);

Q_DECLARE_METATYPE(Problem)
