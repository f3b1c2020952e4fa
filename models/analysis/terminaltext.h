// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Recipe text as a terminal, a script comment or a log may show it: a recipe is
// untrusted, and a control character in it could move the cursor, rewrite the
// screen or the clipboard (ESC ] 52), hide a line (CR) or reorder what is read
// (bidi overrides). Each such character is written as an escape instead: C0 ones as
// \n, \t, \r or \xHH, DEL, C1, the line and paragraph separators and the bidi
// controls and every other hidden character (HiddenCharacters: zero-width spaces and
// joiners, format characters) as \uHHHH (also a valid escape inside a JSON string).
// Other text stays.
class TerminalText
{
public:
    // One value on one line: every control character escaped, newlines and tabs too.
    static QString escaped(const QString &text);
    // Text the program laid out in lines: its newlines and tabs stay; every other
    // control character is escaped.
    static QString escapedKeepingLines(const QString &text);
    // True for the characters escaped() replaces.
    static bool isControl(char16_t c);
};
