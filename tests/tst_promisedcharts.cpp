// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the README and the user guide promise of the charts, tried on the real window
// as a reader uses it: hover for figures, click to open the recipe, drag and wheel to
// pan and zoom (Reset Zoom undoes both), the log scale, copy, View > GPU Prices, the
// listings' bars hatched, and presenter mode (F11) with its keys and each GPU type's
// colour. The screen is a projector's, 1920 x 1080
// (data/offscreen-1080p.json).

// The mouse as the window system moves it, into the window the widget is in: through
// the cursor, the offscreen platform would give a move to the first window under it,
// whatever lies on top (presenter mode over the main window).
#define QTEST_QPA_MOUSE_HANDLING
#include "analysis/displaytext.h"
#include "chartspage.h"
#include "chartview.h"
#include "filterbar.h"
#include "gpucolors.h"
#include "mainwindow.h"
#include "presenterwindow.h"
#include "rankingpage.h"
#include "recipe/recipestore.h"
#include "recipepageview.h"
#include "settings/settings.h"
#include "testutils.h"
#include "windowdriver.h"
#include "windowparts.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QToolTip>

#include <memory>

namespace {
const QString bundledDir = TestUtils::bundledFolder();
const QString qwen35 = QStringLiteral("Qwen3.5-397B-A17B");
const QString qwenH200 = bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml");
const QString qwenH200Dp32 = bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml");
const QColor h200Blue(0x00, 0x72, 0xb2); // Okabe-Ito blue, as the guide names it

// The window on the bundled recipes, shown, on the charts page with one model's
// recipes (every model's when empty) and a chart.
std::unique_ptr<MainWindow> chartsWindow(const QString &model, ChartData::Metric metric = ChartData::Metric::Throughput)
{
    auto window = WindowDriver::openOn({bundledDir});
    if (!window)
        return nullptr;
    window->showPage(MainWindow::Page::Charts);
    if (!model.isEmpty())
        window->showGroup(model, {});
    WindowParts::chartsPage(*window)->setMetric(metric);
    QCoreApplication::processEvents();
    return window;
}

// The bars a chart draws, each with the chart's bar it draws (not the legend's keys).
QList<std::pair<ChartData::Bar, QCPBars *>> drawnBars(const ChartView &view)
{
    QList<std::pair<ChartData::Bar, QCPBars *>> drawn;
    for (int i = 0; i < view.plot()->plottableCount(); ++i)
        if (auto *bars = qobject_cast<QCPBars *>(view.plot()->plottable(i)); bars && bars->property("bar").isValid())
            drawn.append({view.chart().bars.at(bars->property("bar").toInt()), bars});
    return drawn;
}

// The drawn bar of a chart's bar (of its cost at your price when recomputed).
QCPBars *drawnBar(const ChartView &view, const QString &gpuType, bool recomputed = false)
{
    for (const auto &[bar, drawn] : drawnBars(view))
        if (bar.gpuType == gpuType && bar.recomputed == recomputed)
            return drawn;
    return nullptr;
}

// Each drawn bar as "H200 #0072b2 solid" or "B200 #009e73 hatched", left to right.
QStringList barBrushes(const ChartView &view)
{
    QStringList brushes;
    for (const auto &[bar, drawn] : drawnBars(view))
        brushes << bar.gpuType + u' ' + drawn->brush().color().name() + u' '
                + (drawn->brush().style() == Qt::SolidPattern       ? QStringLiteral("solid")
                       : drawn->brush().style() == Qt::BDiagPattern ? QStringLiteral("hatched")
                                                                    : QStringLiteral("other"));
    return brushes;
}

// The middle of a bar's body, in the plot's pixels.
QPoint barMiddle(const ChartView &view, const QString &gpuType)
{
    const auto *drawn = drawnBar(view, gpuType);
    if (!drawn)
        return {};
    const auto data = drawn->data()->constBegin();
    return QPointF(drawn->keyAxis()->coordToPixel(data->key), drawn->valueAxis()->coordToPixel(data->value / 2)).toPoint();
}

// Where the trade-off chart draws a recipe's point, in the plot's pixels.
QPoint pointOf(const ChartView &view, const QString &filePath)
{
    for (const auto &p : view.chart().points)
        if (p.filePath == filePath)
            return QPointF(view.plot()->xAxis->coordToPixel(p.x), view.plot()->yAxis->coordToPixel(p.y)).toPoint();
    return {};
}

// A spot inside the axes with nothing drawn on it: the top left corner, above the
// value labels and left of the first bar.
QPoint emptySpot(const ChartView &view)
{
    return view.plot()->axisRect()->rect().topLeft() + QPoint(4, 4);
}

void turnWheel(QWidget *widget, const QPoint &at, int angle)
{
    QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, angle), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &wheel);
}

// Whether an image has a pixel of exactly this colour (every fourth row and column).
bool hasColour(const QImage &image, const QColor &colour)
{
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            if (image.pixelColor(x, y) == colour)
                return true;
    return false;
}

QDoubleSpinBox *priceOf(QDialog *dialog, const QString &gpuType)
{
    for (auto *spin : dialog->findChildren<QDoubleSpinBox *>())
        if (spin->accessibleName() == QStringLiteral("Price of ") + gpuType)
            return spin;
    return nullptr;
}

QStringList valueLabels(const ChartData::Chart &chart)
{
    QStringList labels;
    for (const auto &bar : chart.bars)
        labels << bar.gpuType + u' ' + bar.valueLabel;
    return labels;
}

// The colour of a chart's background, as the view draws it.
QColor background(ChartView *view)
{
    return view->toPixmap(QSize(480, 270)).toImage().pixelColor(2, 2);
}
} // namespace

class TestPromisedCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void hoverShowsRecipeAndFigure();
    void clickOpensTheRecipe();
    void dragPansWithoutOpening();
    void wheelZoomsAndResetRestores();
    void logScale();
    void copyPutsTheChartOnTheClipboard();
    void pricesChangeCostsAndAreRemembered();
    void listingOnlyHatched();
    void presenterKeepsEachGpuColour();
    void presenterModeAndItsKeys();
    void presenterClickOpensTheRecipe();

private:
    TestUtils::SettingsFolder m_settings;
};

void TestPromisedCharts::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-promised-charts-test"));
    // The projector's screen this test runs on: presenter mode fills it.
    QCOMPARE(QGuiApplication::primaryScreen()->geometry(), QRect(0, 0, 1920, 1080));
}

void TestPromisedCharts::init()
{
    // A new user's: default prices, no remembered filter or chart.
    QSettings().clear();
}

void TestPromisedCharts::cleanup()
{
    for (auto *widget : QApplication::topLevelWidgets())
        if (qobject_cast<PresenterWindow *>(widget))
            widget->close();
    QToolTip::hideText();
}

void TestPromisedCharts::hoverShowsRecipeAndFigure()
{
    const auto window = chartsWindow(qwen35);
    QVERIFY(window);
    auto *view = WindowParts::chartView(*window);
    QCOMPARE(valueLabels(view->chart()),
             (QStringList{QStringLiteral("H100 313.3"), QStringLiteral("H200 545.3"), QStringLiteral("B200 1,232.5")}));
    QTest::mouseMove(view->plot(), barMiddle(*view, QStringLiteral("H200")));
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(),
             DisplayText::toolTip(
                 QStringLiteral("Qwen3.5-397B-A17B on 128 x H200 · TP2 PP4 EP32 DP16\n545.32 tokens/s per GPU\nClick to open")));
    // Off the bars, the figures go.
    QTest::mouseMove(view->plot(), emptySpot(*view));
    QTRY_VERIFY(!QToolTip::isVisible());
    QTest::mouseMove(view->plot(), barMiddle(*view, QStringLiteral("B200")));
    QTRY_COMPARE(
        QToolTip::text(),
        DisplayText::toolTip(QStringLiteral("Qwen3.5-397B-A17B on 64 x B200 · listing only\n1,232.50 tokens/s per GPU\nClick to open")));
    // A point of the trade-off chart: both its figures.
    WindowParts::chartsPage(*window)->setMetric(ChartData::Metric::Tradeoff);
    QTest::mouseMove(view->plot(), pointOf(*view, qwenH200Dp32));
    QTRY_COMPARE(QToolTip::text(),
                 DisplayText::toolTip(QStringLiteral(
                     "Qwen3.5-397B-A17B on 128 x H200 · TP1 PP4 EP32 DP32\n506.73 tokens/s per GPU, $4.34 per 1M tokens\nClick to open")));
}

void TestPromisedCharts::clickOpensTheRecipe()
{
    const auto window = chartsWindow(qwen35);
    QVERIFY(window);
    auto *view = WindowParts::chartView(*window);
    // A click beside the bars opens nothing.
    QTest::mouseClick(view->plot(), Qt::LeftButton, {}, emptySpot(*view));
    QCOMPARE(window->currentPage(), MainWindow::Page::Charts);
    QTest::mouseClick(view->plot(), Qt::LeftButton, {}, barMiddle(*view, QStringLiteral("H200")));
    QCOMPARE(window->currentPage(), MainWindow::Page::Ranking);
    QCOMPARE(WindowParts::rankingPage(*window)->currentFile(), qwenH200);
    auto *page = WindowParts::recipePage(*window);
    QTRY_VERIFY_WITH_TIMEOUT(page->hasRecipe() && page->recipe().filePath() == qwenH200, 10000);
    QVERIFY2(page->overviewText().contains(QLatin1String("545.32\ntokens/s per GPU")), qPrintable(page->overviewText().left(300)));
    // A point of the trade-off chart opens its own recipe.
    window->showPage(MainWindow::Page::Charts);
    WindowParts::chartsPage(*window)->setMetric(ChartData::Metric::Tradeoff);
    QTest::mouseClick(view->plot(), Qt::LeftButton, {}, pointOf(*view, qwenH200Dp32));
    QCOMPARE(window->currentPage(), MainWindow::Page::Ranking);
    QCOMPARE(WindowParts::rankingPage(*window)->currentFile(), qwenH200Dp32);
    QTRY_VERIFY_WITH_TIMEOUT(page->hasRecipe() && page->recipe().tokensPerSecondPerGpu() == 506.73, 10000);
}

void TestPromisedCharts::dragPansWithoutOpening()
{
    // Grabbing a bar to pan moves the chart and opens nothing: a drag is not a click.
    const auto window = chartsWindow(qwen35);
    QVERIFY(window);
    auto *view = WindowParts::chartView(*window);
    auto *plot = view->plot();
    const auto x = plot->xAxis->range();
    const auto y = plot->yAxis->range();
    const auto from = barMiddle(*view, QStringLiteral("H200"));
    const auto to = from + QPoint(-120, 60);
    const double unitsPerPixel = x.size() / plot->axisRect()->width();
    QTest::mousePress(plot, Qt::LeftButton, {}, from);
    QTest::mouseMove(plot, from + QPoint(-60, 30));
    QTest::mouseMove(plot, to);
    QTest::mouseRelease(plot, Qt::LeftButton, {}, to);
    QCOMPARE(window->currentPage(), MainWindow::Page::Charts);
    // The chart moved with the mouse: 120 pixels left is 120 pixels' worth of bars to the right.
    QCOMPARE(plot->xAxis->range().lower, x.lower + 120 * unitsPerPixel);
    QCOMPARE(plot->xAxis->range().size(), x.size());
    QVERIFY(plot->yAxis->range().lower > y.lower);
    QCOMPARE(plot->yAxis->range().size(), y.size());
}

void TestPromisedCharts::wheelZoomsAndResetRestores()
{
    const auto window = chartsWindow(qwen35);
    QVERIFY(window);
    auto *view = WindowParts::chartView(*window);
    auto *plot = view->plot();
    // The whole chart: three bars, and head room above the tallest (B200, 1,232.5) for its label.
    QCOMPARE(plot->xAxis->range(), QCPRange(-0.7, 2.7));
    QCOMPARE(plot->yAxis->range(), QCPRange(0, 1232.5 * 1.12));
    const auto at = plot->axisRect()->rect().center();
    const double underMouseX = plot->xAxis->pixelToCoord(at.x());
    const double underMouseY = plot->yAxis->pixelToCoord(at.y());
    // One notch away from the reader zooms in, around the mouse.
    turnWheel(plot, at, 120);
    QCOMPARE(plot->xAxis->range().size(), 3.4 * 0.85);
    QCOMPARE(plot->yAxis->range().size(), 1232.5 * 1.12 * 0.85);
    QCOMPARE(plot->xAxis->pixelToCoord(at.x()), underMouseX);
    QCOMPARE(plot->yAxis->pixelToCoord(at.y()), underMouseY);
    // Two notches back zoom out past the start.
    turnWheel(plot, at, -240);
    QCOMPARE(plot->yAxis->range().size(), 1232.5 * 1.12 / 0.85);
    auto *reset = WindowParts::chartsButton(*window, QStringLiteral("Reset Zoom"));
    QVERIFY(reset);
    reset->click();
    plot = view->plot();
    QCOMPARE(plot->xAxis->range(), QCPRange(-0.7, 2.7));
    QCOMPARE(plot->yAxis->range(), QCPRange(0, 1232.5 * 1.12));
    QCOMPARE(valueLabels(view->chart()),
             (QStringList{QStringLiteral("H100 313.3"), QStringLiteral("H200 545.3"), QStringLiteral("B200 1,232.5")}));
}

void TestPromisedCharts::logScale()
{
    const auto window = chartsWindow({});
    QVERIFY(window);
    auto *view = WindowParts::chartView(*window);
    QCOMPARE(view->plot()->yAxis->scaleType(), QCPAxis::stLinear);
    QCOMPARE(view->plot()->yAxis->tickVectorLabels().first(), QStringLiteral("0"));
    double smallest = view->chart().bars.first().value;
    double largest = smallest;
    for (const auto &bar : view->chart().bars) {
        smallest = std::min(smallest, bar.value);
        largest = std::max(largest, bar.value);
    }
    QCOMPARE(smallest, 161.79);
    QCOMPARE(largest, 2200.16);
    auto *log = WindowParts::logScaleSwitch(*window);
    QVERIFY(log);
    QCOMPARE(log->text(), QStringLiteral("&Log scale"));
    log->click();
    auto *axis = view->plot()->yAxis;
    QCOMPARE(axis->scaleType(), QCPAxis::stLogarithmic);
    // Decades, from a third of the smallest bar to three times the largest.
    QCOMPARE(axis->range(), QCPRange(161.79 / 3, 2200.16 * 3));
    QCOMPARE(axis->tickVector(), (QVector<double>{100, 1000}));
    QCOMPARE(axis->tickVectorLabels(), (QVector<QString>{QStringLiteral("100"), QStringLiteral("1000")}));
    // The bars keep their figures.
    QVERIFY(valueLabels(view->chart()).contains(QStringLiteral("H200 2,034.4")));
    log->click();
    QCOMPARE(view->plot()->yAxis->scaleType(), QCPAxis::stLinear);
    QCOMPARE(view->plot()->yAxis->range(), QCPRange(0, 2200.16 * 1.12));
}

void TestPromisedCharts::copyPutsTheChartOnTheClipboard()
{
    const auto window = chartsWindow(qwen35);
    QVERIFY(window);
    auto *exportButton = WindowParts::chartsButton(*window, QStringLiteral("Export"));
    QVERIFY(exportButton && exportButton->menu());
    QAction *copy = nullptr;
    for (auto *action : exportButton->menu()->actions())
        if (action->text() == QLatin1String("Copy to Clipboard"))
            copy = action;
    QVERIFY(copy);
    // The chart shown, at the size of a slide, as the PNG export draws it.
    WindowParts::filterBar(*window)->setValue(RankingFilter::GpuType, QStringLiteral("H200"));
    QCOMPARE(valueLabels(WindowParts::chartView(*window)->chart()), QStringList{QStringLiteral("H200 545.3")});
    QApplication::clipboard()->clear();
    copy->trigger();
    const auto h200 = QApplication::clipboard()->image();
    QCOMPARE(h200.size(), QSize(1600, 900));
    QVERIFY(hasColour(h200, h200Blue));
    QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Copied the chart"));
    const auto png = QImage::fromData(WindowParts::chartView(*window)->render(QStringLiteral("png"), QSize(1600, 900)), "PNG");
    QCOMPARE(h200.convertToFormat(QImage::Format_RGB32), png.convertToFormat(QImage::Format_RGB32));
    // Another chart, another picture: the H100 listing alone has no H200 blue.
    WindowParts::filterBar(*window)->setValue(RankingFilter::GpuType, QStringLiteral("H100"));
    copy->trigger();
    const auto h100 = QApplication::clipboard()->image();
    QCOMPARE(h100.size(), QSize(1600, 900));
    QVERIFY(!hasColour(h100, h200Blue));
}

void TestPromisedCharts::pricesChangeCostsAndAreRemembered()
{
    {
        const auto window = chartsWindow(qwen35, ChartData::Metric::Cost);
        QVERIFY(window);
        auto *view = WindowParts::chartView(*window);
        QCOMPARE(valueLabels(view->chart()),
                 (QStringList{QStringLiteral("H100 $6.10"), QStringLiteral("H200 $4.03"), QStringLiteral("B200 $3.21")}));
        auto *prices = WindowParts::menuAction(*window, {QStringLiteral("View"), QStringLiteral("GPU Prices...")});
        QVERIFY(prices);
        double before = 0;
        QString title;
        WindowDriver::withNextDialog([&](QDialog *dialog) {
            title = dialog->windowTitle();
            auto *h200 = priceOf(dialog, QStringLiteral("H200"));
            QVERIFY(h200);
            before = h200->value();
            h200->setFocus();
            h200->selectAll();
            QTest::keyClicks(h200, QStringLiteral("5"));
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        prices->trigger();
        QCOMPARE(title, QStringLiteral("GPU Prices"));
        QCOMPARE(before, 7.91); // p5en.48xlarge, the price the published figures were computed at
        // The H200 cost at $5 per GPU-hour: 5 x 10^6 / (545.32 x 3600) = $2.55, beside the
        // recorded one, lighter and marked *; the listings' recorded costs are their prices' already.
        QCOMPARE(valueLabels(view->chart()),
                 (QStringList{QStringLiteral("H100 $6.10"), QStringLiteral("H200 $4.03"), QStringLiteral("H200 $2.55*"),
                              QStringLiteral("B200 $3.21")}));
        QCOMPARE(drawnBar(*view, QStringLiteral("H200"))->brush().color(), h200Blue);
        QCOMPARE(drawnBar(*view, QStringLiteral("H200"), true)->brush().color(), h200Blue.lighter(160));
        QVERIFY2(view->chart().footnote.contains(QLatin1String("* recomputed at your prices: ")), qPrintable(view->chart().footnote));
        QVERIFY2(view->chart().footnote.contains(QLatin1String("H200 $5.00/GPU-h")), qPrintable(view->chart().footnote));
        window->close();
    }
    // The next window's dialog has the price typed, and its charts use it.
    const auto window = chartsWindow(qwen35, ChartData::Metric::Cost);
    QVERIFY(window);
    QCOMPARE(Settings::instance().prices().price(QStringLiteral("H200")), std::optional(5.0));
    double remembered = 0;
    double h100 = 0;
    WindowDriver::withNextDialog([&](QDialog *dialog) {
        remembered = priceOf(dialog, QStringLiteral("H200"))->value();
        h100 = priceOf(dialog, QStringLiteral("H100"))->value();
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    WindowParts::menuAction(*window, {QStringLiteral("View"), QStringLiteral("GPU Prices...")})->trigger();
    QCOMPARE(remembered, 5.0);
    QCOMPARE(h100, 6.88);
    QVERIFY(valueLabels(WindowParts::chartView(*window)->chart()).contains(QStringLiteral("H200 $2.55*")));
}

void TestPromisedCharts::listingOnlyHatched()
{
    // "listing-only figures hatched": the B200 and H100 figures of Qwen3.5 come from
    // listings, the H200 one from a recipe; the legend's key says what hatching means.
    const auto window = chartsWindow(qwen35);
    QVERIFY(window);
    const auto *view = WindowParts::chartView(*window);
    QCOMPARE(barBrushes(*view),
             (QStringList{QStringLiteral("H100 #e69f00 hatched"), QStringLiteral("H200 #0072b2 solid"),
                          QStringLiteral("B200 #009e73 hatched")}));
    for (const auto &[bar, drawn] : drawnBars(*view))
        QCOMPARE(drawn->brush().style() == Qt::BDiagPattern, bar.listingOnly);
    QStringList hatchedKeys;
    for (int i = 0; i < view->plot()->plottableCount(); ++i)
        if (auto *key = view->plot()->plottable(i); !key->property("bar").isValid() && key->brush().style() == Qt::BDiagPattern)
            hatchedKeys << key->name();
    QCOMPARE(hatchedKeys, QStringList{QStringLiteral("listing only (hatched)")});
}

void TestPromisedCharts::presenterKeepsEachGpuColour()
{
    // "each GPU type keeps one colour on every chart, in presenter mode": the chart as
    // in the window, then H200 blue, H100 orange, B200 bluish green on each bar chart
    // the presenter steps through.
    const auto window = chartsWindow(qwen35);
    QVERIFY(window);
    const auto inWindow = barBrushes(*WindowParts::chartView(*window));
    window->present();
    QPointer<PresenterWindow> presenter = WindowParts::shownPresenter();
    QVERIFY(presenter);
    QVERIFY(QTest::qWaitForWindowExposed(presenter));
    QCOMPARE(barBrushes(*presenter->view()), inWindow);
    const QHash<QString, QColor> okabeIto = {{QStringLiteral("H200"), h200Blue},
                                             {QStringLiteral("H100"), QColor(0xe6, 0x9f, 0x00)},
                                             {QStringLiteral("B200"), QColor(0x00, 0x9e, 0x73)}};
    using Metric = ChartData::Metric;
    for (const auto metric : {Metric::Cost, Metric::Tradeoff, Metric::Mfu}) {
        QTest::keyClick(presenter, Qt::Key_Space);
        QCOMPARE(presenter->view()->chart().metric, metric);
        const auto bars = drawnBars(*presenter->view());
        QCOMPARE(bars.isEmpty(), metric == Metric::Tradeoff); // its points are drawn otherwise
        for (const auto &[bar, drawn] : bars)
            QVERIFY2(drawn->brush().color() == okabeIto.value(bar.gpuType),
                     qPrintable(presenter->view()->chart().title + u' ' + bar.gpuType + u' ' + drawn->brush().color().name()));
    }
    QTest::keyClick(presenter, Qt::Key_Escape);
    QTRY_VERIFY(presenter.isNull());
}

void TestPromisedCharts::presenterModeAndItsKeys()
{
    const auto window = chartsWindow(qwen35, ChartData::Metric::Cost);
    QVERIFY(window);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QVERIFY(!WindowParts::shownPresenter());
    QTest::keySequence(window.get(), QKeySequence(Qt::Key_F11));
    QPointer<PresenterWindow> presenter = WindowParts::shownPresenter();
    QVERIFY(presenter);
    QVERIFY(QTest::qWaitForWindowExposed(presenter));
    // Full screen, on the chart the page shows, in large type: a fifty-fifth of the screen's height.
    QVERIFY(presenter->isFullScreen());
    QCOMPARE(presenter->geometry(), QRect(0, 0, 1920, 1080));
    QCOMPARE(presenter->view()->chart().metric, ChartData::Metric::Cost);
    QCOMPARE(valueLabels(presenter->view()->chart()), valueLabels(WindowParts::chartView(*window)->chart()));
    QCOMPARE(presenter->view()->fontSize(), 1080 / 55.0);
    QVERIFY(presenter->view()->fontSize() > 1.5 * WindowParts::chartView(*window)->fontSize());
    auto *position = presenter->findChild<QLabel *>();
    QVERIFY(position);
    QCOMPARE(position->text(), QStringLiteral("2 / 5 · ← → to step · T light/dark · Esc to leave"));

    // Arrow keys, Space and Page Up/Down step through throughput, cost, trade-off and MFU.
    using Metric = ChartData::Metric;
    const QList<std::pair<Qt::Key, Metric>> steps = {
        {Qt::Key_Right, Metric::Tradeoff},  {Qt::Key_Left, Metric::Cost},         {Qt::Key_Down, Metric::Tradeoff},
        {Qt::Key_Up, Metric::Cost},         {Qt::Key_PageDown, Metric::Tradeoff}, {Qt::Key_PageUp, Metric::Cost},
        {Qt::Key_Left, Metric::Throughput}, {Qt::Key_Left, Metric::Throughput},   {Qt::Key_Space, Metric::Cost},
        {Qt::Key_Space, Metric::Tradeoff},  {Qt::Key_Space, Metric::Mfu},         {Qt::Key_Space, Metric::Scaling},
        {Qt::Key_Space, Metric::Scaling},
    };
    for (const auto &[key, metric] : steps) {
        QTest::keyClick(presenter, key);
        QVERIFY2(presenter->view()->chart().metric == metric,
                 qPrintable(QKeySequence(key).toString() + QStringLiteral(" shows ") + presenter->view()->chart().title));
    }
    QCOMPARE(position->text(), QStringLiteral("5 / 5 · ← → to step · T light/dark · Esc to leave"));
    QCOMPARE(presenter->view()->chart().title, QStringLiteral("Qwen3.5-397B-A17B: tokens/s per GPU against the GPU count"));

    // T switches light and dark: the chart's background and the window around it.
    QCOMPARE(background(presenter->view()), QColor(Qt::white));
    QTest::keyClick(presenter, Qt::Key_T);
    QCOMPARE(background(presenter->view()), QColor(0x1e, 0x1f, 0x22));
    QCOMPARE(presenter->palette().color(QPalette::Window), QColor(0x1e, 0x1f, 0x22));
    QTest::keyClick(presenter, Qt::Key_T);
    QCOMPARE(background(presenter->view()), QColor(Qt::white));
    QCOMPARE(presenter->palette().color(QPalette::Window), QColor(Qt::white));

    // Esc leaves, back to the window's charts.
    QTest::keyClick(presenter, Qt::Key_Escape);
    QTRY_VERIFY(presenter.isNull());
    QVERIFY(!WindowParts::shownPresenter());
    QVERIFY(window->isVisible());
    QCOMPARE(window->currentPage(), MainWindow::Page::Charts);
}

void TestPromisedCharts::presenterClickOpensTheRecipe()
{
    const auto window = chartsWindow(qwen35);
    QVERIFY(window);
    window->present();
    QPointer<PresenterWindow> presenter = WindowParts::shownPresenter();
    QVERIFY(presenter);
    QVERIFY(QTest::qWaitForWindowExposed(presenter));
    auto *view = presenter->view();
    QTest::mouseMove(view->plot(), barMiddle(*view, QStringLiteral("H200")));
    QTRY_COMPARE(QToolTip::text(),
                 DisplayText::toolTip(
                     QStringLiteral("Qwen3.5-397B-A17B on 128 x H200 · TP2 PP4 EP32 DP16\n545.32 tokens/s per GPU\nClick to open")));
    QTest::mouseClick(view->plot(), Qt::LeftButton, {}, barMiddle(*view, QStringLiteral("H200")));
    QTRY_VERIFY(presenter.isNull());
    QCOMPARE(window->currentPage(), MainWindow::Page::Ranking);
    QCOMPARE(WindowParts::rankingPage(*window)->currentFile(), qwenH200);
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestPromisedCharts test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_promisedcharts.moc"
