#pragma once

#include "chartmodel.h"
#include "chartview.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QToolButton;

// The Charts tab: the choice of chart (metric, best or every recipe, cost basis,
// log scale) above a ChartView, with buttons for prices, export and presenter mode.
class ChartsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget *parent = nullptr);

    ChartView *view() const { return m_view; }
    ChartModel::Metric metric() const;
    void setMetric(ChartModel::Metric metric);
    ChartModel::Selection selection() const;
    ChartModel::CostBasis costBasis() const;
    void setCostBasis(ChartModel::CostBasis basis);

Q_SIGNALS:
    void optionsChanged();
    void pricesRequested();
    void presenterRequested();
    void exportRequested(const QString &format, const QSize &size, double scale);
    void copyRequested();

private:
    ChartView *m_view = nullptr;
    QComboBox *m_metric = nullptr;
    QComboBox *m_selection = nullptr;
    QComboBox *m_cost = nullptr;
    QCheckBox *m_log = nullptr;
};
