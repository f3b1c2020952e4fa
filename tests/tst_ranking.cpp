// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking the site shows: within each (model, GPU type), by tokens/s per GPU.
#include "recipe/bundledrecipes.h"
#include "recipe/ranking.h"
#include "recipe/recipebatch.h"
#include "recipe/recipeformat.h"
#include "testutils.h"

#include <QTest>

class TestRanking : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void qwenOnH200();
    void everyGroup();
    void filters_data();
    void filters();
    void siteFormatting();

private:
    QList<Recipe> m_recipes;
};

void TestRanking::initTestCase()
{
    qputenv("RECIPE_EXPLORER_RECIPES", QByteArray());
    const auto batch = RecipeBatch::load(RecipeFiles::find({TestUtils::bundledFolder()}));
    QVERIFY(batch.problems.isEmpty());
    m_recipes = batch.recipes;
    QCOMPARE(m_recipes.size(), 7);
}

void TestRanking::qwenOnH200()
{
    const auto ranked = Ranking::rank(m_recipes, {QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("H200")});
    QCOMPARE(ranked.size(), 3);
    QStringList rows;
    for (const auto &[rank, recipe, groupOrder, order] : ranked)
        rows << QStringLiteral("#%1 %2 %3 %4")
                    .arg(rank)
                    .arg(recipe.tokensPerSecondPerGpu())
                    .arg(RecipeFormat::usd(recipe.usdPerMillionTokens()), recipe.layoutLabel());
    QCOMPARE(rows,
             QStringList({QStringLiteral("#1 545.32 $4.03 TP2 PP4 EP32 DP16"), QStringLiteral("#2 506.73 $4.34 TP1 PP4 EP32 DP32"),
                          QStringLiteral("#3 469.19 $4.68 TP2 PP2 EP64 DP32")}));
}

void TestRanking::everyGroup()
{
    QStringList rows;
    const auto ranked = Ranking::rank(m_recipes);
    for (const auto &[rank, recipe, groupOrder, order] : ranked)
        rows << QStringLiteral("%1 %2 #%3 %4").arg(recipe.model(), recipe.gpuType()).arg(rank).arg(recipe.name());
    // Each one's place in that order, as a number and as the text key.
    for (qsizetype i = 0; i < ranked.size(); ++i) {
        QCOMPARE(ranked.at(i).order, int(i));
        if (i > 0)
            QVERIFY(ranked.at(i - 1).groupOrder < ranked.at(i).groupOrder);
    }
    QCOMPARE(rows.join(u'\n'),
             QStringLiteral("GLM-5.2-744B-A40B H200 #1 attune-tp4-pp4\n"
                            "GLM-5.2-744B-A40B H200 #2 attune-tp8-pp4\n"
                            "MiniMax-M2 H200 #1 attune-tp1-pp8-ep8-vpp4\n"
                            "Qwen3-32B H200 #1 attune-tp4-pp2-mt16k\n"
                            "Qwen3.5-397B-A17B H200 #1 attune-tp2-pp4-ep32\n"
                            "Qwen3.5-397B-A17B H200 #2 attune-tp1-pp4-ep32\n"
                            "Qwen3.5-397B-A17B H200 #3 attune-tp2-pp2-ep64"));
}

void TestRanking::filters_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("count");
    QTest::addRow("model, any case") << "glm-5.2-744b-a40b" << "" << 2;
    QTest::addRow("gpu") << "" << "h200" << 7;
    QTest::addRow("absent gpu") << "" << "B200" << 0;
    QTest::addRow("model and gpu") << "MiniMax-M2" << "H200" << 1;
}

void TestRanking::filters()
{
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    QFETCH(int, count);
    QCOMPARE(Ranking::rank(m_recipes, {model, gpu}).size(), count);
}

void TestRanking::siteFormatting()
{
    QCOMPARE(RecipeFormat::tokensPerSecondShort(545.32), QStringLiteral("545.3"));
    QCOMPARE(RecipeFormat::tokensPerSecondShort(1232.5), QStringLiteral("1,232.5"));
    QCOMPARE(RecipeFormat::tokensPerSecond(2034.42), QStringLiteral("2,034.42"));
    QCOMPARE(RecipeFormat::usd(4.03), QStringLiteral("$4.03"));
    QCOMPARE(RecipeFormat::usd(1.0), QStringLiteral("$1.00"));
    QCOMPARE(RecipeFormat::usd(std::nullopt), QString());
    QCOMPARE(RecipeFormat::fractionPercent(0.054), QStringLiteral("5.4%"));
    QCOMPARE(RecipeFormat::fractionPercent(0.1285), QStringLiteral("12.8%"));
    QCOMPARE(RecipeFormat::percent(1.14), QStringLiteral("1.14%"));
    QCOMPARE(RecipeFormat::integer(16331407360LL), QStringLiteral("16,331,407,360"));
    QCOMPARE(RecipeFormat::plain(8.4e-05), QStringLiteral("8.4e-05"));
    QCOMPARE(RecipeFormat::plain(0.9997869), QStringLiteral("0.9997869"));
}

QTEST_GUILESS_MAIN(TestRanking)
#include "tst_ranking.moc"
