// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The commands' output from a recipe full of terminal control characters (an OSC 52
// that sets the clipboard, an erase-line and CR that hide a warning, a bidi override,
// DEL, a C1 CSI, newlines in names and in a file name): the real program writes none
// of them to the terminal, only their escaped forms.
#include "programrun.h"
#include "testutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
const auto hostileModel = u"Qwen3\u202eB23-\x7f\u009b2J"_s;
const auto hostileFileName = u"hostile\x1b]52;c;eA==\x07\r\n\u202e.yaml"_s;

// What a terminal must not receive, as a readable note; empty when the output is clean.
// crlf: the format ends its lines with CR LF (CSV), so a CR right before LF is layout.
QString controlIn(const QByteArray &bytes, bool crlf)
{
    const auto text = QString::fromUtf8(bytes);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const auto c = text.at(i).unicode();
        const bool layout = c == u'\n' || (crlf && c == u'\r' && text.mid(i + 1, 1) == u"\n"_s);
        const bool control = c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f
            || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
        if (control && !layout)
            return u"U+%1 at %2 in: %3"_s.arg(uint(c), 4, 16, QChar(u'0')).arg(i).arg(text.mid(std::max<qsizetype>(0, i - 40), 80));
    }
    return {};
}
} // namespace

class TestHostileOutput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void commands_data();
    void commands();
    void jsonKeepsTheValues();

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_chartDir;
};

void TestHostileOutput::initTestCase()
{
    // The recipe twice: once under a file name that is itself hostile.
    const auto recipe = QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/hostile/terminal-output/recipe.yaml");
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::copy(recipe, m_dir.filePath(u"recipe.yaml"_s)));
    QVERIFY(QFile::copy(recipe, m_dir.filePath(hostileFileName)));
}

void TestHostileOutput::commands_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("crlf");
    QTest::addColumn<int>("lines");              // of stdout, when a recipe's newline must not add one; -1: not counted
    QTest::addColumn<QStringList>("escapedOut"); // each must be in stdout, as written
    QTest::addColumn<QStringList>("escapedErr");
    QTest::addColumn<int>("exitCode"); // as README.md's table of commands says
    const auto dir = m_dir.path();
    const auto recipe = m_dir.filePath(u"recipe.yaml"_s);
    const auto bundled = TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    const auto key = u"\\x1b]52;c;ZWNobyBwd25lZA==\\x07\\x1b[2K\\rstatus_note"_s;
    const auto fileName = u"hostile\\x1b]52;c;eA==\\x07\\r\\n\\u202e.yaml"_s;
    const auto model = u"Qwen3\\u202eB23-\\u007f\\u009b2J"_s;
    const auto label = u"TP4\\nPP2\\x1b[2K"_s;
    const auto author = u"ATTUNE\\r\\x1b]0;title\\x07"_s;
    // Each file: the unknown key, and its 15 hidden characters; the hostile name's own one.
    // Hidden characters are errors, but the recipe still loads: validate, rank and lint end
    // in 1 (an error found), diff in 1 (the recipes differ), a usage error in 2, chart in 0
    // (every file read).
    QTest::addRow("validate") << QStringList{u"validate"_s, u"--no-cache"_s, dir} << false << 33
                              << QStringList{key, fileName + u":5:1: warning: unknown key"_s,
                                             fileName + u":1:1: error: the file's name holds U+202E RIGHT-TO-LEFT OVERRIDE"_s,
                                             u":13:9: error: author.name holds U+000D <control-000D>"_s}
                              << QStringList{} << 1;
    QTest::addRow("rank table") << QStringList{u"rank"_s, u"--no-cache"_s, dir} << false << 3 << QStringList{model, label, author, fileName}
                                << QStringList{key} << 1;
    QTest::addRow("rank csv") << QStringList{u"rank"_s, u"--no-cache"_s, u"--format"_s, u"csv"_s, dir} << true << 3
                              << QStringList{u"1,"_s + model + u",H200,"_s, u",\"TP4\\nPP2\\x1b[2K\","_s, author, fileName}
                              << QStringList{key} << 1;
    QTest::addRow("rank markdown") << QStringList{u"rank"_s, u"--no-cache"_s, u"--format"_s, u"markdown"_s, dir} << false << 4
                                   << QStringList{model, u"TP4 PP2\\x1b[2K"_s, author, u"hostile\\x1b]52;c;eA==\\x07\\r \\u202e.yaml"_s}
                                   << QStringList{key} << 1;
    // JSON: C0 characters as QJsonDocument escapes them, the others as \uXXXX.
    QTest::addRow("rank json") << QStringList{u"rank"_s, u"--no-cache"_s, u"--format"_s, u"json"_s, dir} << false << -1
                               << QStringList{model, u"TP4\\nPP2\\u001b[2K"_s} << QStringList{key} << 1;
    QTest::addRow("diff") << QStringList{u"diff"_s, recipe, bundled} << false << 6
                          << QStringList{u"EVIL_\\x1b[2K"_s, u"\\x1b]52;c;eA==\\x07\\u2028"_s} << QStringList{key} << 1;
    QTest::addRow("diff json") << QStringList{u"diff"_s, u"--format"_s, u"json"_s, recipe, bundled} << false << -1
                               << QStringList{u"EVIL_\\u001b[2K"_s, u"\\u2028"_s} << QStringList{key} << 1;
    QTest::addRow("lint") << QStringList{u"lint"_s, dir} << false << 35 << QStringList{key, fileName} << QStringList{} << 1;
    QTest::addRow("lint json") << QStringList{u"lint"_s, u"--format"_s, u"json"_s, dir} << false << -1 << QStringList{u"\\u202e.yaml"_s}
                               << QStringList{} << 1;
    QTest::addRow("set, missing file") << QStringList{u"set"_s, dir + u"/missing\x1b]52;c;eA==\x07.yaml"_s, u"layout.tp=2"_s} << false << 0
                                       << QStringList{} << QStringList{u"missing\\x1b]52;c;eA==\\x07.yaml"_s} << 2;
    QTest::addRow("usage error") << QStringList{u"rank"_s, u"--format"_s, u"\x1b[2K\r\u202ecsv"_s} << false << 0 << QStringList{}
                                 << QStringList{u"unknown format '\\x1b[2K\\r\\u202ecsv'"_s} << 2;
    QTest::addRow("chart, bad metric") << QStringList{u"chart"_s, u"--metric"_s, u"\x1b[2Kcost"_s, u"--output"_s, u"x.svg"_s} << false << 0
                                       << QStringList{} << QStringList{u"unknown metric '\\x1b[2Kcost'"_s} << 2;
    QTest::addRow("chart")
        << QStringList{u"chart"_s, u"--metric"_s, u"throughput"_s, u"--output"_s, m_chartDir.filePath(u"\x1b]0;t\x07\u202e.svg"_s), dir}
        << false << 0 << QStringList{} << QStringList{key, u"wrote "_s + m_chartDir.path() + u"/\\x1b]0;t\\x07\\u202e.svg (1600x900, "_s}
        << 0;
}

void TestHostileOutput::commands()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, crlf);
    QFETCH(int, lines);
    QFETCH(QStringList, escapedOut);
    QFETCH(QStringList, escapedErr);
    QFETCH(int, exitCode);
    const auto run = TestUtils::runProgram(arguments);
    QVERIFY2(run.exitCode >= 0, run.err.constData());
    QCOMPARE(run.exitCode, exitCode);
    const auto out = controlIn(run.out, crlf);
    QVERIFY2(out.isEmpty(), qPrintable(u"stdout: "_s + out));
    if (lines >= 0)
        QCOMPARE(run.out.count('\n'), lines);
    if (crlf)
        QCOMPARE(run.out.count("\r\n"), run.out.count('\n'));
    const auto err = controlIn(run.err, false);
    QVERIFY2(err.isEmpty(), qPrintable(u"stderr: "_s + err));
    for (const auto &text : escapedOut)
        QVERIFY2(QString::fromUtf8(run.out).contains(text), qPrintable(text + u" not in stdout:\n"_s + QString::fromUtf8(run.out)));
    for (const auto &text : escapedErr)
        QVERIFY2(QString::fromUtf8(run.err).contains(text), qPrintable(text + u" not in stderr:\n"_s + QString::fromUtf8(run.err)));
}

void TestHostileOutput::jsonKeepsTheValues()
{
    // Escaped for the terminal, the JSON still reads back as the recipe's text.
    const auto rank = TestUtils::runProgram({u"rank"_s, u"--no-cache"_s, u"--format"_s, u"json"_s, m_dir.path()});
    QCOMPARE(rank.exitCode, 1); // the hidden characters are errors
    QJsonParseError error;
    const auto rows = QJsonDocument::fromJson(rank.out, &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).toObject().value(u"model"_s).toString(), hostileModel);
    QCOMPARE(rows.at(0).toObject().value(u"layout"_s).toString(), u"TP4\nPP2\x1b[2K"_s);
    QStringList files;
    for (const auto &row : rows)
        files << row.toObject().value(u"file"_s).toString();
    QVERIFY2(files.contains(m_dir.filePath(hostileFileName)), qPrintable(files.join(u'|')));

    const auto lint = TestUtils::runProgram({u"lint"_s, u"--format"_s, u"json"_s, m_dir.path()});
    QCOMPARE(lint.exitCode, 1);
    const auto findings = QJsonDocument::fromJson(lint.out, &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(!findings.isEmpty());
    bool hostileFile = false;
    for (const auto &finding : findings)
        hostileFile = hostileFile || finding.toObject().value(u"file"_s).toString() == m_dir.filePath(hostileFileName);
    QVERIFY(hostileFile);
}

QTEST_GUILESS_MAIN(TestHostileOutput)
#include "tst_hostileoutput.moc"
