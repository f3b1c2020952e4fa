// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipe.h"

#include <QList>
#include <QString>

// A recipe with its place among the recipes of the same model on the same GPU type.
struct RankedRecipe
{
    int rank = 0;
    Recipe recipe;
    // The site's order as one text key: model and GPU type folded, then the rank.
    QString groupOrder;
    // Its place in the site's order among the recipes ranked with it (0, 1, ...): the
    // order of groupOrder, told without comparing texts.
    int order = 0;
};

// Ranks recipes as the OpenRecipes site does: within each (model, GPU type),
// by tokens/s per GPU, highest first (#1, #2, ...).
class Ranking
{
public:
    struct Filter
    {
        QString model; // case-insensitive, empty for all
        QString gpuType;
    };

    // Sorted by model, then GPU type (by generation: H100 before H200 before B200),
    // then rank. Ties keep file-name order.
    static QList<RankedRecipe> rank(const QList<Recipe> &recipes, const Filter &filter = {});
    // Sorts GPU types by generation, then by name.
    static QString gpuOrderKey(const QString &gpuType);
};
