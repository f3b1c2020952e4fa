// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lint: every bundled recipe is consistent, and one changed value gets exactly the
// findings it should, at the lines of the values that disagree.
#include "analysis/lintconfig.h"
#include "analysis/recipelint.h"
#include "recipe/recipebatch.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {
const QString Qwen = QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");
const QString Glm = QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml");
// Text replaced in a recipe; and each finding expected: the text on its line, then "check severity".
using Changes = QList<std::pair<QByteArray, QByteArray>>;
using Expected = QList<std::pair<QByteArray, QByteArray>>;

// 1-based line of the first line holding the text.
int lineOf(const QByteArray &bytes, const QByteArray &text)
{
    const auto at = bytes.indexOf(text);
    return at < 0 ? -1 : int(bytes.left(at).count('\n')) + 1;
}

// "line check severity" for each finding, sorted.
QStringList summary(const ProblemList &problems)
{
    QStringList lines;
    for (const auto &p : problems) {
        lines << QStringLiteral("%1 %2 %3").arg(p.line).arg(p.check, p.isError() ? QStringLiteral("error") : QStringLiteral("warning"));
    }
    lines.sort();
    return lines;
}

ProblemList lint(const QByteArray &bytes, const LintConfig &config = {})
{
    const auto loaded = RecipeLoader::loadBytes(bytes, QStringLiteral("recipe.yaml"));
    if (!loaded.recipe)
        qFatal("a changed recipe does not load: %s", qPrintable(loaded.problems.value(0).toString()));
    return RecipeLint::check(*loaded.recipe, PriceTable::defaults(), config);
}
} // namespace

class TestRecipeLint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bundledRecipesAreConsistent();
    void oneChangedValue_data();
    void oneChangedValue();
    void messagesNameBothSides();
    void physicsMessages();
    void ignoreAndSeverity();
    void folderConfig();
};

void TestRecipeLint::bundledRecipesAreConsistent()
{
    const auto recipes = TestUtils::bundledRecipes();
    QCOMPARE(recipes.size(), 7);
    for (const auto &recipe : recipes) {
        const auto problems = RecipeLint::check(recipe);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
    }
    // Every check has an id, once.
    QStringList ids;
    for (const auto &check : RecipeLint::checks())
        ids << check.id;
    QCOMPARE(ids.size(), 17);
    ids.removeDuplicates();
    QCOMPARE(ids.size(), 17);
}

void TestRecipeLint::oneChangedValue_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Changes>("changes");
    QTest::addColumn<Expected>("expected");
    QTest::addRow("dp") << Qwen << Changes{{"  dp: 1\n", "  dp: 2\n"}}
                        << Expected{{"  dp: 2\n", "parallel-dp error"}, {"  summary: TP 4, PP 2", "layout-summary error"}};
    QTest::addRow("ep") << Glm << Changes{{"  ep: 32\n", "  ep: 64\n"}}
                        << Expected{{"  ep: 64\n", "parallel-ep error"},
                                    {"  label: TP4 PP4 EP32 DP8", "layout-label error"},
                                    {"  summary: TP 4, PP 4", "layout-summary error"},
                                    {"--expert-model-parallel-size 32", "command-flags error"}};
    QTest::addRow("vpp") << Qwen
                         << Changes{{"  pp: 2\n", "  pp: 1\n"},
                                    {"  vpp: 1\n", "  vpp: 2\n"},
                                    {"  dp: 1\n", "  dp: 2\n"},
                                    {"--pipeline-model-parallel-size 2", "--pipeline-model-parallel-size 1"},
                                    {"label: TP4 PP2", "label: TP4 PP1"},
                                    {"TP 4, PP 2", "TP 4, PP 1"},
                                    {"DP 1,", "DP 2,"}}
                         << Expected{{"  vpp: 2\n", "parallel-vpp error"}};
    QTest::addRow("a flag") << Qwen << Changes{{"--tensor-model-parallel-size 4", "--tensor-model-parallel-size 8"}}
                            << Expected{{"--tensor-model-parallel-size 8", "command-flags error"}};
    QTest::addRow("a switch") << Qwen << Changes{{"    --sequence-parallel \\\n", ""}}
                              << Expected{{"  sequence_parallel: true", "command-flags error"}};
    QTest::addRow("an env value") << Qwen << Changes{{"  TORCHINDUCTOR_COMPILE_THREADS: '1'", "  TORCHINDUCTOR_COMPILE_THREADS: '2'"}}
                                  << Expected{{"  TORCHINDUCTOR_COMPILE_THREADS: '2'", "env-exports error"}};
    QTest::addRow("an export") << Qwen
                               << Changes{{"  export TORCHINDUCTOR_COMPILE_THREADS=1\n",
                                           "  export TORCHINDUCTOR_COMPILE_THREADS=1\n  export NCCL_DEBUG=INFO\n"}}
                               << Expected{{"export NCCL_DEBUG=INFO", "env-exports error"}};
    QTest::addRow("the label") << Qwen << Changes{{"  label: TP4 PP2", "  label: TP4 PP4"}}
                               << Expected{{"  label: TP4 PP4", "layout-label error"}};
    QTest::addRow("the summary") << Qwen << Changes{{"TP 4, PP 2", "TP 4, PP 3"}} << Expected{{"TP 4, PP 3", "layout-summary error"}};
    QTest::addRow("the cost") << Qwen << Changes{{"usd_per_million_tokens: 1.0\n", "usd_per_million_tokens: 1.2\n"}}
                              << Expected{{"usd_per_million_tokens: 1.2", "figures-cost error"}};
    QTest::addRow("the mfu") << Qwen << Changes{{"  mfu: 0.4269\n", "  mfu: 0.4369\n"}} << Expected{{"  mfu: 0.4369", "figures-mfu error"}};
    // 6 x 31,983,534,080 x 250,000 = 47,975 TFLOP/s on a GPU of 2,517: 19 times its peak.
    // MI355X has no default price, so the cost check says it did not run.
    QTest::addRow("past the peak, MI355X") << Qwen
                                           << Changes{{"  type: H200\n", "  type: MI355X\n"},
                                                      {"  memory_gb: 141\n", "  memory_gb: 288\n"},
                                                      {"tokens_per_s_per_gpu: 2200.16\n", "tokens_per_s_per_gpu: 250000\n"}}
                                           << Expected{{"tokens_per_s_per_gpu: 250000", "figures-peak error"},
                                                       {"  mfu: 0.4269", "figures-mfu error"},
                                                       {"  type: MI355X", "gpu-unchecked warning"},
                                                       {"  gpu_hours: 3.02", "figures-gpu-hours warning"}};
    // 4,400 tokens/s on an H200 is 85% of its peak: doubtful, not impossible.
    QTest::addRow("near the peak") << Qwen << Changes{{"tokens_per_s_per_gpu: 2200.16\n", "tokens_per_s_per_gpu: 4400\n"}}
                                   << Expected{{"tokens_per_s_per_gpu: 4400", "figures-peak warning"},
                                               {"  mfu: 0.4269", "figures-mfu error"},
                                               {"usd_per_million_tokens: 1.0", "figures-cost error"}};
    // A type the catalogue does not know: nothing about the GPU is checked, and that is said.
    QTest::addRow("an unknown GPU") << Qwen << Changes{{"  type: H200\n", "  type: H800\n"}, {"  memory_gb: 141\n", "  memory_gb: 80\n"}}
                                    << Expected{{"  type: H800", "gpu-unchecked warning"}};
    // Named as a recipe may name it, it is the catalogue's H200: every check runs, and agrees.
    QTest::addRow("a GPU by another name") << Qwen << Changes{{"  type: H200\n", "  type: NVIDIA H200 SXM\n"}} << Expected{};
    QTest::addRow("the window") << Qwen << Changes{{"  - 19\n", "  - 25\n"}}
                                << Expected{{"  - 5\n  - 25\n", "figures-window error"},
                                            {"  window_tokens:", "figures-window-tokens error"}};
    QTest::addRow("window tokens") << Qwen << Changes{{"window_tokens: 15728640", "window_tokens: 15728641"}}
                                   << Expected{{"window_tokens: 15728641", "figures-window-tokens error"}};
    QTest::addRow("gpu hours") << Qwen << Changes{{"gpu_hours: 3.02", "gpu_hours: 1.0"}}
                               << Expected{{"gpu_hours: 1.0", "figures-gpu-hours warning"}};
    QTest::addRow("the GPU count") << Qwen << Changes{{"  count: 8\n  per_node", "  count: 16\n  per_node"}}
                                   << Expected{{"  dp: 1\n", "parallel-dp error"}, {"--actor-num-nodes 1", "gpu-count error"}};
    QTest::addRow("GPUs per node") << Qwen << Changes{{"  per_node: 8\n", "  per_node: 3\n"}}
                                   << Expected{{"  per_node: 3\n", "gpu-count error"},
                                               {"--actor-num-gpus-per-node 8", "command-flags error"}};
    QTest::addRow("the GPU memory") << Qwen << Changes{{"  memory_gb: 141\n", "  memory_gb: 80\n"}}
                                    << Expected{{"  memory_gb: 80\n", "gpu-memory error"}};
    QTest::addRow("the status") << Qwen << Changes{{"correctness:\n  result: pass", "correctness:\n  result: fail"}}
                                << Expected{{"status: verified", "status-verified error"}};
}

void TestRecipeLint::oneChangedValue()
{
    QFETCH(QString, file);
    QFETCH(Changes, changes);
    QFETCH(Expected, expected);
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(file));
    for (const auto &[from, to] : changes) {
        QVERIFY2(bytes.contains(from), from.constData());
        bytes.replace(bytes.indexOf(from), from.size(), to);
    }
    QStringList wanted;
    for (const auto &[text, finding] : expected) {
        const int line = lineOf(bytes, text);
        QVERIFY2(line > 0, text.constData());
        wanted << QStringLiteral("%1 %2").arg(line).arg(QString::fromLatin1(finding));
    }
    wanted.sort();
    QCOMPARE(summary(lint(bytes)), wanted);
}

void TestRecipeLint::messagesNameBothSides()
{
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(Qwen));
    bytes.replace("--tensor-model-parallel-size 4", "--tensor-model-parallel-size 8");
    bytes.replace("usd_per_million_tokens: 1.0\n", "usd_per_million_tokens: 1.2\n");
    const auto problems = lint(bytes);
    QCOMPARE(problems.size(), 2);
    QStringList messages;
    for (const auto &p : problems)
        messages << p.toString();
    messages.sort();
    QCOMPARE(
        messages[0],
        QStringLiteral("recipe.yaml:155:5: error: the command says --tensor-model-parallel-size 8, but layout.tp is 4 [command-flags]"));
    QCOMPARE(messages[1],
             QStringLiteral("recipe.yaml:75:27: error: $ / 1M tokens is $1.20, but $7.91 per GPU-hour at 2200.16 tokens/s per GPU is $1.00 "
                            "[figures-cost]"));
}

void TestRecipeLint::physicsMessages()
{
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(Qwen));
    bytes.replace("  type: H200\n", "  type: MI355X\n");
    bytes.replace("tokens_per_s_per_gpu: 2200.16\n", "tokens_per_s_per_gpu: 250000\n");
    const auto problems = lint(bytes);
    const auto peak = std::find_if(problems.cbegin(), problems.cend(), [](const Problem &p) { return p.check == u"figures-peak"_s; });
    QVERIFY(peak != problems.cend());
    QCOMPARE(peak->message,
             u"6 x 31,983,534,080 active parameters x 250000 tokens/s per GPU is 47,975 TFLOP/s; the MI355X's peak is "
             "2,517 TFLOP/s: MFU would be 1,906%, more than the GPU can compute"_s);
    const auto unchecked = std::find_if(problems.cbegin(), problems.cend(), [](const Problem &p) { return p.check == u"gpu-unchecked"_s; });
    QVERIFY(unchecked != problems.cend());
    QCOMPARE(unchecked->message,
             u"the GPU catalogue has for MI355X no price: the cost check did not run (set one in View > GPU Prices...)"_s);
    bytes.replace("  type: MI355X\n", "  type: H800\n");
    bytes.replace("tokens_per_s_per_gpu: 250000\n", "tokens_per_s_per_gpu: 2200.16\n");
    const auto unknown = lint(bytes);
    QCOMPARE(unknown.size(), 1);
    QCOMPARE(unknown.first().message,
             u"H800 is not in the GPU catalogue: the peak, MFU, cost and memory checks did not run; add it to "
             "a GPU catalogue file (View > GPU Catalogue > Open Catalogue File..., or --gpu-catalog FILE)"_s);
}

void TestRecipeLint::ignoreAndSeverity()
{
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(Qwen));
    bytes.replace("usd_per_million_tokens: 1.0\n", "usd_per_million_tokens: 1.2\n");
    QCOMPARE(lint(bytes).size(), 1);
    // In the recipe: ignored, or a warning.
    QCOMPARE(lint(bytes + "lint:\n  ignore: [figures-cost]\n").size(), 0);
    const auto warned = lint(bytes + "lint:\n  severity:\n    figures-cost: warning\n");
    QCOMPARE(summary(warned), QStringList({QStringLiteral("75 figures-cost warning")}));
    QCOMPARE(lint(bytes + "lint:\n  severity: {figures-cost: off}\n").size(), 0);
    // Another check's switch leaves this one on.
    QCOMPARE(lint(bytes + "lint:\n  ignore: [figures-mfu]\n").size(), 1);
    // A key lint does not know is a schema error, as any other.
    const auto wrong = RecipeLoader::loadBytes(bytes + "lint:\n  severity: {figures-cost: loud}\n", QStringLiteral("r.yaml"));
    QVERIFY(!wrong.recipe);
}

void TestRecipeLint::folderConfig()
{
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("a/b"))));
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(Qwen));
    bytes.replace("gpu_hours: 3.02", "gpu_hours: 1.0");
    const auto file = dir.filePath(QStringLiteral("a/b/r.yaml"));
    QVERIFY(TestUtils::writeFile(file, bytes));
    const auto recipe = RecipeLoader::loadFile(file).recipe.value();
    QCOMPARE(RecipeLint::check(recipe, PriceTable::defaults(), LintConfig::forFile(file)).size(), 1);
    // The nearest .recipe-lint.yaml above the file counts.
    QFile config(dir.filePath(QStringLiteral("a/.recipe-lint.yaml")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write("severity:\n  figures-gpu-hours: error\n");
    config.close();
    auto problems = RecipeLint::check(recipe, PriceTable::defaults(), LintConfig::forFile(file));
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().isError());
    QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
    config.write("ignore: [figures-gpu-hours]\n");
    config.close();
    QVERIFY(RecipeLint::check(recipe, PriceTable::defaults(), LintConfig::forFile(file)).isEmpty());
    // A bad config says where.
    QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
    config.write("ignore: [x]\nloudness: 3\n");
    config.close();
    std::optional<Problem> problem;
    LintConfig::forFile(file, &problem);
    QVERIFY(problem);
    QCOMPARE(problem->toString(),
             dir.filePath(QStringLiteral("a/.recipe-lint.yaml"))
                 + QStringLiteral(":2:1: error: unknown key 'loudness' (ignore: [ids], severity: {id: error|warning|off})"));
}

QTEST_GUILESS_MAIN(TestRecipeLint)
#include "tst_recipelint.moc"
