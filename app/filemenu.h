// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

class MainWindow;

// The window's File menu: open a folder, recipes, the bundled or a recent folder,
// reload, clear the cache, the editor's file actions, export and quit.
class FileMenu : public QMenu
{
    Q_OBJECT
public:
    explicit FileMenu(MainWindow *window);

private:
    void openFolderDialog();
    void openFilesDialog();

    MainWindow *m_window;
};
