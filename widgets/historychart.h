// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repository/recipehistory.h"

#include <QWidget>

class QCPGraph;
class QCPRange;
class QCustomPlot;

// A recipe's headline figures across the commits that changed it, oldest on the left:
// tokens/s per GPU, $ per 1M tokens and MFU, one above the other on a shared axis of
// commits, so a jump in one (and not the others) is seen at a glance.
class HistoryChart : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryChart(QWidget *parent = nullptr);

    void setHistory(const RecipeHistory::Result &history);
    // How many commits the chart shows (those with figures).
    int pointCount() const { return m_points; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // At most this many commits are named under the chart.
    static constexpr int MaxLabels = 5;
    void rebuild();
    static QCPRange paddedRange(const QCPGraph *graph);
    void applyTheme();

    QCustomPlot *m_plot;
    RecipeHistory::Result m_history;
    int m_points = 0;
};
