// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/costedplan.h"
#include "analysis/pricetable.h"
#include "recipe/recipe.h"

#include <QList>
#include <QString>
#include <QStringList>

// What a chart shows, computed from recipes and listing entries: bars of
// throughput, cost or MFU across GPU types; the throughput/cost trade-off with
// its Pareto frontier; a plan's cost against its time to train (PlanCostChart); one
// model's tokens/s per GPU against the GPU count (ScalingChart). Views draw a Chart as
// it is; every figure is made here.
class ChartData
{
public:
    enum class Metric { Throughput, Cost, Tradeoff, Mfu, PlanCost, Scaling };
    enum class Selection { BestPerGpu, EveryRecipe };
    enum class CostBasis { Recorded, Recomputed, Both };

    struct Options
    {
        Metric metric = Metric::Throughput;
        QStringList models;   // empty: all; Scaling charts the first, else the model with most recipes
        QStringList gpuTypes; // empty: all
        Selection selection = Selection::BestPerGpu;
        CostBasis cost = CostBasis::Recorded;
        PriceTable prices = PriceTable::defaults();
        CostedPlan plan; // PlanCost: the run planned, at its own prices
    };

    struct Bar
    {
        QString model;
        QString gpuType;
        QString series;    // legend entry and colour: the GPU type
        QString tickLabel; // "H200 x128"
        double value = 0;
        QString valueLabel; // "545.3", "$4.03", "$2.55*"
        QString filePath;
        QString toolTip;
        bool listingOnly = false;
        bool recomputed = false;
    };

    struct Point
    {
        double x = 0; // tokens/s per GPU, days to train, GPU count
        double y = 0; // $ / 1M tokens, cost to train, tokens/s per GPU
        QString model;
        QString gpuType;
        QString label; // the layout, or "listing" for a listing entry
        QString filePath;
        QString toolTip;
        bool listingOnly = false;
        bool recomputed = false;
        bool onFrontier = false;
        // Scaling: tokens/s per GPU against that of the GPU type's smallest count (1 is ideal).
        std::optional<double> efficiency;
    };

    // A line across the plot: the plan's deadline (vertical, at an x) or budget (horizontal, at a y).
    struct Guide
    {
        Qt::Orientation orientation = Qt::Vertical;
        double value = 0;
        QString label; // "deadline: 90 days"
    };

    // Points joined in a GPU type's colour: its best recipe per GPU count, or (ideal) what
    // holding the per-GPU throughput of its smallest count would give.
    struct Line
    {
        QString gpuType;
        QList<double> xs, ys;
        bool ideal = false;
    };

    struct Chart
    {
        Metric metric = Metric::Throughput;
        QString title;
        QString subtitle;
        QString valueAxis;  // the bars' axis, or a scatter chart's y axis
        QString xAxis;      // a scatter chart's x axis
        QString emptyText;  // why nothing is drawn, when that needs saying
        QString footnote;   // one note a line
        QStringList series; // in legend order
        QList<Bar> bars;    // in drawing order, grouped by model
        QList<Point> points;
        QStringList models;    // in drawing order
        QList<Point> frontier; // per model, by x, ascending
        QList<Guide> guides;
        QList<Line> lines;
        bool higherIsBetter = true;
        bool higherXIsBetter = true; // a scatter chart's frontier: true, by x highest
        bool log2X = false;          // the x axis in powers of two (GPU counts)
        bool yInDollars = false;     // the y axis's ticks read "$10M"
        bool isScatter() const { return metric == Metric::Tradeoff || metric == Metric::PlanCost || metric == Metric::Scaling; }
        bool isEmpty() const { return bars.isEmpty() && points.isEmpty(); }
    };

    // A trade-off chart names this many points at most: more labels would only cover each other.
    static constexpr qsizetype MaxPointLabels = 40;

    static Chart build(const QList<Recipe> &recipes, const Options &options);
    // The points no other point beats on both x (higher, or lower when not higherXIsBetter)
    // and y (lower), by x, ascending; a point with a figure that is not a number is never one.
    static QList<Point> paretoFrontier(const QList<Point> &points, bool higherXIsBetter = true);
    // The points a scatter chart names beside their marker, at most `limit`: those on the
    // frontier, then the others by x, best first. Indices into points, ascending.
    static QList<qsizetype> labelledPoints(const QList<Point> &points, qsizetype limit = MaxPointLabels, bool higherXIsBetter = true);
    // $ / 1M tokens of a recipe at the user's price, if the price table knows its GPU.
    static std::optional<double> recomputedCost(const Recipe &recipe, const PriceTable &prices);
    // MFU recorded in the recipe, else recomputed from its active parameters and the peak table.
    static std::optional<double> mfu(const Recipe &recipe);

    static QString metricName(Metric metric); // "throughput", "cost", "tradeoff", "mfu", "plan", "scaling"
    static std::optional<Metric> metricFromName(const QString &name);
};
