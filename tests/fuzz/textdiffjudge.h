// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A judge of the text diff apart from the diff: the two texts split at their line
// feeds here, and the diff's rows held against them. Each side's line numbers, taken
// in the rows' order, rebuild that side's lines exactly (and so the text, line feeds
// and all); a row on both sides is on both, one on one side only is on that side;
// an unchanged row joins two equal lines, a changed one marks words of its lines
// (right-hand ones too); the counts are the split's.
#include "analysis/textdiff.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace TextDiffJudge {

// A text's lines as a diff should read them: split at every line feed (a carriage
// return stays part of its line, as the diff splits at '\n' alone); a final line
// feed ends the last line rather than starting an empty one, and an empty text is one
// empty line. Split here character by character, not with QString::split.
inline QStringList linesOf(const QString &text)
{
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'\n') {
            lines << text.mid(start, i - start);
            start = i + 1;
        }
    }
    if (start < text.size() || lines.isEmpty())
        lines << text.mid(start);
    return lines;
}

// The text the lines come from: joined by line feeds, ending in one if it did.
inline QString joined(const QStringList &lines, const QString &original)
{
    return lines.join(u'\n') + (original.endsWith(u'\n') ? QStringLiteral("\n") : QString());
}

// Why a row's sides do not fit its kind; empty when they do.
inline QString kindDifference(const TextDiff::Line &line)
{
    using Kind = TextDiff::Kind;
    const bool both = line.kind == Kind::Same || line.kind == Kind::Changed;
    if (bool(line.left) != (both || line.kind == Kind::Removed) || bool(line.right) != (both || line.kind == Kind::Added))
        return QStringLiteral("its sides do not fit its kind %1").arg(int(line.kind));
    return {};
}

// Why a row's changed words on one side are not words of its line: each range must
// lie in the line, after the one before, and hold no blank text (the diff marks no
// changed spaces); only a changed row marks words.
inline QString wordsDifference(const TextDiff::Line &line, bool left, const QStringList &lines)
{
    const auto &words = left ? line.leftWords : line.rightWords;
    const auto &number = left ? line.left : line.right;
    if (words.isEmpty())
        return {};
    if (line.kind != TextDiff::Kind::Changed || !number || *number < 0 || *number >= lines.size())
        return QStringLiteral("changed words on a row that is no change of a line");
    const auto &text = lines.at(*number);
    int after = 0;
    for (const auto &[start, end] : words) {
        if (start < after || end <= start || end > text.size() || text.mid(start, end - start).trimmed().isEmpty())
            return QStringLiteral("%1 word [%2, %3) is not a word of its line, after %4")
                .arg(left ? QLatin1String("left") : QLatin1String("right"))
                .arg(start)
                .arg(end)
                .arg(after);
        after = end;
    }
    return {};
}

// One side's lines as the rows give them, in the rows' order, from that side's text
// as the diff holds it; an error for a line number out of range.
inline QString rebuild(const QList<TextDiff::Line> &rows, bool left, const QStringList &text, QStringList &out)
{
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const auto &number = left ? rows[row].left : rows[row].right;
        if (!number)
            continue;
        if (*number < 0 || *number >= text.size())
            return QStringLiteral("row %1: line %2 of %3").arg(row).arg(*number).arg(text.size());
        out << text.at(*number);
    }
    return {};
}

// Why one side of the diff does not give back its text: its lines are not the split's,
// or the rows' lines of that side, in order, are not those lines.
inline QString sideDifference(const QList<TextDiff::Line> &rows, bool left, const QStringList &held, const QString &original)
{
    const auto side = left ? QStringLiteral("left: ") : QStringLiteral("right: ");
    const auto expected = linesOf(original);
    if (held != expected)
        return side
            + QStringLiteral("the diff holds %1 lines, the text splits into %2 (or they differ)").arg(held.size()).arg(expected.size());
    QStringList rebuilt;
    if (const auto error = rebuild(rows, left, held, rebuilt); !error.isEmpty())
        return side + error;
    if (rebuilt.size() != expected.size())
        return side + QStringLiteral("the rows give %1 lines, the text has %2").arg(rebuilt.size()).arg(expected.size());
    for (qsizetype i = 0; i < rebuilt.size(); ++i)
        if (rebuilt.at(i) != expected.at(i))
            return side + QStringLiteral("line %1 of the rows is not line %1 of the text").arg(i);
    if (joined(rebuilt, original) != original)
        return side + QStringLiteral("the rows' lines do not join into the text");
    return {};
}

// Why the rows are not the texts' lines aligned; empty when they are.
inline QString rowsDifference(const QString &a, const QString &b, const QList<TextDiff::Line> &rows)
{
    const auto left = linesOf(a);
    const auto right = linesOf(b);
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const auto &line = rows[row];
        for (const auto &why : {kindDifference(line), wordsDifference(line, true, left), wordsDifference(line, false, right)})
            if (!why.isEmpty())
                return QStringLiteral("row %1: ").arg(row) + why;
        if (line.kind == TextDiff::Kind::Same && line.left && line.right && *line.left >= 0 && *line.left < left.size() && *line.right >= 0
            && *line.right < right.size() && left.at(*line.left) != right.at(*line.right))
            return QStringLiteral("row %1: unchanged, but left line %2 is not right line %3").arg(row).arg(*line.left).arg(*line.right);
    }
    return {};
}

// Why a diff of a and b is not what the texts split into; empty when it is. The rows,
// lines and count are passed apart from the diff, so that a test may change them.
inline QString difference(const QString &a, const QString &b, const QList<TextDiff::Line> &rows, const QStringList &leftText,
                          const QStringList &rightText, int changedLineCount)
{
    if (auto why = rowsDifference(a, b, rows); !why.isEmpty())
        return why;
    if (auto why = sideDifference(rows, true, leftText, a); !why.isEmpty())
        return why;
    if (auto why = sideDifference(rows, false, rightText, b); !why.isEmpty())
        return why;
    const auto changed = std::count_if(rows.cbegin(), rows.cend(), [](const TextDiff::Line &l) { return l.kind != TextDiff::Kind::Same; });
    if (changed != changedLineCount)
        return QStringLiteral("%1 changed lines counted, %2 rows are changes").arg(changedLineCount).arg(changed);
    return {};
}

// Why the diff of a text with itself is not every line unchanged; empty when it is.
inline QString selfDifference(const QString &a, const TextDiff &diff)
{
    const auto lines = linesOf(a);
    if (diff.lines().size() != lines.size() || diff.changedLineCount() != 0)
        return QStringLiteral("a text against itself: %1 rows, %2 changed; it has %3 lines")
            .arg(diff.lines().size())
            .arg(diff.changedLineCount())
            .arg(lines.size());
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (diff.lines()[i].left != int(i) || diff.lines()[i].right != int(i))
            return QStringLiteral("a text against itself: row %1 is not line %1 on both sides").arg(i);
    return {};
}

} // namespace TextDiffJudge
