// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the README promises of the window beyond its pages: the start options (each
// parsed as main() parses them and started through the same calls), the keyboard
// shortcuts it lists (sent to the real window), a problem opening the source at its
// line and column, and the settings surviving a restart (two processes, one after
// the other, on one configuration folder).
#include "chartspage.h"
#include "codepane.h"
#include "codeview.h"
#include "comparepage.h"
#include "diffview.h"
#include "filterbar.h"
#include "itemmodels/problemlistmodel.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "mainwindow.h"
#include "presenterwindow.h"
#include "problemsdock.h"
#include "rankingpage.h"
#include "recipe/recipestore.h"
#include "recipepageview.h"
#include "recipetableview.h"
#include "settings/settings.h"
#include "startupoptions.h"
#include "testutils.h"
#include "windowparts.h"
#include "windowstart.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLineEdit>
#include <QListView>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTextStream>

#include <cstring>
#include <memory>

namespace {
const QString bundledDir = TestUtils::bundledFolder();
const QString qwen32 = bundledDir + QStringLiteral("/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");
const QString glmA = bundledDir + QStringLiteral("/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml");

// A window started as main() starts it on these arguments (after the program's name),
// shown, with its recipes loaded and what they ask for shown.
std::unique_ptr<MainWindow> start(const QStringList &arguments)
{
    int exitCode = 0;
    const auto options = StartupOptions::parse(QStringList{QStringLiteral("recipe-explorer")} + arguments, &exitCode);
    if (!options)
        return nullptr;
    WindowStart::applyTheme(*options);
    auto window = std::make_unique<MainWindow>();
    window->show();
    QSignalSpy finished(window->store(), &RecipeStore::loadingFinished);
    WindowStart::begin(*window, *options);
    if (finished.isEmpty() && !finished.wait(20000))
        return nullptr;
    QCoreApplication::processEvents();
    return window;
}

PresenterWindow *shownPresenter()
{
    for (auto *widget : QApplication::topLevelWidgets())
        if (auto *presenter = qobject_cast<PresenterWindow *>(widget); presenter && presenter->isVisible())
            return presenter;
    return nullptr;
}

void closePresenters()
{
    for (auto *widget : QApplication::topLevelWidgets())
        if (qobject_cast<PresenterWindow *>(widget))
            widget->close();
    QCoreApplication::processEvents();
}

int currentTab(QWidget *page)
{
    const auto *tabs = page->findChild<QTabWidget *>();
    return tabs ? tabs->currentIndex() : -1;
}

// The line and column (from 1) of the source's cursor, once the recipe page shows a
// source (read on a worker thread), or {0, 0}.
std::pair<int, int> sourceCursor(MainWindow &window)
{
    auto *page = WindowParts::recipePage(window);
    auto *view = page->sourcePane()->view();
    if (!QTest::qWaitFor([&] { return currentTab(page) == int(RecipePageView::Tab::Source) && !view->document()->isEmpty(); }, 10000))
        return {0, 0};
    const auto cursor = view->textCursor();
    return {cursor.blockNumber() + 1, cursor.positionInBlock() + 1};
}

// The two runs of settingsSurviveARestart(), each a process of this test.
int firstRun(const QString &folder)
{
    auto window = start({QStringLiteral("--theme"), QStringLiteral("dark"), folder});
    if (!window)
        return 2;
    window->resize(790, 611); // the offscreen screen is 800 pixels wide
    WindowParts::rankingTable(*window)->horizontalHeader()->hideSection(4);
    auto filter = WindowParts::rankingPage(*window)->filter();
    filter.setValue(RankingFilter::GpuType, QStringLiteral("H200"));
    WindowParts::filterBar(*window)->setFilter(filter);
    auto prices = Settings::instance().prices();
    prices.setPrice(QStringLiteral("H200"), 4.25);
    Settings::instance().setPrices(prices);
    window->close();
    return 0;
}

int secondRun()
{
    // No theme and no folder asked for: both are the remembered ones (on a first start,
    // the bundled recipes).
    const auto last = Settings::instance().lastFolder();
    auto window = start(last.isEmpty() ? QStringList() : QStringList{last});
    if (!window)
        return 2;
    QTextStream out(stdout);
    const auto *header = WindowParts::rankingTable(*window)->horizontalHeader();
    QStringList hidden;
    // The Git column shows once the folder is known to be in a git work tree, a moment
    // after the start: left out here (tst_gitstatus has it).
    for (int section = 0; section < header->count(); ++section)
        if (header->isSectionHidden(section) && section != RecipeTableModel::Change)
            hidden << QString::number(section);
    out << "size: " << window->width() << 'x' << window->height() << '\n'
        << "theme: " << Settings::instance().theme()
        << (QApplication::palette().color(QPalette::Window).lightness() < 128 ? " (dark)" : " (light)") << '\n'
        << "hidden columns: " << hidden.join(u',') << '\n'
        << "gpu filter: " << WindowParts::rankingPage(*window)->filter().gpuType() << '\n'
        << "rows: " << WindowParts::rankingPage(*window)->ranking()->rowCount() << '\n'
        << "recent: " << Settings::instance().recentFolders().value(0) << '\n'
        << "H200 price: " << Settings::instance().prices().price(QStringLiteral("H200")).value_or(-1) << '\n';
    return 0;
}
} // namespace

class TestWindowStart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void groupAndGpu();
    void recipeAndTab();
    void invalidFileOpensAtItsProblem();
    void compareAndTab();
    void chartsAndPresenter();
    void theme();
    void problemActivationOpensTheSource();
    void shortcuts();
    void settingsSurviveARestart();

private:
    TestUtils::SettingsFolder m_settings;
};

void TestWindowStart::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
}

void TestWindowStart::init()
{
    QSettings().clear();
}

void TestWindowStart::cleanup()
{
    closePresenters();
}

void TestWindowStart::groupAndGpu()
{
    const auto window = start(
        {QStringLiteral("--model"), QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("--gpu"), QStringLiteral("H200"), bundledDir});
    QVERIFY(window);
    QCOMPARE(window->currentPage(), MainWindow::Page::Ranking);
    QVERIFY2(WindowParts::rankingPage(*window)->headline().startsWith(QLatin1String("Training Qwen3.5-397B-A17B on H200")),
             qPrintable(WindowParts::rankingPage(*window)->headline()));
    const auto shown = WindowParts::rankingPage(*window)->shownRecipes();
    int expected = 0;
    for (const auto &recipe : window->store()->recipes())
        expected += recipe.model() == QLatin1String("Qwen3.5-397B-A17B") && recipe.gpuType() == QLatin1String("H200");
    QVERIFY(expected > 1);
    QCOMPARE(shown.size(), expected);
    for (const auto &recipe : shown)
        QVERIFY(recipe.model() == QLatin1String("Qwen3.5-397B-A17B") && recipe.gpuType() == QLatin1String("H200"));
}

void TestWindowStart::recipeAndTab()
{
    const auto window = start({QStringLiteral("--show"), qwen32, QStringLiteral("--page"), QStringLiteral("command"), bundledDir});
    QVERIFY(window);
    QCOMPARE(window->currentPage(), MainWindow::Page::Ranking);
    QCOMPARE(WindowParts::rankingPage(*window)->currentFile(), qwen32);
    auto *page = WindowParts::recipePage(*window);
    QCOMPARE(currentTab(page), int(RecipePageView::Tab::Command));
    QVERIFY(QTest::qWaitFor([page] { return page->hasRecipe() && page->recipe().filePath() == qwen32; }, 10000));
}

void TestWindowStart::invalidFileOpensAtItsProblem()
{
    const auto bad = QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad");
    const auto window = start({QStringLiteral("--show"), bad + QStringLiteral("/wrong-type.yaml"), bad});
    QVERIFY(window);
    QCOMPARE(window->currentPage(), MainWindow::Page::Ranking);
    // validate says: wrong-type.yaml:16:7: error: 'layout.tp' must be a whole number.
    QCOMPARE(sourceCursor(*window), std::make_pair(16, 7));
}

void TestWindowStart::compareAndTab()
{
    const auto glmB = bundledDir + QStringLiteral("/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml");
    QVERIFY(QFileInfo::exists(glmB));
    const auto window = start({QStringLiteral("--compare"), glmA, QStringLiteral("--compare"), glmB, QStringLiteral("--page"),
                               QStringLiteral("source"), bundledDir});
    QVERIFY(window);
    QCOMPARE(window->currentPage(), MainWindow::Page::Compare);
    QCOMPARE(WindowParts::diffView(*window)->tabs()->currentIndex(), int(DiffView::Tab::Files));
    // The two recipes are read whole on a worker thread; the headline follows.
    QTRY_COMPARE_WITH_TIMEOUT(WindowParts::diffView(*window)->headline(), QStringLiteral("tokens/s per GPU -19.0%, $ / 1M tokens +23.4%"),
                              10000);
}

void TestWindowStart::chartsAndPresenter()
{
    {
        const auto window = start({QStringLiteral("--charts"), bundledDir});
        QVERIFY(window);
        QCOMPARE(window->currentPage(), MainWindow::Page::Charts);
        QVERIFY(!shownPresenter());
    }
    const auto window = start({QStringLiteral("--present"), bundledDir});
    QVERIFY(window);
    auto *presenter = shownPresenter();
    QVERIFY(presenter);
    QCOMPARE(presenter->current(), 0);
}

void TestWindowStart::theme()
{
    {
        const auto window = start({QStringLiteral("--theme"), QStringLiteral("dark"), bundledDir});
        QVERIFY(window);
        QCOMPARE(Settings::instance().theme(), QStringLiteral("dark"));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
        QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 128);
    }
    const auto window = start({QStringLiteral("--theme"), QStringLiteral("light"), bundledDir});
    QVERIFY(window);
    QCOMPARE(Settings::instance().theme(), QStringLiteral("light"));
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 128);
    QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() < 128);
}

void TestWindowStart::problemActivationOpensTheSource()
{
    const auto bad = QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad");
    const auto window = start({bad});
    QVERIFY(window);
    auto *view = WindowParts::problems(*window);
    QTRY_VERIFY(view->isVisibleTo(window.get())); // shown once the ranking is
    const auto *model = qobject_cast<const ProblemListModel *>(view->model());
    QVERIFY(model && model->rowCount() > 5);
    // A problem past the first line and column, activated from the keyboard as a reader would.
    int row = 0;
    while (row < model->rowCount() && (model->problemAt(row).line < 3 || model->problemAt(row).column < 3))
        ++row;
    QVERIFY(row < model->rowCount());
    const auto problem = model->problemAt(row);
    view->setFocus();
    view->setCurrentIndex(model->index(row, 0));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(sourceCursor(*window), std::make_pair(problem.line, problem.column));
    // ... of that problem's file.
    const auto path = window->store()->absolutePath(problem.file);
    QCOMPARE(WindowParts::recipePage(*window)->sourcePane()->view()->code(), QString::fromUtf8(TestUtils::readFile(path)));
}

void TestWindowStart::shortcuts()
{
    const auto window = start({bundledDir});
    QVERIFY(window);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    auto press = [&window](const QKeySequence &keys) {
        QTest::keySequence(window.get(), keys);
        QCoreApplication::processEvents();
    };
    // Ctrl+2, Ctrl+1: charts, ranking.
    press(QKeySequence(Qt::CTRL | Qt::Key_2));
    QCOMPARE(window->currentPage(), MainWindow::Page::Charts);
    press(QKeySequence(Qt::CTRL | Qt::Key_1));
    QCOMPARE(window->currentPage(), MainWindow::Page::Ranking);
    // Ctrl+F and Ctrl+K: the search field, with the focus.
    auto *search = WindowParts::filterBar(*window)->findChild<QLineEdit *>();
    QVERIFY(search);
    for (const auto &keys : {QKeySequence(QKeySequence::Find), QKeySequence(Qt::CTRL | Qt::Key_K)}) {
        WindowParts::rankingTable(*window)->setFocus();
        press(keys);
        QVERIFY2(search->hasFocus(), qPrintable(keys.toString()));
    }
    // Ctrl+Shift+L clears the filters.
    QTest::keyClicks(search, QStringLiteral("glm"));
    QVERIFY(QTest::qWaitFor([&] { return WindowParts::rankingPage(*window)->filter().text() == QLatin1String("glm"); }, 5000));
    const int narrowed = WindowParts::rankingPage(*window)->ranking()->rowCount();
    press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    QCOMPARE(WindowParts::rankingPage(*window)->filter().text(), QString());
    QVERIFY(WindowParts::rankingPage(*window)->ranking()->rowCount() > narrowed);
    // Ctrl+C, Ctrl+Shift+C, Ctrl+Alt+C: the selected rows as CSV, TSV, Markdown.
    window->showGroup(QStringLiteral("GLM-5.2-744B-A40B"), {});
    auto *table = WindowParts::rankingTable(*window);
    table->setFocus();
    table->selectAll();
    press(QKeySequence(Qt::CTRL | Qt::Key_C));
    QVERIFY2(QApplication::clipboard()->text().startsWith(QLatin1String("#,Checks,Model,")), qPrintable(QApplication::clipboard()->text()));
    press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QVERIFY(QApplication::clipboard()->text().startsWith(QLatin1String("#\tChecks\tModel\t")));
    press(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    QVERIFY(QApplication::clipboard()->text().startsWith(QLatin1String("| # | Checks | Model |")));
    // Ctrl+D compares the two selected recipes; Ctrl+3 comes back to the comparison.
    QCOMPARE(WindowParts::rankingPage(*window)->ranking()->rowCount(), 2);
    QSignalSpy compared(WindowParts::comparePage(*window), &ComparePage::compared);
    press(QKeySequence(Qt::CTRL | Qt::Key_D));
    QCOMPARE(window->currentPage(), MainWindow::Page::Compare);
    QVERIFY(compared.count() > 0 || compared.wait(10000));
    press(QKeySequence(Qt::CTRL | Qt::Key_1));
    QCOMPARE(window->currentPage(), MainWindow::Page::Ranking);
    press(QKeySequence(Qt::CTRL | Qt::Key_3));
    QCOMPARE(window->currentPage(), MainWindow::Page::Compare);
    // F5 reads the recipes again.
    QSignalSpy started(window->store(), &RecipeStore::loadingStarted);
    QSignalSpy finished(window->store(), &RecipeStore::loadingFinished);
    press(QKeySequence(Qt::Key_F5));
    QCOMPARE(started.count(), 1);
    QVERIFY(finished.count() > 0 || finished.wait(10000));
    // F11: presenter mode.
    QVERIFY(!shownPresenter());
    press(QKeySequence(Qt::Key_F11));
    QVERIFY(shownPresenter());
    closePresenters();
    // The keys that open a dialog: each is the shortcut of the action the README names.
    QStringList found;
    for (const auto *action : window->findChildren<QAction *>())
        for (const auto &keys : action->shortcuts())
            if (keys == QKeySequence(QKeySequence::Open) || keys == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)
                || keys == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E))
                found << keys.toString() + u' ' + action->text().remove(u'&');
    found.sort();
    QCOMPARE(found,
             (QStringList{QStringLiteral("Ctrl+O Open Folder..."), QStringLiteral("Ctrl+Shift+E Export Table as CSV..."),
                          QStringLiteral("Ctrl+Shift+O Open Recipes...")}));
}

void TestWindowStart::settingsSurviveARestart()
{
    // Each run its own process on the same configuration folder: what the second one
    // shows was read from disk.
    QTemporaryDir config;
    const TestUtils::BundledCopy folder;
    QVERIFY(folder.isValid());
    auto runChild = [](const QStringList &arguments, const QString &configFolder) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), configFolder);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), arguments);
        if (!child.waitForFinished(60000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
            return QStringLiteral("the child failed: %1").arg(child.exitCode());
        return QString::fromUtf8(child.readAllStandardOutput());
    };
    // What a first start on a new configuration folder shows (on the bundled recipes).
    QTemporaryDir fresh;
    const auto defaults = runChild({QStringLiteral("--second-run")}, fresh.path());
    QVERIFY2(defaults.startsWith(QLatin1String("size: ")) && defaults.contains(QLatin1String("\ntheme: system"))
                 && defaults.contains(QLatin1String("\ngpu filter: \nrows: 9\nrecent: \n"))
                 && !defaults.contains(QLatin1String("size: 790x611")),
             qPrintable(defaults));
    const auto hiddenByDefault =
        defaults.section(QLatin1String("hidden columns: "), 1).section(u'\n', 0, 0).split(u',', Qt::SkipEmptyParts);
    QVERIFY(!hiddenByDefault.contains(QLatin1String("4")));
    auto hidden = hiddenByDefault + QStringList{QStringLiteral("4")};
    std::sort(hidden.begin(), hidden.end(), [](const QString &a, const QString &b) { return a.toInt() < b.toInt(); });
    // The first run changes them, the second one shows them.
    QCOMPARE(runChild({QStringLiteral("--first-run"), folder.path()}, config.path()), QString());
    QCOMPARE(runChild({QStringLiteral("--second-run")}, config.path()),
             QStringLiteral("size: 790x611\n"
                            "theme: dark (dark)\n"
                            "hidden columns: %1\n"
                            "gpu filter: H200\n"
                            "rows: 7\n"
                            "recent: %2\n"
                            "H200 price: 4.25\n")
                 .arg(hidden.join(u','), QFileInfo(folder.path()).absoluteFilePath()));
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-start-test"));
    if (argc == 3 && std::strcmp(argv[1], "--first-run") == 0)
        return firstRun(QString::fromLocal8Bit(argv[2]));
    if (argc == 2 && std::strcmp(argv[1], "--second-run") == 0)
        return secondRun();
    TestWindowStart test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowstart.moc"
