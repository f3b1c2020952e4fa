// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the README and the user guide promise of a recipe's page and of F7, tried on the
// real window as a reader uses it: the Command tab's Copy Command (the command as the
// file has it, read by yaml-cpp), Save Script (the bytes of the .sh it writes, with the
// quoting of a hostile recipe's text), line numbers, find (Ctrl+F), Wrap and zoom
// (Ctrl+= / Ctrl+-); Copy BibTeX (the citation of the recipe shown); F7 / Shift+F7
// stepping through a text diff's changes (whose panes scroll together), the diff's
// colours, comparing two recipes dropped on the window; in the editor F7 showing the
// problems of every field, the focused field's help, a changed field's bold label and
// its reset, and --edit FILE --field PATH starting at that field.
#include "codepane.h"
#include "codeview.h"
#include "commandview.h"
#include "diffview.h"
#include "editorpage.h"
#include "editortabs.h"
#include "fieldhelplabel.h"
#include "fieldrow.h"
#include "findbar.h"
#include "itemmodels/layoutdiffmodel.h"
#include "mainwindow.h"
#include "recipe/recipestore.h"
#include "recipeform.h"
#include "recipepageview.h"
#include "startupoptions.h"
#include "testutils.h"
#include "textdiffview.h"
#include "windowdriver.h"
#include "windowparts.h"
#include "windowstart.h"

#include <yaml-cpp/yaml.h>

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>
#include <QUrl>

#include <memory>

using namespace Qt::StringLiterals;

namespace {
const QString bundledDir = TestUtils::bundledFolder();
const QString qwen32 = TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
const QString glmA = TestUtils::bundledPath(u"glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"_s);
const QString glmB = TestUtils::bundledPath(u"glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s);

// The window with these paths loaded, active: the keys pressed go to it.
std::unique_ptr<MainWindow> windowOn(const QStringList &paths)
{
    auto window = WindowDriver::openOn(paths, QSize(1200, 800));
    if (!window)
        return nullptr;
    window->activateWindow();
    return QTest::qWaitForWindowActive(window.get()) ? std::move(window) : nullptr;
}

// The window on the bundled recipes, comparing a with b; nullptr when it does not come.
std::unique_ptr<MainWindow> windowComparing(const QString &a, const QString &b)
{
    auto window = windowOn({bundledDir});
    if (!window)
        return nullptr;
    QSignalSpy compared(WindowParts::comparePage(*window), &ComparePage::compared);
    window->compare(a, b);
    return !compared.isEmpty() || compared.wait(10000) ? std::move(window) : nullptr;
}

// The recipe's page on the tab asked for, once the page holds the whole recipe (it is
// read on a worker thread); nullptr when it does not come.
RecipePageView *pageOf(MainWindow &window, const QString &file, RecipePageView::Tab tab)
{
    window.showRecipe(file);
    window.showRecipeTab(tab);
    auto *page = WindowParts::recipePage(window);
    const bool shown =
        QTest::qWaitFor([&] { return page->hasRecipe() && !page->recipe().isSummary() && page->recipe().filePath() == file; }, 10000);
    return shown ? page : nullptr;
}

QToolButton *button(const QWidget *parent, const QString &text)
{
    for (auto *b : parent->findChildren<QToolButton *>())
        if (b->text() == text && b->isVisibleTo(parent->window()))
            return b;
    return nullptr;
}

// A field of a recipe file as yaml-cpp reads it: a reader of the file, not the program.
QString yamlText(const QString &file, std::initializer_list<const char *> path)
{
    auto node = YAML::LoadFile(QFile::encodeName(file).toStdString());
    for (const auto *key : path)
        node.reset(node[key]);
    return QString::fromStdString(node.as<std::string>());
}

// How many lines a text view shows for a block, as laid out now.
int shownLines(const CodeView *view, int block)
{
    return view->document()->findBlockByNumber(block).layout()->lineCount();
}

// The number of the longest line of a view's text.
int longestLine(const CodeView *view)
{
    int longest = 0;
    for (auto block = view->document()->begin(); block.isValid(); block = block.next())
        if (block.length() > view->document()->findBlockByNumber(longest).length())
            longest = block.blockNumber();
    return longest;
}

// The window's editor of a file, once it is open (read on a worker thread); nullptr when it does not open.
EditorPage *editorOf(MainWindow &window, const QString &file)
{
    auto opening = window.editors()->edit(file);
    return QTest::qWaitFor([&opening] { return opening.isFinished(); }, 10000) ? opening.result() : nullptr;
}
} // namespace

class TestPromisedPages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void copyCommand_data();
    void copyCommand();
    void saveScript();
    void lineNumbersAndFind();
    void wrap();
    void zoom();
    void copyBibtex();
    void f7StepsThroughTextDiffs();
    void diffColours();
    void fieldDifferencesTinted();
    void dropTwoOpenRecipesToCompare();
    void f7ChecksTheWholeRecipe();
    void fieldHelpAndChangedLabel();
    void editAtAFieldFromTheCommandLine();
};

void TestPromisedPages::copyCommand_data()
{
    QTest::addColumn<QString>("file");
    for (const auto &file : TestUtils::bundledFiles())
        QTest::addRow("%s", qPrintable(QDir(bundledDir).relativeFilePath(file))) << file;
}

void TestPromisedPages::copyCommand()
{
    // "Copy the command": the clipboard holds the run command exactly as the file has it.
    QFETCH(QString, file);
    auto window = windowOn({bundledDir});
    QVERIFY(window);
    auto *page = pageOf(*window, file, RecipePageView::Tab::Command);
    QVERIFY(page);
    QApplication::clipboard()->setText(u"before"_s);
    auto *copy = button(page->commandView(), u"Copy Command"_s);
    QVERIFY(copy);
    copy->click();
    const auto run = yamlText(file, {"run"});
    QVERIFY(run.size() > 200);
    QCOMPARE(QApplication::clipboard()->text(), run);
}

void TestPromisedPages::saveScript()
{
    // "or save it as .sh": the file written holds the ready script, the same as Copy as
    // Script gives, with each value of a hostile recipe's env single-quoted, its
    // control characters escaped in the comments, and the command as the file has it.
    const auto hostile = QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/hostile/script.yaml");
    auto window = windowOn({hostile});
    QVERIFY(window);
    auto *page = pageOf(*window, hostile, RecipePageView::Tab::Command);
    QVERIFY(page);
    auto *copyScript = button(page->commandView(), u"Copy as Script"_s);
    QVERIFY(copyScript);
    copyScript->click();
    const auto copied = QApplication::clipboard()->text();

    QTemporaryDir dir;
    const auto target = dir.filePath(u"run.sh"_s);
    QString suggested;
    WindowDriver::withNextDialog([&target, &suggested](QDialog *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        QVERIFY(files);
        suggested = files->selectedFiles().value(0);
        files->selectFile(target);
        dialog->accept();
    });
    auto *save = button(page->commandView(), u"Save Script..."_s);
    QVERIFY(save);
    save->click();
    QCOMPARE(QFileInfo(suggested).fileName(), u"script.sh"_s);
    // Written on a worker thread, synced to the disk (slow while the disk is busy).
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(target).size() > 0, 30000);
    const auto saved = TestUtils::readFile(target);
    QCOMPARE(QString::fromUtf8(saved), copied);
    QVERIFY(QFileInfo(target).permissions() & QFileDevice::ExeOwner);

    QVERIFY(saved.startsWith("#!/usr/bin/env bash\n"));
    QVERIFY(saved.contains("\nset -euo pipefail\n"));
    QVERIFY2(saved.contains("\n# Qwen3-32B\\ntouch pwned-model # on 8 x H200\\rtouch pwned-gpu\\u2028\\x1b[2K: "
                            "TP4 \\u202ePP2\\u2029touch pwned-layout (script)\n"),
             saved.constData());
    for (const char *line : {"\nexport PLAIN=expandable_segments:True\n", "\nexport AFTER_SUBSTITUTION='$(echo ok); touch pwned-value'\n",
                             "\nexport QUOTES='it'\\''s \"quoted\" $HOME'\n", "\nexport UNSHOWN='$(touch pwned-unshown)'\n",
                             "\nexport PROMPT='${HIDDEN@P}'\n", "\nexport NEWLINE_INSIDE='$(echo a\ntouch pwned-inside)'\n"})
        QVERIFY2(saved.contains(line), line);
    QVERIFY(!saved.contains("export A="));
    QVERIFY(saved.endsWith(QByteArray("\n\n" + yamlText(hostile, {"run"}).toUtf8())));
    // bash reads the whole file as a script.
    QProcess bash;
    bash.start(u"bash"_s, {u"-n"_s, target});
    QVERIFY(bash.waitForFinished(10000));
    QCOMPARE(QString::fromUtf8(bash.readAllStandardError()), QString());
    QCOMPARE(bash.exitCode(), 0);
}

void TestPromisedPages::lineNumbersAndFind()
{
    // "with line numbers, find (Ctrl+F)": numbers are drawn in a margin left of the
    // command, and Ctrl+F opens the find bar, which counts what it finds.
    auto window = windowOn({bundledDir});
    QVERIFY(window);
    auto *page = pageOf(*window, glmA, RecipePageView::Tab::Command);
    QVERIFY(page);
    auto *view = page->commandView()->pane()->view();
    const int lines = view->document()->blockCount();
    QVERIFY(lines >= 10);
    const int margin = view->lineNumberAreaWidth();
    QVERIFY(margin >= view->fontMetrics().horizontalAdvance(QString::number(lines)));
    QVERIFY(view->viewport()->geometry().left() >= margin);
    const auto image = view->grab(QRect(0, 0, margin, view->height())).toImage();
    int drawn = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            drawn += image.pixelColor(x, y) != image.pixelColor(0, 0);
    QVERIFY2(drawn > 20, qPrintable(QString::number(drawn)));

    view->setFocus();
    QTRY_VERIFY(view->hasFocus());
    QTest::keySequence(view, QKeySequence::Find);
    auto *find = page->commandView()->pane()->findBar();
    QTRY_VERIFY(find->lineEdit()->hasFocus());
    QTest::keyClicks(find->lineEdit(), u"--tensor"_s);
    QCOMPARE(find->matchCount(), int(yamlText(glmA, {"run"}).count(u"--tensor"_s)));
    QVERIFY(find->matchCount() > 0);
}

void TestPromisedPages::wrap()
{
    // "wrap": the Wrap button folds lines longer than the view into several, and back.
    auto window = windowOn({bundledDir});
    QVERIFY(window);
    auto *page = pageOf(*window, glmA, RecipePageView::Tab::Command);
    QVERIFY(page);
    auto *view = page->commandView()->pane()->view();
    const int longest = longestLine(view);
    const auto text = view->document()->findBlockByNumber(longest).text();
    QVERIFY2(view->fontMetrics().horizontalAdvance(text) > view->viewport()->width(), qPrintable(text));
    QCOMPARE(shownLines(view, longest), 1);
    QVERIFY(view->horizontalScrollBar()->maximum() > 0);
    auto *wrap = button(page->commandView(), u"Wrap"_s);
    QVERIFY(wrap);
    QVERIFY(!wrap->isChecked());
    wrap->click();
    QCOMPARE(view->lineWrapMode(), QPlainTextEdit::WidgetWidth);
    QTRY_VERIFY(shownLines(view, longest) > 1);
    QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
    wrap->click();
    QTRY_COMPARE(shownLines(view, longest), 1);
    QVERIFY(view->horizontalScrollBar()->maximum() > 0);
}

void TestPromisedPages::zoom()
{
    // "zoom (Ctrl+= / Ctrl+-)": the command's type grows and shrinks a point a step.
    auto window = windowOn({bundledDir});
    QVERIFY(window);
    auto *page = pageOf(*window, qwen32, RecipePageView::Tab::Command);
    QVERIFY(page);
    auto *view = page->commandView()->pane()->view();
    view->setFocus();
    QTRY_VERIFY(view->hasFocus());
    const auto size = view->font().pointSizeF();
    // The height of a line as drawn.
    auto lineHeight = [view] { return view->cursorRect(QTextCursor(view->document()->firstBlock())).height(); };
    const int before = lineHeight();
    QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
    QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(view->font().pointSizeF(), size + 2);
    QVERIFY(lineHeight() > before);
    QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(view->font().pointSizeF(), size + 1);
    QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(view->font().pointSizeF(), size - 1);
    QVERIFY(lineHeight() < before);
}

void TestPromisedPages::copyBibtex()
{
    // "the citation (Copy BibTeX)": the clipboard holds a BibTeX entry of the recipe shown,
    // from its author, model, GPUs, layout, name and date.
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto other = copy.filePath(u"qwen3-32b/h200/lin-tp4-pp2.yaml"_s);
    auto bytes = TestUtils::readFile(copy.filePath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s));
    bytes.replace("  name: ATTUNE\n  url: https://arxiv.org/abs/2610.17528\n", "  name: Lin Wei-Ming\n  url: https://example.org/lin\n")
        .replace("measured: 2026-10-18", "measured: 2025-03-04");
    QVERIFY(TestUtils::writeFile(other, bytes));
    auto window = windowOn({copy.path()});
    QVERIFY(window);
    for (const auto &[file, expected] : {std::pair(copy.filePath(u"glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"_s),
                                                   u"@misc{attune2026,\n"
                                                   "  author        = {{ATTUNE}},\n"
                                                   "  title         = {{GLM-5.2-744B-A40B on 128 x H200: TP4 PP4 EP32 DP8}},\n"
                                                   "  howpublished  = {OpenRecipes recipe attune-tp4-pp4},\n"
                                                   "  year          = {2026},\n"
                                                   "  eprint        = {2610.17528},\n"
                                                   "  archivePrefix = {arXiv},\n"
                                                   "  url           = {https://arxiv.org/abs/2610.17528}\n"
                                                   "}"_s),
                                         std::pair(other,
                                                   u"@misc{linweiming2025,\n"
                                                   "  author        = {{Lin Wei-Ming}},\n"
                                                   "  title         = {{Qwen3-32B on 8 x H200: TP4 PP2}},\n"
                                                   "  howpublished  = {OpenRecipes recipe lin-tp4-pp2},\n"
                                                   "  year          = {2025},\n"
                                                   "  url           = {https://example.org/lin}\n"
                                                   "}"_s)}) {
        auto *page = pageOf(*window, file, RecipePageView::Tab::Overview);
        QVERIFY(page);
        auto *copyButton = button(page, u"Copy BibTeX"_s);
        QVERIFY(copyButton);
        copyButton->click();
        QCOMPARE(QApplication::clipboard()->text(), expected);
    }
}

void TestPromisedPages::f7StepsThroughTextDiffs()
{
    // "F7 / Shift+F7 step through the changes" of the two commands and the two files,
    // keys pressed in the window: both panes move to the change's row, in view.
    auto window = windowComparing(glmA, glmB);
    QVERIFY(window);
    const auto runA = yamlText(glmA, {"run"}).split(u'\n');
    const auto runB = yamlText(glmB, {"run"}).split(u'\n');
    int firstDifference = 0;
    while (runA.value(firstDifference) == runB.value(firstDifference))
        ++firstDifference;
    for (const auto tab : {DiffView::Tab::Commands, DiffView::Tab::Files}) {
        window->showCompareTab(tab);
        auto *diff =
            tab == DiffView::Tab::Commands ? WindowParts::diffView(*window)->commandDiff() : WindowParts::diffView(*window)->fileDiff();
        diff->left()->setFocus();
        QTRY_VERIFY(diff->left()->hasFocus());
        auto row = [diff] { return diff->left()->textCursor().blockNumber(); };
        auto rowInView = [](CodeView *view) { return view->viewport()->rect().contains(view->cursorRect().center()); };
        auto rowsDiffer = [diff, &row] {
            return diff->left()->document()->findBlockByNumber(row()).text() != diff->right()->document()->findBlockByNumber(row()).text();
        };
        QTest::keyClick(diff->left(), Qt::Key_F7);
        const int first = row();
        if (tab == DiffView::Tab::Commands)
            QCOMPARE(first, firstDifference);
        QVERIFY(rowsDiffer());
        QCOMPARE(diff->right()->textCursor().blockNumber(), first);
        QVERIFY(rowInView(diff->left()) && rowInView(diff->right()));
        QTest::keyClick(diff->left(), Qt::Key_F7);
        const int second = row();
        QVERIFY2(second > first, qPrintable(u"%1 then %2"_s.arg(first).arg(second)));
        QVERIFY(rowsDiffer());
        QCOMPARE(diff->right()->textCursor().blockNumber(), second);
        QVERIFY(rowInView(diff->left()) && rowInView(diff->right()));
        QTest::keyClick(diff->left(), Qt::Key_F7, Qt::ShiftModifier);
        QCOMPARE(row(), first);
        QCOMPARE(diff->right()->textCursor().blockNumber(), first);
    }
    // "scrolling together": the files' panes scroll as one.
    auto *files = WindowParts::diffView(*window)->fileDiff();
    auto *left = files->left()->verticalScrollBar();
    QVERIFY(left->maximum() > 10);
    left->setValue(left->maximum() / 2);
    QCOMPARE(files->right()->verticalScrollBar()->value(), left->maximum() / 2);
    files->right()->verticalScrollBar()->setValue(3);
    QCOMPARE(left->value(), 3);
}

void TestPromisedPages::diffColours()
{
    // "Removed, added and changed use vermillion, blue and orange ... translucent": each
    // line of the files' diff is marked in its kind's Okabe-Ito colour, seen through. Two
    // Qwen3.5 layouts: a line of A is not in B, and swapped, a line of B is not in A.
    auto window = windowComparing(TestUtils::bundledPath(u"qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"_s),
                                  TestUtils::bundledPath(u"qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml"_s));
    QVERIFY(window);
    const QHash<TextDiff::Kind, QRgb> colours = {{TextDiff::Kind::Removed, qRgb(0xd5, 0x5e, 0x00)},
                                                 {TextDiff::Kind::Added, qRgb(0x00, 0x72, 0xb2)},
                                                 {TextDiff::Kind::Changed, qRgb(0xe6, 0x9f, 0x00)}};
    QSet<TextDiff::Kind> seen;
    auto check = [&colours, &seen](const TextDiffView *files) {
        for (auto *view : {files->left(), files->right()})
            for (const auto &mark : view->extraSelections()) {
                const int row = mark.cursor.blockNumber();
                if (!mark.format.boolProperty(QTextFormat::FullWidthSelection) || row >= files->diff().lines().size()
                    || files->diff().lines().at(row).kind == TextDiff::Kind::Same)
                    continue; // the current line's mark
                const auto kind = files->diff().lines().at(row).kind;
                const auto colour = mark.format.background().color();
                QCOMPARE(colour.rgb(), colours.value(kind));
                QVERIFY(colour.alpha() < 128);
                seen.insert(kind);
            }
    };
    check(WindowParts::diffView(*window)->fileDiff());
    WindowParts::diffView(*window)->swap();
    check(WindowParts::diffView(*window)->fileDiff());
    QCOMPARE(seen.size(), 3);
}

void TestPromisedPages::fieldDifferencesTinted()
{
    // "every field, figure, flag, env variable and stack entry with differences tinted
    // (or only the differences)": with every row shown, the Fields table paints a row
    // that differs on its kind's colour seen through (changed orange, added blue,
    // removed vermillion), a row that is the same on the plain background.
    auto window = windowComparing(TestUtils::bundledPath(u"qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"_s), glmA);
    QVERIFY(window);
    auto *only = WindowParts::diffView(*window)->findChild<QCheckBox *>();
    QVERIFY(only && only->isChecked());
    only->click();
    auto *table = WindowParts::diffView(*window)->findChild<QTableView *>();
    QVERIFY(table);
    // A cell of the Field column as the table's delegate paints it on white, taken at
    // its right end, past the text.
    const auto painted = [table](int row) {
        QImage image(600, 20, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        QStyleOptionViewItem option;
        option.initFrom(table);
        option.rect = image.rect();
        const auto index = table->model()->index(row, LayoutDiffModel::Field);
        table->itemDelegateForIndex(index)->paint(&painter, option, index);
        painter.end();
        return image.pixelColor(image.width() - 2, image.height() / 2);
    };
    // The Okabe-Ito colour at 60 of 255 over white.
    const auto seenThrough = [](QRgb colour) {
        const auto over = [](int c) { return 255 + (c - 255) * 60 / 255; };
        return QColor(over(qRed(colour)), over(qGreen(colour)), over(qBlue(colour)));
    };
    const QHash<int, QColor> expected = {{LayoutDiffModel::Same, QColor(Qt::white)},
                                         {LayoutDiffModel::Changed, seenThrough(qRgb(0xe6, 0x9f, 0x00))},
                                         {LayoutDiffModel::Added, seenThrough(qRgb(0x00, 0x72, 0xb2))},
                                         {LayoutDiffModel::Removed, seenThrough(qRgb(0xd5, 0x5e, 0x00))}};
    QSet<int> seen;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const int kind = table->model()->index(row, 0).data(LayoutDiffModel::KindRole).toInt();
        const auto colour = painted(row);
        const auto want = expected.value(kind);
        QVERIFY2(std::abs(colour.red() - want.red()) <= 2 && std::abs(colour.green() - want.green()) <= 2
                     && std::abs(colour.blue() - want.blue()) <= 2,
                 qPrintable(u"row %1 (%2): %3, not %4"_s.arg(row).arg(table->model()->index(row, LayoutDiffModel::Field).data().toString(),
                                                                      colour.name(), want.name())));
        seen.insert(kind);
    }
    QCOMPARE(seen.size(), 4);
}

void TestPromisedPages::dropTwoOpenRecipesToCompare()
{
    // "Compare (... or drop two open recipes on the window)".
    auto window = windowOn({bundledDir});
    QVERIFY(window);
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(glmA), QUrl::fromLocalFile(glmB)});
    QSignalSpy compared(WindowParts::comparePage(*window), &ComparePage::compared);
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    QVERIFY(!compared.isEmpty() || compared.wait(10000));
    QCOMPARE(window->currentPage(), MainWindow::Page::Compare);
    QCOMPARE(WindowParts::diffView(*window)->headline(), u"tokens/s per GPU -19.0%, $ / 1M tokens +23.4%"_s);
    QCOMPARE(window->store()->recipes().size(), TestUtils::bundledFiles().size()); // compared, not opened again
}

void TestPromisedPages::f7ChecksTheWholeRecipe()
{
    // "Check Recipe (F7) shows every field's" problems: a finding at a field nobody
    // edited shows beside it and in the list only after F7, and the field is focused.
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto file = copy.filePath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    auto bytes = TestUtils::readFile(file);
    QVERIFY(bytes.contains("  label: TP4 PP2\n"));
    bytes.replace("  label: TP4 PP2\n", "  label: TP4 PP8\n");
    QVERIFY(TestUtils::writeFile(file, bytes));
    auto window = windowOn({copy.path()});
    QVERIFY(window);
    auto *editor = editorOf(*window, file);
    QVERIFY(editor);
    QTRY_VERIFY(!editor->problems().isEmpty());
    auto *row = editor->form()->row(*YamlPath::parse(u"layout.label"_s));
    QVERIFY(row);
    auto *list = editor->problemList();
    QVERIFY(!row->problemLabel()->isVisible());
    QVERIFY(!list->isVisible());
    editor->form()->row(*YamlPath::parse(u"model"_s))->editor()->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F7);
    QTRY_VERIFY(row->problemLabel()->isVisible());
    QVERIFY2(row->problemLabel()->text().contains(u"PP8"_s), qPrintable(row->problemLabel()->text()));
    QVERIFY(list->isVisible());
    QCOMPARE(list->count(), 1);
    QVERIFY2(list->item(0)->text().startsWith(u"55:10: "_s) && list->item(0)->text().contains(u"PP8"_s), qPrintable(list->item(0)->text()));
    QVERIFY(row->isAncestorOf(QApplication::focusWidget()));
}

void TestPromisedPages::fieldHelpAndChangedLabel()
{
    // "the field you are in is explained at the bottom"; "A changed field's label turns
    // bold, with Reset to the Saved Value beside it".
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto file = copy.filePath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    auto window = windowOn({copy.path()});
    QVERIFY(window);
    auto *editor = editorOf(*window, file);
    QVERIFY(editor);
    auto *help = editor->findChild<FieldHelpLabel *>();
    QVERIFY(help);
    auto *mfu = editor->form()->row(*YamlPath::parse(u"result.mfu"_s));
    QVERIFY(mfu);
    mfu->editor()->setFocus();
    QTRY_VERIFY(help->text().contains(mfu->field().description.left(40).toHtmlEscaped()));
    QVERIFY(!mfu->field().description.isEmpty());
    QVERIFY(help->mapTo(editor, QPoint(0, 0)).y() > editor->form()->mapTo(editor, QPoint(0, 0)).y() + editor->form()->height() / 2);

    auto *model = editor->form()->row(*YamlPath::parse(u"model"_s));
    auto *line = qobject_cast<QLineEdit *>(model->editor());
    QVERIFY(line);
    QVERIFY(!model->label()->font().bold());
    QVERIFY(!model->resetButton()->isVisible());
    line->selectAll();
    QTest::keyClicks(line, u"Qwen3-32B edited"_s);
    QTRY_VERIFY(model->label()->font().bold());
    QVERIFY(model->resetButton()->isVisible());
    model->resetButton()->click();
    QTRY_COMPARE(qobject_cast<QLineEdit *>(model->editor())->text(), u"Qwen3-32B"_s);
    QVERIFY(!model->label()->font().bold());
    QVERIFY(!editor->isModified());
}

void TestPromisedPages::editAtAFieldFromTheCommandLine()
{
    // "--edit FILE ... --field starts at one of its fields".
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto file = copy.filePath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    int exitCode = 0;
    const auto options = StartupOptions::parse({u"recipe-explorer"_s, u"--edit"_s, file, u"--field"_s, u"result.mfu"_s}, &exitCode);
    QVERIFY(options);
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    WindowStart::begin(window, *options);
    QTRY_VERIFY_WITH_TIMEOUT(window.editors()->current(), 10000);
    QCOMPARE(window.editors()->current()->path(), file);
    auto *mfu = window.editors()->current()->form()->row(*YamlPath::parse(u"result.mfu"_s));
    QVERIFY(mfu);
    QTRY_VERIFY(mfu->isAncestorOf(QApplication::focusWidget()));
    QVERIFY(window.close());
}

int main(int argc, char *argv[])
{
    // Settings and autosave copies in folders of this run's own.
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(u"config"_s)));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(u"data"_s)));
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestPromisedPages test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_promisedpages.moc"
