// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editortabs.h"

#include "analysis/displaytext.h"
#include "analysis/recipetemplate.h"
#include "editor/recipeeditsession.h"
#include "editorpage.h"
#include "mnemonictext.h"
#include "plainmessagebox.h"
#include "rankingpage.h"
#include "recipe/recipeautosave.h"
#include "recipe/recipefiles.h"
#include "recipe/recipestore.h"
#include "repository/revisionsnapshot.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPointer>
#include <QPromise>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoGroup>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

EditorTabs::EditorTabs(QTabWidget *tabs, QWidget *window) : QObject(window), m_tabs(tabs), m_window(window), m_undo(new QUndoGroup(this))
{
    m_edit = new QAction(QIcon::fromTheme(QStringLiteral("document-edit")), tr("&Edit Recipe"), this);
    m_edit->setObjectName(QStringLiteral("editRecipe"));
    m_edit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_edit->setToolTip(tr("Edit the current recipe in a form"));
    connect(m_edit, &QAction::triggered, this, [this] {
        if (const auto path = currentRecipe(); !path.isEmpty())
            edit(path);
    });
    m_new = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New Recipe..."), this);
    m_new->setShortcut(QKeySequence::New);
    m_save = new QAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), this);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As..."), this);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_revert = new QAction(QIcon::fromTheme(QStringLiteral("document-revert")), tr("Re&vert"), this);
    m_review = new QAction(QIcon::fromTheme(QStringLiteral("document-compare")), tr("Re&view Changes..."), this);
    m_review->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D));
    m_check = new QAction(QIcon::fromTheme(QStringLiteral("tools-check-spelling")), tr("C&heck Recipe"), this);
    m_check->setShortcut(QKeySequence(Qt::Key_F7));
    m_check->setToolTip(tr("Show the problems of every field, not only of those edited"));
    m_close = new QAction(QIcon::fromTheme(QStringLiteral("document-close")), tr("&Close Editor"), this);
    // Every binding of the platform's Close (Ctrl+W and Ctrl+F4 here): setShortcut()
    // would take the first one only.
    m_close->setShortcuts(QKeySequence::Close);
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    // Ctrl+Shift+Z once, whatever the platform's Redo is: a key listed twice is ambiguous.
    auto redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    redoKeys.removeAll(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    redoKeys.prepend(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    m_redoAction->setShortcuts(redoKeys);
    for (auto *action : {m_new, m_save, m_saveAs, m_revert, m_review, m_check, m_close, m_undoAction, m_redoAction})
        window->addAction(action);

    connect(m_new, &QAction::triggered, this, [this] { newRecipe(currentRecipe()); });
    // Each acts on the editor shown.
    const std::pair<QAction *, std::function<void(EditorPage *)>> onCurrent[] = {{m_save, [](EditorPage *e) { e->save(); }},
                                                                                 {m_saveAs, [](EditorPage *e) { e->saveAs(); }},
                                                                                 {m_revert, &EditorPage::revert},
                                                                                 {m_review, &EditorPage::reviewChanges},
                                                                                 {m_check, &EditorPage::checkAll},
                                                                                 {m_close, [this](EditorPage *e) { closeEditor(e); }}};
    for (const auto &[action, act] : onCurrent)
        connect(action, &QAction::triggered, this, [this, act] {
            if (auto *editor = current())
                act(editor);
        });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        if (auto *editor = qobject_cast<EditorPage *>(m_tabs->widget(index)))
            closeEditor(editor);
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        auto *editor = current();
        m_undo->setActiveStack(editor ? editor->session()->undoStack() : nullptr);
        updateActions();
        Q_EMIT currentChanged();
    });
    updateActions();
}

void EditorTabs::attach(RankingPage *ranking, RecipeStore *store)
{
    m_ranking = ranking;
    m_store = store;
    ranking->addRecipeAction(m_edit);
}

QString EditorTabs::currentRecipe() const
{
    if (!m_ranking || m_ranking->currentFile().isEmpty())
        return {};
    return m_store->absolutePath(m_ranking->currentFile());
}

void EditorTabs::addFileActions(QMenu *menu)
{
    menu->addAction(m_new);
    menu->addAction(m_edit);
    menu->addSeparator();
    menu->addAction(m_save);
    menu->addAction(m_saveAs);
    menu->addAction(m_revert);
    menu->addAction(m_review);
    menu->addAction(m_close);
}

void EditorTabs::addEditActions(QMenu *menu)
{
    menu->addAction(m_undoAction);
    menu->addAction(m_redoAction);
    menu->addAction(m_check);
    menu->addSeparator();
}

EditorPage *EditorTabs::current() const
{
    return qobject_cast<EditorPage *>(m_tabs->currentWidget());
}

QList<EditorPage *> EditorTabs::editors() const
{
    QList<EditorPage *> list;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *editor = qobject_cast<EditorPage *>(m_tabs->widget(i)))
            list << editor;
    return list;
}

void EditorTabs::updateActions()
{
    auto *editor = current();
    for (auto *action : {m_save, m_saveAs, m_revert, m_review, m_check, m_close})
        action->setEnabled(editor != nullptr);
    if (editor) {
        m_save->setEnabled(editor->isModified());
        m_revert->setEnabled(editor->isModified());
        m_review->setEnabled(editor->isModified());
    }
}

void EditorTabs::updateTab(EditorPage *editor)
{
    const int index = m_tabs->indexOf(editor);
    if (index < 0)
        return;
    m_tabs->setTabText(index, MnemonicText::escaped(DisplayText::line(editor->title())));
    m_tabs->setTabToolTip(index, DisplayText::toolTip(QDir::toNativeSeparators(editor->path())));
    if (editor == current()) {
        updateActions();
        Q_EMIT currentChanged();
    }
}

namespace {
QFuture<EditorPage *> ready(EditorPage *editor)
{
    QPromise<EditorPage *> promise;
    promise.start();
    promise.addResult(editor);
    promise.finish();
    return promise.future();
}

bool closedNow(const QFuture<bool> &closed)
{
    return closed.isFinished() && closed.resultCount() > 0 && closed.result();
}
} // namespace

void EditorTabs::addReadOnly(const QStringList &paths)
{
    for (const auto &path : paths)
        if (const auto clean = QDir::cleanPath(QFileInfo(path).absoluteFilePath()); !m_readOnly.contains(clean))
            m_readOnly << clean;
}

bool EditorTabs::isReadOnly(const QString &absolutePath) const
{
    const auto clean = QDir::cleanPath(absolutePath);
    return std::any_of(m_readOnly.cbegin(), m_readOnly.cend(),
                       [&clean](const QString &path) { return clean == path || clean.startsWith(path + u'/'); });
}

QFuture<EditorPage *> EditorTabs::edit(const QString &path)
{
    const auto absolute = QFileInfo(path).absoluteFilePath();
    for (auto *editor : editors())
        if (editor->path() == absolute) {
            m_tabs->setCurrentWidget(editor);
            return ready(editor);
        }
    if (const auto opening = m_opening.constFind(absolute); opening != m_opening.cend())
        return *opening; // shown in a moment
    if (RevisionSnapshot::holds(absolute)) {
        Q_EMIT statusMessage(tr("%1 is a file of a git revision, opened read-only: it is not edited").arg(QFileInfo(absolute).fileName()),
                             8000);
        return ready(nullptr);
    }
    if (isReadOnly(absolute)) {
        Q_EMIT statusMessage(tr("%1 was opened from a view link, read-only: it is not edited").arg(QFileInfo(absolute).fileName()), 8000);
        return ready(nullptr);
    }
    Q_EMIT statusMessage(tr("Opening %1...").arg(QDir::toNativeSeparators(absolute)), 0);
    // The lint configuration within the opened folders, as the ranking finds it.
    const auto opened = m_store ? m_store->paths() : QStringList();
    auto future = RecipeEditorDocument::load(absolute, opened).then(this, [this, absolute](RecipeEditorDocument::Read read) {
        m_opening.remove(absolute);
        Q_EMIT statusMessage(QString(), 0);
        auto *editor = addEditor(std::move(read));
        Q_EMIT openingFinished();
        return editor;
    });
    // A read that ended before its continuation was attached has run it already.
    if (!future.isFinished())
        m_opening.insert(absolute, future);
    return future;
}

EditorPage *EditorTabs::addEditor(RecipeEditorDocument::Read read)
{
    QString error;
    auto *editor = EditorPage::open(std::move(read), m_tabs, &error);
    if (!editor) {
        PlainMessageBox::warning(m_window, tr("Cannot Edit Recipe"), error);
        return nullptr;
    }
    editor->setWriteGuard([this](const QString &path) { return isReadOnly(path); });
    m_undo->addStack(editor->session()->undoStack());
    connect(editor, &EditorPage::titleChanged, this, [this, editor] { updateTab(editor); });
    connect(editor, &EditorPage::saved, this, &EditorTabs::saved);
    connect(editor, &EditorPage::statusMessage, this, &EditorTabs::statusMessage);
    const int index = m_tabs->addTab(editor, QIcon::fromTheme(QStringLiteral("document-edit")),
                                     MnemonicText::escaped(DisplayText::line(editor->title())));
    // Only editors close; the window's pages stay.
    m_tabs->setTabsClosable(true);
    for (int i = 0; i < m_tabs->count(); ++i)
        if (!qobject_cast<EditorPage *>(m_tabs->widget(i)))
            m_tabs->tabBar()->setTabButton(i, QTabBar::RightSide, nullptr);
    updateTab(editor);
    m_tabs->setCurrentIndex(index);
    editor->focusFirstField();
    return editor;
}

QFuture<EditorPage *> EditorTabs::createRecipe(const QString &target, const std::optional<QString> &from)
{
    if (isReadOnly(QFileInfo(target).absoluteFilePath())) {
        PlainMessageBox::warning(m_window, tr("Cannot Create Recipe"),
                                 tr("%1 is in a folder opened from a view link, read-only: nothing is written there").arg(target));
        return ready(nullptr);
    }
    // The file is made on a worker thread: its source read, and it written.
    auto made = QtConcurrent::run([target, from]() -> QString {
        QByteArray bytes = RecipeTemplate::skeleton();
        if (from) {
            QString error;
            const auto source = RecipeFile::open(*from, &error);
            std::optional<QByteArray> copy;
            if (source)
                copy = RecipeTemplate::fromExisting(source->document(), &error);
            if (!copy)
                return error;
            bytes = *copy;
        }
        if (const auto why = RecipeFiles::write(target, bytes); !why.isEmpty())
            return tr("cannot write %1: %2").arg(target, why);
        return {};
    });
    return made
        .then(this,
              [this, target](const QString &error) {
                  if (!error.isEmpty()) {
                      PlainMessageBox::warning(m_window, tr("Cannot Create Recipe"), error);
                      return ready(nullptr);
                  }
                  return edit(target);
              })
        .unwrap()
        .then(this, [](EditorPage *editor) {
            if (editor)
                editor->checkAll();
            return editor;
        });
}

void EditorTabs::newRecipe(const QString &current)
{
    std::optional<QString> from;
    if (!current.isEmpty()) {
        PlainMessageBox ask(QMessageBox::Question, tr("New Recipe"),
                            tr("Start the new recipe from %1 (as a draft, with its measured figures and dates cleared), or from an empty "
                               "recipe with the fields the schema requires?")
                                .arg(QFileInfo(current).fileName()),
                            QMessageBox::Cancel, m_window);
        auto *copy = ask.addButton(tr("From %1").arg(MnemonicText::escaped(QFileInfo(current).fileName())), QMessageBox::AcceptRole);
        auto *empty = ask.addButton(tr("Empty Recipe"), QMessageBox::AcceptRole);
        ask.setDefaultButton(copy);
        ask.exec();
        if (ask.clickedButton() == copy)
            from = current;
        else if (ask.clickedButton() != empty)
            return;
    }
    const auto folder = from ? QFileInfo(*from).absolutePath() : QDir::homePath();
    const auto target =
        QFileDialog::getSaveFileName(m_window, tr("New Recipe"), folder + QStringLiteral("/new-recipe.yaml"), tr("Recipes (*.yaml *.yml)"));
    if (!target.isEmpty())
        createRecipe(target, from);
}

QFuture<bool> EditorTabs::closeWhenAllowed(EditorPage *editor)
{
    m_tabs->setCurrentWidget(editor);
    return editor->maybeClose().then(this, [this, editor = QPointer<EditorPage>(editor)](bool mayClose) {
        if (!mayClose || !editor)
            return false;
        removeEditor(editor);
        return true;
    });
}

void EditorTabs::removeEditor(EditorPage *editor)
{
    m_undo->removeStack(editor->session()->undoStack());
    m_tabs->removeTab(m_tabs->indexOf(editor));
    editor->deleteLater();
    if (editors().isEmpty())
        m_tabs->setTabsClosable(false);
}

bool EditorTabs::closeEditor(EditorPage *editor)
{
    return closedNow(closeWhenAllowed(editor));
}

bool EditorTabs::closeAll()
{
    QList<QFuture<bool>> saving;
    for (auto *editor : editors()) {
        const auto closed = closeWhenAllowed(editor);
        if (!closed.isFinished())
            saving << closed;
        else if (!closedNow(closed))
            return false; // Cancel: the window stays; the saves under way still close their editors
    }
    if (saving.isEmpty())
        return true;
    QtFuture::whenAll(saving.begin(), saving.end()).then(this, [this](const QList<QFuture<bool>> &ended) {
        if (std::all_of(ended.cbegin(), ended.cend(), closedNow))
            Q_EMIT allClosedAfterSaving();
    });
    return false;
}

void EditorTabs::offerRestore()
{
    // The copies are read on a worker thread, then offered one after the other.
    QtConcurrent::run([] { return RecipeAutosave::stale(); }).then(this, [this](const QList<RecipeAutosave::Stale> &copies) {
        offer(copies);
    });
}

void EditorTabs::offer(const QList<RecipeAutosave::Stale> &copies)
{
    for (const auto &copy : copies) {
        PlainMessageBox ask(
            QMessageBox::Warning, tr("Restore Unsaved Edits"),
            tr("Recipe Explorer ended without saving the edits of %1. Restore them?").arg(QDir::toNativeSeparators(copy.recipePath)),
            QMessageBox::NoButton, m_window);
        auto *restore = ask.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        auto *discard = ask.addButton(QMessageBox::Discard);
        ask.addButton(tr("&Later"), QMessageBox::RejectRole);
        ask.setDefaultButton(restore);
        ask.exec();
        if (ask.clickedButton() == discard) {
            RecipeAutosave::discardStale(copy);
        } else if (ask.clickedButton() == restore) {
            edit(copy.recipePath).then(this, [this, copy](EditorPage *editor) {
                if (!editor)
                    return;
                QString error;
                if (editor->restore(copy.bytes, &error))
                    RecipeAutosave::discardStale(copy);
                else
                    PlainMessageBox::warning(m_window, tr("Cannot Restore Edits"), error);
            });
        }
    }
}
