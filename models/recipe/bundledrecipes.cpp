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
    const QDir appDir(QCoreApplication::applicationDirPath());
    const auto installed = appDir.absoluteFilePath(QStringLiteral("../share/recipe-explorer/recipes"));
    if (QFileInfo(installed).isDir())
        return QDir::cleanPath(installed);
    return QStringLiteral(RECIPE_EXPLORER_SOURCE_RECIPES);
}
