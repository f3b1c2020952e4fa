// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipebatch.h"
#include "recipe/recipefiles.h"

#include <QStringList>

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
} // namespace Cli
