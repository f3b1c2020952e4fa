#include "ranking.h"

#include <algorithm>

QList<RankedRecipe> Ranking::rank(const QList<Recipe> &recipes, const Filter &filter)
{
    QList<RankedRecipe> ranked;
    for (const auto &recipe : recipes) {
        if (!filter.model.isEmpty() && recipe.model().compare(filter.model, Qt::CaseInsensitive) != 0)
            continue;
        if (!filter.gpuType.isEmpty() && recipe.gpuType().compare(filter.gpuType, Qt::CaseInsensitive) != 0)
            continue;
        ranked.append({0, recipe});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const RankedRecipe &a, const RankedRecipe &b) {
        if (const int c = a.recipe.model().compare(b.recipe.model(), Qt::CaseInsensitive))
            return c < 0;
        if (const int c = a.recipe.gpuType().compare(b.recipe.gpuType(), Qt::CaseInsensitive))
            return c < 0;
        if (a.recipe.tokensPerSecondPerGpu() != b.recipe.tokensPerSecondPerGpu())
            return a.recipe.tokensPerSecondPerGpu() > b.recipe.tokensPerSecondPerGpu();
        return a.recipe.filePath() < b.recipe.filePath();
    });
    for (qsizetype i = 0; i < ranked.size(); ++i) {
        const bool sameGroup = i > 0
            && ranked[i - 1].recipe.model().compare(ranked[i].recipe.model(), Qt::CaseInsensitive) == 0
            && ranked[i - 1].recipe.gpuType().compare(ranked[i].recipe.gpuType(), Qt::CaseInsensitive) == 0;
        ranked[i].rank = sameGroup ? ranked[i - 1].rank + 1 : 1;
    }
    return ranked;
}
