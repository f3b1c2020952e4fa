// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/utf8text.h"

#include <QString>

#include <cstdint>
#include <cstring>

qsizetype Utf8Text::firstInvalid(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int extra = 0;
        unsigned min = 0;
        unsigned codePoint = 0;
        if (c < 0x80) {
            ++i;
            // Eight bytes at a time while they are all ASCII, as nearly all of a recipe is.
            std::uint64_t eight = 0;
            while (i + 8 <= n && (std::memcpy(&eight, p + i, 8), (eight & 0x8080808080808080ULL) == 0))
                i += 8;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            extra = 1, min = 0x80, codePoint = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2, min = 0x800, codePoint = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3, min = 0x10000, codePoint = c & 0x07;
        } else {
            return i;
        }
        if (i + extra >= n)
            return i;
        for (int k = 1; k <= extra; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
            codePoint = (codePoint << 6) | (p[i + k] & 0x3F);
        }
        if (codePoint < min || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

SourceLocation Utf8Text::locationOf(const QByteArray &bytes, qsizetype offset)
{
    const auto before = bytes.left(offset);
    const int line = int(before.count('\n')) + 1;
    const auto lineStart = before.lastIndexOf('\n') + 1;
    // Columns count characters, so decode the start of the line.
    const int column = int(QString::fromUtf8(before.mid(lineStart)).size()) + 1;
    return {line, column, int(offset)};
}
