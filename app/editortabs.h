// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editorpage.h"
#include "recipe/recipeautosave.h"

#include <QFuture>
#include <QHash>
#include <QList>
#include <QObject>
#include <optional>

class QAction;
class QMenu;
class QTabWidget;
class QUndoGroup;
class RankingPage;
class RecipeStore;

// The recipes open for editing, as closable tabs beside the window's pages, and the
// actions that act on the current one: New Recipe, Save, Save As, Revert, Review
// Changes, Check Recipe, Close, and Undo and Redo through a QUndoGroup. Asks before
// unsaved edits are closed, and offers back edits kept by a crashed instance.
class EditorTabs : public QObject
{
    Q_OBJECT
public:
    EditorTabs(QTabWidget *tabs, QWidget *window);

    // Edit and New Recipe act on the recipe the ranking page shows; Edit stands on
    // that page and in its table's context menu.
    void attach(RankingPage *ranking, RecipeStore *store);
    void addFileActions(QMenu *menu);
    void addEditActions(QMenu *menu);
    QAction *editAction() const { return m_edit; }

    // Opens a recipe for editing, or shows its editor when it is open already: the
    // file is read and parsed on a worker thread, and the editor is the future's
    // value (nullptr when the file could not be opened, and the reason shown).
    QFuture<EditorPage *> edit(const QString &path);
    // Files and folders opened from a view link: shown, never edited.
    void addReadOnly(const QStringList &paths);
    // Another folder opened by the reader: nothing is read-only any more.
    void clearReadOnly() { m_readOnly.clear(); }
    bool isReadOnly(const QString &absolutePath) const;
    // Whether a recipe is still being read for an editor.
    bool isOpening() const { return !m_opening.isEmpty(); }
    // A new recipe file at target, from an existing one (made a draft) or, with
    // none, from the skeleton, written on a worker thread; then opened for editing.
    QFuture<EditorPage *> createRecipe(const QString &target, const std::optional<QString> &from);
    // Asks where and from what, then createRecipe().
    void newRecipe(const QString &current);
    EditorPage *current() const;
    QList<EditorPage *> editors() const;
    // Closes an editor, asking first when it has unsaved changes: true when it closed
    // at once. After Save it closes once saved; a save that fails leaves it open.
    bool closeEditor(EditorPage *editor);
    // Every editor, asking for each with unsaved changes: true when all closed at once;
    // false when one says Cancel, or while the saves the author asked for are under
    // way: allClosedAfterSaving() once each of them saved and its editor closed.
    bool closeAll();
    // Offers back the edits that instances ended without saving (a crash, a kill).
    void offerRestore();

Q_SIGNALS:
    // Each edit() done, whether the recipe opened or not.
    void openingFinished();
    void saved(const QString &path);
    void currentChanged();
    void statusMessage(const QString &message, int timeout);
    // What closeAll() refused to close until saved is saved and closed: the window may close.
    void allClosedAfterSaving();

private:
    void updateActions();
    void updateTab(EditorPage *editor);
    QString currentRecipe() const;
    EditorPage *addEditor(RecipeEditorDocument::Read read);
    // Closes editor once it may: at once, or once the save the author asked for
    // succeeded; true once closed.
    QFuture<bool> closeWhenAllowed(EditorPage *editor);
    void removeEditor(EditorPage *editor);
    void offer(const QList<RecipeAutosave::Stale> &copies);

    QTabWidget *m_tabs;
    QWidget *m_window;
    RankingPage *m_ranking = nullptr;
    RecipeStore *m_store = nullptr;
    QUndoGroup *m_undo;
    QHash<QString, QFuture<EditorPage *>> m_opening; // by absolute path, while read
    QStringList m_readOnly;                          // absolute, cleaned
    QAction *m_edit;
    QAction *m_new;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_revert;
    QAction *m_review;
    QAction *m_check;
    QAction *m_close;
    QAction *m_undoAction;
    QAction *m_redoAction;
};
