// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/rankingfilter.h"

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
    return std::all_of(m_values.cbegin(), m_values.cend(), [](const QString &value) { return value.isEmpty(); });
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

QStringList RankingFilter::choices(Field field, const QList<Recipe> &recipes, const QList<Recipe> &listings)
{
    QStringList values;
    for (const auto &recipe : recipes)
        values << recipeValue(recipe, field);
    if (field == GpuType)
        for (const auto &listing : listings)
            values << listing.gpuType();
    values.removeAll(QString());
    values.removeDuplicates();
    values.sort(Qt::CaseInsensitive);
    return values;
}
