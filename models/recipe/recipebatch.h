// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipe.h"
#include "recipe/recipecache.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"

#include <QList>

#include <functional>

class QThreadPool;

// Further checks of each valid recipe (lint), made where it is read, on the whole
// recipe; with a stamp (what they depend on besides the file) the cache keeps
// their findings too. check must be safe to call from several threads at once.
// With a pool, the recipes checked are read and checked on its threads (and the
// calling thread), each lowered (BackgroundPriority): a pool kept for that work.
struct RecipeChecks
{
    std::function<ProblemList(const Recipe &recipe, const QString &absolutePath)> check;
    RecipeCache::CheckStamp stamp;
    QThreadPool *pool = nullptr;
};

// Loads many recipe files on all cores; bad files become problems, good ones recipes.
class RecipeBatch
{
public:
    QList<Recipe> recipes; // in the order of the files
    ProblemList problems;
    int invalidFiles = 0;

    // Whole recipes, or their summaries (Recipe::summary()), which is what the cache keeps.
    enum class Keep { Whole, Summaries };
    using Checks = RecipeChecks;

    // With a cache, files unchanged since they were last read are not read again, and
    // their recipes are summaries.
    static RecipeBatch load(const QList<RecipeFiles::Entry> &files, RecipeCache *cache = nullptr, Keep keep = Keep::Whole);
    // The recipes and problems of files read one by one, in their order.
    static RecipeBatch of(QList<RecipeLoadResult> results);
    // Each file's result, in the order of the files (as RecipeFiles::find() found them:
    // each was a regular file then). progress gets the number of files
    // done so far (from worker threads); once cancelled returns true, the rest is skipped.
    // With unchecked, the checks wait: the valid recipes the cache has no findings for
    // are read as summaries, neither checked nor stored, and unchecked gets their places
    // (for a later call to check; a first load then shows its recipes sooner).
    static QList<RecipeLoadResult> loadEach(const QList<RecipeFiles::Entry> &files, RecipeCache *cache, Keep keep,
                                            const Checks &checks = {}, const std::function<void(int done)> &progress = {},
                                            const std::function<bool()> &cancelled = {}, QList<qsizetype> *unchecked = nullptr);
};
