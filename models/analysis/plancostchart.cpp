// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/plancostchart.h"

#include "analysis/planquantity.h"
#include "analysis/plantext.h"
#include "recipe/recipeformat.h"

#include <cmath>

void PlanCostChart::fill(ChartData::Chart &chart, const QList<Recipe> &recipes, const CostedPlan &plan)
{
    label(chart, plan);
    if (!plan.isSet()) {
        chart.emptyText = tr("No plan is set: Edit > Plan a Run... (Ctrl+Shift+P) sets one");
        return;
    }
    int noThroughput = 0;
    int noPrice = 0;
    for (const auto &r : recipes) {
        const auto figures = plan.figuresOf(r);
        // A throughput too small or too large for a time or cost that is a number tells nothing.
        if (!figures.hasThroughput || !std::isfinite(figures.seconds) || (figures.costUsd && !std::isfinite(*figures.costUsd)))
            ++noThroughput;
        else if (!figures.costUsd)
            ++noPrice;
        else
            chart.points.append(point(r, figures, plan.plan));
    }
    chart.guides = guides(plan.plan);
    QStringList notes;
    notes << (plan.plan.prices == RunPlan::Prices::Yours ? tr("costs at your prices: %1").arg(plan.prices.describe())
                                                         : tr("costs at the published prices: %1").arg(plan.prices.describe()));
    if (plan.plan.gpus)
        notes << tr("every recipe scaled to %1 GPUs, its tokens/s per GPU held: an extrapolation")
                     .arg(RecipeFormat::integer(*plan.plan.gpus));
    if (noThroughput > 0)
        notes << tr("%n recipe(s) without tokens/s per GPU left out", nullptr, noThroughput);
    if (noPrice > 0)
        notes << tr("%n recipe(s) without a price for the GPU type left out", nullptr, noPrice);
    chart.footnote = notes.join(u'\n');
    if (chart.points.isEmpty())
        chart.emptyText = tr("No recipe shown has both a throughput and a price for its GPU type");
}

void PlanCostChart::label(ChartData::Chart &chart, const CostedPlan &plan)
{
    const auto subject = chart.models.size() == 1 ? chart.models.first() + QStringLiteral(": ") : QString();
    chart.title = plan.isSet() ? subject
            + tr("cost against time to train %1 tokens")
                  .arg(PlanQuantity::text(plan.plan.tokens, PlanQuantity::Kind::Tokens, RecipeFormat::decimalComma()))
                               : subject + tr("cost against time to train");
    chart.subtitle = chart.models.size() > 1
        ? tr("every recipe · shape: model · ringed: nothing of the same model is both faster and cheaper")
        : tr("every recipe · ringed: nothing is both faster and cheaper");
    chart.xAxis = tr("days to train (fewer is better)");
    chart.valueAxis = tr("cost to train, $ (lower is better)");
    chart.higherIsBetter = false;
    chart.higherXIsBetter = false;
    chart.yInDollars = true;
}

ChartData::Point PlanCostChart::point(const Recipe &r, const PlanFigures &figures, const RunPlan &plan)
{
    auto toolTip =
        tr("%1 on %2 x %3 · %4\n%5 to train, %6 at %7 per GPU-hour")
            .arg(r.model(), RecipeFormat::integer(figures.gpus), r.gpuType(), r.isListing() ? tr("listing only") : r.layoutLabel(),
                 PlanText::duration(figures.seconds), RecipeFormat::usdWhole(*figures.costUsd), RecipeFormat::usd(*figures.usdPerGpuHour));
    if (figures.extrapolated)
        toolTip += u'\n' + tr("scaled from the recipe's %1 GPUs: an extrapolation").arg(r.gpuCount());
    if (plan.hasConstraints())
        toolTip += u'\n' + (figures.fits() ? tr("fits the plan") : tr("misses the plan: %1").arg(PlanText::misfit(figures)));
    ChartData::Point p;
    p.x = figures.days();
    p.y = *figures.costUsd;
    p.model = r.model();
    p.gpuType = r.gpuType();
    // The GPU type is the point's colour; the count and layout tell recipes of one type apart.
    p.label = QStringLiteral("x%1 %2").arg(QString::number(figures.gpus), r.isListing() ? tr("listing") : r.layoutLabel());
    p.filePath = r.filePath();
    p.toolTip = toolTip;
    p.listingOnly = r.isListing();
    return p;
}

QList<ChartData::Guide> PlanCostChart::guides(const RunPlan &plan)
{
    QList<ChartData::Guide> guides;
    if (plan.days)
        guides.append(
            {Qt::Vertical, *plan.days,
             tr("deadline: %1 days").arg(PlanQuantity::text(*plan.days, PlanQuantity::Kind::Days, RecipeFormat::decimalComma()))});
    if (plan.budgetUsd)
        guides.append({Qt::Horizontal, *plan.budgetUsd, tr("budget: %1").arg(RecipeFormat::usdWhole(*plan.budgetUsd))});
    return guides;
}
