// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Planning a run: the quantities a plan is given in, each recipe's figures for it
// against a computation of their own from the recipe files (read here with yaml-cpp),
// the plan's ranking and constraints, and `recipe-explorer plan` as the real program.
#include "analysis/planfigures.h"
#include "analysis/planquantity.h"
#include "analysis/planranking.h"
#include "analysis/plantext.h"
#include "analysis/pricefile.h"
#include "analysis/pricetable.h"
#include "itemmodels/plantablemodel.h"
#include "programrun.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {
// What a recipe file says, read apart from the program's loader.
struct Published
{
    QString model;
    QString gpuType;
    int gpus = 0;
    double tokensPerSecondPerGpu = 0;
    std::optional<double> gpuHours;
    std::optional<double> usdPerMillionTokens;
};

Published published(const QString &path)
{
    const auto root = YAML::LoadFile(path.toStdString());
    Published p;
    p.model = QString::fromStdString(root["model"].as<std::string>());
    p.gpuType = QString::fromStdString(root["gpu"]["type"].as<std::string>());
    p.gpus = root["gpu"]["count"].as<int>();
    const auto result = root["result"];
    p.tokensPerSecondPerGpu = result["tokens_per_s_per_gpu"].as<double>();
    if (result["gpu_hours"] && !result["gpu_hours"].IsNull())
        p.gpuHours = result["gpu_hours"].as<double>();
    if (result["usd_per_million_tokens"] && !result["usd_per_million_tokens"].IsNull())
        p.usdPerMillionTokens = result["usd_per_million_tokens"].as<double>();
    return p;
}

// The published instances' prices and the board power of an H200, as their vendors state them.
double priceOf(const QString &gpuType)
{
    return gpuType == "H200"_L1 ? 7.91 : gpuType == "H100"_L1 ? 6.88 : gpuType == "B200"_L1 ? 14.24 : qQNaN();
}

// Every bundled recipe as `plan` names it (recipes/...), with what its file says.
QHash<QString, Published> bundled()
{
    QHash<QString, Published> recipes;
    for (const auto &file : TestUtils::bundledFiles())
        recipes.insert(u"recipes/"_s + QDir(TestUtils::bundledFolder()).relativeFilePath(file), published(file));
    return recipes;
}

// Within a relative distance of an expected figure, which is always a finite one (an
// infinite expectation would accept anything).
bool near(double actual, double expected, double relative)
{
    if (!std::isfinite(expected))
        qFatal("an expected figure of %g", expected);
    return std::isfinite(actual) && std::abs(actual - expected) <= relative * std::abs(expected);
}

QJsonArray planJson(const QStringList &arguments, int expectedExit = 0)
{
    const auto run = TestUtils::runProgram(QStringList{u"plan"_s, u"--format"_s, u"json"_s} + arguments);
    if (run.exitCode != expectedExit)
        qWarning() << run.err;
    [&] { QCOMPARE(run.exitCode, expectedExit); }();
    return QJsonDocument::fromJson(run.out).array();
}
} // namespace

class TestPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quantities_data();
    void quantities();
    void quantitiesInOtherLanguages();
    void bundledFiguresAgree();
    void rankedWithinEachModel();
    void deadlineAndBudget();
    void noneFits();
    void scaledToOtherGpuCounts();
    void priceFile();
    void badInput_data();
    void badInput();
    void invalidRecipeBesideGoodOnes();
    void noThroughput();
    void tableModel();
    void planAsVariant();
    void constraintsText();
};

void TestPlan::quantities_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<PlanQuantity::Kind>("kind");
    QTest::addColumn<double>("value");
    QTest::addColumn<PlanQuantity::Fault>("fault");
    using K = PlanQuantity::Kind;
    using F = PlanQuantity::Fault;
    QTest::addRow("1T") << u"1T"_s << K::Tokens << 1e12 << F::None;
    QTest::addRow("500B") << u"500B"_s << K::Tokens << 5e11 << F::None;
    QTest::addRow("1.5t") << u" 1.5t "_s << K::Tokens << 1.5e12 << F::None;
    QTest::addRow("exponent") << u"2e12"_s << K::Tokens << 2e12 << F::None;
    QTest::addRow("grouped") << u"2,000,000"_s << K::Tokens << 2e6 << F::None;
    QTest::addRow("underscores") << u"3_000k"_s << K::Tokens << 3e6 << F::None;
    QTest::addRow("dollars") << u"$1.5M"_s << K::Money << 1.5e6 << F::None;
    QTest::addRow("days") << u"90.5"_s << K::Days << 90.5 << F::None;
    QTest::addRow("count") << u"64"_s << K::Count << 64.0 << F::None;
    QTest::addRow("zero") << u"0"_s << K::Tokens << 0.0 << F::NotPositive;
    QTest::addRow("negative") << u"-5T"_s << K::Tokens << 0.0 << F::NotPositive;
    QTest::addRow("letters") << u"abc"_s << K::Tokens << 0.0 << F::NotANumber;
    QTest::addRow("empty") << u" "_s << K::Tokens << 0.0 << F::Empty;
    QTest::addRow("1Q") << u"1Q"_s << K::Tokens << 0.0 << F::UnknownSuffix;
    QTest::addRow("two suffixes") << u"1TT"_s << K::Tokens << 0.0 << F::UnknownSuffix;
    QTest::addRow("beyond a double") << u"1e400"_s << K::Tokens << 0.0 << F::TooLarge;
    QTest::addRow("beyond tokens") << u"2e6T"_s << K::Tokens << 0.0 << F::TooLarge;
    QTest::addRow("dollars for tokens") << u"$5"_s << K::Tokens << 0.0 << F::NotANumber;
    QTest::addRow("suffix on days") << u"5k"_s << K::Days << 0.0 << F::UnknownSuffix;
    QTest::addRow("half a GPU") << u"2.5"_s << K::Count << 0.0 << F::NotWhole;
    QTest::addRow("grouped wrongly") << u"1,00"_s << K::Tokens << 0.0 << F::NotANumber;
    QTest::addRow("two points") << u"1..2"_s << K::Tokens << 0.0 << F::NotANumber;
}

void TestPlan::quantities()
{
    QFETCH(QString, text);
    QFETCH(PlanQuantity::Kind, kind);
    QFETCH(double, value);
    QFETCH(PlanQuantity::Fault, fault);
    const auto quantity = PlanQuantity::parse(text, kind);
    QCOMPARE(quantity.fault(), fault);
    QCOMPARE(quantity.value().has_value(), fault == PlanQuantity::Fault::None);
    if (quantity.value())
        QCOMPARE(*quantity.value(), value);
    if (fault == PlanQuantity::Fault::UnknownSuffix)
        QVERIFY(!quantity.suffix().isEmpty());
}

void TestPlan::quantitiesInOtherLanguages()
{
    // A decimal comma, points between thousands (German): "1,5T" and "2.000.000".
    QCOMPARE(*PlanQuantity::parse(u"1,5T"_s, PlanQuantity::Kind::Tokens, true).value(), 1.5e12);
    QCOMPARE(*PlanQuantity::parse(u"2.000.000"_s, PlanQuantity::Kind::Tokens, true).value(), 2e6);
    QCOMPARE(PlanQuantity::parse(u"1,500"_s, PlanQuantity::Kind::Days, true).value(), std::optional<double>(1.5));
    QCOMPARE(PlanQuantity::text(1.5e6, PlanQuantity::Kind::Money, true), u"1,5M"_s);
    // What text() writes, parse() reads back as the same value; days and counts take no suffix.
    for (const double value : {1234567890123.5, 2e12, 1.5e6, 0.25, 999.0, 5e17}) {
        for (const bool comma : {false, true}) {
            const auto written = PlanQuantity::text(value, PlanQuantity::Kind::Tokens, comma);
            QCOMPARE(PlanQuantity::parse(written, PlanQuantity::Kind::Tokens, comma).value(), std::optional<double>(value));
        }
    }
    QCOMPARE(PlanQuantity::text(1500, PlanQuantity::Kind::Days), u"1500"_s);
    QCOMPARE(PlanQuantity::text(2e12, PlanQuantity::Kind::Tokens), u"2T"_s);
}

void TestPlan::bundledFiguresAgree()
{
    const auto recipes = bundled();
    const auto rows = planJson({u"--tokens"_s, u"1T"_s});
    QCOMPARE(rows.size(), recipes.size());
    for (const auto &value : rows) {
        const auto row = value.toObject();
        const auto file = row["file"_L1].toString();
        QVERIFY2(recipes.contains(file), qPrintable(file));
        const auto p = recipes.value(file);
        const double price = priceOf(p.gpuType);
        const double gpuHours = 1e12 / p.tokensPerSecondPerGpu / 3600;
        QCOMPARE(row["model"_L1].toString(), p.model);
        QCOMPARE(row["gpus"_L1].toInt(), p.gpus);
        QVERIFY(row["scaled_from_gpus"_L1].isNull());
        QVERIFY(near(row["days"_L1].toDouble(), 1e12 / (p.tokensPerSecondPerGpu * p.gpus) / 86400, 1e-9));
        QVERIFY(near(row["gpu_hours"_L1].toDouble(), gpuHours, 1e-9));
        QVERIFY(near(row["cost_usd"_L1].toDouble(), gpuHours * price, 1e-9));
        QVERIFY(near(row["usd_per_gpu_hour"_L1].toDouble(), price, 1e-12));
        QVERIFY(near(row["energy_kwh"_L1].toDouble(), gpuHours * 0.7, 1e-9)); // every bundled recipe is on H200s
        QCOMPARE(row["reproduce_usd"_L1].isNull(), !p.gpuHours.has_value());
        if (p.gpuHours)
            QVERIFY(near(row["reproduce_usd"_L1].toDouble(), *p.gpuHours * price, 1e-9));
        QCOMPARE(row["fits"_L1].toBool(), true);
        // A trillion tokens cost a million times the recipe's own $ per million tokens (as rounded to cents).
        QVERIFY(p.usdPerMillionTokens);
        QVERIFY2(std::abs(row["cost_usd"_L1].toDouble() / 1e6 - *p.usdPerMillionTokens) <= 0.005 + 1e-9, qPrintable(file));
    }
    // The figures the plan is known by: 8 H200 at 2200.16 tokens/s per GPU.
    const auto qwen = std::find_if(rows.cbegin(), rows.cend(), [](const QJsonValue &v) {
        return v.toObject()["file"_L1].toString() == "recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_L1;
    });
    QVERIFY(qwen != rows.cend());
    QVERIFY(near(qwen->toObject()["days"_L1].toDouble(), 657.6, 0.001));
    QVERIFY(near(qwen->toObject()["cost_usd"_L1].toDouble(), 998700, 0.005));
    QVERIFY(near(qwen->toObject()["cost_usd"_L1].toDouble() / 1e6, 1.00, 0.005));
}

void TestPlan::rankedWithinEachModel()
{
    for (const auto &sort : {u"cost"_s, u"time"_s}) {
        const auto rows = planJson({u"--tokens"_s, u"2T"_s, u"--sort"_s, sort});
        const auto key = sort == "cost"_L1 ? "cost_usd"_L1 : "days"_L1;
        QStringList models;
        for (int i = 0; i < rows.size(); ++i) {
            const auto row = rows.at(i).toObject();
            const auto model = row["model"_L1].toString();
            const bool sameModel = i > 0 && rows.at(i - 1).toObject()["model"_L1].toString() == model;
            QCOMPARE(row["rank"_L1].toInt(), sameModel ? rows.at(i - 1).toObject()["rank"_L1].toInt() + 1 : 1);
            if (sameModel)
                QVERIFY(rows.at(i - 1).toObject()[key].toDouble() <= row[key].toDouble());
            else
                models << model;
        }
        QCOMPARE(models.size(), 4);
        auto sorted = models;
        std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) { return a.toCaseFolded() < b.toCaseFolded(); });
        QCOMPARE(models, sorted);
    }
}

void TestPlan::deadlineAndBudget()
{
    const auto recipes = bundled();
    QList<double> days;
    QList<double> costs;
    for (const auto &p : recipes) {
        days << 1e12 / (p.tokensPerSecondPerGpu * p.gpus) / 86400;
        costs << 1e12 / p.tokensPerSecondPerGpu / 3600 * priceOf(p.gpuType);
    }
    std::sort(days.begin(), days.end());
    std::sort(costs.begin(), costs.end());
    // Between two recipes' figures: some fit each constraint, some do not.
    const double deadline = (days.at(2) + days.at(3)) / 2;
    const double budget = (costs.at(4) + costs.at(5)) / 2;
    const auto rows =
        planJson({u"--tokens"_s, u"1T"_s, u"--days"_s, QString::number(deadline, 'f', 3), u"--budget"_s, QString::number(budget, 'f', 0)});
    QCOMPARE(rows.size(), recipes.size());
    int fitting = 0;
    for (int i = 0; i < rows.size(); ++i) {
        const auto row = rows.at(i).toObject();
        const auto p = recipes.value(row["file"_L1].toString());
        const double d = 1e12 / (p.tokensPerSecondPerGpu * p.gpus) / 86400;
        const double c = 1e12 / p.tokensPerSecondPerGpu / 3600 * priceOf(p.gpuType);
        const bool fits = d <= std::round(deadline * 1000) / 1000 && c <= std::round(budget);
        QCOMPARE(row["fits"_L1].toBool(), fits);
        fitting += fits;
        // Within a model, what fits comes first.
        const bool sameModel = i > 0 && rows.at(i - 1).toObject()["model"_L1] == row["model"_L1];
        if (sameModel && fits)
            QVERIFY(rows.at(i - 1).toObject()["fits"_L1].toBool());
    }
    QVERIFY(fitting > 0);
    QVERIFY(fitting < rows.size());

    // Markdown for people: the Fits column says why not.
    const auto table = TestUtils::runProgram(
        {u"plan"_s, u"--tokens"_s, u"1T"_s, u"--days"_s, QString::number(deadline, 'f', 3), u"--format"_s, u"markdown"_s});
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("| fits |"));
    QVERIFY(table.out.contains("past the deadline"));
    QVERIFY(table.out.contains("| yes |"));
}

void TestPlan::noneFits()
{
    const auto run = TestUtils::runProgram({u"plan"_s, u"--tokens"_s, u"1T"_s, u"--days"_s, u"1"_s, u"--budget"_s, u"$1k"_s});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray("recipe-explorer plan: no recipe fits the plan (1 days, $1,000)\n"));
    QVERIFY(run.out.startsWith("rank  model"));
    QVERIFY(run.out.contains(" 657 d 14 h "));
    QVERIFY(run.out.contains("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
}

void TestPlan::scaledToOtherGpuCounts()
{
    const auto recipes = bundled();
    const auto rows = planJson({u"--tokens"_s, u"1T"_s, u"--gpus"_s, u"64"_s});
    QCOMPARE(rows.size(), recipes.size());
    int scaled = 0;
    for (const auto &value : rows) {
        const auto row = value.toObject();
        const auto p = recipes.value(row["file"_L1].toString());
        QCOMPARE(row["gpus"_L1].toInt(), 64);
        QCOMPARE(row["scaled_from_gpus"_L1].isNull(), p.gpus == 64);
        if (p.gpus != 64) {
            QCOMPARE(row["scaled_from_gpus"_L1].toInt(), p.gpus);
            ++scaled;
        }
        QVERIFY(near(row["days"_L1].toDouble(), 1e12 / (p.tokensPerSecondPerGpu * 64) / 86400, 1e-9));
        // Per-GPU throughput held: the GPU-hours do not change with the count.
        QVERIFY(near(row["gpu_hours"_L1].toDouble(), 1e12 / p.tokensPerSecondPerGpu / 3600, 1e-9));
    }
    QVERIFY(scaled > 0);
    const auto table = TestUtils::runProgram({u"plan"_s, u"--tokens"_s, u"1T"_s, u"--gpus"_s, u"64"_s});
    QVERIFY(table.out.contains("scaled_from_gpus"));
}

void TestPlan::priceFile()
{
    QTemporaryDir dir;
    const auto good = dir.filePath(u"prices.csv"_s);
    // As a spreadsheet saves "CSV UTF-8": a byte-order mark first, CRLF.
    QVERIFY(TestUtils::writeFile(good,
                                 "\xEF\xBB\xBFgpu,usd_per_gpu_hour,instance\r\n# my prices\r\nH200, 5.00 ,on-premises\r\n\r\nB200,9\r\n"));
    const auto rows = planJson({u"--tokens"_s, u"1T"_s, u"--prices"_s, good});
    const auto recipes = bundled();
    for (const auto &value : rows) {
        const auto row = value.toObject();
        const auto p = recipes.value(row["file"_L1].toString());
        QVERIFY(near(row["cost_usd"_L1].toDouble(), 1e12 / p.tokensPerSecondPerGpu / 3600 * 5.0, 1e-9));
    }
    const auto table = TestUtils::runProgram({u"plan"_s, u"--tokens"_s, u"1T"_s, u"--prices"_s, good});
    QVERIFY2(table.out.contains("H200 $5.00/GPU-h (on-premises)"), table.out.constData());

    // A GPU type the file gives no price: no cost, and no fit to a budget.
    const auto other = dir.filePath(u"other.csv"_s);
    QVERIFY(TestUtils::writeFile(other, "B200,9\n"));
    const auto unpriced = planJson({u"--tokens"_s, u"1T"_s, u"--budget"_s, u"1T"_s, u"--prices"_s, other});
    QVERIFY(!unpriced.isEmpty());
    for (const auto &value : unpriced) {
        QVERIFY(value.toObject()["cost_usd"_L1].isNull());
        QCOMPARE(value.toObject()["fits"_L1].toBool(), false);
    }

    const auto bad = dir.filePath(u"bad.csv"_s);
    QVERIFY(TestUtils::writeFile(bad, "gpu,usd\nH100,6\nH200,  abc\n"));
    const auto run = TestUtils::runProgram({u"plan"_s, u"--tokens"_s, u"1T"_s, u"--prices"_s, bad});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QByteArray(bad.toUtf8() + ":3:8: error: 'abc' is not a price above 0")), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestPlan::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::addRow("no tokens") << QStringList{} << u"--tokens N is required"_s;
    QTest::addRow("zero tokens") << QStringList{u"--tokens"_s, u"0"_s} << u"bad --tokens '0': must be above 0"_s;
    QTest::addRow("negative tokens") << QStringList{u"--tokens=-2T"_s} << u"bad --tokens '-2T': must be above 0"_s;
    QTest::addRow("abc") << QStringList{u"--tokens"_s, u"abc"_s} << u"bad --tokens 'abc': not a number"_s;
    QTest::addRow("1Q") << QStringList{u"--tokens"_s, u"1Q"_s} << u"bad --tokens '1Q': unknown suffix 'Q' (k, M, B or T)"_s;
    QTest::addRow("overflow") << QStringList{u"--tokens"_s, u"9e999"_s} << u"bad --tokens '9e999': too large (at most 1e+18)"_s;
    QTest::addRow("days zero") << QStringList{u"--tokens"_s, u"1T"_s, u"--days"_s, u"0"_s} << u"bad --days '0': must be above 0"_s;
    QTest::addRow("days negative") << QStringList{u"--tokens"_s, u"1T"_s, u"--days=-3"_s} << u"bad --days '-3': must be above 0"_s;
    QTest::addRow("budget zero") << QStringList{u"--tokens"_s, u"1T"_s, u"--budget"_s, u"$0"_s} << u"bad --budget '$0': must be above 0"_s;
    QTest::addRow("budget negative") << QStringList{u"--tokens"_s, u"1T"_s, u"--budget=-1M"_s} << u"bad --budget '-1M': must be above 0"_s;
    QTest::addRow("half a GPU") << QStringList{u"--tokens"_s, u"1T"_s, u"--gpus"_s, u"2.5"_s}
                                << u"bad --gpus '2.5': must be a whole number"_s;
    QTest::addRow("no such prices") << QStringList{u"--tokens"_s, u"1T"_s, u"--prices"_s, u"/nonexistent/prices.csv"_s}
                                    << u"bad --prices: /nonexistent/prices.csv:1:1: error: cannot read"_s;
    QTest::addRow("sort") << QStringList{u"--tokens"_s, u"1T"_s, u"--sort"_s, u"speed"_s} << u"unknown --sort 'speed' (cost or time)"_s;
    QTest::addRow("escape in a value") << QStringList{u"--tokens"_s, u"1T\x1b[2J"_s}
                                       << u"bad --tokens '1T\\x1b[2J': unknown suffix 'T\\x1b[2J' (k, M, B or T)"_s;
}

void TestPlan::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto run = TestUtils::runProgram(QStringList{u"plan"_s} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const auto err = QString::fromUtf8(run.err);
    QVERIFY2(err.startsWith(u"recipe-explorer plan: "_s + message), qPrintable(err));
    QCOMPARE(err.count(u'\n'), 1);
}

void TestPlan::invalidRecipeBesideGoodOnes()
{
    QTemporaryDir dir;
    const auto source = TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    QVERIFY(QFile::copy(source, dir.filePath(u"good.yaml"_s)));
    auto bytes = TestUtils::readFile(source);
    const auto field = bytes.indexOf("  tokens_per_s_per_gpu: 2200.16\n");
    QVERIFY(field > 0);
    bytes.remove(field, int(qstrlen("  tokens_per_s_per_gpu: 2200.16\n")));
    QVERIFY(TestUtils::writeFile(dir.filePath(u"no-throughput.yaml"_s), bytes));
    const auto run = TestUtils::runProgram({u"plan"_s, u"--tokens"_s, u"1T"_s, u"--format"_s, u"json"_s, dir.path()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("no-throughput.yaml:"), run.err.constData());
    QVERIFY(run.err.contains("tokens_per_s_per_gpu"));
    const auto rows = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(rows.size(), 1);
    QVERIFY(rows.at(0).toObject()["file"_L1].toString().endsWith("good.yaml"_L1));
    QVERIFY(near(rows.at(0).toObject()["days"_L1].toDouble(), 657.6, 0.001));
}

void TestPlan::noThroughput()
{
    Recipe none;
    none.setFilePath(u"none.yaml"_s);
    const auto qwen = TestUtils::bundledRecipe(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    RunPlan plan;
    plan.tokens = 1e12;
    const auto figures = PlanFigures::of(none, plan, PriceTable::defaults());
    QVERIFY(!figures.hasThroughput);
    QVERIFY(!figures.fits());
    QCOMPARE(figures.seconds, 0.0);
    // Not 0 days: no figure at all, and last.
    PlanTableModel model;
    model.setRows(PlanRanking::rank({none, qwen}, plan, PriceTable::defaults()));
    QCOMPARE(model.rowCount(), 2);
    const int row = model.rowAt(0).recipe.filePath() == "none.yaml"_L1 ? 0 : 1;
    QCOMPARE(model.index(row, PlanTableModel::TimeToTrain).data().toString(), u"no throughput"_s);
    QVERIFY(model.index(row, PlanTableModel::TimeToTrain).data(PlanTableModel::ValueRole).isNull());
    QVERIFY(model.index(row, PlanTableModel::CostToTrain).data(PlanTableModel::ValueRole).isNull());
    QCOMPARE(model.index(row, PlanTableModel::Fits).data().toString(), u"no throughput"_s);
    // A deadline or a budget is not met without figures.
    plan.days = 1e5;
    QVERIFY(!PlanFigures::of(none, plan, PriceTable::defaults()).meetsDeadline);
    QVERIFY(PlanFigures::of(qwen, plan, PriceTable::defaults()).fits());
}

void TestPlan::tableModel()
{
    RunPlan plan;
    plan.tokens = 2e12;
    plan.days = 400;
    plan.gpus = 16;
    PlanTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(PlanRanking::rank(TestUtils::bundledRecipes(), plan, PriceTable::defaults()));
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.columnCount(), int(PlanTableModel::ColumnCount));
    bool found = false;
    for (int row = 0; row < model.rowCount(); ++row) {
        const auto &planned = model.rowAt(row);
        if (planned.recipe.filePath().endsWith("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_L1)) {
            found = true;
            // 2e12 / (2200.16 x 16) s = 15,781.7 hours = 657 d 14 h; 252,506.9 GPU-hours at $7.91, at 0.7 kW.
            QCOMPARE(model.index(row, PlanTableModel::TimeToTrain).data().toString(), u"657 d 14 h"_s);
            QCOMPARE(model.index(row, PlanTableModel::GpuHours).data().toString(), u"252,507"_s);
            QCOMPARE(model.index(row, PlanTableModel::CostToTrain).data().toString(), u"$1,997,329"_s);
            QCOMPARE(model.index(row, PlanTableModel::Energy).data().toString(), u"176,755 kWh"_s);
            QCOMPARE(model.index(row, PlanTableModel::Gpus).data().toString(), u"16"_s);
            QCOMPARE(model.index(row, PlanTableModel::Extrapolated).data().toString(), u"8"_s);
            QCOMPARE(model.index(row, PlanTableModel::Fits).data().toString(), u"past the deadline"_s);
            QVERIFY(model.index(row, PlanTableModel::Gpus).data(Qt::ToolTipRole).toString().contains("8 GPUs"_L1));
        }
    }
    QVERIFY(found);
    QCOMPARE(model.headerData(PlanTableModel::TimeToTrain, Qt::Horizontal, PlanTableModel::ColumnKeyRole).toString(), u"days"_s);
    QCOMPARE(PlanText::duration(5.25 * 3600), u"5.3 h"_s);
    QCOMPARE(PlanText::duration(49.6 * 3600), u"2 d 2 h"_s);
}

void TestPlan::planAsVariant()
{
    RunPlan plan;
    plan.tokens = 2e12;
    plan.budgetUsd = 1.5e6;
    plan.gpus = 64;
    QCOMPARE(RunPlan::fromVariant(plan.toVariant()), plan);
    plan.days = 30;
    QCOMPARE(RunPlan::fromVariant(plan.toVariant()), plan);
    // What makes no sense is left unset; without tokens nothing is.
    QVariantMap junk = {{u"tokens"_s, 1e12}, {u"days"_s, -4}, {u"budget_usd"_s, u"lots"_s}, {u"gpus"_s, 2.5}};
    const auto read = RunPlan::fromVariant(junk);
    QCOMPARE(read.tokens, 1e12);
    QVERIFY(!read.days && !read.budgetUsd && !read.gpus);
    QVERIFY(!RunPlan::fromVariant(QVariantMap{{u"days"_s, 3}}).isSet());
    QVERIFY(!RunPlan::fromVariant(QVariantMap{{u"tokens"_s, u"1e999"_s}}).isSet());
}

QTEST_GUILESS_MAIN(TestPlan)
void TestPlan::constraintsText()
{
    // What a plan asks, as the page's Plan section and `plan` on stderr say it.
    RunPlan plan;
    plan.tokens = 1e12;
    QCOMPARE(PlanText::constraints(plan), QString());
    plan.days = 400;
    QCOMPARE(PlanText::constraints(plan), u"400 days"_s);
    plan.budgetUsd = 5e6;
    QCOMPARE(PlanText::constraints(plan), u"400 days, $5,000,000"_s);
    plan.days.reset();
    plan.budgetUsd = 1234567.4;
    QCOMPARE(PlanText::constraints(plan), u"$1,234,567"_s);
}

#include "tst_plan.moc"
