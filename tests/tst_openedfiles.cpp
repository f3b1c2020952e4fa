// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Files opened from anywhere: named on the command line (FILE..., --show, --compare),
// dropped on the window or chosen in File > Open, outside the loaded folder. Each joins
// the session as an opened file (its own heading in the navigation, its path as the
// tooltip), shown, compared, edited and saved like the folder's own; one that is not
// there or does not read is said in the Problems panel, in the status bar and on
// stderr, and the good files given beside it still open.
#include "comparepage.h"
#include "diffview.h"
#include "editor/recipeeditsession.h"
#include "editorpage.h"
#include "editortabs.h"
#include "itemmodels/layoutdiffmodel.h"
#include "itemmodels/navigationmodel.h"
#include "itemmodels/problemlistmodel.h"
#include "mainwindow.h"
#include "programrun.h"
#include "rankingpage.h"
#include "recipe/ranking.h"
#include "recipe/recipeedit.h"
#include "recipe/recipestore.h"
#include "recipepageview.h"
#include "saveanswer.h"
#include "startupoptions.h"
#include "testutils.h"
#include "windowparts.h"
#include "windowstart.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDropEvent>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QUrl>

#include <memory>

using namespace Qt::StringLiterals;

namespace {
const QString glmA = TestUtils::bundledPath(u"glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"_s);
const QString glmB = TestUtils::bundledPath(u"glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s);

// A window started as main() starts it on these arguments, with every status-bar
// message it showed, once its recipes are loaded and what they ask for is shown.
struct Started
{
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<QSignalSpy> messages;

    // Whether one of the messages is exactly this text.
    bool said(const QString &text) const
    {
        for (const auto &message : std::as_const(*messages))
            if (message.first().toString() == text)
                return true;
        return false;
    }
};

Started start(const QStringList &arguments)
{
    int exitCode = 0;
    const auto options = StartupOptions::parse(QStringList{u"recipe-explorer"_s} + arguments, &exitCode);
    if (!options)
        return {};
    Started started{std::make_unique<MainWindow>(), nullptr};
    auto &window = *started.window;
    started.messages = std::make_unique<QSignalSpy>(window.statusBar(), &QStatusBar::messageChanged);
    window.show();
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);
    WindowStart::begin(window, *options);
    if (finished.isEmpty() && !finished.wait(20000))
        return {};
    QCoreApplication::processEvents();
    return started;
}

// Waits until the recipe page holds the whole recipe of this file.
bool pageShows(const MainWindow &window, const QString &file)
{
    const auto *page = WindowParts::recipePage(window);
    return QTest::qWaitFor([&] { return page->hasRecipe() && !page->recipe().isSummary() && page->recipe().filePath() == file; }, 10000);
}

// The tokens/s per GPU the store read from this file, or -1 when it holds no recipe of it.
double storedFigure(const MainWindow &window, const QString &file)
{
    const auto recipe = window.store()->recipe(file);
    return recipe ? recipe->tokensPerSecondPerGpu() : -1;
}

// The Problems panel's rows, as "FILE:LINE:COL MESSAGE".
QStringList problemRows(const MainWindow &window)
{
    QStringList rows;
    const auto *model = WindowParts::problems(window)->model();
    for (int row = 0; row < model->rowCount(); ++row)
        rows << model->index(row, 0).data().toString();
    return rows;
}
} // namespace

class TestOpenedFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void showFileElsewhere();
    void compareFilesElsewhere();
    void openedFilesHeading();
    void navigationModelLists();
    void unreadableFileSaid_data();
    void unreadableFileSaid();
    void unreadableFileOnStderr();
    void droppedFileOpens();
    void editSavesToTheOpenedFile();

private:
    TestUtils::SettingsFolder m_config;
    std::unique_ptr<QTemporaryDir> m_elsewhere;
    // Copies into a folder outside recipes/ under a name of its own.
    QString copy(const QString &bundled, const QString &name);
};

void TestOpenedFiles::initTestCase()
{
    QVERIFY(m_config.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
    // The real program, run for its stderr, keeps its settings here too.
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
}

void TestOpenedFiles::init()
{
    QSettings().clear();
    m_elsewhere = std::make_unique<QTemporaryDir>();
    QVERIFY(m_elsewhere->isValid());
    QVERIFY(!m_elsewhere->path().startsWith(TestUtils::bundledFolder()));
}

QString TestOpenedFiles::copy(const QString &bundled, const QString &name)
{
    const auto path = m_elsewhere->filePath(name);
    QFile::copy(bundled, path);
    return path;
}

void TestOpenedFiles::showFileElsewhere()
{
    const auto file = copy(glmA, u"x.yaml"_s);
    const auto started = start({u"--show"_s, file});
    QVERIFY(started.window);
    const auto &window = *started.window;
    QCOMPARE(window.currentPage(), MainWindow::Page::Ranking);
    QVERIFY(pageShows(window, file));
    const auto &shown = WindowParts::recipePage(window)->recipe();
    QCOMPARE(shown.model(), u"GLM-5.2-744B-A40B"_s);
    QCOMPARE(shown.tokensPerSecondPerGpu(), 161.79);
    QVERIFY2(WindowParts::recipePage(window)->overviewText().contains(u"161.79"_s),
             qPrintable(WindowParts::recipePage(window)->overviewText()));
    // Beside the bundled recipes, which open when no folder is given.
    QCOMPARE(window.store()->openedFiles(), QStringList{file});
    QCOMPARE(window.store()->recipes().size(), TestUtils::bundledFiles().size() + 1);
    // Nothing said against it.
    for (const auto &message : std::as_const(*started.messages))
        QVERIFY2(!message.first().toString().startsWith(u"Cannot open"_s), qPrintable(message.first().toString()));
    QVERIFY(!window.store()->fault(file));
    QVERIFY(problemRows(window).filter(file).isEmpty());
}

void TestOpenedFiles::compareFilesElsewhere()
{
    const auto a = copy(glmA, u"a.yaml"_s);
    const auto b = copy(glmB, u"b.yaml"_s);
    const auto started = start({u"--compare"_s, a, u"--compare"_s, b});
    QVERIFY(started.window);
    const auto &window = *started.window;
    QCOMPARE(window.currentPage(), MainWindow::Page::Compare);
    auto *diff = WindowParts::diffView(window);
    QTRY_COMPARE_WITH_TIMEOUT(diff->headline(), u"tokens/s per GPU -19.0%, $ / 1M tokens +23.4%"_s, 10000);
    // The layout's tp row: 4 in A, 8 in B.
    const auto *model = diff->model();
    QStringList tp;
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, LayoutDiffModel::Field).data().toString() == u"tp"_s)
            tp << model->index(row, LayoutDiffModel::A).data().toString() + u" -> "_s
                    + model->index(row, LayoutDiffModel::B).data().toString();
    QCOMPARE(tp, QStringList{u"4 -> 8"_s});
    QCOMPARE(window.store()->openedFiles(), (QStringList{a, b}));
}

void TestOpenedFiles::openedFilesHeading()
{
    // A name that would be markup if a tooltip were read as HTML.
    const auto file = copy(glmA, u"<img src=a> & co.yaml"_s);
    QVERIFY(QFileInfo::exists(file));
    const auto started = start({file});
    QVERIFY(started.window);
    const auto &window = *started.window;
    auto *view = WindowParts::navigation(window);
    const auto *model = view->model();
    const auto heading = model->index(0, NavigationModel::Name);
    QCOMPARE(heading.data().toString(), u"Opened files"_s);
    QCOMPARE(heading.data(NavigationModel::KindRole).toInt(), int(NavigationModel::OpenedFilesKind));
    QCOMPARE(model->index(0, NavigationModel::Recipes).data().toInt(), 1);
    QCOMPARE(model->rowCount(heading), 1);
    const auto entry = model->index(0, NavigationModel::Name, heading);
    QCOMPARE(entry.data().toString(), u"<img src=a> & co.yaml"_s);
    const auto toolTip = entry.data(Qt::ToolTipRole).toString();
    QVERIFY2(toolTip.contains(m_elsewhere->path() + u"/&lt;img src=a&gt; &amp; co.yaml"_s), qPrintable(toolTip));
    QVERIFY2(!toolTip.contains(u"<img"_s), qPrintable(toolTip));
    // Named alone, it is shown; chosen in the navigation, it is shown again.
    QVERIFY(pageShows(window, file));
    WindowParts::rankingPage(window)->clearRecipe();
    view->setCurrentIndex(model->index(1, 0)); // the first model
    view->setCurrentIndex(entry);
    QVERIFY(pageShows(window, file));
    QCOMPARE(view->currentIndex(), entry);
}

void TestOpenedFiles::navigationModelLists()
{
    NavigationModel model;
    QAbstractItemModelTester tester(&model);
    const auto recipes = TestUtils::bundledRecipes();
    const QStringList opened{u"/elsewhere/one.yaml"_s, u"/elsewhere/two.yaml"_s};
    model.setRanking(Ranking::rank(recipes), opened);
    const auto heading = model.index(0, NavigationModel::Name);
    QCOMPARE(heading.data().toString(), u"Opened files"_s);
    QCOMPARE(heading.data(NavigationModel::CountRole).toInt(), 2);
    QCOMPARE(model.rowCount(heading), 2);
    QCOMPARE(model.index(1, 0, heading).data().toString(), u"two.yaml"_s);
    QCOMPARE(model.index(1, 0, heading).data(NavigationModel::FilePathRole).toString(), opened[1]);
    QCOMPARE(model.index(1, 0, heading).data(NavigationModel::KindRole).toInt(), int(NavigationModel::OpenedFileKind));
    // The models follow, as without opened files; find() names the ranked entries only.
    NavigationModel without;
    without.setRanking(Ranking::rank(recipes));
    QCOMPARE(model.rowCount(), without.rowCount() + 1);
    QCOMPARE(model.index(1, 0).data().toString(), without.index(0, 0).data().toString());
    QCOMPARE(model.find(u"Qwen3-32B"_s).row(), without.find(u"Qwen3-32B"_s).row() + 1);
    QCOMPARE(model.find({}, {}, opened[0]), QModelIndex());
    model.setRanking(Ranking::rank(recipes));
    QCOMPARE(model.rowCount(), without.rowCount());
}

void TestOpenedFiles::unreadableFileSaid_data()
{
    QTest::addColumn<QByteArray>("bytes"); // none: the file is not there
    QTest::addColumn<QString>("said");     // the status bar's message after "Cannot open FILE"
    QTest::addColumn<QString>("row");      // the Problems panel's after FILE
    QTest::addRow("not there") << QByteArray() << u": no such file or folder"_s << u":1:1 no such file or folder"_s;
    QTest::addRow("no YAML") << QByteArray("model: GLM\nlayout: [tp: 4\n")
                             << u" at line 3, column 1: YAML syntax error: end of sequence flow not found"_s
                             << u":3:1 YAML syntax error: end of sequence flow not found"_s;
    QTest::addRow("no recipe") << TestUtils::readFile(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad/wrong-type.yaml"))
                               << u" at line 16, column 7: 'layout.tp' must be a whole number, found \"two\""_s
                               << u":16:7 'layout.tp' must be a whole number, found \"two\""_s;
}

void TestOpenedFiles::unreadableFileSaid()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, said);
    QFETCH(QString, row);
    const auto good = copy(glmA, u"good.yaml"_s);
    const auto bad = m_elsewhere->filePath(u"bad.yaml"_s);
    if (!bytes.isEmpty())
        QVERIFY(TestUtils::writeFile(bad, bytes));
    const auto started = start({good, bad});
    QVERIFY(started.window);
    const auto &window = *started.window;
    QVERIFY2(problemRows(window).contains(bad + row), qPrintable(problemRows(window).join(u'\n')));
    QVERIFY2(started.said(u"Cannot open "_s + bad + said), qPrintable(started.messages->value(0).value(0).toString()));
    // The good file beside it still opens, and is shown.
    QCOMPARE(storedFigure(window, good), 161.79);
    QVERIFY(window.store()->openedFiles().contains(good));
    QVERIFY(pageShows(window, good));
    // --show on it opens its source at the error.
    const auto shown = start({u"--show"_s, bad});
    QVERIFY(shown.window);
    QTRY_VERIFY_WITH_TIMEOUT(shown.said(u"Cannot open "_s + bad + said), 10000);
}

void TestOpenedFiles::unreadableFileOnStderr()
{
    const auto good = copy(glmA, u"good.yaml"_s);
    const auto missing = m_elsewhere->filePath(u"missing.yaml"_s);
    const auto invalid = copy(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad/wrong-type.yaml"), u"invalid.yaml"_s);
    const auto run = TestUtils::runProgram({u"--self-test"_s, good, missing, invalid});
    const auto err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(missing + u":1:1: error: no such file or folder\n"_s), qPrintable(err));
    QVERIFY2(err.contains(invalid + u":16:7: error: 'layout.tp' must be a whole number, found \"two\"\n"_s), qPrintable(err));
    // The window opened the good one beside the bundled recipes.
    QCOMPARE(run.exitCode, 0);
    const QByteArray summary = QByteArray::number(TestUtils::bundledFiles().size() + 1) + " recipes, ";
    QVERIFY2(run.out.startsWith(summary), run.out.constData());
}

void TestOpenedFiles::droppedFileOpens()
{
    const auto file = copy(glmB, u"dropped.yaml"_s);
    const auto started = start({});
    QVERIFY(started.window);
    auto &window = *started.window;
    QVERIFY(window.store()->openedFiles().isEmpty());
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);
    // As a drag from a file manager arrives: entered (which makes the window the drop's
    // target), then dropped.
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QVERIFY(drop.isAccepted());
    QVERIFY(finished.wait(20000));
    QCOMPARE(window.store()->openedFiles(), QStringList{file});
    QCOMPARE(storedFigure(window, file), TestUtils::bundledRecipe(u"glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s).tokensPerSecondPerGpu());
    QVERIFY(pageShows(window, file));
    // The folder stays open beside it.
    QCOMPARE(window.store()->recipes().size(), TestUtils::bundledFiles().size() + 1);
}

void TestOpenedFiles::editSavesToTheOpenedFile()
{
    const auto file = copy(glmA, u"edited.yaml"_s);
    const auto original = TestUtils::readFile(file);
    QVERIFY(original.contains("  tokens_per_s_per_gpu: 161.79\n"));
    const auto started = start({u"--show"_s, file});
    QVERIFY(started.window);
    auto &window = *started.window;
    auto future = window.editors()->edit(file);
    QVERIFY(QTest::qWaitFor([&future] { return future.isFinished(); }, 10000) && future.resultCount() == 1);
    auto *editor = future.result();
    QVERIFY(editor);
    QString why;
    QVERIFY2(editor->session()->apply(RecipeEdit::set(*YamlPath::parse(u"result.tokens_per_s_per_gpu"_s), YamlScalar::number(170.5)), &why),
             qPrintable(why));
    QVERIFY(TestUtils::savedNow(editor->save()));
    auto expected = original;
    expected.replace("  tokens_per_s_per_gpu: 161.79\n", "  tokens_per_s_per_gpu: 170.5\n");
    QCOMPARE(TestUtils::readFile(file), expected);
    // Read again from disk, as the folder's own would be.
    QTRY_COMPARE_WITH_TIMEOUT(storedFigure(window, file), 170.5, 10000);
}

QTEST_MAIN(TestOpenedFiles)
#include "tst_openedfiles.moc"
