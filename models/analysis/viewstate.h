// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"
#include "analysis/runplan.h"
#include "recipe/rankingfilter.h"

#include <QString>
#include <QStringList>

// What the window shows, as a view link carries it (ViewLink): the page, the folders
// open, the recipe and its tab, the pair compared, the revision reviewed, the ranking's
// filters, the chart and its options, and the run planned. Paths are absolute.
struct ViewState
{
    enum class Page { Ranking, Charts, Compare, Review };
    // A recipe's tab; for the compare page, the tab that shows the same parts
    // (Overview: the fields, Command: the commands, Source: the files).
    enum class Part { Overview, Command, Source, History };

    struct Chart
    {
        ChartData::Metric metric = ChartData::Metric::Throughput;
        ChartData::Selection selection = ChartData::Selection::BestPerGpu;
        ChartData::CostBasis cost = ChartData::CostBasis::Recorded;
        bool logScale = false;
        QString scalingModel; // empty: the model with the most recipes

        friend bool operator==(const Chart &, const Chart &) = default;
    };

    Page page = Page::Ranking;
    QStringList folders;
    QString recipe; // shown below the ranking
    Part part = Part::Overview;
    QString compareA;
    QString compareB;
    QString compareRevisionA; // empty: the file on disk
    QString compareRevisionB;
    Part comparePart = Part::Overview;
    QString revision; // the review's
    RankingFilter filter;
    Chart chart;
    RunPlan plan;

    // Every file and folder the view names.
    QStringList paths() const
    {
        QStringList all = folders;
        for (const auto &file : {recipe, compareA, compareB})
            if (!file.isEmpty())
                all << file;
        return all;
    }

    friend bool operator==(const ViewState &, const ViewState &) = default;
};
