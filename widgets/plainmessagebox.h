// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>

// A message box that shows its text as the characters it holds. QMessageBox, and its
// static warning() and question(), read a text that looks like HTML as HTML, which may
// name images read from disk and links opened at a click; a file name or an error
// quoting a recipe can look so. Every message box with such text is one of these; it
// also shows every hidden character (a direction control, an invisible one) as a mark.
class PlainMessageBox : public QMessageBox
{
    Q_OBJECT
public:
    PlainMessageBox(Icon icon, const QString &title, const QString &text, StandardButtons buttons = NoButton, QWidget *parent = nullptr);

    // As QMessageBox's: the button chosen, Cancel when the box was closed otherwise.
    static StandardButton warning(QWidget *parent, const QString &title, const QString &text, StandardButtons buttons = Ok,
                                  StandardButton defaultButton = NoButton);
    static StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                   StandardButtons buttons = StandardButtons(Yes | No), StandardButton defaultButton = NoButton);

private:
    static StandardButton ask(Icon icon, QWidget *parent, const QString &title, const QString &text, StandardButtons buttons,
                              StandardButton defaultButton);
};
