// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figures charts show: best per GPU, costs recorded and recomputed, MFU, and
// the Pareto frontier, checked against every bundled recipe.
#include "analysis/chartdata.h"
#include "analysis/pricetable.h"
#include "recipe/gpucatalog.h"
#include "recipe/recipebatch.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QTest>

namespace {
QString dumpBars(const ChartData::Chart &chart)
{
    QStringList lines;
    for (const auto &b : chart.bars) {
        // Bars of several models are grouped under their model's name.
        const QString tick = (chart.models.size() > 1 ? b.model + u'\n' : QString()) + b.tickLabel;
        lines << QStringLiteral("%1 | %2 | %3%4%5")
                     .arg(tick.split(u'\n').join(u' '), b.valueLabel, b.series, b.listingOnly ? QStringLiteral(" listing") : QString(),
                          b.recomputed ? QStringLiteral(" recomputed") : QString());
    }
    return lines.join(u'\n');
}
} // namespace

class TestChartData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listings();
    void throughputAcrossGpus();
    void costRecordedAndRecomputed();
    void priceArithmetic_data();
    void priceArithmetic();
    void mfuArithmetic_data();
    void mfuArithmetic();
    void mfuChart();
    void everyRecipe();
    void paretoFrontier();
    void tradeoffPerModel();
    void priceTableSettings();
};

void TestChartData::listings()
{
    const auto listings = RecipeLoader::bundledListings();
    QCOMPARE(listings.size(), 2);
    QCOMPARE(listings[0].gpuType(), QStringLiteral("H100"));
    QCOMPARE(listings[0].gpuCount(), 128);
    QCOMPARE(listings[0].tokensPerSecondPerGpu(), 313.3);
    QCOMPARE(listings[0].usdPerMillionTokens().value(), 6.10);
    QCOMPARE(listings[1].gpuType(), QStringLiteral("B200"));
    QCOMPARE(listings[1].gpuCount(), 64);
    QCOMPARE(listings[1].tokensPerSecondPerGpu(), 1232.5);
    QCOMPARE(listings[1].usdPerMillionTokens().value(), 3.21);
    for (const auto &l : listings) {
        QVERIFY(l.isListing());
        QVERIFY(l.run().isEmpty());
        QVERIFY(l.layoutLabel().isEmpty());
        QVERIFY(!l.mfu());
    }
    // Only for open models, and not where a full recipe stands on that GPU.
    QVERIFY(RecipeLoader::bundledListingsFor({}).isEmpty());
    auto recipes = TestUtils::bundledRecipes();
    auto b200 = recipes.first();
    ProblemList problems;
    auto bytes =
        RecipeLoader::loadFile(TestUtils::bundledPath(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"))).recipe->source();
    bytes.replace("type: H200", "type: B200");
    recipes << RecipeLoader::loadBytes(bytes, QStringLiteral("b200.yaml")).recipe.value();
    const auto left = RecipeLoader::bundledListingsFor(recipes);
    QCOMPARE(left.size(), 1);
    QCOMPARE(left.first().gpuType(), QStringLiteral("H100"));

    // A broken listings file is reported, not half read.
    RecipeLoader::loadListings("schema_version: 1\nlistings:\n- model: X\n  gpu: {type: H100, count: 0}\n", QStringLiteral("l.yaml"),
                               &problems);
    QStringList messages;
    for (const auto &p : problems)
        messages << p.toString();
    messages.sort();
    QCOMPARE(messages,
             QStringList({QStringLiteral("l.yaml:3:3: error: missing required key 'listings[0].source'"),
                          QStringLiteral("l.yaml:3:3: error: missing required key 'listings[0].tokens_per_s_per_gpu'"),
                          QStringLiteral("l.yaml:4:28: error: 'listings[0].gpu.count' must be at least 1, found \"0\"")}));
}

void TestChartData::throughputAcrossGpus()
{
    ChartData::Options options;
    options.metric = ChartData::Metric::Throughput;
    options.models = {QStringLiteral("Qwen3.5-397B-A17B")};
    const auto chart = ChartData::build(TestUtils::bundledRecipesAndListings(), options);
    QCOMPARE(dumpBars(chart),
             QStringLiteral("H100 x128 listing only | 313.3 | H100 listing\n"
                            "H200 x128 | 545.3 | H200\n"
                            "B200 x64 listing only | 1,232.5 | B200 listing"));
    QCOMPARE(chart.series, QStringList({QStringLiteral("H100"), QStringLiteral("H200"), QStringLiteral("B200")}));
    QCOMPARE(chart.title, QStringLiteral("Qwen3.5-397B-A17B: tokens/s per GPU across GPUs"));
    // The legend keeps that order when other models come first.
    QCOMPARE(ChartData::build(TestUtils::bundledRecipesAndListings(), {}).series,
             QStringList({QStringLiteral("H100"), QStringLiteral("H200"), QStringLiteral("B200")}));
    QVERIFY(chart.footnote.startsWith(QLatin1String("Source: OpenRecipes recipes (measured 2026-10-11)")));
    QVERIFY(chart.footnote.contains(QLatin1String("listing only")));
    QCOMPARE(chart.bars[1].value, 545.32);
}

void TestChartData::costRecordedAndRecomputed()
{
    ChartData::Options options;
    options.metric = ChartData::Metric::Cost;
    options.models = {QStringLiteral("Qwen3.5-397B-A17B")};
    options.prices.setPrice(QStringLiteral("H200"), 5.0);
    options.cost = ChartData::CostBasis::Both;
    auto chart = ChartData::build(TestUtils::bundledRecipesAndListings(), options);
    // $5 x 10^6 / (545.32 x 3600) = $2.55; the others equal their recorded figure at the default prices.
    QCOMPARE(dumpBars(chart),
             QStringLiteral("H100 x128 listing only | $6.10 | H100 listing\n"
                            "H200 x128 | $4.03 | H200\n"
                            "H200 x128 at $5.00/GPU-h | $2.55* | H200 recomputed\n"
                            "B200 x64 listing only | $3.21 | B200 listing"));
    QVERIFY(qAbs(chart.bars[2].value - 5.0e6 / (545.32 * 3600)) < 1e-12);
    QVERIFY(chart.footnote.contains(QLatin1String("* recomputed at your prices: H100 $6.88/GPU-h (p5.48xlarge), H200 $5.00/GPU-h")));
    QVERIFY(!chart.higherIsBetter);

    options.cost = ChartData::CostBasis::Recomputed;
    chart = ChartData::build(TestUtils::bundledRecipesAndListings(), options);
    QCOMPARE(chart.bars.size(), 3);
    QCOMPARE(chart.bars[0].valueLabel, QStringLiteral("$6.10*"));
    QCOMPARE(chart.bars[2].valueLabel, QStringLiteral("$3.21*"));
}

void TestChartData::priceArithmetic_data()
{
    QTest::addColumn<Recipe>("recipe");
    for (const auto &r : TestUtils::bundledRecipesAndListings())
        QTest::addRow("%s", qPrintable(r.name())) << r;
}

void TestChartData::priceArithmetic()
{
    // At the default prices every recorded cost is recomputed to the cent.
    QFETCH(Recipe, recipe);
    const auto cost = ChartData::recomputedCost(recipe, PriceTable::defaults());
    QVERIFY(cost);
    QVERIFY2(qAbs(*cost - *recipe.usdPerMillionTokens()) < 0.005,
             qPrintable(QStringLiteral("%1 recomputed, %2 recorded").arg(*cost).arg(*recipe.usdPerMillionTokens())));
}

void TestChartData::mfuArithmetic_data()
{
    QTest::addColumn<Recipe>("recipe");
    for (const auto &r : TestUtils::bundledRecipes())
        QTest::addRow("%s", qPrintable(r.name())) << r;
}

void TestChartData::mfuArithmetic()
{
    // MFU = 6 x N active x tokens/s / peak dense BF16; the published MFUs match within 0.001.
    QFETCH(Recipe, recipe);
    const auto mfu = GpuCatalog::current()->mfu(double(recipe.result().activeParams->count), recipe.tokensPerSecondPerGpu(),
                                                recipe.gpuType(), recipe.workload().precision);
    QVERIFY(mfu);
    QVERIFY2(qAbs(*mfu - *recipe.mfu()) < 0.001, qPrintable(QStringLiteral("%1 recomputed, %2 recorded").arg(*mfu).arg(*recipe.mfu())));
}

void TestChartData::mfuChart()
{
    ChartData::Options options;
    options.metric = ChartData::Metric::Mfu;
    const auto chart = ChartData::build(TestUtils::bundledRecipesAndListings(), options);
    // Best per model and GPU; listings carry no MFU.
    // Several models: each bar names its model.
    QCOMPARE(dumpBars(chart),
             QStringLiteral("GLM-5.2-744B-A40B H200 x128 TP4 PP4 EP32 DP8 | 4.0% | H200\n"
                            "MiniMax-M2 H200 x64 TP1 PP8 VPP4 EP8 DP8 | 12.8% | H200\n"
                            "Qwen3-32B H200 x8 TP4 PP2 | 42.7% | H200\n"
                            "Qwen3.5-397B-A17B H200 x128 TP2 PP4 EP32 DP16 | 5.4% | H200"));
    QCOMPARE(chart.bars[3].value, 5.4);
}

void TestChartData::everyRecipe()
{
    ChartData::Options options;
    options.metric = ChartData::Metric::Throughput;
    options.selection = ChartData::Selection::EveryRecipe;
    options.gpuTypes = {QStringLiteral("h200")};
    const auto chart = ChartData::build(TestUtils::bundledRecipesAndListings(), options);
    QCOMPARE(chart.bars.size(), 7);
    QCOMPARE(chart.bars[4].model, QStringLiteral("Qwen3.5-397B-A17B"));
    QCOMPARE(chart.bars[4].tickLabel, QStringLiteral("H200 x128\nTP2 PP4 EP32 DP16"));
    QCOMPARE(chart.bars[6].valueLabel, QStringLiteral("469.2"));
}

void TestChartData::paretoFrontier()
{
    auto point = [](double tokens, double usd, const QString &name) {
        ChartData::Point p;
        p.x = tokens;
        p.y = usd;
        p.filePath = name;
        return p;
    };
    // c is beaten by b on both; d by a; e ties a on throughput but costs more.
    const QList<ChartData::Point> points = {point(100, 2.0, QStringLiteral("a")), point(300, 3.0, QStringLiteral("b")),
                                            point(250, 3.5, QStringLiteral("c")), point(90, 2.5, QStringLiteral("d")),
                                            point(100, 2.2, QStringLiteral("e")), point(500, 6.0, QStringLiteral("f"))};
    QStringList names;
    for (const auto &p : ChartData::paretoFrontier(points))
        names << p.filePath;
    QCOMPARE(names, QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("f")}));
}

void TestChartData::tradeoffPerModel()
{
    ChartData::Options options;
    options.metric = ChartData::Metric::Tradeoff;
    auto chart = ChartData::build(TestUtils::bundledRecipesAndListings(), options);
    QCOMPARE(chart.points.size(), 9);
    QStringList frontier;
    for (const auto &p : chart.frontier)
        frontier << p.model + u' ' + p.gpuType + u' ' + p.label;
    // Within each model, the recipes nothing of the same model beats on both.
    QCOMPARE(frontier,
             QStringList({QStringLiteral("GLM-5.2-744B-A40B H200 TP4 PP4 EP32 DP8"), QStringLiteral("MiniMax-M2 H200 TP1 PP8 VPP4 EP8 DP8"),
                          QStringLiteral("Qwen3-32B H200 TP4 PP2"), QStringLiteral("Qwen3.5-397B-A17B B200 listing")}));
    // At $3/GPU-h on H200 the H200 recipes of Qwen3.5 come under the B200's cost and join the frontier.
    options.models = {QStringLiteral("Qwen3.5-397B-A17B")};
    options.cost = ChartData::CostBasis::Recomputed;
    options.prices.setPrice(QStringLiteral("H200"), 3.0);
    chart = ChartData::build(TestUtils::bundledRecipesAndListings(), options);
    frontier.clear();
    for (const auto &p : chart.frontier)
        frontier << QStringLiteral("%1 %2 $%3").arg(p.gpuType, p.label).arg(p.y, 0, 'f', 2);
    QCOMPARE(frontier, QStringList({QStringLiteral("H200 TP2 PP4 EP32 DP16 $1.53"), QStringLiteral("B200 listing $3.21")}));
}

void TestChartData::priceTableSettings()
{
    auto table = PriceTable::defaults();
    QCOMPARE(table.price(QStringLiteral("h200")).value(), 7.91);
    QCOMPARE(table.instance(QStringLiteral("B200")), QStringLiteral("p6-b200.48xlarge"));
    table.setPrice(QStringLiteral("H200"), 5.5);
    table.setPrice(QStringLiteral("A100"), 3.0, QStringLiteral("p4d.24xlarge"));
    const auto restored = PriceTable::fromVariant(table.toVariant());
    QVERIFY(restored == table);
    QCOMPARE(restored.entries().first().gpuType, QStringLiteral("A100"));
    // $3.60 a GPU-hour at 1,000 tokens/s per GPU: 3.6 million tokens an hour, $1 each million.
    QCOMPARE(PriceTable::usdPerMillionTokens(3.6, 1000), 1.0);
    // The Qwen3.5 H200 recipe at the default H200 price: the $4.03 it records.
    QCOMPARE(qRound(PriceTable::usdPerMillionTokens(7.91, 545.32) * 100), 403);
    // Nonsense in the settings falls back to the defaults.
    QVERIFY(PriceTable::fromVariant(QVariant(QStringLiteral("garbage"))) == PriceTable::defaults());
}

QTEST_GUILESS_MAIN(TestChartData)
#include "tst_chartdata.moc"
