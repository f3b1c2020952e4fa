// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/ranking.h"

#include "recipe/gpucatalog.h"

#include <QHash>

#include <algorithm>

QList<RankedRecipe> Ranking::rank(const QList<Recipe> &recipes, const Filter &filter)
{
    // Sort indices on keys folded once: comparing folded text and moving whole
    // recipes inside the sort would dominate for large folders.
    struct Key
    {
        QString model;
        QString gpu;
        double tokens;
        QString file;
        qsizetype index;
    };
    QList<Key> keys;
    keys.reserve(recipes.size());
    // A folder holds a few models and GPU types many times over: fold each once.
    QHash<QString, QString> folded;
    QHash<QString, QString> gpuKeys;
    for (qsizetype i = 0; i < recipes.size(); ++i) {
        const auto &recipe = recipes.at(i);
        if (!filter.model.isEmpty() && recipe.model().compare(filter.model, Qt::CaseInsensitive) != 0)
            continue;
        if (!filter.gpuType.isEmpty() && recipe.gpuType().compare(filter.gpuType, Qt::CaseInsensitive) != 0)
            continue;
        auto model = folded.constFind(recipe.model());
        if (model == folded.cend())
            model = folded.insert(recipe.model(), recipe.model().toCaseFolded());
        auto gpu = gpuKeys.constFind(recipe.gpuType());
        if (gpu == gpuKeys.cend())
            gpu = gpuKeys.insert(recipe.gpuType(), Ranking::gpuOrderKey(recipe.gpuType()));
        keys.append({*model, *gpu, recipe.tokensPerSecondPerGpu(), recipe.filePath(), i});
    }
    std::sort(keys.begin(), keys.end(), [](const Key &a, const Key &b) {
        if (const int c = a.model.compare(b.model))
            return c < 0;
        if (const int c = a.gpu.compare(b.gpu))
            return c < 0;
        if (a.tokens != b.tokens)
            return a.tokens > b.tokens;
        return a.file < b.file;
    });
    QList<RankedRecipe> ranked;
    ranked.reserve(keys.size());
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const bool sameGroup = i > 0 && keys[i - 1].model == keys[i].model && keys[i - 1].gpu == keys[i].gpu;
        const int rank = sameGroup ? ranked.last().rank + 1 : 1;
        ranked.append({rank, recipes.at(keys[i].index),
                       keys[i].model + u'\x1f' + keys[i].gpu + u'\x1f' + QString::number(rank).rightJustified(8, u'0'), int(i)});
    }
    return ranked;
}

QString Ranking::gpuOrderKey(const QString &gpuType)
{
    return QStringLiteral("%1:").arg(GpuCatalog::current()->order(gpuType), 4, 10, QLatin1Char('0')) + gpuType.toCaseFolded();
}
