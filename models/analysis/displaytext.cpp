// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaytext.h"

#include "recipe/hiddencharacters.h"

#include <QSet>

QString DisplayText::toolTip(const QString &plain)
{
    if (plain.isEmpty())
        return {};
    return QStringLiteral("<qt>") + escaped(plain) + QStringLiteral("</qt>");
}

QString DisplayText::toolTipLine(const QString &plain)
{
    if (plain.isEmpty())
        return {};
    return QStringLiteral("<qt><nobr>") + escaped(plain) + QStringLiteral("</nobr></qt>");
}

QString DisplayText::toolTip(const QString &title, const QString &plain)
{
    if (plain.isEmpty())
        return toolTip(title);
    return QStringLiteral("<qt><b>") + escaped(title) + QStringLiteral("</b><br>") + escaped(plain) + QStringLiteral("</qt>");
}

QString DisplayText::escaped(const QString &plain)
{
    auto html = HiddenCharacters::visible(plain).toHtmlEscaped();
    html.replace(u'\n', QStringLiteral("<br>"));
    return html;
}

namespace {

bool hasRightToLeft(const QString &text)
{
    for (qsizetype i = 0; i < text.size();) {
        const auto [c, units] = HiddenCharacters::codePointAt(text, i);
        i += units;
        switch (QChar::direction(c)) {
        case QChar::DirR:
        case QChar::DirAL:
        case QChar::DirAN: return true;
        default: break;
        }
    }
    return false;
}

} // namespace

QString DisplayText::line(const QString &text)
{
    const auto shown = HiddenCharacters::visible(text);
    if (!hasRightToLeft(shown))
        return shown;
    return QChar(0x2068) + shown + QChar(0x2069); // FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE
}

QString DisplayText::visible(const QString &text)
{
    return HiddenCharacters::visible(text);
}

QString DisplayText::hiddenNames(const QString &text)
{
    QStringList lines;
    QSet<char32_t> named;
    for (const auto &found : HiddenCharacters::find(text)) {
        if (named.contains(found.codePoint))
            continue;
        named.insert(found.codePoint);
        lines << HiddenCharacters::mark(found.codePoint) + QStringLiteral(": ") + HiddenCharacters::name(found.codePoint);
    }
    return lines.join(u'\n');
}
