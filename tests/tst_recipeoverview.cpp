// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The recipe page's text matches what the published site shows for the same recipe.
#include "analysis/recipeoverview.h"
#include "recipe/recipebatch.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QTest>

namespace {
Recipe load(const QString &file)
{
    const auto result = RecipeLoader::loadFile(TestUtils::bundledPath(file), file); // named as the site names it
    return result.recipe.value();
}
} // namespace

class TestRecipeOverview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void siteTexts();
    void fields();
    void headline();
    void bibtex();
    void otherGpus();
};

void TestRecipeOverview::siteTexts()
{
    const auto qwen = load(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    QCOMPARE(RecipeOverview::gpus(qwen), QStringLiteral("128 x H200 141 GB (AWS p5en.48xlarge, 8 per node)"));
    QCOMPARE(RecipeOverview::mfu(qwen), QStringLiteral("5.4% (N = 16,331,407,360 active parameters per token)"));
    QCOMPARE(RecipeOverview::convergence(qwen),
             QStringLiteral("correlation 0.99999, final loss difference 8.4e-05, 0 pointwise failures over 20 steps"));
    QCOMPARE(RecipeOverview::measured(qwen), QStringLiteral("2026-10-11, 14-step run scored over steps 4–13"));
    QCOMPARE(RecipeOverview::rows(qwen),
             QStringLiteral("qwen35-tulu3-fixed8192-v1 (rows_sha256 "
                            "7a837641dcde9ebcac9d3ed5ed84ddd941fc9bfc173606cc701e9a3f51c307f1)"));
    QVERIFY(
        RecipeOverview::componentTest(qwen.correctness().componentTests.first())
            .startsWith(QLatin1String("precision-aware Adam on GPU (TE FusedAdam, FP32 masters stored as BF16 parameter plus "
                                      "remainder) against an FP64 reference: H200, 2026-10-11. Shape: one Qwen3.5-397B-A17B MoE layer")));
    QCOMPARE(RecipeOverview::stackLabel(QStringLiteral("megatron_lm")), QStringLiteral("megatron lm"));

    const auto minimax = load(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"));
    QCOMPARE(RecipeOverview::gpus(minimax), QStringLiteral("64 x H200 141 GB (AWS p5en.48xlarge, 8 per node)"));
    QCOMPARE(RecipeOverview::mfu(minimax), QStringLiteral("12.8% (N = 10,415,112,192 active parameters per token)"));
    QCOMPARE(RecipeOverview::convergence(minimax),
             QStringLiteral("correlation 0.9997869, final loss difference 0.0018, 0 pointwise failures over 20 steps"));
}

void TestRecipeOverview::fields()
{
    const auto qwen = load(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    QStringList labels;
    QString gpuHours;
    for (const auto &f : RecipeOverview::fields(qwen)) {
        labels << f.label;
        QVERIFY2(!f.toolTip.isEmpty(), qPrintable(f.label));
        if (f.path == QLatin1String("result.gpu_hours"))
            gpuHours = f.value;
    }
    QCOMPARE(labels,
             QStringList({QStringLiteral("Author"), QStringLiteral("GPUs"), QStringLiteral("Layout"), QStringLiteral("Highlights"),
                          QStringLiteral("Tokens/s per GPU"), QStringLiteral("$ / 1M tokens"), QStringLiteral("MFU"),
                          QStringLiteral("Step-time CV"), QStringLiteral("Convergence check"), QStringLiteral("Component test"),
                          QStringLiteral("Correctness"), QStringLiteral("Measured"), QStringLiteral("GPU-hours"), QStringLiteral("Rows"),
                          QStringLiteral("Dataset"), QStringLiteral("Row count"), QStringLiteral("Tokenizer"), QStringLiteral("Packing")}));
    QCOMPARE(gpuHours, QStringLiteral("68.9 (GPUs x (job start to end), including startup)"));
}

void TestRecipeOverview::headline()
{
    const auto batch = RecipeBatch::load(RecipeFiles::find({TestUtils::bundledPath(QStringLiteral("qwen3.5-397b-a17b"))}));
    QCOMPARE(batch.recipes.size(), 3);
    QCOMPARE(RecipeOverview::headlineTitle(QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("H200")),
             QStringLiteral("Training Qwen3.5-397B-A17B on H200"));
    QCOMPARE(RecipeOverview::headlineSubtitle(batch.recipes),
             QStringLiteral("Ranked by tokens/s per GPU · 8,192-token SFT rows · global batch 128 · BF16"));
}

void TestRecipeOverview::bibtex()
{
    const auto qwen = load(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    QCOMPARE(RecipeOverview::bibtex(qwen),
             QStringLiteral("@misc{attune2026,\n"
                            "  author        = {{ATTUNE}},\n"
                            "  title         = {{Qwen3.5-397B-A17B on 128 x H200: TP2 PP4 EP32 DP16}},\n"
                            "  howpublished  = {OpenRecipes recipe attune-tp2-pp4-ep32},\n"
                            "  year          = {2026},\n"
                            "  eprint        = {2610.17528},\n"
                            "  archivePrefix = {arXiv},\n"
                            "  url           = {https://arxiv.org/abs/2610.17528}\n"
                            "}"));
}

void TestRecipeOverview::otherGpus()
{
    auto qwen = load(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    const auto batch = RecipeBatch::load(RecipeFiles::find({TestUtils::bundledFolder()}));
    // Only H200 recipes are published in full: nothing on other GPU types.
    QVERIFY(RecipeOverview::otherGpus(qwen, batch.recipes).isEmpty());

    // Two B200 variants and one H100: the best B200 and the H100 are listed, the H200 itself is not.
    auto variant = [&qwen](const QByteArray &gpu, const QByteArray &tokens, const QString &name) {
        auto bytes = qwen.source();
        bytes.replace("type: H200", QByteArray("type: " + gpu))
            .replace("tokens_per_s_per_gpu: 545.32", QByteArray("tokens_per_s_per_gpu: " + tokens));
        return RecipeLoader::loadBytes(bytes, name).recipe.value();
    };
    auto all = batch.recipes;
    all << variant("B200", "1100.0", QStringLiteral("b200-slow.yaml")) << variant("B200", "1232.5", QStringLiteral("b200-fast.yaml"))
        << variant("H100", "313.3", QStringLiteral("h100.yaml"));
    QStringList others;
    for (const auto &o : RecipeOverview::otherGpus(qwen, all))
        others << QStringLiteral("%1 x%2 %3 %4").arg(o.gpuType).arg(o.gpus).arg(o.tokensPerSecondPerGpu).arg(o.filePath);
    // In GPU generation order, as the site lists them.
    QCOMPARE(others, QStringList({QStringLiteral("H100 x128 313.3 h100.yaml"), QStringLiteral("B200 x128 1232.5 b200-fast.yaml")}));
}

QTEST_GUILESS_MAIN(TestRecipeOverview)
#include "tst_recipeoverview.moc"
