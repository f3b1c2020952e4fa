// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filemenu.h"

#include "editortabs.h"
#include "recentfoldersmenu.h"
#include "recipe/bundledrecipes.h"
#include "recipe/recipeblobcache.h"
#include "recipe/recipestore.h"
#include "settings/settings.h"

#include <QFileDialog>
#include <QThreadPool>

FileMenu::FileMenu(RecipeStore *store, EditorTabs *editors, QWidget *parent) : QMenu(tr("&File"), parent)
{
    addOpenActions();
    addStoreActions(store);
    addSeparator();
    editors->addFileActions(this);
    addSeparator();
    addAction(tr("&Export Table as CSV..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this, &FileMenu::exportTableRequested);
    addSeparator();
    addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), QKeySequence::Quit, this, &FileMenu::quitRequested);
}

void FileMenu::addOpenActions()
{
    addAction(QIcon::fromTheme(QStringLiteral("document-open-folder")), tr("Open &Folder..."), QKeySequence::Open, this,
              &FileMenu::openFolderDialog);
    addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("Open &Recipes..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
              this, &FileMenu::openFilesDialog);
    addAction(tr("Open &Bundled Recipes"), this, [this] { Q_EMIT pathsChosen({BundledRecipes::folder()}); });
    auto *recent = new RecentFoldersMenu(tr("Open R&ecent"), this);
    addMenu(recent);
    connect(recent, &RecentFoldersMenu::folderChosen, this, [this](const QString &folder) { Q_EMIT pathsChosen({folder}); });
    m_openRevision = addAction(tr("Open Rev&ision..."), this, &FileMenu::revisionWanted);
    m_openRevision->setObjectName(QStringLiteral("openRevision"));
}

void FileMenu::addStoreActions(RecipeStore *store)
{
    auto *reload = addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&load"), store, &RecipeStore::reload);
    // F5 once: where the platform's Refresh is F5 already, a second F5 would make the
    // key ambiguous, and an ambiguous key triggers nothing.
    auto reloadKeys = QKeySequence::keyBindings(QKeySequence::Refresh);
    if (!reloadKeys.contains(QKeySequence(Qt::Key_F5)))
        reloadKeys.append(QKeySequence(Qt::Key_F5));
    reload->setShortcuts(reloadKeys);
    auto *clearCache = addAction(tr("Clear C&ache"), this, [this, store] {
        Q_EMIT statusMessage(tr("Cache cleared; reading every recipe file again"), 5000);
        store->clearCache();
        QThreadPool::globalInstance()->start([] { RecipeBlobCache().clear(); }); // what was read from git too
    });
    clearCache->setObjectName(QStringLiteral("clearCache"));
    clearCache->setToolTip(tr("Forget what earlier runs read and read every recipe file again"));
}

void FileMenu::openFolderDialog()
{
    const auto folder = QFileDialog::getExistingDirectory(parentWidget(), tr("Open Recipe Folder"), Settings::instance().lastFolder());
    if (!folder.isEmpty())
        Q_EMIT pathsChosen({folder});
}

void FileMenu::openFilesDialog()
{
    const auto files = QFileDialog::getOpenFileNames(parentWidget(), tr("Open Recipes"), Settings::instance().lastFolder(),
                                                     tr("Recipes (*.yaml *.yml);;All files (*)"));
    if (!files.isEmpty())
        Q_EMIT filesChosen(files);
}
