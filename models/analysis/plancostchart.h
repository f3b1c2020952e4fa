// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"

#include <QCoreApplication>

// The chart a presenter shows of a planned run: for each recipe, the cost to train
// the plan's tokens against the days it takes, with the plan's deadline and budget as
// lines. The Pareto frontier (nothing of the same model both faster and cheaper) is
// marked by ChartData.
class PlanCostChart
{
    Q_DECLARE_TR_FUNCTIONS(PlanCostChart)

public:
    // Title, axes, one point a recipe with a time and a cost, the guides, and notes
    // saying what was left out and why; chart.models already set.
    static void fill(ChartData::Chart &chart, const QList<Recipe> &recipes, const CostedPlan &plan);

private:
    static void label(ChartData::Chart &chart, const CostedPlan &plan);
    static ChartData::Point point(const Recipe &recipe, const PlanFigures &figures, const RunPlan &plan);
    static QList<ChartData::Guide> guides(const RunPlan &plan);
};
