// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/planranking.h"

#include <QHash>

#include <algorithm>
#include <limits>
#include <tuple>

namespace {
struct Key
{
    QString model; // case-folded
    int standing;  // 0 fits, 1 does not, 2 no throughput
    double figure; // cost or time; infinity when not known
    QString file;
    qsizetype index; // in the rows
};

double figureOf(const PlanFigures &figures, PlanRanking::Order order)
{
    constexpr double unknown = std::numeric_limits<double>::infinity();
    if (!figures.hasThroughput)
        return unknown;
    if (order == PlanRanking::Order::Time)
        return figures.seconds;
    return figures.costUsd.value_or(unknown);
}
} // namespace

QList<PlannedRecipe> PlanRanking::rank(const QList<Recipe> &recipes, const RunPlan &plan, const PriceTable &prices, Order order)
{
    QList<PlannedRecipe> rows;
    QList<Key> keys;
    rows.reserve(recipes.size());
    keys.reserve(recipes.size());
    QHash<QString, QString> folded;
    for (const auto &recipe : recipes) {
        const auto figures = PlanFigures::of(recipe, plan, prices);
        auto model = folded.constFind(recipe.model());
        if (model == folded.cend())
            model = folded.insert(recipe.model(), recipe.model().toCaseFolded());
        const int standing = !figures.hasThroughput ? 2 : figures.fits() ? 0 : 1;
        keys.append({*model, standing, figureOf(figures, order), recipe.filePath(), rows.size()});
        rows.append({0, recipe, figures});
    }
    std::sort(keys.begin(), keys.end(), [](const Key &a, const Key &b) {
        return std::tie(a.model, a.standing, a.figure, a.file) < std::tie(b.model, b.standing, b.figure, b.file);
    });
    QList<PlannedRecipe> ranked;
    ranked.reserve(keys.size());
    for (qsizetype i = 0; i < keys.size(); ++i) {
        ranked.append(rows.at(keys.at(i).index));
        ranked.last().rank = i > 0 && keys.at(i - 1).model == keys.at(i).model ? ranked.at(i - 1).rank + 1 : 1;
    }
    return ranked;
}
