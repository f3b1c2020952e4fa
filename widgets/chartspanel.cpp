// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartspanel.h"

#include "analysis/displaytext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {
QToolButton *toolButton(QWidget *parent, const QString &text, const QString &icon, const QString &toolTip)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setIcon(QIcon::fromTheme(icon));
    button->setToolTip(toolTip);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    return button;
}

// The combo boxes hold the enum values themselves, never numbers standing for them.
// A choice grows no wider than its longest item, and gives up width down to a few letters.
void capWidth(QComboBox *combo)
{
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    combo->setMaximumWidth(combo->sizeHint().width());
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
}

template<typename Enum>
Enum currentChoice(const QComboBox *combo)
{
    return combo->currentData().value<Enum>();
}

template<typename Enum>
void choose(QComboBox *combo, Enum value)
{
    combo->setCurrentIndex(combo->findData(QVariant::fromValue(value)));
}
} // namespace

ChartsPanel::ChartsPanel(QWidget *parent)
    : QWidget(parent), m_view(new ChartView(this)), m_metric(new QComboBox(this)), m_selection(new QComboBox(this)),
      m_cost(new QComboBox(this)), m_model(new QComboBox(this)), m_log(new QCheckBox(tr("&Log scale"), this))
{
    fillChoices();
    auto *reset =
        toolButton(this, tr("Reset Zoom"), QStringLiteral("zoom-original"), tr("Show the whole chart again (drag to pan, wheel to zoom)"));
    auto *prices =
        toolButton(this, tr("Prices..."), QStringLiteral("view-financial-transfer"), tr("Your $ per GPU-hour for each GPU type"));
    auto *exportButton =
        toolButton(this, tr("Export"), QStringLiteral("document-export"), tr("Save the chart as PNG, SVG or PDF, or copy it"));
    auto *presenter = toolButton(this, tr("Present"), QStringLiteral("view-presentation"), tr("Full screen, large type (F11)"));
    addExportMenu(exportButton);
    layOut({reset, prices, exportButton, presenter});

    for (auto *combo : {m_metric, m_selection, m_cost})
        connect(combo, &QComboBox::currentIndexChanged, this, &ChartsPanel::optionsChanged);
    // Only a choice the user makes charts anew; the list of models follows the recipes.
    connect(m_model, &QComboBox::activated, this, &ChartsPanel::optionsChanged);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &ChartsPanel::enableChoices);
    connect(m_log, &QCheckBox::toggled, m_view, &ChartView::setLogScale);
    connect(reset, &QToolButton::clicked, m_view, &ChartView::resetZoom);
    connect(prices, &QToolButton::clicked, this, &ChartsPanel::pricesRequested);
    connect(presenter, &QToolButton::clicked, this, &ChartsPanel::presenterRequested);
    enableChoices();
}

void ChartsPanel::enableChoices()
{
    using Metric = ChartData::Metric;
    const auto m = chartMetric();
    m_cost->setEnabled(m == Metric::Cost || m == Metric::Tradeoff);
    m_selection->setEnabled(m == Metric::Throughput || m == Metric::Cost || m == Metric::Mfu);
    m_selection->setVisible(m != Metric::Scaling);
    m_model->setVisible(m == Metric::Scaling);
}

void ChartsPanel::fillChoices()
{
    m_metric->addItem(tr("Throughput across GPUs"), QVariant::fromValue(ChartData::Metric::Throughput));
    m_metric->addItem(tr("Cost across GPUs"), QVariant::fromValue(ChartData::Metric::Cost));
    m_metric->addItem(tr("Throughput against cost"), QVariant::fromValue(ChartData::Metric::Tradeoff));
    m_metric->addItem(tr("MFU by recipe"), QVariant::fromValue(ChartData::Metric::Mfu));
    m_metric->addItem(tr("Cost against time to train"), QVariant::fromValue(ChartData::Metric::PlanCost));
    m_metric->addItem(tr("Scaling across GPU counts"), QVariant::fromValue(ChartData::Metric::Scaling));
    m_metric->setAccessibleName(tr("Chart"));
    m_metric->setObjectName(QStringLiteral("metric"));
    m_selection->addItem(tr("Best recipe per GPU"), QVariant::fromValue(ChartData::Selection::BestPerGpu));
    m_selection->addItem(tr("Every recipe"), QVariant::fromValue(ChartData::Selection::EveryRecipe));
    m_selection->setAccessibleName(tr("Recipes shown"));
    m_cost->addItem(tr("Costs as recorded"), QVariant::fromValue(ChartData::CostBasis::Recorded));
    m_cost->addItem(tr("Costs at my prices"), QVariant::fromValue(ChartData::CostBasis::Recomputed));
    m_cost->addItem(tr("Recorded and at my prices"), QVariant::fromValue(ChartData::CostBasis::Both));
    m_cost->setAccessibleName(tr("Cost basis"));
    m_cost->setToolTip(tr("Recorded: the recipe's own $ / 1M tokens. At my prices: recomputed from your $ per GPU-hour"));
    m_model->setAccessibleName(tr("Model"));
    m_model->setObjectName(QStringLiteral("scalingModel"));
    m_model->setToolTip(tr("The model whose recipes the scaling chart compares"));
    m_log->setToolTip(tr("Logarithmic value axis"));
}

void ChartsPanel::addExportMenu(QToolButton *button)
{
    button->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(button);
    menu->addAction(tr("PNG, 1600 x 900..."), this, [this] { Q_EMIT exportRequested(QStringLiteral("png"), QSize(1600, 900), 1.0); });
    menu->addAction(tr("PNG, 1920 x 1080 at 2x..."), this,
                    [this] { Q_EMIT exportRequested(QStringLiteral("png"), QSize(1920, 1080), 2.0); });
    menu->addAction(tr("SVG (vector)..."), this, [this] { Q_EMIT exportRequested(QStringLiteral("svg"), QSize(1600, 900), 1.0); });
    menu->addAction(tr("PDF (vector)..."), this, [this] { Q_EMIT exportRequested(QStringLiteral("pdf"), QSize(1600, 900), 1.0); });
    menu->addSeparator();
    menu->addAction(tr("Copy to Clipboard"), this, &ChartsPanel::copyRequested);
    button->setMenu(menu);
}

void ChartsPanel::layOut(const QList<QToolButton *> &buttons)
{
    // The choices give up width before the page does (long German labels), down to a few
    // letters, and never grow past their longest item.
    for (auto *combo : {m_metric, m_selection, m_cost, m_model}) {
        capWidth(combo);
        combo->setMinimumContentsLength(6);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    auto *bar = new QHBoxLayout;
    for (auto *combo : {m_metric, m_selection, m_model, m_cost})
        bar->addWidget(combo, 1);
    bar->addWidget(m_log);
    bar->addStretch(0);
    for (auto *button : buttons)
        bar->addWidget(button);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
}

ChartData::Metric ChartsPanel::chartMetric() const
{
    return currentChoice<ChartData::Metric>(m_metric);
}

void ChartsPanel::setMetric(ChartData::Metric metric)
{
    choose(m_metric, metric);
}

ChartData::Selection ChartsPanel::selection() const
{
    return currentChoice<ChartData::Selection>(m_selection);
}

ChartData::CostBasis ChartsPanel::costBasis() const
{
    return currentChoice<ChartData::CostBasis>(m_cost);
}

void ChartsPanel::setCostBasis(ChartData::CostBasis basis)
{
    choose(m_cost, basis);
}

void ChartsPanel::setSelection(ChartData::Selection selection)
{
    choose(m_selection, selection);
}

bool ChartsPanel::logScale() const
{
    return m_log->isChecked();
}

void ChartsPanel::setLogScale(bool on)
{
    m_log->setChecked(on);
}

void ChartsPanel::setModels(const QStringList &models)
{
    const auto chosen = scalingModel();
    const QSignalBlocker quiet(m_model);
    m_model->clear();
    m_model->addItem(tr("Model with most recipes"), QString());
    for (const auto &model : models)
        m_model->addItem(DisplayText::line(model), model);
    // The model chosen stays chosen, as the recipes name it, even while none shown has it.
    setScalingModel(chosen);
    capWidth(m_model); // the longest model name sets how wide the choice may grow
}

QString ChartsPanel::scalingModel() const
{
    return m_model->currentData().toString();
}

void ChartsPanel::setScalingModel(const QString &model)
{
    // Models match ignoring case, as the charts match them; one not among the recipes is
    // kept as a choice, so a view asking for it shows it once its recipes are.
    int index = model.isEmpty() ? 0 : m_model->findData(model, Qt::UserRole, Qt::MatchFixedString);
    if (index < 0) {
        m_model->addItem(DisplayText::line(model), model);
        index = m_model->count() - 1;
    }
    m_model->setCurrentIndex(index);
}
