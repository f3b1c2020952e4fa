// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// qcustomplot.h uses foreach, signals and slots: this file is compiled without
// QT_NO_FOREACH and QT_NO_KEYWORDS (see CMakeLists.txt), and only this file includes it.
#include "chartview.h"

#include "analysis/displaytext.h"
#include "analysis/planquantity.h"
#include "gpucolors.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeformat.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QBuffer>
#include <QEvent>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QMouseEvent>
#include <QPdfWriter>
#include <QScopeGuard>
#include <QSvgGenerator>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

struct Colors
{
    QColor background;
    QColor text;
    QColor muted;
    QColor grid;
};

Colors colorsFor(ChartView::Theme theme, const QPalette &palette)
{
    switch (theme) {
    case ChartView::Theme::Light: return {Qt::white, QColor(0x20, 0x20, 0x20), QColor(0x66, 0x66, 0x66), QColor(0xdd, 0xdd, 0xdd)};
    case ChartView::Theme::Dark:
        return {QColor(0x1e, 0x1f, 0x22), QColor(0xee, 0xee, 0xee), QColor(0xaa, 0xaa, 0xaa), QColor(0x3a, 0x3c, 0x40)};
    case ChartView::Theme::FollowPalette: break;
    }
    const auto base = palette.color(QPalette::Base);
    const auto text = palette.color(QPalette::Text);
    auto grid = palette.color(QPalette::Mid);
    grid.setAlpha(110);
    return {base, text, palette.color(QPalette::PlaceholderText), grid};
}

// Where bar i sits: one unit per bar, a gap between models.
QList<double> barPositions(const QList<ChartData::Bar> &bars)
{
    QList<double> positions;
    double x = 0;
    for (qsizetype i = 0; i < bars.size(); ++i) {
        if (i > 0)
            x += bars[i].model == bars[i - 1].model ? 1.0 : 1.6;
        positions << x;
    }
    return positions;
}

// Breaks a label's lines at spaces and hyphens to fit a width, and elides what still
// does not fit, so neighbouring labels never run into each other.
QString fitLabel(const QString &text, const QFontMetricsF &metrics, double width)
{
    QStringList fitted;
    for (const auto &line : text.split(u'\n')) {
        QString current;
        qsizetype start = 0;
        while (start < line.size()) {
            // The next word, with the space or hyphen that ends it.
            qsizetype end = start;
            while (end < line.size() && line[end] != u' ' && line[end] != u'-')
                ++end;
            const auto word = line.mid(start, end < line.size() ? end - start + 1 : end - start);
            start += word.size();
            if (!current.isEmpty() && metrics.horizontalAdvance(QString(current + word).trimmed()) > width) {
                fitted << current.trimmed();
                current.clear();
            }
            current += word;
        }
        fitted << current.trimmed();
    }
    for (auto &line : fitted) {
        if (metrics.horizontalAdvance(line) <= width)
            continue;
        const auto elided = metrics.elidedText(line, Qt::ElideRight, width);
        line = elided.isEmpty() ? QStringLiteral("…") : elided; // an empty label has nothing to draw into
    }
    return fitted.join(u'\n');
}

// Dollars on an axis as a slide writes them: "$10M", "$2.5M".
class DollarTicker : public QCPAxisTicker
{
protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override
    {
        if (tick == 0)
            return QStringLiteral("$0");
        return u'$' + PlanQuantity::text(tick, PlanQuantity::Kind::Money, RecipeFormat::decimalComma());
    }
};

} // namespace

// The labels under the bars, at the plot's current layout: their font and the room a bar gives.
struct ChartView::TickLabels
{
    const QCPAxis *axis;
    QFontMetricsF metrics;

    // One bar's width, in pixels.
    double unit() const { return std::abs(axis->coordToPixel(1) - axis->coordToPixel(0)); }
    double spacing() const { return metrics.averageCharWidth(); }
    // Where a label of these lines falls, centred under position, from its firstLine on.
    QRectF rect(double position, const QString &text, int firstLine) const
    {
        const double top = axis->axisRect()->bottom() + axis->offset() + axis->tickLengthOut() + axis->tickLabelPadding();
        const auto lines = text.split(u'\n');
        double width = 0;
        for (const auto &line : lines)
            width = std::max(width, metrics.horizontalAdvance(line));
        const double x = axis->coordToPixel(position);
        return QRectF(x - width / 2, top + firstLine * metrics.lineSpacing(), width, lines.size() * metrics.lineSpacing());
    }
};

namespace {

// A model's marker: the models of a chart take the shapes in turn.
QCPScatterStyle::ScatterShape shapeOf(qsizetype model)
{
    static const QCPScatterStyle::ScatterShape shapes[] = {
        QCPScatterStyle::ssDisc,    QCPScatterStyle::ssSquare,           QCPScatterStyle::ssTriangle,
        QCPScatterStyle::ssDiamond, QCPScatterStyle::ssTriangleInverted, QCPScatterStyle::ssStar};
    return shapes[model % 6];
}

// Points of the trade-off chart as a graph takes them, x and y apart.
struct Columns
{
    QVector<double> xs, ys;

    void append(const ChartData::Point &p)
    {
        xs << p.x;
        ys << p.y;
    }
};

// Where a point's label may go: a corner around the point, lifted further off it.
struct LabelSpot
{
    Qt::Alignment alignment;
    double lift; // extra distance from the point, in pixels
};

// The four corners, then further above or below on either side.
QList<LabelSpot> labelSpots(double lineHeight)
{
    QList<LabelSpot> spots;
    for (const double lift : {0.0, lineHeight, 2 * lineHeight, 3 * lineHeight})
        for (const Qt::Alignment corner : {Qt::AlignLeft | Qt::AlignBottom, Qt::AlignLeft | Qt::AlignTop, Qt::AlignRight | Qt::AlignBottom,
                                           Qt::AlignRight | Qt::AlignTop})
            spots.append({corner, lift});
    return spots;
}

// A label's text of this size at a spot around its point, gap pixels off the marker.
QRectF labelRect(const LabelSpot &spot, const QPointF &at, const QSizeF &text, double gap)
{
    const double x = spot.alignment & Qt::AlignLeft ? at.x() + gap : at.x() - gap - text.width();
    const double y = spot.alignment & Qt::AlignBottom ? at.y() - gap - spot.lift - text.height() : at.y() + gap + spot.lift;
    return QRectF(QPointF(x, y), text);
}

// The first spot that overlaps nothing placed, else the one that overlaps least.
LabelSpot bestSpot(const QPointF &at, const QSizeF &text, double gap, const QRectF &inside, const QList<QRectF> &placed)
{
    // Only the markers and labels within reach of the spots can overlap one.
    const double reach = gap + 4 * text.height();
    const QRectF around(at.x() - gap - text.width(), at.y() - reach, 2 * (gap + text.width()), 2 * reach);
    QList<QRectF> near;
    for (const auto &r : placed)
        if (r.intersects(around))
            near << r;
    auto overlap = [&near, &inside](const QRectF &rect) {
        // Outside the axis rect the label would be cut off: worse than any overlap.
        double area = inside.contains(rect) ? 0 : 1e9;
        for (const auto &r : near) {
            const auto both = r.intersected(rect);
            area += both.isEmpty() ? 0 : both.width() * both.height();
        }
        return area;
    };
    const auto spots = labelSpots(text.height());
    auto best = spots.first();
    double bestOverlap = overlap(labelRect(best, at, text, gap));
    for (const auto &spot : spots) {
        const auto area = overlap(labelRect(spot, at, text, gap));
        if (area < bestOverlap) {
            best = spot;
            bestOverlap = area;
        }
        if (area == 0)
            break;
    }
    return best;
}

// The anchor stays on the point; padding keeps the text off the marker and the other labels.
void anchorLabel(QCPItemText *label, const LabelSpot &spot, double gap)
{
    label->setPositionAlignment(spot.alignment);
    const int g = int(gap);
    const int lifted = int(gap + spot.lift);
    label->setPadding(QMargins(spot.alignment & Qt::AlignLeft ? g : 0, spot.alignment & Qt::AlignTop ? lifted : 0,
                               spot.alignment & Qt::AlignRight ? g : 0, spot.alignment & Qt::AlignBottom ? lifted : 0));
}

} // namespace

ChartView::ChartView(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    setAccessibleName(tr("Chart"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setMouseTracking(true);
    m_plot->setAntialiasedElements(QCP::aeAll);
    connect(m_plot, &QCustomPlot::mouseMove, this, &ChartView::showToolTip);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) { m_pressedAt = event->position(); });
    connect(m_plot, &QCustomPlot::mouseRelease, this, &ChartView::clicked);
}

ChartView::~ChartView() = default;

void ChartView::setChart(const ChartData::Chart &chart)
{
    m_chart = chart;
    rebuild();
}

void ChartView::setTheme(Theme theme)
{
    m_theme = theme;
    rebuild();
}

void ChartView::setLogScale(bool on)
{
    m_logScale = on;
    rebuild();
}

void ChartView::setFontSize(double points)
{
    m_fontSize = points;
    rebuild();
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && m_theme == Theme::FollowPalette)
        rebuild();
    QWidget::changeEvent(event);
}

void ChartView::rebuild()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->plotLayout()->clear();
    m_plot->plotLayout()->setRowSpacing(0);
    createPlotLayout();
    applyFonts();
    if (m_chart.isScatter())
        buildScatter();
    else
        buildBars();
    applyTheme();
    fitTo(this->size());
    m_plot->replot();
}

void ChartView::fitTo(const QSize &size)
{
    fitLegend(size.width());
    layoutBarLabels(size);
    placePointLabels(size);
}

void ChartView::fitLegend(int width)
{
    // As many entries a row as fit the width, so that none is cut off: each column as
    // wide as its widest entry, filled row by row.
    auto *legend = m_plot->legend;
    QList<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const auto *item = legend->item(i)) // a grid's cell may be empty
            widths << item->minimumOuterSizeHint().width();
    const int room = width - legend->margins().left() - legend->margins().right();
    int columns = std::max<int>(1, int(widths.size()));
    for (; columns > 1; --columns) {
        int total = (columns - 1) * legend->columnSpacing();
        for (int c = 0; c < columns; ++c) {
            int widest = 0;
            for (qsizetype i = c; i < widths.size(); i += columns)
                widest = std::max(widest, widths[i]);
            total += widest;
        }
        if (total <= room)
            break;
    }
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
}

void ChartView::createPlotLayout()
{
    QFont titleFont = font();
    titleFont.setPointSizeF(m_fontSize * 1.6);
    titleFont.setBold(true);
    QFont subtitleFont = font();
    subtitleFont.setPointSizeF(m_fontSize * 1.05);
    QFont footFont = font();
    footFont.setPointSizeF(m_fontSize * 0.8);

    auto *title = new QCPTextElement(m_plot, DisplayText::visible(m_chart.title), titleFont);
    auto *subtitle = new QCPTextElement(m_plot, DisplayText::visible(m_chart.subtitle), subtitleFont);
    auto *rect = new QCPAxisRect(m_plot);
    auto *footnote = new QCPTextElement(m_plot, DisplayText::visible(m_chart.footnote), footFont);
    footnote->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    footnote->setMargins(QMargins(int(m_fontSize), int(m_fontSize * 0.6), int(m_fontSize), int(m_fontSize * 0.6)));
    footnote->setLayer(QStringLiteral("main"));
    // The legend gets a row of its own under the subtitle, so it never hides a bar or label.
    m_plot->legend = new QCPLegend;
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(8);
    m_plot->plotLayout()->addElement(0, 0, title);
    m_plot->plotLayout()->addElement(1, 0, subtitle);
    m_plot->plotLayout()->addElement(2, 0, m_plot->legend);
    m_plot->plotLayout()->addElement(3, 0, rect);
    m_plot->plotLayout()->addElement(4, 0, footnote);
    for (const int row : {0, 1, 2, 4})
        m_plot->plotLayout()->setRowStretchFactor(row, 0.001);
    m_plot->legend->setLayer(QStringLiteral("legend"));
    m_plot->legend->setVisible(true);
    title->setObjectName(QStringLiteral("title"));
    m_plot->xAxis = rect->axis(QCPAxis::atBottom);
    m_plot->yAxis = rect->axis(QCPAxis::atLeft);
    m_plot->xAxis2 = rect->axis(QCPAxis::atTop);
    m_plot->yAxis2 = rect->axis(QCPAxis::atRight);
    rect->setupFullAxesBox(false);
    m_plot->xAxis2->setVisible(false);
    m_plot->yAxis2->setVisible(false);
}

void ChartView::applyFonts()
{
    QFont tickFont = font();
    tickFont.setPointSizeF(m_fontSize);
    QFont labelFont = tickFont;
    labelFont.setPointSizeF(m_fontSize * 1.1);
    for (auto *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setTickLabelFont(tickFont);
        axis->setLabelFont(labelFont);
    }
    m_plot->legend->setFont(tickFont);
}

void ChartView::buildBars()
{
    const auto positions = barPositions(m_chart.bars);
    QFont valueFont = font();
    valueFont.setPointSizeF(m_fontSize * 1.05);
    valueFont.setBold(true);
    double top = 0;
    double smallest = 0;
    // On a dark background the hatching of listing entries needs lighter lines to be seen.
    const bool dark = colorsFor(m_theme, palette()).background.lightness() < 128;
    for (qsizetype i = 0; i < m_chart.bars.size(); ++i) {
        const auto &bar = m_chart.bars.at(i);
        auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setWidth(0.72);
        bars->setData({positions[i]}, {bar.value});
        bars->setName(DisplayText::line(bar.series));
        bars->setProperty("bar", int(i));
        const auto color = GpuColors::color(bar.series);
        // Recomputed costs are a lighter shade of their GPU's colour; listing
        // entries are hatched, so they never pass for measured recipes.
        const auto fill = bar.recomputed ? color.lighter(160) : color;
        bars->setPen(QPen(dark ? color.lighter(140) : color.darker(120), 1));
        bars->setBrush(bar.listingOnly ? QBrush(dark ? fill.lighter(150) : fill, Qt::BDiagPattern) : QBrush(fill));
        bars->removeFromLegend();
        top = std::max(top, bar.value);
        smallest = smallest == 0 ? bar.value : std::min(smallest, bar.value);

        auto *label = new QCPItemText(m_plot);
        label->setClipToAxisRect(false);
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(positions[i], bar.value);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 4));
        label->setFont(valueFont);
        label->setText(bar.valueLabel);
        label->setProperty("valueLabel", true);
    }
    addBarKeys();
    scaleBarAxes(positions.isEmpty() ? 1 : positions.last(), smallest, top);
}

void ChartView::addBarKeys()
{
    // Legend: one entry per GPU type, then keys for the shades and hatching.
    for (qsizetype s = 0; s < m_chart.series.size(); ++s) {
        auto *key = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        key->setName(DisplayText::line(m_chart.series.at(s)));
        key->setBrush(GpuColors::color(m_chart.series.at(s)));
        key->setPen(QPen(GpuColors::color(m_chart.series.at(s)).darker(120)));
    }
    const QColor grey(0x80, 0x80, 0x80);
    if (std::any_of(m_chart.bars.cbegin(), m_chart.bars.cend(), [](const auto &b) { return b.recomputed; })) {
        auto *key = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        key->setName(m_chart.metric == ChartData::Metric::Mfu ? tr("recomputed MFU (light)") : tr("* recomputed at your price (light)"));
        key->setBrush(grey.lighter(160));
        key->setPen(QPen(grey));
    }
    if (std::any_of(m_chart.bars.cbegin(), m_chart.bars.cend(), [](const auto &b) { return b.listingOnly; })) {
        auto *key = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        key->setName(tr("listing only (hatched)"));
        key->setBrush(QBrush(grey, Qt::BDiagPattern));
        key->setPen(QPen(grey));
    }
}

void ChartView::scaleBarAxes(double right, double smallest, double top)
{
    m_plot->xAxis->setSubTicks(false);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->xAxis->setRange(-0.7, right + 0.7);
    m_plot->yAxis->setLabel(m_chart.valueAxis);
    if (m_logScale && smallest > 0) {
        m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
        m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        m_plot->yAxis->setRange(smallest / 3, top * 3);
    } else {
        m_plot->yAxis->setScaleType(QCPAxis::stLinear);
        m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        // Head room for the value labels.
        m_plot->yAxis->setRange(0, top > 0 ? top * 1.12 : 1);
    }
    if (m_chart.bars.isEmpty())
        addEmptyText(m_chart.emptyText.isEmpty() ? tr("No recipe matches the chosen models and GPUs") : m_chart.emptyText);
}

void ChartView::addTradeoffGraphs(double markerSize)
{
    QHash<QString, qsizetype> modelIndex;
    for (const auto &model : m_chart.models)
        modelIndex.insert(model, modelIndex.size());
    addPointGraphs(modelIndex, markerSize);
    if (m_chart.models.size() > 1) {
        for (qsizetype m = 0; m < m_chart.models.size(); ++m) {
            auto *key = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
            key->setName(DisplayText::line(m_chart.models.at(m)));
            key->setLineStyle(QCPGraph::lsNone);
            key->setScatterStyle(QCPScatterStyle(shapeOf(m), QColor(0x80, 0x80, 0x80), QColor(0x80, 0x80, 0x80), markerSize));
            key->setProperty("neutral", true);
        }
    }
    // Rings around the points nothing of the same model beats, joined within a model.
    QMap<qsizetype, Columns> frontiers;
    for (const auto &p : m_chart.frontier) {
        if (const auto model = modelIndex.constFind(p.model); model != modelIndex.cend())
            frontiers[*model].append(p);
    }
    for (auto it = frontiers.cbegin(); it != frontiers.cend(); ++it) {
        auto *frontier = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
        frontier->setData(it->xs, it->ys, true);
        frontier->setProperty("frontier", true);
        frontier->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, markerSize * 2.0));
        if (it.key() != 0)
            frontier->removeFromLegend();
        else
            frontier->setName(tr("Pareto frontier"));
    }
}

void ChartView::addPointGraphs(const QHash<QString, qsizetype> &modelIndex, double markerSize)
{
    // The points by GPU type and model, in one pass: a chart may hold thousands of recipes.
    QHash<QString, QMap<qsizetype, Columns>> byGpu;
    for (const auto &p : m_chart.points) {
        if (const auto model = modelIndex.constFind(p.model); model != modelIndex.cend())
            byGpu[p.gpuType][*model].append(p);
    }
    // One graph per GPU type and model: colour says the GPU, shape the model.
    for (qsizetype s = 0; s < m_chart.series.size(); ++s) {
        const auto color = GpuColors::color(m_chart.series.at(s));
        const auto models = byGpu.value(m_chart.series.at(s));
        for (auto it = models.cbegin(); it != models.cend(); ++it) {
            auto *graph = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
            graph->setLineStyle(QCPGraph::lsNone);
            graph->setScatterStyle(QCPScatterStyle(shapeOf(it.key()), color.darker(120), color, markerSize));
            graph->setData(it->xs, it->ys);
            graph->removeFromLegend();
        }
        auto *key = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
        key->setName(DisplayText::line(m_chart.series.at(s)));
        key->setLineStyle(QCPGraph::lsNone);
        key->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, color.darker(120), color, markerSize));
    }
}

void ChartView::buildScatter()
{
    addTradeoffGraphs(m_fontSize * 1.3);
    addLines();
    scaleScatterAxes();
    QFont labelFont = font();
    labelFont.setPointSizeF(m_fontSize * 0.9);
    // Named: the frontier and the best, a bounded few; every point keeps its tooltip.
    for (const auto i : ChartData::labelledPoints(m_chart.points, ChartData::MaxPointLabels, m_chart.higherXIsBetter)) {
        const auto &p = m_chart.points.at(i);
        auto *label = new QCPItemText(m_plot);
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(p.x, p.y);
        label->setFont(labelFont);
        label->setText(DisplayText::line(p.label) + (p.recomputed ? QStringLiteral("*") : QString()));
        label->setProperty("valueLabel", true);
        label->setProperty("pointLabel", true);
    }
    addGuides();
    if (m_chart.points.isEmpty() && !m_chart.emptyText.isEmpty())
        addEmptyText(m_chart.emptyText);
}

void ChartView::scaleScatterAxes()
{
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
    bool first = true;
    auto include = [&](double x, double y) {
        minX = first ? x : std::min(minX, x);
        maxX = first ? x : std::max(maxX, x);
        minY = first ? y : std::min(minY, y);
        maxY = first ? y : std::max(maxY, y);
        first = false;
    };
    for (const auto &p : std::as_const(m_chart.points))
        include(p.x, p.y);
    // The deadline and the budget stay in sight, however far from the points.
    for (const auto &guide : std::as_const(m_chart.guides))
        include(guide.orientation == Qt::Vertical ? guide.value : minX, guide.orientation == Qt::Horizontal ? guide.value : minY);
    m_plot->xAxis->setLabel(m_chart.xAxis);
    m_plot->yAxis->setLabel(m_chart.valueAxis);
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    const bool log = m_logScale && minX > 0 && minY > 0;
    for (auto *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
        if (log)
            axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    }
    if (log) {
        m_plot->xAxis->setRange(minX / 1.5, maxX * 2.0);
        m_plot->yAxis->setRange(minY / 1.5, maxY * 1.5);
    } else {
        const double spanX = std::max(maxX - minX, maxX * 0.2);
        const double spanY = std::max(maxY - minY, maxY * 0.2);
        m_plot->xAxis->setRange(std::max(0.0, minX - spanX * 0.15), maxX + spanX * 0.35);
        m_plot->yAxis->setRange(std::max(0.0, minY - spanY * 0.2), maxY + spanY * 0.3);
    }
    if (m_chart.log2X && minX > 0)
        scaleLog2(m_plot->xAxis, minX, maxX);
    if (m_chart.yInDollars && !log)
        m_plot->yAxis->setTicker(QSharedPointer<DollarTicker>::create());
}

void ChartView::scaleLog2(QCPAxis *axis, double smallest, double largest)
{
    // GPU counts: a tick at each power of two in sight, written as the count, however
    // few there are (a log ticker falls back to decimal steps on a short range).
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const double from = smallest / 1.6;
    const double to = largest * 1.6;
    for (double power = std::exp2(std::ceil(std::log2(from))); power <= to; power *= 2)
        ticker->addTick(power, QString::number(power, 'f', 0));
    ticker->setSubTickCount(0);
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(ticker);
    axis->setRange(from, to);
}

void ChartView::addLines()
{
    bool idealKey = false;
    for (const auto &line : std::as_const(m_chart.lines)) {
        auto *graph = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
        graph->setData(QVector<double>(line.xs.cbegin(), line.xs.cend()), QVector<double>(line.ys.cbegin(), line.ys.cend()), true);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssNone));
        graph->setPen(QPen(GpuColors::color(line.gpuType), line.ideal ? 1.5 : 2.0, line.ideal ? Qt::DashLine : Qt::SolidLine));
        graph->setLayer(QStringLiteral("background"));
        if (line.ideal && !idealKey) {
            graph->setName(tr("ideal: tokens/s per GPU held"));
            idealKey = true;
        } else {
            graph->removeFromLegend();
        }
    }
}

void ChartView::addGuides()
{
    QFont guideFont = font();
    guideFont.setPointSizeF(m_fontSize * 0.95);
    guideFont.setBold(true);
    for (const auto &guide : std::as_const(m_chart.guides)) {
        const bool vertical = guide.orientation == Qt::Vertical;
        auto *line = new QCPItemStraightLine(m_plot);
        line->setProperty("guide", true);
        line->point1->setCoords(vertical ? guide.value : 0, vertical ? 0 : guide.value);
        line->point2->setCoords(vertical ? guide.value : 1, vertical ? 1 : guide.value);
        auto *label = new QCPItemText(m_plot);
        label->setProperty("guide", true);
        label->setFont(guideFont);
        label->setText(guide.label);
        label->setClipToAxisRect(true);
        // At the top of a deadline, at the right end of a budget: inside the plot, beside the line.
        label->position->setTypeX(vertical ? QCPItemPosition::ptPlotCoords : QCPItemPosition::ptAxisRectRatio);
        label->position->setTypeY(vertical ? QCPItemPosition::ptAxisRectRatio : QCPItemPosition::ptPlotCoords);
        label->position->setCoords(vertical ? guide.value : 1.0, vertical ? 0.0 : guide.value);
        label->setPositionAlignment(vertical ? Qt::AlignLeft | Qt::AlignTop : Qt::AlignRight | Qt::AlignBottom);
        label->setPadding(QMargins(6, 4, 6, 4));
    }
}

void ChartView::addEmptyText(const QString &text)
{
    auto *empty = new QCPItemText(m_plot);
    empty->position->setType(QCPItemPosition::ptAxisRectRatio);
    empty->position->setCoords(0.5, 0.5);
    empty->setText(text);
    empty->setProperty("emptyText", true);
}

void ChartView::layOut()
{
    // What replot() does before it paints: a plot that was never shown has no buffer to paint into.
    for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        m_plot->plotLayout()->update(phase);
}

QList<QRectF> ChartView::axisLabelRects(const QSize &size)
{
    layoutBarLabels(size);
    const auto rects = m_labelRects;
    layoutBarLabels(this->size());
    return rects;
}

void ChartView::layoutBarLabels(const QSize &size)
{
    // One label a bar (GPU type and count, layout or "listing only") and, with several
    // models, each model's name once under its group; all fitted to their room at this size.
    m_labelRects.clear();
    if (m_chart.isScatter() || m_chart.bars.isEmpty())
        return;
    const auto positions = barPositions(m_chart.bars);
    auto *axis = m_plot->xAxis;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const bool grouped = m_chart.models.size() > 1;
    axis->setTicker(ticker);
    axis->setTickLength(0, grouped ? 0 : 4);
    if (size.isEmpty()) {
        for (qsizetype i = 0; i < positions.size(); ++i)
            ticker->addTick(positions[i], DisplayText::line(m_chart.bars[i].tickLabel));
        return;
    }
    // Lay the axes out at that size (a hidden plot has no resize events), to map coordinates to pixels.
    const auto viewport = m_plot->viewport();
    m_plot->setViewport(QRect(QPoint(0, 0), size));
    const auto restore = qScopeGuard([this, viewport] { m_plot->setViewport(viewport); });
    layOut();

    const TickLabels labels{axis, QFontMetricsF(axis->tickLabelFont())};
    int gpuLines = 1;
    for (qsizetype i = 0; i < positions.size(); ++i) {
        const auto text = fitLabel(DisplayText::line(m_chart.bars[i].tickLabel), labels.metrics, labels.unit() - labels.spacing());
        ticker->addTick(positions[i], text);
        m_labelRects << labels.rect(positions[i], text, 0);
        gpuLines = std::max(gpuLines, int(text.count(u'\n')) + 1);
    }
    if (grouped)
        addModelNames(*ticker, positions, labels, gpuLines);
}

void ChartView::addModelNames(QCPAxisTickerText &ticker, const QList<double> &positions, const TickLabels &labels, int gpuLines)
{
    // Groups stand 1.6 bar widths apart: each name may use its bars' width and
    // three quarters of a bar on either side.
    for (qsizetype first = 0; first < m_chart.bars.size();) {
        qsizetype last = first;
        while (last + 1 < m_chart.bars.size() && m_chart.bars[last + 1].model == m_chart.bars[first].model)
            ++last;
        const double width = (positions[last] - positions[first] + 1.5) * labels.unit() - labels.spacing();
        const auto name = fitLabel(DisplayText::line(m_chart.bars[first].model), labels.metrics, width);
        const double center = (positions[first] + positions[last]) / 2;
        // A group of one (or an odd number of) bars centres its name on a bar: below that bar's label.
        // A blank line apart from the tallest bar label, so names never read as part of one.
        const int nameLine = gpuLines + 1;
        const auto below = ticker.ticks().value(center);
        const int taken = below.isEmpty() ? 0 : int(below.count(u'\n')) + 1;
        ticker.addTick(center, below + QString(nameLine - taken + (below.isEmpty() ? 0 : 1), u'\n') + name);
        m_labelRects << labels.rect(center, name, nameLine);
        first = last + 1;
    }
}

void ChartView::placePointLabels(const QSize &size)
{
    // Each label takes the first of four corners around its point that overlaps
    // no point and no label placed before, at the plot's current size.
    if (!m_chart.isScatter())
        return;
    for (int i = m_plot->itemCount() - 1; i >= 0; --i)
        if (m_plot->item(i)->property("leader").toBool())
            m_plot->removeItem(i);
    // Lay the axes out at that size (a hidden plot has no resize events), to map coordinates to pixels.
    const auto viewport = m_plot->viewport();
    m_plot->setViewport(QRect(QPoint(0, 0), size));
    const auto restore = qScopeGuard([this, viewport] { m_plot->setViewport(viewport); });
    layOut();
    const double markerSize = m_fontSize * 1.3;
    const double gap = markerSize * 0.7;
    auto placed = markerRects(markerSize);
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        auto *label = qobject_cast<QCPItemText *>(m_plot->item(i));
        if (!label || !label->property("pointLabel").toBool())
            continue;
        const auto at = label->position->pixelPosition();
        const QFontMetricsF metrics(label->font());
        const QSizeF text(metrics.horizontalAdvance(label->text()), metrics.height());
        const auto best = bestSpot(at, text, gap, m_plot->axisRect()->rect(), placed);
        const auto rect = labelRect(best, at, text, gap);
        placed.append(rect);
        if (best.lift > 0)
            addLeader(label, best.alignment, rect);
        anchorLabel(label, best, gap);
    }
}

QList<QRectF> ChartView::markerRects(double markerSize) const
{
    QList<QRectF> rects;
    for (const auto &p : m_chart.points) {
        const QPointF at(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y));
        // Points on the frontier are ringed at twice the marker's size: labels keep clear of the ring.
        const double size = p.onFrontier ? markerSize * 2.0 : markerSize;
        rects.append(QRectF(at - QPointF(size / 2, size / 2), QSizeF(size, size)));
    }
    return rects;
}

void ChartView::addLeader(QCPItemText *label, Qt::Alignment alignment, const QRectF &rect)
{
    // A label moved away from its point gets a thin line back to it.
    auto *leader = new QCPItemLine(m_plot);
    leader->setProperty("leader", true);
    leader->start->setType(QCPItemPosition::ptPlotCoords);
    leader->start->setCoords(label->position->coords());
    leader->end->setType(QCPItemPosition::ptAbsolute);
    leader->end->setCoords(alignment & Qt::AlignLeft ? rect.left() : rect.right(),
                           alignment & Qt::AlignBottom ? rect.bottom() : rect.top());
    leader->setPen(QPen(label->color(), 0.8));
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTo(this->size());
    m_plot->replot();
}

void ChartView::applyTheme()
{
    const auto c = colorsFor(m_theme, palette());
    m_plot->setBackground(c.background);
    for (auto *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(c.muted, 1));
        axis->setTickPen(QPen(c.muted, 1));
        axis->setSubTickPen(QPen(c.muted, 1));
        axis->setTickLabelColor(c.text);
        axis->setLabelColor(c.text);
        axis->grid()->setPen(QPen(c.grid, 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    m_plot->legend->setBrush(c.background);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setTextColor(c.text);
    for (int i = 0; i < m_plot->plotLayout()->elementCount(); ++i)
        if (auto *text = qobject_cast<QCPTextElement *>(m_plot->plotLayout()->elementAt(i)))
            text->setTextColor(i == 0 ? c.text : c.muted);
    // The plan's deadline and budget stand apart from the data, in the same red on either background.
    const QColor guide = c.background.lightness() < 128 ? QColor(0xff, 0x78, 0x6e) : QColor(0xc0, 0x2b, 0x20);
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        auto *item = m_plot->item(i);
        const bool isGuide = item->property("guide").toBool();
        if (auto *text = qobject_cast<QCPItemText *>(item))
            text->setColor(isGuide ? guide : c.text);
        else if (auto *line = qobject_cast<QCPItemStraightLine *>(item); line && isGuide)
            line->setPen(QPen(guide, 1.5, Qt::DashDotLine));
    }
    for (int i = 0; i < m_plot->graphCount(); ++i) {
        auto *graph = m_plot->graph(i);
        if (graph->property("frontier").toBool()) {
            graph->setPen(QPen(c.text, 1.5, Qt::DashLine));
            auto style = graph->scatterStyle();
            style.setPen(QPen(c.text, 1.5));
            graph->setScatterStyle(style);
        }
    }
}

void ChartView::resetZoom()
{
    rebuild();
}

int ChartView::hitTest(const QPointF &position) const
{
    if (m_chart.isScatter()) {
        int best = -1;
        double bestDistance = 18 * 18;
        for (qsizetype i = 0; i < m_chart.points.size(); ++i) {
            const auto &p = m_chart.points.at(i);
            const QPointF at(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y));
            const auto d = QPointF::dotProduct(at - position, at - position);
            if (d < bestDistance) {
                bestDistance = d;
                best = int(i);
            }
        }
        return best;
    }
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        auto *bars = qobject_cast<QCPBars *>(m_plot->plottable(i));
        if (!bars || !bars->property("bar").isValid())
            continue;
        // QCPBars answers -1 off a bar and a fixed fraction of the selection tolerance on one.
        if (bars->selectTest(position, false) >= 0)
            return bars->property("bar").toInt();
    }
    return -1;
}

void ChartView::showToolTip(QMouseEvent *event)
{
    const int hit = hitTest(event->position());
    if (hit < 0) {
        QToolTip::hideText();
        return;
    }
    const auto text = m_chart.isScatter() ? m_chart.points.at(hit).toolTip : m_chart.bars.at(hit).toolTip;
    // The tooltip quotes the recipe: shown as text, never read as markup.
    QToolTip::showText(event->globalPosition().toPoint(), DisplayText::toolTip(text + u'\n' + tr("Click to open")), m_plot);
}

void ChartView::clicked(QMouseEvent *event)
{
    // A drag pans the chart: only a release where the button went down is a click.
    if (event->button() != Qt::LeftButton || (event->position() - m_pressedAt).manhattanLength() >= QApplication::startDragDistance())
        return;
    const int hit = hitTest(event->position());
    if (hit < 0)
        return;
    const auto file = m_chart.isScatter() ? m_chart.points.at(hit).filePath : m_chart.bars.at(hit).filePath;
    Q_EMIT recipeActivated(file);
}

QPixmap ChartView::toPixmap(const QSize &size, double scale)
{
    fitTo(size);
    const auto pixmap = m_plot->toPixmap(size.width(), size.height(), scale);
    fitTo(this->size());
    m_plot->replot();
    return pixmap;
}

QByteArray ChartView::render(const QString &type, const QSize &size, double scale, QString *error)
{
    const auto suffix = type.toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg")) {
        if (error)
            *error = tr("unknown image type '%1' (png, svg or pdf)").arg(suffix);
        return {};
    }
    // Place the labels for the size drawn, then for the screen again.
    fitTo(size);
    const auto restore = qScopeGuard([this] {
        fitTo(this->size());
        m_plot->replot();
    });
    QBuffer bytes;
    bytes.open(QIODevice::WriteOnly);
    const bool ok = suffix == QLatin1String("png") ? writePng(&bytes, size, scale) : writeVector(&bytes, suffix, size);
    if (!ok || bytes.data().isEmpty()) {
        if (error)
            *error = tr("could not draw the chart as %1").arg(suffix);
        return {};
    }
    return bytes.data();
}

bool ChartView::writePng(QIODevice *device, const QSize &size, double scale)
{
    auto image = m_plot->toPixmap(size.width(), size.height(), scale).toImage();
    // 96 dots per inch, as the screen's pixels.
    image.setDotsPerMeterX(int(96 / 0.0254));
    image.setDotsPerMeterY(int(96 / 0.0254));
    return image.save(device, "PNG");
}

bool ChartView::writeVector(QIODevice *device, const QString &suffix, const QSize &size)
{
    // QCustomPlot has no SVG writer, and its PDF writer takes a file name only.
    auto draw = [this, &size](QPaintDevice *paintDevice, bool page) {
        QCPPainter painter;
        if (!painter.begin(paintDevice))
            return false;
        if (page) { // the chart's pixels as points, drawn as on a 96 dpi screen
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNonCosmetic);
            painter.setWindow(QRect(QPoint(0, 0), size));
        }
        m_plot->toPainter(&painter, size.width(), size.height());
        return painter.end();
    };
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(device);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(m_chart.title);
        svg.setDescription(m_chart.footnote);
        return draw(&svg, false);
    }
    QPdfWriter pdf(device);
    pdf.setCreator(QStringLiteral("Recipe Explorer"));
    pdf.setTitle(m_chart.title);
    pdf.setResolution(96);
    pdf.setPageLayout(QPageLayout(QPageSize(size, QPageSize::Point, QString(), QPageSize::ExactMatch), QPageLayout::Portrait, QMarginsF()));
    return draw(&pdf, true);
}

bool ChartView::exportTo(const QString &path, const QSize &size, double scale, QString *error)
{
    const auto bytes = render(QFileInfo(path).suffix(), size, scale, error);
    if (bytes.isEmpty())
        return false;
    if (const auto why = RecipeFiles::write(path, bytes); !why.isEmpty()) {
        if (error)
            *error = tr("could not write %1: %2").arg(path, why);
        return false;
    }
    return true;
}
