// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"
#include "analysis/viewstate.h"

#include <QWidget>

#include <functional>

class ChartsPanel;
class ChartView;

// The charts page: the chart of the recipes the ranking shows, its options, export,
// copy, GPU prices and presenter mode. Charts are built only while the page is seen.
class ChartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPage(QWidget *parent = nullptr);

    // Where the recipes to chart come from; asked only when a chart is built.
    void setRecipeSource(std::function<QList<Recipe>()> source);
    // The recipes changed: rebuilds now when seen, else on the next show.
    void recipesChanged();

    ChartData::Metric chartMetric() const;
    void setMetric(ChartData::Metric metric);
    // The chart and its options, as a view link carries them.
    ViewState::Chart chartView() const;
    void showChart(const ViewState::Chart &chart);
    // Every chart presenter mode steps through, for the current recipes.
    QList<ChartData::Chart> presenterCharts() const;
    void present();
    void editPrices();

Q_SIGNALS:
    void recipeActivated(const QString &filePath);
    void statusMessage(const QString &message, int timeout);
    // A chart was built and drawn.
    void chartChanged();

protected:
    void showEvent(QShowEvent *event) override;

private:
    ChartView *view() const;
    ChartData::Options options(ChartData::Metric metric) const;
    void rebuild();
    void exportChart(const QString &format, const QSize &size, double scale);

    ChartsPanel *m_panel;
    std::function<QList<Recipe>()> m_source;
    bool m_stale = true;
};
