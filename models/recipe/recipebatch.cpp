#include "recipe/recipebatch.h"

#include "recipe/recipeloader.h"

#include <QtConcurrent/QtConcurrentMap>

RecipeBatch RecipeBatch::load(const QList<RecipeFiles::Entry> &files)
{
    const auto results = QtConcurrent::blockingMapped<QList<RecipeLoadResult>>(
        files, [](const RecipeFiles::Entry &entry) { return RecipeLoader::loadFile(entry.path, entry.displayPath); });
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
