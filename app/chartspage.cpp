// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartspage.h"

#include "chartspanel.h"
#include "chartview.h"
#include "plainmessagebox.h"
#include "presenterwindow.h"
#include "pricedialog.h"
#include "rankingplan.h"
#include "recipe/rankingfilter.h"
#include "recipe/recipefiles.h"
#include "settings/settings.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QScreen>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

ChartsPage::ChartsPage(QWidget *parent) : QWidget(parent), m_panel(new ChartsPanel(this))
{
    m_panel->setObjectName(QStringLiteral("charts"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_panel);

    m_panel->setMetric(Settings::instance().chartMetric());
    connect(m_panel, &ChartsPanel::optionsChanged, this, [this] {
        Settings::instance().setChartMetric(m_panel->chartMetric());
        recipesChanged();
    });
    connect(m_panel, &ChartsPanel::pricesRequested, this, &ChartsPage::editPrices);
    connect(m_panel, &ChartsPanel::presenterRequested, this, &ChartsPage::present);
    connect(m_panel, &ChartsPanel::exportRequested, this, &ChartsPage::exportChart);
    connect(m_panel, &ChartsPanel::copyRequested, this, [this] {
        QApplication::clipboard()->setPixmap(view()->toPixmap(QSize(1600, 900)));
        Q_EMIT statusMessage(tr("Copied the chart"), 3000);
    });
    connect(view(), &ChartView::recipeActivated, this, &ChartsPage::recipeActivated);
    connect(&Settings::instance(), &Settings::pricesChanged, this, &ChartsPage::recipesChanged);
    connect(&Settings::instance(), &Settings::planChanged, this, &ChartsPage::recipesChanged);
}

ChartView *ChartsPage::view() const
{
    return m_panel->view();
}

void ChartsPage::setRecipeSource(std::function<QList<Recipe>()> source)
{
    m_source = std::move(source);
    recipesChanged();
}

ChartData::Metric ChartsPage::chartMetric() const
{
    return m_panel->chartMetric();
}

void ChartsPage::setMetric(ChartData::Metric metric)
{
    m_panel->setMetric(metric);
}

ViewState::Chart ChartsPage::chartView() const
{
    return {m_panel->chartMetric(), m_panel->selection(), m_panel->costBasis(), m_panel->logScale(), m_panel->scalingModel()};
}

void ChartsPage::showChart(const ViewState::Chart &chart)
{
    {
        // One chart drawn for the whole change, not one for each option.
        const QSignalBlocker quiet(m_panel);
        m_panel->setMetric(chart.metric);
        m_panel->setSelection(chart.selection);
        m_panel->setCostBasis(chart.cost);
        m_panel->setScalingModel(chart.scalingModel);
    }
    m_panel->setLogScale(chart.logScale);
    Settings::instance().setChartMetric(chart.metric);
    recipesChanged();
}

void ChartsPage::recipesChanged()
{
    // A large folder's reload must not wait on a chart nobody sees.
    m_stale = true;
    if (isVisible())
        rebuild();
}

void ChartsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        rebuild();
}

ChartData::Options ChartsPage::options(ChartData::Metric metric) const
{
    ChartData::Options options;
    options.metric = metric;
    options.selection = m_panel->selection();
    options.cost = m_panel->costBasis();
    options.prices = Settings::instance().prices();
    options.plan = RankingPlan::costed(Settings::instance().plan());
    if (metric == ChartData::Metric::Scaling && !m_panel->scalingModel().isEmpty())
        options.models = {m_panel->scalingModel()};
    return options;
}

void ChartsPage::rebuild()
{
    m_stale = false;
    const auto recipes = m_source ? m_source() : QList<Recipe>();
    m_panel->setModels(RankingFilter::choices(recipes).value(RankingFilter::Model));
    view()->setChart(ChartData::build(recipes, options(m_panel->chartMetric())));
    Q_EMIT chartChanged();
}

QList<ChartData::Chart> ChartsPage::presenterCharts() const
{
    const auto recipes = m_source ? m_source() : QList<Recipe>();
    QList<ChartData::Chart> charts;
    using Metric = ChartData::Metric;
    for (const auto metric : {Metric::Throughput, Metric::Cost, Metric::Tradeoff, Metric::Mfu, Metric::PlanCost, Metric::Scaling})
        if (const auto chart = ChartData::build(recipes, options(metric)); !chart.isEmpty())
            charts << chart;
    return charts;
}

void ChartsPage::present()
{
    const auto charts = presenterCharts();
    auto *presenter = new PresenterWindow(charts, window());
    // Opens on the chart the page shows.
    const auto shown = std::find_if(charts.cbegin(), charts.cend(),
                                    [this](const ChartData::Chart &chart) { return chart.metric == m_panel->chartMetric(); });
    presenter->showChart(shown == charts.cend() ? 0 : int(shown - charts.cbegin()));
    connect(presenter, &PresenterWindow::recipeActivated, this, [this, presenter](const QString &file) {
        presenter->close();
        Q_EMIT recipeActivated(file);
    });
    // Without a window manager full screen is only a request: size it to the screen too.
    presenter->setGeometry(window()->screen()->geometry());
    presenter->showFullScreen();
    presenter->activateWindow();
    presenter->setFocus();
}

void ChartsPage::editPrices()
{
    PriceDialog dialog(Settings::instance().prices(), this);
    if (dialog.exec() == QDialog::Accepted) {
        Settings::instance().setPrices(dialog.prices());
        // Prices matter only where costs are recomputed: show them so.
        if (m_panel->costBasis() == ChartData::CostBasis::Recorded)
            m_panel->setCostBasis(ChartData::CostBasis::Both);
    }
}

void ChartsPage::exportChart(const QString &format, const QSize &size, double scale)
{
    const auto name = ChartData::metricName(m_panel->chartMetric()) + u'.' + format;
    const auto path = QFileDialog::getSaveFileName(this, tr("Export Chart"), QDir(Settings::instance().lastFolder()).filePath(name),
                                                   tr("%1 files (*.%2)").arg(format.toUpper(), format));
    if (path.isEmpty())
        return;
    // Drawn here, written on a worker thread.
    QString error;
    const auto bytes = view()->render(format, size, scale, &error);
    if (bytes.isEmpty()) {
        PlainMessageBox::warning(this, tr("Export Chart"), error);
        return;
    }
    QtConcurrent::run(&RecipeFiles::write, path, bytes, QFileDevice::Permissions()).then(this, [this, path](const QString &why) {
        if (!why.isEmpty())
            PlainMessageBox::warning(this, tr("Export Chart"), tr("Could not write %1: %2").arg(path, why));
        else
            Q_EMIT statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    });
}
