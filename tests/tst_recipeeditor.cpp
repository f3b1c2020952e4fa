// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The recipe editor as an author uses it, offscreen: the form shows every value of
// every bundled recipe; each kind of widget changes exactly the bytes of its value;
// undo gives back the file; problems, derived figures, saving, the on-disk-change
// banner, the close prompt and the restore after a crash; and the editor's document
// (load, save, the question before overwriting, the watch on the file) with no view.
#include "analysis/recipetemplate.h"
#include "codeview.h"
#include "editor/recipeeditsession.h"
#include "editorpage.h"
#include "editortabs.h"
#include "fieldrow.h"
#include "keyvaluetable.h"
#include "mainwindow.h"
#include "numberspinbox.h"
#include "rankingpage.h"
#include "recipe/recipeautosave.h"
#include "recipe/recipeschema.h"
#include "recipe/recipestore.h"
#include "recipeform.h"
#include "recipepageview.h"
#include "recipetableview.h"
#include "saveanswer.h"
#include "startupoptions.h"
#include "testutils.h"
#include "textdiffview.h"
#include "windowparts.h"

#include <KMessageWidget>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>

#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstring>
#include <functional>

#include <sys/resource.h>

using namespace TestUtils;

namespace {

const auto Qwen = QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");

YamlPath path(const char *text)
{
    return *YamlPath::parse(QString::fromUtf8(text));
}

// The lines an edit took out and put in: what differs between the common start and end.
struct LineChange
{
    QStringList removed;
    QStringList added;
};

LineChange changedLines(const QByteArray &before, const QByteArray &after)
{
    const auto a = QString::fromUtf8(before).split(u'\n');
    const auto b = QString::fromUtf8(after).split(u'\n');
    qsizetype start = 0;
    while (start < a.size() && start < b.size() && a[start] == b[start])
        ++start;
    qsizetype endA = a.size(), endB = b.size();
    while (endA > start && endB > start && a[endA - 1] == b[endB - 1]) {
        --endA;
        --endB;
    }
    return {a.mid(start, endA - start), b.mid(start, endB - start)};
}

// The answers waiting for their dialog; each test's cleanup checks that none is left.
QObject *pendingAnswers()
{
    static QObject pending;
    return &pending;
}

// Acts on the next modal dialog once it shows (a message box, a review).
void whenModal(std::function<void(QWidget *)> act)
{
    auto *timer = new QTimer(pendingAnswers());
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act] {
        if (auto *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            act(modal);
            // A failed check inside act() must not leave the test waiting on the dialog.
            if (auto *dialog = qobject_cast<QDialog *>(modal); dialog && dialog->isVisible())
                dialog->done(QDialog::Rejected);
        }
    });
    timer->start();
}

// Names a file in the next file dialog (Qt's own, offscreen) and accepts it.
void chooseFile(const QString &target)
{
    whenModal([target](QWidget *modal) {
        auto *dialog = qobject_cast<QFileDialog *>(modal);
        QVERIFY(dialog);
        dialog->setDirectory(QFileInfo(target).absolutePath());
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        name->setText(QFileInfo(target).fileName());
        QMetaObject::invokeMethod(dialog, "accept");
    });
}

// Presses keys where the window's user would: in the widget with the focus.
void press(QWidget &window, const QKeySequence &keys)
{
    QTest::keySequence(QApplication::focusWidget() ? QApplication::focusWidget() : &window, keys);
}

void answer(QMessageBox::StandardButton button)
{
    whenModal([button](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        box->button(button)->click();
    });
}

template<typename T>
T *editorOf(EditorPage *page, const char *at)
{
    auto *row = page->form()->row(path(at));
    return row ? qobject_cast<T *>(row->editor()) : nullptr;
}

// What a field's widget shows, in the file's words ("null" for null).
QString shown(FieldRow *row)
{
    auto *editor = row->editor();
    if (auto *spin = qobject_cast<NumberSpinBox *>(editor))
        return spin->isNull() ? QStringLiteral("null") : spin->textFromValue(spin->value());
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        return combo->currentData().isNull() ? QStringLiteral("null") : combo->currentData().toString();
    if (auto *check = qobject_cast<QCheckBox *>(editor))
        return check->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (auto *date = qobject_cast<QDateEdit *>(editor))
        return date->date() == date->minimumDate() ? QStringLiteral("null") : date->date().toString(Qt::ISODate);
    if (auto *text = qobject_cast<QPlainTextEdit *>(editor))
        return text->toPlainText();
    if (auto *line = qobject_cast<QLineEdit *>(editor))
        return line->text().isEmpty() && row->field().value.isNull() ? QStringLiteral("null") : line->text();
    if (auto *label = qobject_cast<QLabel *>(editor))
        return label->text();
    return {};
}

QString fileText(const YamlTree &value)
{
    if (value.isNull())
        return QStringLiteral("null");
    if (value.scalar.type == YamlScalar::Type::Number) {
        // The shortest text that reads back as the same number, as the standard library writes it.
        char buffer[64];
        const auto written = std::to_chars(buffer, buffer + sizeof buffer, value.scalar.text.toDouble());
        return QString::fromLatin1(buffer, written.ptr - buffer);
    }
    return value.scalar.text;
}

// The text of the file's literal block `run: |` (followed by `notes: |`), read from its
// bytes: each line without the block's two spaces of indentation.
QString runBlock(const QByteArray &bytes)
{
    const auto start = bytes.indexOf("\nrun: |\n");
    const auto end = start < 0 ? -1 : bytes.indexOf("\nnotes: |\n", start);
    if (end < 0)
        return {};
    auto lines = bytes.mid(start + 8, end + 1 - (start + 8)).split('\n');
    lines.removeLast(); // after the last line's end
    QString text;
    for (const auto &line : std::as_const(lines))
        text += QString::fromUtf8(line.mid(2)) + u'\n';
    return text;
}

// Every scalar of a tree, with its path.
void leaves(const YamlTree &tree, const YamlPath &at, QList<std::pair<YamlPath, YamlTree>> &out)
{
    if (tree.kind == YamlTree::Kind::Map)
        for (const auto &[key, value] : tree.entries)
            leaves(value, at.child(key), out);
    else if (tree.kind == YamlTree::Kind::List)
        for (int i = 0; i < tree.items.size(); ++i)
            leaves(tree.items[i], at.child(i), out);
    else
        out.append({at, tree});
}

void typeInto(QWidget *widget, const QString &text)
{
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
        spin->selectAll();
    else if (auto *line = qobject_cast<QLineEdit *>(widget))
        line->selectAll();
    if (text.isEmpty())
        QTest::keyClick(widget, Qt::Key_Delete);
    QTest::keyClicks(widget, text);
}

// Whether an autosave copy of this program (RecipeAutosave, under the data folder)
// holds this text.
bool keptAside(const QByteArray &text)
{
    const QDir copies(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/stalefiles/")
                      + QCoreApplication::applicationName());
    const auto names = copies.entryList(QDir::Files);
    return std::any_of(names.cbegin(), names.cend(), [&](const QString &name) { return readFile(copies.filePath(name)).contains(text); });
}

// The editor an open under way gives (read on a worker thread), once it is there.
EditorPage *opened(QFuture<EditorPage *> future)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 10000) || future.resultCount() == 0)
        return nullptr;
    return future.result();
}

} // namespace

class TestRecipeEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void formShowsEveryValue();
    void sectionsInSchemaOrder();
    void numberEditChangesOneLine();
    void derivedFigureOffered();
    void eachWidgetChangesItsBytes();
    void wheelScrollsTheForm();
    void keyValueTable();
    void listItems();
    void notSetAndReset();
    void undoGivesBackTheFile();
    void windowUndoShortcutWhileTyping();
    void problemsAfterEditing();
    void unknownKeysKept();
    void newRecipeFromSkeleton();
    void newRecipeDialogs();
    void newRecipeFromExisting();
    void diskChangeBanner();
    void diskLookAcrossSaves();
    void savesOffTheUiThread();
    void typingWaitsForTheSave();
    void failedSaveKeepsTheEdits();
    void lintConfigOfTheFolder();
    void lintConfigAboveTheOpenedFolder();
    void reviewChanges();
    void saveAsAndRevert();
    void closePrompt();
    void closeWaitsForTheSave();
    void windowOpensEditors();
    void windowKeysSaveAsAndCreate();
    void saveUpdatesTheWindow();
    void restoreAfterKill();
    void documentWithoutAView();
    void documentAsksBeforeOverwriting();
    void documentSeesAChangeOnDisk();

private:
    // The window on the copy of the bundled recipes, once loaded, on a recipe's page.
    void showLoaded(MainWindow &window, const QString &file);

    std::unique_ptr<BundledCopy> m_copy;
};

void TestRecipeEditor::init()
{
    m_copy = std::make_unique<BundledCopy>();
    QVERIFY(m_copy->isValid());
    for (const auto &copy : RecipeAutosave::stale())
        RecipeAutosave::discardStale(copy);
}

void TestRecipeEditor::cleanup()
{
    const auto timers = pendingAnswers()->findChildren<QTimer *>();
    const bool waiting = std::any_of(timers.cbegin(), timers.cend(), [](QTimer *t) { return t->isActive(); });
    qDeleteAll(timers);
    QVERIFY2(!waiting, "a dialog the test answers never showed");
}

void TestRecipeEditor::formShowsEveryValue()
{
    int checked = 0;
    for (const auto &file : bundledFiles()) {
        const auto name = QDir(bundledFolder()).relativeFilePath(file);
        if (name.startsWith(QLatin1String("listings/")) || !name.endsWith(QLatin1String(".yaml")))
            continue;
        QString error;
        std::unique_ptr<EditorPage> page(EditorPage::open(m_copy->filePath(name), nullptr, &error));
        QVERIFY2(page, qPrintable(error));
        QList<std::pair<YamlPath, YamlTree>> values;
        leaves(page->session()->document().tree(), {}, values);
        for (const auto &[at, value] : values) {
            auto *row = page->form()->row(at);
            if (!row) {
                // A value of an open mapping: a row of its key/value table.
                auto *parent = page->form()->row(at.parent());
                QVERIFY2(parent, qPrintable(name + u' ' + at.toString()));
                auto *table = qobject_cast<KeyValueTable *>(parent->editor());
                QVERIFY2(table, qPrintable(at.toString()));
                const auto key = at.key(at.size() - 1);
                const int index = int(page->session()->document().tree().find(at.parent())->indexOfKey(key));
                QCOMPARE(table->table()->item(index, 0)->text(), key);
                QCOMPARE(table->table()->item(index, 1)->text(), value.scalar.text);
                ++checked;
                continue;
            }
            if (row->field().widget == EditorFields::Widget::Group || row->field().widget == EditorFields::Widget::Items) {
                QVERIFY2(value.isNull(), qPrintable(at.toString())); // an object or list written as null
                QVERIFY(row->setButton());
                ++checked;
                continue;
            }
            const auto expected = fileText(value);
            if (row->field().widget == EditorFields::Widget::Unknown)
                QVERIFY2(shown(row).contains(expected.toHtmlEscaped()), qPrintable(at.toString()));
            else
                QVERIFY2(shown(row) == expected,
                         qPrintable(QStringLiteral("%1 %2: shows '%3', the file has '%4'").arg(name, at.toString(), shown(row), expected)));
            ++checked;
        }
        // Showing changed nothing.
        QVERIFY(!page->isModified());
        QCOMPARE(page->session()->undoStack()->count(), 0);
    }
    QVERIFY2(checked > 600, qPrintable(QString::number(checked)));
}

void TestRecipeEditor::sectionsInSchemaOrder()
{
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(m_copy->filePath(Qwen), nullptr, &error));
    QVERIFY(page);
    QStringList sections;
    for (auto *box : page->form()->widget()->findChildren<QGroupBox *>(Qt::FindDirectChildrenOnly))
        sections << box->title();
    QCOMPARE(sections,
             (QStringList{QStringLiteral("Recipe"), QStringLiteral("GPUs"), QStringLiteral("Author"), QStringLiteral("Status"),
                          QStringLiteral("Stack"), QStringLiteral("Workload"), QStringLiteral("Layout"), QStringLiteral("Result"),
                          QStringLiteral("Correctness"), QStringLiteral("Environment"), QStringLiteral("Patches"),
                          QStringLiteral("Command"), QStringLiteral("Notes"), QStringLiteral("Lint")}));
    // The section list beside the form jumps to a section.
    QStringList listed;
    for (int i = 0; i < page->sectionList()->count(); ++i)
        listed << page->sectionList()->item(i)->text();
    QCOMPARE(listed, sections);
    page->resize(1000, 600);
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page.get()));
    const int resultSection = int(sections.indexOf(QStringLiteral("Result")));
    Q_EMIT page->sectionList()->itemClicked(page->sectionList()->item(resultSection));
    QCOMPARE(page->form()->sectionAtTop(), resultSection);
    QCOMPARE(page->sectionList()->currentRow(), resultSection);
    QVERIFY(page->form()->verticalScrollBar()->value() > 0);
    // Labels are the schema's titles, help its descriptions.
    auto *row = page->form()->row(path("result.tokens_per_s_per_gpu"));
    QCOMPARE(row->label()->text(), QStringLiteral("Tokens/s per GPU"));
    QCOMPARE(row->editor()->toolTip(), RecipeSchema::instance().description(QStringLiteral("result.tokens_per_s_per_gpu")));
    QVERIFY(!row->editor()->toolTip().isEmpty());
    // Fields in the file's order, then the schema's fields the file lacks.
    auto *result = page->form()->group(path("result"));
    QVERIFY(result);
    QList<FieldRow *> rows;
    for (auto *r : result->findChildren<FieldRow *>(Qt::FindDirectChildrenOnly))
        rows << r;
    QCOMPARE(rows.first()->field().path.toString(), QStringLiteral("result.tokens_per_s_per_gpu"));
    // Widgets follow the types.
    QVERIFY(editorOf<NumberSpinBox>(page.get(), "layout.tp"));
    QVERIFY(editorOf<QComboBox>(page.get(), "workload.precision"));
    QVERIFY(editorOf<QCheckBox>(page.get(), "layout.sequence_parallel"));
    QVERIFY(editorOf<QDateEdit>(page.get(), "result.measured"));
    QVERIFY(editorOf<CodeView>(page.get(), "run"));
    QCOMPARE(editorOf<CodeView>(page.get(), "run")->definitionName(), QStringLiteral("Bash"));
    QCOMPARE(editorOf<CodeView>(page.get(), "notes")->definitionName(), QStringLiteral("Markdown"));
    QVERIFY(editorOf<KeyValueTable>(page.get(), "env"));
    QVERIFY(editorOf<KeyValueTable>(page.get(), "stack"));
    QVERIFY(editorOf<QPlainTextEdit>(page.get(), "layout.summary"));
    QVERIFY(editorOf<QLineEdit>(page.get(), "model"));
    QCOMPARE(editorOf<NumberSpinBox>(page.get(), "layout.tp")->minimum(), 1.0);
    // The count of active parameters is beyond 32 bits, and shown whole.
    QCOMPARE(shown(page->form()->row(path("result.active_params.count"))), QStringLiteral("31983534080"));
}

void TestRecipeEditor::numberEditChangesOneLine()
{
    const auto file = m_copy->filePath(Qwen);
    const auto before = readFile(file);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    QCOMPARE(page->title(), QStringLiteral("attune-tp4-pp2-mt16k.yaml"));
    auto *spin = editorOf<NumberSpinBox>(page.get(), "result.tokens_per_s_per_gpu");
    QVERIFY(spin);
    typeInto(spin, QStringLiteral("2300"));
    QCOMPARE(page->title(), QStringLiteral("attune-tp4-pp2-mt16k.yaml*"));
    // Typing into one field is one undo step.
    QCOMPARE(page->session()->undoStack()->count(), 1);
    QVERIFY(savedNow(page->save()));
    const auto after = readFile(file);
    const auto change = changedLines(before, after);
    QCOMPARE(change.removed, QStringList{QStringLiteral("  tokens_per_s_per_gpu: 2200.16")});
    QCOMPARE(change.added, QStringList{QStringLiteral("  tokens_per_s_per_gpu: 2300")});
    QCOMPARE(page->title(), QStringLiteral("attune-tp4-pp2-mt16k.yaml"));
    // Saved: the field no longer differs from the file.
    QVERIFY(!page->form()->row(path("result.tokens_per_s_per_gpu"))->isModified());
    QVERIFY(page->form()->row(path("result.tokens_per_s_per_gpu"))->resetButton()->isHidden());
}

void TestRecipeEditor::derivedFigureOffered()
{
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    auto *cost = page->form()->row(path("result.usd_per_million_tokens"));
    QVERIFY(cost->derivedLabel()->isVisibleTo(page.get()));
    QVERIFY(cost->useDerivedButton()->isHidden()); // 1.0 agrees at 2200.16 tokens/s
    typeInto(editorOf<NumberSpinBox>(page.get(), "result.tokens_per_s_per_gpu"), QStringLiteral("2300"));
    cost = page->form()->row(path("result.usd_per_million_tokens"));
    QVERIFY(cost->derivedLabel()->text().contains(QLatin1String("Recorded 1, derived 0.96")));
    QVERIFY(cost->derivedLabel()->text().contains(QLatin1String("disagree")));
    QVERIFY(cost->useDerivedButton()->isVisibleTo(page.get()));
    QCOMPARE(cost->useDerivedButton()->text(), QStringLiteral("Use 0.96"));
    const auto before = page->session()->document().bytes();
    cost->useDerivedButton()->click();
    const auto change = changedLines(before, page->session()->document().bytes());
    QCOMPARE(change.removed, QStringList{QStringLiteral("  usd_per_million_tokens: 1.0")});
    QCOMPARE(change.added, QStringList{QStringLiteral("  usd_per_million_tokens: 0.96")});
    cost = page->form()->row(path("result.usd_per_million_tokens"));
    QVERIFY(cost->useDerivedButton()->isHidden());
    QVERIFY(cost->derivedLabel()->text().contains(QLatin1String("agrees")));
    // The layout label and dp are derived too.
    QVERIFY(page->form()->row(path("layout.label"))->derivedLabel()->text().contains(QLatin1String("TP4 PP2")));
    QVERIFY(page->form()->row(path("layout.dp"))->derivedLabel()->text().contains(QLatin1String("8 GPUs / (TP 4 x PP 2 x CP 1)")));
}

void TestRecipeEditor::eachWidgetChangesItsBytes()
{
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    auto expect = [&](const std::function<void()> &edit, const QStringList &removed, const QStringList &added) {
        const auto before = page->session()->document().bytes();
        edit();
        const auto change = changedLines(before, page->session()->document().bytes());
        if (change.removed != removed || change.added != added)
            qWarning().noquote() << "removed:" << change.removed.join(u'\n') << "\nadded:" << change.added.join(u'\n');
        QCOMPARE(change.removed, removed);
        QCOMPARE(change.added, added);
    };
    // integer
    expect([&] { typeInto(editorOf<NumberSpinBox>(page.get(), "layout.tp"), QStringLiteral("8")); }, {QStringLiteral("  tp: 4")},
           {QStringLiteral("  tp: 8")});
    // choice
    expect(
        [&] {
            auto *combo = editorOf<QComboBox>(page.get(), "status");
            combo->setCurrentIndex(combo->findData(QStringLiteral("draft")));
            Q_EMIT combo->activated(combo->currentIndex());
        },
        {QStringLiteral("status: verified")}, {QStringLiteral("status: draft")});
    // boolean
    expect([&] { editorOf<QCheckBox>(page.get(), "result.profiler")->click(); }, {QStringLiteral("  profiler: false")},
           {QStringLiteral("  profiler: true")});
    // date: written plain, as YYYY-MM-DD
    expect([&] { editorOf<QDateEdit>(page.get(), "result.measured")->setDate(QDate(2026, 11, 2)); },
           {QStringLiteral("  measured: 2026-10-18")}, {QStringLiteral("  measured: 2026-11-02")});
    // one line of text
    expect(
        [&] {
            auto *line = editorOf<QLineEdit>(page.get(), "gpu.instance");
            line->end(false);
            QTest::keyClicks(line, QStringLiteral(" (spot)"));
        },
        {QStringLiteral("  instance: AWS p5en.48xlarge")}, {QStringLiteral("  instance: AWS p5en.48xlarge (spot)")});
    // text that needs quotes gets them
    expect([&] { typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("yes: no")); }, {QStringLiteral("model: Qwen3-32B")},
           {QStringLiteral("model: 'yes: no'")});
    // long text
    expect(
        [&] {
            auto *text = editorOf<QPlainTextEdit>(page.get(), "result.gpu_hours_note");
            QVERIFY(text);
            text->setPlainText(QStringLiteral("GPUs x wall time"));
        },
        {QStringLiteral(
             "  gpu_hours_note: GPUs x (scheduler admission to finish), including startup; the same run is the candidate arm of the"),
         QStringLiteral("    convergence check")},
        {QStringLiteral("  gpu_hours_note: GPUs x wall time")});
    // code: a line added to the block keeps its indicator and indentation
    expect(
        [&] {
            auto *code = editorOf<CodeView>(page.get(), "run");
            auto cursor = code->textCursor();
            cursor.movePosition(QTextCursor::End);
            code->setTextCursor(cursor);
            QTest::keyClicks(code, QStringLiteral("echo done"));
            QTest::keyClick(code, Qt::Key_Return);
        },
        {}, {QStringLiteral("  echo done")});
    // Every edit read back: the file means what the form shows.
    QCOMPARE(page->session()->document().tree().find(path("layout.tp"))->scalar.text, QStringLiteral("8"));
}

void TestRecipeEditor::wheelScrollsTheForm()
{
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(m_copy->filePath(Qwen), nullptr, &error));
    QVERIFY(page);
    page->resize(1000, 700);
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page.get()));
    auto *spin = editorOf<NumberSpinBox>(page.get(), "gpu.count");
    auto *combo = editorOf<QComboBox>(page.get(), "status");
    auto *bar = page->form()->verticalScrollBar();
    QCOMPARE(bar->value(), 0);
    for (QWidget *target : {static_cast<QWidget *>(spin), static_cast<QWidget *>(combo)}) {
        QWheelEvent wheel(QPointF(5, 5), target->mapToGlobal(QPointF(5, 5)), {}, QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &wheel);
    }
    // Nothing changed; the form scrolled instead.
    QVERIFY(!page->isModified());
    QCOMPARE(shown(page->form()->row(path("gpu.count"))), QStringLiteral("8"));
    QVERIFY(bar->value() > 0);
}

void TestRecipeEditor::keyValueTable()
{
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    auto bytes = [&] { return page->session()->document().bytes(); };
    auto table = [&] { return editorOf<KeyValueTable>(page.get(), "env"); };
    // a value
    auto before = bytes();
    table()->table()->item(0, 1)->setText(QStringLiteral("2"));
    auto change = changedLines(before, bytes());
    QCOMPARE(change.removed, QStringList{QStringLiteral("  CUDA_DEVICE_MAX_CONNECTIONS: '1'")});
    QCOMPARE(change.added, QStringList{QStringLiteral("  CUDA_DEVICE_MAX_CONNECTIONS: '2'")}); // still a string
    // a key
    before = bytes();
    table()->table()->item(2, 0)->setText(QStringLiteral("TORCHINDUCTOR_THREADS"));
    change = changedLines(before, bytes());
    QCOMPARE(change.removed, QStringList{QStringLiteral("  TORCHINDUCTOR_COMPILE_THREADS: '1'")});
    QCOMPARE(change.added, QStringList{QStringLiteral("  TORCHINDUCTOR_THREADS: '1'")});
    // reorder
    before = bytes();
    table()->setCurrentKey(QStringLiteral("TORCHINDUCTOR_THREADS"));
    table()->findChildren<QToolButton *>().at(2)->click(); // Move Up
    QCOMPARE(page->session()->document().tree().find(path("env"))->entries.at(1).first, QStringLiteral("TORCHINDUCTOR_THREADS"));
    change = changedLines(before, bytes());
    QCOMPARE(change.removed.size(), 2);
    QCOMPARE(change.added.size(), 2);
    // add and remove
    const int count = 4; // the file's env entries
    QCOMPARE(page->session()->document().tree().find(path("env"))->entries.size(), count);
    table()->findChildren<QToolButton *>().at(0)->click(); // Add
    QCOMPARE(page->session()->document().tree().find(path("env"))->entries.size(), count + 1);
    QCOMPARE(table()->table()->rowCount(), count + 1);
    table()->setCurrentKey(QStringLiteral("NEW_KEY"));
    table()->findChildren<QToolButton *>().at(1)->click(); // Remove
    QCOMPARE(page->session()->document().tree().find(path("env"))->entries.size(), count);
    // A key that would clash is refused, and the table shows the file again.
    before = bytes();
    table()->table()->item(0, 0)->setText(QStringLiteral("NCCL_NVLS_ENABLE"));
    QCOMPARE(bytes(), before);
    QCOMPARE(table()->table()->item(0, 0)->text(), QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS"));
}

void TestRecipeEditor::listItems()
{
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    auto tests = [&] { return page->session()->document().tree().find(path("correctness.component_tests"))->items; };
    auto *list = page->form()->group(path("correctness.component_tests"));
    QVERIFY(list);
    auto *add = list->findChild<QPushButton *>(QStringLiteral("add"));
    QVERIFY(add);
    add->click();
    QCOMPARE(tests().size(), 2);
    // A new item has the fields the schema requires.
    QCOMPARE(tests().at(1).entries.size(), 2);
    QCOMPARE(tests().at(1).entries.at(0).first, QStringLiteral("test"));
    QCOMPARE(tests().at(1).entries.at(1).first, QStringLiteral("result"));
    // Edit it through its sub-form.
    typeInto(editorOf<QLineEdit>(page.get(), "correctness.component_tests[1].test"), QStringLiteral("loss parity"));
    QCOMPARE(tests().at(1).entries.at(0).second.scalar.text, QStringLiteral("loss parity"));
    // Move it up, duplicate it, remove both copies.
    auto itemButton = [&](const char *item, const QString &name) -> QToolButton * {
        for (auto *b : page->form()->group(path(item))->findChildren<QToolButton *>())
            if (b->text() == name)
                return b;
        return nullptr;
    };
    itemButton("correctness.component_tests[1]", QStringLiteral("Move Up"))->click();
    QCOMPARE(tests().at(0).entries.at(0).second.scalar.text, QStringLiteral("loss parity"));
    itemButton("correctness.component_tests[0]", QStringLiteral("Duplicate"))->click();
    QCOMPARE(tests().size(), 3);
    QCOMPARE(tests().at(1), tests().at(0));
    itemButton("correctness.component_tests[0]", QStringLiteral("Remove"))->click();
    itemButton("correctness.component_tests[0]", QStringLiteral("Remove"))->click();
    QCOMPARE(tests().size(), 1);
    QVERIFY(tests().at(0).entries.at(0).second.scalar.text.startsWith(QLatin1String("precision-aware Adam")));
    // A list of numbers: the window's steps.
    typeInto(editorOf<NumberSpinBox>(page.get(), "result.window[1]"), QStringLiteral("18"));
    QCOMPARE(page->session()->document().tree().find(path("result.window[1]"))->scalar.text, QStringLiteral("18"));
    // Undo all: the bytes as read.
    while (page->session()->undoStack()->canUndo())
        page->session()->undoStack()->undo();
    QCOMPARE(page->session()->document().bytes(), readFile(file));
}

void TestRecipeEditor::notSetAndReset()
{
    const auto file = m_copy->filePath(Qwen);
    const auto original = readFile(file);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    // An optional field set: "Not Set" removes its line.
    auto *row = page->form()->row(path("gpu.instance"));
    QVERIFY(row->unsetButton());
    row->unsetButton()->click();
    auto change = changedLines(original, page->session()->document().bytes());
    QCOMPARE(change.removed, QStringList{QStringLiteral("  instance: AWS p5en.48xlarge")});
    QVERIFY(change.added.isEmpty());
    // Not set: shown, never written just because it is shown.
    row = page->form()->row(path("gpu.instance"));
    QVERIFY(row->setButton());
    QVERIFY(!row->editor());
    // A required field cannot be unset.
    QVERIFY(!page->form()->row(path("gpu.count"))->unsetButton());
    // Set again, it is written where the schema puts it; reset brings back the saved value.
    row->setButton()->click();
    row = page->form()->row(path("gpu.instance"));
    QVERIFY(row->isModified());
    QVERIFY(row->resetButton()->isVisibleTo(page.get()));
    row->resetButton()->click();
    QCOMPARE(page->session()->document().bytes(), original);
    QVERIFY(!page->form()->row(path("gpu.instance"))->isModified());
    // A field the file does not have: set, then reset removes it again.
    row = page->form()->row(path("layout.layer_split"));
    QVERIFY(row);
    row = page->form()->row(path("result.gpu_hours"));
    QVERIFY(row && row->editor());
    typeInto(editorOf<NumberSpinBox>(page.get(), "layout.vpp"), QStringLiteral("2"));
    QVERIFY(page->form()->row(path("layout.vpp"))->isModified());
    QVERIFY(!page->form()->row(path("layout.tp"))->isModified());
    page->form()->row(path("layout.vpp"))->resetButton()->click();
    QCOMPARE(page->session()->document().bytes(), original);
}

void TestRecipeEditor::undoGivesBackTheFile()
{
    for (const auto &[name, model] :
         {std::pair{Qwen, QStringLiteral("Qwen3-32B")},
          std::pair{QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"), QStringLiteral("GLM-5.2-744B-A40B")}}) {
        const auto file = m_copy->filePath(name);
        const auto original = readFile(file);
        QString error;
        std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
        QVERIFY(page);
        typeInto(editorOf<NumberSpinBox>(page.get(), "result.tokens_per_s_per_gpu"), QStringLiteral("1234.5"));
        typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Other"));
        editorOf<QCheckBox>(page.get(), "layout.sequence_parallel")->click();
        page->form()->row(path("gpu.per_node"))->unsetButton()->click();
        editorOf<KeyValueTable>(page.get(), "env")->findChildren<QToolButton *>().at(0)->click();
        QCOMPARE(page->session()->undoStack()->count(), 5);
        QVERIFY(page->isModified());
        while (page->session()->undoStack()->canUndo())
            page->session()->undoStack()->undo();
        QCOMPARE(page->session()->document().bytes(), original);
        QVERIFY(!page->isModified());
        // And the form shows the file again: its model as the file writes it.
        QCOMPARE(shown(page->form()->row(path("model"))), model);
        while (page->session()->undoStack()->canRedo())
            page->session()->undoStack()->redo();
        QCOMPARE(page->session()->document().tree().find(path("model"))->scalar.text, QStringLiteral("Other"));
    }
}

void TestRecipeEditor::windowUndoShortcutWhileTyping()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *page = opened(window.editors()->edit(m_copy->filePath(Qwen)));
    QVERIFY(page);
    auto *model = editorOf<QLineEdit>(page, "model");
    model->setFocus();
    model->end(false);
    QTest::keyClicks(model, QStringLiteral("-X"));
    QCOMPARE(page->session()->document().tree().find(path("model"))->scalar.text, QStringLiteral("Qwen3-32B-X"));
    // Ctrl+Z in the field is the window's Undo: the whole typing, in the file.
    QTest::keySequence(QApplication::focusWidget(), QKeySequence::Undo);
    QCOMPARE(page->session()->document().tree().find(path("model"))->scalar.text, QStringLiteral("Qwen3-32B"));
    QCOMPARE(editorOf<QLineEdit>(page, "model")->text(), QStringLiteral("Qwen3-32B"));
    press(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QCOMPARE(page->session()->document().tree().find(path("model"))->scalar.text, QStringLiteral("Qwen3-32B-X"));
    answer(QMessageBox::Discard);
    QVERIFY(window.close());
}

void TestRecipeEditor::problemsAfterEditing()
{
    const auto file = m_copy->filePath(Qwen);
    // A problem the file already has is not pinned on a field before it is edited.
    auto bytes = readFile(file);
    bytes.replace("  tp: 4\n", "  tp: 0\n");
    QVERIFY(writeFile(file, bytes));
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    QVERIFY(!page->problems().isEmpty());
    QVERIFY(page->form()->row(path("layout.tp"))->problemLabel()->isHidden());
    QVERIFY(page->problemList()->isHidden());
    // Edited into an error: shown beside the field, and in the list.
    typeInto(editorOf<QLineEdit>(page.get(), "model"), QString());
    auto *model = page->form()->row(path("model"));
    QVERIFY(model->problemLabel()->isVisibleTo(page.get()));
    QVERIFY2(model->problemLabel()->text().contains(QLatin1String("'model' must not be empty")), qPrintable(model->problemLabel()->text()));
    QVERIFY(page->problemList()->isVisibleTo(page.get()));
    QVERIFY(page->form()->row(path("layout.tp"))->problemLabel()->isHidden());
    // On demand, every field's.
    page->checkAll();
    QVERIFY(page->form()->row(path("layout.tp"))->problemLabel()->isVisibleTo(page.get()));
    QVERIFY(page->form()->row(path("layout.tp"))->problemLabel()->text().contains(QLatin1String("at least 1")));
    // A value out of its range is shown as the file has it, not clamped.
    QCOMPARE(shown(page->form()->row(path("layout.tp"))), QStringLiteral("0"));
    QVERIFY(page->problemList()->count() >= 2);
    // Saving a draft with problems is allowed, and says how many.
    QSignalSpy messages(page.get(), &EditorPage::statusMessage);
    QVERIFY(savedNow(page->save()));
    QVERIFY(messages.last().first().toString().contains(QLatin1String("problem")));
    QCOMPARE(readFile(file), page->session()->document().bytes());
}

void TestRecipeEditor::unknownKeysKept()
{
    const auto file = m_copy->filePath(Qwen);
    auto bytes = readFile(file);
    bytes.replace("  per_node: 8\n", "  per_node: 8\n  rack: A7 # where it stood\n");
    bytes.replace("status: verified\n", "status: verified\nreviewer:\n  name: Someone\n");
    QVERIFY(writeFile(file, bytes));
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    for (const char *at : {"gpu.rack", "reviewer"}) {
        auto *row = page->form()->row(path(at));
        QVERIFY2(row, at);
        QCOMPARE(row->field().widget, EditorFields::Widget::Unknown);
        auto *label = qobject_cast<QLabel *>(row->editor());
        QVERIFY(label);
        QVERIFY(label->text().contains(QLatin1String("does not know this key")));
        QVERIFY(!row->unsetButton()); // shown read-only
    }
    QVERIFY(shown(page->form()->row(path("gpu.rack"))).contains(QLatin1String("A7")));
    QVERIFY(shown(page->form()->row(path("reviewer"))).contains(QLatin1String("Someone")));
    // Kept, comment and all, when the fields around them change.
    typeInto(editorOf<NumberSpinBox>(page.get(), "gpu.per_node"), QStringLiteral("4"));
    QVERIFY(savedNow(page->save()));
    const auto change = changedLines(bytes, readFile(file));
    QCOMPARE(change.removed, QStringList{QStringLiteral("  per_node: 8")});
    QCOMPARE(change.added, QStringList{QStringLiteral("  per_node: 4")});
}

void TestRecipeEditor::newRecipeFromSkeleton()
{
    const auto target = m_copy->filePath(QStringLiteral("new/h100/draft.yaml"));
    QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
    MainWindow window;
    auto *page = opened(window.editors()->createRecipe(target, std::nullopt));
    QVERIFY(page);
    // Every required field is there, and nothing else.
    const auto tree = page->session()->document().tree();
    QStringList keys;
    for (const auto &[key, value] : tree.entries)
        keys << key;
    QCOMPARE(keys,
             (QStringList{QStringLiteral("schema_version"), QStringLiteral("model"), QStringLiteral("gpu"), QStringLiteral("author"),
                          QStringLiteral("status"), QStringLiteral("workload"), QStringLiteral("layout"), QStringLiteral("result"),
                          QStringLiteral("run")}));
    QCOMPARE(tree.find(path("status"))->scalar.text, QStringLiteral("draft"));
    QVERIFY(page->session()->document().recipe(target).problems.size() > 0);
    QVERIFY(page->problemList()->count() > 0); // shown at once for a new recipe
    // Filled in through the form, it validates.
    typeInto(editorOf<QLineEdit>(page, "model"), QStringLiteral("Qwen3-32B"));
    typeInto(editorOf<QLineEdit>(page, "gpu.type"), QStringLiteral("H100"));
    typeInto(editorOf<NumberSpinBox>(page, "gpu.count"), QStringLiteral("8"));
    typeInto(editorOf<QLineEdit>(page, "author.name"), QStringLiteral("Someone"));
    typeInto(editorOf<NumberSpinBox>(page, "workload.row_tokens"), QStringLiteral("8192"));
    typeInto(editorOf<NumberSpinBox>(page, "workload.global_batch"), QStringLiteral("128"));
    typeInto(editorOf<QLineEdit>(page, "layout.label"), QStringLiteral("TP8 PP1"));
    typeInto(editorOf<NumberSpinBox>(page, "layout.tp"), QStringLiteral("8"));
    typeInto(editorOf<NumberSpinBox>(page, "result.tokens_per_s_per_gpu"), QStringLiteral("1500"));
    editorOf<QDateEdit>(page, "result.measured")->setDate(QDate(2026, 11, 30));
    editorOf<CodeView>(page, "run")->setPlainText(QStringLiteral("torchrun train.py\n"));
    const auto loaded = page->session()->document().recipe(target);
    QString problems;
    for (const auto &p : loaded.problems)
        problems += p.toString() + u'\n';
    QVERIFY2(loaded.recipe.has_value(), qPrintable(problems));
    QCOMPARE(loaded.recipe->gpuCount(), 8);
    QVERIFY(savedNow(page->save()));
    QVERIFY(window.close());
}

void TestRecipeEditor::newRecipeDialogs()
{
    // File > New Recipe (Ctrl+N) on a recipe's page: from that recipe, or empty; then where.
    MainWindow window;
    const auto file = m_copy->filePath(Qwen);
    showLoaded(window, file);
    QAction *newRecipe = nullptr;
    for (auto *action : window.actions())
        if (action->shortcut() == QKeySequence(QKeySequence::New))
            newRecipe = action;
    QVERIFY(newRecipe);
    QCOMPARE(newRecipe->text(), QStringLiteral("&New Recipe..."));
    for (const auto &[choice, name] : {std::pair(QStringLiteral("From attune-tp4-pp2-mt16k.yaml"), QStringLiteral("copy.yaml")),
                                       std::pair(QStringLiteral("Empty Recipe"), QStringLiteral("empty.yaml"))}) {
        const auto target = m_copy->filePath(QStringLiteral("qwen3-32b/h200/") + name);
        whenModal([choice, target](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            for (auto *button : box->buttons())
                if (button->text() == choice) {
                    chooseFile(target); // the file dialog comes next
                    button->click();
                }
        });
        newRecipe->trigger();
        // Written on a worker thread, then opened.
        QTRY_VERIFY(window.editors()->current() && window.editors()->current()->path() == target);
        QVERIFY(QFileInfo::exists(target));
    }
    const auto copied = RecipeDocument::parse(readFile(m_copy->filePath(QStringLiteral("qwen3-32b/h200/copy.yaml"))))->tree();
    QCOMPARE(copied.find(path("status"))->scalar.text, QStringLiteral("draft"));
    QCOMPARE(copied.find(path("model"))->scalar.text, QStringLiteral("Qwen3-32B"));
    QCOMPARE(readFile(m_copy->filePath(QStringLiteral("qwen3-32b/h200/empty.yaml"))), RecipeTemplate::skeleton());
    QCOMPARE(window.editors()->editors().size(), 2);
    QVERIFY(window.close());
}

void TestRecipeEditor::newRecipeFromExisting()
{
    const auto source = m_copy->filePath(Qwen);
    const auto target = m_copy->filePath(QStringLiteral("qwen3-32b/h200/new-layout.yaml"));
    MainWindow window;
    auto *page = opened(window.editors()->createRecipe(target, source));
    QVERIFY(page);
    const auto change = changedLines(readFile(source), readFile(target));
    // A draft, the measured figures and dates cleared; everything else as it was.
    QVERIFY(change.removed.contains(QStringLiteral("status: verified")));
    QVERIFY(change.added.contains(QStringLiteral("status: draft")));
    const auto tree = page->session()->document().tree();
    for (const auto &field : RecipeTemplate::measuredFields())
        if (const auto *value = tree.find(*YamlPath::parse(field)))
            QVERIFY2(value->isNull(), qPrintable(field));
    QVERIFY(tree.find(path("correctness.component_tests[0].date"))->isNull());
    QCOMPARE(tree.find(path("layout.tp"))->scalar.text, QStringLiteral("4"));
    // The command as the source file's bytes hold it.
    QVERIFY(!runBlock(readFile(source)).isEmpty());
    QCOMPARE(tree.find(path("run"))->scalar.text, runBlock(readFile(source)));
    QCOMPARE(window.editors()->editors().size(), 1);
    window.close();
}

void TestRecipeEditor::diskChangeBanner()
{
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    page->show();
    typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Edited"));
    QVERIFY(page->banner()->isHidden());
    // Another program changes the file.
    auto disk = readFile(file);
    disk.replace("count: 8\n", "count: 16\n");
    QVERIFY(writeFile(file, disk));
    QTRY_VERIFY(page->banner()->isVisible()); // the watcher noticed
    QVERIFY(page->banner()->text().contains(QLatin1String("changed on disk")));
    // Compare: the disk (read on a worker thread) against the edits.
    bool compared = false;
    whenModal([&compared](QWidget *modal) {
        auto *diff = modal->findChild<TextDiffView *>();
        QVERIFY(diff);
        QVERIFY(diff->left()->toPlainText().contains(QLatin1String("count: 16\n")));
        QVERIFY(diff->right()->toPlainText().contains(QLatin1String("count: 8\n")));
        QVERIFY(int(diff->diff().changeStarts().size()) >= 2);
        compared = true;
        qobject_cast<QDialog *>(modal)->reject();
    });
    page->banner()->findChild<QAction *>(QStringLiteral("compare"))->trigger();
    QTRY_VERIFY(compared);
    // Keep editing: the next save asks, and Cancel leaves the disk alone.
    page->banner()->findChild<QAction *>(QStringLiteral("keepEditing"))->trigger();
    answer(QMessageBox::Cancel);
    QVERIFY(notSavedNow(page->save()));
    QCOMPARE(readFile(file), disk);
    QVERIFY(page->isModified());
    // Reload drops the edits and shows the disk's file.
    page->banner()->findChild<QAction *>(QStringLiteral("reload"))->trigger();
    QTRY_VERIFY(!page->isModified()); // read on a worker thread
    QCOMPARE(page->session()->document().bytes(), disk);
    QCOMPARE(shown(page->form()->row(path("gpu.count"))), QStringLiteral("16"));
    // Changed again and saved over, after saying yes.
    typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Mine"));
    disk.replace("count: 16\n", "count: 32\n");
    QVERIFY(writeFile(file, disk));
    answer(QMessageBox::Save);
    QVERIFY(savedNow(page->save()));
    QVERIFY(readFile(file).contains("model: Mine\n"));
    QVERIFY(readFile(file).contains("count: 16\n"));
}

void TestRecipeEditor::diskLookAcrossSaves()
{
    // A look at the disk under way while the author saves may read the file from
    // before the save: that is no change by another program, and shows no banner.
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    page->show();
    for (int i = 0; i < 20; ++i) {
        typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Saved %1").arg(i));
        page->checkDisk();
        QVERIFY(savedNow(page->save()));
        QTRY_VERIFY(!page->isReadingDisk());
        QVERIFY2(page->banner()->isHidden(), qPrintable(page->banner()->text()));
    }
    QVERIFY(readFile(file).contains("model: Saved 19\n"));
    // A change by another program meanwhile is still seen.
    auto disk = readFile(file);
    disk.replace("count: 8\n", "count: 16\n");
    QVERIFY(writeFile(file, disk));
    page->checkDisk();
    QTRY_VERIFY(page->banner()->isVisible());
    QVERIFY(page->banner()->text().contains(QLatin1String("changed on disk")));
}

void TestRecipeEditor::savesOffTheUiThread()
{
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    page->show();
    auto *model = editorOf<QLineEdit>(page.get(), "model");
    typeInto(model, QStringLiteral("Saved"));
    // The disk thread is busy until a timer of the UI thread frees it: the save waits
    // for it with the window going on, and an edit made meanwhile stays unsaved.
    QSemaphore busy;
    page->diskThread()->start([&busy] { busy.tryAcquire(1, 5000); });
    bool ranMeanwhile = false;
    QSignalSpy messages(page.get(), &EditorPage::statusMessage);
    QTimer::singleShot(100, page.get(), [&] {
        // Meanwhile the window says what it waits for.
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.last().first().toString(), QStringLiteral("Saving ") + file + QStringLiteral("..."));
        ranMeanwhile = page->isModified();
        QTest::keyClicks(model, QStringLiteral("X"));
        busy.release();
    });
    QVERIFY(savedNow(page->save()));
    QVERIFY(ranMeanwhile);
    QVERIFY(readFile(file).contains("\nmodel: Saved\n"));
    QCOMPARE(page->session()->document().tree().find(path("model"))->scalar.text, QStringLiteral("SavedX"));
    QVERIFY(page->isModified());
    QVERIFY(page->session()->differsFromSaved(path("model")));
    QVERIFY(!page->session()->differsFromSaved(path("gpu.count")));
    QCOMPARE(page->title(), QStringLiteral("attune-tp4-pp2-mt16k.yaml*"));
    // Saved again, nothing is left unsaved.
    QVERIFY(savedNow(page->save()));
    QVERIFY(!page->isModified());
    QVERIFY(readFile(file).contains("\nmodel: SavedX\n"));
}

void TestRecipeEditor::typingWaitsForTheSave()
{
    // What the author types while the file is written waits, and reaches the form, in
    // order, once the save answered; then typing goes straight in again.
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    page->show();
    typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Saved"));
    QSemaphore busy;
    page->diskThread()->start([&busy] { busy.tryAcquire(1, 5000); });
    QString meanwhile;
    QTimer::singleShot(100, page.get(), [&] {
        auto *model = editorOf<QLineEdit>(page.get(), "model");
        QTest::keyClicks(model, QStringLiteral("XY"));
        meanwhile = model->text();
        busy.release();
    });
    QVERIFY(savedNow(page->save()));
    QCOMPARE(meanwhile, QStringLiteral("Saved"));
    QCOMPARE(page->session()->document().tree().find(path("model"))->scalar.text, QStringLiteral("SavedXY"));
    QVERIFY(readFile(file).contains("\nmodel: Saved\n"));
    QVERIFY(page->isModified());
    QTest::keyClicks(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Z"));
    QCOMPARE(page->session()->document().tree().find(path("model"))->scalar.text, QStringLiteral("SavedXYZ"));
}

void TestRecipeEditor::failedSaveKeepsTheEdits()
{
    // The disk fills up while the editor saves (at most 1 KiB may be written into any
    // file, RLIMIT_FSIZE): the old file stays whole, the reason is shown, the edits
    // stay; with room again, Save saves them.
    const auto file = m_copy->filePath(Qwen);
    const auto before = readFile(file);
    QVERIFY(before.size() > 4096);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Unsaved"));
    QString shown;
    whenModal([&shown](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        shown = box->windowTitle() + QStringLiteral(": ") + box->text();
        box->button(QMessageBox::Ok)->click();
    });
    rlimit old{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN); // a failed write, not a killed process
    const rlimit small{1024, old.rlim_max};
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const bool saved = !notSavedNow(page->save());
    QTRY_VERIFY(!page->isReadingDisk() && shown.size() > 0);
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, previous);
    QVERIFY(!saved);
    QVERIFY2(shown.startsWith(QStringLiteral("Save Failed: cannot save ") + file + QStringLiteral(": ")), qPrintable(shown));
    QVERIFY2(shown.endsWith(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(shown));
    QCOMPARE(readFile(file), before);
    QCOMPARE(QDir(QFileInfo(file).absolutePath()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList{QFileInfo(file).fileName()}); // no temporary file left
    QVERIFY(page->isModified());
    QCOMPARE(page->title(), QStringLiteral("attune-tp4-pp2-mt16k.yaml*"));
    QVERIFY(savedNow(page->save()));
    QVERIFY(!page->isModified());
    QVERIFY(readFile(file).contains("\nmodel: Unsaved\n"));
}

void TestRecipeEditor::lintConfigOfTheFolder()
{
    // A layout lint finds fault with, and a .recipe-lint.yaml beside it that ignores
    // one of the two findings: read with the file, again on Reload, and the new
    // folder's after Save As.
    const auto file = m_copy->filePath(Qwen);
    auto bytes = readFile(file);
    QVERIFY(bytes.contains("  count: 8\n"));
    QVERIFY(writeFile(file, bytes.replace("  count: 8\n", "  count: 16\n")));
    auto ids = [](const ProblemList &problems) {
        QStringList found;
        for (const auto &problem : problems)
            if (!problem.check.isEmpty())
                found << problem.check;
        return found;
    };
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    QCOMPARE(ids(page->problems()), (QStringList{QStringLiteral("parallel-dp"), QStringLiteral("gpu-count")}));
    const auto config = QFileInfo(file).dir().filePath(QStringLiteral(".recipe-lint.yaml"));
    QVERIFY(writeFile(config, "ignore: [parallel-dp]\n"));
    page->reload();
    QTRY_VERIFY(!page->isReadingDisk());
    QCOMPARE(ids(page->problems()), QStringList{QStringLiteral("gpu-count")});
    // Saved as a file of the folder above, which has no configuration.
    const auto above = QFileInfo(file).dir().filePath(QStringLiteral("../above.yaml"));
    QVERIFY(savedNow(page->saveAs(above)));
    QTRY_COMPARE(ids(page->problems()), (QStringList{QStringLiteral("parallel-dp"), QStringLiteral("gpu-count")}));
    // And the window opens an editor with the configuration read on a worker thread.
    MainWindow window;
    auto *editor = opened(window.editors()->edit(file));
    QVERIFY(editor);
    QCOMPARE(ids(editor->problems()), QStringList{QStringLiteral("gpu-count")});
    QVERIFY(window.close());
}

void TestRecipeEditor::lintConfigAboveTheOpenedFolder()
{
    // A .recipe-lint.yaml in the home folder, above the folder the window opened: it
    // does not count for the ranking, nor for the editor, which shows the same findings.
    const auto file = m_copy->filePath(Qwen);
    auto bytes = readFile(file);
    QVERIFY(bytes.contains("  count: 8\n"));
    QVERIFY(writeFile(file, bytes.replace("  count: 8\n", "  count: 16\n")));
    QVERIFY(writeFile(m_copy->filePath(QStringLiteral(".recipe-lint.yaml")), "ignore: [parallel-dp, gpu-count]\n"));
    const auto oldHome = qgetenv("HOME");
    const auto restoreHome = qScopeGuard([&] { qputenv("HOME", oldHome); });
    qputenv("HOME", QFile::encodeName(m_copy->path()));
    auto ids = [](const ProblemList &problems) {
        QStringList found;
        for (const auto &problem : problems)
            if (!problem.check.isEmpty())
                found << problem.check;
        return found;
    };
    const QStringList both{QStringLiteral("parallel-dp"), QStringLiteral("gpu-count")};
    // Without a folder opened, the home folder's configuration counts.
    {
        QString error;
        std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
        QVERIFY(page);
        QCOMPARE(ids(page->problems()), QStringList());
    }
    MainWindow window;
    window.show();
    QSignalSpy loaded(window.store(), &RecipeStore::loadingFinished);
    window.openPaths({m_copy->filePath(QStringLiteral("qwen3-32b"))});
    QTRY_VERIFY(!loaded.isEmpty());
    auto *editor = opened(window.editors()->edit(file));
    QVERIFY(editor);
    QCOMPARE(ids(editor->problems()), both);
    // A configuration beside the file, read again on Reload: it ignores one finding.
    QVERIFY(writeFile(QFileInfo(file).dir().filePath(QStringLiteral(".recipe-lint.yaml")), "ignore: [gpu-count]\n"));
    editor->reload();
    QTRY_COMPARE(ids(editor->problems()), QStringList{QStringLiteral("parallel-dp")});
    // Saved as a file of another folder within the opened one, which has no configuration:
    // it is looked up again, within the opened folder, and the home folder's does not count.
    QVERIFY(QDir(m_copy->path()).mkpath(QStringLiteral("qwen3-32b/elsewhere")));
    QVERIFY(savedNow(editor->saveAs(m_copy->filePath(QStringLiteral("qwen3-32b/elsewhere/other.yaml")))));
    QTRY_COMPARE(ids(editor->problems()), both);
    QVERIFY(window.close());
}

void TestRecipeEditor::reviewChanges()
{
    const auto file = m_copy->filePath(Qwen);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    typeInto(editorOf<NumberSpinBox>(page.get(), "result.tokens_per_s_per_gpu"), QStringLiteral("2300"));
    int changes = -1;
    QString right;
    whenModal([&](QWidget *modal) {
        auto *diff = modal->findChild<TextDiffView *>();
        changes = int(diff->diff().changeStarts().size());
        right = diff->right()->toPlainText();
        modal->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
    });
    page->reviewChanges();
    QCOMPARE(changes, 1);
    QVERIFY(right.contains(QLatin1String("tokens_per_s_per_gpu: 2300")));
    QTRY_VERIFY(!page->isModified()); // saved on the disk thread
    QVERIFY(readFile(file).contains("tokens_per_s_per_gpu: 2300\n"));
}

void TestRecipeEditor::saveAsAndRevert()
{
    const auto file = m_copy->filePath(Qwen);
    const auto original = readFile(file);
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
    QVERIFY(page);
    typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Renamed"));
    const auto other = m_copy->filePath(QStringLiteral("qwen3-32b/h200/renamed.yaml"));
    QVERIFY(savedNow(page->saveAs(other)));
    QCOMPARE(page->path(), other);
    QCOMPARE(page->title(), QStringLiteral("renamed.yaml"));
    QCOMPARE(readFile(file), original); // the first file untouched
    QVERIFY(readFile(other).contains("model: Renamed\n"));
    // The undo steps stay.
    QVERIFY(page->session()->undoStack()->canUndo());
    typeInto(editorOf<QLineEdit>(page.get(), "model"), QStringLiteral("Again"));
    answer(QMessageBox::Discard);
    page->revert();
    QTRY_VERIFY(!page->isModified());
    QCOMPARE(shown(page->form()->row(path("model"))), QStringLiteral("Renamed"));
}

void TestRecipeEditor::closePrompt()
{
    const auto file = m_copy->filePath(Qwen);
    const auto original = readFile(file);
    {
        MainWindow window;
        window.show();
        auto *page = opened(window.editors()->edit(file));
        QVERIFY(page);
        typeInto(editorOf<QLineEdit>(page, "model"), QStringLiteral("Unsaved"));
        // Cancel: the window stays, with the edits.
        answer(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QCOMPARE(window.editors()->editors().size(), 1);
        // Closing the editor alone asks too; Discard drops the edits and the autosave copy.
        answer(QMessageBox::Discard);
        QVERIFY(window.editors()->closeEditor(page));
        QVERIFY(window.editors()->editors().isEmpty());
        QCOMPARE(readFile(file), original);
        QVERIFY(window.close());
    }
    {
        // Save: saved, then closed.
        MainWindow window;
        window.show();
        auto *page = opened(window.editors()->edit(file));
        QVERIFY(page);
        typeInto(editorOf<QLineEdit>(page, "model"), QStringLiteral("Saved On Close"));
        answer(QMessageBox::Save);
        window.close(); // refused until saved, then closed
        QTRY_VERIFY(!window.isVisible());
        QVERIFY(readFile(file).contains("model: Saved On Close\n"));
    }
    // Nothing left to restore.
    QVERIFY(RecipeAutosave::stale(file).isEmpty());
}

void TestRecipeEditor::closeWaitsForTheSave()
{
    // Save in the close prompt: the editor closes once saved, not before, and a save
    // that is refused leaves it open; the window closes once every editor it saved did.
    const auto file = m_copy->filePath(Qwen);
    const auto glm = m_copy->filePath(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"));
    MainWindow window;
    window.show();
    auto *page = opened(window.editors()->edit(file));
    QVERIFY(page);
    typeInto(editorOf<QLineEdit>(page, "model"), QStringLiteral("Closed Once Saved"));
    // Another program wrote the file: the save asks, and Cancel keeps the editor.
    auto disk = readFile(file);
    disk.replace("count: 8\n", "count: 16\n");
    QVERIFY(writeFile(file, disk));
    const auto saveThen = [](QMessageBox::StandardButton overwrite) {
        whenModal([overwrite](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box && box->text().contains(QLatin1String("unsaved changes")));
            answer(overwrite);
            box->button(QMessageBox::Save)->click();
        });
    };
    saveThen(QMessageBox::Cancel);
    QVERIFY(!window.editors()->closeEditor(page));
    QTRY_VERIFY(!page->document()->isSaving());
    QCOMPARE(window.editors()->editors().size(), 1);
    QVERIFY(page->isModified());
    QCOMPARE(readFile(file), disk);
    saveThen(QMessageBox::Save);
    QVERIFY(!window.editors()->closeEditor(page));
    QTRY_VERIFY(window.editors()->editors().isEmpty());
    QVERIFY(readFile(file).contains("model: Closed Once Saved\n"));
    // Two editors with edits, both saved as the window closes.
    for (const auto &recipe : {file, glm}) {
        auto *editor = opened(window.editors()->edit(recipe));
        QVERIFY(editor);
        typeInto(editorOf<QLineEdit>(editor, "model"), QStringLiteral("Saved On Quit"));
    }
    whenModal([](QWidget *modal) {
        answer(QMessageBox::Save);
        qobject_cast<QMessageBox *>(modal)->button(QMessageBox::Save)->click();
    });
    QVERIFY(!window.close());
    QTRY_VERIFY(!window.isVisible());
    QVERIFY(window.editors()->editors().isEmpty());
    for (const auto &recipe : {file, glm})
        QVERIFY2(readFile(recipe).contains("model: Saved On Quit\n"), qPrintable(recipe));
}

void TestRecipeEditor::showLoaded(MainWindow &window, const QString &file)
{
    window.show();
    QSignalSpy loaded(window.store(), &RecipeStore::loadingFinished);
    window.openPaths({m_copy->path()});
    QTRY_VERIFY(!loaded.isEmpty());
    window.showRecipe(file);
    QCOMPARE(window.store()->absolutePath(WindowParts::rankingPage(window)->currentFile()), file);
    // The page reads the whole recipe on a worker thread.
    QTRY_VERIFY(WindowParts::recipePage(window)->hasRecipe() && !WindowParts::recipePage(window)->recipe().isSummary());
}

void TestRecipeEditor::windowOpensEditors()
{
    MainWindow window;
    const auto file = m_copy->filePath(Qwen);
    showLoaded(window, file);
    // The window's pages never close.
    auto *tabBar = window.findChild<QTabWidget *>()->tabBar();
    auto closeButtons = [tabBar] {
        int count = 0;
        for (int i = 0; i < tabBar->count(); ++i)
            count += tabBar->tabButton(i, QTabBar::RightSide) && tabBar->tabButton(i, QTabBar::RightSide)->isVisibleTo(tabBar) ? 1 : 0;
        return count;
    };
    QCOMPARE(closeButtons(), 0);
    // Ctrl+E edits the recipe shown; the table's context menu has Edit too. The file
    // is read on a worker thread: with every worker held busy, the editor waits.
    QSemaphore busy;
    auto *pool = QThreadPool::globalInstance();
    for (int i = 0; i < pool->maxThreadCount(); ++i)
        pool->start([&busy] { busy.tryAcquire(1, 10000); });
    QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::Key_E));
    // Whatever the window does on its own thread is done; the read still waits.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QVERIFY(window.editors()->isOpening());
    QVERIFY(window.editors()->editors().isEmpty());
    busy.release(pool->maxThreadCount());
    QTRY_COMPARE(window.editors()->editors().size(), 1);
    QCOMPARE(window.editors()->current()->path(), file);
    QCOMPARE(window.windowTitle(), QStringLiteral("attune-tp4-pp2-mt16k.yaml"));
    QVERIFY(WindowParts::rankingTable(window)->actions().contains(window.editors()->editAction()));
    QCOMPARE(WindowParts::rankingTable(window)->contextMenuPolicy(), Qt::ActionsContextMenu);
    const auto buttons = WindowParts::recipePage(window)->findChildren<QToolButton *>();
    QVERIFY(std::any_of(buttons.cbegin(), buttons.cend(),
                        [&](QToolButton *b) { return b->defaultAction() == window.editors()->editAction(); }));
    QCOMPARE(closeButtons(), 1); // the editor's own
    // The same recipe again: the same editor. Another one: a second tab.
    QVERIFY(opened(window.editors()->edit(file)));
    QCOMPARE(window.editors()->editors().size(), 1);
    // Asked twice while it is read: one editor. This GLM recipe says 256 GPUs where its
    // layout uses 128: two lint findings at a field that is not edited below.
    const auto glm = m_copy->filePath(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"));
    auto glmBytes = readFile(glm);
    QCOMPARE(glmBytes.count("\n  count: 128\n"), 1);
    QVERIFY(writeFile(glm, glmBytes.replace("\n  count: 128\n", "\n  count: 256\n")));
    const auto first = window.editors()->edit(glm);
    auto *second = opened(window.editors()->edit(glm));
    QVERIFY(second);
    QCOMPARE(opened(first), second);
    QCOMPARE(window.editors()->editors().size(), 2);
    QVERIFY(!window.editors()->isOpening());
    // The title follows the current editor, with * for unsaved changes.
    typeInto(editorOf<QLineEdit>(window.editors()->current(), "model"), QStringLiteral("X"));
    QCOMPARE(window.windowTitle(), QStringLiteral("attune-tp4-pp4.yaml*"));
    auto *tabs = window.findChild<QTabWidget *>();
    QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("attune-tp4-pp4.yaml*"));
    // The editor's shortcuts: F7 checks the whole recipe (the findings at the GPU count,
    // which was not edited, are listed only then), Ctrl+Alt+D reviews the changes.
    auto *current = window.editors()->current();
    const auto *summary = current->findChild<QLabel *>(QStringLiteral("editorSummary"));
    QCOMPARE(current->problems().size(), 2);
    QVERIFY(current->problemList()->isHidden());
    QVERIFY2(summary->text().endsWith(QStringLiteral(" · 2 error(s), 0 warning(s) (Check Recipe shows them all)")),
             qPrintable(summary->text()));
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : static_cast<QWidget *>(&window), Qt::Key_F7);
    QVERIFY(!current->problemList()->isHidden());
    QCOMPARE(current->problemList()->count(), 2);
    QVERIFY2(summary->text().endsWith(QStringLiteral(" · 2 error(s), 0 warning(s)")), qPrintable(summary->text()));
    whenModal([](QWidget *modal) { QCOMPARE(modal->objectName(), QStringLiteral("reviewChanges")); });
    press(window, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D));
    // Ctrl+S saves the current editor; Ctrl+W closes it (in the window, active again
    // once the review is closed).
    QVERIFY(current->isModified());
    QVERIFY(QTest::qWaitFor(
        [] {
            const auto timers = pendingAnswers()->findChildren<QTimer *>();
            return std::none_of(timers.cbegin(), timers.cend(), [](QTimer *t) { return t->isActive(); })
                && !QApplication::activeModalWidget();
        },
        5000));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    press(window, QKeySequence(Qt::CTRL | Qt::Key_S));
    QTRY_VERIFY(!current->isModified()); // saved on the disk thread
    QVERIFY(TestUtils::readFile(current->path()).contains("\nmodel: X\n"));
    press(window, QKeySequence(Qt::CTRL | Qt::Key_W));
    QCOMPARE(window.editors()->editors().size(), 1);
    QCOMPARE(window.editors()->current()->path(), file);
    // --edit on the command line.
    int exitCode = 0;
    const auto options = StartupOptions::parse({QStringLiteral("recipe-explorer"), QStringLiteral("--edit"), file}, &exitCode);
    QVERIFY(options);
    QCOMPARE(options->editFiles, QStringList{file});
    QCOMPARE(options->paths, QStringList{QFileInfo(file).absolutePath()});
    // Nothing is unsaved: the window closes without asking.
    QVERIFY(window.close());
}

void TestRecipeEditor::windowKeysSaveAsAndCreate()
{
    // Ctrl+Shift+S and Ctrl+N pressed in the window, each answered in its dialogs.
    MainWindow window;
    const auto file = m_copy->filePath(Qwen);
    const auto original = readFile(file);
    showLoaded(window, file);
    auto *page = opened(window.editors()->edit(file));
    QVERIFY(page);
    typeInto(editorOf<QLineEdit>(page, "model"), QStringLiteral("Saved Under Another Name"));
    const auto other = m_copy->filePath(QStringLiteral("qwen3-32b/h200/saved-as.yaml"));
    chooseFile(other);
    press(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QTRY_COMPARE(page->path(), other);
    QTRY_VERIFY(!page->isModified()); // saved on the disk thread
    QVERIFY(readFile(other).contains("\nmodel: Saved Under Another Name\n"));
    QCOMPARE(readFile(file), original);
    QCOMPARE(window.windowTitle(), QStringLiteral("saved-as.yaml"));
    // Ctrl+N on the recipe shown asks from what, then where; the new recipe opens.
    const auto created = m_copy->filePath(QStringLiteral("qwen3-32b/h200/pressed-new.yaml"));
    whenModal([created](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        for (auto *button : box->buttons())
            if (button->text() == QStringLiteral("Empty Recipe")) {
                chooseFile(created);
                button->click();
            }
    });
    window.activateWindow(); // again, once the file dialog is gone
    QVERIFY(QTest::qWaitForWindowActive(&window));
    press(window, QKeySequence(Qt::CTRL | Qt::Key_N));
    QTRY_VERIFY(window.editors()->current() && window.editors()->current()->path() == created);
    QCOMPARE(readFile(created), RecipeTemplate::skeleton());
    QCOMPARE(window.editors()->editors().size(), 2);
    QVERIFY(window.close());
}

void TestRecipeEditor::saveUpdatesTheWindow()
{
    MainWindow window;
    const auto file = m_copy->filePath(Qwen);
    showLoaded(window, file);
    const auto shownFile = WindowParts::rankingPage(window)->currentFile();
    auto *page = opened(window.editors()->edit(file));
    QVERIFY(page);
    typeInto(editorOf<NumberSpinBox>(page, "result.tokens_per_s_per_gpu"), QStringLiteral("2300"));
    QSignalSpy changed(window.store(), &RecipeStore::recipesChanged);
    QVERIFY(savedNow(page->save()));
    QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 10000);
    QTRY_COMPARE(window.store()->recipe(file)->result().tokensPerSecondPerGpu, 2300.0);
    QCOMPARE(WindowParts::rankingPage(window)->currentFile(), shownFile);
    window.showPage(MainWindow::Page::Ranking);
    QCOMPARE(WindowParts::rankingPage(window)->currentFile(), shownFile);
    // The page and the charts show the new figure.
    QTRY_COMPARE(WindowParts::recipePage(window)->recipe().tokensPerSecondPerGpu(), 2300.0);
    QVERIFY(WindowParts::recipePage(window)->overviewText().contains(QLatin1String("2,300")));
    const auto charted = WindowParts::rankingPage(window)->shownRecipes();
    QVERIFY(std::any_of(charted.cbegin(), charted.cend(), [](const Recipe &r) { return r.tokensPerSecondPerGpu() == 2300.0; }));
    QVERIFY(window.close());
}

void TestRecipeEditor::restoreAfterKill()
{
    const auto file = m_copy->filePath(Qwen);
    const auto original = readFile(file);
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--edit-and-wait"), file});
    QVERIFY(child.waitForReadyRead(20000));
    QCOMPARE(child.readLine(), QByteArrayLiteral("edited\n"));
    child.kill();
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(readFile(file), original); // never saved
    // The next start offers the edits back.
    MainWindow window;
    window.show();
    whenModal([](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        QVERIFY2(box->text().contains(QLatin1String("attune-tp4-pp2-mt16k.yaml")), qPrintable(box->text()));
        for (auto *button : box->buttons())
            if (button->text() == QLatin1String("&Restore"))
                button->click();
    });
    window.editors()->offerRestore();
    QTRY_VERIFY(window.editors()->current()); // the copies and the file read on worker threads
    auto *page = window.editors()->current();
    QTRY_VERIFY(page->isModified());
    QCOMPARE(page->path(), file);
    QVERIFY(page->isModified());
    QCOMPARE(page->session()->document().tree().find(path("model"))->scalar.text, QStringLiteral("Killed Before Saving"));
    // One undo step gives back the file.
    page->session()->undoStack()->undo();
    QCOMPARE(page->session()->document().bytes(), original);
    QVERIFY(RecipeAutosave::stale(file).isEmpty()); // taken over by this instance
    QVERIFY(window.close());                        // nothing unsaved after the undo: no question
}

namespace {
// The value of a future, once it is there (work on the document's disk thread, then
// on this thread).
template<typename T>
std::optional<T> resultOf(QFuture<T> future)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 10000) || future.resultCount() == 0)
        return std::nullopt;
    return future.result();
}
} // namespace

void TestRecipeEditor::documentWithoutAView()
{
    // The editor's document loads, edits, finds problems and saves with no widget at all.
    const auto file = m_copy->filePath(Qwen);
    const auto read = resultOf(RecipeEditorDocument::load(file));
    QVERIFY(read);
    QString error;
    auto document = RecipeEditorDocument::open(*read, &error);
    QVERIFY2(document, qPrintable(error));
    QCOMPARE(document->path(), file);
    QVERIFY(!document->derivedFigures().isEmpty());
    QSignalSpy changed(document.get(), &RecipeEditorDocument::changed);
    QSignalSpy modified(document.get(), &RecipeEditorDocument::modifiedChanged);
    QVERIFY(document->session()->apply(RecipeEdit::set(path("layout.tp"), YamlScalar::integer(0)), &error));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(modified.size(), 1);
    QVERIFY(document->isModified());
    QVERIFY(std::any_of(document->problems().cbegin(), document->problems().cend(),
                        [](const Problem &p) { return p.isError() && p.message.contains(QLatin1String("at least 1")); }));
    bool asked = false;
    const auto outcome = resultOf(document->save([&asked](const QString &) { return asked = true; }));
    QVERIFY(outcome);
    QCOMPARE(int(outcome->result), int(RecipeEditorDocument::SaveOutcome::Result::Saved));
    QVERIFY(!asked); // nobody changed the file on disk
    QVERIFY(!document->isSaving());
    QVERIFY(!document->isModified());
    QVERIFY(readFile(file).contains("\n  tp: 0\n"));
    // A file that cannot be read opens no document, and says why.
    const auto missing = m_copy->filePath(QStringLiteral("no-such-recipe.yaml"));
    QVERIFY(!RecipeEditorDocument::open(RecipeEditorDocument::read(missing), &error));
    QVERIFY2(error.contains(missing), qPrintable(error));
}

void TestRecipeEditor::documentAsksBeforeOverwriting()
{
    // Another program wrote the file: the save asks, and a no leaves the disk's bytes.
    const auto file = m_copy->filePath(Qwen);
    QString error;
    auto document = RecipeEditorDocument::open(RecipeEditorDocument::read(file), &error);
    QVERIFY2(document, qPrintable(error));
    QVERIFY(document->session()->apply(RecipeEdit::set(path("model"), YamlScalar::string(QStringLiteral("Mine"))), &error));
    auto disk = readFile(file);
    disk.replace("count: 8\n", "count: 16\n");
    QVERIFY(writeFile(file, disk));
    QStringList asked;
    auto answer = false;
    const auto ask = [&](const QString &how) {
        asked << how;
        return answer;
    };
    auto outcome = resultOf(document->save(ask));
    QVERIFY(outcome);
    QCOMPARE(int(outcome->result), int(RecipeEditorDocument::SaveOutcome::Result::Declined));
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QLatin1String("changed on disk")), qPrintable(asked.first()));
    QCOMPARE(readFile(file), disk);
    QVERIFY(document->isModified());
    QVERIFY(!document->isSaving());
    // Yes: written over, with the edit.
    answer = true;
    outcome = resultOf(document->save(ask));
    QVERIFY(outcome);
    QCOMPARE(int(outcome->result), int(RecipeEditorDocument::SaveOutcome::Result::Saved));
    QCOMPARE(asked.size(), 2);
    QVERIFY(readFile(file).contains("model: Mine\n"));
    QVERIFY(readFile(file).contains("count: 8\n"));
    QVERIFY(!document->isModified());
}

void TestRecipeEditor::documentSeesAChangeOnDisk()
{
    // The watch on the file tells of another program's write; reload takes its bytes.
    const auto file = m_copy->filePath(Qwen);
    QString error;
    auto document = RecipeEditorDocument::open(RecipeEditorDocument::read(file), &error);
    QVERIFY2(document, qPrintable(error));
    QSignalSpy changedOnDisk(document.get(), &RecipeEditorDocument::diskChanged);
    QSignalSpy reloaded(document.get(), &RecipeEditorDocument::reloaded);
    QVERIFY(document->session()->apply(RecipeEdit::set(path("layout.tp"), YamlScalar::integer(2)), &error));
    auto disk = readFile(file);
    disk.replace("count: 8\n", "count: 16\n");
    QVERIFY(writeFile(file, disk));
    QTRY_VERIFY(!changedOnDisk.isEmpty());
    QVERIFY(changedOnDisk.first().first().toString().contains(QLatin1String("changed on disk")));
    document->reload();
    QVERIFY(document->isReadingDisk());
    QTRY_COMPARE(reloaded.size(), 1);
    QVERIFY(!document->isReadingDisk());
    QCOMPARE(document->session()->document().bytes(), disk);
    QVERIFY(!document->isModified());
    QCOMPARE(document->session()->undoStack()->count(), 0);
}

int main(int argc, char *argv[])
{
    // Every run keeps settings and autosave copies in folders of its own.
    const TestUtils::RunFolder home("RECIPE_EDITOR_TEST_HOME");
    const auto base = home.path();
    qputenv("XDG_DATA_HOME", QByteArray(base + "/data"));
    qputenv("XDG_CONFIG_HOME", QByteArray(base + "/config"));
    qputenv("XDG_CACHE_HOME", QByteArray(base + "/cache"));
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-editor-test"));
    if (argc == 3 && std::strcmp(argv[1], "--edit-and-wait") == 0) {
        // The child: edits a recipe without saving, waits for the copy, and is killed.
        QString error;
        auto *page = EditorPage::open(QString::fromLocal8Bit(argv[2]), nullptr, &error);
        if (!page)
            return 1;
        typeInto(editorOf<QLineEdit>(page, "model"), QStringLiteral("Killed Before Saving"));
        // Says so once the autosave copy holds the edit (kept on the editor's disk thread).
        if (!QTest::qWaitFor([] { return keptAside("model: Killed Before Saving\n"); }, 20000))
            return 2;
        fputs("edited\n", stdout);
        fflush(stdout);
        return app.exec();
    }
    TestRecipeEditor test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recipeeditor.moc"
