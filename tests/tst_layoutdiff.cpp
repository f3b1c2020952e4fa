// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The layout diff on bundled pairs: fields, figures, flags, env and stack, and
// identical inputs.
#include "analysis/layoutdiff.h"
#include "analysis/textdiff.h"
#include "itemmodels/layoutdiffmodel.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QTest>

namespace {
QString dump(const LayoutDiff &diff)
{
    QStringList lines;
    for (const auto &r : diff.differences()) {
        auto line = QStringLiteral("%1 %2: %3 -> %4").arg(LayoutDiff::sectionName(r.section), r.name, r.aText(), r.bText());
        if (r.changePercent)
            line += QStringLiteral(" (%1%, %2)")
                        .arg(*r.changePercent, 0, 'f', 2)
                        .arg(r.better.value() ? QStringLiteral("better") : QStringLiteral("worse"));
        if (r.section != LayoutDiff::Section::Stack || !r.name.startsWith(QLatin1String("source")))
            lines << line;
    }
    return lines.join(u'\n');
}
} // namespace

class TestLayoutDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void glmTensorParallel();
    void qwenPipelineAgainstExperts();
    void qwenTensorParallel();
    void identical();
    void model();
    void textDiff();
    void textDiffOfFiles();
};

void TestLayoutDiff::glmTensorParallel()
{
    const auto diff = LayoutDiff::compare(TestUtils::bundledRecipe(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml")),
                                          TestUtils::bundledRecipe(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml")));
    QCOMPARE(dump(diff),
             QStringLiteral("layout tp: 4 -> 8\n"
                            "layout dp: 8 -> 4\n"
                            "result tokens_per_s_per_gpu: 161.79 -> 131.12 (-18.96%, worse)\n"
                            "result usd_per_million_tokens: 13.58 -> 16.76 (23.42%, worse)\n"
                            "result mfu: 0.0396 -> 0.0321 (-18.94%, worse)\n"
                            "result step_time_cv_percent: 4.69 -> 5.17 (10.23%, worse)\n"
                            "result gpu_hours: 44.9 -> 64.6 (43.88%, worse)\n"
                            "flags --num-rollout: 14 -> 20\n"
                            "flags --tensor-model-parallel-size: 4 -> 8\n"
                            "stack nccl: 2.28.9 (PyTorch's NCCL wheel; printed by the measured run) -> 2.28.9 (PyTorch's NCCL wheel)"));
    QCOMPARE(diff.headline(), QStringLiteral("tokens/s per GPU -19.0%, $ / 1M tokens +23.4%"));
}

void TestLayoutDiff::qwenPipelineAgainstExperts()
{
    const auto diff = LayoutDiff::compare(TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")),
                                          TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp2-ep64.yaml")));
    const auto text = dump(diff);
    QVERIFY(text.startsWith(QLatin1String("layout pp: 4 -> 2\nlayout ep: 32 -> 64\nlayout dp: 16 -> 32\n")));
    QVERIFY(text.contains(QLatin1String("result tokens_per_s_per_gpu: 545.32 -> 469.19 (-13.96%, worse)")));
    QVERIFY(text.contains(QLatin1String("result gpu_hours: 68.9 -> 31.25 (-54.64%, better)")));
    QVERIFY(text.contains(QLatin1String("flags --pipeline-model-parallel-size: 4 -> 2")));
    QVERIFY(text.contains(QLatin1String("flags --expert-model-parallel-size: 32 -> 64")));
    QVERIFY(!text.contains(QLatin1String("env ")));
}

void TestLayoutDiff::qwenTensorParallel()
{
    // TP 2 with sequence parallelism against TP 1 without: a flag removed.
    const auto diff = LayoutDiff::compare(TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")),
                                          TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml")));
    const auto text = dump(diff);
    QVERIFY(text.contains(QLatin1String("layout sequence_parallel: true -> false")));
    QVERIFY(text.contains(QStringLiteral("flags --sequence-parallel: (on) -> —")));
    QVERIFY(text.contains(QLatin1String("result step_time_cv_percent: 1.14 -> 0.77 (-32.46%, better)")));
}

void TestLayoutDiff::identical()
{
    const auto recipe = TestUtils::bundledRecipe(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"));
    const auto diff = LayoutDiff::compare(recipe, recipe);
    QVERIFY(!diff.differs());
    QVERIFY(diff.differences().isEmpty());
    QVERIFY(diff.rows().size() > 60);
    QCOMPARE(diff.headline(), QStringLiteral("tokens/s per GPU +0.0%, $ / 1M tokens +0.0%"));
}

void TestLayoutDiff::model()
{
    LayoutDiffModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecipes(TestUtils::bundledRecipe(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml")),
                     TestUtils::bundledRecipe(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml")));
    const int all = model.rowCount();
    model.setOnlyDifferences(true);
    QCOMPARE(model.rowCount(), 11);
    QVERIFY(all > model.rowCount());
    QCOMPARE(model.index(0, LayoutDiffModel::Field).data().toString(), QStringLiteral("tp"));
    QCOMPARE(model.index(0, LayoutDiffModel::Field).data(LayoutDiffModel::KindRole).toInt(), int(LayoutDiffModel::Changed));
    QCOMPARE(model.index(2, LayoutDiffModel::Change).data().toString(), QStringLiteral("-19.0%"));
    QCOMPARE(model.index(2, LayoutDiffModel::Change).data(LayoutDiffModel::BetterRole).toBool(), false);
    model.setOnlyDifferences(false);
    QCOMPARE(model.rowCount(), all);
}

void TestLayoutDiff::textDiff()
{
    const auto a = TestUtils::bundledRecipe(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"));
    const auto b = TestUtils::bundledRecipe(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"));
    const auto diff = TextDiff::compare(a.run(), b.run());
    QCOMPARE(diff.changeStarts(), QList<int>({14, 21}));
    QCOMPARE(diff.changedLineCount(), 2);
    const auto &line = diff.lines().at(21);
    QCOMPARE(line.kind, TextDiff::Kind::Changed);
    QCOMPARE(diff.leftText().at(*line.left), QStringLiteral("  --tensor-model-parallel-size 4 \\"));
    // Only the changed word is marked.
    QCOMPARE(line.leftWords.size(), 1);
    QCOMPARE(diff.leftText().at(*line.left).mid(line.leftWords[0].first, line.leftWords[0].second - line.leftWords[0].first),
             QStringLiteral("4"));
    QCOMPARE(diff.rightText().at(*line.right).mid(line.rightWords[0].first, line.rightWords[0].second - line.rightWords[0].first),
             QStringLiteral("8"));
    QVERIFY(TextDiff::compare(a.run(), a.run()).changeStarts().isEmpty());

    // A third pair: PP 4 EP 32 against PP 2 EP 64, three separate one-line changes.
    const auto qwen = TextDiff::compare(TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")).run(),
                                        TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp2-ep64.yaml")).run());
    QCOMPARE(qwen.changeStarts(), QList<int>({15, 23, 25}));
    QCOMPARE(qwen.rightText().at(*qwen.lines().at(25).right), QStringLiteral("  --expert-model-parallel-size 64 \\"));
}

void TestLayoutDiff::textDiffOfFiles()
{
    // The header comments differ, and a line is removed (--sequence-parallel): rows stay aligned.
    const auto a = TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    const auto b = TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml"));
    const auto diff = TextDiff::compare(QString::fromUtf8(a.source()), QString::fromUtf8(b.source()));
    QCOMPARE(diff.lines().first().kind, TextDiff::Kind::Changed);
    QCOMPARE(*diff.lines().first().left, 0);
    QCOMPARE(*diff.lines().first().right, 0);
    int removed = 0;
    for (const auto &line : diff.lines()) {
        if (line.kind == TextDiff::Kind::Removed) {
            ++removed;
            QCOMPARE(diff.leftText().at(*line.left), QStringLiteral("    --sequence-parallel \\"));
        }
        if (line.left && line.right && line.kind == TextDiff::Kind::Same)
            QCOMPARE(diff.leftText().at(*line.left), diff.rightText().at(*line.right));
    }
    QCOMPARE(removed, 1);
}

QTEST_GUILESS_MAIN(TestLayoutDiff)
#include "tst_layoutdiff.moc"
