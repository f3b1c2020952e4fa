// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The schema documents every field the published recipes use, with a title and a
// description for each, and validates the published files cleanly.
#include "recipe/parsedyaml.h"
#include "recipe/parsedyamladapter.h"
#include "recipe/recipeschema.h"
#include "recipe/schemafault.h"
#include "recipe/schemafaultfinder.h"
#include "recipe/schemafaultmessage.h"
#include "recipe/schemaregex.h"
#include "recipe/yamllocations.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <yaml-cpp/yaml.h>

#include <valijson/adapters/yaml_cpp_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>

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
    void messages_data();
    void messages();
    void faultsNameTheConstraint();
    void messageFromFactsAlone();
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

void TestRecipeSchema::messages_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("message");
    QTest::addRow("minimum") << QByteArray("gpu: {type: H200, count: 0}") << QStringLiteral("'gpu.count' must be at least 1, found \"0\"");
    QTest::addRow("exclusive minimum") << QByteArray("result: {tokens_per_s_per_gpu: -2}")
                                       << QStringLiteral("'result.tokens_per_s_per_gpu' must be greater than 0, found \"-2\"");
    QTest::addRow("maximum") << QByteArray("result: {mfu: 1.5}") << QStringLiteral("'result.mfu' must be at most 1, found \"1.5\"");
    QTest::addRow("type") << QByteArray("layout: {tp: two}") << QStringLiteral("'layout.tp' must be a whole number, found \"two\"");
    QTest::addRow("types") << QByteArray("result: {mfu: [1]}") << QStringLiteral("'result.mfu' must be a number or null, found a list");
    QTest::addRow("enum") << QByteArray("status: approved")
                          << QStringLiteral("'status' is \"approved\"; expected one of: verified, unverified, draft, deprecated");
    QTest::addRow("date") << QByteArray("result: {measured: 1 Nov 2026}")
                          << QStringLiteral("'result.measured' must be a date written YYYY-MM-DD, found \"1 Nov 2026\"");
    QTest::addRow("digest") << QByteArray("workload: {dataset: {rows_sha256: ABC}}")
                            << QStringLiteral("'workload.dataset.rows_sha256' must be 64 lowercase hex digits, found \"ABC\"");
    QTest::addRow("empty") << QByteArray("model: ''") << QStringLiteral("'model' must not be empty");
    QTest::addRow("too few items") << QByteArray("result: {window: [5]}")
                                   << QStringLiteral(
                                          "'result.window' has the wrong number of items (Array should contain no fewer than 2 elements.)");
    QTest::addRow("too many items") << QByteArray("result: {window: [1, 2, 3]}")
                                    << QStringLiteral(
                                           "'result.window' has the wrong number of items (Array should contain no more than 2 elements.)");
    QTest::addRow("list item") << QByteArray("correctness: {component_tests: [{test: t, result: maybe}]}")
                               << QStringLiteral("'correctness.component_tests[0].result' is \"maybe\"; expected one of: pass, fail");
    QTest::addRow("required below") << QByteArray("gpu: {count: 8}") << QStringLiteral("missing required key 'gpu.type'");
    QTest::addRow("required at the top") << QByteArray("{}") << QStringLiteral("missing required key 'model'");
    QTest::addRow("open mapping's value") << QByteArray("stack: {extra: [1]}")
                                          << QStringLiteral("'stack': Failed to validate against additional properties schema");
    // valijson's own check of this one stops the program (it reads the empty list as a
    // mapping, then asks for its size as one).
    QTest::addRow("empty list for a closed mapping") << QByteArray("lint: []") << QStringLiteral("'lint' must be a mapping, found a list");
    QTest::addRow("closed mapping's key") << QByteArray("lint: {foo: 1}")
                                          << QStringLiteral("'lint': Object contains a property that could not be validated using "
                                                            "'properties' or 'additionalProperties' constraints: 'foo'.");
}

void TestRecipeSchema::messages()
{
    // Each kind of constraint a recipe can break, in the words users have always read.
    QFETCH(QByteArray, yaml);
    QFETCH(QString, message);
    const auto document = ParsedYaml::parse(yaml.toStdString());
    const YamlLocations locations(document, 0);
    QStringList errors;
    for (const auto &problem : RecipeSchema::instance().validate(document, locations, QStringLiteral("r.yaml")))
        if (problem.severity == Problem::Severity::Error)
            errors << problem.message;
    QVERIFY2(errors.contains(message), qPrintable(errors.join(u'\n')));
}

void TestRecipeSchema::faultsNameTheConstraint()
{
    // The finder tells which constraint a value breaks and where, as fields.
    const auto schemaYaml = YAML::Load("type: object\n"
                                       "required: [name, size]\n"
                                       "additionalProperties: false\n"
                                       "properties:\n"
                                       "  size: {type: integer, exclusiveMinimum: 2}\n"
                                       "  name: {type: string, minLength: 1}\n"
                                       "  tags: {type: array, maxItems: 1, items: {type: string, enum: [a, b]}}\n");
    valijson::Schema schema;
    valijson::SchemaParser(valijson::SchemaParser::kDraft7).populateSchema(valijson::adapters::YamlCppAdapter(schemaYaml), schema);
    const auto document = ParsedYaml::parse("size: 2\ntags: [a, c]\nother: 1\n");
    SchemaFaultFinder::Regexes regexes;
    std::vector<SchemaFault> faults;
    QVERIFY(!SchemaFaultFinder(regexes).check(schema, ParsedYamlAdapter(document, document.root()), faults));
    QStringList found;
    for (const auto &fault : faults)
        found << QStringLiteral("%1 %2 %3 %4 %5 %6")
                     .arg(fault.pathText())
                     .arg(int(fault.kind))
                     .arg(QString::fromStdString(fault.key))
                     .arg(fault.limit)
                     .arg(fault.exclusive)
                     .arg(fault.count);
    using Kind = SchemaFault::Kind;
    const auto expected = [](const QString &path, Kind kind, const QString &key, double limit, bool exclusive, int count) {
        return QStringLiteral("%1 %2 %3 %4 %5 %6").arg(path).arg(int(kind)).arg(key).arg(limit).arg(exclusive).arg(count);
    };
    QCOMPARE(found,
             QStringList({
                 expected(QStringLiteral("size"), Kind::Minimum, {}, 2, true, 0),
                 expected(QStringLiteral("tags[1]"), Kind::Enum, {}, 0, false, 0),
                 expected(QStringLiteral("tags"), Kind::MaxItems, {}, 0, false, 1),
                 expected({}, Kind::UnexpectedProperty, QStringLiteral("other"), 0, false, 0),
                 expected({}, Kind::Required, QStringLiteral("name"), 0, false, 0),
             }));
}

void TestRecipeSchema::messageFromFactsAlone()
{
    // A fault made by hand, with no validator involved, reads as one found in a
    // recipe: the words come from the fault's fields and the schema's own.
    const auto document = ParsedYaml::parse("gpu: {count: 0}\nlayout: {tp: two}\n");
    const auto integer = YAML::Load("{type: integer, minimum: 1}");
    SchemaFault minimum{.path = {std::string("gpu"), std::string("count")}, .kind = SchemaFault::Kind::Minimum, .limit = 1};
    QCOMPARE(SchemaFaultMessage::text(minimum, minimum.pathText(), integer, document),
             QStringLiteral("'gpu.count' must be at least 1, found \"0\""));
    minimum.exclusive = true;
    minimum.limit = 0.25;
    QCOMPARE(SchemaFaultMessage::text(minimum, minimum.pathText(), integer, document),
             QStringLiteral("'gpu.count' must be greater than 0.25, found \"0\""));
    const SchemaFault type{.path = {std::string("layout"), std::string("tp")}, .kind = SchemaFault::Kind::Type};
    QCOMPARE(SchemaFaultMessage::text(type, type.pathText(), integer, document),
             QStringLiteral("'layout.tp' must be a whole number, found \"two\""));
    const SchemaFault required{.path = {std::string("gpu")}, .kind = SchemaFault::Kind::Required, .key = "type"};
    QCOMPARE(SchemaFaultMessage::text(required, required.pathText(), {}, document), QStringLiteral("missing required key 'gpu.type'"));
    const SchemaFault item{.path = {std::string("runs"), 3, std::string("7")}, .kind = SchemaFault::Kind::MinLength, .count = 1};
    QCOMPARE(item.pathText(), QStringLiteral("runs[3][7]"));
    QCOMPARE(SchemaFaultMessage::text(item, item.pathText(), {}, document), QStringLiteral("'runs[3][7]' must not be empty"));
}

QTEST_GUILESS_MAIN(TestRecipeSchema)
#include "tst_recipeschema.moc"
