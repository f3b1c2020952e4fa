// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"
#include "chartview.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QToolButton;

// The Charts tab: the choice of chart (metric, best or every recipe, cost basis,
// the model a scaling chart shows, log scale) above a ChartView, with buttons for
// prices, export and presenter mode.
class ChartsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget *parent = nullptr);

    ChartView *view() const { return m_view; }
    ChartData::Metric chartMetric() const;
    void setMetric(ChartData::Metric metric);
    ChartData::Selection selection() const;
    void setSelection(ChartData::Selection selection);
    ChartData::CostBasis costBasis() const;
    void setCostBasis(ChartData::CostBasis basis);
    bool logScale() const;
    void setLogScale(bool on);
    // The models a scaling chart may show; the one chosen stays chosen while it is among them.
    void setModels(const QStringList &models);
    // The model the scaling chart shows; empty: the one with the most recipes.
    QString scalingModel() const;
    void setScalingModel(const QString &model);

Q_SIGNALS:
    void optionsChanged();
    void pricesRequested();
    void presenterRequested();
    void exportRequested(const QString &format, const QSize &size, double scale);
    void copyRequested();

private:
    void fillChoices();
    void addExportMenu(QToolButton *button);
    void layOut(const QList<QToolButton *> &buttons);
    void enableChoices();

    ChartView *m_view = nullptr;
    QComboBox *m_metric = nullptr;
    QComboBox *m_selection = nullptr;
    QComboBox *m_cost = nullptr;
    QComboBox *m_model = nullptr;
    QCheckBox *m_log = nullptr;
};
