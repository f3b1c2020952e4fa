// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

// The window's Help menu: Keyboard Shortcuts and About Recipe Explorer.
class HelpMenu : public QMenu
{
    Q_OBJECT
public:
    explicit HelpMenu(QWidget *window);

    // The About text: the program's version, the libraries it runs with, licence, homepage.
    static QString aboutText();
    // Every shortcut of the window's actions, and the keys of single views.
    static void showShortcuts(QWidget *window);
};
