// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every kind of hostile or broken recipe file gets one clear problem at the node
// at fault, no recipe, and no crash or hang.
#include "analysis/editorfields.h"
#include "recipe/parsedyaml.h"
#include "recipe/recipedocument.h"
#include "recipe/recipeloader.h"
#include "recipe/yamlstructurecheck.h"

#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace Qt::StringLiterals;

class TestBadInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rejects_data();
    void rejects();
    void oversizedFile();
    void unknownKeyIsOnlyAWarning();
    void columnsCountCharacters();
    void goodFileHasNoProblems();
};

void TestBadInput::rejects_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::addRow("syntax error") << "syntax-error.yaml" << 17 << 5 << "YAML syntax error: end of sequence flow not found";
    QTest::addRow("wrong type") << "wrong-type.yaml" << 16 << 7 << "'layout.tp' must be a whole number, found \"two\"";
    QTest::addRow("out of range") << "out-of-range.yaml" << 16 << 7
                                  << "'layout.tp' is out of the range this program reads, found \"3000000003\"";
    QTest::addRow("missing section") << "missing-section.yaml" << 1 << 1 << "missing required key 'result'";
    QTest::addRow("negative throughput") << "negative-throughput.yaml" << 20 << 25
                                         << "'result.tokens_per_s_per_gpu' must be greater than 0, found \"-12.5\"";
    QTest::addRow("zero throughput") << "zero-throughput.yaml" << 20 << 25
                                     << "'result.tokens_per_s_per_gpu' must be greater than 0, found \"0\"";
    QTest::addRow("zero GPUs") << "zero-gpus.yaml" << 6 << 10 << "'gpu.count' must be at least 1, found \"0\"";
    QTest::addRow("unknown status") << "unknown-status.yaml" << 9 << 9
                                    << "'status' is \"approved\"; expected one of: verified, unverified, draft, deprecated";
    QTest::addRow("unsupported version") << "unsupported-version.yaml" << 2 << 17
                                         << "unsupported schema_version 2; this program reads version 1";
    QTest::addRow("duplicate key") << "duplicate-key.yaml" << 18 << 3 << "duplicate key 'layout.tp' (first defined at line 16)";
    QTest::addRow("invalid UTF-8") << "invalid-utf8.yaml" << 8 << 15 << "invalid UTF-8 byte 0xff; a recipe must be UTF-8 text";
    QTest::addRow("empty file") << "empty.yaml" << 1 << 1 << "the file is empty; a recipe is a YAML mapping of its fields";
    QTest::addRow("comments only") << "comments-only.yaml" << 1 << 1 << "the file is empty; a recipe is a YAML mapping of its fields";
    QTest::addRow("top level list") << "top-level-list.yaml" << 1 << 1 << "the top level must be a mapping of recipe fields, not a list";
    QTest::addRow("deep nesting") << "deep-nesting.yaml" << 25 << 40 << "nesting deeper than 32 levels";
    QTest::addRow("very deep nesting") << "very-deep-nesting.yaml" << 25 << 0 << "nesting deeper than the YAML reader allows";
    QTest::addRow("alias bomb")
        << "alias-bomb.yaml" << 0 << 0
        << "the document expands to more than 100000 nodes; aliases that repeat aliases are not allowed in a recipe";
    QTest::addRow("self alias") << "self-alias.yaml" << 25 << 7 << "alias refers to a node that contains it ('loop[0]')";
    QTest::addRow("wrong date") << "wrong-date.yaml" << 22 << 13
                                << "'result.measured' must be a date written YYYY-MM-DD, found \"1 Nov 2026\"";
    QTest::addRow("second document") << "second-document.yaml" << 26 << 1 << "a second YAML document; a recipe file holds exactly one";
}

// A column names a character, as the window and editors count them, not a byte: the
// same for a syntax error, a schema fault and a node's place, after any UTF-8 text.
void TestBadInput::columnsCountCharacters()
{
    QFile file(QFINDTESTDATA(QStringLiteral("data/bad/zero-gpus.yaml")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto base = file.readAll();
    const auto problemAt = [&base](const QByteArray &gpu, const QString &about) {
        auto bytes = base;
        bytes.replace("gpu:\n  type: H100\n  count: 0\n", gpu);
        const auto result = RecipeLoader::loadBytes(bytes, QStringLiteral("x.yaml"));
        for (const auto &problem : result.problems)
            if (problem.message.contains(about))
                return std::pair{problem.line, problem.column};
        return std::pair{-1, -1};
    };
    // "H100 ü 模型" is 5 characters (10 bytes) longer than "H100".
    const auto plain = problemAt("gpu: {type: \"H100\", count: 0}\n", u"gpu.count"_s);
    QCOMPARE(plain, std::pair(4, 28));
    QCOMPARE(problemAt("gpu: {type: \"H100 \xc3\xbc \xe6\xa8\xa1\xe5\x9e\x8b\", count: 0}\n", u"gpu.count"_s), std::pair(4, 33));
    const auto syntax = problemAt("gpu: {type: \"H100\", count: [1, 2}\n", u"YAML syntax error"_s);
    QCOMPARE(syntax.first, 4);
    QCOMPARE(problemAt("gpu: {type: \"H100 \xc3\xbc \xe6\xa8\xa1\xe5\x9e\x8b\", count: [1, 2}\n", u"YAML syntax error"_s),
             std::pair(4, syntax.second + 5));
    // The editor finds the field a problem is at by the same count: nine characters
    // (25 bytes) more than "H100" put the count's value at 28 + 9.
    const QByteArray longType =
        "gpu: {type: \"H100 \xe6\xa8\xa1\xe5\x9e\x8b\xe6\xa8\xa1\xe5\x9e\x8b\xe6\xa8\xa1\xe5\x9e\x8b\xe6\xa8\xa1\xe5\x9e\x8b\", count: "
        "0}\n";
    QCOMPARE(problemAt(longType, u"gpu.count"_s), std::pair(4, 37));
    auto bytes = base;
    bytes.replace("gpu:\n  type: H100\n  count: 0\n", longType);
    const auto document = RecipeDocument::parse(bytes);
    QVERIFY(document);
    QCOMPARE(EditorFields::pathAt(*document, 4, 37).toString(), u"gpu.count"_s);
    QCOMPARE(EditorFields::pathAt(*document, 4, 13).toString(), u"gpu.type"_s);
}

void TestBadInput::rejects()
{
    QFETCH(QString, fixture);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);

    const auto path = QFINDTESTDATA(QStringLiteral("data/bad/") + fixture);
    QVERIFY(!path.isEmpty());
    const auto result = RecipeLoader::loadFile(path, fixture);

    QVERIFY(!result.recipe);
    QCOMPARE(result.problems.size(), 1);
    const auto &problem = result.problems.first();
    QCOMPARE(problem.message, message);
    QCOMPARE(problem.file, fixture);
    QVERIFY(problem.isError());
    if (line > 0) // 0: the line depends on where the limit is reached, not on one node
        QCOMPARE(problem.line, line);
    if (column > 0)
        QCOMPARE(problem.column, column);
    // The work is bounded, not timed: the structure walk that guards every later walk
    // visits at most MaxNodes + 1 nodes, however the aliases expand.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto bytes = file.readAll().toStdString();
    try {
        const auto document = ParsedYaml::parse(bytes);
        YamlStructureCheck check(fixture, 0);
        check.check(document);
        QVERIFY2(check.visited() <= YamlStructureCheck::MaxNodes + 1, qPrintable(QString::number(check.visited())));
    } catch (const YAML::Exception &) {
        // yaml-cpp itself refuses it: no walk at all
    }
}

void TestBadInput::oversizedFile()
{
    QTemporaryDir dir;
    const auto path = dir.filePath(QStringLiteral("huge.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray line = "# padding padding padding padding padding padding padding padding padding\n";
    while (file.size() <= RecipeLoader::MaxFileBytes)
        file.write(line);
    file.close();

    const auto result = RecipeLoader::loadFile(path, QStringLiteral("huge.yaml"));
    QVERIFY(!result.recipe);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().toString(),
             QStringLiteral("huge.yaml:1:1: error: file is %1 bytes; a recipe may have at most 1048576").arg(file.size()));
}

void TestBadInput::unknownKeyIsOnlyAWarning()
{
    const auto result = RecipeLoader::loadFile(QFINDTESTDATA("data/bad/unknown-key.yaml"), QStringLiteral("unknown-key.yaml"));
    QVERIFY(result.recipe);
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().toString(),
             QStringLiteral("unknown-key.yaml:19:3: warning: unknown key 'layout.zero_stage' (not in recipe schema version 1)"));
    QCOMPARE(result.recipe->layout().dp, 8);
}

void TestBadInput::goodFileHasNoProblems()
{
    const auto result = RecipeLoader::loadFile(QFINDTESTDATA("data/good/minimal.yaml"));
    QVERIFY(result.recipe);
    QVERIFY(result.problems.isEmpty());
    QCOMPARE(result.recipe->tokensPerSecondPerGpu(), 1000.5);
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
