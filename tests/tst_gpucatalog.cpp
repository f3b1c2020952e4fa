// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The GPU catalogue: every type's figures as the file states them (read apart from
// the program, by yaml-cpp), the one rule for names, the order, a user's file over
// the bundled one, and a malformed one refused at its line.
#include "analysis/lintconfig.h"
#include "analysis/pricetable.h"
#include "analysis/recipelint.h"
#include "recipe/gpucatalog.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace Qt::StringLiterals;

namespace {

std::optional<double> optionalNumber(const YAML::Node &node, double scale = 1)
{
    if (!node || node.IsNull())
        return std::nullopt;
    return node.as<double>() * scale;
}

QString catalogPath()
{
    return QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/resources/gpu-catalog.yaml");
}

// Writes a user's catalogue and puts it over the bundled one; the problems.
ProblemList useCatalog(const QTemporaryDir &dir, const QByteArray &text)
{
    const auto path = dir.filePath(u"catalog.yaml"_s);
    TestUtils::writeFile(path, text);
    return GpuCatalog::setUserFile(path);
}

} // namespace

class TestGpuCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { GpuCatalog::setUserFile({}); }

    void figuresAsTheFileStates()
    {
        const auto file = YAML::LoadFile(catalogPath().toStdString());
        QStringList names;
        for (const auto &entry : file) {
            const auto name = QString::fromStdString(entry.first.as<std::string>());
            names << name;
            const auto &facts = entry.second;
            const auto *gpu = GpuCatalog::bundled().find(name);
            QVERIFY2(gpu, qPrintable(name));
            QCOMPARE(gpu->name, name);
            QCOMPARE(gpu->vendor, QString::fromStdString(facts["vendor"].as<std::string>()));
            const auto memory = facts["memory_gb"].as<std::vector<double>>();
            QCOMPARE(gpu->memoryGb, QList<double>(memory.begin(), memory.end()));
            QCOMPARE(gpu->boardWatts, optionalNumber(facts["board_watts"]));
            QCOMPARE(gpu->peakBf16, optionalNumber(facts["peak_bf16_tflops"], 1e12));
            QCOMPARE(gpu->peakFp8, optionalNumber(facts["peak_fp8_tflops"], 1e12));
            QCOMPARE(gpu->colour, QString::fromStdString(facts["colour"].as<std::string>()));
            QCOMPARE(bool(gpu->price), bool(facts["price"]));
            if (gpu->price) {
                QCOMPARE(gpu->price->usdPerGpuHour, facts["price"]["usd_per_gpu_hour"].as<double>());
                QCOMPARE(gpu->price->instance, QString::fromStdString(facts["price"]["instance"].as<std::string>()));
            }
        }
        // The types the checks must know, in the order the program sorts them.
        QCOMPARE(names,
                 (QStringList{u"A100"_s, u"H100"_s, u"H200"_s, u"H20"_s, u"B200"_s, u"GB200"_s, u"B300"_s, u"GB300"_s, u"MI300X"_s,
                              u"MI325X"_s, u"MI355X"_s}));
        QCOMPARE(GpuCatalog::bundled().all().size(), names.size());
        // Figures worked by hand from the vendors' sheets.
        QCOMPARE(*GpuCatalog::bundled().peakFlops(u"MI355X"_s), 2516.6e12);
        QCOMPARE(*GpuCatalog::bundled().peakFlops(u"H100"_s, u"fp8"_s), 1978.9e12);
        QCOMPARE(GpuCatalog::bundled().peakFlops(u"A100"_s, u"fp8"_s), std::nullopt); // no FP8 peak: nothing to compare an FP8 run with
        QCOMPARE(GpuCatalog::bundled().find(u"GB300"_s)->boardWatts, 1400.0);
        QCOMPARE(PriceTable::defaults().price(u"h200"_s), 7.91);
        QCOMPARE(PriceTable::defaults().instance(u"B200"_s), u"p6-b200.48xlarge"_s);
    }

    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("type"); // empty: none
        QTest::addRow("as written") << u"H200"_s << u"H200"_s;
        QTest::addRow("vendor") << u"NVIDIA H200"_s << u"H200"_s;
        QTest::addRow("lower case, module") << u"h200 sxm"_s << u"H200"_s;
        QTest::addRow("spaces around") << u" H200 "_s << u"H200"_s;
        QTest::addRow("a product name") << u"A100-SXM4-80GB"_s << u"A100"_s;
        QTest::addRow("AMD's name") << u"AMD Instinct MI355X"_s << u"MI355X"_s;
        QTest::addRow("another name") << u"GB200 NVL72"_s << u"GB200"_s;
        QTest::addRow("GB200 is no B200") << u"GB200"_s << u"GB200"_s;
        QTest::addRow("H20 is no H200") << u"h20"_s << u"H20"_s;
        QTest::addRow("a part of a name") << u"H2"_s << QString();
        QTest::addRow("unknown") << u"TPU v5"_s << QString();
        QTest::addRow("only a vendor") << u"NVIDIA"_s << QString();
    }
    void names()
    {
        QFETCH(QString, name);
        QFETCH(QString, type);
        const auto *gpu = GpuCatalog::bundled().find(name);
        QCOMPARE(gpu ? gpu->name : QString(), type);
    }

    void order()
    {
        const auto &catalog = GpuCatalog::bundled();
        QVERIFY(catalog.order(u"A100"_s) < catalog.order(u"nvidia h100"_s));
        QVERIFY(catalog.order(u"H200"_s) < catalog.order(u"B200"_s));
        QVERIFY(catalog.order(u"B300"_s) < catalog.order(u"MI300X"_s));
        QCOMPARE(catalog.order(u"TPU v5"_s), catalog.order(u"RTX 4090"_s));
        QVERIFY(catalog.order(u"MI355X"_s) < catalog.order(u"TPU v5"_s));
    }

    // A user's file adds MI455X, whose recipes are then checked, and reprices the H200.
    void userCatalogue()
    {
        QTemporaryDir dir;
        const auto problems = useCatalog(dir,
                                         "MI455X:\n  vendor: AMD\n  memory_gb: [432]\n  peak_bf16_tflops: 5000\n"
                                         "  price: {usd_per_gpu_hour: 9.5, instance: example.8x}\n"
                                         "nvidia h200:\n  price: {usd_per_gpu_hour: 5, instance: mine}\n");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
        const auto catalog = GpuCatalog::current();
        QCOMPARE(catalog->find(u"mi455x"_s)->peakBf16, 5000e12);
        QCOMPARE(catalog->order(u"MI455X"_s), 11); // after the bundled ones
        QCOMPARE(catalog->find(u"H200"_s)->price->usdPerGpuHour, 5.0);
        QCOMPARE(catalog->find(u"H200"_s)->memoryGb, QList<double>{141}); // what the entry leaves out stays
        QCOMPARE(PriceTable::defaults().price(u"H200"_s), 5.0);
        QVERIFY(catalog->stamp() != GpuCatalog::bundled().stamp());

        // A recipe on MI455X: checked like any other (its MFU disagrees with the new peak).
        auto bytes = TestUtils::readFile(TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s));
        bytes.replace("  type: H200\n", "  type: MI455X\n").replace("  memory_gb: 141\n", "  memory_gb: 432\n");
        bytes.replace("usd_per_million_tokens: 1.0\n", "usd_per_million_tokens: 1.2\n");
        const auto recipe = RecipeLoader::loadBytes(bytes, u"mi455x.yaml"_s).recipe.value();
        QStringList checks;
        for (const auto &p : RecipeLint::check(recipe, PriceTable::defaults()))
            checks << p.check;
        // 9.5 x 10^6 / (2200.16 x 3600) = $1.20: the cost agrees; 6 x 31,983,534,080 x 2200.16 / 5e15 = 0.0844.
        QCOMPARE(checks, QStringList{u"figures-mfu"_s});

        // Back to the bundled catalogue: MI455X is unknown again.
        GpuCatalog::setUserFile({});
        QCOMPARE(GpuCatalog::current()->find(u"MI455X"_s), nullptr);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem"); // line:column message
        QTest::addRow("unknown key") << QByteArray("H200:\n  price_usd: 3\n") << u"2:3 unknown key 'price_usd'"_s;
        QTest::addRow("negative") << QByteArray("X1:\n  board_watts: -5\n") << u"2:16 a number above 0 is expected here"_s;
        QTest::addRow("not a number") << QByteArray("X1:\n  memory_gb: [80, lots]\n") << u"2:19 a number above 0 is expected here"_s;
        QTest::addRow("infinite") << QByteArray("X1:\n  peak_bf16_tflops: .inf\n") << u"2:21 a number above 0 is expected here"_s;
        QTest::addRow("colour") << QByteArray("X1:\n  colour: red\n") << u"2:11 a colour is written #rrggbb"_s;
        QTest::addRow("facts not a mapping") << QByteArray("X1: 5\n") << u"1:5 X1: its facts are a mapping"_s;
        QTest::addRow("not a mapping") << QByteArray("- H200\n") << u"1:1 a catalogue is a mapping"_s;
        QTest::addRow("twice") << QByteArray("X1: {}\nx-1: {}\n") << u"2:1 x-1 is in the catalogue twice"_s;
        QTest::addRow("syntax") << QByteArray("X1: [80\n") << u"2:1 "_s;
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const auto problems = useCatalog(dir, text);
        QVERIFY(!problems.isEmpty());
        const auto &first = problems.first();
        QCOMPARE(first.file, dir.filePath(u"catalog.yaml"_s));
        const auto said = u"%1:%2 %3"_s.arg(first.line).arg(first.column).arg(first.message);
        QVERIFY2(said.startsWith(problem), qPrintable(said));
        // The catalogue in force stays the bundled one.
        QCOMPARE(GpuCatalog::current()->all().size(), GpuCatalog::bundled().all().size());
    }

    void unreadable()
    {
        const auto problems = GpuCatalog::setUserFile(u"/nonexistent/catalog.yaml"_s);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().message.startsWith(u"cannot read the GPU catalogue"_s));
    }
};

QTEST_GUILESS_MAIN(TestGpuCatalog)
#include "tst_gpucatalog.moc"
