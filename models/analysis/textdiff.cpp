// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/textdiff.h"

#include <QRegularExpression>

#include <algorithm>

#include <dtl/dtl.hpp>

#include <string>
#include <vector>

namespace {

std::vector<std::string> toStd(const QStringList &list)
{
    std::vector<std::string> out;
    out.reserve(size_t(list.size()));
    for (const auto &s : list)
        out.push_back(s.toStdString());
    return out;
}

// Words and the spaces between them, so changes can be marked within a line.
QList<std::pair<int, int>> tokens(const QString &line)
{
    static const QRegularExpression word(QStringLiteral("\\s+|[^\\s]+"));
    QList<std::pair<int, int>> spans;
    for (auto it = word.globalMatch(line); it.hasNext();) {
        const auto m = it.next();
        spans.append({int(m.capturedStart()), int(m.capturedEnd())});
    }
    return spans;
}

void markWords(const QString &a, const QString &b, TextDiff::Line &line)
{
    const auto ta = tokens(a);
    const auto tb = tokens(b);
    std::vector<std::string> wa, wb;
    for (const auto &[s, e] : ta)
        wa.push_back(a.mid(s, e - s).toStdString());
    for (const auto &[s, e] : tb)
        wb.push_back(b.mid(s, e - s).toStdString());
    dtl::Diff<std::string, std::vector<std::string>> diff(wa, wb);
    diff.compose();
    for (const auto &[word, info] : diff.getSes().getSequence()) {
        if (info.type == dtl::SES_DELETE && !QString::fromStdString(word).trimmed().isEmpty())
            line.leftWords.append(ta.at(qsizetype(info.beforeIdx - 1)));
        else if (info.type == dtl::SES_ADD && !QString::fromStdString(word).trimmed().isEmpty())
            line.rightWords.append(tb.at(qsizetype(info.afterIdx - 1)));
    }
}

} // namespace

TextDiff TextDiff::compare(const QString &a, const QString &b)
{
    TextDiff result;
    result.m_left = a.split(u'\n');
    result.m_right = b.split(u'\n');
    if (result.m_left.size() > 1 && result.m_left.last().isEmpty())
        result.m_left.removeLast();
    if (result.m_right.size() > 1 && result.m_right.last().isEmpty())
        result.m_right.removeLast();
    dtl::Diff<std::string, std::vector<std::string>> diff(toStd(result.m_left), toStd(result.m_right));
    diff.compose();

    // Within each run of edits between common lines, removed and added lines pair up
    // in order as changed lines; the rest stay removed or added. dtl may list a run's
    // additions before its deletions.
    QList<int> removed;
    QList<int> added;
    auto flush = [&] {
        const auto pairs = std::min(removed.size(), added.size());
        for (qsizetype i = 0; i < pairs; ++i) {
            Line line{Kind::Changed, removed[i], added[i], {}, {}};
            markWords(result.m_left.at(*line.left), result.m_right.at(*line.right), line);
            result.m_lines.append(line);
        }
        for (qsizetype i = pairs; i < removed.size(); ++i)
            result.m_lines.append({Kind::Removed, removed[i], std::nullopt, {}, {}});
        for (qsizetype i = pairs; i < added.size(); ++i)
            result.m_lines.append({Kind::Added, std::nullopt, added[i], {}, {}});
        removed.clear();
        added.clear();
    };
    for (const auto &[text, info] : diff.getSes().getSequence()) {
        if (info.type == dtl::SES_COMMON) {
            flush();
            result.m_lines.append({Kind::Same, int(info.beforeIdx - 1), int(info.afterIdx - 1), {}, {}});
        } else if (info.type == dtl::SES_DELETE) {
            removed.append(int(info.beforeIdx - 1));
        } else {
            added.append(int(info.afterIdx - 1));
        }
    }
    flush();
    return result;
}

QList<int> TextDiff::changeStarts() const
{
    QList<int> starts;
    for (qsizetype i = 0; i < m_lines.size(); ++i)
        if (m_lines[i].kind != Kind::Same && (i == 0 || m_lines[i - 1].kind == Kind::Same))
            starts << int(i);
    return starts;
}

int TextDiff::changedLineCount() const
{
    return int(std::count_if(m_lines.cbegin(), m_lines.cend(), [](const Line &l) { return l.kind != Kind::Same; }));
}
