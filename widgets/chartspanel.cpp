// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartspanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

ChartsPanel::ChartsPanel(QWidget *parent)
    : QWidget(parent), m_view(new ChartView(this)), m_metric(new QComboBox(this)), m_selection(new QComboBox(this)),
      m_cost(new QComboBox(this)), m_log(new QCheckBox(tr("&Log scale"), this))
{
    m_metric->addItem(tr("Throughput across GPUs"), int(ChartData::Metric::Throughput));
    m_metric->addItem(tr("Cost across GPUs"), int(ChartData::Metric::Cost));
    m_metric->addItem(tr("Throughput against cost"), int(ChartData::Metric::Tradeoff));
    m_metric->addItem(tr("MFU by recipe"), int(ChartData::Metric::Mfu));
    m_metric->setAccessibleName(tr("Chart"));
    m_metric->setObjectName(QStringLiteral("metric"));
    m_selection->addItem(tr("Best recipe per GPU"), int(ChartData::Selection::BestPerGpu));
    m_selection->addItem(tr("Every recipe"), int(ChartData::Selection::EveryRecipe));
    m_selection->setAccessibleName(tr("Recipes shown"));
    m_cost->addItem(tr("Costs as recorded"), int(ChartData::CostBasis::Recorded));
    m_cost->addItem(tr("Costs at my prices"), int(ChartData::CostBasis::Recomputed));
    m_cost->addItem(tr("Recorded and at my prices"), int(ChartData::CostBasis::Both));
    m_cost->setAccessibleName(tr("Cost basis"));
    m_cost->setToolTip(tr("Recorded: the recipe's own $ / 1M tokens. At my prices: recomputed from your $ per GPU-hour"));
    m_log->setToolTip(tr("Logarithmic value axis"));

    auto button = [this](const QString &text, const QString &icon, const QString &toolTip) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setIcon(QIcon::fromTheme(icon));
        b->setToolTip(toolTip);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        return b;
    };
    auto *reset = button(tr("Reset Zoom"), QStringLiteral("zoom-original"), tr("Show the whole chart again (drag to pan, wheel to zoom)"));
    auto *prices = button(tr("Prices..."), QStringLiteral("view-financial-transfer"), tr("Your $ per GPU-hour for each GPU type"));
    auto *exportButton = button(tr("Export"), QStringLiteral("document-export"), tr("Save the chart as PNG, SVG or PDF, or copy it"));
    auto *presenter = button(tr("Present"), QStringLiteral("view-presentation"), tr("Full screen, large type (F11)"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(exportButton);
    menu->addAction(tr("PNG, 1600 x 900..."), this, [this] { Q_EMIT exportRequested(QStringLiteral("png"), QSize(1600, 900), 1.0); });
    menu->addAction(tr("PNG, 1920 x 1080 at 2x..."), this,
                    [this] { Q_EMIT exportRequested(QStringLiteral("png"), QSize(1920, 1080), 2.0); });
    menu->addAction(tr("SVG (vector)..."), this, [this] { Q_EMIT exportRequested(QStringLiteral("svg"), QSize(1600, 900), 1.0); });
    menu->addAction(tr("PDF (vector)..."), this, [this] { Q_EMIT exportRequested(QStringLiteral("pdf"), QSize(1600, 900), 1.0); });
    menu->addSeparator();
    menu->addAction(tr("Copy to Clipboard"), this, &ChartsPanel::copyRequested);
    exportButton->setMenu(menu);

    // The choices give up width before the page does (long German labels), down to a few
    // letters, and never grow past their longest item.
    for (auto *combo : {m_metric, m_selection, m_cost}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        combo->setMaximumWidth(combo->sizeHint().width());
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(6);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    auto *bar = new QHBoxLayout;
    for (auto *combo : {m_metric, m_selection, m_cost})
        bar->addWidget(combo, 1);
    bar->addWidget(m_log);
    bar->addStretch(0);
    for (auto *w : {reset, prices, exportButton, presenter})
        bar->addWidget(w);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    for (auto *combo : {m_metric, m_selection, m_cost})
        connect(combo, &QComboBox::currentIndexChanged, this, &ChartsPanel::optionsChanged);
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        const auto m = chartMetric();
        m_cost->setEnabled(m == ChartData::Metric::Cost || m == ChartData::Metric::Tradeoff);
        m_selection->setEnabled(m != ChartData::Metric::Tradeoff);
    });
    connect(m_log, &QCheckBox::toggled, m_view, &ChartView::setLogScale);
    connect(reset, &QToolButton::clicked, m_view, &ChartView::resetZoom);
    connect(prices, &QToolButton::clicked, this, &ChartsPanel::pricesRequested);
    connect(presenter, &QToolButton::clicked, this, &ChartsPanel::presenterRequested);
    m_cost->setEnabled(false);
}

ChartData::Metric ChartsPanel::chartMetric() const
{
    return ChartData::Metric(m_metric->currentData().toInt());
}

void ChartsPanel::setMetric(ChartData::Metric metric)
{
    m_metric->setCurrentIndex(m_metric->findData(int(metric)));
}

ChartData::Selection ChartsPanel::selection() const
{
    return ChartData::Selection(m_selection->currentData().toInt());
}

ChartData::CostBasis ChartsPanel::costBasis() const
{
    return ChartData::CostBasis(m_cost->currentData().toInt());
}

void ChartsPanel::setCostBasis(ChartData::CostBasis basis)
{
    m_cost->setCurrentIndex(m_cost->findData(int(basis)));
}
