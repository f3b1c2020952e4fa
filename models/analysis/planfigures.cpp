// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/planfigures.h"

#include "analysis/pricetable.h"
#include "recipe/gpucatalog.h"
#include "recipe/recipe.h"

PlanFigures PlanFigures::of(const Recipe &recipe, const RunPlan &plan, const PriceTable &prices)
{
    PlanFigures figures;
    const double perGpu = recipe.tokensPerSecondPerGpu();
    figures.gpus = plan.gpus.value_or(recipe.gpuCount());
    figures.extrapolated = plan.gpus && *plan.gpus != recipe.gpuCount();
    figures.usdPerGpuHour = prices.price(recipe.gpuType());
    const auto catalog = GpuCatalog::current(); // held while its entry is read
    if (const auto *gpu = catalog->find(recipe.gpuType()))
        figures.boardWatts = gpu->boardWatts;
    if (const auto measured = recipe.result().gpuHours; measured && figures.usdPerGpuHour)
        figures.reproduceUsd = *measured * *figures.usdPerGpuHour;
    figures.hasThroughput = perGpu > 0 && figures.gpus > 0;
    if (!figures.hasThroughput) {
        figures.meetsDeadline = !plan.days;
        figures.withinBudget = !plan.budgetUsd;
        return figures;
    }
    // Per-GPU throughput held: GPU-hours do not depend on the count, the wall clock does.
    figures.gpuHours = plan.tokens / perGpu / 3600.0;
    figures.seconds = plan.tokens / (perGpu * figures.gpus);
    if (figures.usdPerGpuHour)
        figures.costUsd = figures.gpuHours * *figures.usdPerGpuHour;
    if (figures.boardWatts)
        figures.energyKwh = figures.gpuHours * *figures.boardWatts / 1000.0;
    figures.meetsDeadline = !plan.days || figures.days() <= *plan.days;
    figures.withinBudget = !plan.budgetUsd || (figures.costUsd && *figures.costUsd <= *plan.budgetUsd);
    return figures;
}
