// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a reader uses it, offscreen: loading, the ranking, filters, the
// recipe page, a file changed on disk, and a folder with bad files.
#include "analysis/displaytext.h"
#include "benchcorpus.h"
#include "chartspage.h"
#include "chartspanel.h"
#include "chartview.h"
#include "codeview.h"
#include "colortheme.h"
#include "commandview.h"
#include "comparepage.h"
#include "diffview.h"
#include "filterbar.h"
#include "itemmodels/commandflagmodel.h"
#include "itemmodels/layoutdiffmodel.h"
#include "itemmodels/navigationmodel.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "language.h"
#include "mainwindow.h"
#include "presenterwindow.h"
#include "problemsdock.h"
#include "rankingpage.h"
#include "recipe/recipeformat.h"
#include "recipe/recipeloader.h"
#include "recipe/recipestore.h"
#include "recipepageview.h"
#include "recipetabledelegate.h"
#include "recipetableview.h"
#include "settings/settings.h"
#include "testutils.h"
#include "textdiffview.h"
#include "windowparts.h"

#include <KColorScheme>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QFont>
#include <QHeaderView>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <functional>

namespace {
const QLocale English(QLocale::English, QLocale::UnitedStates);
const QString bundledDir = TestUtils::bundledFolder();
const QString qwenTop = bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml");

QString rows(const MainWindow &window)
{
    QStringList lines;
    const auto *model = WindowParts::rankingPage(window)->ranking();
    for (int row = 0; row < model->rowCount(); ++row)
        lines << QStringLiteral("%1 %2 %3 %4")
                     .arg(model->index(row, RecipeTableModel::Rank).data().toString(),
                          model->index(row, RecipeTableModel::TokensPerSecondPerGpu).data().toString(),
                          model->index(row, RecipeTableModel::UsdPerMillionTokens).data().toString(),
                          model->index(row, RecipeTableModel::Layout).data().toString());
    return lines.join(u'\n');
}

// The bundled recipe files, each read on its own, and the models they are of.
struct Bundled
{
    QList<Recipe> recipes;
    QSet<QString> models;
};

Bundled bundledFilesAndModels()
{
    Bundled bundled;
    for (const auto &file : TestUtils::bundledFiles()) {
        const auto loaded = RecipeLoader::loadFile(file);
        if (!loaded.recipe)
            qFatal("the bundled %s does not load", qPrintable(file));
        bundled.recipes << *loaded.recipe;
        bundled.models.insert(loaded.recipe->model());
    }
    return bundled;
}

bool open(MainWindow &window, const QStringList &paths)
{
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);
    window.openPaths(paths);
    return !finished.isEmpty() || finished.wait(10000);
}

// Shows a recipe's page and waits until the page holds the whole recipe (the store
// keeps summaries; the page reads the file on a worker thread).
bool showWhole(MainWindow &window, const QString &file)
{
    window.showRecipe(file);
    const auto summary = window.store()->recipe(file);
    const auto *page = WindowParts::recipePage(window);
    return summary
        && QTest::qWaitFor(
               [&] { return page->hasRecipe() && !page->recipe().isSummary() && page->recipe().filePath() == summary->filePath(); }, 10000);
}

// Compares two recipes and waits until both are read whole and shown.
bool compareWhole(MainWindow &window, const std::function<void()> &compare)
{
    QSignalSpy compared(WindowParts::comparePage(window), &ComparePage::compared);
    compare();
    // Both files may be read before compare() returns: then it emits at once.
    return !compared.isEmpty() || compared.wait(10000);
}
} // namespace

// The Checks cell of the ranking's row of a file, by its name.
QModelIndex checksCell(MainWindow &window, const QString &name)
{
    const auto *ranking = WindowParts::rankingPage(window)->ranking();
    for (int row = 0; row < ranking->rowCount(); ++row) {
        const auto index = ranking->index(row, RecipeTableModel::Checks);
        if (QFileInfo(index.data(RecipeTableModel::FilePathRole).toString()).fileName() == name)
            return index;
    }
    return {};
}

// Whether the ranking's delegate draws a cell in the colour scheme's negative text.
bool inNegativeText(MainWindow &window, const QModelIndex &index)
{
    const auto negative = KColorScheme(QPalette::Active, KColorScheme::View).foreground(KColorScheme::NegativeText).color();
    QStyleOptionViewItem option;
    option.initFrom(WindowParts::rankingTable(window));
    qobject_cast<RecipeTableDelegate *>(WindowParts::rankingTable(window)->itemDelegate())->initStyleOption(&option, index);
    return option.palette.color(QPalette::Text) == negative;
}

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void loadsBundledFolder();
    void rankingFromNavigation();
    void filterBar();
    void recipePage();
    void reloadsChangedFileKeepingSelection();
    void folderWithBadFiles();
    void copyRows();
    void chartsFollowRanking();
    void presenterSteps();
    void compareTwoRecipes();
    void compareWithMenu();
    void currentRowStaysInView();
    void firstLookShowsEveryEntry_data();
    void firstLookShowsEveryEntry();
    void clearFiltersUpdatesOnce();
    void compareKeepsChangeInView();
    void commandTabReadable_data();
    void commandTabReadable();
    void colorThemes();
    void lintFindingsShown();
    void lintWarningsBadgedApart();
    void germanFigures();

private:
    TestUtils::SettingsFolder m_settings;
};

void TestMainWindow::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-test"));
}

void TestMainWindow::init()
{
    // Figures as the window shows them in English (the program's choice where the system
    // has no language), whatever language the machine running the tests has.
    QLocale::setDefault(English);
    RecipeFormat::setLocale(English);
    // Each test starts as a new user would; remembered filters would narrow the ranking.
    QSettings().clear();
}

void TestMainWindow::loadsBundledFolder()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    // A row for each recipe file bundled (however many there are: each file read on its
    // own here), and one for each figure the model pages list for the bundled models on
    // other GPUs (the Qwen3.5 page's H100 and B200).
    const auto bundled = bundledFilesAndModels();
    QVERIFY(bundled.recipes.size() >= 7);
    const auto listings = RecipeLoader::bundledListingsFor(bundled.recipes).size();
    QVERIFY(listings >= 2);
    const auto shown = bundled.recipes.size() + listings;
    QCOMPARE(WindowParts::rankingPage(window)->ranking()->rowCount(), shown);
    QCOMPARE(window.store()->recipes().size(), bundled.recipes.size());
    QCOMPARE(window.store()->listings().size(), listings);
    QCOMPARE(WindowParts::navigation(window)->model()->rowCount(), bundled.models.size());
    QCOMPARE(WindowParts::problems(window)->model()->rowCount(), 0);
    QVERIFY(window.windowTitle().contains(QLatin1String("Bundled recipes")) || window.windowTitle().contains(bundledDir));
    QCOMPARE(WindowParts::rankingPage(window)->headline(),
             QStringLiteral("All models\nRanked by tokens/s per GPU within each model and GPU type · %1 recipe(s)").arg(shown));
    // Listing entries are marked and never open as recipes.
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), {});
    QCOMPARE(WindowParts::rankingPage(window)->headline(),
             QStringLiteral("Training Qwen3.5-397B-A17B\n"
                            "Ranked by tokens/s per GPU · 8,192-token SFT rows · global batch 128 · BF16"));
    QCOMPARE(rows(window),
             QStringLiteral("#1 313.3 $6.10 —\n"
                            "#1 545.3 $4.03 TP2 PP4 EP32 DP16\n"
                            "#2 506.7 $4.34 TP1 PP4 EP32 DP32\n"
                            "#3 469.2 $4.68 TP2 PP2 EP64 DP32\n"
                            "#1 1,232.5 $3.21 —"));
    const auto listingRow = WindowParts::rankingPage(window)->ranking()->index(0, RecipeTableModel::Status);
    QCOMPARE(listingRow.data().toString(), QStringLiteral("listing only"));
    // The table sets the listing's cells in italics, and only theirs.
    const auto styled = [&](int row, int column) {
        const auto index = WindowParts::rankingPage(window)->ranking()->index(row, column);
        QStyleOptionViewItem option;
        option.initFrom(WindowParts::rankingTable(window));
        qobject_cast<RecipeTableDelegate *>(WindowParts::rankingTable(window)->itemDelegate())->initStyleOption(&option, index);
        return option;
    };
    QVERIFY(styled(0, RecipeTableModel::Model).font.italic());
    QVERIFY(styled(0, RecipeTableModel::TokensPerSecondPerGpu).font.italic());
    QVERIFY(!styled(1, RecipeTableModel::Model).font.italic());
    QVERIFY(showWhole(window, listingRow.data(RecipeTableModel::FilePathRole).toString()));
    const auto listingPage = WindowParts::recipePage(window)->overviewText();
    QVERIFY2(listingPage.contains(QLatin1String("Listing only. These figures come from OpenRecipes model page")), qPrintable(listingPage));
    QVERIFY(!listingPage.contains(QLatin1String("Stack")));
    QVERIFY(!listingPage.contains(QLatin1String("Citation")));
    // The H200 page shows the model page's cross-GPU cards, in the site's order.
    QVERIFY(showWhole(window, qwenTop));
    const auto page = WindowParts::recipePage(window)->overviewText();
    const auto h100 = page.indexOf(QStringLiteral("H100 · 128 GPUs\n313.3\ntokens/s/GPU · $6.10 / 1M tokens\nlisting only"));
    const auto b200 = page.indexOf(QStringLiteral("B200 · 64 GPUs\n1,232.5\ntokens/s/GPU · $3.21 / 1M tokens\nlisting only"));
    const auto h200 = page.indexOf(QStringLiteral("H200 · 128 GPUs · this page\n545.3\ntokens/s/GPU · $4.03 / 1M tokens"));
    QVERIFY2(h100 > 0 && h200 > h100 && b200 > h200, qPrintable(page.right(300)));
}

void TestMainWindow::rankingFromNavigation()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    auto *tree = WindowParts::navigation(window);
    const auto *nav = static_cast<const NavigationModel *>(tree->model());
    const auto h200 = nav->find(QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("H200"));
    QVERIFY(h200.isValid());
    tree->setCurrentIndex(h200);
    QCOMPARE(rows(window),
             QStringLiteral("#1 545.3 $4.03 TP2 PP4 EP32 DP16\n"
                            "#2 506.7 $4.34 TP1 PP4 EP32 DP32\n"
                            "#3 469.2 $4.68 TP2 PP2 EP64 DP32"));
    QCOMPARE(WindowParts::rankingPage(window)->headline(),
             QStringLiteral("Training Qwen3.5-397B-A17B on H200\n"
                            "Ranked by tokens/s per GPU · 8,192-token SFT rows · global batch 128 · BF16"));
    // Keyboard: down in the tree to the #1 recipe opens its page.
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Down);
    QTRY_VERIFY(WindowParts::recipePage(window)->hasRecipe()); // read whole on a worker thread
    QCOMPARE(WindowParts::recipePage(window)->recipe().tokensPerSecondPerGpu(), 545.32);
}

void TestMainWindow::filterBar()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    auto *search = WindowParts::filterBar(window)->findChild<QLineEdit *>(QStringLiteral("search"));
    QVERIFY(search);
    QTest::keyClicks(search, QStringLiteral("glm dp4"));
    QCOMPARE(rows(window), QStringLiteral("#2 131.1 $16.76 TP8 PP4 EP32 DP4"));
    search->clear();
    const auto bundled = bundledFilesAndModels().recipes;
    QCOMPARE(WindowParts::rankingPage(window)->ranking()->rowCount(), bundled.size() + RecipeLoader::bundledListingsFor(bundled).size());
    WindowParts::filterBar(window)->setValue(RankingFilter::Model, QStringLiteral("MiniMax-M2"));
    QCOMPARE(rows(window), QStringLiteral("#1 2,034.4 $1.08 TP1 PP8 VPP4 EP8 DP8"));
    WindowParts::filterBar(window)->setValue(RankingFilter::Model, {});
    WindowParts::filterBar(window)->setValue(RankingFilter::Status, QStringLiteral("verified"));
    WindowParts::filterBar(window)->setValue(RankingFilter::Author, QStringLiteral("ATTUNE"));
    WindowParts::filterBar(window)->setValue(RankingFilter::GpuType, QStringLiteral("H200"));
    QCOMPARE(WindowParts::rankingPage(window)->ranking()->rowCount(), 7);
    WindowParts::filterBar(window)->setValue(RankingFilter::Status, QStringLiteral("draft"));
    QCOMPARE(WindowParts::rankingPage(window)->ranking()->rowCount(), 0);
    QCOMPARE(WindowParts::rankingPage(window)->filter().status(), QStringLiteral("draft"));
}

void TestMainWindow::recipePage()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    QVERIFY(showWhole(window, qwenTop));
    QVERIFY(WindowParts::recipePage(window)->hasRecipe());
    const auto text = WindowParts::recipePage(window)->overviewText();
    for (const auto *expected : {
             "Qwen3.5-397B-A17B · attune-tp2-pp4-ep32",
             "545.32\ntokens/s per GPU",
             "$4.03\n$ / 1M tokens",
             "5.4%\nMFU",
             "1.14%\nstep-time CV",
             "Author\nATTUNE (cite)",
             "GPUs\n128 x H200 141 GB (AWS p5en.48xlarge, 8 per node)",
             "Layout\nTP 2, PP 4, CP 1, EP 32, ETP 1, DP 16; one 8,192-token row per microbatch",
             "Highlights\nmax 8,192 tokens/GPU, no offload",
             "MFU\n5.4% (N = 16,331,407,360 active parameters per token)",
             "Step-time CV\n1.14%",
             "Convergence check\ncorrelation 0.99999, final loss difference 8.4e-05, 0 pointwise failures over 20 steps",
             "Component test\nprecision-aware Adam on GPU",
             "Measured\n2026-10-11, 14-step run scored over steps 4–13",
             "GPU-hours\n68.9 (GPUs x (job start to end), including startup)",
             "Rows\nqwen35-tulu3-fixed8192-v1 (rows_sha256 7a837641dcde9ebcac9d3ed5ed84ddd941fc9bfc173606cc701e9a3f51c307f1)",
             "Tokenizer\nQwen3.5 (the Qwen3.5-122B-A10B tokenizer",
             "Stack",
             "megatron lm\ncommit 1dcf0daf (megatron-core 0.16.0rc0)",
             "network\n8 GPUs per node, EFA, 3.2 Tb/s RDMA per node",
             "Environment",
             "NCCL_NVLS_ENABLE=$([ \"$NVLINK_COUNT\" -gt 0 ] && echo 1 || echo 0)",
             "Citation",
             "eprint        = {2610.17528}",
             "Qwen3.5-397B-A17B on other GPUs",
             "H200 · 128 GPUs · this page",
         })
        QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    // Notes are rendered as a list, without the Markdown dashes.
    QVERIFY(showWhole(window, bundledDir + QStringLiteral("/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml")));
    const auto minimax = WindowParts::recipePage(window)->overviewText();
    QVERIFY(minimax.contains(QLatin1String("Notes")));
    QVERIFY(minimax.contains(QLatin1String("Starting point: slime's MiniMax-M2 script")));
    QVERIFY(!minimax.contains(QLatin1String("- Starting point")));
    QVERIFY(minimax.contains(QLatin1String("12.8% (N = 10,415,112,192 active parameters per token)")));
    QCOMPARE(WindowParts::rankingTable(window)->currentIndex().data(RecipeTableModel::FilePathRole).toString(),
             bundledDir + QStringLiteral("/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"));
}

void TestMainWindow::reloadsChangedFileKeepingSelection()
{
    QTemporaryDir dir;
    const auto file = dir.filePath(QStringLiteral("recipe.yaml"));
    QVERIFY(QFile::copy(qwenTop, file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    MainWindow window;
    window.store()->setDebounceInterval(50);
    window.show();
    QVERIFY(open(window, {dir.path()}));
    QVERIFY(showWhole(window, file));
    QVERIFY(WindowParts::recipePage(window)->overviewText().contains(QLatin1String("545.32")));

    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    auto bytes = f.readAll();
    f.close();
    bytes.replace("tokens_per_s_per_gpu: 545.32", "tokens_per_s_per_gpu: 600.5");
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
    f.close();
    QTRY_VERIFY_WITH_TIMEOUT(WindowParts::recipePage(window)->overviewText().contains(QLatin1String("600.50\ntokens/s per GPU")), 10000);
    QCOMPARE(WindowParts::rankingTable(window)->currentIndex().data(RecipeTableModel::FilePathRole).toString(), file);
    QCOMPARE(rows(window), QStringLiteral("#1 313.3 $6.10 —\n#1 600.5 $4.03 TP2 PP4 EP32 DP16\n#1 1,232.5 $3.21 —"));
}

void TestMainWindow::folderWithBadFiles()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(qwenTop, dir.filePath(QStringLiteral("good.yaml"))));
    QVERIFY(QFile::copy(QFINDTESTDATA("data/bad/zero-gpus.yaml"), dir.filePath(QStringLiteral("zero-gpus.yaml"))));
    QVERIFY(QFile::copy(QFINDTESTDATA("data/bad/self-alias.yaml"), dir.filePath(QStringLiteral("self-alias.yaml"))));
    MainWindow window;
    window.show();
    QVERIFY(open(window, {dir.path()}));
    QCOMPARE(rows(window), QStringLiteral("#1 313.3 $6.10 —\n#1 545.3 $4.03 TP2 PP4 EP32 DP16\n#1 1,232.5 $3.21 —"));
    QCOMPARE(window.store()->recipes().size(), 1);
    const auto *problems = WindowParts::problems(window)->model();
    QCOMPARE(problems->rowCount(), 2);
    QCOMPARE(problems->index(0, 0).data().toString(),
             dir.filePath(QStringLiteral("self-alias.yaml")) + QStringLiteral(":25:7 alias refers to a node that contains it ('loop[0]')"));
    QCOMPARE(problems->index(1, 0).data().toString(),
             dir.filePath(QStringLiteral("zero-gpus.yaml")) + QStringLiteral(":6:10 'gpu.count' must be at least 1, found \"0\""));
    QTRY_VERIFY(WindowParts::problems(window)->isVisibleTo(&window)); // on a turn of its own, once the ranking is shown
}

void TestMainWindow::copyRows()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("H200"));
    WindowParts::rankingTable(window)->selectAll();
    const auto markdown = WindowParts::rankingPage(window)->selectedRowsText(TableWriter::Format::Markdown);
    QVERIFY2(markdown.startsWith(QLatin1String("| # | Checks | Model | GPU | GPUs | Tokens/s per GPU | $ / 1M tokens | MFU | Layout |")),
             qPrintable(markdown));
    QVERIFY(markdown.contains(QLatin1String("| #1 |  | Qwen3.5-397B-A17B | H200 | 128 | 545.3 | $4.03 | 5.4% | TP2 PP4 EP32 DP16 |")));
    QCOMPARE(markdown.count(u'\n'), 5);
    const auto csv = WindowParts::rankingPage(window)->selectedRowsText(TableWriter::Format::Csv);
    QVERIFY(csv.contains(QLatin1String("#3,,Qwen3.5-397B-A17B,H200,128,469.2,$4.68,4.7%,TP2 PP2 EP64 DP32")));
}

void TestMainWindow::chartsFollowRanking()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showPage(MainWindow::Page::Charts);
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), {});
    const auto &chart = WindowParts::chartView(window)->chart();
    QCOMPARE(chart.title, QStringLiteral("Qwen3.5-397B-A17B: tokens/s per GPU across GPUs"));
    QStringList bars;
    for (const auto &b : chart.bars)
        bars << b.gpuType + u' ' + b.valueLabel;
    QCOMPARE(bars, QStringList({QStringLiteral("H100 313.3"), QStringLiteral("H200 545.3"), QStringLiteral("B200 1,232.5")}));
    // Narrowing the ranking narrows the chart.
    WindowParts::filterBar(window)->setValue(RankingFilter::GpuType, QStringLiteral("H200"));
    QCOMPARE(WindowParts::chartView(window)->chart().bars.size(), 1);
    WindowParts::chartsPage(window)->setMetric(ChartData::Metric::Cost);
    QCOMPARE(WindowParts::chartView(window)->chart().bars.first().valueLabel, QStringLiteral("$4.03"));
}

void TestMainWindow::presenterSteps()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), {});
    const auto charts = WindowParts::chartsPage(window)->presenterCharts();
    // Throughput, cost, trade-off, MFU and scaling; no plan is set, so no cost against time to train.
    QCOMPARE(charts.size(), 5);
    QCOMPARE(charts.last().metric, ChartData::Metric::Scaling);
    PresenterWindow presenter(charts);
    presenter.show();
    QCOMPARE(presenter.current(), 0);
    QTest::keyClick(&presenter, Qt::Key_Right);
    QCOMPARE(presenter.current(), 1);
    QCOMPARE(presenter.view()->chart().metric, ChartData::Metric::Cost);
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(&presenter, Qt::Key_Space);
    QCOMPARE(presenter.current(), 4); // stops at the last chart
    QTest::keyClick(&presenter, Qt::Key_Home);
    QCOMPARE(presenter.current(), 0);
    const bool dark = presenter.isDark();
    QTest::keyClick(&presenter, Qt::Key_T);
    QCOMPARE(presenter.isDark(), !dark);
    // Type grows with the screen, in proportion to its height, and is larger than the
    // window's own charts' from a 720-line screen up.
    presenter.resize(1280, 720);
    QCoreApplication::processEvents();
    const double small = presenter.view()->fontSize();
    presenter.resize(1920, 1080);
    QCoreApplication::processEvents();
    const double large = presenter.view()->fontSize();
    const double windowType = WindowParts::chartView(window)->fontSize();
    QVERIFY2(small > windowType, qPrintable(QStringLiteral("%1 pt on 720 lines, %2 pt in the window").arg(small).arg(windowType)));
    QCOMPARE(large / small, 1080.0 / 720.0);
    QVERIFY2(large >= 1.5 * windowType, qPrintable(QStringLiteral("%1 pt on 1080 lines").arg(large)));
}

void TestMainWindow::compareTwoRecipes()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showGroup(QStringLiteral("GLM-5.2-744B-A40B"), {});
    WindowParts::rankingTable(window)->selectAll();
    QVERIFY(compareWhole(window, [&] { window.compareSelected(); }));
    QCOMPARE(window.currentPage(), MainWindow::Page::Compare);
    auto *diff = WindowParts::diffView(window);
    QCOMPARE(diff->headline(), QStringLiteral("tokens/s per GPU -19.0%, $ / 1M tokens +23.4%"));
    QCOMPARE(diff->model()->rowCount(), 11);
    diff->swap();
    QCOMPARE(diff->headline(), QStringLiteral("tokens/s per GPU +23.4%, $ / 1M tokens -19.0%"));
    // F7 steps through the command's changes, both panes together.
    auto *commands = diff->commandDiff();
    diff->tabs()->setCurrentWidget(commands);
    commands->nextChange();
    QCOMPARE(commands->currentChange(), 0);
    QCOMPARE(commands->left()->textCursor().blockNumber(), 14);
    QCOMPARE(commands->right()->textCursor().blockNumber(), 14);
    commands->nextChange();
    QCOMPARE(commands->left()->textCursor().blockNumber(), 21);
    commands->previousChange();
    QCOMPARE(commands->currentChange(), 0);
    // Listing entries are not recipes: nothing to compare, and the window says so where
    // it is, with the last comparison left as it was.
    window.showPage(MainWindow::Page::Ranking);
    window.compare(bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"),
                   window.store()->listings().first().filePath());
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Only two full recipes can be compared"));
    QCOMPARE(window.currentPage(), MainWindow::Page::Ranking);
    QCOMPARE(diff->headline(), QStringLiteral("tokens/s per GPU +23.4%, $ / 1M tokens -19.0%"));
}

void TestMainWindow::compareWithMenu()
{
    // Filled when it opens, the same model's recipes first.
    MainWindow window;
    QVERIFY(open(window, {bundledDir}));
    QVERIFY(showWhole(window, bundledDir + QStringLiteral("/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml")));
    auto *menu = WindowParts::recipePage(window)->compareMenu();
    QVERIFY(menu->isEnabled());
    QVERIFY(menu->actions().isEmpty());
    Q_EMIT menu->aboutToShow();
    auto texts = [menu] {
        QStringList list;
        for (const auto *action : menu->actions())
            list << (action->isSeparator() ? QStringLiteral("--")
                                           : action->text() + (action->isEnabled() ? QString() : QStringLiteral(" (off)")));
        return list;
    };
    // The recipes, then the recipe as git has it (offered in a git work tree, and said
    // why not outside one: tst_gitstatus has both).
    auto bundled = texts();
    const auto revisions = bundled.mid(bundled.size() - 3);
    QCOMPARE(revisions.at(0), QStringLiteral("--"));
    QVERIFY2(revisions.at(1).startsWith(QStringLiteral("The Commit Checked Out (HEAD)")), qPrintable(revisions.at(1)));
    QVERIFY2(revisions.at(2).startsWith(QStringLiteral("A Git Revision…")), qPrintable(revisions.at(2)));
    bundled.resize(bundled.size() - 3);
    QCOMPARE(bundled.size(), window.store()->recipes().size() - 1);
    QVERIFY2(bundled.first().startsWith(QStringLiteral("GLM-5.2-744B-A40B · TP8 PP4")), qPrintable(bundled.join(u'\n')));
    QVERIFY(!bundled.contains(QStringLiteral("--")));

    // A folder of many: the first 20, and how many more there are.
    QTemporaryDir many;
    QString why;
    QVERIFY2(BenchCorpus::write(60, QDir(many.path()), 7, &why), qPrintable(why));
    MainWindow large;
    QVERIFY(open(large, {many.path()}));
    QCOMPARE(large.store()->recipes().size(), 60);
    QVERIFY(showWhole(large, large.store()->recipes().first().filePath()));
    auto *largeMenu = WindowParts::recipePage(large)->compareMenu();
    Q_EMIT largeMenu->aboutToShow();
    const auto listed = [largeMenu] {
        QStringList list;
        for (const auto *action : largeMenu->actions())
            list << (action->isSeparator() ? QStringLiteral("--") : action->text());
        return list.first(list.size() - 3); // the recipes; git's entries follow
    }();
    QCOMPARE(listed.size(), int(RankingPage::MaxCompareCandidates) + 2);
    QCOMPARE(listed.at(listed.size() - 2), QStringLiteral("--"));
    // Same model first; no two entries read the same.
    const auto &page = WindowParts::recipePage(large)->recipe();
    QVERIFY2(listed.first().startsWith(page.model() + QStringLiteral(" · ")), qPrintable(listed.first()));
    QCOMPARE(QSet<QString>(listed.cbegin(), listed.cend() - 2).size(), int(RankingPage::MaxCompareCandidates));
    QCOMPARE(listed.last(), QStringLiteral("39 more recipe(s): select two rows of the ranking and compare them (Ctrl+D)"));
    QVERIFY(!largeMenu->actions().at(largeMenu->actions().size() - 4)->isEnabled());
    // Choosing one compares it with the page's recipe.
    QVERIFY(compareWhole(large, [&] { largeMenu->actions().first()->trigger(); }));
    QCOMPARE(large.currentPage(), MainWindow::Page::Compare);
}

void TestMainWindow::currentRowStaysInView()
{
    // The recipe's page opening below the table makes the table smaller: the row of
    // the recipe shown stays in view.
    QStandardItemModel model(200, 3);
    RecipeTableView table;
    table.setModel(&model);
    table.resize(600, 700);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    auto inView = [&table] { return table.viewport()->rect().intersects(table.visualRect(table.currentIndex())); };
    table.setCurrentIndex(model.index(20, 0));
    table.scrollTo(table.currentIndex());
    QVERIFY(inView());
    const int top = table.rowAt(0);
    table.resize(600, 150);
    QVERIFY(inView());
    QVERIFY(table.rowAt(0) > top);
    // A row out of view is left where it is.
    table.scrollToTop();
    table.setCurrentIndex(model.index(150, 0));
    table.scrollToTop();
    QVERIFY(!inView());
    table.resize(600, 120);
    QCOMPARE(table.rowAt(0), 0);
}

void TestMainWindow::firstLookShowsEveryEntry_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addRow("1280x800") << QSize(1280, 800);
    QTest::addRow("default size") << QSize();
}

void TestMainWindow::firstLookShowsEveryEntry()
{
    QFETCH(QSize, size);
    MainWindow window;
    if (size.isValid())
        window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(open(window, {bundledDir}));
    auto *table = WindowParts::rankingTable(window);
    QCOMPARE(table->model()->rowCount(), 9);
    // No recipe chosen: the page takes no room, and every row is in view.
    QVERIFY(!WindowParts::recipePage(window)->isVisible());
    QCoreApplication::processEvents();
    const auto last = table->visualRect(table->model()->index(8, 0));
    QVERIFY2(last.isValid() && last.bottom() <= table->viewport()->height(),
             qPrintable(QStringLiteral("row 9 ends at %1 of %2").arg(last.bottom()).arg(table->viewport()->height())));
    QCOMPARE(table->verticalScrollBar()->maximum(), 0);
    // Choosing a recipe makes room for its page.
    QVERIFY(showWhole(window, qwenTop));
    QVERIFY(WindowParts::recipePage(window)->isVisible());
    QVERIFY(WindowParts::recipePage(window)->height() > 200);
}

void TestMainWindow::clearFiltersUpdatesOnce()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showPage(MainWindow::Page::Charts);
    RankingFilter narrowed;
    narrowed.setValue(RankingFilter::Model, QStringLiteral("Qwen3.5-397B-A17B"));
    narrowed.setValue(RankingFilter::GpuType, QStringLiteral("H200"));
    narrowed.setValue(RankingFilter::Author, QStringLiteral("ATTUNE"));
    narrowed.setValue(RankingFilter::Text, QStringLiteral("EP32"));
    WindowParts::rankingPage(window)->setFilter(narrowed);
    QCOMPARE(WindowParts::rankingPage(window)->ranking()->rowCount(), 2);
    QCOMPARE(WindowParts::chartView(window)->chart().bars.size(), 1);

    QSignalSpy proxyChanges(WindowParts::rankingPage(window)->ranking(), &RankingProxyModel::filterChanged);
    QSignalSpy chartChanges(WindowParts::chartsPage(window), &ChartsPage::chartChanged);
    auto *clear = window.findChild<QAction *>(QStringLiteral("clearFilters"));
    QVERIFY(clear);
    clear->trigger();
    QCOMPARE(proxyChanges.size(), 1);
    QCOMPARE(chartChanges.size(), 1);
    QCOMPARE(WindowParts::rankingPage(window)->ranking()->rowCount(), 9);
    QCOMPARE(WindowParts::rankingPage(window)->filter(), RankingFilter());
    QCOMPARE(WindowParts::filterBar(window)->filter(), RankingFilter());
    QVERIFY(WindowParts::rankingPage(window)->headline().startsWith(QLatin1String("All models\n")));
    QCOMPARE(WindowParts::chartView(window)->chart().bars.size(), 6);
    // Remembered as one value.
    QCOMPARE(Settings::instance().filter(), RankingFilter());
}

void TestMainWindow::compareKeepsChangeInView()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(open(window, {bundledDir}));
    QVERIFY(compareWhole(window, [&] {
        window.compare(bundledDir + QStringLiteral("/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"),
                       bundledDir + QStringLiteral("/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"));
    }));
    QCOMPARE(window.currentPage(), MainWindow::Page::Compare);
    auto *table = WindowParts::diffView(window)->findChild<QTableView *>();
    QVERIFY(table);
    QCoreApplication::processEvents();
    const auto *header = table->horizontalHeader();
    const int change = LayoutDiffModel::Change;
    QVERIFY2(header->sectionViewportPosition(change) + header->sectionSize(change) <= table->viewport()->width(),
             qPrintable(QStringLiteral("change column ends at %1 of %2")
                            .arg(header->sectionViewportPosition(change) + header->sectionSize(change))
                            .arg(table->viewport()->width())));
    QVERIFY(header->sectionSize(change) >= static_cast<QAbstractItemView *>(table)->sizeHintForColumn(change));
    QVERIFY(!table->horizontalScrollBar()->isVisible());
    QVERIFY(qAbs(header->sectionSize(LayoutDiffModel::A) - header->sectionSize(LayoutDiffModel::B)) <= 1);
    // A long value is elided, and whole in its tooltip: rich text (so that it wraps), the
    // value HTML-escaped, line breaks as <br>.
    const auto *model = table->model();
    QString sourceTip;
    for (int row = 0; row < model->rowCount(); ++row) {
        const auto index = model->index(row, LayoutDiffModel::A);
        const auto shown = index.data().toString();
        QVERIFY(!shown.isEmpty());
        const QString expected =
            QStringLiteral("<qt>") + shown.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")) + QStringLiteral("</qt>");
        QCOMPARE(index.data(Qt::ToolTipRole).toString(), expected);
        if (model->index(row, LayoutDiffModel::Section).data().toString() == QLatin1String("stack")
            && model->index(row, LayoutDiffModel::Field).data().toString() == QLatin1String("source"))
            sourceTip = index.data(Qt::ToolTipRole).toString();
    }
    // A long one: stack.source of attune-tp4-pp4.yaml, as the file writes it (its two lines folded into one).
    QCOMPARE(sourceTip,
             QStringLiteral("<qt>in-pod version dump of the measured run's training image (same digest), 2026-10-11: Megatron-LM git "
                            "commit and status, installed megatron-core, TE, PyTorch, NCCL, DeepEP and slime, Python</qt>"));
}

void TestMainWindow::commandTabReadable_data()
{
    QTest::addColumn<QString>("file");
    for (const auto &file : TestUtils::bundledFiles())
        QTest::addRow("%s", qPrintable(QDir(bundledDir).relativeFilePath(file))) << file;
}

void TestMainWindow::commandTabReadable()
{
    QFETCH(QString, file);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(open(window, {bundledDir}));
    QVERIFY(showWhole(window, file));
    auto *page = WindowParts::recipePage(window);
    page->showTab(RecipePageView::Tab::Command);
    auto *command = page->commandView();
    QCoreApplication::processEvents();
    // Every placeholder in view without scrolling.
    auto *placeholders = command->placeholders();
    QVERIFY(placeholders->isVisible());
    QVERIFY(placeholders->count() > 0);
    const auto last = placeholders->visualItemRect(placeholders->item(placeholders->count() - 1));
    QVERIFY2(last.bottom() <= placeholders->viewport()->height(),
             qPrintable(QStringLiteral("last placeholder ends at %1 of %2").arg(last.bottom()).arg(placeholders->viewport()->height())));
    // The flags: flag and value whole.
    command->sideTabs()->setCurrentWidget(command->flagTable());
    QCoreApplication::processEvents();
    auto *flags = command->flagTable();
    const auto *table = static_cast<QAbstractItemView *>(flags);
    const int value = CommandFlagModel::Value;
    QVERIFY2(flags->columnWidth(CommandFlagModel::Flag) >= table->sizeHintForColumn(CommandFlagModel::Flag),
             qPrintable(QStringLiteral("flag column %1 wide for %2 in %3, value %4")
                            .arg(flags->columnWidth(0))
                            .arg(table->sizeHintForColumn(0))
                            .arg(flags->viewport()->width())
                            .arg(flags->columnWidth(1))));
    QVERIFY2(flags->columnViewportPosition(value) + flags->columnWidth(value) <= flags->viewport()->width(),
             qPrintable(QStringLiteral("value column ends at %1 of %2")
                            .arg(flags->columnViewportPosition(value) + flags->columnWidth(value))
                            .arg(flags->viewport()->width())));
    // Readable: whole, or at least eight characters wide (elided, whole in its tooltip).
    QVERIFY(flags->columnWidth(value) >= std::min(table->sizeHintForColumn(value), 8 * flags->fontMetrics().averageCharWidth()));
}

void TestMainWindow::colorThemes()
{
    // The dark and light KDE colour schemes that ship with the program, read by KColorScheme.
    ColorTheme::apply(ColorTheme::Dark);
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(42, 43, 46));
    QCOMPARE(QApplication::palette().color(QPalette::Base), QColor(30, 31, 34));
    QCOMPARE(QApplication::palette().color(QPalette::Text), QColor(232, 232, 232));
    QCOMPARE(QApplication::palette().color(QPalette::Highlight), QColor(47, 111, 179));
    ColorTheme::apply(ColorTheme::Light);
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(239, 240, 241));
    QCOMPARE(QApplication::palette().color(QPalette::Base), QColor(Qt::white));
    ColorTheme::apply(ColorTheme::System);
    QCOMPARE(ColorTheme::fromName(QStringLiteral("dark")), std::optional(ColorTheme::Dark));
    QVERIFY(!ColorTheme::fromName(QStringLiteral("sepia")));
}

void TestMainWindow::lintFindingsShown()
{
    // A recipe whose label contradicts its layout: a badge in the ranking, a line in
    // Problems, a box on its page; the consistent one beside it has none.
    QTemporaryDir dir;
    const auto good = dir.filePath(QStringLiteral("good.yaml"));
    const auto bad = dir.filePath(QStringLiteral("bad.yaml"));
    QVERIFY(QFile::copy(qwenTop, good));
    auto bytes = TestUtils::readFile(qwenTop);
    QVERIFY(bytes.contains("label: TP2 PP4 EP32 DP16"));
    bytes.replace("label: TP2 PP4 EP32 DP16", "label: TP2 PP8 EP32 DP16");
    QVERIFY(TestUtils::writeFile(bad, bytes));
    MainWindow window;
    window.show();
    QVERIFY(open(window, {dir.path()}));
    const auto *ranking = WindowParts::rankingPage(window)->ranking();
    QStringList badges;
    for (int row = 0; row < ranking->rowCount(); ++row)
        if (!ranking->index(row, RecipeTableModel::Checks)
                 .data(RecipeTableModel::FilePathRole)
                 .toString()
                 .contains(QLatin1String("listing")))
            badges << QFileInfo(ranking->index(row, 0).data(RecipeTableModel::FilePathRole).toString()).fileName() + u' '
                    + ranking->index(row, RecipeTableModel::Checks).data().toString();
    badges.sort();
    QCOMPARE(badges, QStringList({QStringLiteral("bad.yaml ✖ 1"), QStringLiteral("good.yaml ")}));
    // The Checks cell of the recipe with an error is in the negative text colour, the other's is not.
    QVERIFY(inNegativeText(window, checksCell(window, QStringLiteral("bad.yaml"))));
    QVERIFY(!inNegativeText(window, checksCell(window, QStringLiteral("good.yaml"))));
    const auto *problems = WindowParts::problems(window)->model();
    QCOMPARE(problems->rowCount(), 1);
    QVERIFY2(
        problems->index(0, 0).data().toString().endsWith(QLatin1String(":54:10 the label says PP8, but layout.pp is 4 [layout-label]")),
        qPrintable(problems->index(0, 0).data().toString()));
    // Shown on the next turn of the event loop: laid out apart from the ranking.
    QTRY_VERIFY(WindowParts::problems(window)->isVisibleTo(&window));
    QVERIFY(showWhole(window, bad));
    const auto page = WindowParts::recipePage(window)->overviewText();
    QVERIFY2(page.contains(QStringLiteral("Checks: 1 finding(s)\n✖ line 54 the label says PP8, but layout.pp is 4 [layout-label]")),
             qPrintable(page.left(400)));
    QVERIFY(showWhole(window, good));
    QVERIFY(!WindowParts::recipePage(window)->overviewText().contains(QLatin1String("Checks:")));
}

void TestMainWindow::lintWarningsBadgedApart()
{
    // Findings that are warnings only: the gpu_hours check warns by default, and this
    // recipe's own lint: key makes its contradicting label one. The badge is ⚠, not
    // in the error's colour, and its tooltip lists both findings with their lines.
    QTemporaryDir dir;
    const auto warned = dir.filePath(QStringLiteral("warned.yaml"));
    auto bytes = TestUtils::readFile(qwenTop);
    QVERIFY(bytes.contains("label: TP2 PP4 EP32 DP16") && bytes.contains("gpu_hours: 68.9\n"));
    bytes.replace("label: TP2 PP4 EP32 DP16", "label: TP2 PP8 EP32 DP16");
    bytes.replace("gpu_hours: 68.9\n", "gpu_hours: 6890\n");
    QVERIFY(TestUtils::writeFile(warned, bytes + "lint:\n  severity:\n    layout-label: warning\n"));
    MainWindow window;
    window.show();
    QVERIFY(open(window, {dir.path()}));
    const auto cell = checksCell(window, QStringLiteral("warned.yaml"));
    QCOMPARE(cell.data().toString(), QStringLiteral("⚠ 2"));
    QVERIFY(!inNegativeText(window, cell));
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(),
             QStringLiteral("<qt>line 54: the label says PP8, but layout.pp is 4 [layout-label]<br>"
                            "line 93: gpu_hours is 6890, but 128 GPUs x 14 steps of 15.0 s take 7.48 GPU-hours [figures-gpu-hours]</qt>"));
}

void TestMainWindow::germanFigures()
{
    // In German (the locale View > Language > Deutsch gives): a decimal comma and a dot
    // between thousands on the recipe's page and on the charts, as in the ranking.
    const auto german = Language::locale(QStringLiteral("de"));
    QCOMPARE(german.decimalPoint(), QStringLiteral(","));
    QLocale::setDefault(german);
    RecipeFormat::setLocale(german);
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    QVERIFY(showWhole(window, qwenTop));
    const auto page = WindowParts::recipePage(window)->overviewText();
    for (const auto *expected : {"545,32\ntokens/s per GPU", "4,03 $\n$ / 1M tokens", "5,4%\nMFU", "N = 16.331.407.360 active parameters",
                                 "H100 · 128 GPUs\n313,3\ntokens/s/GPU · 6,10 $ / 1M tokens", "B200 · 64 GPUs\n1.232,5\n"})
        QVERIFY2(page.contains(QString::fromUtf8(expected)),
                 qPrintable(QString::fromUtf8(expected) + QStringLiteral(" is not in:\n") + page));
    window.showPage(MainWindow::Page::Charts);
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), {});
    QStringList bars;
    for (const auto &b : WindowParts::chartView(window)->chart().bars)
        bars << b.gpuType + u' ' + b.valueLabel;
    QCOMPARE(bars, QStringList({QStringLiteral("H100 313,3"), QStringLiteral("H200 545,3"), QStringLiteral("B200 1.232,5")}));
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestMainWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mainwindow.moc"
