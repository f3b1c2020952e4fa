// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipe.h"
#include "recipe/recipefiles.h"

#include <QList>

class RecipeCache;

// Loads many recipe files on all cores; bad files become problems, good ones recipes.
class RecipeBatch
{
public:
    QList<Recipe> recipes; // in the order of the files
    ProblemList problems;
    int invalidFiles = 0;

    // With a cache, files unchanged since they were last read are not read again.
    static RecipeBatch load(const QList<RecipeFiles::Entry> &files, RecipeCache *cache = nullptr);
};
