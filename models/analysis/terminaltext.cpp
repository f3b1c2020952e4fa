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

// text with every control character escaped for which keep(index) is false.
template<typename Keep>
QString escapedExcept(const QString &text, const Keep &keep)
{
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return TerminalText::isControl(c.unicode()); }))
        return text;
    QString out;
    out.reserve(text.size() + 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (TerminalText::isControl(c) && !keep(i))
            out += escape(c);
        else
            out += QChar(c);
    }
    return out;
}

} // namespace

bool TerminalText::isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f)      // C0, DEL, C1
        || c == 0x061c || c == 0x200e || c == 0x200f // bidi marks
        || (c >= 0x2028 && c <= 0x202e)              // line and paragraph separators, bidi embeddings and overrides
        || (c >= 0x2066 && c <= 0x2069)              // bidi isolates
        || (c >= 0x80 && !QChar::isSurrogate(c) && HiddenCharacters::kindOf(c)); // zero-width and other invisible ones
}

QString TerminalText::escaped(const QString &text)
{
    return escapedExcept(text, [](qsizetype) { return false; });
}

QString TerminalText::escapedKeepingLines(const QString &text)
{
    return escapedExcept(text, [&text](qsizetype i) { return text.at(i) == u'\n' || text.at(i) == u'\t'; });
}
