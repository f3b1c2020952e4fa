// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// validate and lint as a CI system reads them: a SARIF 2.1.0 log that the official
// schema accepts and that says what the JSON output says, and GitHub Actions workflow
// commands that a recipe's text cannot end or add to.
#include "analysis/githubannotations.h"
#include "analysis/sariflog.h"
#include "programrun.h"
#include "testutils.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QUrl>

#include <valijson/adapters/qtjson_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

using namespace Qt::StringLiterals;

class TestProblemFormats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void schemaRefusesABadLog();
    void lintSarifSaysWhatJsonSays();
    void validateSarif();
    void sarifRules();
    void fileUris_data();
    void fileUris();
    void githubLines();
    void githubEscapes();
    void unknownFormat();

private:
    // Every problem lint finds in m_copy, as the JSON output lists them.
    QJsonArray jsonProblems(const QString &command);
    QStringList validationErrors(const QJsonObject &log) const;

    TestUtils::BundledCopy m_copy;
    QString m_relative; // m_copy, relative to the folder the program runs in
    valijson::Schema m_schema;
};

namespace {

QJsonObject jsonObject(const QByteArray &bytes)
{
    QJsonParseError error;
    const auto document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << error.errorString() << bytes.left(200);
    return document.object();
}

QString source(const QString &name)
{
    return QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/") + name;
}

} // namespace

void TestProblemFormats::initTestCase()
{
    QVERIFY(m_copy.isValid());
    QFile schemaFile(source(QStringLiteral("tests/data/sarif/sarif-schema-2.1.0.json")));
    QVERIFY(schemaFile.open(QIODevice::ReadOnly));
    const auto schemaDocument = QJsonDocument::fromJson(schemaFile.readAll());
    QVERIFY(schemaDocument.isObject());
    valijson::SchemaParser parser(valijson::SchemaParser::kDraft4);
    parser.populateSchema(valijson::adapters::QtJsonAdapter(schemaDocument.object()), m_schema);

    // A finding of a lint check (an error), one of a warning, a file that does not
    // read, and names a URI must encode.
    const auto recipe = m_copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    auto r = TestUtils::runProgram(
        {QStringLiteral("set"), recipe, QStringLiteral("layout.label=TP4 PP4"), QStringLiteral("result.gpu_hours=1.0")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto odd = m_copy.filePath(QStringLiteral("odd #1, 100% é?.yaml"));
    QVERIFY(QFile::copy(recipe, odd));
    QVERIFY(TestUtils::writeFile(m_copy.filePath(QStringLiteral("a:b, broken.yaml")), "model: [unclosed\n"));
    m_relative = QDir(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR)).relativeFilePath(m_copy.path());
}

QStringList TestProblemFormats::validationErrors(const QJsonObject &log) const
{
    valijson::Validator validator;
    valijson::ValidationResults results;
    validator.validate(m_schema, valijson::adapters::QtJsonAdapter(log), &results);
    QStringList errors;
    valijson::ValidationResults::Error error;
    while (results.popError(error)) {
        QStringList context;
        for (const auto &part : error.context)
            context << QString::fromStdString(part);
        errors << context.join(QString()) + QStringLiteral(": ") + QString::fromStdString(error.description);
    }
    return errors;
}

QJsonArray TestProblemFormats::jsonProblems(const QString &command)
{
    const auto r = TestUtils::runProgram({command, m_relative, QStringLiteral("--format"), QStringLiteral("json")});
    return QJsonDocument::fromJson(r.out).array();
}

void TestProblemFormats::schemaRefusesABadLog()
{
    // The schema is read and applied: a log it must refuse is refused.
    const auto r = TestUtils::runProgram({QStringLiteral("lint"), m_relative, QStringLiteral("--format"), QStringLiteral("sarif")});
    auto log = jsonObject(r.out);
    QVERIFY(validationErrors(log).isEmpty());
    auto runs = log.value(QStringLiteral("runs")).toArray();
    auto run = runs.first().toObject();
    auto results = run.value(QStringLiteral("results")).toArray();
    auto result = results.first().toObject();
    result.insert(QStringLiteral("level"), QStringLiteral("fatal"));
    results.replace(0, result);
    run.insert(QStringLiteral("results"), results);
    runs.replace(0, run);
    log.insert(QStringLiteral("runs"), runs);
    QVERIFY(!validationErrors(log).isEmpty());
    log = jsonObject(r.out);
    log.insert(QStringLiteral("version"), QStringLiteral("2.0.0"));
    QVERIFY(!validationErrors(log).isEmpty());
}

void TestProblemFormats::lintSarifSaysWhatJsonSays()
{
    const auto r = TestUtils::runProgram({QStringLiteral("lint"), m_relative, QStringLiteral("--format"), QStringLiteral("sarif")});
    QCOMPARE(r.exitCode, 1);
    const auto log = jsonObject(r.out);
    const auto errors = validationErrors(log);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    QCOMPARE(log.value(QStringLiteral("version")).toString(), QStringLiteral("2.1.0"));
    const auto run = log.value(QStringLiteral("runs")).toArray().first().toObject();
    const auto rules =
        run.value(QStringLiteral("tool")).toObject().value(QStringLiteral("driver")).toObject().value(QStringLiteral("rules")).toArray();
    const auto results = run.value(QStringLiteral("results")).toArray();
    const auto expected = jsonProblems(QStringLiteral("lint"));
    QCOMPARE(results.size(), expected.size());
    QVERIFY(expected.size() >= 5); // two findings in each of two recipes, and a file that does not read
    QSet<QString> files;
    for (qsizetype i = 0; i < results.size(); ++i) {
        const auto result = results.at(i).toObject();
        const auto problem = expected.at(i).toObject();
        const auto check = problem.value(QStringLiteral("check")).toString();
        QCOMPARE(result.value(QStringLiteral("ruleId")).toString(), check.isEmpty() ? QStringLiteral("recipe-invalid") : check);
        QCOMPARE(rules.at(result.value(QStringLiteral("ruleIndex")).toInt()).toObject().value(QStringLiteral("id")),
                 result.value(QStringLiteral("ruleId")));
        QCOMPARE(result.value(QStringLiteral("level")), problem.value(QStringLiteral("severity")));
        QCOMPARE(result.value(QStringLiteral("message")).toObject().value(QStringLiteral("text")),
                 problem.value(QStringLiteral("message")));
        const auto physical =
            result.value(QStringLiteral("locations")).toArray().first().toObject().value(QStringLiteral("physicalLocation")).toObject();
        const auto region = physical.value(QStringLiteral("region")).toObject();
        QCOMPARE(region.value(QStringLiteral("startLine")), problem.value(QStringLiteral("line")));
        QCOMPARE(region.value(QStringLiteral("startColumn")), problem.value(QStringLiteral("column")));
        const auto uri = physical.value(QStringLiteral("artifactLocation")).toObject().value(QStringLiteral("uri")).toString();
        const auto url = QUrl(uri, QUrl::StrictMode);
        QVERIFY2(url.isValid() && url.isRelative(), qPrintable(uri));
        QCOMPARE(QDir::cleanPath(url.path()), QDir::cleanPath(problem.value(QStringLiteral("file")).toString()));
        files.insert(QFileInfo(url.path()).fileName());
    }
    QVERIFY(files.contains(QStringLiteral("odd #1, 100% é?.yaml")));
    QVERIFY(files.contains(QStringLiteral("a:b, broken.yaml")));
}

void TestProblemFormats::validateSarif()
{
    const auto r = TestUtils::runProgram({QStringLiteral("validate"), m_copy.path(), QStringLiteral("--format"), QStringLiteral("sarif")});
    QCOMPARE(r.exitCode, 1);
    const auto log = jsonObject(r.out);
    const auto errors = validationErrors(log);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    const auto results = log.value(QStringLiteral("runs")).toArray().first().toObject().value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 1);
    const auto result = results.first().toObject();
    QCOMPARE(result.value(QStringLiteral("ruleId")).toString(), QStringLiteral("recipe-invalid"));
    QCOMPARE(result.value(QStringLiteral("level")).toString(), QStringLiteral("error"));
    // Where the text output puts it, and the file as an absolute file: URI.
    const auto text = TestUtils::runProgram({QStringLiteral("validate"), m_copy.path()});
    const auto physical =
        result.value(QStringLiteral("locations")).toArray().first().toObject().value(QStringLiteral("physicalLocation")).toObject();
    const auto region = physical.value(QStringLiteral("region")).toObject();
    const auto uri = physical.value(QStringLiteral("artifactLocation")).toObject().value(QStringLiteral("uri")).toString();
    const auto file = QUrl(uri, QUrl::StrictMode).toLocalFile();
    QCOMPARE(file, m_copy.filePath(QStringLiteral("a:b, broken.yaml")));
    const auto place = QStringLiteral("%1:%2:%3: error: ")
                           .arg(file)
                           .arg(region.value(QStringLiteral("startLine")).toInt())
                           .arg(region.value(QStringLiteral("startColumn")).toInt());
    QVERIFY2(QString::fromUtf8(text.out).startsWith(place), qPrintable(place + QStringLiteral(" in ") + QString::fromUtf8(text.out)));
}

void TestProblemFormats::sarifRules()
{
    // A rule for each check lint --list names, with its severity, and one for invalid files.
    const auto listed = TestUtils::runProgram({QStringLiteral("lint"), QStringLiteral("--list")});
    QStringList expected{QStringLiteral("recipe-invalid error")};
    for (const auto &line : QString::fromUtf8(listed.out).split(u'\n', Qt::SkipEmptyParts))
        expected << line.section(u' ', 0, 0) + u' ' + line.simplified().section(u' ', 1, 1);
    QVERIFY(expected.size() > 10);
    const auto log = SarifLog::of({}, QStringLiteral("1.0"));
    const auto driver = log.value(QStringLiteral("runs"))
                            .toArray()
                            .first()
                            .toObject()
                            .value(QStringLiteral("tool"))
                            .toObject()
                            .value(QStringLiteral("driver"))
                            .toObject();
    QStringList rules;
    for (const auto &rule : driver.value(QStringLiteral("rules")).toArray()) {
        const auto object = rule.toObject();
        QVERIFY(!object.value(QStringLiteral("shortDescription")).toObject().value(QStringLiteral("text")).toString().isEmpty());
        rules << object.value(QStringLiteral("id")).toString() + u' '
                + object.value(QStringLiteral("defaultConfiguration")).toObject().value(QStringLiteral("level")).toString();
    }
    QCOMPARE(rules, expected);
    QCOMPARE(driver.value(QStringLiteral("version")).toString(), QStringLiteral("1.0"));
    QVERIFY(validationErrors(log).isEmpty());
}

void TestProblemFormats::fileUris_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("uri");
    QTest::addRow("plain") << u"recipes/qwen3-32b/h200/a.yaml"_s << u"recipes/qwen3-32b/h200/a.yaml"_s;
    QTest::addRow("reserved") << u"a b/c#d?e%f.yaml"_s << u"a%20b/c%23d%3Fe%25f.yaml"_s;
    QTest::addRow("not ASCII") << u"é/模型.yaml"_s << u"%C3%A9/%E6%A8%A1%E5%9E%8B.yaml"_s;
    QTest::addRow("colon first") << u"x:y/z.yaml"_s << u"./x:y/z.yaml"_s;
    QTest::addRow("colon later") << u"x/y:z.yaml"_s << u"x/y:z.yaml"_s;
    QTest::addRow("up") << u"../r/a.yaml"_s << u"../r/a.yaml"_s;
    QTest::addRow("absolute") << u"/tmp/a b#.yaml"_s << u"file:///tmp/a%20b%23.yaml"_s;
}

void TestProblemFormats::fileUris()
{
    QFETCH(QString, path);
    QFETCH(QString, uri);
    QCOMPARE(SarifLog::fileUri(path), uri);
    const QUrl url(uri, QUrl::StrictMode);
    QVERIFY(url.isValid());
    QCOMPARE(url.isRelative() ? url.path() : url.toLocalFile(),
             QDir::isAbsolutePath(path) || !uri.startsWith(u"./") ? path : u"./"_s + path);
}

void TestProblemFormats::githubLines()
{
    const auto r = TestUtils::runProgram({QStringLiteral("lint"), m_relative, QStringLiteral("--format"), QStringLiteral("github")});
    QCOMPARE(r.exitCode, 1);
    const auto lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    const auto expected = jsonProblems(QStringLiteral("lint"));
    QCOMPARE(lines.size(), expected.size());
    static const QRegularExpression command(u"^::(error|warning) file=([^,:]*),line=(\\d+),col=(\\d+)(?:,title=([a-z-]+))?::(.*)$"_s);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto match = command.match(lines.at(i));
        QVERIFY2(match.hasMatch(), qPrintable(lines.at(i)));
        const auto problem = expected.at(i).toObject();
        auto file = match.captured(2);
        file.replace(u"%2C"_s, u","_s).replace(u"%3A"_s, u":"_s).replace(u"%25"_s, u"%"_s);
        QCOMPARE(file, problem.value(QStringLiteral("file")).toString());
        QCOMPARE(match.captured(1), problem.value(QStringLiteral("severity")).toString());
        QCOMPARE(match.captured(3).toInt(), problem.value(QStringLiteral("line")).toInt());
        QCOMPARE(match.captured(4).toInt(), problem.value(QStringLiteral("column")).toInt());
        QCOMPARE(match.captured(5), problem.value(QStringLiteral("check")).toString());
        QCOMPARE(match.captured(6).replace(u"%25"_s, u"%"_s), problem.value(QStringLiteral("message")).toString());
    }
}

void TestProblemFormats::githubEscapes()
{
    // A message and a file name that try to end the command and start one of their own.
    Problem problem;
    problem.file = u"a,line=1:x%0A.yaml"_s;
    problem.line = 3;
    problem.column = 7;
    problem.severity = Problem::Severity::Warning;
    problem.message = u"unknown key 'x\n::error file=/etc/passwd::owned\r100%'"_s;
    problem.check = u"figures-mfu"_s;
    QCOMPARE(
        GithubAnnotations::line(problem),
        u"::warning file=a%2Cline=1%3Ax%250A.yaml,line=3,col=7,title=figures-mfu::unknown key 'x%0A::error file=/etc/passwd::owned%0D100%25'"_s);
    problem.check.clear();
    problem.severity = Problem::Severity::Error;
    problem.message = u"no closing bracket"_s;
    QCOMPARE(GithubAnnotations::line(problem), u"::error file=a%2Cline=1%3Ax%250A.yaml,line=3,col=7::no closing bracket"_s);

    // Through the program: a key with a line break and an escape sequence, quoted in a
    // warning, stays on its line and reaches no terminal.
    QTemporaryDir dir;
    const auto file = dir.filePath(QStringLiteral("hostile.yaml"));
    QFile recipe(source(QStringLiteral("recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    QVERIFY(recipe.open(QIODevice::ReadOnly));
    QVERIFY(TestUtils::writeFile(file, recipe.readAll() + "\"x\\n::error file=/etc/passwd::owned\\e[2J\": 1\n"));
    const auto r = TestUtils::runProgram({QStringLiteral("validate"), file, QStringLiteral("--format"), QStringLiteral("github")});
    // The escape character in a key is hidden text as well: an error of its own.
    QCOMPARE(r.exitCode, 1);
    const auto lines = r.out.split('\n');
    QCOMPARE(lines.size(), 3); // two lines, and the end of them
    const QByteArray start = "::warning file=" + QFile::encodeName(file).replace(':', "%3A") + ",line=";
    QVERIFY2(lines.first().startsWith(start), lines.first().constData());
    QVERIFY2(lines.first().contains("x%0A::error file=/etc/passwd::owned\\x1b[2J"), lines.first().constData());
    QVERIFY2(lines.at(1).contains(",title=hidden-text::a key holds U+001B <control-001B>, an invisible character"),
             lines.at(1).constData());
}

void TestProblemFormats::unknownFormat()
{
    for (const auto *command : {"validate", "lint"}) {
        const auto r =
            TestUtils::runProgram({QString::fromLatin1(command), m_relative, QStringLiteral("--format"), QStringLiteral("sarif2")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, "recipe-explorer " + QByteArray(command) + ": unknown format 'sarif2' (text, json, sarif or github)\n");
        QVERIFY(r.out.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestProblemFormats)
#include "tst_problemformats.moc"
