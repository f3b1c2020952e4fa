// The chart view draws what the chart model says and writes files of the size asked.
#include "chartmodel.h"
#include "chartview.h"
#include "recipebatch.h"
#include "recipeloader.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

namespace {
ChartModel::Chart qwenChart(ChartModel::Metric metric)
{
    const auto recipes = RecipeBatch::load(RecipeFiles::find({QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes")})).recipes;
    ChartModel::Options options;
    options.metric = metric;
    options.models = {QStringLiteral("Qwen3.5-397B-A17B")};
    return ChartModel::build(recipes + RecipeLoader::bundledListingsFor(recipes), options);
}
} // namespace

class TestChartView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exports_data();
    void exports();
    void followsPalette();
};

void TestChartView::exports_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    QTest::addColumn<int>("metric");
    QTest::addRow("png") << "chart.png" << QSize(1600, 900) << 1.0 << int(ChartModel::Metric::Throughput);
    QTest::addRow("png scaled") << "chart2x.png" << QSize(800, 450) << 2.0 << int(ChartModel::Metric::Cost);
    QTest::addRow("svg") << "chart.svg" << QSize(1280, 720) << 1.0 << int(ChartModel::Metric::Tradeoff);
    QTest::addRow("pdf") << "chart.pdf" << QSize(1600, 900) << 1.0 << int(ChartModel::Metric::Mfu);
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
    view.setChart(qwenChart(ChartModel::Metric(metric)));
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
                found = image.pixelColor(x, y) == ChartView::seriesColor(1);
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
    view.setChart(qwenChart(ChartModel::Metric::Throughput));
    QPalette dark = view.palette();
    dark.setColor(QPalette::Base, QColor(0x10, 0x10, 0x10));
    dark.setColor(QPalette::Text, QColor(0xf0, 0xf0, 0xf0));
    view.setPalette(dark);
    const auto image = view.toPixmap(QSize(800, 450)).toImage();
    QCOMPARE(image.pixelColor(2, 2), QColor(0x10, 0x10, 0x10));
    view.setTheme(ChartView::Theme::Light);
    QCOMPARE(view.toPixmap(QSize(800, 450)).toImage().pixelColor(2, 2), QColor(Qt::white));
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestChartView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_chartview.moc"
