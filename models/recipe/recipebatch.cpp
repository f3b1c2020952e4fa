// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipebatch.h"

#include "recipe/recipecache.h"
#include "recipe/recipeloader.h"

#include <QtConcurrent/QtConcurrentMap>

RecipeBatch RecipeBatch::load(const QList<RecipeFiles::Entry> &files, RecipeCache *cache)
{
    auto cached = cache ? cache->find(files) : QHash<QString, RecipeLoadResult>();
    QList<RecipeFiles::Entry> toRead;
    for (const auto &entry : files)
        if (!cached.contains(entry.path))
            toRead << entry;
    const auto read = QtConcurrent::blockingMapped<QList<RecipeLoadResult>>(
        toRead, [](const RecipeFiles::Entry &entry) { return RecipeLoader::loadFile(entry.path, entry.displayPath); });
    if (cache) {
        QList<std::pair<RecipeFiles::Entry, RecipeLoadResult>> fresh;
        for (qsizetype i = 0; i < toRead.size(); ++i)
            fresh.append({toRead.at(i), read.at(i)});
        cache->store(fresh);
    }
    QList<RecipeLoadResult> results;
    results.reserve(files.size());
    qsizetype next = 0;
    for (const auto &entry : files)
        results.append(cached.contains(entry.path) ? cached.take(entry.path) : read.at(next++));
    RecipeBatch batch;
    for (const auto &result : results) {
        if (result.recipe)
            batch.recipes.append(*result.recipe);
        else
            ++batch.invalidFiles;
        batch.problems += result.problems;
    }
    return batch;
}
