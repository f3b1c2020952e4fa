// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/chartdata.h"

#include "analysis/plancostchart.h"
#include "analysis/scalingchart.h"
#include "recipe/gpucatalog.h"
#include "recipe/ranking.h"
#include "recipe/recipeformat.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

namespace {

bool wanted(const QStringList &filter, const QString &value)
{
    return filter.isEmpty()
        || std::any_of(filter.cbegin(), filter.cend(), [&](const QString &f) { return f.compare(value, Qt::CaseInsensitive) == 0; });
}

QString tick(const Recipe &recipe, bool withLayout)
{
    auto text = QStringLiteral("%1 x%2").arg(recipe.gpuType(), QString::number(recipe.gpuCount()));
    if (withLayout)
        text += u'\n' + (recipe.isListing() ? QObject::tr("listing only") : recipe.layoutLabel());
    else if (recipe.isListing())
        text += u'\n' + QObject::tr("listing only");
    return text;
}

// The distinct models, in the order first seen.
QStringList modelsInOrder(const QList<Recipe> &recipes)
{
    QStringList models;
    QSet<QString> seen;
    for (const auto &r : recipes)
        if (!seen.contains(r.model())) {
            seen.insert(r.model());
            models << r.model();
        }
    return models;
}

// Model order as first seen, GPU types by generation, then by throughput.
void sortForDrawing(QList<Recipe> &recipes)
{
    QHash<QString, qsizetype> modelOrder;
    for (const auto &model : modelsInOrder(recipes))
        modelOrder.insert(model, modelOrder.size());
    std::stable_sort(recipes.begin(), recipes.end(), [&modelOrder, catalog = GpuCatalog::current()](const Recipe &a, const Recipe &b) {
        const auto ma = modelOrder.value(a.model());
        const auto mb = modelOrder.value(b.model());
        if (ma != mb)
            return ma < mb;
        const auto ga = catalog->order(a.gpuType());
        const auto gb = catalog->order(b.gpuType());
        if (ga != gb)
            return ga < gb;
        if (a.gpuType() != b.gpuType())
            return a.gpuType() < b.gpuType();
        return a.tokensPerSecondPerGpu() > b.tokensPerSecondPerGpu();
    });
}

QString measuredSpan(const QList<Recipe> &recipes)
{
    QStringList dates;
    for (const auto &r : recipes)
        if (!r.isListing() && !r.result().measured.isEmpty())
            dates << r.result().measured;
    if (dates.isEmpty())
        return {};
    std::sort(dates.begin(), dates.end());
    return dates.first() == dates.last() ? QObject::tr("measured %1").arg(dates.first())
                                         : QObject::tr("measured %1 to %2").arg(dates.first(), dates.last());
}

// Each model's frontier (trading throughput for cost only makes sense within one model),
// and the points on it marked, in one pass over the points each.
void markFrontier(ChartData::Chart &chart)
{
    QHash<QString, QList<ChartData::Point>> byModel;
    for (const auto &p : std::as_const(chart.points))
        byModel[p.model].append(p);
    for (const auto &model : std::as_const(chart.models))
        chart.frontier += ChartData::paretoFrontier(byModel.value(model), chart.higherXIsBetter);
    QSet<QString> onFrontier;
    for (const auto &f : std::as_const(chart.frontier))
        onFrontier.insert(f.filePath);
    for (auto &p : chart.points)
        p.onFrontier = onFrontier.contains(p.filePath);
}

// The fastest recipe of each model and GPU type, in the order given.
QList<Recipe> bestPerGpu(const QList<Recipe> &recipes)
{
    std::map<std::pair<QString, QString>, Recipe> best;
    for (const auto &r : recipes) {
        const auto key = std::pair(r.model().toCaseFolded(), r.gpuType().toCaseFolded());
        const auto it = best.find(key);
        if (it == best.end() || r.tokensPerSecondPerGpu() > it->second.tokensPerSecondPerGpu())
            best.insert_or_assign(key, r);
    }
    QList<Recipe> kept;
    for (const auto &r : recipes)
        if (best.at({r.model().toCaseFolded(), r.gpuType().toCaseFolded()}).filePath() == r.filePath())
            kept.append(r);
    return kept;
}

// The recipes of the wanted models and GPU types that have the chart's figure: the best
// per model and GPU type, unless every recipe is wanted.
QList<Recipe> chosenRecipes(const QList<Recipe> &all, const ChartData::Options &options)
{
    QList<Recipe> recipes;
    for (const auto &r : all)
        if (wanted(options.models, r.model()) && wanted(options.gpuTypes, r.gpuType()))
            recipes.append(r);
    if (options.metric == ChartData::Metric::Mfu) // listings carry no parameter count, so no MFU
        recipes.erase(std::remove_if(recipes.begin(), recipes.end(), [](const Recipe &r) { return !ChartData::mfu(r); }), recipes.end());
    const bool bars = options.metric != ChartData::Metric::Tradeoff && options.metric != ChartData::Metric::PlanCost
        && options.metric != ChartData::Metric::Scaling;
    if (options.selection == ChartData::Selection::BestPerGpu && bars)
        return bestPerGpu(recipes);
    return recipes;
}

// Title, subtitle and value axis, and which way is better; chart.models already set.
void label(ChartData::Chart &chart, const ChartData::Options &options)
{
    const auto subject = chart.models.size() == 1 ? chart.models.first() + QStringLiteral(": ") : QString();
    const auto which =
        options.selection == ChartData::Selection::EveryRecipe ? QObject::tr("every recipe") : QObject::tr("best recipe per GPU type");
    switch (options.metric) {
    case ChartData::Metric::Throughput:
        chart.title = subject + QObject::tr("tokens/s per GPU across GPUs");
        chart.subtitle = QObject::tr("%1 · higher is better").arg(which);
        chart.valueAxis = QObject::tr("tokens/s per GPU");
        break;
    case ChartData::Metric::Cost:
        chart.title = subject + QObject::tr("$ per million tokens across GPUs");
        chart.subtitle = QObject::tr("%1 · lower is better").arg(which);
        chart.valueAxis = QObject::tr("$ / 1M tokens");
        chart.higherIsBetter = false;
        break;
    case ChartData::Metric::Mfu:
        chart.title = subject + QObject::tr("model FLOP utilisation by recipe");
        chart.subtitle = QObject::tr("%1 · 6 x active parameters x tokens/s / peak dense BF16 FLOP/s").arg(which);
        chart.valueAxis = QObject::tr("MFU (%)");
        break;
    case ChartData::Metric::Tradeoff:
        chart.title = subject + QObject::tr("tokens/s per GPU against $ per million tokens");
        chart.subtitle = chart.models.size() > 1
            ? QObject::tr("every recipe · shape: model · ringed: nothing of the same model beats it on both")
            : QObject::tr("every recipe · ringed: nothing beats it on both");
        chart.xAxis = QObject::tr("tokens/s per GPU (higher is better)");
        chart.valueAxis = QObject::tr("$ / 1M tokens (lower is better)");
        chart.higherIsBetter = false;
        break;
    case ChartData::Metric::PlanCost:
    case ChartData::Metric::Scaling: break; // their own builders label them
    }
}

QString layoutOrListing(const Recipe &r)
{
    return r.isListing() ? QObject::tr("listing only") : r.layoutLabel();
}

QList<ChartData::Bar> throughputBars(const QList<Recipe> &recipes, bool withLayout)
{
    QList<ChartData::Bar> bars;
    for (const auto &r : recipes)
        bars.append({r.model(), r.gpuType(), r.gpuType(), tick(r, withLayout), r.tokensPerSecondPerGpu(),
                     RecipeFormat::tokensPerSecondShort(r.tokensPerSecondPerGpu()), r.filePath(),
                     QObject::tr("%1 on %2 x %3 · %4\n%5 tokens/s per GPU")
                         .arg(r.model(), QString::number(r.gpuCount()), r.gpuType(), layoutOrListing(r),
                              RecipeFormat::tokensPerSecond(r.tokensPerSecondPerGpu())),
                     r.isListing(), false});
    return bars;
}

ChartData::Bar recordedCostBar(const Recipe &r, bool withLayout)
{
    return {r.model(),
            r.gpuType(),
            r.gpuType(),
            tick(r, withLayout),
            *r.usdPerMillionTokens(),
            RecipeFormat::usd(r.usdPerMillionTokens()),
            r.filePath(),
            QObject::tr("%1 on %2 x %3 · %4\n%5 per 1M tokens, as recorded")
                .arg(r.model(), QString::number(r.gpuCount()), r.gpuType(), layoutOrListing(r), RecipeFormat::usd(r.usdPerMillionTokens())),
            r.isListing(),
            false};
}

ChartData::Bar recomputedCostBar(const Recipe &r, double cost, double price, bool withLayout)
{
    return {r.model(),
            r.gpuType(),
            r.gpuType(),
            tick(r, withLayout) + u'\n' + QObject::tr("at %1/GPU-h").arg(RecipeFormat::usd(price)),
            cost,
            RecipeFormat::usd(cost) + u'*',
            r.filePath(),
            QObject::tr("%1 on %2 x %3 · %4\n%5 per 1M tokens, recomputed at %6 per GPU-hour")
                .arg(r.model(), QString::number(r.gpuCount()), r.gpuType(), layoutOrListing(r), RecipeFormat::usd(cost),
                     RecipeFormat::usd(price)),
            r.isListing(),
            true};
}

// Recorded, recomputed or both side by side, as the options ask.
QList<ChartData::Bar> costBars(const QList<Recipe> &recipes, const ChartData::Options &options)
{
    using CostBasis = ChartData::CostBasis;
    const bool withLayout = options.selection == ChartData::Selection::EveryRecipe;
    QList<ChartData::Bar> bars;
    for (const auto &r : recipes) {
        if (options.cost != CostBasis::Recomputed && r.usdPerMillionTokens())
            bars.append(recordedCostBar(r, withLayout));
        if (options.cost == CostBasis::Recorded)
            continue;
        const auto cost = ChartData::recomputedCost(r, options.prices);
        if (!cost)
            continue;
        // Side by side, a recomputed bar equal to the recorded one to the cent says nothing new.
        if (options.cost == CostBasis::Both && r.usdPerMillionTokens()
            && RecipeFormat::usd(*cost) == RecipeFormat::usd(r.usdPerMillionTokens()))
            continue;
        bars.append(recomputedCostBar(r, *cost, *options.prices.price(r.gpuType()), withLayout));
    }
    return bars;
}

QList<ChartData::Bar> mfuBars(const QList<Recipe> &recipes)
{
    QList<ChartData::Bar> bars;
    for (const auto &r : recipes) {
        const auto value = *ChartData::mfu(r);
        bars.append({r.model(), r.gpuType(), r.gpuType(), tick(r, true), value * 100.0, RecipeFormat::fractionPercent(value), r.filePath(),
                     QObject::tr("%1 on %2 x %3 · %4\nMFU %5")
                         .arg(r.model(), QString::number(r.gpuCount()), r.gpuType(), r.layoutLabel(), RecipeFormat::fractionPercent(value)),
                     false, !r.mfu()});
    }
    return bars;
}

// One point a recipe with a cost on the options' basis; the frontier is marked later.
QList<ChartData::Point> tradeoffPoints(const QList<Recipe> &recipes, const ChartData::Options &options)
{
    const bool recorded = options.cost == ChartData::CostBasis::Recorded;
    QList<ChartData::Point> points;
    for (const auto &r : recipes) {
        const std::optional<double> cost = recorded ? r.usdPerMillionTokens() : ChartData::recomputedCost(r, options.prices);
        if (!cost)
            continue;
        points.append({r.tokensPerSecondPerGpu(), *cost, r.model(), r.gpuType(), r.isListing() ? QObject::tr("listing") : r.layoutLabel(),
                       r.filePath(),
                       QObject::tr("%1 on %2 x %3 · %4\n%5 tokens/s per GPU, %6 per 1M tokens%7")
                           .arg(r.model(), QString::number(r.gpuCount()), r.gpuType(), layoutOrListing(r),
                                RecipeFormat::tokensPerSecond(r.tokensPerSecondPerGpu()), RecipeFormat::usd(*cost),
                                recorded ? QString() : QObject::tr(" (recomputed)")),
                       r.isListing(), !recorded, false, std::nullopt});
    }
    return points;
}

// One note a line: the source and when it was measured, then what the figures mean.
QString footnote(const QList<Recipe> &recipes, const ChartData::Chart &chart, const ChartData::Options &options)
{
    QStringList notes;
    notes << QObject::tr("Source: OpenRecipes recipes");
    if (const auto span = measuredSpan(recipes); !span.isEmpty())
        notes.last() += u' ' + QStringLiteral("(%1)").arg(span);
    if (std::any_of(recipes.cbegin(), recipes.cend(), [](const Recipe &r) { return r.isListing(); }))
        notes << QObject::tr("listing only: figures from the OpenRecipes model page, recipe not published");
    const bool costs = options.metric == ChartData::Metric::Cost || options.metric == ChartData::Metric::Tradeoff;
    if (costs && options.cost != ChartData::CostBasis::Recorded)
        notes << QObject::tr("* recomputed at your prices: %1").arg(options.prices.describe());
    else if (costs)
        notes << QObject::tr("costs as recorded in each recipe");
    if (options.metric == ChartData::Metric::Mfu
        && std::any_of(chart.bars.cbegin(), chart.bars.cend(), [](const ChartData::Bar &b) { return b.recomputed; }))
        notes << QObject::tr("MFU recomputed where the recipe records none");
    return notes.join(u'\n');
}

// The GPU types drawn, once each, by generation: the legend lists them so on every chart, as it colours them.
QStringList legendSeries(const ChartData::Chart &chart)
{
    QStringList series;
    QSet<QString> seen;
    auto add = [&series, &seen](const QString &gpuType) {
        if (!seen.contains(gpuType)) {
            seen.insert(gpuType);
            series << gpuType;
        }
    };
    for (const auto &bar : chart.bars)
        add(bar.series);
    for (const auto &point : chart.points)
        add(point.gpuType);
    std::stable_sort(series.begin(), series.end(),
                     [](const QString &a, const QString &b) { return Ranking::gpuOrderKey(a) < Ranking::gpuOrderKey(b); });
    return series;
}

} // namespace

std::optional<double> ChartData::recomputedCost(const Recipe &recipe, const PriceTable &prices)
{
    const auto price = prices.price(recipe.gpuType());
    if (!price || recipe.tokensPerSecondPerGpu() <= 0)
        return std::nullopt;
    return PriceTable::usdPerMillionTokens(*price, recipe.tokensPerSecondPerGpu());
}

std::optional<double> ChartData::mfu(const Recipe &recipe)
{
    if (recipe.mfu())
        return recipe.mfu();
    if (recipe.result().activeParams)
        return GpuCatalog::current()->mfu(double(recipe.result().activeParams->count), recipe.tokensPerSecondPerGpu(), recipe.gpuType(),
                                          recipe.workload().precision);
    return std::nullopt;
}

QString ChartData::metricName(Metric metric)
{
    switch (metric) {
    case Metric::Throughput: return QStringLiteral("throughput");
    case Metric::Cost: return QStringLiteral("cost");
    case Metric::Tradeoff: return QStringLiteral("tradeoff");
    case Metric::Mfu: return QStringLiteral("mfu");
    case Metric::PlanCost: return QStringLiteral("plan");
    case Metric::Scaling: return QStringLiteral("scaling");
    }
    return {};
}

std::optional<ChartData::Metric> ChartData::metricFromName(const QString &name)
{
    for (const auto metric : {Metric::Throughput, Metric::Cost, Metric::Tradeoff, Metric::Mfu, Metric::PlanCost, Metric::Scaling})
        if (metricName(metric) == name)
            return metric;
    return std::nullopt;
}

QList<ChartData::Point> ChartData::paretoFrontier(const QList<Point> &points, bool higherXIsBetter)
{
    // Best x first, the cheapest first among equally good: a point is on the frontier when it
    // costs less than every better one and no more than the cheapest as good (n log n, not n^2).
    const double sign = higherXIsBetter ? 1.0 : -1.0;
    QList<const Point *> order;
    for (const auto &p : points)
        if (!std::isnan(p.x) && !std::isnan(p.y))
            order.append(&p);
    std::stable_sort(order.begin(), order.end(), [sign](const Point *a, const Point *b) {
        if (a->x != b->x)
            return sign * a->x > sign * b->x;
        return a->y < b->y;
    });
    QList<Point> frontier;
    std::optional<double> cheapestBetter;
    for (qsizetype first = 0; first < order.size();) {
        const double cheapest = order[first]->y;
        qsizetype next = first;
        for (; next < order.size() && order[next]->x == order[first]->x; ++next)
            if (order[next]->y == cheapest && (!cheapestBetter || cheapest < *cheapestBetter))
                frontier.append(*order[next]);
        cheapestBetter = cheapestBetter ? std::min(*cheapestBetter, cheapest) : cheapest;
        first = next;
    }
    std::stable_sort(frontier.begin(), frontier.end(), [](const Point &a, const Point &b) { return a.x < b.x; });
    return frontier;
}

QList<qsizetype> ChartData::labelledPoints(const QList<Point> &points, qsizetype limit, bool higherXIsBetter)
{
    QList<qsizetype> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    // An x that is not a number comes last, so that the order stays strict.
    auto merit = [&points, higherXIsBetter](qsizetype i) {
        const double x = points.at(i).x;
        return std::isnan(x) ? -std::numeric_limits<double>::infinity() : higherXIsBetter ? x : -x;
    };
    const auto count = std::clamp<qsizetype>(limit, 0, points.size());
    std::partial_sort(order.begin(), order.begin() + count, order.end(), [&](qsizetype a, qsizetype b) {
        if (points.at(a).onFrontier != points.at(b).onFrontier)
            return points.at(a).onFrontier;
        if (merit(a) != merit(b))
            return merit(a) > merit(b);
        return a < b;
    });
    order.resize(count);
    std::sort(order.begin(), order.end());
    return order;
}

ChartData::Chart ChartData::build(const QList<Recipe> &all, const Options &options)
{
    auto recipes = chosenRecipes(all, options);
    if (options.metric == Metric::Scaling)
        recipes = ScalingChart::oneModel(recipes, options.models);
    sortForDrawing(recipes);
    Chart chart;
    chart.metric = options.metric;
    // With several models on one chart, views group the bars under each model's name.
    chart.models = modelsInOrder(recipes);
    label(chart, options);
    switch (options.metric) {
    case Metric::Throughput: chart.bars = throughputBars(recipes, options.selection == Selection::EveryRecipe); break;
    case Metric::Cost: chart.bars = costBars(recipes, options); break;
    case Metric::Mfu: chart.bars = mfuBars(recipes); break;
    case Metric::Tradeoff:
        chart.points = tradeoffPoints(recipes, options);
        markFrontier(chart);
        break;
    case Metric::PlanCost:
        PlanCostChart::fill(chart, recipes, options.plan);
        markFrontier(chart);
        break;
    case Metric::Scaling: ScalingChart::fill(chart, recipes); break;
    }
    // The builders' own notes follow the source's.
    const auto notes = chart.footnote;
    chart.footnote = footnote(recipes, chart, options);
    if (!notes.isEmpty())
        chart.footnote += u'\n' + notes;
    chart.series = legendSeries(chart);
    return chart;
}
