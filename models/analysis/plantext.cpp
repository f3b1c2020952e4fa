// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/plantext.h"

#include "analysis/planfigures.h"
#include "analysis/runplan.h"
#include "recipe/recipeformat.h"

#include <QStringList>

#include <cmath>

QString PlanText::duration(double seconds)
{
    const double hours = seconds / 3600.0;
    if (!(hours < 1e12)) // beyond any deadline, and beyond a whole number of hours
        return tr("over %1 years").arg(RecipeFormat::integer(100'000'000));
    if (hours < 24)
        return tr("%1 h").arg(RecipeFormat::decimal(hours, 1));
    const auto wholeHours = qint64(std::llround(hours));
    return tr("%1 d %2 h").arg(RecipeFormat::integer(wholeHours / 24)).arg(wholeHours % 24);
}

QString PlanText::energy(double kwh)
{
    return tr("%1 kWh").arg(RecipeFormat::integer(std::llround(kwh)));
}

QString PlanText::misfit(const PlanFigures &figures)
{
    if (!figures.hasThroughput)
        return tr("no throughput");
    QStringList why;
    if (!figures.meetsDeadline)
        why << tr("past the deadline");
    if (!figures.withinBudget)
        why << (figures.costUsd ? tr("over the budget") : tr("no price for the GPU type"));
    return why.join(QStringLiteral(", "));
}

QString PlanText::constraints(const RunPlan &plan)
{
    QStringList asked;
    if (plan.days)
        asked << tr("%1 days").arg(RecipeFormat::plain(*plan.days));
    if (plan.budgetUsd)
        asked << RecipeFormat::usdWhole(*plan.budgetUsd);
    return asked.join(QStringLiteral(", "));
}
