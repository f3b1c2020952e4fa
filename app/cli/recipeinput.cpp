// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/recipeinput.h"

#include "recipe/bundledrecipes.h"
#include "recipe/recipecache.h"
#include "recipe/recipeschema.h"

#include <QDir>
#include <QFileInfo>

#include <future>

namespace Cli {

QList<RecipeFiles::Entry> findFiles(const QStringList &paths, ProblemList &problems, bool useCache)
{
    std::future<void> schema;
    if (!useCache)
        schema = std::async(std::launch::async, [] { RecipeSchema::instance(); });
    return RecipeFiles::find(paths, &problems, useCache ? RecipeFiles::States::Read : RecipeFiles::States::Skip);
}

RecipeBatch loadWithCache(const QList<RecipeFiles::Entry> &files, const QStringList &paths, bool useCache)
{
    if (!useCache)
        return RecipeBatch::load(files, nullptr, RecipeBatch::Keep::Summaries);
    RecipeCache cache;
    auto batch = RecipeBatch::load(files, &cache, RecipeBatch::Keep::Summaries);
    QStringList folders;
    for (const auto &path : paths)
        if (QFileInfo(path).isDir())
            folders << QFileInfo(path).absoluteFilePath();
    cache.prune(folders, files);
    return batch;
}

RecipeBatch loadPathsOrBundled(const QStringList &paths, ProblemList &problems, bool useCache)
{
    QList<RecipeFiles::Entry> files;
    if (paths.isEmpty()) {
        const auto folder = BundledRecipes::folder();
        files = findFiles({folder}, problems, useCache);
        for (auto &file : files)
            file.displayPath = QStringLiteral("recipes/") + QDir(folder).relativeFilePath(file.path);
    } else {
        files = findFiles(paths, problems, useCache);
    }
    auto batch = loadWithCache(files, paths.isEmpty() ? QStringList{BundledRecipes::folder()} : paths, useCache);
    problems += batch.problems;
    return batch;
}

} // namespace Cli
