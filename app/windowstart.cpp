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

#include <QFileInfo>

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
    window.openPaths(options.paths.isEmpty() ? QStringList{BundledRecipes::folder()} : options.paths);
    for (const auto &file : options.editFiles)
        window.editors()->edit(file).then(&window, [field = options.editField](EditorPage *editor) {
            if (editor && !field.isEmpty())
                editor->focusField(*YamlPath::parse(field));
        });
}

void WindowStart::showRequested(MainWindow &window, const StartupOptions &options)
{
    const auto *store = window.store();
    if (options.compare.size() == 2) {
        window.compare(QFileInfo(options.compare[0]).absoluteFilePath(), QFileInfo(options.compare[1]).absoluteFilePath());
        window.showCompareTab(options.compareTab);
    }
    if (!options.model.isEmpty() || !options.gpuType.isEmpty())
        window.showGroup(options.model, options.gpuType);
    if (!options.showFile.isEmpty()) {
        const auto file = QFileInfo(options.showFile).absoluteFilePath();
        if (store->recipe(file)) {
            window.showRecipe(file);
            window.showRecipeTab(options.tab);
        } else {
            // An invalid file opens at its first problem.
            for (const auto &problem : store->problems()) {
                if (store->absolutePath(problem.file) == file || problem.file == file) {
                    window.showProblem(problem);
                    break;
                }
            }
        }
    }
    if (options.present)
        window.present();
}
