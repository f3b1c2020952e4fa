// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The command and source viewers: highlighting definition and theme, placeholders,
// find, and the copied script.
#include "analysis/runscript.h"
#include "codepane.h"
#include "codeview.h"
#include "commandview.h"
#include "findbar.h"
#include "recipe/hiddencharacters.h"
#include "recipe/recipeloader.h"
#include "syntaxrepository.h"
#include "testutils.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCodeView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void definitionsAndTheme();
    void placeholdersMarked();
    void findCountsMatches();
    void hiddenCharactersAreMarks();
    void copiedScriptIsValidBash_data();
    void copiedScriptIsValidBash();
    void oneRepository();
};

void TestCodeView::definitionsAndTheme()
{
    CodeView bash(QStringLiteral("Bash"));
    CodeView yaml(QStringLiteral("YAML"));
    QCOMPARE(bash.definitionName(), QStringLiteral("Bash"));
    QCOMPARE(yaml.definitionName(), QStringLiteral("YAML"));
    auto &repository = SyntaxRepository::instance();

    QPalette light = bash.palette();
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    bash.setPalette(light);
    const auto lightTheme = bash.themeName();
    QCOMPARE(lightTheme, repository.themeForPalette(light).name());
    auto backgroundLightness = [&repository](const QString &name) {
        return QColor::fromRgba(repository.theme(name).editorColor(KSyntaxHighlighting::Theme::BackgroundColor)).lightness();
    };
    QVERIFY(backgroundLightness(lightTheme) > 128);

    QPalette dark = light;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    bash.setPalette(dark);
    QCOMPARE(bash.themeName(), repository.themeForPalette(dark).name());
    QVERIFY(backgroundLightness(bash.themeName()) < 128);
    // The view's background is the theme's.
    QCOMPARE(bash.viewport()->palette().color(QPalette::Base).lightness(), backgroundLightness(bash.themeName()));

    // A chosen theme stays, whatever the palette.
    bash.setThemeName(QStringLiteral("Solarized Light"));
    bash.setPalette(light);
    QCOMPARE(bash.themeName(), QStringLiteral("Solarized Light"));
}

void TestCodeView::placeholdersMarked()
{
    CommandView view;
    view.setRecipe(TestUtils::bundledRecipe(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")));
    QCOMPARE(view.placeholders()->count(), 7);
    QVERIFY(view.placeholders()->item(3)->text().startsWith(QLatin1String("$HF_CKPT: Path of the Hugging Face checkpoint")));
    // Current line plus one mark per placeholder occurrence.
    QCOMPARE(view.pane()->view()->extraSelections().size(), 1 + 7);
    QCOMPARE(view.pane()->view()->extraSelections().at(4).cursor.selectedText(), QStringLiteral("$HF_CKPT"));
    QCOMPARE(view.pane()->view()->extraSelections().at(4).format.toolTip(),
             QStringLiteral("Path of the Hugging Face checkpoint of the model (weights and tokenizer)"));
}

void TestCodeView::findCountsMatches()
{
    CodePane pane(QStringLiteral("Bash"));
    pane.view()->setCode(TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")).run());
    auto *find = pane.findBar();
    find->activate();
    find->lineEdit()->setText(QStringLiteral("--recompute"));
    QCOMPARE(find->matchCount(), 3);
    find->lineEdit()->setText(QStringLiteral("EXPORT"));
    QCOMPARE(find->matchCount(), 4);
    find->caseSensitive()->setChecked(true);
    QCOMPARE(find->matchCount(), 0);
    // Matches do not overlap, as the find bar steps through them.
    pane.view()->setCode(QStringLiteral("aaaa aaa"));
    find->lineEdit()->setText(QStringLiteral("aa"));
    QCOMPARE(find->matchCount(), 3);
    pane.view()->setCode(TestUtils::bundledRecipe(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")).run());
    find->lineEdit()->setText(QStringLiteral("--lr"));
    QVERIFY(find->find(false));
    QCOMPARE(pane.view()->textCursor().selectedText(), QStringLiteral("--lr"));
    QCOMPARE(pane.view()->textCursor().blockNumber() + 1, 35);
}

void TestCodeView::hiddenCharactersAreMarks()
{
    // The commenting-out pattern of Trojan Source, a zero-width space and a tag character.
    const QString text = QString::fromUtf8("echo ok #\u2067 \u2066rm -rf x\u2069 \u2066\nb\u200Bc\U000E0041d\n");
    CodeView view(QStringLiteral("Bash"));
    view.setCode(text);
    QCOMPARE(view.code(), text);
    QCOMPARE(view.hiddenCount(), 6);
    // The text laid out holds no hidden character; each stands as objects of its length.
    const auto shown = view.document()->toPlainText();
    QCOMPARE(shown.size(), text.size());
    QVERIFY(!HiddenCharacters::contains(shown));
    QCOMPARE(shown.count(QChar::ObjectReplacementCharacter), 7);
    // No translation is loaded here: the source text, its count filled in.
    QVERIFY2(view.limitNote().startsWith(QStringLiteral("6 hidden character")), qPrintable(view.limitNote()));
    QVERIFY(view.limitNote().contains(QStringLiteral("runs differently from how it would read")));
    // Copying gives the characters back, a part of the text too.
    view.selectAll();
    view.copy();
    QCOMPARE(QApplication::clipboard()->text(), text);
    auto cursor = view.textCursor();
    cursor.setPosition(int(text.indexOf(u"rm")));
    cursor.setPosition(int(text.indexOf(u'\n')) + 3, QTextCursor::KeepAnchor);
    view.setTextCursor(cursor);
    view.copy();
    QCOMPARE(QApplication::clipboard()->text(), QString::fromUtf8("rm -rf x\u2069 \u2066\nb\u200B"));
    // A file's CRLF line ends and its byte-order mark: marks where the characters are.
    view.setCode(QString::fromUtf8("\uFEFFa: 1\r\nb: x\u202Ey\r\nc: 2\r\n"));
    QCOMPARE(view.hiddenCount(), 1);
    QCOMPARE(view.code(), QString::fromUtf8("a: 1\nb: x\u202Ey\nc: 2\n"));
    // Text without any: no marks, no note.
    view.setCode(QStringLiteral("echo ok\n"));
    QCOMPARE(view.hiddenCount(), 0);
    QCOMPARE(view.limitNote(), QString());
    QCOMPARE(view.code(), QStringLiteral("echo ok\n"));

    // In an editable view, text typed beside a mark stays itself; a hidden character
    // typed or pasted becomes a mark once the edit is done.
    CodeView editor(QStringLiteral("Bash"));
    editor.setReadOnly(false);
    editor.setCode(QString::fromUtf8("a\u202Eb"));
    auto at = editor.textCursor();
    at.setPosition(2);
    editor.setTextCursor(at);
    QTest::keyClicks(&editor, QStringLiteral("x"));
    QCOMPARE(editor.code(), QString::fromUtf8("a\u202Exb"));
    QCOMPARE(editor.hiddenCount(), 1);
    editor.insertPlainText(QString::fromUtf8("\u200B"));
    QTRY_COMPARE(editor.hiddenCount(), 2);
    QCOMPARE(editor.code(), QString::fromUtf8("a\u202Ex\u200Bb"));
    QVERIFY(!HiddenCharacters::contains(editor.document()->toPlainText()));
}

void TestCodeView::copiedScriptIsValidBash_data()
{
    QTest::addColumn<QString>("file");
    // What the script starts with: the shebang, then the model, GPUs, layout label and
    // file, and the throughput and date measured, as the recipe file writes them.
    QTest::addColumn<QString>("head");
    // The exports of the recipe's env, in the file's order: each assignment the command
    // makes too, so its substitution stays live.
    QTest::addColumn<QString>("exports");
    const auto glmExports = QStringLiteral("export CUDA_DEVICE_MAX_CONNECTIONS=1\n"
                                           "export INDEXER_ROPE_NEOX_STYLE=0\n"
                                           "export NCCL_NVLS_ENABLE=$([ \"$NVLINK_COUNT\" -gt 0 ] && echo 1 || echo 0)\n");
    const auto exports = QStringLiteral("export CUDA_DEVICE_MAX_CONNECTIONS=1\n"
                                        "export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n"
                                        "export TORCHINDUCTOR_COMPILE_THREADS=1\n"
                                        "export NCCL_NVLS_ENABLE=$([ \"$NVLINK_COUNT\" -gt 0 ] && echo 1 || echo 0)\n");
    const auto head = [](const char *lines) -> QString { return QStringLiteral("#!/usr/bin/env bash\n") + QString::fromUtf8(lines); };
    QTest::addRow("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml")
        << QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml")
        << head("# GLM-5.2-744B-A40B on 128 x H200: TP4 PP4 EP32 DP8 (attune-tp4-pp4)\n"
                "# Measured 161.79 tokens/s per GPU on 2026-10-11.\n")
        << glmExports;
    QTest::addRow("glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml")
        << QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml")
        << head("# GLM-5.2-744B-A40B on 128 x H200: TP8 PP4 EP32 DP4 (attune-tp8-pp4)\n"
                "# Measured 131.12 tokens/s per GPU on 2026-10-13.\n")
        << glmExports;
    QTest::addRow("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")
        << QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")
        << head("# MiniMax-M2 on 64 x H200: TP1 PP8 VPP4 EP8 DP8 (attune-tp1-pp8-ep8-vpp4)\n"
                "# Measured 2034.42 tokens/s per GPU on 2026-10-21.\n")
        << exports;
    QTest::addRow("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml") << QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")
                                                              << head("# Qwen3-32B on 8 x H200: TP4 PP2 (attune-tp4-pp2-mt16k)\n"
                                                                      "# Measured 2200.16 tokens/s per GPU on 2026-10-18.\n")
                                                              << exports;
    QTest::addRow("qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml")
        << QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml")
        << head("# Qwen3.5-397B-A17B on 128 x H200: TP1 PP4 EP32 DP32 (attune-tp1-pp4-ep32)\n"
                "# Measured 506.73 tokens/s per GPU on 2026-10-13.\n")
        << exports;
    QTest::addRow("qwen3.5-397b-a17b/h200/attune-tp2-pp2-ep64.yaml")
        << QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp2-ep64.yaml")
        << head("# Qwen3.5-397B-A17B on 128 x H200: TP2 PP2 EP64 DP32 (attune-tp2-pp2-ep64)\n"
                "# Measured 469.19 tokens/s per GPU on 2026-10-13.\n")
        << exports;
    QTest::addRow("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")
        << QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")
        << head("# Qwen3.5-397B-A17B on 128 x H200: TP2 PP4 EP32 DP16 (attune-tp2-pp4-ep32)\n"
                "# Measured 545.32 tokens/s per GPU on 2026-10-11.\n")
        << exports;
}

void TestCodeView::copiedScriptIsValidBash()
{
    QFETCH(QString, file);
    QFETCH(QString, head);
    QFETCH(QString, exports);
    const auto recipe = TestUtils::bundledRecipe(file);
    CommandView view;
    view.setRecipe(recipe);
    view.copyScript();
    const auto script = QApplication::clipboard()->text();
    // The head, the placeholders to fill in as comments, strict mode, the exports, a blank
    // line and the command as the file holds it.
    QVERIFY2(script.startsWith(head), qPrintable(script));
    const QString tail = QStringLiteral("set -euo pipefail\n\n") + exports + u'\n' + recipe.run();
    QVERIFY2(script.endsWith(tail), qPrintable(script));
    QVERIFY(script.size() > head.size() + tail.size());
    const auto placeholders = script.mid(head.size(), script.size() - head.size() - tail.size());
    QVERIFY2(placeholders.startsWith(QLatin1String("#\n# Fill in before running:\n#   ")), qPrintable(placeholders));
    for (const auto &line : placeholders.chopped(1).split(u'\n').mid(2))
        QVERIFY2(line.startsWith(QLatin1String("#   ")), qPrintable(line));
    QVERIFY(script.contains(QLatin1String("\nset -euo pipefail\n\nexport CUDA_DEVICE_MAX_CONNECTIONS=1\n")));
    QVERIFY(script.contains(QLatin1String("#   $HF_CKPT: Path of the Hugging Face checkpoint")));
    QVERIFY(script.endsWith(recipe.run()));
    QTemporaryDir dir;
    QFile out(dir.filePath(QStringLiteral("run.sh")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(script.toUtf8());
    out.close();
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("-n"), out.fileName()});
    QVERIFY(bash.waitForFinished(10000));
    QCOMPARE(QString::fromUtf8(bash.readAllStandardError()), QString());
    QCOMPARE(bash.exitCode(), 0);
}

void TestCodeView::oneRepository()
{
    // Every code view takes its definitions from the program's one repository: a
    // definition added to it is one a new view can have (a repository of its own would
    // not know it).
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("syntax")));
    QFile definition(dir.filePath(QStringLiteral("syntax/recipetest.xml")));
    QVERIFY(definition.open(QIODevice::WriteOnly));
    definition.write(R"(<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE language>
<language name="Recipe Test Syntax" section="Other" extensions="*.recipetest" version="1" kateversion="5.0">
  <highlighting>
    <contexts><context name="Normal" attribute="Normal Text" lineEndContext="#stay"/></contexts>
    <itemDatas><itemData name="Normal Text" defStyleNum="dsNormal"/></itemDatas>
  </highlighting>
</language>
)");
    definition.close();
    QVERIFY(CodeView(QStringLiteral("Recipe Test Syntax")).definitionName() != QLatin1String("Recipe Test Syntax"));
    SyntaxRepository::instance().addCustomSearchPath(dir.path());
    QCOMPARE(CodeView(QStringLiteral("Recipe Test Syntax")).definitionName(), QStringLiteral("Recipe Test Syntax"));
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestCodeView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_codeview.moc"
