// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The text diff of two inputs (the bytes split at the first NUL, else in half): every
// line of each side appears once, in order, and the same text gives no change. Apart
// from that, the texts split at their line feeds judge the diff (TextDiffJudge): each
// side's rows rebuild its lines and its text, unchanged rows join equal lines, the
// counts are the split's.
//
// To see the judge fail, build with a planted fault (the last right-hand line dropped
// from the rows before they are judged):
//   cmake -B build/fuzzcheck -DRECIPE_EXPLORER_FUZZ_PLANTED_FAULT=ON  (defines FUZZ_PLANTED_FAULT)
// and run it: it stops at once with "right: the rows give N-1 lines, the text has N".
#include "analysis/textdiff.h"
#include "textdiffjudge.h"

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace {
// The rows with the last line of the right side taken out of them.
[[maybe_unused]] QList<TextDiff::Line> withoutLastRightLine(QList<TextDiff::Line> rows)
{
    for (auto row = rows.size() - 1; row >= 0; --row) {
        if (!rows[row].right)
            continue;
        if (rows[row].left) { // a removed line now, without the words of a change
            rows[row] = {TextDiff::Kind::Removed, rows[row].left, std::nullopt, {}, {}};
        } else {
            rows.removeAt(row);
        }
        break;
    }
    return rows;
}

void judge(const QString &a, const QString &b, const TextDiff &diff)
{
#ifdef FUZZ_PLANTED_FAULT
    const auto rows = withoutLastRightLine(diff.lines());
#else
    const auto &rows = diff.lines();
#endif
    auto why = TextDiffJudge::difference(a, b, rows, diff.leftText(), diff.rightText(), diff.changedLineCount());
    if (why.isEmpty())
        why = TextDiffJudge::selfDifference(a, TextDiff::compare(a, a));
    if (!why.isEmpty()) {
        std::fprintf(stderr, "the diff and the texts' lines disagree: %s\n--- left:\n%s\n--- right:\n%s\n---\n", qPrintable(why),
                     qPrintable(a.left(2000)), qPrintable(b.left(2000)));
        __builtin_trap();
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto *begin = reinterpret_cast<const char *>(data);
    const auto *nul = static_cast<const char *>(std::memchr(begin, 0, size));
    const auto split = nul ? std::size_t(nul - begin) : size / 2;
    const auto a = QString::fromUtf8(begin, qsizetype(split));
    const auto b =
        QString::fromUtf8(begin + std::min(size, split + (nul ? 1 : 0)), qsizetype(size - std::min(size, split + (nul ? 1 : 0))));
    const auto diff = TextDiff::compare(a, b);
    int left = 0;
    int right = 0;
    for (const auto &line : diff.lines()) {
        if (line.left && *line.left != left++)
            __builtin_trap();
        if (line.right && *line.right != right++)
            __builtin_trap();
        for (const auto &[start, end] : line.leftWords)
            if (!line.left || start < 0 || end < start || end > diff.leftText().at(*line.left).size())
                __builtin_trap();
    }
    if (left != diff.leftText().size() || right != diff.rightText().size())
        __builtin_trap();
    judge(a, b, diff);
    (void)diff.changeStarts();
    return 0;
}
