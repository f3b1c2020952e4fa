// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The text diff of two inputs (the bytes split at the first NUL): every line of each
// side appears once, in order, and the same text gives no change.
#include "analysis/textdiff.h"

#include <cstdint>
#include <cstring>

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
    if (TextDiff::compare(a, a).changedLineCount() != 0)
        __builtin_trap();
    (void)diff.changeStarts();
    return 0;
}
