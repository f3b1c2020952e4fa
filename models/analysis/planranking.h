// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/planfigures.h"
#include "recipe/recipe.h"

#include <QList>

class PriceTable;

// A recipe with what the plan would take on it, and its place among its model's recipes.
struct PlannedRecipe
{
    int rank = 0;
    Recipe recipe;
    PlanFigures figures;
};

// Ranks recipes for a plan within each model: those that fit the plan's deadline and
// budget first, then by cost (or time), cheapest (quickest) first; a recipe whose
// cost (time) is not known after those whose it is, one without throughput last.
class PlanRanking
{
public:
    enum class Order { Cost, Time };

    // Models in the order the ranking has them (case-folded); ties keep file-name order.
    static QList<PlannedRecipe> rank(const QList<Recipe> &recipes, const RunPlan &plan, const PriceTable &prices,
                                     Order order = Order::Cost);
};
