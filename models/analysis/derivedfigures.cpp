// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/derivedfigures.h"

#include "recipe/gpucatalog.h"
#include "recipe/recipeformat.h"

#include <cmath>

QString DerivedFigures::layoutLabel(const Recipe::Layout &l)
{
    QStringList parts = {QStringLiteral("TP%1").arg(l.tp), QStringLiteral("PP%1").arg(l.pp)};
    for (const auto &[name, value] :
         {std::pair(QStringLiteral("VPP"), l.vpp), std::pair(QStringLiteral("CP"), l.cp), std::pair(QStringLiteral("EP"), l.ep),
          std::pair(QStringLiteral("ETP"), l.etp), std::pair(QStringLiteral("DP"), l.dp)})
        if (value > 1)
            parts << name + QString::number(value);
    return parts.join(u' ');
}

QList<DerivedFigures::Figure> DerivedFigures::of(const Recipe &r, const PriceTable &prices)
{
    QList<Figure> figures;
    const auto &l = r.layout();
    const auto &result = r.result();
    const int modelParallel = l.tp * l.pp * l.cp;
    if (modelParallel > 0 && r.gpuCount() % modelParallel == 0) {
        const int dp = r.gpuCount() / modelParallel;
        figures.append({QStringLiteral("layout.dp"), QString::number(l.dp), QString::number(dp),
                        QStringLiteral("%1 GPUs / (TP %2 x PP %3 x CP %4)").arg(r.gpuCount()).arg(l.tp).arg(l.pp).arg(l.cp), dp == l.dp});
    }
    const auto label = layoutLabel(l);
    figures.append(
        {QStringLiteral("layout.label"), l.label, label, QStringLiteral("from tp, pp, vpp, cp, ep, etp and dp"), label == l.label});
    if (result.window) {
        const auto [first, last] = *result.window;
        const qint64 tokens = qint64(last - first + 1) * r.workload().globalBatch * r.workload().rowTokens;
        figures.append({QStringLiteral("result.window_tokens"), result.windowTokens ? QString::number(*result.windowTokens) : QString(),
                        QString::number(tokens),
                        QStringLiteral("(%1 - %2 + 1) steps x %3 rows x %4 tokens")
                            .arg(last)
                            .arg(first)
                            .arg(r.workload().globalBatch)
                            .arg(r.workload().rowTokens),
                        result.windowTokens == tokens});
    }
    const double tokens = result.tokensPerSecondPerGpu;
    if (const auto price = prices.price(r.gpuType()); price && tokens > 0) {
        const double usd = PriceTable::usdPerMillionTokens(*price, tokens);
        const auto rounded = std::round(usd * 100.0) / 100.0;
        figures.append(
            {QStringLiteral("result.usd_per_million_tokens"),
             result.usdPerMillionTokens ? RecipeFormat::plain(*result.usdPerMillionTokens) : QString(), RecipeFormat::plain(rounded),
             QStringLiteral("$%1 per GPU-hour x 10^6 / (%2 tokens/s x 3600)").arg(RecipeFormat::plain(*price), RecipeFormat::plain(tokens)),
             result.usdPerMillionTokens && std::abs(*result.usdPerMillionTokens - usd) <= 0.01 + 1e-9});
    }
    if (result.activeParams) {
        if (const auto mfu = GpuCatalog::current()->mfu(double(result.activeParams->count), tokens, r.gpuType(), r.workload().precision)) {
            const auto rounded = std::round(*mfu * 10000.0) / 10000.0;
            figures.append({QStringLiteral("result.mfu"), result.mfu ? RecipeFormat::plain(*result.mfu) : QString(),
                            RecipeFormat::plain(rounded),
                            QStringLiteral("6 x %1 active parameters x %2 tokens/s / %3 peak FLOP/s")
                                .arg(RecipeFormat::integer(result.activeParams->count), RecipeFormat::plain(tokens), r.gpuType()),
                            result.mfu && std::abs(*result.mfu - *mfu) <= 0.001 + 1e-12});
        }
    }
    return figures;
}

std::optional<DerivedFigures::Figure> DerivedFigures::find(const Recipe &recipe, const QString &path, const PriceTable &prices)
{
    return find(of(recipe, prices), path);
}

std::optional<DerivedFigures::Figure> DerivedFigures::find(const QList<Figure> &figures, const QString &path)
{
    for (const auto &figure : figures)
        if (figure.path == path)
            return figure;
    return std::nullopt;
}
