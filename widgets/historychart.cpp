// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historychart.h"

#include <QEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <functional>

namespace {
struct Figure
{
    QString title;
    std::function<std::optional<double>(const Recipe::Result &)> value;
};

QList<Figure> figures()
{
    return {
        {HistoryChart::tr("Tokens/s per GPU"), [](const Recipe::Result &r) { return std::optional<double>(r.tokensPerSecondPerGpu); }},
        {HistoryChart::tr("$ / 1M tokens"), [](const Recipe::Result &r) { return r.usdPerMillionTokens; }},
        {HistoryChart::tr("MFU (%)"), [](const Recipe::Result &r) { return r.mfu ? std::optional<double>(*r.mfu * 100) : std::nullopt; }},
    };
}
} // namespace

HistoryChart::HistoryChart(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    setAccessibleName(tr("Figures across commits"));
    m_plot->setObjectName(QStringLiteral("historyPlot"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    rebuild();
}

void HistoryChart::setHistory(const RecipeHistory::Result &history)
{
    m_history = history;
    rebuild();
}

void HistoryChart::rebuild()
{
    m_plot->clearPlottables();
    m_plot->plotLayout()->clear();
    // Oldest first: the commits that left figures.
    QList<const RecipeHistory::Version *> versions;
    for (auto it = m_history.versions.crbegin(); it != m_history.versions.crend(); ++it)
        if (it->figures)
            versions.append(&*it);
    m_points = int(versions.size());
    // Every commit a point; a label under every step-th, so that labels never overlap.
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int step = std::max(1, (m_points + MaxLabels - 1) / MaxLabels);
    for (int i = m_points - 1; i >= 0; i -= step) // the newest always
        ticker->addTick(i, versions.at(i)->shortCommit);
    const auto all = figures();
    auto *margins = new QCPMarginGroup(m_plot); // the plots' left edges in line
    for (int row = 0; row < all.size(); ++row) {
        // The figure's name over its plot, across: a rotated axis label is cut short in
        // a plot a third of the chart high, in longer languages.
        auto *title = new QCPTextElement(m_plot, all.at(row).title);
        title->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
        title->setLayer(QStringLiteral("axes"));
        m_plot->plotLayout()->addElement(2 * row, 0, title);
        auto *rect = new QCPAxisRect(m_plot);
        m_plot->plotLayout()->addElement(2 * row + 1, 0, rect);
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        rect->axis(QCPAxis::atLeft)->ticker()->setTickCount(3); // readable in a third of the height
        auto *x = rect->axis(QCPAxis::atBottom);
        x->setTicker(ticker);
        x->setTickLabels(row == all.size() - 1); // the commits under the last only
        x->setRange(-0.5, std::max(0.5, m_points - 0.5));
        auto *graph = m_plot->addGraph(x, rect->axis(QCPAxis::atLeft));
        graph->setLineStyle(QCPGraph::lsLine);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 7));
        for (int i = 0; i < m_points; ++i)
            if (const auto value = all.at(row).value(*versions.at(i)->figures))
                graph->addData(i, *value);
        rect->axis(QCPAxis::atLeft)->setRange(paddedRange(graph));
    }
    applyTheme();
}

// The values' range with room above and below; a flat line sits in the middle.
QCPRange HistoryChart::paddedRange(const QCPGraph *graph)
{
    bool found = false;
    auto range = graph->getValueRange(found);
    if (!found)
        return {0, 1};
    const double pad = range.size() > 0 ? range.size() * 0.15 : std::max(std::abs(range.center()) * 0.1, 1e-3);
    return {range.lower - pad, range.upper + pad};
}

void HistoryChart::applyTheme()
{
    const auto &p = palette();
    m_plot->setBackground(p.color(QPalette::Base));
    for (int i = 0; i < m_plot->plotLayout()->elementCount(); ++i)
        if (auto *title = qobject_cast<QCPTextElement *>(m_plot->plotLayout()->elementAt(i)))
            title->setTextColor(p.color(QPalette::Text));
    const auto line = p.color(QPalette::Highlight);
    for (int i = 0; i < m_plot->graphCount(); ++i) {
        m_plot->graph(i)->setPen(QPen(line, 2));
        for (auto *axis : m_plot->graph(i)->keyAxis()->axisRect()->axes()) {
            axis->setBasePen(QPen(p.color(QPalette::PlaceholderText), 1));
            axis->setTickPen(QPen(p.color(QPalette::PlaceholderText), 1));
            axis->setSubTickPen(Qt::NoPen);
            axis->setTickLabelColor(p.color(QPalette::Text));
            axis->setLabelColor(p.color(QPalette::Text));
            axis->grid()->setPen(QPen(p.color(QPalette::Mid), 1, Qt::DotLine));
        }
    }
    m_plot->replot();
}

void HistoryChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

#include "moc_historychart.cpp"
