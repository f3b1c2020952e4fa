// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The chart view draws what the chart model says and writes files of the size asked.
#include "analysis/chartdata.h"
#include "chartview.h"
#include "gpucolors.h"
#include "recipe/gpucatalog.h"
#include "recipe/recipebatch.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
// The fill colour of each bar, by GPU type, as drawn.
QMap<QString, QColor> barColours(const ChartView &view)
{
    QMap<QString, QColor> colours;
    for (int i = 0; i < view.plot()->plottableCount(); ++i) {
        auto *plottable = view.plot()->plottable(i);
        const auto bar = plottable->property("bar");
        if (bar.isValid())
            colours.insert(view.chart().bars.at(bar.toInt()).gpuType, plottable->brush().color());
    }
    return colours;
}

ChartData::Chart qwenChart(ChartData::Metric metric)
{
    const auto recipes = TestUtils::bundledRecipes();
    ChartData::Options options;
    options.metric = metric;
    options.models = {QStringLiteral("Qwen3.5-397B-A17B")};
    return ChartData::build(recipes + RecipeLoader::bundledListingsFor(recipes), options);
}
} // namespace

class TestChartView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exports_data();
    void exports();
    void followsPalette();
    void axisLabelsNeverOverlap_data();
    void axisLabelsNeverOverlap();
    void oneColourPerGpuType();
    void planGuidesAndDollars();
    void scalingOnPowersOfTwo();
};

void TestChartView::exports_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    QTest::addColumn<int>("metric");
    QTest::addRow("png") << "chart.png" << QSize(1600, 900) << 1.0 << int(ChartData::Metric::Throughput);
    QTest::addRow("png scaled") << "chart2x.png" << QSize(800, 450) << 2.0 << int(ChartData::Metric::Cost);
    QTest::addRow("svg") << "chart.svg" << QSize(1280, 720) << 1.0 << int(ChartData::Metric::Tradeoff);
    QTest::addRow("pdf") << "chart.pdf" << QSize(1600, 900) << 1.0 << int(ChartData::Metric::Mfu);
}

void TestChartView::exports()
{
    QFETCH(QString, file);
    QFETCH(QSize, size);
    QFETCH(double, scale);
    QFETCH(int, metric);
    QTemporaryDir dir;
    const auto path = dir.filePath(file);
    ChartView view;
    view.resize(size);
    view.setChart(qwenChart(ChartData::Metric(metric)));
    QString error;
    QVERIFY2(view.exportTo(path, size, scale, &error), qPrintable(error));
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const auto bytes = written.readAll();
    if (file.endsWith(QLatin1String(".png"))) {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.size(), size * scale);
        // Not a blank page: the H200 bar's colour is in it.
        bool found = false;
        for (int y = 0; y < image.height() && !found; y += 4)
            for (int x = 0; x < image.width() && !found; x += 4)
                found = image.pixelColor(x, y) == GpuColors::color(QStringLiteral("H200"));
        QVERIFY(found);
    } else if (file.endsWith(QLatin1String(".svg"))) {
        QSvgRenderer svg(bytes);
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBox(), QRect(QPoint(0, 0), size));
        QVERIFY(bytes.contains("TP2 PP4 EP32 DP16"));
        QVERIFY(bytes.contains("tokens/s per GPU against $ per million tokens"));
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
        // A vector page of the asked aspect: the media box is in points.
        const auto match = QRegularExpression(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]")).match(QString::fromLatin1(bytes));
        QVERIFY(match.hasMatch());
        QVERIFY(qAbs(match.captured(1).toDouble() / match.captured(2).toDouble() - 16.0 / 9.0) < 0.01);
        QVERIFY(!bytes.contains("/Subtype /Image"));
    }
    QVERIFY(!view.exportTo(dir.filePath(QStringLiteral("chart.gif")), size, 1.0, &error));
    QCOMPARE(error, QStringLiteral("unknown image type 'gif' (png, svg or pdf)"));
}

void TestChartView::followsPalette()
{
    ChartView view;
    view.resize(800, 450);
    view.setChart(qwenChart(ChartData::Metric::Throughput));
    QPalette dark = view.palette();
    dark.setColor(QPalette::Base, QColor(0x10, 0x10, 0x10));
    dark.setColor(QPalette::Text, QColor(0xf0, 0xf0, 0xf0));
    view.setPalette(dark);
    const auto image = view.toPixmap(QSize(800, 450)).toImage();
    QCOMPARE(image.pixelColor(2, 2), QColor(0x10, 0x10, 0x10));
    view.setTheme(ChartView::Theme::Light);
    QCOMPARE(view.toPixmap(QSize(800, 450)).toImage().pixelColor(2, 2), QColor(Qt::white));
}

void TestChartView::axisLabelsNeverOverlap_data()
{
    QTest::addColumn<int>("metric");
    QTest::addColumn<bool>("every");
    QTest::addColumn<QString>("model");
    QStringList models = {QString()};
    for (const auto &recipe : TestUtils::bundledRecipes())
        if (!models.contains(recipe.model()))
            models << recipe.model();
    for (const auto metric : {ChartData::Metric::Throughput, ChartData::Metric::Cost, ChartData::Metric::Mfu})
        for (const bool every : {false, true})
            for (const auto &model : models)
                QTest::addRow("%s %s %s", qPrintable(ChartData::metricName(metric)), every ? "every" : "best",
                              model.isEmpty() ? "all models" : qPrintable(model))
                    << int(metric) << every << model;
}

void TestChartView::axisLabelsNeverOverlap()
{
    QFETCH(int, metric);
    QFETCH(bool, every);
    QFETCH(QString, model);
    ChartData::Options options;
    options.metric = ChartData::Metric(metric);
    options.selection = every ? ChartData::Selection::EveryRecipe : ChartData::Selection::BestPerGpu;
    if (!model.isEmpty())
        options.models = {model};
    const auto chart = ChartData::build(TestUtils::bundledRecipesAndListings(), options);
    QVERIFY(!chart.bars.isEmpty());
    // The sizes exports are written at, with the type `recipe-explorer chart` uses
    // (a sixtieth of the height) and the window's.
    for (const auto &size : {QSize(800, 450), QSize(1600, 900), QSize(1280, 720)}) {
        for (const double points : {std::clamp(size.height() / 60.0, 9.0, 40.0), 11.0}) {
            ChartView view;
            view.setFontSize(points);
            view.resize(size);
            view.setChart(chart);
            const auto rects = view.axisLabelRects(size);
            // Every label is drawn (the view is this size, so its ticks are laid out for it):
            // each bar's GPU type opens one line of the ticks, and each model is named.
            const auto ticker = qSharedPointerCast<QCPAxisTickerText>(view.plot()->xAxis->ticker());
            QVERIFY(ticker);
            int gpuLines = 0;
            QStringList modelLines;
            for (const auto &text : ticker->ticks())
                for (const auto &line : text.split(u'\n'))
                    if (chart.series.contains(line.section(u' ', 0, 0)))
                        ++gpuLines;
                    else if (!line.isEmpty())
                        modelLines << line;
            QCOMPARE(gpuLines, chart.bars.size());
            if (chart.models.size() > 1)
                for (const auto &name : chart.models)
                    QVERIFY2(modelLines.contains(name)
                                 || std::any_of(modelLines.cbegin(), modelLines.cend(),
                                                [&](const QString &l) { return name.startsWith(l.chopped(l.endsWith(u'…') ? 1 : 0)); }),
                             qPrintable(name));
            // One label a bar, and one a model when several share the chart.
            QCOMPARE(rects.size(), chart.bars.size() + (chart.models.size() > 1 ? chart.models.size() : 0));
            for (qsizetype i = 0; i < rects.size(); ++i) {
                QVERIFY(rects[i].width() > 0);
                QVERIFY2(rects[i].left() >= 0 && rects[i].right() <= size.width(),
                         qPrintable(QStringLiteral("label %1 leaves the chart").arg(i)));
                for (qsizetype j = i + 1; j < rects.size(); ++j)
                    QVERIFY2(!rects[i].intersects(rects[j]),
                             qPrintable(QStringLiteral("labels %1 and %2 overlap at %3x%4, %5 pt")
                                            .arg(i)
                                            .arg(j)
                                            .arg(size.width())
                                            .arg(size.height())
                                            .arg(points)));
            }
        }
    }
}

void TestChartView::oneColourPerGpuType()
{
    // H200 has the same colour whichever GPUs share the chart: Okabe-Ito blue.
    const QColor blue(0x00, 0x72, 0xb2);
    QCOMPARE(GpuColors::color(QStringLiteral("H200")), blue);
    ChartData::Options all;
    ChartView allModels;
    allModels.resize(1600, 900);
    allModels.setChart(ChartData::build(TestUtils::bundledRecipesAndListings(), all));
    ChartView qwen;
    qwen.resize(1600, 900);
    qwen.setChart(qwenChart(ChartData::Metric::Throughput));
    const auto allColours = barColours(allModels);
    const auto qwenColours = barColours(qwen);
    QCOMPARE(allColours.value(QStringLiteral("H200")), blue);
    QCOMPARE(qwenColours.value(QStringLiteral("H200")), blue);
    QCOMPARE(qwenColours.value(QStringLiteral("H100")), QColor(0xe6, 0x9f, 0x00));
    QCOMPARE(qwenColours.value(QStringLiteral("B200")), QColor(0x00, 0x9e, 0x73));
    QCOMPARE(allColours.value(QStringLiteral("B200")), qwenColours.value(QStringLiteral("B200")));
    // The catalogue's colours, however a recipe names the type.
    QCOMPARE(GpuColors::color(QStringLiteral("A100")), QColor(0xb5, 0xa3, 0x00));
    QCOMPARE(GpuColors::color(QStringLiteral("nvidia h200 sxm")), blue);
    QCOMPARE(GpuColors::color(QStringLiteral("MI325X")), QColor(0x98, 0x43, 0x00));
    // Other types: a colour of their own, the same in every run (this one, pinned, would
    // change from run to run with a hash seeded per process), none a catalogued type has.
    const QColor rtx(0x00, 0x4c, 0x77); // Okabe-Ito blue at 150% darker, by the hash of "RTX4090"
    QCOMPARE(GpuColors::color(QStringLiteral("RTX 4090")), rtx);
    QCOMPARE(GpuColors::color(QStringLiteral("rtx-4090")), rtx);
    for (const auto &gpu : GpuCatalog::bundled().all())
        QVERIFY2(GpuColors::color(gpu.name) != rtx, qPrintable(gpu.name));
}

void TestChartView::planGuidesAndDollars()
{
    RunPlan plan;
    plan.tokens = 2e12;
    plan.days = 400;
    plan.budgetUsd = 5e6;
    ChartData::Options options;
    options.metric = ChartData::Metric::PlanCost;
    options.plan = {plan, PriceTable::defaults()};
    ChartView view;
    view.resize(1600, 900);
    view.setChart(ChartData::build(TestUtils::bundledRecipes(), options));
    view.plot()->replot();
    // The deadline stands at 400 days, the budget at $5M, each a line with its label.
    QMap<QString, QPointF> guides;
    for (int i = 0; i < view.plot()->itemCount(); ++i) {
        auto *item = view.plot()->item(i);
        if (auto *line = qobject_cast<QCPItemStraightLine *>(item); line && item->property("guide").toBool())
            guides.insert(line->point1->coords().x() == line->point2->coords().x() ? u"deadline"_s : u"budget"_s, line->point1->coords());
    }
    QCOMPARE(guides.size(), 2);
    QCOMPARE(guides.value(u"deadline"_s).x(), 400.0);
    QCOMPARE(guides.value(u"budget"_s).y(), 5e6);
    // Both in sight, and the cost axis written in dollars.
    QVERIFY(view.plot()->xAxis->range().contains(400));
    QVERIFY(view.plot()->yAxis->range().contains(5e6));
    QVERIFY2(view.plot()->yAxis->tickVectorLabels().contains(u"$10M"_s), qPrintable(view.plot()->yAxis->tickVectorLabels().join(u' ')));
    QCOMPARE(view.plot()->xAxis->label(), u"days to train (fewer is better)"_s);
}

void TestChartView::scalingOnPowersOfTwo()
{
    auto bytes = TestUtils::bundledRecipe(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s).source();
    QList<Recipe> recipes;
    for (const auto &[count, tokens] : std::initializer_list<std::pair<int, double>>{{8, 2200}, {32, 2000}, {128, 1700}}) {
        auto variant = bytes;
        variant.replace("  count: 8\n", QByteArray("  count: " + QByteArray::number(count) + "\n"));
        variant.replace("tokens_per_s_per_gpu: 2200.16", QByteArray("tokens_per_s_per_gpu: " + QByteArray::number(tokens)));
        recipes << RecipeLoader::loadBytes(variant, u"x%1.yaml"_s.arg(count)).recipe.value();
    }
    ChartData::Options options;
    options.metric = ChartData::Metric::Scaling;
    ChartView view;
    view.resize(1600, 900);
    view.setChart(ChartData::build(recipes, options));
    view.plot()->replot();
    QCOMPARE(view.plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(view.plot()->xAxis->tickVectorLabels(), (QList<QString>{u"8"_s, u"16"_s, u"32"_s, u"64"_s, u"128"_s}));
    // The measured line (solid) through 2200, 2000, 1700; the ideal one (dashed) flat at 2200.
    QList<QVector<double>> solid, dashed;
    for (int i = 0; i < view.plot()->graphCount(); ++i) {
        auto *graph = view.plot()->graph(i);
        if (graph->lineStyle() == QCPGraph::lsNone || graph->property("frontier").toBool())
            continue;
        QVector<double> ys;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
            ys << it->value;
        (graph->pen().style() == Qt::DashLine ? dashed : solid) << ys;
    }
    QCOMPARE(solid, (QList<QVector<double>>{{2200, 2000, 1700}}));
    QCOMPARE(dashed, (QList<QVector<double>>{{2200, 2200}}));

    // One count only: its power of two, not decimal steps around it.
    view.setChart(ChartData::build({recipes.last()}, options));
    view.plot()->replot();
    QCOMPARE(view.plot()->xAxis->tickVectorLabels(), QList<QString>{u"128"_s});
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestChartView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_chartview.moc"
