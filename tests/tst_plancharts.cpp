// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planning charts' figures: cost against time to train (each point, the Pareto
// front, the deadline and budget lines) and scaling across GPU counts (each point's
// efficiency, the lines), against computations made here from the recipes' own figures.
#include "analysis/chartdata.h"
#include "analysis/pricetable.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
// The bundled Qwen3-32B recipe as another model, GPU type, count and throughput.
Recipe variant(const QString &model, const QString &gpuType, int count, double tokensPerSecondPerGpu, const QString &name)
{
    auto bytes = RecipeLoader::loadFile(TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s)).recipe->source();
    bytes.replace("model: Qwen3-32B", QByteArray("model: " + model.toUtf8()));
    bytes.replace("  type: H200", QByteArray("  type: " + gpuType.toUtf8()));
    bytes.replace("  count: 8\n  per_node: 8", QByteArray("  count: " + QByteArray::number(count) + "\n  per_node: 8"));
    bytes.replace("tokens_per_s_per_gpu: 2200.16", QByteArray("tokens_per_s_per_gpu: " + QByteArray::number(tokensPerSecondPerGpu)));
    auto loaded = RecipeLoader::loadBytes(bytes, name);
    Q_ASSERT(loaded.recipe);
    return *loaded.recipe;
}

// The default $ per GPU-hour, as resources/gpu-catalog.yaml writes them.
double priceOf(const QString &gpuType)
{
    return gpuType == "H200"_L1 ? 7.91 : gpuType == "H100"_L1 ? 6.88 : gpuType == "B200"_L1 ? 14.24 : qQNaN();
}

bool near(double actual, double expected, double relative = 1e-9)
{
    return std::abs(actual - expected) <= relative * std::abs(expected);
}

// The points nothing of the same model beats on both time and cost, found by comparing every pair.
QSet<QString> bruteForceFront(const QList<ChartData::Point> &points)
{
    QSet<QString> front;
    for (const auto &p : points) {
        const bool beaten = std::any_of(points.cbegin(), points.cend(), [&p](const ChartData::Point &q) {
            return q.model == p.model && q.x <= p.x && q.y <= p.y && (q.x < p.x || q.y < p.y);
        });
        if (!beaten)
            front.insert(p.filePath);
    }
    return front;
}

ChartData::Options planOptions(const RunPlan &plan)
{
    ChartData::Options options;
    options.metric = ChartData::Metric::PlanCost;
    options.plan = {plan, PriceTable::defaults()};
    return options;
}

QList<Recipe> withVariants()
{
    return TestUtils::bundledRecipes() << variant(u"Qwen3-32B"_s, u"B200"_s, 8, 4100, u"b200-8.yaml"_s)
                                       << variant(u"Qwen3-32B"_s, u"H100"_s, 16, 1500, u"h100-16.yaml"_s)
                                       << variant(u"Qwen3-32B"_s, u"H200"_s, 32, 1900, u"h200-32.yaml"_s);
}
} // namespace

class TestPlanCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void costAgainstTime();
    void paretoFront();
    void deadlineAndBudget();
    void noPlan();
    void scaledAndLeftOut();
    void scalingPoints();
    void scalingModelChoice();
    void names();
};

void TestPlanCharts::costAgainstTime()
{
    RunPlan plan;
    plan.tokens = 1e12;
    const auto recipes = withVariants();
    const auto chart = ChartData::build(recipes, planOptions(plan));
    QCOMPARE(chart.points.size(), recipes.size());
    for (const auto &r : recipes) {
        const auto p = std::find_if(chart.points.cbegin(), chart.points.cend(), [&r](const auto &q) { return q.filePath == r.filePath(); });
        QVERIFY2(p != chart.points.cend(), qPrintable(r.filePath()));
        const double gpus = r.gpuCount();
        const double seconds = 1e12 / (r.tokensPerSecondPerGpu() * gpus);
        QVERIFY2(near(p->x, seconds / 86400), qPrintable(r.filePath()));
        QVERIFY2(near(p->y, seconds / 3600 * gpus * priceOf(r.gpuType())), qPrintable(r.filePath()));
        QCOMPARE(p->label, u"x%1 %2"_s.arg(r.gpuCount()).arg(r.isListing() ? u"listing"_s : r.layoutLabel()));
        QCOMPARE(p->gpuType, r.gpuType());
    }
    // 1T tokens on 8 H200 at 2200.16 tokens/s per GPU and $7.91 an H200-hour: 657.6 days and $998,700.
    const auto qwen = std::find_if(chart.points.cbegin(), chart.points.cend(),
                                   [](const auto &q) { return q.filePath.endsWith(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"); });
    QVERIFY(qwen != chart.points.cend());
    QVERIFY(near(qwen->x, 657.6, 1e-3));
    QVERIFY(near(qwen->y, 998'700, 5e-3));
    QVERIFY(qwen->toolTip.contains(u"657 d 14 h"_s));
    QVERIFY(chart.title.contains(u"1T tokens"_s));
    QVERIFY(!chart.higherXIsBetter);
}

void TestPlanCharts::paretoFront()
{
    RunPlan plan;
    plan.tokens = 2e12;
    const auto chart = ChartData::build(withVariants(), planOptions(plan));
    QSet<QString> front;
    for (const auto &p : chart.frontier)
        front.insert(p.filePath);
    QCOMPARE(front, bruteForceFront(chart.points));
    for (const auto &p : chart.points)
        QCOMPARE(p.onFrontier, front.contains(p.filePath));
    // Qwen3-32B's B200 variant is both fastest and cheapest of its model: the slower H200 x8 is off the front.
    QVERIFY(front.contains(u"b200-8.yaml"_s));
    QVERIFY(!std::any_of(chart.frontier.cbegin(), chart.frontier.cend(),
                         [](const auto &p) { return p.filePath.endsWith(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"); }));
    // The front runs by days, ascending, within each model.
    for (qsizetype i = 1; i < chart.frontier.size(); ++i)
        if (chart.frontier[i].model == chart.frontier[i - 1].model)
            QVERIFY(chart.frontier[i].x >= chart.frontier[i - 1].x);
}

void TestPlanCharts::deadlineAndBudget()
{
    RunPlan plan;
    plan.tokens = 2e12;
    plan.days = 90;
    plan.budgetUsd = 1.5e6;
    const auto chart = ChartData::build(withVariants(), planOptions(plan));
    QCOMPARE(chart.guides.size(), 2);
    QCOMPARE(chart.guides[0].orientation, Qt::Vertical);
    QCOMPARE(chart.guides[0].value, 90.0);
    QCOMPARE(chart.guides[0].label, u"deadline: 90 days"_s);
    QCOMPARE(chart.guides[1].orientation, Qt::Horizontal);
    QCOMPARE(chart.guides[1].value, 1.5e6);
    QCOMPARE(chart.guides[1].label, u"budget: $1,500,000"_s);
    // Whether a point fits is told in its tooltip, as the lines show it.
    for (const auto &p : chart.points) {
        const bool fits = p.x <= 90 && p.y <= 1.5e6;
        QVERIFY2(p.toolTip.contains(fits ? u"fits the plan"_s : u"misses the plan"_s), qPrintable(p.toolTip));
    }
    plan.days.reset();
    QCOMPARE(ChartData::build(withVariants(), planOptions(plan)).guides.size(), 1);
}

void TestPlanCharts::noPlan()
{
    const auto chart = ChartData::build(withVariants(), planOptions(RunPlan()));
    QVERIFY(chart.isEmpty());
    QVERIFY(chart.emptyText.contains(u"Plan a Run"_s));
    QVERIFY(chart.guides.isEmpty());
}

void TestPlanCharts::scaledAndLeftOut()
{
    RunPlan plan;
    plan.tokens = 1e12;
    plan.gpus = 64;
    auto recipes = withVariants();
    recipes << variant(u"Qwen3-32B"_s, u"Z9"_s, 8, 3000, u"unpriced.yaml"_s);
    const auto chart = ChartData::build(recipes, planOptions(plan));
    QCOMPARE(chart.points.size(), recipes.size() - 1);
    QHash<QString, int> counts;
    for (const auto &r : recipes)
        counts.insert(r.filePath(), r.gpuCount());
    for (const auto &p : chart.points) {
        QVERIFY(p.label.startsWith(u"x64 "_s));
        // Only a recipe measured on another count is extrapolated (MiniMax-M2 was measured on 64).
        QCOMPARE(p.toolTip.contains(u"an extrapolation"_s), counts.value(p.filePath) != 64);
    }
    const auto qwen = std::find_if(chart.points.cbegin(), chart.points.cend(),
                                   [](const auto &q) { return q.filePath.endsWith(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"); });
    QVERIFY(near(qwen->x, 1e12 / (2200.16 * 64) / 86400));
    QVERIFY(chart.footnote.contains(u"scaled to 64 GPUs"_s));
    // (English plurals come from the English translation, not loaded here.)
    QVERIFY2(chart.footnote.contains(QRegularExpression(u"\\b1 recipe(\\(s\\))? without a price for the GPU type left out"_s)),
             qPrintable(chart.footnote));
}

void TestPlanCharts::scalingPoints()
{
    auto recipes = TestUtils::bundledRecipes();
    const auto m = u"Scale-Test-7B"_s;
    recipes << variant(m, u"H200"_s, 8, 1000, u"h200-8a.yaml"_s) << variant(m, u"H200"_s, 8, 900, u"h200-8b.yaml"_s)
            << variant(m, u"H200"_s, 16, 950, u"h200-16.yaml"_s) << variant(m, u"H200"_s, 64, 800, u"h200-64.yaml"_s)
            << variant(m, u"B200"_s, 8, 2000, u"b200-8.yaml"_s) << variant(m, u"B200"_s, 32, 1500, u"b200-32.yaml"_s)
            << variant(m, u"H100"_s, 16, 700, u"h100-16.yaml"_s);
    ChartData::Options options;
    options.metric = ChartData::Metric::Scaling;
    options.models = {u"scale-test-7b"_s};
    const auto chart = ChartData::build(recipes, options);
    QCOMPARE(chart.models, QStringList{m});
    QVERIFY(chart.log2X);
    QCOMPARE(chart.points.size(), 7);
    const QHash<QString, double> efficiency{{u"h200-8a.yaml"_s, 1.0}, {u"h200-8b.yaml"_s, 0.9}, {u"h200-16.yaml"_s, 0.95},
                                            {u"h200-64.yaml"_s, 0.8}, {u"b200-8.yaml"_s, 1.0},  {u"b200-32.yaml"_s, 0.75},
                                            {u"h100-16.yaml"_s, 1.0}};
    for (const auto &p : chart.points)
        QVERIFY2(near(p.efficiency.value(), efficiency.value(p.filePath)), qPrintable(p.filePath));
    const auto h200x64 =
        std::find_if(chart.points.cbegin(), chart.points.cend(), [](const auto &p) { return p.filePath == u"h200-64.yaml"; });
    QCOMPARE(h200x64->x, 64.0);
    QCOMPARE(h200x64->y, 800.0);
    QVERIFY2(h200x64->toolTip.contains(u"80.0%"_s) && h200x64->toolTip.contains(u"8 x H200"_s), qPrintable(h200x64->toolTip));
    // H200 and B200 each: the best per count joined, and the ideal at the smallest count's best; one count (H100): no line.
    QCOMPARE(chart.lines.size(), 4);
    for (const auto &line : chart.lines) {
        if (line.gpuType == u"H200" && !line.ideal) {
            QCOMPARE(line.xs, (QList<double>{8, 16, 64}));
            QCOMPARE(line.ys, (QList<double>{1000, 950, 800}));
        } else if (line.gpuType == u"H200") {
            QCOMPARE(line.xs, (QList<double>{8, 64}));
            QCOMPARE(line.ys, (QList<double>{1000, 1000}));
        } else if (!line.ideal) {
            QCOMPARE(line.gpuType, u"B200"_s);
            QCOMPARE(line.ys, (QList<double>{2000, 1500}));
        } else {
            QCOMPARE(line.xs, (QList<double>{8, 32}));
            QCOMPARE(line.ys, (QList<double>{2000, 2000}));
        }
    }
}

void TestPlanCharts::scalingModelChoice()
{
    auto recipes = TestUtils::bundledRecipes();
    ChartData::Options options;
    options.metric = ChartData::Metric::Scaling;
    // None asked: the model with the most recipes (Qwen3.5-397B-A17B has three).
    auto chart = ChartData::build(recipes, options);
    QCOMPARE(chart.models, QStringList{u"Qwen3.5-397B-A17B"_s});
    QCOMPARE(chart.points.size(), 3);
    // Asked: that one; one not among the recipes: nothing, said so.
    options.models = {u"GLM-5.2-744B-A40B"_s};
    chart = ChartData::build(recipes, options);
    QCOMPARE(chart.models, QStringList{u"GLM-5.2-744B-A40B"_s});
    QCOMPARE(chart.points.size(), 2);
    QVERIFY(chart.title.startsWith(u"GLM-5.2-744B-A40B: "_s));
    options.models = {u"Nothing"_s};
    chart = ChartData::build(recipes, options);
    QVERIFY(chart.isEmpty());
    QVERIFY(!chart.emptyText.isEmpty());
}

void TestPlanCharts::names()
{
    for (const auto metric : {ChartData::Metric::PlanCost, ChartData::Metric::Scaling})
        QCOMPARE(ChartData::metricFromName(ChartData::metricName(metric)), metric);
    QCOMPARE(ChartData::metricName(ChartData::Metric::PlanCost), u"plan"_s);
    QCOMPARE(ChartData::metricName(ChartData::Metric::Scaling), u"scaling"_s);
}

QTEST_GUILESS_MAIN(TestPlanCharts)
#include "tst_plancharts.moc"
