// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The script Copy as Script and Save Script write, from a recipe that tries to make it
// run commands nobody sees: newlines in comments, env names and values that end the
// export and start a command.
#include "analysis/runscript.h"
#include "codeview.h"
#include "commandview.h"
#include "recipe/recipeloader.h"
#include "testutils.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
Recipe hostileRecipe()
{
    return RecipeLoader::loadFile(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/hostile/script.yaml")).recipe.value();
}

// The script without the recipe's command: what runs before it.
QString preamble(const Recipe &recipe)
{
    const auto script = RunScript::build(recipe);
    return script.endsWith(recipe.run()) ? script.chopped(recipe.run().size()) : QString();
}
} // namespace

class TestHostileScript : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void preambleRunsNothingElse();
    void preambleIsCommentsAndExports();
    void shellValues_data();
    void shellValues();
    void commandAsTheCommandTabShowsIt();
};

void TestHostileScript::preambleRunsNothingElse()
{
    // Everything before the command, run by bash in an empty folder: it creates no
    // file, and every export holds the recipe's value, live only where it is one $(...) or ${...}
    // that the command itself assigns (so the Command tab shows it).
    const auto recipe = hostileRecipe();
    const auto before = preamble(recipe);
    QVERIFY(!before.isEmpty());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QTemporaryDir scriptDir;
    const QStringList names = {
        u"PLAIN"_s,          u"LIVE"_s,   u"BRACE"_s, u"AFTER_SUBSTITUTION"_s, u"AFTER_BRACE"_s, u"QUOTED_PAREN"_s, u"TWO_SUBSTITUTIONS"_s,
        u"NEWLINE_INSIDE"_s, u"QUOTES"_s, u"INDEX"_s, u"SUBSTRING"_s,          u"HIDDEN"_s,      u"PROMPT"_s,       u"UNSHOWN"_s};
    QString print = u"printf '%s|'"_s;
    for (const auto &name : names)
        print += u" \"$"_s + name + u'"';
    const auto path = scriptDir.filePath(u"run.sh"_s);
    QVERIFY(TestUtils::writeFile(path, (before + print + u'\n').toUtf8()));

    QProcess bash;
    bash.setWorkingDirectory(dir.path());
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(u"SCRIPT_HOME"_s, u"/home/reader"_s);
    bash.setProcessEnvironment(env);
    bash.start(u"bash"_s, {path});
    QVERIFY(bash.waitForFinished(10000));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).join(u", "_s), QString());
    QCOMPARE(QString::fromUtf8(bash.readAllStandardError()), QString());
    QCOMPARE(bash.exitCode(), 0);

    QHash<QString, QString> values;
    for (const auto &[name, value] : recipe.env())
        values.insert(name, value);
    values[u"LIVE"_s] = u"live"_s;
    values[u"BRACE"_s] = u"/home/reader"_s;
    QString expected;
    for (const auto &name : names)
        expected += values.value(name) + u'|';
    QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()), expected);
}

void TestHostileScript::preambleIsCommentsAndExports()
{
    const auto before = preamble(hostileRecipe());
    QVERIFY(before.startsWith(u"#!/usr/bin/env bash\n"_s));
    static const QRegularExpression exportLine(u"^export [A-Za-z_][A-Za-z0-9_]*=[^\\n]*$"_s);
    for (const auto &line : before.split(u'\n')) {
        QVERIFY2(line.isEmpty() || line.startsWith(u'#') || line == u"set -euo pipefail"_s || exportLine.match(line).hasMatch()
                     || line.startsWith(u"export NEWLINE_INSIDE="_s) || line.startsWith(u"touch pwned-inside"_s),
                 qPrintable(line));
        // No control character but the newlines between lines; NEWLINE_INSIDE's value is single-quoted whole.
        for (const auto c : line)
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f && c.unicode() != 0x202e && c.unicode() != 0x2028 && c.unicode() != 0x2029,
                     qPrintable(line));
    }
    QVERIFY(before.contains(u"\nexport NEWLINE_INSIDE='$(echo a\ntouch pwned-inside)'\n"_s));
    // Comments show the recipe's text with its control characters escaped.
    QVERIFY2(before.contains(u"\n# Qwen3-32B\\ntouch pwned-model # on 8 x H200\\rtouch pwned-gpu\\u2028\\x1b[2K: "
                             "TP4 \\u202ePP2\\u2029touch pwned-layout (script)\n"_s),
             qPrintable(before));
    // Names that are not shell variable names are left out, and a comment says so.
    QVERIFY2(before.contains(u"\n# Left out env entry \"A=1;touch pwned-name;B\": not a shell variable name"_s), qPrintable(before));
    QVERIFY2(before.contains(u"\n# Left out env entry \"\\x1b]52;c;dG91Y2ggcHduZWQ=\\x07\\ntouch pwned-newline-name\": "_s),
             qPrintable(before));
    QVERIFY(!before.contains(u"export A="_s));
    QVERIFY(before.contains(u"\nexport PLAIN=expandable_segments:True\nexport LIVE=$(echo live)\nexport BRACE=${SCRIPT_HOME}\n"_s));
    // A substitution the command does not show is text.
    QVERIFY2(before.contains(u"\nexport UNSHOWN='$(touch pwned-unshown)'\n"_s), qPrintable(before));
}

void TestHostileScript::shellValues_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("written");
    QTest::addRow("plain") << u"expandable_segments:True"_s << u"expandable_segments:True"_s;
    QTest::addRow("negative") << u"-1.5"_s << u"-1.5"_s;
    QTest::addRow("empty") << QString() << QString();
    // A plain word and a line feed: quoted, or the shell would drop the line feed.
    QTest::addRow("plain and a line feed") << u"x\n"_s << u"'x\n'"_s;
    QTest::addRow("plain, a line feed, a word") << u"x\nid"_s << u"'x\nid'"_s;
    QTest::addRow("space") << u"a b"_s << u"'a b'"_s;
    QTest::addRow("quote") << u"it's"_s << u"'it'\\''s'"_s;
    QTest::addRow("variable") << u"$HOME"_s << u"'$HOME'"_s;
    QTest::addRow("bundled substitution") << u"$([ \"$NVLINK_COUNT\" -gt 0 ] && echo 1 || echo 0)"_s
                                          << u"$([ \"$NVLINK_COUNT\" -gt 0 ] && echo 1 || echo 0)"_s;
    QTest::addRow("brace") << u"${HOME}"_s << u"${HOME}"_s;
    QTest::addRow("brace default") << u"${X:-$HOME/x}"_s << u"${X:-$HOME/x}"_s;
    QTest::addRow("brace empty") << u"${}"_s << u"'${}'"_s;
    QTest::addRow("brace length") << u"${#HOME}"_s << u"${#HOME}"_s;
    // A substring's offset is arithmetic, and @P expands a prompt: both run a command held in a variable.
    QTest::addRow("brace substring") << u"${PLAIN:INDEX}"_s << u"'${PLAIN:INDEX}'"_s;
    QTest::addRow("brace prompt") << u"${HIDDEN@P}"_s << u"'${HIDDEN@P}'"_s;
    QTest::addRow("brace indirect") << u"${!INDEX}"_s << u"'${!INDEX}'"_s;
    QTest::addRow("brace substitution") << u"${X:-$(id)}"_s << u"'${X:-$(id)}'"_s;
    QTest::addRow("command after substitution") << u"$(nproc); rm -rf ~"_s << u"'$(nproc); rm -rf ~'"_s;
    QTest::addRow("command after brace") << u"${HOME} && rm -rf ~"_s << u"'${HOME} && rm -rf ~'"_s;
    QTest::addRow("text after brace") << u"${HOME}x"_s << u"'${HOME}x'"_s;
    QTest::addRow("two substitutions") << u"$(a)$(b)"_s << u"'$(a)$(b)'"_s;
    QTest::addRow("unclosed") << u"$(echo a"_s << u"'$(echo a'"_s;
    QTest::addRow("newline") << u"$(echo a\nid)"_s << u"'$(echo a\nid)'"_s;
    QTest::addRow("escape") << u"$(printf '\x1b[2K')"_s << u"'$(printf '\\''\x1b[2K'\\'')'"_s;
    // A parenthesis bash reads as quoted ends the substitution earlier than a count would.
    QTest::addRow("quoted parenthesis") << u"$(echo \"(\" ); id; echo \\)"_s << u"'$(echo \"(\" ); id; echo \\)'"_s;
    QTest::addRow("single-quoted parenthesis") << u"$(echo '(' ); id; echo \\)"_s << u"'$(echo '\\''('\\'' ); id; echo \\)'"_s;
    QTest::addRow("ansi-c quote") << u"$(echo $'\\'' ); id; echo ')"_s << u"'$(echo $'\\''\\'\\'''\\'' ); id; echo '\\'')'"_s;
    QTest::addRow("comment") << u"$(echo #)"_s << u"'$(echo #)'"_s;
    QTest::addRow("backtick") << u"$(echo `id`)"_s << u"'$(echo `id`)'"_s;
    QTest::addRow("nested") << u"$(echo $(id))"_s << u"'$(echo $(id))'"_s;
    QTest::addRow("quoted closer") << u"$(echo \")\")"_s << u"$(echo \")\")"_s;
    QTest::addRow("escaped closer") << u"$(echo \\)"_s << u"'$(echo \\)'"_s;
}

void TestHostileScript::shellValues()
{
    QFETCH(QString, value);
    QFETCH(QString, written);
    QCOMPARE(RunScript::shellValue(value), written);
}

void TestHostileScript::commandAsTheCommandTabShowsIt()
{
    // The script's command is the text the Command tab shows, character for character.
    const auto recipe = hostileRecipe();
    CommandView view;
    view.setRecipe(recipe);
    const auto *code = view.findChild<CodeView *>();
    QVERIFY(code);
    QCOMPARE(code->code(), recipe.run());
    view.copyScript();
    const auto script = QApplication::clipboard()->text();
    QCOMPARE(script, RunScript::build(recipe));
    QVERIFY(script.endsWith(u"\n\n"_s + code->code()));
    // What the tab displays is that text too: this command has no hidden character, so
    // the view holds no mark, and the script's last part is its text character for character.
    QCOMPARE(code->hiddenCount(), 0);
    QCOMPARE(script.right(code->toPlainText().size()), code->toPlainText());
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestHostileScript test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hostilescript.moc"
