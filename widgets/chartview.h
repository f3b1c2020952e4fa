// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"

#include <QHash>
#include <QWidget>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxis;
class QCPAxisTickerText;
class QCPItemText;
class QIODevice;

// Draws a ChartData::Chart with QCustomPlot: grouped bars with value labels, or
// points (trade-off, plan cost, scaling) with their Pareto frontier, lines and guides; title, subtitle, legend and
// source footnote inside the plot, so exports carry them. The background follows the
// palette unless a theme is forced; each GPU type has its colour (GpuColors).
class ChartView : public QWidget
{
    Q_OBJECT
public:
    enum class Theme { FollowPalette, Light, Dark };

    explicit ChartView(QWidget *parent = nullptr);
    ~ChartView() override;

    void setChart(const ChartData::Chart &chart);
    const ChartData::Chart &chart() const { return m_chart; }
    void setTheme(Theme theme);
    void setLogScale(bool on);
    bool logScale() const { return m_logScale; }
    // Base text size in points; presenter mode uses a large one.
    void setFontSize(double points);
    double fontSize() const { return m_fontSize; }
    void resetZoom();

    // The chart as a PNG (size in pixels times scale), SVG or PDF (vector) file's bytes,
    // by the type's name (png, svg, pdf); empty, and why, when it cannot be drawn.
    QByteArray render(const QString &type, const QSize &size, double scale = 1.0, QString *error = nullptr);
    // render() by the file's suffix, then written (blocks: the window writes the
    // bytes on a worker thread).
    bool exportTo(const QString &path, const QSize &size, double scale = 1.0, QString *error = nullptr);
    QPixmap toPixmap(const QSize &size, double scale = 1.0);
    QCustomPlot *plot() const { return m_plot; }
    // Where the labels under the bars fall when drawn at this size, in pixels: one
    // rectangle a bar's label and, with several models, one a model's name.
    QList<QRectF> axisLabelRects(const QSize &size);

Q_SIGNALS:
    void recipeActivated(const QString &filePath);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    // Title, subtitle, legend, axes and footnote, one row each; their fonts.
    void createPlotLayout();
    void applyFonts();
    void buildBars();
    void addBarKeys();
    void scaleBarAxes(double right, double smallest, double top);
    // Points, lines, guides: the trade-off, plan cost and scaling charts.
    void buildScatter();
    void scaleScatterAxes();
    static void scaleLog2(QCPAxis *axis, double smallest, double largest);
    void addLines();
    void addGuides();
    void addEmptyText(const QString &text);
    // The points' graphs (a GPU type's colour, a model's shape), the legend keys and the frontier rings.
    void addTradeoffGraphs(double markerSize);
    void addPointGraphs(const QHash<QString, qsizetype> &modelIndex, double markerSize);
    void applyTheme();
    void layOut();
    // The legend, the labels under the bars and beside the points, placed for this size.
    void fitTo(const QSize &size);
    void fitLegend(int width);
    struct TickLabels;
    void layoutBarLabels(const QSize &size);
    // Each model's name once, under its group of bars.
    void addModelNames(QCPAxisTickerText &ticker, const QList<double> &positions, const TickLabels &labels, int gpuLines);
    void placePointLabels(const QSize &size);
    // Where the points' markers are drawn, in pixels.
    QList<QRectF> markerRects(double markerSize) const;
    void addLeader(QCPItemText *label, Qt::Alignment alignment, const QRectF &rect);
    bool writePng(QIODevice *device, const QSize &size, double scale);
    bool writeVector(QIODevice *device, const QString &suffix, const QSize &size);
    void showToolTip(QMouseEvent *event);
    void clicked(QMouseEvent *event);
    int hitTest(const QPointF &position) const; // bar or point index, -1 for none

    QCustomPlot *m_plot = nullptr;
    ChartData::Chart m_chart;
    Theme m_theme = Theme::FollowPalette;
    bool m_logScale = false;
    double m_fontSize = 11;
    QList<QRectF> m_labelRects;
    QPointF m_pressedAt; // where the mouse button last went down on the plot
};
