// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/recipeinput.h"

#include "cli/commandoutput.h"
#include "recipe/bundledrecipes.h"
#include "recipe/recipeblobcache.h"
#include "recipe/recipecache.h"
#include "recipe/recipeschema.h"
#include "repository/revisionrecipes.h"

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

std::optional<RecipeBatch> loadRevision(const QStringList &paths, const QString &revision, RecipeLoader::Read read, ProblemList &problems,
                                        const QString &command, bool useCache)
{
    QString why;
    std::optional<RecipeBlobCache> cache;
    if (useCache && read == RecipeLoader::Read::Summary)
        cache.emplace();
    auto batch = RevisionRecipes::load(paths.isEmpty() ? QStringList{QStringLiteral(".")} : paths, revision, read, &problems, &why,
                                       cache ? &*cache : nullptr);
    if (!batch)
        usageError(command, why);
    return batch;
}

std::optional<CheckedRecipes> loadToCheck(const QStringList &paths, const std::optional<QString> &revision, RecipeBatch::Keep keep,
                                          bool useCache, ProblemList &problems, const QString &command)
{
    if (revision) {
        const auto read = keep == RecipeBatch::Keep::Whole ? RecipeLoader::Read::Whole : RecipeLoader::Read::Summary;
        // Every object read: a check of what the repository holds, not of what a cache knew.
        auto batch = loadRevision(paths, *revision, read, problems, command);
        if (!batch)
            return std::nullopt;
        const auto files = batch->recipes.size() + batch->invalidFiles;
        return CheckedRecipes{std::move(*batch), files};
    }
    const auto found = findFiles(paths, problems, useCache && keep == RecipeBatch::Keep::Summaries);
    auto batch = keep == RecipeBatch::Keep::Summaries ? loadWithCache(found, paths, useCache) : RecipeBatch::load(found);
    return CheckedRecipes{std::move(batch), found.size()};
}

} // namespace Cli
