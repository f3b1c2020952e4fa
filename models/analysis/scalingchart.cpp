// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/scalingchart.h"

#include "recipe/recipeformat.h"

#include <QHash>

#include <cmath>

#include <map>

namespace {
bool measured(const Recipe &r)
{
    return std::isfinite(r.tokensPerSecondPerGpu()) && r.tokensPerSecondPerGpu() > 0 && r.gpuCount() > 0;
}

// The smallest GPU count of a GPU type, and the best tokens/s per GPU at it.
struct Baseline
{
    int count = 0;
    double tokensPerSecondPerGpu = 0;
};

QHash<QString, Baseline> baselines(const QList<Recipe> &recipes)
{
    QHash<QString, Baseline> bases;
    for (const auto &r : recipes) {
        if (!measured(r))
            continue;
        auto &base = bases[r.gpuType()];
        if (base.count == 0 || r.gpuCount() < base.count)
            base = {r.gpuCount(), r.tokensPerSecondPerGpu()};
        else if (r.gpuCount() == base.count)
            base.tokensPerSecondPerGpu = std::max(base.tokensPerSecondPerGpu, r.tokensPerSecondPerGpu());
    }
    return bases;
}
} // namespace

QList<Recipe> ScalingChart::oneModel(const QList<Recipe> &recipes, const QStringList &models)
{
    QHash<QString, qsizetype> counts;
    QStringList order;
    for (const auto &r : recipes)
        if (counts[r.model().toCaseFolded()]++ == 0)
            order << r.model();
    QString chosen;
    for (const auto &model : models)
        if (counts.contains(model.toCaseFolded())) {
            chosen = model;
            break;
        }
    if (chosen.isEmpty())
        for (const auto &model : std::as_const(order))
            if (chosen.isEmpty() || counts.value(model.toCaseFolded()) > counts.value(chosen.toCaseFolded()))
                chosen = model;
    QList<Recipe> kept;
    for (const auto &r : recipes)
        if (r.model().compare(chosen, Qt::CaseInsensitive) == 0)
            kept.append(r);
    return kept;
}

void ScalingChart::fill(ChartData::Chart &chart, const QList<Recipe> &recipes)
{
    label(chart);
    const auto bases = baselines(recipes);
    int unmeasured = 0;
    for (const auto &r : recipes) {
        if (!measured(r)) {
            ++unmeasured;
            continue;
        }
        const auto base = bases.value(r.gpuType());
        chart.points.append(point(r, base.count, base.tokensPerSecondPerGpu));
    }
    addLines(chart);
    QStringList notes;
    notes << tr("scaling efficiency: tokens/s per GPU against the best at the GPU type's smallest count");
    if (unmeasured > 0)
        notes << tr("%n recipe(s) without tokens/s per GPU left out", nullptr, unmeasured);
    chart.footnote = notes.join(u'\n');
    if (chart.points.isEmpty())
        chart.emptyText = tr("No recipe shown has a tokens/s per GPU to chart");
}

void ScalingChart::label(ChartData::Chart &chart)
{
    const auto subject = chart.models.size() == 1 ? chart.models.first() + QStringLiteral(": ") : QString();
    chart.title = subject + tr("tokens/s per GPU against the GPU count");
    chart.subtitle = tr("every recipe · solid: best per count · dashed: ideal, the smallest count's tokens/s per GPU held");
    chart.xAxis = tr("GPUs (log2 scale)");
    chart.valueAxis = tr("tokens/s per GPU (flat is ideal)");
    chart.log2X = true;
}

ChartData::Point ScalingChart::point(const Recipe &r, int baseCount, double baseline)
{
    ChartData::Point p;
    p.x = r.gpuCount();
    p.y = r.tokensPerSecondPerGpu();
    p.model = r.model();
    p.gpuType = r.gpuType();
    p.label = r.isListing() ? tr("listing") : r.layoutLabel();
    p.filePath = r.filePath();
    p.listingOnly = r.isListing();
    p.efficiency = p.y / baseline;
    const auto head = tr("%1 on %2 x %3 · %4\n%5 tokens/s per GPU")
                          .arg(r.model(), QString::number(r.gpuCount()), r.gpuType(), r.isListing() ? tr("listing only") : r.layoutLabel(),
                               RecipeFormat::tokensPerSecond(p.y));
    p.toolTip = head + u'\n'
        + (r.gpuCount() == baseCount ? tr("scaling efficiency %1 against the best on %2 x %3, the smallest count")
                                     : tr("scaling efficiency %1 against the best on %2 x %3"))
              .arg(RecipeFormat::fractionPercent(*p.efficiency), QString::number(baseCount), r.gpuType());
    return p;
}

void ScalingChart::addLines(ChartData::Chart &chart)
{
    // The best per GPU type and count, by count.
    QHash<QString, std::map<double, double>> best;
    for (const auto &p : std::as_const(chart.points)) {
        auto &atCount = best[p.gpuType][p.x];
        atCount = std::max(atCount, p.y);
    }
    for (auto it = best.cbegin(); it != best.cend(); ++it) {
        if (it->size() < 2)
            continue; // one count: nothing to join, nothing to compare
        ChartData::Line line{it.key(), {}, {}, false};
        for (const auto &[count, tokens] : *it) {
            line.xs << count;
            line.ys << tokens;
        }
        const double baseline = line.ys.first();
        chart.lines.append(line);
        chart.lines.append({it.key(), {line.xs.first(), line.xs.last()}, {baseline, baseline}, true});
    }
    std::stable_sort(chart.lines.begin(), chart.lines.end(),
                     [](const ChartData::Line &a, const ChartData::Line &b) { return a.gpuType < b.gpuType; });
}
