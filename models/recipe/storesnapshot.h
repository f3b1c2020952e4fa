// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/problemgroups.h"
#include "recipe/ranking.h"
#include "recipe/rankingfilter.h"
#include "recipe/recipe.h"
#include "recipe/storedfile.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QStringList>

// What the store shows of the files it read, made on a worker thread so that the
// window only swaps the lists in: the recipes, listings and problems in display
// order, the ranking, the filters' choices and each model's recipes.
struct StoreSnapshot
{
    QList<Recipe> recipes;
    QList<Recipe> listings;
    ProblemGroups problems;
    QList<RankedRecipe> ranking;
    QMap<RankingFilter::Field, QStringList> filterChoices;
    QHash<QString, ProblemList> recipeProblems;
    QHash<QString, QList<Recipe>> byModel; // by the model's name, case-folded
    int invalidFiles = 0;
    bool findingsOnly = false; // the recipes are those shown: only problems are made

    // findingsOnly: the files are those of the recipes shown, with findings new since,
    // and only the problems are made again. listed: the files as the last scan listed them.
    static StoreSnapshot of(const StoredFiles &files, const QStringList &listed, const ProblemList &scanProblems, bool findingsOnly);

private:
    // The files in display order, so tables and problem lists are stable: as listed
    // when that is it, as a folder's files are, else sorted.
    static QList<const StoredFile *> inDisplayOrder(const StoredFiles &files, const QStringList &listed);
    // Names that look like others: a matter of all the recipes together, not of one file.
    static void addLookAlikes(const QList<const StoredFile *> &states, StoreSnapshot &snapshot);
};
