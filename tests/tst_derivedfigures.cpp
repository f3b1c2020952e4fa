// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figures that follow from a recipe's other fields: every bundled recipe agrees
// with them, and a changed throughput shows the cost it implies.
#include "analysis/derivedfigures.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QTest>

class TestDerivedFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bundledRecipesAgree();
    void changedThroughput();
};

void TestDerivedFigures::bundledRecipesAgree()
{
    int figures = 0;
    for (const auto &recipe : TestUtils::bundledRecipes()) {
        for (const auto &figure : DerivedFigures::of(recipe)) {
            QVERIFY2(figure.agrees,
                     qPrintable(recipe.name() + u' ' + figure.path + u' ' + figure.recorded + QStringLiteral(" vs ") + figure.derived));
            ++figures;
        }
        QCOMPARE(DerivedFigures::layoutLabel(recipe.layout()), recipe.layoutLabel());
    }
    QCOMPARE(figures, 7 * 5);
}

void TestDerivedFigures::changedThroughput()
{
    // Qwen3-32B at 2300 tokens/s per GPU: $ / 1M tokens at the H200's $7.91 is $0.96, not the recorded 1.0.
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    bytes.replace("tokens_per_s_per_gpu: 2200.16", "tokens_per_s_per_gpu: 2300");
    const auto recipe = RecipeLoader::loadBytes(bytes, QStringLiteral("qwen.yaml")).recipe.value();
    const auto cost = DerivedFigures::find(recipe, QStringLiteral("result.usd_per_million_tokens"));
    QVERIFY(cost);
    QVERIFY(!cost->agrees);
    QCOMPARE(cost->recorded, QStringLiteral("1"));
    QCOMPARE(cost->derived, QStringLiteral("0.96"));
    QCOMPARE(cost->formula, QStringLiteral("$7.91 per GPU-hour x 10^6 / (2300 tokens/s x 3600)"));
    const auto mfu = DerivedFigures::find(recipe, QStringLiteral("result.mfu"));
    QVERIFY(mfu && !mfu->agrees);
    QCOMPARE(mfu->derived, QStringLiteral("0.4461"));
    // At the reader's own price the cost follows it.
    PriceTable prices = PriceTable::defaults();
    prices.setPrice(QStringLiteral("H200"), 5.0);
    QCOMPARE(DerivedFigures::find(recipe, QStringLiteral("result.usd_per_million_tokens"), prices)->derived, QStringLiteral("0.6"));
    // The label from the layout.
    Recipe::Layout layout;
    layout.tp = 1;
    layout.pp = 8;
    layout.vpp = 4;
    layout.ep = 8;
    layout.dp = 8;
    QCOMPARE(DerivedFigures::layoutLabel(layout), QStringLiteral("TP1 PP8 VPP4 EP8 DP8"));
}

QTEST_GUILESS_MAIN(TestDerivedFigures)
#include "tst_derivedfigures.moc"
