// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

// File > Open Recent: the remembered folders, newest first, and Clear List.
class RecentFoldersMenu : public QMenu
{
    Q_OBJECT
public:
    explicit RecentFoldersMenu(const QString &title, QWidget *parent = nullptr);

Q_SIGNALS:
    void folderChosen(const QString &folder);

private:
    void update();
};
