// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "toolbutton.h"

ToolButton::ToolButton(const QString &icon, const QString &text, QWidget *parent) : QToolButton(parent)
{
    setIcon(QIcon::fromTheme(icon));
    setText(text);
    setToolTip(text);
    setAccessibleName(text);
    setAutoRaise(true);
}
