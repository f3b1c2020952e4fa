// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plainmessagebox.h"

#include "analysis/displaytext.h"

PlainMessageBox::PlainMessageBox(Icon icon, const QString &title, const QString &text, StandardButtons buttons, QWidget *parent)
    : QMessageBox(icon, DisplayText::visible(title), DisplayText::visible(text), buttons, parent)
{
    setTextFormat(Qt::PlainText);
}

QMessageBox::StandardButton PlainMessageBox::warning(QWidget *parent, const QString &title, const QString &text, StandardButtons buttons,
                                                     StandardButton defaultButton)
{
    return ask(Warning, parent, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton PlainMessageBox::question(QWidget *parent, const QString &title, const QString &text, StandardButtons buttons,
                                                      StandardButton defaultButton)
{
    return ask(Question, parent, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton PlainMessageBox::ask(Icon icon, QWidget *parent, const QString &title, const QString &text,
                                                 StandardButtons buttons, StandardButton defaultButton)
{
    PlainMessageBox box(icon, title, text, buttons, parent);
    if (defaultButton != NoButton)
        box.setDefaultButton(defaultButton);
    if (box.exec() == -1)
        return Cancel;
    return box.standardButton(box.clickedButton());
}
