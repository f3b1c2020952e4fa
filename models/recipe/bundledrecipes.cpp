// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/bundledrecipes.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

QString BundledRecipes::folder()
{
    const auto override = qEnvironmentVariable("RECIPE_EXPLORER_RECIPES");
    if (!override.isEmpty())
        return override;
    // recipe-explorer is installed in bin, the window's program in libexec/recipe-explorer.
    const QDir appDir(QCoreApplication::applicationDirPath());
    for (const auto *relative : {RECIPE_EXPLORER_RECIPES_FROM_BIN, RECIPE_EXPLORER_RECIPES_FROM_LIBEXEC}) {
        const auto installed = appDir.absoluteFilePath(QString::fromUtf8(relative));
        if (QFileInfo(installed).isDir())
            return QDir::cleanPath(installed);
    }
    return QStringLiteral(RECIPE_EXPLORER_SOURCE_RECIPES);
}
