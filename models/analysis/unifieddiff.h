// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

// The lines that differ between two texts in the unified format of diff -u, with
// three lines of context: what `recipe-explorer set --dry-run` prints and what a
// reviewer reads before a save.
class UnifiedDiff
{
public:
    // Empty when the texts are the same.
    static QByteArray compare(const QByteArray &a, const QByteArray &b, const QString &nameA, const QString &nameB);
};
