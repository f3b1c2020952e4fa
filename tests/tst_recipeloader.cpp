// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every bundled recipe loads with its exact published figures, and the loader keeps
// the source and where each value is.
#include "recipe/recipecodec.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <cstdlib>

class TestRecipeLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void documentStartingWithComma_data();
    void documentStartingWithComma();
    void figures_data();
    void figures();
    void everySection();
    void keepsSourceAndPositions();
    void skipsPositionsButNotWhereProblemsAre();
    void readsSummaryAsTheWholeRecipesSummary();
    void acceptsBomAndCrlf();
    void numbersAsYamlCppReadsThem_data();
    void numbersAsYamlCppReadsThem();
    void decimalsInACommaLocale();
    void sectionsCheckedOnceReportedEachTime();
    void invalidUtf8WhereverItIs();
};

void TestRecipeLoader::figures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("tokensPerSecond");
    QTest::addColumn<double>("usd");
    QTest::addColumn<double>("mfu");
    QTest::addColumn<double>("cv");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("measured");
    QTest::addColumn<double>("gpuHours");
    QTest::addColumn<qint64>("activeParams");

    QTest::addRow("glm tp4") << "glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml" << "GLM-5.2-744B-A40B" << 128 << 161.79 << 13.58 << 0.0396
                             << 4.69 << "TP4 PP4 EP32 DP8" << "2026-10-11" << 44.9 << 40297758720LL;
    QTest::addRow("glm tp8") << "glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml" << "GLM-5.2-744B-A40B" << 128 << 131.12 << 16.76 << 0.0321
                             << 5.17 << "TP8 PP4 EP32 DP4" << "2026-10-13" << 64.6 << 40297758720LL;
    QTest::addRow("minimax") << "minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml" << "MiniMax-M2" << 64 << 2034.42 << 1.08 << 0.1285 << 1.57
                             << "TP1 PP8 VPP4 EP8 DP8" << "2026-10-21" << 9.07 << 10415112192LL;
    QTest::addRow("qwen3-32b") << "qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml" << "Qwen3-32B" << 8 << 2200.1599999999999 << 1.0 << 0.4269
                               << 0.45 << "TP4 PP2" << "2026-10-18" << 3.02 << 31983534080LL;
    QTest::addRow("qwen3.5 tp1") << "qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml" << "Qwen3.5-397B-A17B" << 128 << 506.73 << 4.34
                                 << 0.0502 << 0.77 << "TP1 PP4 EP32 DP32" << "2026-10-13" << 38.04 << 16331407360LL;
    QTest::addRow("qwen3.5 pp2") << "qwen3.5-397b-a17b/h200/attune-tp2-pp2-ep64.yaml" << "Qwen3.5-397B-A17B" << 128 << 469.19 << 4.68
                                 << 0.0465 << 1.17 << "TP2 PP2 EP64 DP32" << "2026-10-13" << 31.25 << 16331407360LL;
    QTest::addRow("qwen3.5 tp2") << "qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml" << "Qwen3.5-397B-A17B" << 128 << 545.32 << 4.03
                                 << 0.054 << 1.14 << "TP2 PP4 EP32 DP16" << "2026-10-11" << 68.9 << 16331407360LL;
}

void TestRecipeLoader::figures()
{
    QFETCH(QString, file);
    const auto result = RecipeLoader::loadFile(TestUtils::bundledPath(file), file);
    QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.value(0).toString()));
    QVERIFY(result.recipe);
    const auto &r = *result.recipe;
    QCOMPARE(r.filePath(), file);
    QFETCH(QString, model);
    QCOMPARE(r.model(), model);
    QFETCH(int, gpus);
    QCOMPARE(r.gpuCount(), gpus);
    QCOMPARE(r.gpuType(), QStringLiteral("H200"));
    QCOMPARE(r.gpu().memoryGb.value(), 141.0);
    QCOMPARE(r.gpu().instance, QStringLiteral("AWS p5en.48xlarge"));
    QFETCH(double, tokensPerSecond);
    QCOMPARE(r.tokensPerSecondPerGpu(), tokensPerSecond);
    QFETCH(double, usd);
    QCOMPARE(r.usdPerMillionTokens().value(), usd);
    QFETCH(double, mfu);
    QCOMPARE(r.mfu().value(), mfu);
    QFETCH(double, cv);
    QCOMPARE(r.result().stepTimeCvPercent.value(), cv);
    QFETCH(QString, label);
    QCOMPARE(r.layoutLabel(), label);
    QFETCH(QString, measured);
    QCOMPARE(r.result().measured, measured);
    QFETCH(double, gpuHours);
    QCOMPARE(r.result().gpuHours.value(), gpuHours);
    QFETCH(qint64, activeParams);
    QCOMPARE(r.result().activeParams->count, activeParams);
    QCOMPARE(r.author().name, QStringLiteral("ATTUNE"));
    QCOMPARE(r.status(), QStringLiteral("verified"));
    QVERIFY(r.run().contains(QLatin1String("--tensor-model-parallel-size")));
}

void TestRecipeLoader::everySection()
{
    const auto result = RecipeLoader::loadFile(TestUtils::bundledPath(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")));
    QVERIFY(result.recipe);
    const auto &r = *result.recipe;
    QCOMPARE(r.schemaVersion(), 1);
    QCOMPARE(r.gpu().perNode.value(), 8);
    QCOMPARE(r.author().url, QStringLiteral("https://arxiv.org/abs/2610.17528"));
    QCOMPARE(r.stack().size(), 10);
    QCOMPARE(r.stack().at(8), std::pair(QStringLiteral("network"), QStringLiteral("8 GPUs per node, EFA, 3.2 Tb/s RDMA per node")));
    QCOMPARE(r.stack().at(4).second, QStringLiteral("12.9"));
    QCOMPARE(r.workload().rowTokens, 8192);
    QCOMPARE(r.workload().globalBatch, 128);
    QCOMPARE(r.workload().precision, QStringLiteral("bf16"));
    QCOMPARE(r.dataset().rowsSha256, QStringLiteral("f731270d13a2b34202cc0266c58a599318ff5957b15c3f9b9e9c1f71f9caf400"));
    QCOMPARE(r.dataset().build.name, QStringLiteral("minimax-m2-tulu3-fixed8192-v1"));
    QCOMPARE(r.dataset().build.rows.value(), 6400);
    QCOMPARE(r.dataset().build.supervisedTokenRatio.value(), 0.64);
    QCOMPARE(r.dataset().build.parquetBytes.value(), 75539521);
    const auto &l = r.layout();
    QCOMPARE(l.tp, 1);
    QCOMPARE(l.pp, 8);
    QCOMPARE(l.vpp, 4);
    QCOMPARE(l.ep, 8);
    QCOMPARE(l.dp, 8);
    QCOMPARE(l.sequenceParallel, false);
    QCOMPARE(l.layerSplit->first, 7);
    QCOMPARE(l.layerSplit->last, 7);
    QCOMPARE(l.maxTokensPerGpu.value(), 8192);
    QCOMPARE(l.recompute->granularity, QStringLiteral("full"));
    QCOMPARE(l.recompute->numLayers.value(), 1);
    QVERIFY(!l.offload);
    QCOMPARE(l.dispatcher, QStringLiteral("alltoall"));
    QCOMPARE(l.highlights, QStringLiteral("VPP 4, no offload"));
    QCOMPARE(r.result().window.value(), std::pair(5, 19));
    QCOMPARE(r.result().windowTokens.value(), 15728640);
    QCOMPARE(r.result().profiler.value(), false);
    QVERIFY(r.result().mfuNote.isEmpty());
    QCOMPARE(r.correctness().componentTests.size(), 1);
    QCOMPARE(r.correctness().componentTests.first().date, QStringLiteral("2026-10-11"));
    QVERIFY(r.correctness().componentTests.first().note.startsWith(QLatin1String("run on this recipe's training image")));
    QCOMPARE(r.correctness().convergence->correlation.value(), 0.9997869);
    QCOMPARE(r.correctness().convergence->finalLossDifference.value(), 0.0018);
    QCOMPARE(r.correctness().convergence->pointwiseFailures.value(), 0);
    QCOMPARE(r.env().size(), 4);
    QCOMPARE(r.env().at(3).first, QStringLiteral("NCCL_NVLS_ENABLE"));
    QCOMPARE(r.env().at(3).second, QStringLiteral("$([ \"$NVLINK_COUNT\" -gt 0 ] && echo 1 || echo 0)"));
    QVERIFY(r.patches().isEmpty());
    QVERIFY(r.run().endsWith(QLatin1String("--pipeline-model-parallel-layout 'Et|(tt|)*30tL'\n")));
    QVERIFY(r.notes().startsWith(QLatin1String("- Starting point: slime's MiniMax-M2 script")));

    const auto glm = RecipeLoader::loadFile(TestUtils::bundledPath(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml")));
    QVERIFY(glm.recipe);
    QCOMPARE(glm.recipe->layout().offload->optimizerFraction.value(), 1.0);
    QCOMPARE(glm.recipe->layout().offload->overlapD2hH2d.value(), true);
    QCOMPARE(glm.recipe->layout().recompute->granularity, QStringLiteral("selective"));
    QVERIFY(!glm.recipe->layout().recompute->numLayers);
    QVERIFY(glm.recipe->correctness().componentTests.isEmpty());
}

void TestRecipeLoader::keepsSourceAndPositions()
{
    const auto path = TestUtils::bundledPath(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto bytes = file.readAll();
    const auto result = RecipeLoader::loadFile(path);
    QVERIFY(result.recipe);
    QCOMPARE(result.recipe->source(), bytes);

    const auto tp = result.recipe->location(QStringLiteral("layout.tp"));
    QCOMPARE(tp.line, 58);
    QCOMPARE(tp.column, 7);
    QCOMPARE(bytes.mid(tp.offset, 1), QByteArray("2"));
    const auto tps = result.recipe->location(QStringLiteral("result.tokens_per_s_per_gpu"));
    QCOMPARE(bytes.mid(tps.offset, 6), QByteArray("545.32"));
    const auto test = result.recipe->location(QStringLiteral("correctness.component_tests[0].gpu"));
    QCOMPARE(bytes.mid(test.offset, 4), QByteArray("H200"));
}

void TestRecipeLoader::skipsPositionsButNotWhereProblemsAre()
{
    QFile file(QFINDTESTDATA("data/good/minimal.yaml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    // An unknown key (a warning: the recipe still loads) and a byte-order mark, which
    // shifts every offset by three bytes.
    const QByteArray bytes = "\xEF\xBB\xBF" + file.readAll() + "colour: blue\n";
    const auto kept = RecipeLoader::loadBytes(bytes, QStringLiteral("r.yaml"));
    const auto skipped = RecipeLoader::loadBytes(bytes, QStringLiteral("r.yaml"), RecipeLoader::Read::Summary);
    QVERIFY(kept.recipe && skipped.recipe);
    QVERIFY(kept.recipe->hasLocation(QStringLiteral("layout.tp")));
    QCOMPARE(bytes.mid(kept.recipe->location(QStringLiteral("layout.tp")).offset, 1), QByteArray("1"));
    QVERIFY(skipped.recipe->locations().isEmpty());
    QCOMPARE(skipped.recipe->tokensPerSecondPerGpu(), kept.recipe->tokensPerSecondPerGpu());
    // The warning is where the key is, either way.
    const int lastLine = int(bytes.count('\n'));
    QCOMPARE(kept.problems.size(), 1);
    QCOMPARE(skipped.problems, kept.problems);
    QCOMPARE(skipped.problems.first().line, lastLine);
    QCOMPARE(skipped.problems.first().column, 1);
    QCOMPARE(skipped.problems.first().message, QStringLiteral("unknown key 'colour' (not in recipe schema version 1)"));

    // An error: the schema's finding names its line without positions kept.
    auto wrong = bytes;
    wrong.replace("  tp: 1\n", "  tp: many\n");
    const auto refused = RecipeLoader::loadBytes(wrong, QStringLiteral("r.yaml"), RecipeLoader::Read::Summary);
    QVERIFY(!refused.recipe);
    QCOMPARE(refused.problems, RecipeLoader::loadBytes(wrong, QStringLiteral("r.yaml")).problems);
    QCOMPARE(refused.problems.first().line, kept.recipe->location(QStringLiteral("layout.tp")).line);
}

void TestRecipeLoader::readsSummaryAsTheWholeRecipesSummary()
{
    // Every bundled recipe read as a summary is the whole recipe's summary, field for
    // field as the cache writes them, with the same problems; it holds nothing more.
    const auto files = TestUtils::bundledFiles();
    QVERIFY(!files.isEmpty());
    for (const auto &file : files) {
        const auto bytes = TestUtils::readFile(file);
        QVERIFY(!bytes.isEmpty());
        const auto whole = RecipeLoader::loadBytes(bytes, file);
        const auto summary = RecipeLoader::loadBytes(bytes, file, RecipeLoader::Read::Summary);
        QVERIFY(whole.recipe && summary.recipe);
        QVERIFY(!whole.recipe->isSummary());
        QVERIFY(summary.recipe->isSummary());
        QCOMPARE(RecipeCodec::encode(summary), RecipeCodec::encode({whole.recipe->summary(), whole.problems}));
        QVERIFY(!whole.recipe->run().isEmpty());
        QVERIFY(summary.recipe->run().isEmpty());
        QVERIFY(summary.recipe->source().isEmpty());
        QVERIFY(summary.recipe->dataset().name.isEmpty());
    }

    // A number only the rest of the recipe holds, too large for the program: the file
    // is refused either way, in the same words at the same place.
    const auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    const std::pair<QByteArray, QByteArray> tooLarge[] = {
        {"    steps: 20\n", "    steps: 99999999999\n"},
        {"    pointwise_failures: 0\n", "    pointwise_failures: 3000000000\n"},
    };
    for (const auto &[from, to] : tooLarge) {
        auto wrong = bytes;
        wrong.replace(from, to);
        QVERIFY(wrong != bytes);
        const auto whole = RecipeLoader::loadBytes(wrong, QStringLiteral("r.yaml"));
        const auto summary = RecipeLoader::loadBytes(wrong, QStringLiteral("r.yaml"), RecipeLoader::Read::Summary);
        QVERIFY(!whole.recipe);
        QVERIFY(!summary.recipe);
        QCOMPARE(summary.problems, whole.problems);
        QVERIFY2(whole.problems.first().message.contains(QLatin1String("out of the range")), qPrintable(whole.problems.first().message));
    }
}

void TestRecipeLoader::acceptsBomAndCrlf()
{
    QFile file(QFINDTESTDATA("data/good/minimal.yaml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto bytes = file.readAll();
    bytes.replace("\n", "\r\n");
    bytes.prepend("\xEF\xBB\xBF");
    const auto result = RecipeLoader::loadBytes(bytes, QStringLiteral("crlf.yaml"));
    QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.value(0).toString()));
    QVERIFY(result.recipe);
    QCOMPARE(result.recipe->model(), QStringLiteral("Tiny-1B"));
    QCOMPARE(result.recipe->run(), QStringLiteral("python3 train.py --tensor-model-parallel-size 1\n"));
    const auto tp = result.recipe->location(QStringLiteral("layout.tp"));
    QCOMPARE(tp.line, 16);
    QCOMPARE(bytes.mid(tp.offset, 1), QByteArray("1"));
    QCOMPARE(result.recipe->source(), bytes);
}

void TestRecipeLoader::numbersAsYamlCppReadsThem_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("expected"); // "tp memory_gb tokens/s window_tokens sequence_parallel"
    const QByteArray tp = "  tp: 4\n";
    QTest::addRow("as published") << tp << tp << QStringLiteral("4 141 2200.1599999999999 15728640 1");
    // A leading zero is octal to yaml-cpp's stream (the schema reads it as 10).
    QTest::addRow("octal") << tp << QByteArray("  tp: 010\n") << QStringLiteral("8 141 2200.1599999999999 15728640 1");
    QTest::addRow("plus sign") << tp << QByteArray("  tp: +4\n") << QStringLiteral("4 141 2200.1599999999999 15728640 1");
    QTest::addRow("quoted") << tp << QByteArray("  tp: '4'\n") << QStringLiteral("4 141 2200.1599999999999 15728640 1");
    QTest::addRow("exponent") << QByteArray("memory_gb: 141\n") << QByteArray("memory_gb: 1.41e2\n")
                              << QStringLiteral("4 141 2200.1599999999999 15728640 1");
    QTest::addRow("many digits") << QByteArray("tokens_per_s_per_gpu: 2200.16\n")
                                 << QByteArray("tokens_per_s_per_gpu: 2200.1600000000000001\n")
                                 << QStringLiteral("4 141 2200.1599999999999 15728640 1");
    QTest::addRow("64-bit") << QByteArray("window_tokens: 15728640\n") << QByteArray("window_tokens: 9007199254740993\n")
                            << QStringLiteral("4 141 2200.1599999999999 9007199254740993 1");
    // The schema takes only true and false (valijson); yaml-cpp reads them.
    QTest::addRow("false") << QByteArray("sequence_parallel: true\n") << QByteArray("sequence_parallel: false\n")
                           << QStringLiteral("4 141 2200.1599999999999 15728640 0");
}

void TestRecipeLoader::numbersAsYamlCppReadsThem()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, expected);
    QFile file(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto bytes = file.readAll();
    QVERIFY(bytes.contains(from));
    bytes.replace(from, to);
    const auto result = RecipeLoader::loadBytes(bytes, QStringLiteral("numbers.yaml"));
    QVERIFY2(result.recipe, qPrintable(result.problems.value(0).toString()));
    const auto &r = *result.recipe;
    const auto got = QStringLiteral("%1 %2 %3 %4 %5")
                         .arg(r.layout().tp)
                         .arg(r.gpu().memoryGb.value_or(-1), 0, 'g', 17)
                         .arg(r.tokensPerSecondPerGpu(), 0, 'g', 17)
                         .arg(r.result().windowTokens.value_or(-1))
                         .arg(int(r.layout().sequenceParallel));
    QCOMPARE(got, expected);
}

void TestRecipeLoader::decimalsInACommaLocale()
{
    // Read under German's LC_NUMERIC (a comma for the decimal point), every recipe
    // passes the schema and reads the same figures as under C: numbers in a recipe
    // are YAML's, never the reader's locale's.
    QList<RecipeLoadResult> inC;
    for (const auto &file : TestUtils::bundledFiles())
        inC << RecipeLoader::loadFile(file);
    QTemporaryDir locales;
    QVERIFY(locales.isValid());
    const auto made = TestUtils::makeCommaLocale(locales.path());
    QVERIFY2(made.isEmpty(), qPrintable(made));
    qputenv("LOCPATH", QFile::encodeName(locales.path()));
    QVERIFY(std::setlocale(LC_NUMERIC, "de_DE.UTF-8"));
    const auto restore = qScopeGuard([] {
        std::setlocale(LC_NUMERIC, "C");
        qunsetenv("LOCPATH");
    });
    QCOMPARE(QByteArray(std::localeconv()->decimal_point), QByteArray(","));
    QCOMPARE(std::strtod("1.5", nullptr), 1.0); // the locale is in force: strtod stops at the point
    int read = 0;
    for (const auto &file : TestUtils::bundledFiles()) {
        const auto result = RecipeLoader::loadFile(file);
        const auto &before = inC.at(read++);
        QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.value(0).toString()));
        QVERIFY(result.recipe && before.recipe);
        QCOMPARE(result.recipe->tokensPerSecondPerGpu(), before.recipe->tokensPerSecondPerGpu());
        QCOMPARE(result.recipe->mfu(), before.recipe->mfu());
        QCOMPARE(result.recipe->gpu().memoryGb, before.recipe->gpu().memoryGb);
    }
    QCOMPARE(read, 7);
    // A fault is still one: a decimal where a whole number belongs.
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    QVERIFY(bytes.contains("\n  tp: 4\n"));
    bytes.replace("\n  tp: 4\n", "\n  tp: 4.5\n");
    const auto wrong = RecipeLoader::loadBytes(bytes, QStringLiteral("x.yaml"));
    QCOMPARE(wrong.problems.value(0).message, QStringLiteral("'layout.tp' must be a whole number, found \"4.5\""));
}

void TestRecipeLoader::sectionsCheckedOnceReportedEachTime()
{
    // The schema's findings for a section (errors, unknown keys) are kept for the next
    // file with the same section, and the top level's for the next file with the same
    // keys: each file still gets them, at its own lines, with the value it holds, in
    // the order of a check of the whole document (errors: sections by name, then the
    // top level's required keys; unknown keys in file order).
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    QVERIFY(bytes.contains("\n  tp: 4\n") && bytes.contains("\n  count: 8\n") && bytes.contains("\nstatus: "));
    bytes.replace("\n  tp: 4\n", "\n  tp: two\n");
    bytes.replace("\n  count: 8\n", "\n  count: 0\n  rack: 7\n");
    const auto lineOf = [](const QByteArray &text, const char *what) { return int(text.left(text.indexOf(what)).count('\n')) + 2; };
    auto noStatus = bytes;
    noStatus.replace(QByteArray("\nstatus: "), QByteArray("\nstatus_note: "));
    for (const auto &shift : {QByteArray(), QByteArray("# one\n# two\n# three\n")}) {
        for (int round = 0; round < 2; ++round) {
            const auto text = shift + noStatus;
            const auto result = RecipeLoader::loadBytes(text, QStringLiteral("x.yaml"));
            QStringList got;
            for (const auto &problem : result.problems)
                got << QStringLiteral("%1: %2").arg(problem.line).arg(problem.message);
            const QStringList expected = {
                QStringLiteral("%1: 'gpu.count' must be at least 1, found \"0\"").arg(lineOf(text, "\n  count: 0")),
                QStringLiteral("%1: 'layout.tp' must be a whole number, found \"two\"").arg(lineOf(text, "\n  tp: two")),
                QStringLiteral("1: missing required key 'status'"),
                QStringLiteral("%1: unknown key 'gpu.rack' (not in recipe schema version 1)").arg(lineOf(text, "\n  rack: 7")),
                QStringLiteral("%1: unknown key 'status_note' (not in recipe schema version 1)").arg(lineOf(text, "\nstatus_note")),
            };
            QCOMPARE(got, expected);
        }
    }
    // The same sections in a file whose count is right and whose gpu has no unknown
    // key, with as many keys at the top but 'status' among them: only the layout's fault.
    auto oneFault = bytes;
    oneFault.replace("\n  count: 0\n  rack: 7\n", "\n  count: 8\n");
    const auto result = RecipeLoader::loadBytes(oneFault, QStringLiteral("y.yaml"));
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().message, QStringLiteral("'layout.tp' must be a whole number, found \"two\""));
    // Two files whose top levels differ in the name of one key alone: one without
    // 'status' (required), one without 'patches' (not required). Each, twice in turn,
    // gets its own finding.
    QVERIFY(oneFault.contains("\nstatus: verified\n") && oneFault.contains("\npatches: []\n"));
    auto withoutStatus = oneFault;
    withoutStatus.replace("\nstatus: verified\n", "\n");
    auto withoutPatches = oneFault;
    withoutPatches.replace("\npatches: []\n", "\n");
    for (int round = 0; round < 2; ++round) {
        for (const auto &[text, missing] : {std::pair{withoutStatus, true}, std::pair{withoutPatches, false}}) {
            const auto problems = RecipeLoader::loadBytes(text, QStringLiteral("z.yaml")).problems;
            QStringList got;
            for (const auto &problem : problems)
                got << problem.message;
            auto expected = QStringList{QStringLiteral("'layout.tp' must be a whole number, found \"two\"")};
            if (missing)
                expected << QStringLiteral("missing required key 'status'");
            QCOMPARE(got, expected);
        }
    }
}

void TestRecipeLoader::invalidUtf8WhereverItIs()
{
    // The first byte that is not UTF-8 is named at its own line and column wherever it
    // falls in a run of ASCII (which is read eight bytes at a time), after characters
    // of two, three and four bytes, and at the very end of the file.
    const QList<QByteArray> bad = {
        "\xFF",    "\x80", "\xC0\x80" /* overlong */, "\xED\xA0\x80" /* surrogate */, "\xF4\x90\x80\x80" /* past U+10FFFF */,
        "\xE2\x82" /* cut short */};
    const QList<QByteArray> wide = {"", "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80"}; // é € 😀
    for (const auto &fault : bad) {
        for (const auto &character : wide) {
            for (int k = 0; k < 20; ++k) {
                const auto prefix = QByteArray(k, 'a') + character + QByteArray(k % 9, 'b');
                // Followed by more than eight bytes of ASCII, or nothing.
                for (const auto &end : {QByteArray("\nstatus: draft # and a comment\n"), QByteArray()}) {
                    const QByteArray text = "schema_version: 1\nmodel: " + prefix + fault + end;
                    const auto result = RecipeLoader::loadBytes(text, QStringLiteral("u.yaml"));
                    QVERIFY(!result.recipe);
                    QCOMPARE(result.problems.size(), 1);
                    const auto &problem = result.problems.first();
                    QCOMPARE(problem.line, 2);
                    QCOMPARE(problem.column, 8 + int(QString::fromUtf8(prefix).size()));
                    QCOMPARE(problem.message,
                             QStringLiteral("invalid UTF-8 byte 0x%1; a recipe must be UTF-8 text")
                                 .arg(uchar(fault.at(0)), 2, 16, QLatin1Char('0')));
                }
                // Without the fault the text is UTF-8 (and a recipe missing its sections).
                const auto result = RecipeLoader::loadBytes("schema_version: 1\nmodel: " + prefix + '\n', QStringLiteral("u.yaml"));
                for (const auto &problem : result.problems)
                    QVERIFY2(!problem.message.contains(QLatin1String("UTF-8")), qPrintable(problem.message));
            }
        }
    }
}

void TestRecipeLoader::documentStartingWithComma_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    // yaml-cpp's LoadAll never ends on these (found by fuzz_loader): each must be a problem.
    QTest::newRow("first") << QByteArray(", model: !Tgpu:0\n") << QStringLiteral("x.yaml:1:1: error: the file is empty");
    QTest::newRow("second") << QByteArray("a: b\n---\n,c\n") << QStringLiteral("x.yaml:3:1: error: a second YAML document");
    // And a second document is still seen after a flow mapping, without a marker.
    QTest::newRow("after flow") << QByteArray("{model: x}\nc: d\n") << QStringLiteral("x.yaml:2:1: error: a second YAML document");
}

void TestRecipeLoader::documentStartingWithComma()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const auto result = RecipeLoader::loadBytes(bytes, QStringLiteral("x.yaml"));
    QVERIFY(!result.recipe);
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems.first().toString().startsWith(expected), qPrintable(result.problems.first().toString()));
}

QTEST_GUILESS_MAIN(TestRecipeLoader)
#include "tst_recipeloader.moc"
