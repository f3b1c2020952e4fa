// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipebatch.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"

#include <QStringList>

#include <optional>

// How the commands find and read the recipes they are given.
namespace Cli {
// The recipe files under paths. When every file is to be read (no cache), another
// thread compiles the schema they will be checked against meanwhile, which would
// otherwise hold up the first file (with a cache it may not be needed at all), and
// the files' states, which only the cache compares, are not read.
QList<RecipeFiles::Entry> findFiles(const QStringList &paths, ProblemList &problems, bool useCache);

// The files, read again only where they changed since the cache last saw them (none
// without useCache); entries of files gone from these folders are dropped.
RecipeBatch loadWithCache(const QList<RecipeFiles::Entry> &files, const QStringList &paths, bool useCache);

// The recipes under the given files and folders, or the bundled ones when none,
// named recipes/<model>/<gpu>/<name>.yaml as their header comments name them; what
// finding and reading them found wrong is added to problems.
RecipeBatch loadPathsOrBundled(const QStringList &paths, ProblemList &problems, bool useCache);

// The recipes under paths (the current folder when none) as the commit a revision
// names has them (RevisionRecipes), with what reading them found wrong in the batch's
// problems and what the commit lacks added to problems. nullopt after
// "recipe-explorer COMMAND: not a git repository: PATH" (or "unknown revision: REV") on
// stderr: the command exits 2. With useCache, summaries come from the blob cache
// (RecipeBlobCache) where it has them.
std::optional<RecipeBatch> loadRevision(const QStringList &paths, const QString &revision, RecipeLoader::Read read, ProblemList &problems,
                                        const QString &command, bool useCache = false);

// The recipes validate and lint check: those under paths, or as the commit a revision
// names has them when there is one (loadRevision); files: how many were read.
// Whole recipes are read without the cache, summaries with it unless useCache is false.
struct CheckedRecipes
{
    RecipeBatch batch;
    qsizetype files = 0;
};
std::optional<CheckedRecipes> loadToCheck(const QStringList &paths, const std::optional<QString> &revision, RecipeBatch::Keep keep,
                                          bool useCache, ProblemList &problems, const QString &command);
} // namespace Cli
