// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/storesnapshot.h"

#include "recipe/lookalikenames.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

QList<const StoredFile *> StoreSnapshot::inDisplayOrder(const StoredFiles &files, const QStringList &listed)
{
    QList<const StoredFile *> states;
    states.reserve(files.size());
    if (listed.size() == files.size()) {
        for (const auto &path : listed) {
            const auto file = files.constFind(path);
            if (file == files.cend())
                break;
            states.append(&*file);
        }
    }
    const auto after = [](const StoredFile *a, const StoredFile *b) { return !(a->displayPath < b->displayPath); };
    if (states.size() == files.size() && std::adjacent_find(states.cbegin(), states.cend(), after) == states.cend())
        return states;
    states.clear();
    for (const auto &state : files)
        states.append(&state);
    std::sort(states.begin(), states.end(), [](const StoredFile *a, const StoredFile *b) { return a->displayPath < b->displayPath; });
    return states;
}

void StoreSnapshot::addLookAlikes(const QList<const StoredFile *> &states, StoreSnapshot &snapshot)
{
    QList<Recipe> recipes;
    recipes.reserve(states.size());
    for (const auto *state : states)
        if (state->result.recipe)
            recipes.append(*state->result.recipe);
    const auto found = LookAlikeNames::find(recipes);
    for (const auto &problem : found)
        snapshot.recipeProblems[problem.file].append(problem);
    snapshot.problems.append(found);
}

StoreSnapshot StoreSnapshot::of(const StoredFiles &files, const QStringList &listed, const ProblemList &scanProblems, bool findingsOnly)
{
    const auto states = inDisplayOrder(files, listed);
    StoreSnapshot snapshot;
    snapshot.findingsOnly = findingsOnly;
    QFuture<QList<RankedRecipe>> ranking;
    if (!findingsOnly) {
        snapshot.recipes.reserve(states.size());
        for (const auto *state : std::as_const(states))
            if (state->result.recipe)
                snapshot.recipes.append(*state->result.recipe);
        // The figures model pages list for other GPU types, where no full recipe stands.
        snapshot.listings = RecipeLoader::bundledListingsFor(snapshot.recipes);
        // Ranked on another thread meanwhile: nothing else here needs the ranking.
        ranking = QtConcurrent::run([all = snapshot.recipes + snapshot.listings] { return Ranking::rank(all); });
    }
    snapshot.problems.append(scanProblems);
    snapshot.recipeProblems.reserve(states.size());
    for (const auto *state : std::as_const(states)) {
        if (!state->result.recipe)
            ++snapshot.invalidFiles;
        else if (!state->result.problems.isEmpty())
            snapshot.recipeProblems.insert(state->result.recipe->filePath(), state->result.problems);
        snapshot.problems.append(state->result.problems);
    }
    addLookAlikes(states, snapshot);
    if (findingsOnly)
        return snapshot; // the same recipes: their ranking and choices stay as they are
    snapshot.filterChoices = RankingFilter::choices(snapshot.recipes, snapshot.listings);
    QHash<QString, QString> folded; // each model's name once
    for (const auto &recipe : std::as_const(snapshot.recipes) + snapshot.listings) {
        auto name = folded.constFind(recipe.model());
        if (name == folded.cend())
            name = folded.insert(recipe.model(), recipe.model().toCaseFolded());
        snapshot.byModel[*name].append(recipe);
    }
    snapshot.ranking = ranking.takeResult();
    return snapshot;
}
