// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <utility>

// Two texts aligned line by line (dtl's shortest edit script): common lines side by
// side, removed lines against a gap, added lines against a gap, and a removed line
// followed by an added one paired as changed, with the changed words marked.
class TextDiff
{
public:
    enum class Kind { Same, Removed, Added, Changed };

    struct Line
    {
        Kind kind = Kind::Same;
        std::optional<int> left;  // 0-based line in A, none for a gap
        std::optional<int> right; // 0-based line in B
        // Changed words: [start, end) character ranges within the line.
        QList<std::pair<int, int>> leftWords;
        QList<std::pair<int, int>> rightWords;
    };

    static TextDiff compare(const QString &a, const QString &b);

    const QList<Line> &lines() const { return m_lines; }
    const QStringList &leftText() const { return m_left; }
    const QStringList &rightText() const { return m_right; }
    // Aligned rows where a change begins (for next/previous change).
    QList<int> changeStarts() const;
    int changedLineCount() const;

private:
    QList<Line> m_lines;
    QStringList m_left;
    QStringList m_right;
};
