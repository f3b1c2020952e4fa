// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// View links: a view written as a link reads back the same; on every page, the view a
// window shows, copied as a link and opened in another window, is that window's view;
// a malformed link opens nothing and says why; a link never writes, saves or runs
// anything, and what it names outside the folders open is opened read-only once agreed.
#include "analysis/viewlink.h"
#include "chartspage.h"
#include "comparepage.h"
#include "editorpage.h"
#include "editortabs.h"
#include "gitrepo.h"
#include "mainwindow.h"
#include "rankingpage.h"
#include "recipe/recipestore.h"
#include "reviewpage.h"
#include "settings/settings.h"
#include "startupoptions.h"
#include "testutils.h"
#include "viewcapture.h"
#include "viewlinks.h"
#include "viewopener.h"
#include "windowdriver.h"
#include "windowparts.h"
#include "windowstart.h"

#include <QApplication>
#include <QClipboard>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QLabel>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
// Every file under a folder with the sha256 of its bytes.
QMap<QString, QByteArray> fingerprint(const QString &folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const auto path = it.next();
        files.insert(path, QCryptographicHash::hash(TestUtils::readFile(path), QCryptographicHash::Sha256));
    }
    return files;
}

ViewState everything(const QString &folder)
{
    ViewState s;
    s.page = ViewState::Page::Charts;
    s.folders = {folder, u"/tmp/a folder & more/#1 ?=%'\"é 测试"_s};
    s.recipe = folder + u"/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s;
    s.part = ViewState::Part::Source;
    s.compareA = folder + u"/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"_s;
    s.compareB = folder + u"/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s;
    s.revision = u"v1.0~2"_s;
    s.filter.setValue(RankingFilter::Model, u"Qwen3.5-397B-A17B"_s);
    s.filter.setValue(RankingFilter::GpuType, u"H200"_s);
    s.filter.setValue(RankingFilter::Author, u"A & B = C"_s);
    s.filter.setValue(RankingFilter::Status, u"verified"_s);
    s.filter.setValue(RankingFilter::Text, u"tp4 +ep32 100%"_s);
    s.filter.setChangedOnly(true);
    s.filter.setFitsPlanOnly(true);
    s.chart = {ChartData::Metric::PlanCost, ChartData::Selection::EveryRecipe, ChartData::CostBasis::Both, true, u"GLM-5.2-744B-A40B"_s};
    s.plan.tokens = 2e12;
    s.plan.days = 90.5;
    s.plan.budgetUsd = 1.5e6;
    s.plan.gpus = 256;
    s.plan.prices = RunPlan::Prices::Yours;
    return s;
}

// A ranking filter written out field by field.
RankingFilter filterOf(const QString &model, const QString &gpu, const QString &author, const QString &status, const QString &text,
                       bool changedOnly, bool fitsPlanOnly)
{
    RankingFilter filter;
    filter.setValue(RankingFilter::Model, model);
    filter.setValue(RankingFilter::GpuType, gpu);
    filter.setValue(RankingFilter::Author, author);
    filter.setValue(RankingFilter::Status, status);
    filter.setValue(RankingFilter::Text, text);
    filter.setChangedOnly(changedOnly);
    filter.setFitsPlanOnly(fitsPlanOnly);
    return filter;
}

// The chart a window shows when nothing chose another: throughput, the best recipe per
// GPU type, costs as recorded, a linear axis, the model with the most recipes.
const ViewState::Chart defaultChart{.metric = ChartData::Metric::Throughput,
                                    .selection = ChartData::Selection::BestPerGpu,
                                    .cost = ChartData::CostBasis::Recorded,
                                    .logScale = false,
                                    .scalingModel = QString()};

// No run planned: no tokens, deadline, budget or GPU count, at the published prices.
const RunPlan noPlan{.tokens = 0,
                     .days = std::nullopt,
                     .budgetUsd = std::nullopt,
                     .gpus = std::nullopt,
                     .prices = RunPlan::Prices::Published};

// What a window shows against what the test expects, field by field; the test fails at
// the first that differs.
void compareView(const ViewState &actual, const ViewState &expected)
{
    QCOMPARE(actual.page, expected.page);
    QCOMPARE(actual.folders, expected.folders);
    QCOMPARE(actual.recipe, expected.recipe);
    QCOMPARE(actual.part, expected.part);
    QCOMPARE(actual.compareA, expected.compareA);
    QCOMPARE(actual.compareB, expected.compareB);
    QCOMPARE(actual.compareRevisionA, expected.compareRevisionA);
    QCOMPARE(actual.compareRevisionB, expected.compareRevisionB);
    QCOMPARE(actual.comparePart, expected.comparePart);
    QCOMPARE(actual.revision, expected.revision);
    QCOMPARE(actual.filter, expected.filter);
    QCOMPARE(actual.chart, expected.chart);
    QCOMPARE(actual.plan, expected.plan);
    QCOMPARE(actual, expected);
}

// A window on folder, and what it shows once the view a link asks for is shown.
ViewState openedIn(MainWindow &window, const QString &link)
{
    QSignalSpy shown(window.viewLinks()->opener(), &ViewOpener::viewShown);
    window.viewLinks()->opener()->open(link);
    if (shown.isEmpty() && !shown.wait(10000))
        return {};
    return ViewCapture::of(window);
}
} // namespace

class TestViewLinks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void linkReadsBack();
    void defaultViewIsBare();
    void unknownKeysIgnored();
    void malformed_data();
    void malformed();
    void commandLine();
    void rankingPage();
    void chartsPage();
    void comparePage();
    void reviewPage();
    void versionsCompared();
    void recipeTheFiltersHide();
    void exactlyTheLinksFolders();
    void malformedLinkAtStart();
    void neverWrites();
    void outsideOpenedReadOnlyWhenAgreed();
    void readOnlyNeverWritten();

private:
    // Sets a view in one window, copies its link, opens it in a new window with no
    // remembered view (on other folders, when given: the link's are then agreed to), and
    // compares what each shows with the view expected, written out in the test.
    void roundTrip(const std::function<void(MainWindow &)> &setView, const ViewState &expected, const QStringList &folders,
                   const QStringList &secondFolders = {});

    TestUtils::SettingsFolder m_settings;
};

void TestViewLinks::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
    TestUtils::englishFigures();
}

void TestViewLinks::init()
{
    QSettings().clear();
    Settings::instance().setPlan(RunPlan());
}

void TestViewLinks::linkReadsBack()
{
    const auto state = everything(u"/home/someone/recipes"_s);
    const auto link = ViewLink::toUrl(state).toString(QUrl::FullyEncoded);
    QVERIFY(link.startsWith(u"recipe-explorer:view?page=charts&folder=/home/someone/recipes&"_s));
    QVERIFY2(!link.contains(u' ') && !link.contains(u'\'') && !link.contains(u'"'), qPrintable(link));
    const auto parsed = ViewLink::parse(link);
    QVERIFY2(parsed.state, qPrintable(parsed.fault));
    QVERIFY(parsed.ignoredKeys.isEmpty());
    QCOMPARE(parsed.state->folders, state.folders);
    QCOMPARE(parsed.state->filter, state.filter);
    QCOMPARE(parsed.state->plan, state.plan);
    QCOMPARE(parsed.state->chart, state.chart);
    QCOMPARE(*parsed.state, state);
    // The figures as a person writes them.
    QVERIFY(link.contains(u"tokens=2T&days=90.5&budget=1.5M&gpus=256&prices=yours"_s));
}

void TestViewLinks::defaultViewIsBare()
{
    QCOMPARE(ViewLink::toUrl(ViewState()).toString(QUrl::FullyEncoded), u"recipe-explorer:view"_s);
    const auto parsed = ViewLink::parse(u"recipe-explorer:view"_s);
    QVERIFY(parsed.state);
    QCOMPARE(*parsed.state, ViewState());
    // The form some programs turn a link into reads the same.
    QCOMPARE(ViewLink::parse(u"recipe-explorer://view?page=compare"_s).state->page, ViewState::Page::Compare);
}

void TestViewLinks::unknownKeysIgnored()
{
    const auto parsed = ViewLink::parse(u"recipe-explorer:view?page=charts&zoom=3&output=%2Ftmp%2Fx.png&zoom=4&chart=mfu"_s);
    QVERIFY(parsed.state);
    QCOMPARE(parsed.ignoredKeys, (QStringList{u"zoom"_s, u"output"_s}));
    QCOMPARE(parsed.state->page, ViewState::Page::Charts);
    QCOMPARE(parsed.state->chart.metric, ChartData::Metric::Mfu);
}

void TestViewLinks::malformed_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("fault");
    QTest::newRow("other scheme") << u"https://example.org/view?page=charts"_s << QString() << u"not a view link"_s;
    QTest::newRow("other path") << u"recipe-explorer:edit?recipe=/x.yaml"_s << QString() << u"names 'edit'"_s;
    QTest::newRow("empty") << QString() << QString() << u"not a view link"_s;
    QTest::newRow("bad page") << u"recipe-explorer:view?page=settings"_s << u"page"_s << u"ranking, charts, compare, review"_s;
    QTest::newRow("bad tab") << u"recipe-explorer:view?tab=shell"_s << u"tab"_s << u"bad value 'shell'"_s;
    QTest::newRow("relative file") << u"recipe-explorer:view?recipe=../../etc/passwd"_s << u"recipe"_s << u"an absolute path"_s;
    QTest::newRow("relative folder") << u"recipe-explorer:view?folder=recipes"_s << u"folder"_s << u"an absolute path"_s;
    QTest::newRow("control") << u"recipe-explorer:view?text=a%0Ab"_s << u"text"_s << u"control character"_s;
    QTest::newRow("control key") << u"recipe-explorer:view?a%1Bb=1"_s << QString() << u"control character"_s;
    QTest::newRow("bidi override") << u"recipe-explorer:view?recipe=/x/%E2%80%AEgnp.yaml"_s << u"recipe"_s << u"control character"_s;
    QTest::newRow("line separator") << u"recipe-explorer:view?text=a%E2%80%A8b"_s << u"text"_s << u"control character"_s;
    QString folders = u"recipe-explorer:view?"_s;
    for (int i = 0; i <= ViewLink::MaxFolders; ++i)
        folders += u"folder=/f%1&"_s.arg(i);
    QTest::newRow("too many folders") << folders << u"folder"_s << u"more than 32 folders"_s;
    QTest::newRow("twice") << u"recipe-explorer:view?page=charts&page=ranking"_s << u"page"_s << u"given twice"_s;
    QTest::newRow("tokens") << u"recipe-explorer:view?tokens=abc"_s << u"tokens"_s << u"not a number"_s;
    QTest::newRow("tokens 0") << u"recipe-explorer:view?tokens=0"_s << u"tokens"_s << u"bad value '0'"_s;
    QTest::newRow("overflow") << u"recipe-explorer:view?budget=9e999"_s << u"budget"_s << u"bad value"_s;
    QTest::newRow("half gpu") << u"recipe-explorer:view?gpus=2.5"_s << u"gpus"_s << u"bad value"_s;
    QTest::newRow("option as revision") << u"recipe-explorer:view?rev=--output=x"_s << u"rev"_s << u"a commit, branch or tag"_s;
    QTest::newRow("bad chart") << u"recipe-explorer:view?chart=pie"_s << u"chart"_s << u"bad value 'pie'"_s;
    QTest::newRow("bad flag") << u"recipe-explorer:view?log=yes"_s << u"log"_s << u"bad value 'yes'"_s;
    QTest::newRow("too long") << u"recipe-explorer:view?text="_s + QString(ViewLink::MaxLength, u'x') << QString() << u"longer than"_s;
}

void TestViewLinks::malformed()
{
    QFETCH(QString, link);
    QFETCH(QString, key);
    QFETCH(QString, fault);
    const auto parsed = ViewLink::parse(link);
    QVERIFY(!parsed.state);
    QCOMPARE(parsed.faultKey, key);
    QVERIFY2(parsed.fault.contains(fault), qPrintable(parsed.fault));
}

void TestViewLinks::commandLine()
{
    const auto url = ViewLink::toUrl(everything(u"/r"_s));
    const auto command = ViewLink::commandLine(url);
    QVERIFY(command.startsWith(u"recipe-explorer --view '"_s));
    // As the shell reads it, the link itself; the window's options take it so.
    const auto link = command.mid(command.indexOf(u'\'') + 1).chopped(1);
    QCOMPARE(link, url.toString(QUrl::FullyEncoded));
    QCOMPARE(ViewLinks::linkIn(command), link);
    int exit = -1;
    auto options = StartupOptions::parse({u"recipe-explorer"_s, u"--view"_s, link}, &exit);
    QVERIFY(options);
    QCOMPARE(options->view, link);
    // A desktop hands the link over as an argument, and files as file: URLs.
    options = StartupOptions::parse({u"recipe-explorer"_s, link, u"file:///tmp/some%20recipes"_s}, &exit);
    QVERIFY(options);
    QCOMPARE(options->view, link);
    QCOMPARE(options->paths, QStringList{u"/tmp/some recipes"_s});
    QVERIFY(!StartupOptions::parse({u"recipe-explorer"_s, link, u"--view"_s, link}, &exit));
    QCOMPARE(exit, 2);
}

void TestViewLinks::roundTrip(const std::function<void(MainWindow &)> &setView, const ViewState &expected, const QStringList &folders,
                              const QStringList &secondFolders)
{
    ViewState shown;
    {
        const auto first = WindowDriver::openOn(folders);
        QVERIFY(first);
        setView(*first);
        // Set through the window as a user would: shown once the events it posted are handled.
        if (!QTest::qWaitFor([&] { return ViewCapture::of(*first) == expected; }, 10000))
            qWarning("the view is not the one expected: compareView says how");
        shown = ViewCapture::of(*first);
        QVERIFY2(!(shown == ViewState()), "the view set is the default one: the test would prove nothing");
        // The first window shows the view set: the capture leaves nothing of it out.
        compareView(shown, expected);
        if (QTest::currentTestFailed())
            return;
        first->viewLinks()->copyLinkAction()->trigger();
    }
    const auto link = QApplication::clipboard()->text();
    QVERIFY(ViewLink::isLink(link));
    QCOMPARE(QApplication::clipboard()->mimeData()->urls().value(0).toString(QUrl::FullyEncoded), link);
    // The new window starts on nothing remembered of the first one's view.
    QSettings().clear();
    Settings::instance().setPlan(RunPlan());
    const auto second = WindowDriver::openOn(secondFolders.isEmpty() ? folders : secondFolders);
    QVERIFY(second);
    second->viewLinks()->opener()->setConfirm([](const QStringList &) { return true; });
    QVERIFY(!(ViewCapture::of(*second) == shown));
    const auto opened = openedIn(*second, link);
    compareView(opened, expected);
}

void TestViewLinks::rankingPage()
{
    const auto folder = TestUtils::bundledFolder();
    roundTrip(
        [&folder](MainWindow &window) {
            RunPlan plan;
            plan.tokens = 2e12;
            plan.days = 400;
            Settings::instance().setPlan(plan);
            RankingFilter filter;
            filter.setValue(RankingFilter::Model, u"Qwen3.5-397B-A17B"_s);
            filter.setValue(RankingFilter::Text, u"ep32"_s);
            window.rankingPage()->setFilter(filter);
            window.showRecipe(folder + u"/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"_s);
            window.showRecipeTab(RecipePageView::Tab::Command);
        },
        {.page = ViewState::Page::Ranking,
         .folders = {folder},
         .recipe = folder + u"/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"_s,
         .part = ViewState::Part::Command,
         .compareA = QString(),
         .compareB = QString(),
         .compareRevisionA = QString(),
         .compareRevisionB = QString(),
         .comparePart = ViewState::Part::Overview,
         .revision = QString(),
         .filter = filterOf(u"Qwen3.5-397B-A17B"_s, {}, {}, {}, u"ep32"_s, false, false),
         .chart = defaultChart,
         .plan = {.tokens = 2e12, .days = 400.0, .budgetUsd = std::nullopt, .gpus = std::nullopt, .prices = RunPlan::Prices::Published}},
        {folder});
}

void TestViewLinks::chartsPage()
{
    roundTrip(
        [](MainWindow &window) {
            RunPlan plan;
            plan.tokens = 5e11;
            plan.budgetUsd = 2e6;
            plan.gpus = 64;
            Settings::instance().setPlan(plan);
            window.chartsPage()->showChart(
                {ChartData::Metric::Scaling, ChartData::Selection::EveryRecipe, ChartData::CostBasis::Both, true, u"GLM-5.2-744B-A40B"_s});
            window.showPage(MainWindow::Page::Charts);
        },
        {.page = ViewState::Page::Charts,
         .folders = {TestUtils::bundledFolder()},
         .recipe = QString(),
         .part = ViewState::Part::Overview,
         .compareA = QString(),
         .compareB = QString(),
         .compareRevisionA = QString(),
         .compareRevisionB = QString(),
         .comparePart = ViewState::Part::Overview,
         .revision = QString(),
         .filter = filterOf({}, {}, {}, {}, {}, false, false),
         .chart = {.metric = ChartData::Metric::Scaling,
                   .selection = ChartData::Selection::EveryRecipe,
                   .cost = ChartData::CostBasis::Both,
                   .logScale = true,
                   .scalingModel = u"GLM-5.2-744B-A40B"_s},
         .plan = {.tokens = 5e11, .days = std::nullopt, .budgetUsd = 2e6, .gpus = 64, .prices = RunPlan::Prices::Published}},
        {TestUtils::bundledFolder()});
}

void TestViewLinks::comparePage()
{
    const auto folder = TestUtils::bundledFolder();
    roundTrip(
        [&folder](MainWindow &window) {
            window.compare(folder + u"/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"_s,
                           folder + u"/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s);
            window.showCompareTab(DiffView::Tab::Commands);
            window.showPage(MainWindow::Page::Compare);
        },
        {.page = ViewState::Page::Compare,
         .folders = {folder},
         .recipe = QString(),
         .part = ViewState::Part::Overview,
         .compareA = folder + u"/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"_s,
         .compareB = folder + u"/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s,
         .compareRevisionA = QString(),
         .compareRevisionB = QString(),
         .comparePart = ViewState::Part::Command,
         .revision = QString(),
         .filter = filterOf({}, {}, {}, {}, {}, false, false),
         .chart = defaultChart,
         .plan = noPlan},
        {folder});
}

void TestViewLinks::reviewPage()
{
    GitRepo git;
    QTemporaryDir dir;
    QVERIFY(git.isValid() && dir.isValid());
    QVERIFY(git.makeRepository(dir.path()));
    const auto folder = dir.path() + u"/recipes"_s;
    // The second window starts on the bundled recipes: the link's folder is opened, and reviewed.
    roundTrip(
        [](MainWindow &window) {
            QSignalSpy started(window.reviewPage(), &ReviewPage::reviewStarted);
            window.reviewPage()->review(u"HEAD"_s);
            QVERIFY(started.count() == 1 || started.wait(10000));
            window.showPage(MainWindow::Page::Review);
            QCOMPARE(window.currentPage(), MainWindow::Page::Review);
        },
        {.page = ViewState::Page::Review,
         .folders = {folder},
         .recipe = QString(),
         .part = ViewState::Part::Overview,
         .compareA = QString(),
         .compareB = QString(),
         .compareRevisionA = QString(),
         .compareRevisionB = QString(),
         .comparePart = ViewState::Part::Overview,
         .revision = u"HEAD"_s,
         .filter = filterOf({}, {}, {}, {}, {}, false, false),
         .chart = defaultChart,
         .plan = noPlan},
        {folder}, {TestUtils::bundledFolder()});
}

void TestViewLinks::versionsCompared()
{
    GitRepo git;
    QTemporaryDir dir;
    QVERIFY(git.isValid() && dir.isValid());
    QVERIFY(git.makeRepository(dir.path()));
    const auto folder = dir.path() + u"/recipes"_s;
    const auto file = folder + u"/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s;
    auto bytes = TestUtils::readFile(file);
    bytes.replace("tokens_per_s_per_gpu: 2034.42", "tokens_per_s_per_gpu: 2100.5");
    QVERIFY(TestUtils::writeFile(file, bytes));
    roundTrip(
        [&file](MainWindow &window) {
            QSignalSpy compared(window.comparePage(), &ComparePage::versionsCompared);
            window.comparePage()->compareVersions({file, u"HEAD"_s}, {file, {}});
            QVERIFY(compared.count() == 1 || compared.wait(30000));
            window.showCompareTab(DiffView::Tab::Files);
            window.showPage(MainWindow::Page::Compare);
        },
        {.page = ViewState::Page::Compare,
         .folders = {folder},
         .recipe = QString(),
         .part = ViewState::Part::Overview,
         .compareA = file,
         .compareB = file,
         .compareRevisionA = u"HEAD"_s,
         .compareRevisionB = QString(),
         .comparePart = ViewState::Part::Source,
         .revision = QString(),
         .filter = filterOf({}, {}, {}, {}, {}, false, false),
         .chart = defaultChart,
         .plan = noPlan},
        {folder});
}

void TestViewLinks::recipeTheFiltersHide()
{
    const auto folder = TestUtils::bundledFolder();
    roundTrip(
        [&folder](MainWindow &window) {
            window.showRecipe(folder + u"/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
            RankingFilter filter;
            filter.setValue(RankingFilter::Model, u"GLM-5.2-744B-A40B"_s);
            window.rankingPage()->setFilter(filter);
        },
        // The recipe stays shown below a ranking that no longer lists it.
        {.page = ViewState::Page::Ranking,
         .folders = {folder},
         .recipe = folder + u"/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s,
         .part = ViewState::Part::Overview,
         .compareA = QString(),
         .compareB = QString(),
         .compareRevisionA = QString(),
         .compareRevisionB = QString(),
         .comparePart = ViewState::Part::Overview,
         .revision = QString(),
         .filter = filterOf(u"GLM-5.2-744B-A40B"_s, {}, {}, {}, {}, false, false),
         .chart = defaultChart,
         .plan = noPlan},
        {folder});
}

void TestViewLinks::exactlyTheLinksFolders()
{
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto folder = copy.path() + u"/qwen3.5-397b-a17b"_s;
    roundTrip([](MainWindow &window) { window.showPage(MainWindow::Page::Charts); },
              {.page = ViewState::Page::Charts,
               .folders = {folder},
               .recipe = QString(),
               .part = ViewState::Part::Overview,
               .compareA = QString(),
               .compareB = QString(),
               .compareRevisionA = QString(),
               .compareRevisionB = QString(),
               .comparePart = ViewState::Part::Overview,
               .revision = QString(),
               .filter = filterOf({}, {}, {}, {}, {}, false, false),
               .chart = defaultChart,
               .plan = noPlan},
              {folder}, {TestUtils::bundledFolder()});
}

void TestViewLinks::malformedLinkAtStart()
{
    int exit = -1;
    const auto options =
        StartupOptions::parse({u"recipe-explorer"_s, u"--view"_s, u"recipe-explorer:view?page=settings&chart=mfu"_s}, &exit);
    QVERIFY(options);
    MainWindow window;
    window.show();
    QSignalSpy refused(window.viewLinks()->opener(), &ViewOpener::linkRefused);
    WindowStart::begin(window, *options);
    QVERIFY(refused.wait(10000));
    QCOMPARE(refused.first().at(1).toString(), u"page"_s);
    // The default view, and a message that says why.
    QCOMPARE(window.currentPage(), MainWindow::Page::Ranking);
    QCOMPARE(window.chartsPage()->chartMetric(), ChartData::Metric::Throughput);
    QVERIFY2(window.statusBar()->currentMessage().startsWith(u"The view link was not opened: bad value 'settings' for 'page'"_s),
             qPrintable(window.statusBar()->currentMessage()));
}

void TestViewLinks::neverWrites()
{
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto before = fingerprint(copy.path());
    Settings::instance().setPrices(PriceTable::defaults());
    const auto prices = Settings::instance().prices();
    const auto theme = Settings::instance().theme();
    const auto window = WindowDriver::openOn({copy.path()});
    QVERIFY(window);
    QTemporaryDir out;
    const auto target = out.filePath(u"chart.png"_s);
    const auto recipe = copy.filePath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    // Keys that would write, save, run, export or change settings are none of a link's: ignored, said so.
    const auto link = u"recipe-explorer:view?page=charts&chart=tradeoff&recipe="_s + QString::fromUtf8(QUrl::toPercentEncoding(recipe))
        + u"&export="_s + QString::fromUtf8(QUrl::toPercentEncoding(target))
        + u"&save=1&run=1&edit=1&set=result.mfu%3D1&prices_h200=0.01&theme=dark&lang=de"_s;
    const auto parsed = ViewLink::parse(link);
    QVERIFY(parsed.state);
    QCOMPARE(parsed.ignoredKeys,
             (QStringList{u"export"_s, u"save"_s, u"run"_s, u"edit"_s, u"set"_s, u"prices_h200"_s, u"theme"_s, u"lang"_s}));
    QSignalSpy said(window->viewLinks()->opener(), &ViewOpener::statusMessage);
    openedIn(*window, link);
    QCOMPARE(window->currentPage(), MainWindow::Page::Charts);
    QCOMPARE(window->chartsPage()->chartMetric(), ChartData::Metric::Tradeoff);
    QVERIFY(!said.isEmpty());
    QCOMPARE(said.first().first().toString(),
             u"Ignored what the view link holds that this program does not know: 'export', 'save', 'run', 'edit', 'set' and 3 more"_s);
    // The view is shown: the link's work is done, and it wrote, saved, ran and set nothing.
    QVERIFY(!QFileInfo::exists(target));
    QCOMPARE(QDir(out.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    QCOMPARE(fingerprint(copy.path()), before);
    QCOMPARE(Settings::instance().prices(), prices);
    QCOMPARE(Settings::instance().theme(), theme);
    QVERIFY(window->editors()->findChildren<EditorPage *>().isEmpty());
}

void TestViewLinks::outsideOpenedReadOnlyWhenAgreed()
{
    TestUtils::BundledCopy elsewhere;
    QVERIFY(elsewhere.isValid());
    const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
    QVERIFY(window);
    const auto file = elsewhere.filePath(u"minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s);
    const auto before = TestUtils::readFile(file);
    ViewState state;
    state.recipe = file;
    state.part = ViewState::Part::Source;
    const auto link = ViewLink::toUrl(state).toString(QUrl::FullyEncoded);

    // Declined: nothing is opened, the rest of the view is shown.
    QStringList asked;
    window->viewLinks()->opener()->setConfirm([&asked](const QStringList &paths) {
        asked = paths;
        return false;
    });
    auto opened = openedIn(*window, link);
    QCOMPARE(asked, QStringList{file});
    QVERIFY(!window->store()->recipe(file));
    QVERIFY(opened.recipe.isEmpty());

    // Agreed: opened, shown, and never edited.
    window->viewLinks()->opener()->setConfirm([&asked](const QStringList &paths) {
        asked = paths;
        return true;
    });
    asked.clear();
    opened = openedIn(*window, link);
    QCOMPARE(asked, QStringList{file});
    QVERIFY(window->store()->recipe(file));
    QCOMPARE(opened.recipe, file);
    QCOMPARE(opened.part, ViewState::Part::Source);
    QVERIFY(window->editors()->isReadOnly(file));
    QVERIFY(!window->editors()->isReadOnly(TestUtils::bundledFolder() + u"/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s));
    auto editing = window->editors()->edit(file);
    QTRY_VERIFY(editing.isFinished());
    QCOMPARE(editing.result(), nullptr);
    QCOMPARE(TestUtils::readFile(file), before);

    // A file not on this computer is left out, and said so; nothing is asked.
    asked.clear();
    state.recipe = u"/nowhere/at/all.yaml"_s;
    openedIn(*window, ViewLink::toUrl(state).toString(QUrl::FullyEncoded));
    QVERIFY(asked.isEmpty());
    QVERIFY2(window->statusBar()->currentMessage().contains(u"Not on this computer"_s), qPrintable(window->statusBar()->currentMessage()));
}

void TestViewLinks::readOnlyNeverWritten()
{
    TestUtils::BundledCopy mine;
    TestUtils::BundledCopy linked;
    QVERIFY(mine.isValid() && linked.isValid());
    const auto window = WindowDriver::openOn({mine.path()});
    QVERIFY(window);
    window->viewLinks()->opener()->setConfirm([](const QStringList &) { return true; });
    ViewState state;
    state.folders = {mine.path(), linked.path()};
    openedIn(*window, ViewLink::toUrl(state).toString(QUrl::FullyEncoded));
    const auto name = u"minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s;
    QVERIFY(window->editors()->isReadOnly(linked.filePath(name)));
    QVERIFY(!window->editors()->isReadOnly(mine.filePath(name)));
    const auto before = fingerprint(linked.path());

    // A new recipe is not made in a linked folder.
    const auto made = linked.filePath(u"new-recipe.yaml"_s);
    WindowDriver::withNextDialog([](QDialog *box) { box->reject(); });
    auto creating = window->editors()->createRecipe(made, linked.filePath(name));
    QTRY_VERIFY(creating.isFinished());
    QCOMPARE(creating.result(), nullptr);
    QVERIFY(!QFileInfo::exists(made));

    // Save As from an editor of the reader's own recipe does not write over a linked one.
    auto editing = window->editors()->edit(mine.filePath(name));
    QTRY_VERIFY(editing.isFinished());
    auto *editor = editing.result();
    QVERIFY(editor);
    auto saving = editor->saveAs(linked.filePath(name));
    QTRY_VERIFY(saving.isFinished());
    QCOMPARE(saving.result(), false);
    QCOMPARE(fingerprint(linked.path()), before);

    // Opening a folder of one's own choosing ends the links' read-only spell.
    window->editors()->clearReadOnly();
    QVERIFY(!window->editors()->isReadOnly(linked.filePath(name)));
}

QTEST_MAIN(TestViewLinks)
#include "tst_viewlinks.moc"
