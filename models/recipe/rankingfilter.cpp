// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/rankingfilter.h"

#include <QSet>

QString RankingFilter::key(Field field)
{
    switch (field) {
    case Model: return QStringLiteral("model");
    case GpuType: return QStringLiteral("gpu");
    case Author: return QStringLiteral("author");
    case Status: return QStringLiteral("status");
    case Text: return QStringLiteral("text");
    }
    return {};
}

bool RankingFilter::isEmpty() const
{
    return !m_changedOnly && !m_fitsPlanOnly
        && std::all_of(m_values.cbegin(), m_values.cend(), [](const QString &value) { return value.isEmpty(); });
}

QStringList RankingFilter::words() const
{
    return text().simplified().split(u' ', Qt::SkipEmptyParts);
}

QString RankingFilter::recipeValue(const Recipe &recipe, Field field)
{
    switch (field) {
    case Model: return recipe.model();
    case GpuType: return recipe.gpuType();
    case Author: return recipe.author().name;
    case Status: return recipe.status();
    case Text: break;
    }
    return {};
}

QMap<RankingFilter::Field, QStringList> RankingFilter::choices(const QList<Recipe> &recipes, const QList<Recipe> &listings)
{
    // Each value once, in the order first seen, then sorted; every field in one pass
    // over the recipes, which with ten thousand of them is what costs.
    QMap<Field, QStringList> values;
    std::array<QSet<QString>, FieldCount> seen;
    auto add = [&](Field field, const QString &value) {
        if (!value.isEmpty() && !seen[field].contains(value)) {
            seen[field].insert(value);
            values[field] << value;
        }
    };
    for (const auto &recipe : recipes)
        for (const auto field : choiceFields())
            add(field, recipeValue(recipe, field));
    for (const auto &listing : listings)
        add(GpuType, listing.gpuType());
    for (auto &list : values)
        list.sort(Qt::CaseInsensitive);
    return values;
}
