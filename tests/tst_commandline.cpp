// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The headless commands, run as the real executable.
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QColor>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// cacheHome: the XDG cache folder, else one for the whole test run.
// environment: set on top of the test's own.
Run run(const QStringList &arguments, const QString &program = QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), const QString &cacheHome = {},
        const QProcessEnvironment &environment = {})
{
    QProcess process;
    process.setWorkingDirectory(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR));
    auto env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("minimal"));
    // The recipe cache of this test run only.
    static QTemporaryDir cache;
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cacheHome.isEmpty() ? cache.path() : cacheHome);
    TestUtils::speakEnglish(env);
    env.insert(environment);
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForFinished(30000))
        process.kill();
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}
} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validateBundled();
    void validateBad();
    void validateEveryBadFixture();
    void sameInACommaLocale();
    void usageErrors_data();
    void usageErrors();
    void commandHelp_data();
    void commandHelp();
    void unknownCommand_data();
    void unknownCommand();
    void rankJson();
    void rankTable();
    void rankCsvFiltered();
    void rankMarkdown();
    void rankKeepsGoodFilesBesideBadOnes();
    void validateFindsYmlAndWarningsPass();
    void cacheChangesNoOutput_data();
    void cacheChangesNoOutput();
    void chart();
    void chartRecomputedCost();
    void chartOptions_data();
    void chartOptions();
    void chartScaleAndTheme();
    void chartUsageErrors_data();
    void chartUsageErrors();
    void diffJson();
    void setEveryRecipe();
    void setKeepsStyleAndRefuses();
    void setBlockNullAndMapping();
    void setSharedAndTagged();
    void setDryRun();
    void setErrors();
    void lint();
    void diffIdentical();
    void diffErrors();
    void windowProgramBesideIt();
    void bothProgramsShareTheCache();
};

void TestCommandLine::validateBundled()
{
    const auto r = run({QStringLiteral("validate"), QStringLiteral("recipes")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, QStringLiteral("7 files checked, 0 invalid, 0 errors, 0 warnings\n"));
}

void TestCommandLine::validateBad()
{
    const auto r = run({QStringLiteral("validate"), QStringLiteral("tests/data/bad/wrong-type.yaml"), QStringLiteral("tests/data/good")});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QStringLiteral("tests/data/bad/wrong-type.yaml:16:7: error: 'layout.tp' must be a whole number, found \"two\"\n"));
}

void TestCommandLine::validateEveryBadFixture()
{
    const QDir bad(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad"));
    const QRegularExpression format(QStringLiteral("^tests/data/bad/[a-z0-9-]+\\.yaml:[1-9][0-9]*:[0-9]+: error: .+$"));
    int checked = 0;
    for (const auto &file : bad.entryList({QStringLiteral("*.yaml")}, QDir::Files)) {
        if (file == QLatin1String("unknown-key.yaml"))
            continue;
        const auto r = run({QStringLiteral("validate"), QStringLiteral("tests/data/bad/") + file});
        QVERIFY2(r.exitCode == 1, qPrintable(file));
        const auto lines = r.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(format.match(lines.first()).hasMatch(), qPrintable(lines.first()));
        ++checked;
    }
    QCOMPARE(checked, 20);
}

void TestCommandLine::sameInACommaLocale()
{
    // German's LC_NUMERIC writes "1,5": what the commands read and write (figures,
    // messages, the schema's limits) is the same as under C all the same.
    QTemporaryDir locales;
    QVERIFY(locales.isValid());
    const auto made = TestUtils::makeCommaLocale(locales.path());
    QVERIFY2(made.isEmpty(), qPrintable(made));
    QProcessEnvironment german;
    german.insert(QStringLiteral("LOCPATH"), locales.path());
    german.insert(QStringLiteral("LC_NUMERIC"), QStringLiteral("de_DE.UTF-8"));
    const auto c = QProcessEnvironment();
    const QStringList commands[] = {
        {QStringLiteral("validate"), QStringLiteral("--no-cache"), QStringLiteral("recipes"), QStringLiteral("tests/data/good"),
         QStringLiteral("tests/data/bad")},
        {QStringLiteral("rank"), QStringLiteral("--no-cache"), QStringLiteral("--format"), QStringLiteral("csv")},
        {QStringLiteral("rank"), QStringLiteral("--no-cache"), QStringLiteral("--format"), QStringLiteral("json")},
    };
    for (const auto &arguments : commands) {
        const auto inC = run(arguments, QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), {}, c);
        const auto inGerman = run(arguments, QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), {}, german);
        QCOMPARE(inGerman.out, inC.out);
        QCOMPARE(inGerman.err, inC.err);
        QCOMPARE(inGerman.exitCode, inC.exitCode);
    }
    // The comparison covers a limit (the schema's minimum, written by valijson) and
    // decimal figures.
    const auto validated = run(commands[0], QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), {}, german);
    QVERIFY2(
        validated.out.contains(QLatin1String("tests/data/bad/zero-gpus.yaml:6:10: error: 'gpu.count' must be at least 1, found \"0\"")),
        qPrintable(validated.out));
    QVERIFY(run(commands[1], QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), {}, german).out.contains(QLatin1String(",2200.16,")));
}

void TestCommandLine::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::addRow("validate without path") << QStringList{QStringLiteral("validate")}
                                           << "recipe-explorer validate: give at least one recipe file or folder\n";
    QTest::addRow("unknown option") << QStringList{QStringLiteral("rank"), QStringLiteral("--colour")}
                                    << "recipe-explorer rank: Unknown option 'colour'.\nTry 'recipe-explorer rank --help'.\n";
    QTest::addRow("unknown format") << QStringList{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("xml")}
                                    << "recipe-explorer rank: unknown format 'xml' (table, csv, json or markdown)\n";
    const auto recipe = QStringLiteral("recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");
    QTest::addRow("diff, unknown format") << QStringList{QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("csv"), recipe,
                                                         recipe}
                                          << "recipe-explorer diff: unknown format 'csv' (text or json)\n";
    QTest::addRow("diff, one file before the format")
        << QStringList{QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("csv"), recipe}
        << "recipe-explorer diff: give two recipe files, A and B\n";
    QTest::addRow("lint, unknown format") << QStringList{QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("table"),
                                                         QStringLiteral("recipes")}
                                          << "recipe-explorer lint: unknown format 'table' (text, json, sarif or github)\n";
    QTest::addRow("lint, format before paths") << QStringList{QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("yaml")}
                                               << "recipe-explorer lint: unknown format 'yaml' (text, json, sarif or github)\n";
    QTest::addRow("format with control characters") << QStringList{QStringLiteral("rank"), QStringLiteral("--format"), u"x\x1b[2Jy"_s}
                                                    << "recipe-explorer rank: unknown format 'x\\x1b[2Jy' (table, csv, json or markdown)\n";
}

void TestCommandLine::commandHelp_data()
{
    QTest::addColumn<QStringList>("arguments");
    for (const auto *command : {"validate", "rank", "chart", "diff", "set", "lint", "history", "review", "plan"})
        QTest::addRow("%s", command) << QStringList{QString::fromLatin1(command), QStringLiteral("--help")};
    // The help comes before any check of the options' values.
    QTest::addRow("rank, unknown format") << QStringList{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("xml"),
                                                         QStringLiteral("-h")};
    QTest::addRow("set, no file") << QStringList{QStringLiteral("set"), QStringLiteral("-h")};
}

void TestCommandLine::commandHelp()
{
    // The command's help on stdout and exit status 0, from either program.
    QFETCH(QStringList, arguments);
    const auto r = run(arguments);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QLatin1String("Usage: ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\nrecipe-explorer ") + arguments.first() + u'\n'), qPrintable(r.out));
    // Every command takes these two; the column of the texts follows the longest option.
    static const QRegularExpression lang(QStringLiteral("\n  --lang <LANGUAGE> +en, de or zh_CN: the language of messages\\.\n"));
    static const QRegularExpression catalog(QStringLiteral("\n  --gpu-catalog <FILE> +A GPU catalogue file whose types add to or"));
    QVERIFY2(lang.match(r.out).hasMatch(), qPrintable(r.out));
    QVERIFY2(catalog.match(r.out).hasMatch(), qPrintable(r.out));
}

void TestCommandLine::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, message);
}

void TestCommandLine::unknownCommand_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("err");
    QTest::addRow("one letter left out") << u"reviw"_s << u"no such file or command: reviw\ndid you mean: recipe-explorer review?\n"_s;
    QTest::addRow("letters swapped") << u"rnak"_s << u"no such file or command: rnak\ndid you mean: recipe-explorer rank?\n"_s;
    QTest::addRow("one letter wrong") << u"lnit"_s << u"no such file or command: lnit\ndid you mean: recipe-explorer lint?\n"_s;
    QTest::addRow("a letter more") << u"validatee"_s << u"no such file or command: validatee\ndid you mean: recipe-explorer validate?\n"_s;
    QTest::addRow("a letter less") << u"pan"_s << u"no such file or command: pan\ndid you mean: recipe-explorer plan?\n"_s;
    QTest::addRow("no command near it")
        << u"shipit"_s
        << u"no such file or command: shipit\nthe commands: validate, rank, chart, diff, set, lint, history, review, plan\n"_s;
    QTest::addRow("a file that is not there")
        << u"/nonexistent/x.yaml"_s
        << u"no such file or command: /nonexistent/x.yaml\nthe commands: validate, rank, chart, diff, set, lint, history, review, plan\n"_s;
    QTest::addRow("control characters")
        << u"ran\x1b[2Kk"_s
        << u"no such file or command: ran\\x1b[2Kk\nthe commands: validate, rank, chart, diff, set, lint, history, review, plan\n"_s;
}

void TestCommandLine::unknownCommand()
{
    // Refused before any window is made: no display is needed, and none is there.
    QFETCH(QString, argument);
    QFETCH(QString, err);
    QProcessEnvironment environment;
    environment.insert(u"QT_QPA_PLATFORM"_s, u"xcb"_s);
    const auto result = run({argument}, QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), {}, environment);
    QCOMPARE(result.err, err);
    QCOMPARE(result.out, QString());
    QCOMPARE(result.exitCode, 2);
}

void TestCommandLine::rankJson()
{
    const auto r = run({QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    QJsonParseError error;
    const auto array = QJsonDocument::fromJson(r.out.toUtf8(), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(array.size(), 7);
    const QStringList keys = {QStringLiteral("author"),
                              QStringLiteral("file"),
                              QStringLiteral("gpu"),
                              QStringLiteral("gpus"),
                              QStringLiteral("layout"),
                              QStringLiteral("measured"),
                              QStringLiteral("mfu"),
                              QStringLiteral("model"),
                              QStringLiteral("rank"),
                              QStringLiteral("tokens_per_s_per_gpu"),
                              QStringLiteral("usd_per_million_tokens")};
    QStringList rows;
    for (const auto &value : array) {
        const auto o = value.toObject();
        QCOMPARE(o.keys(), keys);
        rows << QStringLiteral("%1 %2 %3 x%4 %5 %6 %7 %8 %9")
                    .arg(o[QStringLiteral("rank")].toInt())
                    .arg(o[QStringLiteral("model")].toString(), o[QStringLiteral("gpu")].toString())
                    .arg(o[QStringLiteral("gpus")].toInt())
                    .arg(o[QStringLiteral("tokens_per_s_per_gpu")].toDouble())
                    .arg(o[QStringLiteral("usd_per_million_tokens")].toDouble())
                    .arg(o[QStringLiteral("mfu")].toDouble())
                    .arg(o[QStringLiteral("layout")].toString(), o[QStringLiteral("file")].toString());
    }
    QCOMPARE(
        rows.join(u'\n'),
        QStringLiteral(
            "1 GLM-5.2-744B-A40B H200 x128 161.79 13.58 0.0396 TP4 PP4 EP32 DP8 recipes/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml\n"
            "2 GLM-5.2-744B-A40B H200 x128 131.12 16.76 0.0321 TP8 PP4 EP32 DP4 recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml\n"
            "1 MiniMax-M2 H200 x64 2034.42 1.08 0.1285 TP1 PP8 VPP4 EP8 DP8 recipes/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml\n"
            "1 Qwen3-32B H200 x8 2200.16 1 0.4269 TP4 PP2 recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml\n"
            "1 Qwen3.5-397B-A17B H200 x128 545.32 4.03 0.054 TP2 PP4 EP32 DP16 recipes/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml\n"
            "2 Qwen3.5-397B-A17B H200 x128 506.73 4.34 0.0502 TP1 PP4 EP32 DP32 recipes/qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml\n"
            "3 Qwen3.5-397B-A17B H200 x128 469.19 4.68 0.0465 TP2 PP2 EP64 DP32 recipes/qwen3.5-397b-a17b/h200/attune-tp2-pp2-ep64.yaml"));
    QCOMPARE(array.first().toObject()[QStringLiteral("measured")].toString(), QStringLiteral("2026-10-11"));
    QCOMPARE(array.first().toObject()[QStringLiteral("author")].toString(), QStringLiteral("ATTUNE"));
}

void TestCommandLine::rankTable()
{
    const auto r = run({QStringLiteral("rank"), QStringLiteral("--model"), QStringLiteral("Qwen3.5-397B-A17B")});
    QCOMPARE(r.exitCode, 0);
    const auto lines = r.out.split(u'\n');
    QCOMPARE(lines.size(), 5);
    QVERIFY(lines[0].startsWith(QLatin1String("rank  model              gpu   gpus  tokens_per_s_per_gpu")));
    QVERIFY2(lines[1].startsWith(QLatin1String(
                 "  #1  Qwen3.5-397B-A17B  H200   128                545.32                   $4.03  5.4%  TP2 PP4 EP32 DP16")),
             qPrintable(lines[1]));
    QVERIFY(lines[3].contains(QLatin1String("469.19")));
}

void TestCommandLine::rankCsvFiltered()
{
    const auto r = run({QStringLiteral("rank"), QStringLiteral("--gpu"), QStringLiteral("h200"), QStringLiteral("--model"),
                        QStringLiteral("GLM-5.2-744B-A40B"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out,
             QStringLiteral("rank,model,gpu,gpus,tokens_per_s_per_gpu,usd_per_million_tokens,mfu,layout,measured,author,file\r\n"
                            "1,GLM-5.2-744B-A40B,H200,128,161.79,13.58,0.0396,TP4 PP4 EP32 "
                            "DP8,2026-10-11,ATTUNE,recipes/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml\r\n"
                            "2,GLM-5.2-744B-A40B,H200,128,131.12,16.76,0.0321,TP8 PP4 EP32 "
                            "DP4,2026-10-13,ATTUNE,recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml\r\n"));
}

void TestCommandLine::rankMarkdown()
{
    const auto r = run({QStringLiteral("rank"), QStringLiteral("--model"), QStringLiteral("MiniMax-M2"), QStringLiteral("--format"),
                        QStringLiteral("markdown")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("| #1 | MiniMax-M2 | H200 | 64 | 2,034.42 | $1.08 | 12.8% | TP1 PP8 VPP4 EP8 DP8 |")));
}

void TestCommandLine::rankKeepsGoodFilesBesideBadOnes()
{
    const auto r = run({QStringLiteral("rank"), QStringLiteral("tests/data/good"), QStringLiteral("tests/data/bad"),
                        QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 1);
    // Both good files: minimal.yaml and the bad folder's unknown-key.yaml (a warning only).
    QCOMPARE(r.out.count(QStringLiteral("\r\n")), 3);
    QVERIFY(
        r.out.contains(QLatin1String("1,Tiny-1B,H100,8,1000.5,1.91,,TP1 PP1 DP8,2026-11-01,Test Bench,tests/data/bad/unknown-key.yaml")));
    QVERIFY(r.out.contains(QLatin1String("tests/data/good/minimal.yaml")));
    QVERIFY(r.err.contains(QLatin1String("tests/data/bad/zero-gpus.yaml:6:10: error: 'gpu.count' must be at least 1, found \"0\"\n")));
    QVERIFY(r.err.contains(QLatin1String("tests/data/bad/unknown-key.yaml:19:3: warning: unknown key 'layout.zero_stage'")));
    QCOMPARE(r.err.count(QStringLiteral(": error: ")), 20);
}

void TestCommandLine::validateFindsYmlAndWarningsPass()
{
    // *.yml files are recipes too; warnings alone exit 0.
    QTemporaryDir dir;
    QVERIFY(QFile::copy(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"),
                        dir.filePath(QStringLiteral("recipe.yml"))));
    QVERIFY(
        QFile::copy(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad/unknown-key.yaml"), dir.filePath(QStringLiteral("w.yaml"))));
    QVERIFY(QFile::copy(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/README.md"), dir.filePath(QStringLiteral("notes.md"))));
    const auto r = run({QStringLiteral("validate"), dir.path()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.endsWith(QLatin1String("2 files checked, 0 invalid, 0 errors, 1 warning\n")), qPrintable(r.err));
    QVERIFY(r.out.contains(QLatin1String("w.yaml:19:3: warning: unknown key 'layout.zero_stage'")));
    // The .yml recipe is ranked like any other.
    const auto ranked = run({QStringLiteral("rank"), dir.path(), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY(ranked.out.contains(QLatin1String("recipe.yml")));
}

void TestCommandLine::cacheChangesNoOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("rank csv") << QStringList{
        QStringLiteral("rank"),           QStringLiteral("recipes"),  QStringLiteral("tests/data/good"),
        QStringLiteral("tests/data/bad"), QStringLiteral("--format"), QStringLiteral("csv")};
    QTest::newRow("rank json") << QStringList{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json")};
    QTest::newRow("validate") << QStringList{QStringLiteral("validate"), QStringLiteral("recipes"), QStringLiteral("tests/data")};
}

void TestCommandLine::cacheChangesNoOutput()
{
    // Cold, warm and without the cache: the same output, errors and exit code.
    QFETCH(QStringList, arguments);
    const auto first = run(arguments);
    const auto second = run(arguments);
    const auto uncached = run(arguments + QStringList{QStringLiteral("--no-cache")});
    QVERIFY(!first.out.isEmpty() || !first.err.isEmpty());
    for (const auto &r : {second, uncached}) {
        QCOMPARE(r.exitCode, first.exitCode);
        QCOMPARE(r.out, first.out);
        QCOMPARE(r.err, first.err);
    }
}

void TestCommandLine::chart()
{
    QTemporaryDir dir;
    const auto png = dir.filePath(QStringLiteral("q.png"));
    const auto r =
        run({QStringLiteral("chart"), QStringLiteral("--metric"), QStringLiteral("throughput"), QStringLiteral("--model"),
             QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("--output"), png, QStringLiteral("--size"), QStringLiteral("1600x900")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QStringLiteral("wrote %1 (1600x900, 3 bars, 0 points)\n").arg(png));
    QCOMPARE(QImage(png).size(), QSize(1600, 900));
    for (const auto *type : {"svg", "pdf"}) {
        const auto path = dir.filePath(QStringLiteral("q.") + QLatin1String(type));
        const auto v = run({QStringLiteral("chart"), QStringLiteral("--metric"), QStringLiteral("tradeoff"), QStringLiteral("--theme"),
                            QStringLiteral("dark"), QStringLiteral("--output"), path});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(QFileInfo(path).size() > 1000);
    }
}

void TestCommandLine::chartRecomputedCost()
{
    QTemporaryDir dir;
    const auto svg = dir.filePath(QStringLiteral("c.svg"));
    const auto r =
        run({QStringLiteral("chart"), QStringLiteral("--metric"), QStringLiteral("cost"), QStringLiteral("--model"),
             QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("--price"), QStringLiteral("H200=5"), QStringLiteral("--output"), svg});
    QCOMPARE(r.exitCode, 0);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto text = QString::fromUtf8(file.readAll());
    // $5 x 10^6 / (545.32 x 3600) = $2.55, marked as recomputed; the recorded $4.03 beside it.
    QVERIFY(text.contains(QLatin1String("$2.55*")));
    QVERIFY(text.contains(QLatin1String("$4.03")));
    QVERIFY(text.contains(QLatin1String("recomputed at your prices")));
}

void TestCommandLine::chartOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("drawn");
    const auto qwen = QStringList{QStringLiteral("--model"), QStringLiteral("Qwen3.5-397B-A17B")};
    const auto priced = qwen + QStringList{QStringLiteral("--price"), QStringLiteral("H200=5"), QStringLiteral("--cost")};
    // Seven recipes have an MFU; the best per model and GPU type are four.
    QTest::newRow("mfu, every") << QStringList{QStringLiteral("--metric"), QStringLiteral("mfu"), QStringLiteral("--every")} << u"7 bars"_s;
    QTest::newRow("mfu") << QStringList{QStringLiteral("--metric"), QStringLiteral("mfu")} << u"4 bars"_s;
    // Four models have a recipe on H200; the two listings are on H100 and B200.
    QTest::newRow("gpu H200") << QStringList{QStringLiteral("--metric"), QStringLiteral("throughput"), QStringLiteral("--gpu"),
                                             QStringLiteral("H200")}
                              << u"4 bars"_s;
    QTest::newRow("every recipe of a model") << QStringList{QStringLiteral("--metric"), QStringLiteral("throughput"),
                                                            QStringLiteral("--every")}
            + qwen << u"5 bars"_s;
    QTest::newRow("cost recorded") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost")} + priced + QStringList{u"recorded"_s}
                                   << u"3 bars"_s;
    // Both: the three recorded and the one recomputed at the H200 price.
    QTest::newRow("cost both") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost")} + priced + QStringList{u"both"_s}
                               << u"4 bars"_s;
    QTest::newRow("path") << QStringList{QStringLiteral("--metric"), QStringLiteral("throughput"), QStringLiteral("recipes/qwen3-32b")}
                          << u"1 bar"_s;
}

void TestCommandLine::chartOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, drawn);
    QTemporaryDir dir;
    const auto png = dir.filePath(QStringLiteral("c.png"));
    const auto r = run(QStringList{QStringLiteral("chart")} + arguments + QStringList{QStringLiteral("--output"), png});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QStringLiteral("wrote %1 (1600x900, %2, 0 points)\n").arg(png, drawn));
}

void TestCommandLine::chartScaleAndTheme()
{
    QTemporaryDir dir;
    auto draw = [&dir](const QString &name, const QStringList &options) {
        const auto png = dir.filePath(name);
        const auto r = run(
            QStringList{QStringLiteral("chart"), QStringLiteral("--metric"), QStringLiteral("throughput"), QStringLiteral("--output"), png}
            + options);
        return r.exitCode == 0 ? QImage(png) : QImage();
    };
    // --scale 2: twice the pixels for the same chart.
    QCOMPARE(draw(QStringLiteral("s.png"), {QStringLiteral("--scale"), QStringLiteral("2")}).size(), QSize(3200, 1800));
    // --theme: a dark background, or a light one.
    const auto dark = draw(QStringLiteral("d.png"), {QStringLiteral("--theme"), QStringLiteral("dark")});
    const auto light = draw(QStringLiteral("l.png"), {QStringLiteral("--theme"), QStringLiteral("light")});
    QVERIFY(QColor(dark.pixel(4, 4)).lightness() < 80);
    QVERIFY(QColor(light.pixel(4, 4)).lightness() > 200);
}

void TestCommandLine::chartUsageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto out = QStringList{QStringLiteral("--output"), QStringLiteral("/tmp/x.png")};
    QTest::addRow("no metric") << out << "give --metric throughput, cost, tradeoff, mfu, plan or scaling";
    QTest::addRow("bad metric") << QStringList{QStringLiteral("--metric"), QStringLiteral("speed")} + out
                                << "unknown metric 'speed' (throughput, cost, tradeoff, mfu, plan or scaling)";
    QTest::addRow("no output") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost")}
                               << "give --output FILE.png, FILE.svg or FILE.pdf";
    QTest::addRow("plan without tokens") << QStringList{QStringLiteral("--metric"), QStringLiteral("plan")} + out
                                         << "--tokens N is required: how many tokens to train (2T, 500B, 1.5e12)";
    QTest::addRow("plan with --price") << QStringList{QStringLiteral("--metric"), QStringLiteral("plan"),    QStringLiteral("--tokens"),
                                                      QStringLiteral("1T"),       QStringLiteral("--price"), QStringLiteral("H200=5")}
            + out << "--price and --cost do not go with --metric plan: its costs are at --prices (default, saved or a CSV file)";
    QTest::addRow("tokens without plan") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost"), QStringLiteral("--tokens"),
                                                        QStringLiteral("1T")}
            + out << "--tokens, --days, --budget, --gpus and --prices go with --metric plan";
    QTest::addRow("bad type") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost"), QStringLiteral("--output"),
                                             QStringLiteral("x.gif")}
                              << "cannot write 'x.gif': the file name must end in .png, .svg or .pdf";
    QTest::addRow("bad size") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost"), QStringLiteral("--size"),
                                             QStringLiteral("big")}
            + out << "bad --size 'big' (WIDTHxHEIGHT in pixels, e.g. 1600x900)";
    QTest::addRow("huge size") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost"), QStringLiteral("--size"),
                                              QStringLiteral("90000x900")}
            + out << "--size 90000x900 is outside 200x150 to 20000x20000";
    QTest::addRow("bad price") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost"), QStringLiteral("--price"),
                                              QStringLiteral("H200=-1")}
            + out << "bad --price 'H200=-1' (GPU=USD per GPU-hour, e.g. H200=5)";
    QTest::addRow("bad theme") << QStringList{QStringLiteral("--metric"), QStringLiteral("cost"), QStringLiteral("--theme"),
                                              QStringLiteral("pink")}
            + out << "unknown theme 'pink' (light or dark)";
}

void TestCommandLine::chartUsageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto r = run(QStringList{QStringLiteral("chart")} + arguments);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, QStringLiteral("recipe-explorer chart: ") + message + u'\n');
}

void TestCommandLine::diffJson()
{
    const auto r =
        run({QStringLiteral("diff"), QStringLiteral("recipes/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"),
             QStringLiteral("recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 1);
    const auto o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.keys(),
             QStringList({QStringLiteral("env"), QStringLiteral("flags"), QStringLiteral("layout"), QStringLiteral("result"),
                          QStringLiteral("stack")}));
    auto entry = [](const QJsonValue &v) {
        const auto e = v.toObject();
        const auto name = e.contains(QStringLiteral("flag")) ? e[QStringLiteral("flag")] : e[QStringLiteral("field")];
        auto text = QStringLiteral("%1 %2 -> %3")
                        .arg(name.toString(), e[QStringLiteral("a")].toVariant().toString(), e[QStringLiteral("b")].toVariant().toString());
        if (e.contains(QStringLiteral("change_percent")))
            text += QStringLiteral(" (%1%)").arg(e[QStringLiteral("change_percent")].toDouble());
        if (e.contains(QStringLiteral("better")))
            text += e[QStringLiteral("better")].isNull() ? QString()
                : e[QStringLiteral("better")].toBool()   ? QStringLiteral(" better")
                                                         : QStringLiteral(" worse");
        return text;
    };
    QStringList layout, flags;
    for (const auto &v : o[QStringLiteral("layout")].toArray())
        layout << entry(v);
    for (const auto &v : o[QStringLiteral("flags")].toArray())
        flags << entry(v);
    QCOMPARE(layout, QStringList({QStringLiteral("tp 4 -> 8"), QStringLiteral("dp 8 -> 4")}));
    QCOMPARE(flags, QStringList({QStringLiteral("--num-rollout 14 -> 20"), QStringLiteral("--tensor-model-parallel-size 4 -> 8")}));
    QCOMPARE(entry(o[QStringLiteral("result")].toArray().first()), QStringLiteral("tokens_per_s_per_gpu 161.79 -> 131.12 (-18.96%) worse"));
    // Lower cost is better: B costs more, so worse; and A against B, better.
    QCOMPARE(entry(o[QStringLiteral("result")].toArray().at(1)), QStringLiteral("usd_per_million_tokens 13.58 -> 16.76 (23.42%) worse"));
    const auto swapped =
        QJsonDocument::fromJson(
            run({QStringLiteral("diff"), QStringLiteral("recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"),
                 QStringLiteral("recipes/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"), QStringLiteral("--format"), QStringLiteral("json")})
                .out.toUtf8())
            .object();
    QCOMPARE(swapped[QStringLiteral("result")].toArray().at(1).toObject()[QStringLiteral("better")].toBool(), true);
    QCOMPARE(o[QStringLiteral("layout")].toArray().first().toObject()[QStringLiteral("a")].type(), QJsonValue::Double);
    QVERIFY(o[QStringLiteral("env")].toArray().isEmpty());

    const auto text = run({QStringLiteral("diff"), QStringLiteral("recipes/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"),
                           QStringLiteral("recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml")});
    QCOMPARE(text.exitCode, 1);
    QVERIFY(text.out.contains(QStringLiteral("tokens/s per GPU -19.0%, $ / 1M tokens +23.4%\n")));
    QVERIFY(
        text.out.contains(QRegularExpression(QStringLiteral("\\nresult +tokens_per_s_per_gpu +161\\.79 +131\\.12 +-18\\.96% worse\\n"))));
}

void TestCommandLine::diffIdentical()
{
    const auto file = QStringLiteral("recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");
    const auto r = run({QStringLiteral("diff"), file, file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const auto o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.size(), 5);
    for (const auto &key : o.keys())
        QVERIFY2(o[key].toArray().isEmpty(), qPrintable(key));
    const auto text = run({QStringLiteral("diff"), file, file});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.endsWith(QLatin1String("no differences\n")));
}

void TestCommandLine::diffErrors()
{
    QCOMPARE(run({QStringLiteral("diff"), QStringLiteral("recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")}).exitCode, 2);
    const auto bad = run({QStringLiteral("diff"), QStringLiteral("tests/data/bad/wrong-type.yaml"),
                          QStringLiteral("recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")});
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.err, QStringLiteral("tests/data/bad/wrong-type.yaml:16:7: error: 'layout.tp' must be a whole number, found \"two\"\n"));
    QCOMPARE(
        run({QStringLiteral("diff"), QStringLiteral("a.yaml"), QStringLiteral("b.yaml"), QStringLiteral("--format"), QStringLiteral("xml")})
            .exitCode,
        2);
}

void TestCommandLine::setEveryRecipe()
{
    // On a copy of every bundled recipe: one line changes, rank shows it, diff lists only it.
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    QDirIterator it(copy.path(), {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const auto file = it.next();
        const auto original = TestUtils::bundledPath(QDir(copy.path()).relativeFilePath(file));
        const auto r = run({QStringLiteral("set"), file, QStringLiteral("result.tokens_per_s_per_gpu=1234.5")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto a = TestUtils::readFile(original).split('\n');
        const auto b = TestUtils::readFile(file).split('\n');
        QVERIFY(a.size() > 100);
        QCOMPARE(a.size(), b.size());
        int changed = 0;
        for (qsizetype line = 0; line < a.size(); ++line)
            if (a[line] != b[line]) {
                ++changed;
                QCOMPARE(b[line], QByteArrayLiteral("  tokens_per_s_per_gpu: 1234.5"));
            }
        QCOMPARE(changed, 1);
        const auto diff = run({QStringLiteral("diff"), original, file, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(diff.exitCode, 1);
        const auto json = QJsonDocument::fromJson(diff.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("result")).toArray().size(), 1);
        QCOMPARE(json.value(QStringLiteral("result")).toArray().first().toObject().value(QStringLiteral("b")).toDouble(), 1234.5);
        for (const auto *section : {"layout", "flags", "env", "stack"})
            QVERIFY(json.value(QLatin1String(section)).toArray().isEmpty());
        ++files;
    }
    QCOMPARE(files, 7);
    const auto rank = run({QStringLiteral("rank"), copy.path(), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(rank.out.count(QLatin1String(",1234.5,")), 7);
}

void TestCommandLine::setKeepsStyleAndRefuses()
{
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    auto bytes = [&] { return TestUtils::readFile(file); };
    auto r = run({QStringLiteral("set"), file, QStringLiteral("stack.cuda=12.10"), QStringLiteral("author.name=A: B #1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(bytes().contains("\n  cuda: '12.10'\n"));
    QVERIFY(bytes().contains("\n  name: 'A: B #1'\n"));
    const auto loaded = RecipeLoader::loadFile(file);
    QCOMPARE(loaded.recipe->author().name, QStringLiteral("A: B #1"));
    // A value the schema's type cannot take: refused, with the place, and the bytes stay.
    const auto before = bytes();
    r = run({QStringLiteral("set"), file, QStringLiteral("layout.tp=four")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String(":59:7: error: 'layout.tp' must be a whole number")), qPrintable(r.err));
    QCOMPARE(bytes(), before);
    // All or nothing: a bad second assignment keeps the first from being written.
    r = run({QStringLiteral("set"), file, QStringLiteral("layout.tp=2"), QStringLiteral("layout.pp=two")});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(bytes(), before);
    // A draft may be written invalid.
    r = run({QStringLiteral("set"), file, QStringLiteral("layout.tp=four"), QStringLiteral("--allow-invalid")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(bytes().contains("\n  tp: four\n"));
    // CRLF stays CRLF.
    auto crlf = before;
    crlf.replace("\n", "\r\n");
    QVERIFY(TestUtils::writeFile(file, crlf));
    r = run({QStringLiteral("set"), file, QStringLiteral("layout.tp=2"), QStringLiteral("--delete"), QStringLiteral("layout.layer_split")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const auto after = bytes();
    QCOMPARE(after.count('\n'), crlf.count('\n') - 1);
    QCOMPARE(after.count("\r\n"), after.count('\n'));
    QVERIFY(after.contains("\r\n  tp: 2\r\n"));
    QVERIFY(!after.contains("layer_split"));
}

void TestCommandLine::setBlockNullAndMapping()
{
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    auto bytes = [&] { return TestUtils::readFile(file); };
    // PATH=@FILE: the run script from a file, under the same "run: |".
    const auto script = copy.filePath(QStringLiteral("run.sh"));
    QVERIFY(TestUtils::writeFile(script, "torchrun train.py \\\n  --lr 1e-4\n"));
    auto r = run({QStringLiteral("set"), file, QStringLiteral("run=@") + script});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(bytes().contains("\nrun: |\n  torchrun train.py \\\n    --lr 1e-4\n"));
    QCOMPARE(RecipeLoader::loadFile(file).recipe->run(), QStringLiteral("torchrun train.py \\\n  --lr 1e-4\n"));
    // A null becomes a mapping, and null again.
    r = run({QStringLiteral("set"), file, QStringLiteral("layout.recompute.granularity=full"),
             QStringLiteral("layout.recompute.method=uniform"), QStringLiteral("layout.recompute.num_layers=1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(bytes().contains("\n  recompute:\n    granularity: full\n    method: uniform\n    num_layers: 1\n  offload: null\n"));
    r = run({QStringLiteral("set"), file, QStringLiteral("layout.recompute=null"), QStringLiteral("run=@") + script});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(bytes().contains("\n  recompute: null\n  offload: null\n"));
}

void TestCommandLine::setSharedAndTagged()
{
    // A value read elsewhere through an alias is changed only with --follow-aliases, and
    // set names every place; a tag that no longer fits is taken away, and set says so.
    QTemporaryDir dir;
    const auto file = dir.filePath(QStringLiteral("shared.yaml"));
    const QByteArray before("base: &b\n  lr: 1\nrun1: *b\nc: !!int 4\n");
    QVERIFY(TestUtils::writeFile(file, before));
    auto r = run({QStringLiteral("set"), QStringLiteral("--allow-invalid"), file, QStringLiteral("base.lr=2")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("shared.yaml:2: not changed: set base.lr = 2: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("also read at run1.lr")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("--follow-aliases changes run1.lr with it")), qPrintable(r.err));
    QCOMPARE(TestUtils::readFile(file), before);
    r = run(
        {QStringLiteral("set"), QStringLiteral("--allow-invalid"), QStringLiteral("--follow-aliases"), file, QStringLiteral("base.lr=2")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("also changed through aliases: run1.lr")), qPrintable(r.err));
    QCOMPARE(TestUtils::readFile(file), QByteArray("base: &b\n  lr: 2\nrun1: *b\nc: !!int 4\n"));
    r = run({QStringLiteral("set"), QStringLiteral("--allow-invalid"), file, QStringLiteral("c=word")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("the tag tag:yaml.org,2002:int no longer fitted c and was taken away")), qPrintable(r.err));
    QCOMPARE(TestUtils::readFile(file), QByteArray("base: &b\n  lr: 2\nrun1: *b\nc: word\n"));
}

void TestCommandLine::setDryRun()
{
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"));
    const auto modified = QFileInfo(file).lastModified();
    const auto before = TestUtils::readFile(file);
    const auto r = run({QStringLiteral("set"), file, QStringLiteral("layout.tp=8"), QStringLiteral("--dry-run")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QStringLiteral("--- a/%1\n+++ b/%1\n@@ -").arg(file)), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("\n-  tp: 4\n+  tp: 8\n")));
    QCOMPARE(r.out.count(QLatin1String("\n-")), 1);
    QCOMPARE(r.out.count(QLatin1String("\n+")), 2); // the +++ line and the new value
    QCOMPARE(TestUtils::readFile(file), before);
    QCOMPARE(QFileInfo(file).lastModified(), modified);
}

void TestCommandLine::setErrors()
{
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"));
    const struct
    {
        QStringList arguments;
        int exitCode;
        const char *message;
    } cases[] = {
        {{QStringLiteral("set")}, 2, "give a recipe file"},
        {{QStringLiteral("set"), file}, 2, "at least one PATH=VALUE"},
        {{QStringLiteral("set"), file, QStringLiteral("layout.tp")}, 2, "is not PATH=VALUE"},
        {{QStringLiteral("set"), file, QStringLiteral("layout.nonsense=1")}, 2, "unknown path 'layout.nonsense'"},
        {{QStringLiteral("set"), file, QStringLiteral("layout..tp=1")}, 2, "bad path"},
        {{QStringLiteral("set"), file, QStringLiteral("--delete"), QStringLiteral("layout.recompute.nothing")}, 2, "unknown path"},
        {{QStringLiteral("set"), copy.filePath(QStringLiteral("missing.yaml")), QStringLiteral("layout.tp=1")}, 2, "does not exist"},
        {{QStringLiteral("set"), file, QStringLiteral("layout=1")}, 1, "is a mapping"},
    };
    for (const auto &c : cases) {
        const auto r = run(c.arguments);
        QVERIFY2(r.exitCode == c.exitCode, qPrintable(c.arguments.join(u' ') + QStringLiteral(" -> ") + r.err));
        QVERIFY2(r.err.contains(QLatin1String(c.message)), qPrintable(r.err));
    }
}

void TestCommandLine::lint()
{
    auto r = run({QStringLiteral("lint"), QStringLiteral("recipes")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, QStringLiteral("7 files checked, 0 errors, 0 warnings\n"));
    // One value changed: a finding at its line, exit 1; a warning alone exits 0.
    TestUtils::BundledCopy copy;
    const auto file = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    r = run({QStringLiteral("set"), file, QStringLiteral("layout.label=TP4 PP4")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run({QStringLiteral("lint"), copy.path()});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, file + QStringLiteral(":55:10: error: the label says PP4, but layout.pp is 2 [layout-label]\n"));
    r = run({QStringLiteral("lint"), copy.path(), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 1);
    const auto findings = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(findings.size(), 1);
    const auto finding = findings.first().toObject();
    QCOMPARE(finding.value(QStringLiteral("check")).toString(), QStringLiteral("layout-label"));
    QCOMPARE(finding.value(QStringLiteral("line")).toInt(), 55);
    QCOMPARE(finding.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(finding.value(QStringLiteral("message")).toString(), QStringLiteral("the label says PP4, but layout.pp is 2"));
    r = run({QStringLiteral("set"), file, QStringLiteral("layout.label=TP4 PP2"), QStringLiteral("result.gpu_hours=1.0")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = run({QStringLiteral("lint"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String(": warning: gpu_hours is 1, but 8 GPUs x 20 steps")));
    // A folder config that does not read: one error for it, however many recipes lie below.
    QVERIFY(TestUtils::writeFile(copy.filePath(QStringLiteral(".recipe-lint.yaml")), "ignore: [x]\nloudness: 3\n"));
    r = run({QStringLiteral("lint"), copy.path()});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out.count(QLatin1String(".recipe-lint.yaml:2:1: error: unknown key 'loudness'")), 1);
    QVERIFY(QFile::remove(copy.filePath(QStringLiteral(".recipe-lint.yaml"))));
    // The checks, and usage errors.
    r = run({QStringLiteral("lint"), QStringLiteral("--list")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count(u'\n'), 17);
    QVERIFY(r.out.startsWith(QLatin1String("parallel-dp  error")));
    QCOMPARE(run({QStringLiteral("lint")}).exitCode, 2);
    QCOMPARE(run({QStringLiteral("lint"), QStringLiteral("recipes"), QStringLiteral("--format"), QStringLiteral("xml")}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCommandLine)
// The commands that draw nothing run in recipe-explorer itself; --version (like the
// window) and chart run in the window's program beside it, and without it they say
// where it should have been.
void TestCommandLine::windowProgramBesideIt()
{
    QTemporaryDir dir;
    const auto lonely = dir.filePath(u"recipe-explorer"_s);
    QVERIFY(QFile::copy(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), lonely));
    const auto validate = run({u"validate"_s, u"recipes"_s}, lonely);
    QCOMPARE(validate.exitCode, 0);
    QVERIFY2(validate.err.contains(u"7 files checked, 0 invalid"_s), qPrintable(validate.err));
    const QList<QStringList> drawing = {{u"--version"_s}, {u"chart"_s, u"--metric"_s, u"mfu"_s, u"--output"_s, dir.filePath(u"c.png"_s)}};
    for (const auto &arguments : drawing) {
        const auto missing = run(arguments, lonely);
        QCOMPARE(missing.exitCode, 127);
        QVERIFY2(missing.err.contains(u"cannot start"_s) && missing.err.contains(u"recipe-explorer-window"_s), qPrintable(missing.err));
        QVERIFY(!QFileInfo::exists(dir.filePath(u"c.png"_s)));
    }
    const auto version = run({u"--version"_s});
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.out.startsWith(u"recipe-explorer "_s), qPrintable(version.out));
}

// The cache is kept per build and dropped whole when another build opens it: the two
// programs of one build must count as one, or running a command would clear what the
// window kept, and the other way round.
void TestCommandLine::bothProgramsShareTheCache()
{
    QTemporaryDir cacheHome;
    const auto window = QFileInfo(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE)).dir().filePath(u"recipe-explorer-window"_s);
    const auto cacheFile = cacheHome.filePath(u"OpenRecipes/recipe-explorer/recipes.sqlite"_s);
    auto stampAndEntries = [&cacheFile] {
        QPair<QByteArray, int> found{{}, -1};
        {
            auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"peek"_s);
            db.setDatabaseName(cacheFile);
            if (db.open()) {
                QSqlQuery q(db);
                if (q.exec(u"SELECT value FROM meta WHERE key = 'stamp'"_s) && q.next())
                    found.first = q.value(0).toByteArray();
                if (q.exec(u"SELECT count(*) FROM files"_s) && q.next())
                    found.second = q.value(0).toInt();
            }
        }
        QSqlDatabase::removeDatabase(u"peek"_s);
        return found;
    };

    QCOMPARE(run({u"rank"_s, u"recipes"_s, u"--format"_s, u"csv"_s}, QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), cacheHome.path()).exitCode,
             0);
    const auto afterCommand = stampAndEntries();
    QVERIFY(!afterCommand.first.isEmpty());
    QCOMPARE(afterCommand.second, 7);
    // The window's program, as the window opens the cache; it runs rank too.
    QCOMPARE(run({u"rank"_s, u"recipes"_s, u"--format"_s, u"csv"_s}, window, cacheHome.path()).exitCode, 0);
    QCOMPARE(stampAndEntries(), afterCommand);
}

#include "tst_commandline.moc"
