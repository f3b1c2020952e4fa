// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/terminaltext.h"

#include "recipe/hiddencharacters.h"

#include <algorithm>

namespace {

QString escape(char16_t c)
{
    switch (c) {
    case u'\n': return QStringLiteral("\\n");
    case u'\t': return QStringLiteral("\\t");
    case u'\r': return QStringLiteral("\\r");
    default: break;
    }
    if (c < 0x20)
        return QStringLiteral("\\x") + QString::number(uint(c), 16).rightJustified(2, u'0');
    return QStringLiteral("\\u") + QString::number(uint(c), 16).rightJustified(4, u'0');
}

// Whether the unit at i is half of a pair that stands for a hidden character past
// U+FFFF (a tag character, say): both halves are escaped.
bool inHiddenPair(const QString &text, qsizetype i)
{
    const QChar c = text.at(i);
    if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
        return bool(HiddenCharacters::kindOf(QChar::surrogateToUcs4(c, text.at(i + 1))));
    if (c.isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate())
        return bool(HiddenCharacters::kindOf(QChar::surrogateToUcs4(text.at(i - 1), c)));
    return false;
}

bool escapes(const QString &text, qsizetype i)
{
    return TerminalText::isControl(text.at(i).unicode()) || inHiddenPair(text, i);
}

// text with every control character escaped for which keep(index) is false.
template<typename Keep>
QString escapedExcept(const QString &text, const Keep &keep)
{
    qsizetype first = 0;
    while (first < text.size() && !escapes(text, first))
        ++first;
    if (first == text.size())
        return text;
    QString out = text.left(first);
    out.reserve(text.size() + 8);
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (escapes(text, i) && !keep(i))
            out += escape(c);
        else
            out += QChar(c);
    }
    return out;
}

} // namespace

bool TerminalText::isControl(char16_t c)
{
    // C0 (line feeds and tabs too: one value stays on one line), and every character
    // HiddenCharacters names: DEL, C1, bidi controls and marks, line and paragraph
    // separators, zero-width and other invisible ones.
    return c < 0x20 || (!QChar::isSurrogate(c) && HiddenCharacters::kindOf(c));
}

QString TerminalText::escaped(const QString &text)
{
    return escapedExcept(text, [](qsizetype) { return false; });
}

QString TerminalText::escapedKeepingLines(const QString &text)
{
    return escapedExcept(text, [&text](qsizetype i) { return text.at(i) == u'\n' || text.at(i) == u'\t'; });
}
