// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowstart.h"

#include "colortheme.h"
#include "editorpage.h"
#include "editortabs.h"
#include "mainwindow.h"
#include "recipe/bundledrecipes.h"
#include "recipe/recipestore.h"
#include "settings/settings.h"
#include "startupoptions.h"
#include "viewlinks.h"
#include "viewopener.h"

#include <QDir>
#include <QFileInfo>

namespace {
// What the window opens: the folders given (the bundled recipes when none), then every
// file named, --show's first; one of them that no folder holds is an opened file.
QStringList sessionPaths(const StartupOptions &options)
{
    QStringList folders;
    QStringList files;
    auto addFile = [&files](const QString &file) {
        if (const auto absolute = QDir::cleanPath(QFileInfo(file).absoluteFilePath()); !files.contains(absolute))
            files << absolute;
    };
    if (!options.showFile.isEmpty())
        addFile(options.showFile);
    for (const auto &path : options.paths) {
        if (QFileInfo(path).isDir())
            folders << path;
        else
            addFile(path); // one that is not there is said so once read
    }
    for (const auto &file : options.compare)
        addFile(file);
    if (folders.isEmpty())
        folders << BundledRecipes::folder();
    return folders + files;
}
} // namespace

void WindowStart::applyTheme(const StartupOptions &options)
{
    if (!options.theme.isEmpty())
        Settings::instance().setTheme(options.theme);
    ColorTheme::apply(ColorTheme::fromName(Settings::instance().theme()).value_or(ColorTheme::System));
}

void WindowStart::begin(MainWindow &window, const StartupOptions &options)
{
    if (options.noCache) // the window uses the recipe cache unless asked not to
        window.store()->setCacheFile({});
    if (options.charts)
        window.showPage(MainWindow::Page::Charts);
    QObject::connect(
        window.store(), &RecipeStore::loadingFinished, &window, [&window, options] { showRequested(window, options); },
        Qt::SingleShotConnection);
    window.openPaths(sessionPaths(options));
    for (const auto &file : options.editFiles)
        window.editors()->edit(file).then(&window, [field = options.editField](EditorPage *editor) {
            if (editor && !field.isEmpty())
                editor->focusField(*YamlPath::parse(field));
        });
}

void WindowStart::showRequested(MainWindow &window, const StartupOptions &options)
{
    const auto *store = window.store();
    if (options.charts) // again: a file named is shown on the ranking once read
        window.showPage(MainWindow::Page::Charts);
    if (options.compare.size() == 2) {
        window.compare(QDir::cleanPath(QFileInfo(options.compare[0]).absoluteFilePath()),
                       QDir::cleanPath(QFileInfo(options.compare[1]).absoluteFilePath()));
        window.showCompareTab(options.compareTab);
    }
    if (!options.model.isEmpty() || !options.gpuType.isEmpty())
        window.showGroup(options.model, options.gpuType);
    if (!options.showFile.isEmpty()) {
        const auto file = QDir::cleanPath(QFileInfo(options.showFile).absoluteFilePath());
        window.showRecipe(file); // an invalid file opens at its first problem
        if (store->recipe(file))
            window.showRecipeTab(options.tab);
    }
    if (options.present)
        window.present();
    if (!options.view.isEmpty())
        window.viewLinks()->opener()->open(options.view);
}
