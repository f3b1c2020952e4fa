// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/chartdata.h"

#include "analysis/peakflopstable.h"
#include "analysis/ranking.h"
#include "recipe/recipeformat.h"

#include <QObject>

#include <algorithm>
#include <map>

namespace {

bool wanted(const QStringList &filter, const QString &value)
{
    return filter.isEmpty()
        || std::any_of(filter.cbegin(), filter.cend(), [&](const QString &f) { return f.compare(value, Qt::CaseInsensitive) == 0; });
}

QString tick(const Recipe &recipe, bool withLayout)
{
    auto text = QStringLiteral("%1 x%2").arg(recipe.gpuType()).arg(recipe.gpuCount());
    if (withLayout)
        text += u'\n' + (recipe.isListing() ? QObject::tr("listing only") : recipe.layoutLabel());
    else if (recipe.isListing())
        text += u'\n' + QObject::tr("listing only");
    return text;
}

// Model order as first seen, GPU types by generation, then by throughput.
void sortForDrawing(QList<Recipe> &recipes)
{
    QStringList models;
    for (const auto &r : recipes)
        if (!models.contains(r.model()))
            models << r.model();
    std::stable_sort(recipes.begin(), recipes.end(), [&models](const Recipe &a, const Recipe &b) {
        const auto ma = models.indexOf(a.model());
        const auto mb = models.indexOf(b.model());
        if (ma != mb)
            return ma < mb;
        const auto ga = PeakFlopsTable::generation(a.gpuType());
        const auto gb = PeakFlopsTable::generation(b.gpuType());
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
        return PeakFlopsTable::mfu(double(recipe.result().activeParams->count), recipe.tokensPerSecondPerGpu(), recipe.gpuType());
    return std::nullopt;
}

QString ChartData::metricName(Metric metric)
{
    switch (metric) {
    case Metric::Throughput: return QStringLiteral("throughput");
    case Metric::Cost: return QStringLiteral("cost");
    case Metric::Tradeoff: return QStringLiteral("tradeoff");
    case Metric::Mfu: return QStringLiteral("mfu");
    }
    return {};
}

std::optional<ChartData::Metric> ChartData::metricFromName(const QString &name)
{
    for (const auto metric : {Metric::Throughput, Metric::Cost, Metric::Tradeoff, Metric::Mfu})
        if (metricName(metric) == name)
            return metric;
    return std::nullopt;
}

QList<ChartData::Point> ChartData::paretoFrontier(const QList<Point> &points)
{
    QList<Point> frontier;
    for (const auto &p : points) {
        const bool dominated = std::any_of(points.cbegin(), points.cend(), [&p](const Point &q) {
            return q.tokensPerSecondPerGpu >= p.tokensPerSecondPerGpu && q.usdPerMillionTokens <= p.usdPerMillionTokens
                && (q.tokensPerSecondPerGpu > p.tokensPerSecondPerGpu || q.usdPerMillionTokens < p.usdPerMillionTokens);
        });
        if (!dominated)
            frontier.append(p);
    }
    std::sort(frontier.begin(), frontier.end(),
              [](const Point &a, const Point &b) { return a.tokensPerSecondPerGpu < b.tokensPerSecondPerGpu; });
    return frontier;
}

ChartData::Chart ChartData::build(const QList<Recipe> &all, const Options &options)
{
    Chart chart;
    chart.metric = options.metric;

    QList<Recipe> recipes;
    for (const auto &r : all)
        if (wanted(options.models, r.model()) && wanted(options.gpuTypes, r.gpuType()))
            recipes.append(r);
    if (options.metric == Metric::Mfu) // listings carry no parameter count, so no MFU
        recipes.erase(std::remove_if(recipes.begin(), recipes.end(), [](const Recipe &r) { return !mfu(r); }), recipes.end());

    // Best per model and GPU type, unless every recipe is wanted.
    if (options.selection == Selection::BestPerGpu && options.metric != Metric::Tradeoff) {
        std::map<std::pair<QString, QString>, Recipe> best;
        for (const auto &r : std::as_const(recipes)) {
            const auto key = std::pair(r.model().toCaseFolded(), r.gpuType().toCaseFolded());
            const auto it = best.find(key);
            if (it == best.end() || r.tokensPerSecondPerGpu() > it->second.tokensPerSecondPerGpu())
                best.insert_or_assign(key, r);
        }
        QList<Recipe> kept;
        for (const auto &r : std::as_const(recipes))
            if (best.at({r.model().toCaseFolded(), r.gpuType().toCaseFolded()}).filePath() == r.filePath())
                kept.append(r);
        recipes = kept;
    }
    sortForDrawing(recipes);

    QStringList models;
    for (const auto &r : std::as_const(recipes))
        if (!models.contains(r.model()))
            models << r.model();
    const auto subject = models.size() == 1 ? models.first() + QStringLiteral(": ") : QString();
    chart.models = models;
    // With several models on one chart, views group the bars under each model's name.
    auto tick = [](const Recipe &r, bool withLayout) { return ::tick(r, withLayout); };
    const bool every = options.selection == Selection::EveryRecipe;
    const auto which = every ? QObject::tr("every recipe") : QObject::tr("best recipe per GPU type");
    const bool recomputing = options.cost != CostBasis::Recorded;

    QStringList notes;
    notes << QObject::tr("Source: OpenRecipes recipes");
    if (const auto span = measuredSpan(recipes); !span.isEmpty())
        notes.last() += u' ' + QStringLiteral("(%1)").arg(span);
    if (std::any_of(recipes.cbegin(), recipes.cend(), [](const Recipe &r) { return r.isListing(); }))
        notes << QObject::tr("listing only: figures from the OpenRecipes model page, recipe not published");

    auto addBar = [&chart](Bar bar) {
        if (!chart.series.contains(bar.series))
            chart.series << bar.series;
        chart.bars.append(std::move(bar));
    };

    switch (options.metric) {
    case Metric::Throughput:
        chart.title = subject + QObject::tr("tokens/s per GPU across GPUs");
        chart.subtitle = QObject::tr("%1 · higher is better").arg(which);
        chart.valueAxis = QObject::tr("tokens/s per GPU");
        for (const auto &r : std::as_const(recipes))
            addBar({r.model(), r.gpuType(), r.gpuType(), tick(r, every), r.tokensPerSecondPerGpu(),
                    RecipeFormat::tokensPerSecondShort(r.tokensPerSecondPerGpu()), r.filePath(),
                    QObject::tr("%1 on %2 x %3 · %4\n%5 tokens/s per GPU")
                        .arg(r.model()).arg(r.gpuCount()).arg(r.gpuType(), r.isListing() ? QObject::tr("listing only") : r.layoutLabel(),
                             RecipeFormat::tokensPerSecond(r.tokensPerSecondPerGpu())),
                    r.isListing(), false});
        break;
    case Metric::Cost:
        chart.title = subject + QObject::tr("$ per million tokens across GPUs");
        chart.subtitle = QObject::tr("%1 · lower is better").arg(which);
        chart.valueAxis = QObject::tr("$ / 1M tokens");
        chart.higherIsBetter = false;
        for (const auto &r : std::as_const(recipes)) {
            const auto layout = r.isListing() ? QObject::tr("listing only") : r.layoutLabel();
            if (options.cost != CostBasis::Recomputed && r.usdPerMillionTokens())
                addBar({r.model(), r.gpuType(), r.gpuType(),
                        tick(r, every), *r.usdPerMillionTokens(), RecipeFormat::usd(r.usdPerMillionTokens()), r.filePath(),
                        QObject::tr("%1 on %2 x %3 · %4\n%5 per 1M tokens, as recorded")
                            .arg(r.model()).arg(r.gpuCount()).arg(r.gpuType(), layout, RecipeFormat::usd(r.usdPerMillionTokens())),
                        r.isListing(), false});
            if (options.cost == CostBasis::Recorded)
                continue;
            if (const auto cost = recomputedCost(r, options.prices)) {
                const auto price = *options.prices.price(r.gpuType());
                // Side by side, a recomputed bar equal to the recorded one to the cent says nothing new.
                if (options.cost == CostBasis::Both && r.usdPerMillionTokens()
                    && RecipeFormat::usd(*cost) == RecipeFormat::usd(r.usdPerMillionTokens()))
                    continue;
                addBar({r.model(), r.gpuType(), r.gpuType(),
                        tick(r, every) + u'\n' + QObject::tr("at %1/GPU-h").arg(RecipeFormat::usd(price)), *cost,
                        RecipeFormat::usd(*cost) + u'*', r.filePath(),
                        QObject::tr("%1 on %2 x %3 · %4\n%5 per 1M tokens, recomputed at %6 per GPU-hour")
                            .arg(r.model()).arg(r.gpuCount()).arg(r.gpuType(), layout, RecipeFormat::usd(*cost), RecipeFormat::usd(price)),
                        r.isListing(), true});
            }
        }
        break;
    case Metric::Mfu:
        chart.title = subject + QObject::tr("model FLOP utilisation by recipe");
        chart.subtitle = QObject::tr("%1 · 6 x active parameters x tokens/s / peak dense BF16 FLOP/s").arg(which);
        chart.valueAxis = QObject::tr("MFU (%)");
        for (const auto &r : std::as_const(recipes)) {
            const auto value = *mfu(r);
            addBar({r.model(), r.gpuType(), r.gpuType(), tick(r, true), value * 100.0, RecipeFormat::fractionPercent(value),
                    r.filePath(),
                    QObject::tr("%1 on %2 x %3 · %4\nMFU %5").arg(r.model()).arg(r.gpuCount()).arg(r.gpuType(), r.layoutLabel(),
                                                                  RecipeFormat::fractionPercent(value)),
                    false, !r.mfu()});
        }
        break;
    case Metric::Tradeoff:
        chart.title = subject + QObject::tr("tokens/s per GPU against $ per million tokens");
        chart.subtitle = models.size() > 1 ? QObject::tr("every recipe · shape: model · ringed: nothing of the same model beats it on both")
                                           : QObject::tr("every recipe · ringed: nothing beats it on both");
        chart.valueAxis = QObject::tr("$ / 1M tokens");
        chart.higherIsBetter = false;
        for (const auto &r : std::as_const(recipes)) {
            std::optional<double> cost = options.cost == CostBasis::Recorded ? r.usdPerMillionTokens() : recomputedCost(r, options.prices);
            if (!cost)
                continue;
            if (!chart.series.contains(r.gpuType()))
                chart.series << r.gpuType();
            chart.points.append({r.tokensPerSecondPerGpu(), *cost, r.model(), r.gpuType(),
                                 r.isListing() ? QObject::tr("listing") : r.layoutLabel(), r.filePath(),
                                 QObject::tr("%1 on %2 x %3 · %4\n%5 tokens/s per GPU, %6 per 1M tokens%7")
                                     .arg(r.model()).arg(r.gpuCount())
                                     .arg(r.gpuType(), r.isListing() ? QObject::tr("listing only") : r.layoutLabel(),
                                          RecipeFormat::tokensPerSecond(r.tokensPerSecondPerGpu()), RecipeFormat::usd(*cost),
                                          options.cost == CostBasis::Recorded ? QString() : QObject::tr(" (recomputed)")),
                                 r.isListing(), options.cost != CostBasis::Recorded, false});
        }
        // Trading throughput for cost only makes sense within one model.
        for (const auto &m : std::as_const(models)) {
            QList<Point> ofModel;
            for (const auto &p : std::as_const(chart.points))
                if (p.model == m)
                    ofModel.append(p);
            chart.frontier += paretoFrontier(ofModel);
        }
        for (auto &p : chart.points)
            p.onFrontier = std::any_of(chart.frontier.cbegin(), chart.frontier.cend(),
                                       [&p](const Point &f) { return f.filePath == p.filePath; });
        break;
    }

    if (recomputing && (options.metric == Metric::Cost || options.metric == Metric::Tradeoff))
        notes << QObject::tr("* recomputed at your prices: %1").arg(options.prices.describe());
    else if (options.metric == Metric::Cost || options.metric == Metric::Tradeoff)
        notes << QObject::tr("costs as recorded in each recipe");
    if (options.metric == Metric::Mfu
        && std::any_of(chart.bars.cbegin(), chart.bars.cend(), [](const Bar &b) { return b.recomputed; }))
        notes << QObject::tr("MFU recomputed where the recipe records none");
    chart.footnote = notes.join(u'\n');
    // The legend lists GPU types by generation on every chart, as it colours them.
    std::stable_sort(chart.series.begin(), chart.series.end(),
                     [](const QString &a, const QString &b) { return Ranking::gpuOrderKey(a) < Ranking::gpuOrderKey(b); });
    return chart;
}
