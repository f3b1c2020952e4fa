// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The schema documents every field the published recipes use, with a title and a
// description for each, and validates the published files cleanly.
#include "recipe/parsedyaml.h"
#include "recipe/parsedyamladapter.h"
#include "recipe/recipeschema.h"
#include "recipe/schemaregex.h"
#include "recipe/yamllocations.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <yaml-cpp/yaml.h>

#include <valijson/adapters/yaml_cpp_adapter.hpp>

#include <clocale>
#include <cmath>
#include <regex>

class TestRecipeSchema : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPublishedFieldIsDocumented();
    void everyFieldHasTitleAndDescription();
    void descriptions();
    void enums();
    void everyTitleTranslatable();
    void patternsMatchAsECMAScriptDoes();
    void weakTypesAsValijsonReadsThem();
    void documentNotAMapping();
};

namespace {
void collect(const YAML::Node &node, const QString &path, QSet<QString> &paths)
{
    if (node.IsMap()) {
        for (const auto &member : node) {
            const auto key = QString::fromStdString(member.first.Scalar());
            const auto child = path.isEmpty() ? key : path + u'.' + key;
            paths.insert(child);
            if (path != QLatin1String("env") && path != QLatin1String("stack"))
                collect(member.second, child, paths);
        }
    } else if (node.IsSequence()) {
        for (const auto &item : node)
            collect(item, path, paths);
    }
}
// Every scalar value of a key ("title", "pattern") anywhere in a schema file.
void valuesOf(const YAML::Node &node, const std::string &key, QStringList &found)
{
    if (node.IsMap()) {
        for (const auto &member : node) {
            if (member.first.Scalar() == key && member.second.IsScalar())
                found << QString::fromStdString(member.second.Scalar());
            valuesOf(member.second, key, found);
        }
    } else if (node.IsSequence()) {
        for (const auto &item : node)
            valuesOf(item, key, found);
    }
}
} // namespace

void TestRecipeSchema::everyPublishedFieldIsDocumented()
{
    QSet<QString> used;
    QDirIterator it(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes"), {QStringLiteral("*.yaml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        collect(YAML::Load(file.readAll().toStdString()), {}, used);
        ++files;
    }
    QCOMPARE(files, 7);
    const auto documented = RecipeSchema::instance().fieldPaths();
    QStringList missing;
    for (const auto &path : used)
        if (!path.startsWith(QLatin1String("env.")) && !path.startsWith(QLatin1String("stack.")) && !documented.contains(path))
            missing << path;
    missing.sort();
    QCOMPARE(missing, QStringList());
    QVERIFY(used.size() > 100);
}

void TestRecipeSchema::everyFieldHasTitleAndDescription()
{
    const auto &schema = RecipeSchema::instance();
    QStringList bare;
    for (const auto &path : schema.fieldPaths())
        if (schema.title(path).isEmpty() || schema.description(path).isEmpty())
            bare << path;
    QCOMPARE(bare, QStringList());
}

void TestRecipeSchema::descriptions()
{
    const auto &schema = RecipeSchema::instance();
    QCOMPARE(schema.title(QStringLiteral("result.tokens_per_s_per_gpu")), QStringLiteral("Tokens/s per GPU"));
    QCOMPARE(schema.title(QStringLiteral("layout.tp")), QStringLiteral("TP"));
    QVERIFY(schema.description(QStringLiteral("layout.tp")).contains(QLatin1String("--tensor-model-parallel-size")));
    QCOMPARE(schema.title(QStringLiteral("correctness.component_tests[3].gpu")), QStringLiteral("GPU"));
    QCOMPARE(schema.title(QStringLiteral("no.such.field")), QString());
}

void TestRecipeSchema::enums()
{
    const auto &schema = RecipeSchema::instance();
    QCOMPARE(
        schema.allowedValues(QStringLiteral("status")),
        QStringList({QStringLiteral("verified"), QStringLiteral("unverified"), QStringLiteral("draft"), QStringLiteral("deprecated")}));
    QCOMPARE(schema.allowedValues(QStringLiteral("layout.dispatcher")),
             QStringList({QStringLiteral("alltoall"), QStringLiteral("allgather"), QStringLiteral("flex"), QStringLiteral("deepep")}));
}

void TestRecipeSchema::everyTitleTranslatable()
{
    QStringList titles;
    QDirIterator files(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/resources/schema"), {QStringLiteral("*.yaml")});
    while (files.hasNext())
        valuesOf(YAML::LoadFile(files.next().toStdString()), "title", titles);
    const QSet<QString> found(titles.cbegin(), titles.cend());
    QVERIFY(found.size() > 100);
    const auto listed = RecipeSchema::translatableTitles();
    const QSet<QString> known(listed.cbegin(), listed.cend());
    QCOMPARE(found - known, QSet<QString>());
    QCOMPARE(known - found, QSet<QString>());
}

void TestRecipeSchema::patternsMatchAsECMAScriptDoes()
{
    QStringList patterns;
    for (const auto *resource : {":/schema/recipe.schema.yaml", ":/schema/listing.schema.yaml"}) {
        QFile file(QString::fromLatin1(resource));
        QVERIFY(file.open(QIODevice::ReadOnly));
        valuesOf(YAML::Load(file.readAll().toStdString()), "pattern", patterns);
    }
    QVERIFY2(patterns.size() >= 4, qPrintable(patterns.join(u' ')));
    const std::string hex(64, 'a');
    const std::vector<std::string> subjects = {"",
                                               "2026-11-01",
                                               "2026-11-01\n",
                                               "\n2026-11-01",
                                               "2026-11-01\r",
                                               "2026-1-01",
                                               "x2026-11-01",
                                               "2026-11-01x",
                                               "2026-11-01 2026-11-02",
                                               "\u0662\u0660\u0662\u0666-\u0661\u0661-\u0660\u0661", // Arabic-Indic digits
                                               "\uff12\uff10\uff12\uff16-11-01",                     // full-width digits
                                               hex,
                                               hex + "\n",
                                               hex.substr(1),
                                               hex + "a",
                                               "A" + hex.substr(1),
                                               "\u00e9" + hex.substr(1),
                                               hex + "\n" + hex};
    for (const auto &pattern : patterns) {
        const SchemaRegex ours(pattern.toStdString());
        const std::regex ecmaScript(pattern.toStdString(), std::regex::ECMAScript);
        for (const auto &subject : subjects)
            QVERIFY2(SchemaRegex::search(subject, ours) == std::regex_search(subject, ecmaScript),
                     qPrintable(pattern + QStringLiteral(" on \"") + QString::fromStdString(subject) + u'"'));
    }
    // What PCRE reads differently unless translated: a line break before the end.
    const SchemaRegex date("^[0-9]{4}-[0-9]{2}-[0-9]{2}$");
    QVERIFY(SchemaRegex::search("2026-11-01", date));
    QVERIFY(!SchemaRegex::search("2026-11-01\n", date));
    QCOMPARE(SchemaRegex::translated("^[$]a\\$b$"), QStringLiteral("^[$]a\\$b\\z"));
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, SchemaRegex("(unclosed"));
}

void TestRecipeSchema::weakTypesAsValijsonReadsThem()
{
    // The schema reads every scalar with weak types: ParsedYamlAdapter must take a
    // text as a boolean, null, number or whole number exactly when valijson's own
    // yaml-cpp adapter does (strtod and an input stream, here in the C locale), to
    // the same value.
    std::setlocale(LC_NUMERIC, "C");
    const std::string texts[] = {"",
                                 "0",
                                 "-0",
                                 "+0",
                                 "42",
                                 "-42",
                                 "+42",
                                 " 42",
                                 "\t\n 7",
                                 "42 ",
                                 "4 2",
                                 "007",
                                 "-007",
                                 "1.5",
                                 "-1.5",
                                 "+1.5",
                                 " 1.5",
                                 "1.5 ",
                                 ".5",
                                 "5.",
                                 "-.5",
                                 "1e3",
                                 "1E-3",
                                 "-1.5e+300",
                                 "1e400",
                                 "-1e400",
                                 "1e-400",
                                 "0x1A",
                                 "0x1p3",
                                 "0x",
                                 "inf",
                                 "-Infinity",
                                 "nan",
                                 "NaN",
                                 ".inf",
                                 "9223372036854775807",
                                 "9223372036854775808",
                                 "-9223372036854775808",
                                 "-9223372036854775809",
                                 "99999999999999999999",
                                 "+-5",
                                 "-+5",
                                 "--5",
                                 "-",
                                 "+",
                                 ".",
                                 "1,5",
                                 "1.2.3",
                                 "12abc",
                                 "abc",
                                 "true",
                                 "false",
                                 "True",
                                 "null",
                                 "~",
                                 "0.1",
                                 "0.30000000000000004",
                                 "123456789012345678901234567890.5",
                                 "2200.1599999999999",
                                 "1_000",
                                 std::string("1\0", 2),
                                 std::string("\0", 1)};
    int numbers = 0;
    int wholeNumbers = 0;
    for (const auto &text : texts) {
        // A double-quoted scalar holds any text, escaped.
        std::string yaml = "v: \"";
        for (const char c : text) {
            if (c == '\0')
                yaml += "\\0";
            else if (c == '\t')
                yaml += "\\t";
            else if (c == '\n')
                yaml += "\\n";
            else
                yaml += c;
        }
        yaml += "\"\n";
        const auto document = ParsedYaml::parse(yaml);
        const int node = document.find(document.root(), "v");
        QCOMPARE(std::string(document.scalar(node)), text);
        const ParsedYamlAdapter ours(document, node);
        const YAML::Node yamlCppNode = YAML::Load(yaml)["v"];
        const valijson::adapters::YamlCppAdapter theirs(yamlCppNode);
        const QByteArray what = QByteArray("text '") + QByteArray(text.data(), qsizetype(text.size())) + '\'';
        QVERIFY2(ours.maybeBool() == theirs.maybeBool(), what.constData());
        QVERIFY2(ours.maybeNull() == theirs.maybeNull(), what.constData());
        QVERIFY2(ours.maybeDouble() == theirs.maybeDouble(), what.constData());
        QVERIFY2(ours.maybeInteger() == theirs.maybeInteger(), what.constData());
        if (theirs.maybeDouble()) {
            ++numbers;
            const double a = ours.asDouble();
            const double b = theirs.asDouble();
            QVERIFY2((std::isnan(a) && std::isnan(b)) || (a == b && std::signbit(a) == std::signbit(b)), what.constData());
        }
        if (theirs.maybeInteger()) {
            ++wholeNumbers;
            QVERIFY2(ours.asInteger() == theirs.asInteger(), what.constData());
        }
    }
    // The list reaches every kind of reading, not only refusals.
    QCOMPARE(numbers, 38);
    QCOMPARE(wholeNumbers, 12);
}

void TestRecipeSchema::documentNotAMapping()
{
    // The loader never hands the schema a top level that is not a mapping, but the
    // schema checks one whole all the same: a list is not the object it must be.
    const auto document = ParsedYaml::parse("- model: x\n- gpu: y\n");
    const YamlLocations locations(document, 0);
    const auto problems = RecipeSchema::instance().validate(document, locations, QStringLiteral("list.yaml"));
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().toString(), QStringLiteral("list.yaml:1:1: error: the recipe must be a mapping, found a list"));
}

QTEST_GUILESS_MAIN(TestRecipeSchema)
#include "tst_recipeschema.moc"
