// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"

#include <QCoreApplication>

// How far "per-GPU throughput held" holds for one model: tokens/s per GPU against the
// GPU count (log2) across its recipes, a line a GPU type through its best recipe per
// count, the ideal flat line at the smallest count's figure, and each point's scaling
// efficiency against it.
class ScalingChart
{
    Q_DECLARE_TR_FUNCTIONS(ScalingChart)

public:
    // The recipes of one model: the first of `models` among them, else the model with
    // the most recipes (the first seen of those).
    static QList<Recipe> oneModel(const QList<Recipe> &recipes, const QStringList &models);
    // Title, axes, points, lines and notes; chart.models already set (one model).
    static void fill(ChartData::Chart &chart, const QList<Recipe> &recipes);

private:
    static void label(ChartData::Chart &chart);
    static ChartData::Point point(const Recipe &recipe, int baseCount, double baseline);
    // Each GPU type's line through its best recipe per count, and its ideal line.
    static void addLines(ChartData::Chart &chart);
};
