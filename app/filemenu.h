// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

class EditorTabs;
class RecipeStore;

// The window's File menu: open a folder, recipes (wherever they are, beside what is
// open), the bundled or a recent folder, a git revision of the folder, reload, clear the cache, the editor's file
// actions, export and quit. It asks the window for what only the window does by its
// signals.
class FileMenu : public QMenu
{
    Q_OBJECT
public:
    // The dialogs open over parent, the window.
    FileMenu(RecipeStore *store, EditorTabs *editors, QWidget *parent);

    QAction *openRevisionAction() const { return m_openRevision; }

Q_SIGNALS:
    // Folders to open instead of what is open.
    void pathsChosen(const QStringList &paths);
    // Recipe files to open beside what is open.
    void filesChosen(const QStringList &files);
    // The folder shown, as a git revision has it, read-only.
    void revisionWanted();
    void exportTableRequested();
    void quitRequested();
    void statusMessage(const QString &message, int timeout);

private:
    void addOpenActions();
    void addStoreActions(RecipeStore *store);
    void openFolderDialog();
    void openFilesDialog();

    QAction *m_openRevision = nullptr;
};
