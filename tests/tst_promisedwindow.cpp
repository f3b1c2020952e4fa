// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the README and the user guide promise of the window's look and its remembered
// choices, tried through the menus a reader uses: View > Theme recolours the window and
// its charts and is remembered; View > Language speaks the chosen language from the
// next start (a new process of this test, started as main() starts the program), not
// before; the ranking's columns chosen on its header's context menu come back when the
// window opens again; a long load shows its progress in the status bar, with a Cancel
// that stops it.
#include "chartspage.h"
#include "chartview.h"
#include "colortheme.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "loadprogress.h"
#include "mainwindow.h"
#include "programsetup.h"
#include "rankingpage.h"
#include "settings/settings.h"
#include "startupoptions.h"
#include "testutils.h"
#include "windowdriver.h"
#include "windowparts.h"
#include "windowstart.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QContextMenuEvent>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QThreadPool>
#include <QToolButton>

#include <cstring>
#include <memory>

namespace {
const QString bundledDir = TestUtils::bundledFolder();

// The window as main() starts it with no option (the theme remembered), shown, on
// the bundled recipes.
std::unique_ptr<MainWindow> openedWindow()
{
    WindowStart::applyTheme(StartupOptions());
    return WindowDriver::openOn({bundledDir});
}

// The ranking header's context menu, opened as a right-click on its first section
// opens it: its entries ("MFU", "GPU-hours (hidden)", "# (fixed)"), after choosing
// the entry of this title when one is named.
QStringList columnMenu(const MainWindow &window, const QString &choose = {})
{
    QStringList entries;
    WindowDriver::withNextMenu([&](QMenu *menu) {
        for (auto *action : menu->actions()) {
            // The Git column shows where the folder is in a git work tree, as the
            // bundled one is in a clone and is not in a source package: tst_gitstatus
            // checks it, in a repository of its own and outside any.
            if (action->isSeparator() || action->text() == QLatin1String("Git"))
                continue;
            entries << action->text() + (action->isCheckable() && !action->isChecked() ? QStringLiteral(" (hidden)") : QString())
                    + (action->isEnabled() ? QString() : QStringLiteral(" (fixed)"));
            if (action->text() == choose)
                action->trigger();
        }
    });
    auto *header = WindowParts::rankingHeader(window);
    const QPoint at(header->sectionViewportPosition(0) + 4, header->height() / 2);
    QContextMenuEvent rightClick(QContextMenuEvent::Mouse, at, header->viewport()->mapToGlobal(at));
    QApplication::sendEvent(header->viewport(), &rightClick);
    return entries;
}

// The titles of the ranking's columns in view, left to right.
QStringList shownColumns(const MainWindow &window)
{
    const auto *header = WindowParts::rankingHeader(window);
    QStringList titles;
    for (int visual = 0; visual < header->count(); ++visual)
        if (const int logical = header->logicalIndex(visual); !header->isSectionHidden(logical) && logical != RecipeTableModel::Change)
            titles << header->model()->headerData(logical, Qt::Horizontal).toString();
    return titles; // without the Git column, as columnMenu()
}

// The colour of the charts page's chart background, as it draws it.
QColor chartBackground(const MainWindow &window)
{
    return WindowParts::chartView(window)->toPixmap(QSize(480, 270)).toImage().pixelColor(2, 2);
}

// The runs of languageFromTheNextStart(), each a process of this test on one
// configuration folder, started as main() starts the program: ProgramSetup first.
int chooseLanguage(const QStringList &arguments, const QString &title)
{
    ProgramSetup::apply(arguments);
    MainWindow window;
    QTextStream out(stdout);
    QString message;
    auto *choice = WindowParts::menuAction(window, {QStringLiteral("View"), QStringLiteral("Language"), title});
    if (!choice)
        return 2;
    WindowDriver::withNextDialog([&message](QDialog *dialog) {
        if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
            message = box->text();
            box->accept();
        }
    });
    choice->trigger();
    out << "message: " << message << '\n';
    QStringList menus;
    for (const auto *action : window.menuBar()->actions())
        menus << action->text();
    out << "menus: " << menus.join(u',') << '\n' << "remembered: " << Settings::instance().language() << '\n';
    return 0;
}

int showMenus(const QStringList &arguments)
{
    ProgramSetup::apply(arguments);
    MainWindow window;
    QTextStream out(stdout);
    QStringList menus;
    for (const auto *action : window.menuBar()->actions())
        menus << action->text();
    QStringList view;
    for (const auto *action : window.menuBar()->actions().at(2)->menu()->actions())
        if (action->menu())
            view << action->text();
    out << "menus: " << menus.join(u',') << '\n' << "view: " << view.join(u',') << '\n';
    return 0;
}
} // namespace

class TestPromisedWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void themeRecoloursWindowAndCharts();
    void languageFromTheNextStart();
    void columnsChosenOnTheHeaderComeBack();
    void loadingProgressAndItsCancel();

private:
    TestUtils::SettingsFolder m_settings;
};

void TestPromisedWindow::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
}

void TestPromisedWindow::init()
{
    QSettings().clear();
}

void TestPromisedWindow::cleanup()
{
    ColorTheme::apply(ColorTheme::System);
}

void TestPromisedWindow::themeRecoloursWindowAndCharts()
{
    const QColor systemWindow = QApplication::palette().color(QPalette::Window);
    {
        const auto window = openedWindow();
        QVERIFY(window);
        window->showPage(MainWindow::Page::Charts);
        QVERIFY(WindowParts::menuAction(*window, {QStringLiteral("View"), QStringLiteral("Theme"), QStringLiteral("System")})->isChecked());
        auto *dark = WindowParts::menuAction(*window, {QStringLiteral("View"), QStringLiteral("Theme"), QStringLiteral("Dark")});
        auto *light = WindowParts::menuAction(*window, {QStringLiteral("View"), QStringLiteral("Theme"), QStringLiteral("Light")});
        QVERIFY(dark && light);
        QVERIFY(systemWindow != QColor(42, 43, 46));

        // Dark: the KDE scheme that ships with the program (resources/colors/RecipeExplorerDark.colors).
        dark->trigger();
        QVERIFY(dark->isChecked());
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(42, 43, 46));
        QTRY_COMPARE(window->palette().color(QPalette::Window), QColor(42, 43, 46));
        QCOMPARE(WindowParts::rankingTable(*window)->palette().color(QPalette::Base), QColor(30, 31, 34));
        QCOMPARE(WindowParts::rankingTable(*window)->palette().color(QPalette::Text), QColor(232, 232, 232));
        // The chart follows: its background is the view's, its tick labels the text's colour.
        QCOMPARE(chartBackground(*window), QColor(30, 31, 34));
        QCOMPARE(WindowParts::chartView(*window)->plot()->yAxis->tickLabelColor(), QColor(232, 232, 232));

        light->trigger();
        QVERIFY(light->isChecked() && !dark->isChecked());
        QTRY_COMPARE(window->palette().color(QPalette::Window), QColor(239, 240, 241));
        QCOMPARE(WindowParts::rankingTable(*window)->palette().color(QPalette::Base), QColor(Qt::white));
        QCOMPARE(WindowParts::rankingTable(*window)->palette().color(QPalette::Text), QColor(35, 38, 41));
        QCOMPARE(chartBackground(*window), QColor(Qt::white));
        QCOMPARE(WindowParts::chartView(*window)->plot()->yAxis->tickLabelColor(), QColor(35, 38, 41));

        dark->trigger();
        window->close();
    }
    // Remembered: the next start (the system's palette until the theme is applied) is dark again.
    ColorTheme::apply(ColorTheme::System);
    QCOMPARE(QApplication::palette().color(QPalette::Window), systemWindow);
    const auto window = openedWindow();
    QVERIFY(window);
    window->showPage(MainWindow::Page::Charts);
    QVERIFY(WindowParts::menuAction(*window, {QStringLiteral("View"), QStringLiteral("Theme"), QStringLiteral("Dark")})->isChecked());
    QTRY_COMPARE(window->palette().color(QPalette::Window), QColor(42, 43, 46));
    QCOMPARE(chartBackground(*window), QColor(30, 31, 34));
}

void TestPromisedWindow::languageFromTheNextStart()
{
    // Three starts of this test's program on one configuration folder, in a language the
    // system does not ask for.
    QTemporaryDir config;
    auto run = [&config](const QStringList &arguments) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        for (const auto &name : env.keys())
            if (name.startsWith(QLatin1String("LC_")))
                env.remove(name);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), arguments);
        if (!child.waitForFinished(60000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0)
            return QStringLiteral("the child failed: %1").arg(child.exitCode());
        return QString::fromUtf8(child.readAllStandardOutput());
    };
    // Chosen in View > Language: this start stays English and says when German comes.
    QCOMPARE(run({QStringLiteral("--choose-language"), QStringLiteral("Deutsch")}),
             QStringLiteral("message: Recipe Explorer will use Deutsch from its next start.\n"
                            "menus: &File,&Edit,&View,&Help\n"
                            "remembered: de\n"));
    // The next start speaks German.
    QCOMPARE(run({QStringLiteral("--show-menus")}),
             QStringLiteral("menus: &Datei,&Bearbeiten,&Ansicht,&Hilfe\n"
                            "view: GPU-&Katalog,&Farbschema,&Sprache\n"));
    // --lang picks another for one start only.
    QCOMPARE(run({QStringLiteral("--show-menus"), QStringLiteral("--lang"), QStringLiteral("en")}),
             QStringLiteral("menus: &File,&Edit,&View,&Help\n"
                            "view: GPU &Catalogue,&Theme,&Language\n"));
    QCOMPARE(run({QStringLiteral("--show-menus")}),
             QStringLiteral("menus: &Datei,&Bearbeiten,&Ansicht,&Hilfe\n"
                            "view: GPU-&Katalog,&Farbschema,&Sprache\n"));
}

void TestPromisedWindow::columnsChosenOnTheHeaderComeBack()
{
    const QStringList firstLook = {
        QStringLiteral("#"),      QStringLiteral("Checks"),           QStringLiteral("Model"),         QStringLiteral("GPU"),
        QStringLiteral("GPUs"),   QStringLiteral("Tokens/s per GPU"), QStringLiteral("$ / 1M tokens"), QStringLiteral("MFU"),
        QStringLiteral("Layout"), QStringLiteral("Highlights"),       QStringLiteral("Measured"),      QStringLiteral("Author"),
        QStringLiteral("Status")};
    auto chosen = firstLook;
    chosen.removeOne(QStringLiteral("MFU"));
    chosen << QStringLiteral("GPU-hours");
    {
        const auto window = openedWindow();
        QVERIFY(window);
        QCOMPARE(WindowParts::rankingHeader(*window)->toolTip(), QStringLiteral("Right-click to choose columns"));
        QCOMPARE(shownColumns(*window), firstLook);
        // Every column is offered, those out of view unticked; the rank stays.
        const auto offered = columnMenu(*window, QStringLiteral("MFU"));
        QCOMPARE(offered,
                 (QStringList{QStringLiteral("# (fixed)"), QStringLiteral("Checks"), QStringLiteral("Model"), QStringLiteral("GPU"),
                              QStringLiteral("GPUs"), QStringLiteral("Tokens/s per GPU"), QStringLiteral("$ / 1M tokens"),
                              QStringLiteral("MFU"), QStringLiteral("Step-time CV (hidden)"), QStringLiteral("Layout"),
                              QStringLiteral("Highlights"), QStringLiteral("Measured"), QStringLiteral("Author"), QStringLiteral("Status"),
                              QStringLiteral("GPU-hours (hidden)"), QStringLiteral("File (hidden)"),
                              // What a planned run would take: hidden until one is planned.
                              QStringLiteral("Time to train (hidden)"), QStringLiteral("Cost to train (hidden)"),
                              QStringLiteral("Energy (hidden)"), QStringLiteral("Fit Columns to Contents")}));
        QVERIFY(!shownColumns(*window).contains(QStringLiteral("MFU")));
        QVERIFY(columnMenu(*window, QStringLiteral("GPU-hours")).contains(QStringLiteral("MFU (hidden)")));
        QCOMPARE(shownColumns(*window), chosen);
        // What is copied follows the columns in view.
        window->showGroup(QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("H200"));
        WindowParts::rankingTable(*window)->selectAll();
        const auto markdown = WindowParts::rankingPage(*window)->selectedRowsText(TableWriter::Format::Markdown);
        QVERIFY2(markdown.startsWith(
                     QLatin1String("| # | Checks | Model | GPU | GPUs | Tokens/s per GPU | $ / 1M tokens | Layout | Highlights | "
                                   "Measured | Author | Status | GPU-hours |\n")),
                 qPrintable(markdown));
        QVERIFY2(markdown.contains(QLatin1String("| 545.3 | $4.03 | TP2 PP4 EP32 DP16 |")), qPrintable(markdown));
        QVERIFY2(markdown.contains(QLatin1String("| 68.9 |")), qPrintable(markdown));
        window->close();
    }
    // The window opened again shows the columns chosen.
    const auto window = openedWindow();
    QVERIFY(window);
    QCOMPARE(shownColumns(*window), chosen);
    QVERIFY(columnMenu(*window).contains(QStringLiteral("MFU (hidden)")));
}

void TestPromisedWindow::loadingProgressAndItsCancel()
{
    // A load long enough to notice: every worker thread is held busy, so the folder's
    // scan waits. The status bar shows the progress and Cancel, and Cancel stops it.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *progress = window.findChild<LoadProgress *>();
    QVERIFY(progress);
    auto *bar = progress->findChild<QProgressBar *>();
    auto *cancel = progress->findChild<QToolButton *>();
    QVERIFY(bar && cancel);
    QVERIFY(!progress->isVisible());
    QSemaphore busy;
    auto *pool = QThreadPool::globalInstance();
    for (int i = 0; i < pool->maxThreadCount(); ++i)
        pool->start([&busy] { busy.tryAcquire(1, 10000); });
    const auto release = qScopeGuard([&] {
        busy.release(pool->maxThreadCount());
        pool->waitForDone();
    });
    window.openPaths({bundledDir});
    QVERIFY(window.store()->isLoading());
    QTRY_VERIFY(progress->isVisible());
    QVERIFY(bar->isVisible() && cancel->isVisible());
    QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
    // It counts the files as the store reports them read.
    Q_EMIT window.store()->progressChanged(120, 700);
    QCOMPARE(bar->text(), QStringLiteral("120 of 700 files"));
    // Then the recipes lint reads after they are shown; the bar wide enough for its text.
    Q_EMIT window.store()->checkingStarted();
    Q_EMIT window.store()->progressChanged(9999, 10000);
    QCOMPARE(bar->text(), QStringLiteral("9999 of 10000 recipes checked"));
    QTRY_VERIFY(bar->width() > bar->fontMetrics().horizontalAdvance(bar->text()));
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!window.store()->isLoading());
    QVERIFY(!progress->isVisible());
    QVERIFY(window.store()->recipes().isEmpty());
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (argc == 3 && std::strcmp(argv[1], "--choose-language") == 0)
        return chooseLanguage(arguments, arguments.at(2));
    if (argc >= 2 && std::strcmp(argv[1], "--show-menus") == 0)
        return showMenus(arguments);
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-promised-window-test"));
    TestPromisedWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_promisedwindow.moc"
