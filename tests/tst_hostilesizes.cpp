// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Recipes as large as a recipe file may be: the placeholder table of a 1 MiB run,
// the Pareto frontier and the point labels of a chart of 20,000 recipes, and a recipe
// page of a 1 MiB run, with each on one line or many. Each names figures a shortcut
// would get wrong and prints how long the work took (timed, never asserted: the
// machine may be busy). Tooltips of recipe text show it as text.
#include "analysis/chartdata.h"
#include "analysis/placeholdertable.h"
#include "chartview.h"
#include "codepane.h"
#include "codeview.h"
#include "commandview.h"
#include "recipe/recipeloader.h"
#include "recipepageview.h"
#include "testutils.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QListWidget>
#include <QMouseEvent>
#include <QRandomGenerator>
#include <QTabWidget>
#include <QTest>
#include <QTextBlock>
#include <QToolTip>

#include <set>

namespace {

// Recipe text that Qt would read as an image to load, were it taken for HTML.
const QString markup = QStringLiteral("<img src=\"/tmp/x\">");

// One line of the huge runs: three placeholders and a longer name that is none.
const QString unit = QStringLiteral("$HF_CKPT \"$TORCH_DIST\" ${MODEL_ARGS[@]} $HF_CKPT_DIR");

// As many units as fit in `size` characters, one a line or all on one line apart by spaces.
QString hugeScript(qsizetype size, bool oneLine)
{
    const qsizetype units = size / (unit.size() + 1);
    QString script;
    script.reserve(units * (unit.size() + 1));
    for (qsizetype i = 0; i < units; ++i)
        script += unit + (oneLine && i + 1 < units ? u' ' : u'\n');
    return script;
}

// The hostile recipe with its run grown to fill the largest file a recipe may be.
QByteArray hugeRunRecipe(bool oneLine)
{
    const auto bytes = TestUtils::readFile(QFINDTESTDATA("data/hostile/placeholder-run.yaml"));
    const auto start = bytes.indexOf("run: |\n") + 7;
    const auto end = bytes.indexOf("\nnotes:", start) + 1;
    // Two spaces of indentation a line; the rest of the file and a margin stay within the limit.
    const qsizetype room = RecipeLoader::MaxFileBytes - (bytes.size() - (end - start)) - 64;
    const qsizetype lines = oneLine ? 1 : room / (unit.size() + 3);
    const auto run = hugeScript(oneLine ? room - 2 : lines * (unit.size() + 1), oneLine);
    QByteArray indented;
    for (const auto &line : QStringView(run).split(u'\n', Qt::SkipEmptyParts))
        indented += "  " + line.toUtf8() + '\n';
    return bytes.left(start) + indented + bytes.mid(end);
}

ChartData::Point point(double tokens, double usd, const QString &name, const QString &model = {})
{
    ChartData::Point p;
    p.x = tokens;
    p.y = usd;
    p.filePath = name;
    p.label = name;
    p.model = model;
    p.gpuType = QStringLiteral("H200");
    return p;
}

// The frontier by its definition: the points no other point beats on both.
QStringList bruteForceFrontier(const QList<ChartData::Point> &points)
{
    QStringList names;
    for (const auto &p : points)
        if (std::none_of(points.cbegin(), points.cend(),
                         [&p](const ChartData::Point &q) { return q.x >= p.x && q.y <= p.y && (q.x > p.x || q.y < p.y); }))
            names << p.filePath;
    names.sort();
    return names;
}

// A trade-off chart of `count` random points of two models, frontier marked as the chart model marks it.
ChartData::Chart randomTradeoff(int count)
{
    QRandomGenerator random(20261204);
    ChartData::Chart chart;
    chart.metric = ChartData::Metric::Tradeoff;
    chart.models = {QStringLiteral("A"), QStringLiteral("B")};
    chart.series = {QStringLiteral("H200")};
    for (int i = 0; i < count; ++i)
        chart.points << point(100 + random.bounded(5000.0), 0.5 + random.bounded(10.0), QStringLiteral("p%1").arg(i),
                              chart.models.at(i % 2));
    for (const auto &model : std::as_const(chart.models)) {
        QList<ChartData::Point> ofModel;
        for (const auto &p : std::as_const(chart.points))
            if (p.model == model)
                ofModel << p;
        chart.frontier += ChartData::paretoFrontier(ofModel);
    }
    QSet<QString> onFrontier;
    for (const auto &p : std::as_const(chart.frontier))
        onFrontier.insert(p.filePath);
    for (auto &p : chart.points)
        p.onFrontier = onFrontier.contains(p.filePath);
    return chart;
}

// The texts of the point labels a chart view drew.
QStringList pointLabels(const ChartView &view)
{
    QStringList labels;
    for (int i = 0; i < view.plot()->itemCount(); ++i)
        if (auto *label = qobject_cast<QCPItemText *>(view.plot()->item(i)); label && label->property("pointLabel").toBool())
            labels << label->text();
    return labels;
}

} // namespace

class TestHostileSizes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholdersOfHugeScript_data();
    void placeholdersOfHugeScript();
    void paretoFrontierMatchesDefinition();
    void paretoFrontierOfManyPoints();
    void labelsOfManyPoints();
    void recipePageOfHugeRun_data();
    void recipePageOfHugeRun();
    void codeToolTipShowsRecipeTextAsText();
    void chartToolTipShowsRecipeTextAsText();
};

void TestHostileSizes::placeholdersOfHugeScript_data()
{
    QTest::addColumn<bool>("oneLine");
    QTest::addRow("many lines") << false;
    QTest::addRow("one line") << true;
}

void TestHostileSizes::placeholdersOfHugeScript()
{
    QFETCH(bool, oneLine);
    const auto script = hugeScript(1024 * 1024, oneLine);
    const qsizetype units = script.size() / (unit.size() + 1);
    QElapsedTimer timer;
    timer.start();
    const auto found = PlaceholderTable::find(script);
    const auto used = PlaceholderTable::used(script);
    qInfo("placeholders of a %lld-character script on %s: %lld ms", qlonglong(script.size()), oneLine ? "one line" : "many lines",
          qlonglong(timer.elapsed()));
    // Three a unit; $HF_CKPT_DIR is none.
    QCOMPARE(found.size(), 3 * units);
    QCOMPARE(used.size(), 3);
    QCOMPARE(used.at(2).text, QStringLiteral("${MODEL_ARGS[@]}"));
    const qsizetype stride = unit.size() + 1;
    auto check = [&](qsizetype index, qsizetype unitIndex, qsizetype column, const QString &text) {
        const auto &o = found.at(index);
        QCOMPARE(o.placeholder.text, text);
        QCOMPARE(o.offset, unitIndex * stride + column);
        QCOMPARE(o.length, text.size());
        QCOMPARE(o.line, oneLine ? 1 : int(unitIndex) + 1);
    };
    check(0, 0, 0, QStringLiteral("$HF_CKPT"));
    const qsizetype middle = units / 2;
    check(3 * middle + 1, middle, 10, QStringLiteral("$TORCH_DIST"));
    check(found.size() - 1, units - 1, 23, QStringLiteral("${MODEL_ARGS[@]}"));
    QCOMPARE(script.mid(found.last().offset, found.last().length), QStringLiteral("${MODEL_ARGS[@]}"));
}

void TestHostileSizes::paretoFrontierMatchesDefinition()
{
    // Small random sets on a coarse grid, so that ties on either axis and equal points are common.
    QRandomGenerator random(20261204);
    for (int round = 0; round < 400; ++round) {
        QList<ChartData::Point> points;
        const int count = 1 + int(random.bounded(40));
        for (int i = 0; i < count; ++i)
            points << point(double(random.bounded(8)), double(random.bounded(8)), QStringLiteral("p%1").arg(i));
        const auto frontier = ChartData::paretoFrontier(points);
        QStringList names;
        for (qsizetype i = 0; i < frontier.size(); ++i) {
            names << frontier.at(i).filePath;
            if (i > 0)
                QVERIFY(frontier.at(i - 1).x <= frontier.at(i).x);
        }
        names.sort();
        QCOMPARE(names, bruteForceFrontier(points));
    }
}

void TestHostileSizes::paretoFrontierOfManyPoints()
{
    // 10,000 points that all trade throughput for cost, each shadowed by one that costs more.
    QList<ChartData::Point> points;
    for (int i = 0; i < 10000; ++i) {
        points << point(1000 + i, 1 + i / 1000.0, QStringLiteral("front%1").arg(i));
        points << point(1000 + i, 1.0005 + i / 1000.0, QStringLiteral("behind%1").arg(i));
    }
    QElapsedTimer timer;
    timer.start();
    const auto frontier = ChartData::paretoFrontier(points);
    qInfo("Pareto frontier of %lld points: %lld ms", qlonglong(points.size()), qlonglong(timer.elapsed()));
    QCOMPARE(frontier.size(), 10000);
    for (int i = 0; i < 10000; ++i)
        QCOMPARE(frontier.at(i).filePath, QStringLiteral("front%1").arg(i));
}

void TestHostileSizes::labelsOfManyPoints()
{
    const auto limit = ChartData::MaxPointLabels;
    const auto chart = randomTradeoff(20000);
    QVERIFY(!chart.frontier.isEmpty());
    QVERIFY(chart.frontier.size() < limit);
    ChartView view;
    view.resize(1280, 720);
    QElapsedTimer timer;
    timer.start();
    view.setChart(chart);
    qInfo("trade-off chart of %lld points set: %lld ms", qlonglong(chart.points.size()), qlonglong(timer.elapsed()));
    const auto labels = pointLabels(view);
    QCOMPARE(labels.size(), limit);
    // Every point of the frontier is named, and the rest are the fastest of the others.
    for (const auto &p : chart.frontier)
        QVERIFY2(labels.contains(p.label), qPrintable(p.label));
    auto others = chart.points;
    others.removeIf([](const ChartData::Point &p) { return p.onFrontier; });
    std::sort(others.begin(), others.end(), [](const auto &a, const auto &b) { return a.x > b.x; });
    for (qsizetype i = 0; i < limit - chart.frontier.size(); ++i)
        QVERIFY2(labels.contains(others.at(i).label), qPrintable(others.at(i).label));
    timer.restart();
    const auto png = view.render(QStringLiteral("png"), QSize(1280, 720));
    qInfo("trade-off chart of %lld points drawn: %lld ms", qlonglong(chart.points.size()), qlonglong(timer.elapsed()));
    QVERIFY(png.startsWith("\x89PNG"));
}

void TestHostileSizes::recipePageOfHugeRun_data()
{
    QTest::addColumn<bool>("oneLine");
    QTest::addRow("many lines") << false;
    QTest::addRow("one line") << true;
}

void TestHostileSizes::recipePageOfHugeRun()
{
    QFETCH(bool, oneLine);
    const auto bytes = hugeRunRecipe(oneLine);
    QVERIFY(bytes.size() <= RecipeLoader::MaxFileBytes);
    QVERIFY(bytes.size() > RecipeLoader::MaxFileBytes - 1024);
    const auto loaded = RecipeLoader::loadBytes(bytes, QStringLiteral("placeholder-run.yaml"));
    QVERIFY2(loaded.recipe, qPrintable(loaded.problems.isEmpty() ? QString() : loaded.problems.first().message));
    const auto &recipe = *loaded.recipe;
    QVERIFY(recipe.run().size() > 1000 * 1000);

    RecipePageView page;
    page.resize(1280, 800);
    QElapsedTimer timer;
    timer.start();
    page.setRecipe(recipe, {}, {});
    qInfo("recipe page of a %lld-character run on %s set: %lld ms", qlonglong(recipe.run().size()), oneLine ? "one line" : "many lines",
          qlonglong(timer.elapsed()));

    auto *command = page.commandView();
    QCOMPARE(command->placeholders()->count(), 3);
    QVERIFY(command->placeholders()->item(0)->text().startsWith(QLatin1String("$HF_CKPT: ")));
    QCOMPARE(command->sideTabs()->tabText(0), QStringLiteral("Fill in before running (3)"));
    // The whole script and the whole file are shown, uncut.
    auto *code = command->pane()->view();
    QCOMPARE(code->code(), recipe.run());
    QCOMPARE(code->document()->blockCount(), oneLine ? 2 : int(recipe.run().count(u'\n')) + 1);
    QCOMPARE(page.sourcePane()->view()->code(), QString::fromUtf8(bytes));
    // Tens of thousands of placeholders: the marks stop at a bound, and the view says so.
    const auto placeholders = PlaceholderTable::find(recipe.run()).size();
    QCOMPARE(placeholders, 3 * (recipe.run().size() / (unit.size() + 1)));
    QVERIFY2(code->extraSelections().size() <= 1 + CodeView::MarkedPlaceholders,
             qPrintable(QString::number(code->extraSelections().size())));
    if (oneLine) {
        // Its one line is too long to colour, so nothing on it is marked.
        QCOMPARE(code->extraSelections().size(), 1);
        QCOMPARE(code->limitNote(),
                 QStringLiteral("This text is too long to colour quickly. Only the first 262,144 characters are coloured. "
                                "Lines longer than 4,000 characters are not coloured. 0 of %L1 placeholders are marked.")
                     .arg(placeholders));
    } else {
        QCOMPARE(code->extraSelections().size(), 1 + CodeView::MarkedPlaceholders);
        QCOMPARE(code->limitNote(),
                 QStringLiteral("This text is too long to colour quickly. Only the first 262,144 characters are coloured. "
                                "1,000 of %L1 placeholders are marked.")
                     .arg(placeholders));
    }
    QVERIFY(page.sourcePane()->view()->limitNote().startsWith(
        QLatin1String("This text is too long to colour quickly. Only the first 262,144 characters")));

    page.showTab(RecipePageView::Tab::Command);
    timer.restart();
    const auto shot = page.grab();
    qInfo("recipe page of a %lld-character run on %s drawn: %lld ms", qlonglong(recipe.run().size()), oneLine ? "one line" : "many lines",
          qlonglong(timer.elapsed()));
    QVERIFY(!shot.isNull());

    // A recipe of an ordinary size is coloured and marked whole, without a note.
    page.setRecipe(TestUtils::bundledRecipe(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")), {}, {});
    QCOMPARE(code->limitNote(), QString());
    QCOMPARE(page.sourcePane()->view()->limitNote(), QString());
    QCOMPARE(code->extraSelections().size(), 1 + 7);
}

void TestHostileSizes::codeToolTipShowsRecipeTextAsText()
{
    // A problem's message at a marked line of the source view.
    CodeView code(QStringLiteral("YAML"));
    code.resize(600, 300);
    code.show();
    QVERIFY(QTest::qWaitForWindowExposed(&code));
    code.setCode(QStringLiteral("model: x\ngpu: y\n"));
    code.markPosition(2, 1, markup);
    const auto line = code.cursorRect(QTextCursor(code.document()->findBlockByNumber(1))).center();
    const auto at = code.viewport()->mapToParent(line + QPoint(4, 0));
    QHelpEvent help(QEvent::ToolTip, at, code.mapToGlobal(at));
    QApplication::sendEvent(&code, &help);
    QVERIFY2(QToolTip::text().contains(QLatin1String("&lt;img")), qPrintable(QToolTip::text()));
    QVERIFY(!QToolTip::text().contains(markup));
    QToolTip::hideText();
}

void TestHostileSizes::chartToolTipShowsRecipeTextAsText()
{
    // A point of the trade-off chart.
    ChartData::Chart chart;
    chart.metric = ChartData::Metric::Tradeoff;
    chart.models = {QStringLiteral("M")};
    chart.series = {QStringLiteral("H200")};
    chart.points << point(1000, 2, QStringLiteral("p"), QStringLiteral("M"));
    chart.points.first().toolTip = markup;
    ChartView view;
    view.resize(800, 450);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setChart(chart);
    const QPointF pixel(view.plot()->xAxis->coordToPixel(1000), view.plot()->yAxis->coordToPixel(2));
    QMouseEvent move(QEvent::MouseMove, pixel, view.plot()->mapToGlobal(pixel), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(view.plot(), &move);
    QVERIFY2(QToolTip::text().contains(QLatin1String("&lt;img")), qPrintable(QToolTip::text()));
    QVERIFY(!QToolTip::text().contains(markup));
    QToolTip::hideText();
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    // The limits the code view names, as English writes them (262,144).
    TestUtils::englishFigures();
    TestHostileSizes test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hostilesizes.moc"
