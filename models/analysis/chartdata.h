// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/pricetable.h"
#include "recipe/recipe.h"

#include <QList>
#include <QString>
#include <QStringList>

// What a chart shows, computed from recipes and listing entries: bars of
// throughput, cost or MFU across GPU types, or the throughput/cost trade-off with
// its Pareto frontier. Views draw a Chart as it is; every figure is made here.
class ChartData
{
public:
    enum class Metric { Throughput, Cost, Tradeoff, Mfu };
    enum class Selection { BestPerGpu, EveryRecipe };
    enum class CostBasis { Recorded, Recomputed, Both };

    struct Options
    {
        Metric metric = Metric::Throughput;
        QStringList models;   // empty: all
        QStringList gpuTypes; // empty: all
        Selection selection = Selection::BestPerGpu;
        CostBasis cost = CostBasis::Recorded;
        PriceTable prices = PriceTable::defaults();
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
        double tokensPerSecondPerGpu = 0;
        double usdPerMillionTokens = 0;
        QString model;
        QString gpuType;
        QString label; // the layout, or "listing" for a listing entry
        QString filePath;
        QString toolTip;
        bool listingOnly = false;
        bool recomputed = false;
        bool onFrontier = false;
    };

    struct Chart
    {
        Metric metric = Metric::Throughput;
        QString title;
        QString subtitle;
        QString valueAxis;
        QString footnote;   // one note a line
        QStringList series; // in legend order
        QList<Bar> bars;    // in drawing order, grouped by model
        QList<Point> points;
        QStringList models;    // in drawing order
        QList<Point> frontier; // per model, by tokens/s per GPU, ascending
        bool higherIsBetter = true;
        bool isEmpty() const { return bars.isEmpty() && points.isEmpty(); }
    };

    // A trade-off chart names this many points at most: more labels would only cover each other.
    static constexpr qsizetype MaxPointLabels = 40;

    static Chart build(const QList<Recipe> &recipes, const Options &options);
    // The points no other point beats on both throughput (higher) and cost (lower), by
    // throughput, ascending; a point with a figure that is not a number is never one.
    static QList<Point> paretoFrontier(const QList<Point> &points);
    // The points a trade-off chart names beside their marker, at most `limit`: those on the
    // frontier, then the others by throughput, highest first. Indices into points, ascending.
    static QList<qsizetype> labelledPoints(const QList<Point> &points, qsizetype limit = MaxPointLabels);
    // $ / 1M tokens of a recipe at the user's price, if the price table knows its GPU.
    static std::optional<double> recomputedCost(const Recipe &recipe, const PriceTable &prices);
    // MFU recorded in the recipe, else recomputed from its active parameters and the peak table.
    static std::optional<double> mfu(const Recipe &recipe);

    static QString metricName(Metric metric); // "throughput", "cost", "tradeoff", "mfu"
    static std::optional<Metric> metricFromName(const QString &name);
};
