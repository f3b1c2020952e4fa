// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaytext.h"

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
    auto html = plain.toHtmlEscaped();
    html.replace(u'\n', QStringLiteral("<br>"));
    return html;
}
