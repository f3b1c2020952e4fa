// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The command parser on every bundled command, the flag table and the placeholders.
#include "analysis/placeholdertable.h"
#include "analysis/shellcommand.h"
#include "itemmodels/commandflagmodel.h"
#include "recipe/recipebatch.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QTest>

class TestShellCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void minimax();
    void everyBundledCommand_data();
    void everyBundledCommand();
    void quotingAndExpansions();
    void placeholders();
    void flagTable();
};

void TestShellCommand::minimax()
{
    const auto command =
        ShellCommand::parse(TestUtils::bundledRecipe(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")).run());
    QCOMPARE(command.value(QStringLiteral("--pipeline-model-parallel-layout")).value(), QStringLiteral("Et|(tt|)*30tL"));
    QCOMPARE(command.value(QStringLiteral("--expert-model-parallel-size")).value(), QStringLiteral("8"));
    QCOMPARE(command.value(QStringLiteral("--lr")).value(), QStringLiteral("1e-5"));
    QCOMPARE(command.value(QStringLiteral("--tensorboard-dir")).value(), QStringLiteral("$PROFILE_DIR"));
    QCOMPARE(command.value(QStringLiteral("--hf-checkpoint")).value(), QStringLiteral("$HF_CKPT"));
    QCOMPARE(command.value(QStringLiteral("--async")).value(), QString()); // a switch
    QVERIFY(!command.has(QStringLiteral("--sequence-parallel")));
    QCOMPARE(command.program(), QStringLiteral("python3 -m <slime entry module>"));
    QCOMPARE(command.arguments(), QStringList({QStringLiteral("${MODEL_ARGS[@]}")}));
    QCOMPARE(command.flags().size(), 45);
    QCOMPARE(command.flags().last().line, 43);
    QCOMPARE(command.exports().size(), 4);
    QCOMPARE(command.exports().at(3).name, QStringLiteral("NCCL_NVLS_ENABLE"));
    QCOMPARE(command.exports().at(3).value, QStringLiteral("$([ \"$NVLINK_COUNT\" -gt 0 ] && echo 1 || echo 0)"));
}

void TestShellCommand::everyBundledCommand_data()
{
    QTest::addColumn<Recipe>("recipe");
    for (const auto &r : TestUtils::bundledRecipes())
        QTest::addRow("%s", qPrintable(r.model() + u' ' + r.name())) << r;
}

void TestShellCommand::everyBundledCommand()
{
    // Each command states the recipe's layout: the flags agree with the fields.
    QFETCH(Recipe, recipe);
    const auto command = ShellCommand::parse(recipe.run());
    QCOMPARE(command.value(QStringLiteral("--tensor-model-parallel-size")).value(), QString::number(recipe.layout().tp));
    QCOMPARE(command.value(QStringLiteral("--pipeline-model-parallel-size")).value(), QString::number(recipe.layout().pp));
    QCOMPARE(command.value(QStringLiteral("--expert-model-parallel-size")).value(), QString::number(recipe.layout().ep));
    QCOMPARE(command.value(QStringLiteral("--max-tokens-per-gpu")).value(), QString::number(*recipe.layout().maxTokensPerGpu));
    QCOMPARE(command.value(QStringLiteral("--global-batch-size")).value(), QString::number(recipe.workload().globalBatch));
    QCOMPARE(command.has(QStringLiteral("--sequence-parallel")), recipe.layout().sequenceParallel);
    QCOMPARE(command.value(QStringLiteral("--num-rollout")).value(), QString::number(*recipe.result().stepsPerRun));
    QCOMPARE(command.exports().size(), recipe.env().size());
    for (qsizetype i = 0; i < recipe.env().size(); ++i) {
        QCOMPARE(command.exports().at(i).name, recipe.env().at(i).first);
        QCOMPARE(command.exports().at(i).value, recipe.env().at(i).second);
    }
    for (const auto &flag : command.flags())
        QVERIFY2(flag.name.startsWith(QLatin1String("--")) && !flag.value.startsWith(QLatin1String("--")), qPrintable(flag.name));
}

void TestShellCommand::quotingAndExpansions()
{
    const auto command = ShellCommand::parse(QStringLiteral("export A=\"x y\" B='$z'\n"
                                                            "run --name \"two words\" \\\n"
                                                            "  --path=$(dirname \"$0\")/data --flag \\\n"
                                                            "  --count 3 # trailing comment --not-a-flag\n"
                                                            "--next -1\n"));
    QCOMPARE(command.exports().size(), 2);
    QCOMPARE(command.exports().at(0).value, QStringLiteral("x y"));
    QCOMPARE(command.exports().at(1).value, QStringLiteral("$z"));
    QCOMPARE(command.value(QStringLiteral("--name")).value(), QStringLiteral("two words"));
    QCOMPARE(command.value(QStringLiteral("--path")).value(), QStringLiteral("$(dirname \"$0\")/data"));
    QVERIFY(command.has(QStringLiteral("--flag")));
    QCOMPARE(command.value(QStringLiteral("--flag")).value(), QString());
    QCOMPARE(command.value(QStringLiteral("--count")).value(), QStringLiteral("3"));
    QVERIFY(!command.has(QStringLiteral("--not-a-flag")));
    QCOMPARE(command.value(QStringLiteral("--next")).value(), QStringLiteral("-1"));
    QCOMPARE(command.flags().at(2).line, 3);
}

void TestShellCommand::placeholders()
{
    const auto run = TestUtils::bundledRecipe(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")).run();
    QStringList used;
    for (const auto &p : PlaceholderTable::used(run))
        used << p.text;
    QCOMPARE(used,
             QStringList({QStringLiteral("$NVLINK_COUNT"), QStringLiteral("<slime entry module>"), QStringLiteral("${MODEL_ARGS[@]}"),
                          QStringLiteral("$HF_CKPT"), QStringLiteral("$TORCH_DIST"), QStringLiteral("$SFT_DATA"),
                          QStringLiteral("$PROFILE_DIR")}));
    const auto occurrences = PlaceholderTable::find(run);
    QCOMPARE(occurrences.size(), 7);
    QCOMPARE(run.mid(occurrences.at(3).offset, occurrences.at(3).length), QStringLiteral("$HF_CKPT"));
    QCOMPARE(occurrences.at(3).line, 10);
    for (const auto &p : PlaceholderTable::all())
        QVERIFY(!p.description.isEmpty());
    // A longer name is not the placeholder.
    QVERIFY(PlaceholderTable::find(QStringLiteral("echo $HF_CKPT_DIR")).isEmpty());
}

void TestShellCommand::flagTable()
{
    CommandFlagModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecipe(TestUtils::bundledRecipe(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml")));
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row)
        if (!model.index(row, CommandFlagModel::Field).data().toString().isEmpty())
            rows << QStringLiteral("%1 %2 %3 %4 %5")
                        .arg(model.index(row, 0).data().toString(), model.index(row, 1).data().toString(),
                             model.index(row, 2).data().toString(), model.index(row, 3).data().toString(),
                             model.index(row, 0).data(CommandFlagModel::AgreesRole).toBool() ? QStringLiteral("ok")
                                                                                             : QStringLiteral("DIFFERS"));
    QCOMPARE(rows.join(u'\n'),
             QStringLiteral("--actor-num-gpus-per-node 8 gpu.per_node 8 ok\n"
                            "--num-rollout 14 result.steps_per_run 14 ok\n"
                            "--global-batch-size 128 workload.global_batch 128 ok\n"
                            "--tensor-model-parallel-size 4 layout.tp 4 ok\n"
                            "--sequence-parallel  layout.sequence_parallel true ok\n"
                            "--pipeline-model-parallel-size 4 layout.pp 4 ok\n"
                            "--decoder-first-pipeline-num-layers 18 layout.layer_split.first 18 ok\n"
                            "--decoder-last-pipeline-num-layers 20 layout.layer_split.last 20 ok\n"
                            "--context-parallel-size 1 layout.cp 1 ok\n"
                            "--expert-model-parallel-size 32 layout.ep 32 ok\n"
                            "--expert-tensor-parallel-size 1 layout.etp 1 ok\n"
                            "--recompute-granularity selective layout.recompute.granularity selective ok\n"
                            "--max-tokens-per-gpu 8192 layout.max_tokens_per_gpu 8192 ok\n"
                            "--optimizer-cpu-offload  layout.offload true ok\n"
                            "--moe-token-dispatcher-type alltoall layout.dispatcher alltoall ok"));
}

QTEST_GUILESS_MAIN(TestShellCommand)
#include "tst_shellcommand.moc"
