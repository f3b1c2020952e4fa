// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "planhtml.h"

#include "analysis/planquantity.h"
#include "analysis/plantext.h"
#include "itemmodels/plantablemodel.h"
#include "recipe/recipe.h"
#include "recipe/recipeformat.h"

#include <cmath>

namespace {
QString row(const QString &label, const QString &value, const QString &how)
{
    return QStringLiteral("<tr><td align=\"right\" valign=\"top\"><b>%1</b></td><td valign=\"top\">%2</td><td valign=\"top\">%3</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped(), how.toHtmlEscaped());
}

// "2T tokens on 8 H200", "... on 64 H200 (scaled from 8: an extrapolation)"
QString runText(const Recipe &recipe, const PlanFigures &figures, double tokens)
{
    const auto gpus = PlanHtml::tr("%1 tokens on %2 %3")
                          .arg(PlanQuantity::text(tokens, PlanQuantity::Kind::Tokens, RecipeFormat::decimalComma()),
                               RecipeFormat::integer(figures.gpus), recipe.gpuType());
    return figures.extrapolated ? PlanHtml::tr("%1 (scaled from the recipe's %2, its tokens/s per GPU held: an extrapolation)")
                                      .arg(gpus, QString::number(recipe.gpuCount()))
                                : gpus;
}

QString costRow(const Recipe &recipe, const PlanFigures &figures, const CostedPlan &plan)
{
    if (!figures.costUsd)
        return row(PlanHtml::tr("Cost to train"), PlanHtml::tr("no price for %1").arg(recipe.gpuType()), {});
    const auto source = plan.plan.prices == RunPlan::Prices::Yours ? PlanHtml::tr("your price") : PlanHtml::tr("the published price");
    return row(PlanHtml::tr("Cost to train"), RecipeFormat::usdWhole(*figures.costUsd),
               PlanHtml::tr("at %1 per %2-hour, %3").arg(RecipeFormat::usd(*figures.usdPerGpuHour), recipe.gpuType(), source));
}

QString fitRow(const PlanFigures &figures, const RunPlan &plan)
{
    return row(PlanHtml::tr("Fits the plan"), figures.fits() ? PlanTableModel::tr("yes") : PlanText::misfit(figures),
               PlanText::constraints(plan));
}
} // namespace

QString PlanHtml::of(const Recipe &recipe, const CostedPlan &plan)
{
    if (!plan.isSet())
        return {};
    const auto figures = plan.figuresOf(recipe);
    QString html = QStringLiteral("<h3 style=\"margin-top:18px\">%1</h3>").arg(tr("Plan").toHtmlEscaped());
    if (!figures.hasThroughput)
        return html + QStringLiteral("<p>%1</p><hr>").arg(tr("No throughput: nothing to plan with.").toHtmlEscaped());
    html += QStringLiteral("<p>%1</p><table cellspacing=\"0\" cellpadding=\"4\">")
                .arg(runText(recipe, figures, plan.plan.tokens).toHtmlEscaped());
    html += row(tr("Time to train"), PlanText::duration(figures.seconds),
                tr("%1 days: tokens / (%2 tokens/s per GPU x %3 GPUs)")
                    .arg(RecipeFormat::decimal(figures.days(), 1), RecipeFormat::tokensPerSecond(recipe.tokensPerSecondPerGpu()),
                         RecipeFormat::integer(figures.gpus)));
    html += row(tr("GPU-hours"), RecipeFormat::integer(std::llround(figures.gpuHours)), {});
    html += costRow(recipe, figures, plan);
    if (figures.energyKwh)
        html += row(tr("Energy"), PlanText::energy(*figures.energyKwh),
                    tr("an estimate: %1 W per GPU, the board power alone").arg(RecipeFormat::integer(std::llround(*figures.boardWatts))));
    if (figures.reproduceUsd)
        html += row(tr("Cost of the measured run"), RecipeFormat::usd(*figures.reproduceUsd),
                    tr("its %1 GPU-hours").arg(RecipeFormat::plain(*recipe.result().gpuHours)));
    if (plan.plan.hasConstraints())
        html += fitRow(figures, plan.plan);
    // A rule between it and the recipe's own fields below.
    return html + QStringLiteral("</table><hr>");
}
