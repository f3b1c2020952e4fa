// The window as a reader uses it, offscreen: loading, the ranking, filters, the
// recipe page, a file changed on disk, and a folder with bad files.
#include "chartspanel.h"
#include "chartview.h"
#include "codeview.h"
#include "diffview.h"
#include "layoutdiffmodel.h"
#include "textdiffview.h"
#include "filterbar.h"
#include "mainwindow.h"
#include "navigationmodel.h"
#include "presenterwindow.h"
#include "rankingproxymodel.h"
#include "recipepageview.h"
#include "recipestore.h"
#include "recipetablemodel.h"
#include "recipetableview.h"

#include <QApplication>
#include <QComboBox>
#include <QFont>
#include <QDir>
#include <QLineEdit>
#include <QListView>
#include <QTabWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

namespace {
const QString bundledDir = QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes");
const QString qwenTop = bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml");

QString rows(const MainWindow &window)
{
    QStringList lines;
    const auto *model = window.ranking();
    for (int row = 0; row < model->rowCount(); ++row)
        lines << QStringLiteral("%1 %2 %3 %4")
                     .arg(model->index(row, RecipeTableModel::Rank).data().toString(),
                          model->index(row, RecipeTableModel::TokensPerSecondPerGpu).data().toString(),
                          model->index(row, RecipeTableModel::UsdPerMillionTokens).data().toString(),
                          model->index(row, RecipeTableModel::Layout).data().toString());
    return lines.join(u'\n');
}

bool open(MainWindow &window, const QStringList &paths)
{
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);
    window.openPaths(paths);
    return finished.wait(10000);
}
} // namespace

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

private:
    QTemporaryDir m_settings;
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
    // Each test starts as a new user would; remembered filters would narrow the ranking.
    QSettings().clear();
}

void TestMainWindow::loadsBundledFolder()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    // Seven recipes, and the two figures the Qwen3.5 model page lists for H100 and B200.
    QCOMPARE(window.ranking()->rowCount(), 9);
    QCOMPARE(window.store()->recipes().size(), 7);
    QCOMPARE(window.store()->listings().size(), 2);
    QCOMPARE(window.navigation()->model()->rowCount(), 4);
    QCOMPARE(window.problems()->model()->rowCount(), 0);
    QVERIFY(window.windowTitle().contains(QLatin1String("Bundled recipes")) || window.windowTitle().contains(bundledDir));
    QCOMPARE(window.headline(), QStringLiteral("All models\nRanked by tokens/s per GPU within each model and GPU type · 9 recipe(s)"));
    // Listing entries are marked and never open as recipes.
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), {});
    QCOMPARE(window.headline(), QStringLiteral("Training Qwen3.5-397B-A17B\n"
                                               "Ranked by tokens/s per GPU · 8,192-token SFT rows · global batch 128 · BF16"));
    QCOMPARE(rows(window), QStringLiteral("#1 313.3 $6.10 —\n"
                                          "#1 545.3 $4.03 TP2 PP4 EP32 DP16\n"
                                          "#2 506.7 $4.34 TP1 PP4 EP32 DP32\n"
                                          "#3 469.2 $4.68 TP2 PP2 EP64 DP32\n"
                                          "#1 1,232.5 $3.21 —"));
    const auto listingRow = window.ranking()->index(0, RecipeTableModel::Status);
    QCOMPARE(listingRow.data().toString(), QStringLiteral("listing only"));
    QVERIFY(listingRow.data(Qt::FontRole).value<QFont>().italic());
    window.showRecipe(listingRow.data(RecipeTableModel::FilePathRole).toString());
    const auto listingPage = window.page()->overviewText();
    QVERIFY2(listingPage.contains(QLatin1String("Listing only. These figures come from OpenRecipes model page")), qPrintable(listingPage));
    QVERIFY(!listingPage.contains(QLatin1String("Stack")));
    QVERIFY(!listingPage.contains(QLatin1String("Citation")));
    // The H200 page shows the model page's cross-GPU cards, in the site's order.
    window.showRecipe(qwenTop);
    const auto page = window.page()->overviewText();
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
    auto *tree = window.navigation();
    const auto *nav = static_cast<const NavigationModel *>(tree->model());
    const auto h200 = nav->find(QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("H200"));
    QVERIFY(h200.isValid());
    tree->setCurrentIndex(h200);
    QCOMPARE(rows(window), QStringLiteral("#1 545.3 $4.03 TP2 PP4 EP32 DP16\n"
                                          "#2 506.7 $4.34 TP1 PP4 EP32 DP32\n"
                                          "#3 469.2 $4.68 TP2 PP2 EP64 DP32"));
    QCOMPARE(window.headline(), QStringLiteral("Training Qwen3.5-397B-A17B on H200\n"
                                               "Ranked by tokens/s per GPU · 8,192-token SFT rows · global batch 128 · BF16"));
    // Keyboard: down in the tree to the #1 recipe opens its page.
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Down);
    QVERIFY(window.page()->hasRecipe());
    QCOMPARE(window.page()->recipe().tokensPerSecondPerGpu(), 545.32);
}

void TestMainWindow::filterBar()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    auto *search = window.filterBar()->findChild<QLineEdit *>(QStringLiteral("search"));
    QVERIFY(search);
    QTest::keyClicks(search, QStringLiteral("glm dp4"));
    QCOMPARE(rows(window), QStringLiteral("#2 131.1 $16.76 TP8 PP4 EP32 DP4"));
    search->clear();
    QCOMPARE(window.ranking()->rowCount(), 9);
    window.filterBar()->setModel(QStringLiteral("MiniMax-M2"));
    QCOMPARE(rows(window), QStringLiteral("#1 2,034.4 $1.08 TP1 PP8 VPP4 EP8 DP8"));
    window.filterBar()->setModel({});
    window.filterBar()->setStatus(QStringLiteral("verified"));
    window.filterBar()->setAuthor(QStringLiteral("ATTUNE"));
    window.filterBar()->setGpuType(QStringLiteral("H200"));
    QCOMPARE(window.ranking()->rowCount(), 7);
    window.filterBar()->setStatus(QStringLiteral("draft"));
    QCOMPARE(window.ranking()->rowCount(), 0);
    QCOMPARE(window.ranking()->statusFilter(), QStringLiteral("draft"));
}

void TestMainWindow::recipePage()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showRecipe(qwenTop);
    QVERIFY(window.page()->hasRecipe());
    const auto text = window.page()->overviewText();
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
    window.showRecipe(bundledDir + QStringLiteral("/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"));
    const auto minimax = window.page()->overviewText();
    QVERIFY(minimax.contains(QLatin1String("Notes")));
    QVERIFY(minimax.contains(QLatin1String("Starting point: slime's MiniMax-M2 script")));
    QVERIFY(!minimax.contains(QLatin1String("- Starting point")));
    QVERIFY(minimax.contains(QLatin1String("12.8% (N = 10,415,112,192 active parameters per token)")));
    QCOMPARE(window.table()->currentIndex().data(RecipeTableModel::FilePathRole).toString(),
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
    window.showRecipe(file);
    QVERIFY(window.page()->overviewText().contains(QLatin1String("545.32")));

    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    auto bytes = f.readAll();
    f.close();
    bytes.replace("tokens_per_s_per_gpu: 545.32", "tokens_per_s_per_gpu: 600.5");
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
    f.close();
    QTRY_VERIFY_WITH_TIMEOUT(window.page()->overviewText().contains(QLatin1String("600.50\ntokens/s per GPU")), 10000);
    QCOMPARE(window.table()->currentIndex().data(RecipeTableModel::FilePathRole).toString(), file);
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
    const auto *problems = window.problems()->model();
    QCOMPARE(problems->rowCount(), 2);
    QCOMPARE(problems->index(0, 0).data().toString(),
             dir.filePath(QStringLiteral("self-alias.yaml")) + QStringLiteral(":25:7 alias refers to a node that contains it ('loop[0]')"));
    QCOMPARE(problems->index(1, 0).data().toString(),
             dir.filePath(QStringLiteral("zero-gpus.yaml")) + QStringLiteral(":6:10 'gpu.count' must be at least 1, found \"0\""));
    QVERIFY(window.problems()->isVisibleTo(&window));
}

void TestMainWindow::copyRows()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), QStringLiteral("H200"));
    window.table()->selectAll();
    const auto markdown = window.selectedRowsText(TableWriter::Format::Markdown);
    QVERIFY2(markdown.startsWith(QLatin1String("| # | Model | GPU | GPUs | Tokens/s per GPU | $ / 1M tokens | MFU | Layout |")),
             qPrintable(markdown));
    QVERIFY(markdown.contains(QLatin1String("| #1 | Qwen3.5-397B-A17B | H200 | 128 | 545.3 | $4.03 | 5.4% | TP2 PP4 EP32 DP16 |")));
    QCOMPARE(markdown.count(u'\n'), 5);
    const auto csv = window.selectedRowsText(TableWriter::Format::Csv);
    QVERIFY(csv.contains(QLatin1String("#3,Qwen3.5-397B-A17B,H200,128,469.2,$4.68,4.7%,TP2 PP2 EP64 DP32")));
}

void TestMainWindow::chartsFollowRanking()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.tabs()->setCurrentIndex(1);
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), {});
    const auto &chart = window.charts()->view()->chart();
    QCOMPARE(chart.title, QStringLiteral("Qwen3.5-397B-A17B: tokens/s per GPU across GPUs"));
    QStringList bars;
    for (const auto &b : chart.bars)
        bars << b.gpuType + u' ' + b.valueLabel;
    QCOMPARE(bars, QStringList({QStringLiteral("H100 313.3"), QStringLiteral("H200 545.3"), QStringLiteral("B200 1,232.5")}));
    // Narrowing the ranking narrows the chart.
    window.filterBar()->setGpuType(QStringLiteral("H200"));
    QCOMPARE(window.charts()->view()->chart().bars.size(), 1);
    window.charts()->setMetric(ChartModel::Metric::Cost);
    QCOMPARE(window.charts()->view()->chart().bars.first().valueLabel, QStringLiteral("$4.03"));
}

void TestMainWindow::presenterSteps()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showGroup(QStringLiteral("Qwen3.5-397B-A17B"), {});
    const auto charts = window.presenterCharts();
    QCOMPARE(charts.size(), 4);
    PresenterWindow presenter(charts);
    presenter.show();
    QCOMPARE(presenter.current(), 0);
    QTest::keyClick(&presenter, Qt::Key_Right);
    QCOMPARE(presenter.current(), 1);
    QCOMPARE(presenter.view()->chart().metric, ChartModel::Metric::Cost);
    QTest::keyClick(&presenter, Qt::Key_Space);
    QTest::keyClick(&presenter, Qt::Key_Space);
    QTest::keyClick(&presenter, Qt::Key_Space);
    QCOMPARE(presenter.current(), 3); // stops at the last chart
    QTest::keyClick(&presenter, Qt::Key_Home);
    QCOMPARE(presenter.current(), 0);
    const bool dark = presenter.isDark();
    QTest::keyClick(&presenter, Qt::Key_T);
    QCOMPARE(presenter.isDark(), !dark);
    // Type grows with the screen.
    presenter.resize(1920, 1080);
    QCoreApplication::processEvents();
    QVERIFY(presenter.view()->toPixmap(QSize(1920, 1080)).width() == 1920);
}

void TestMainWindow::compareTwoRecipes()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, {bundledDir}));
    window.showGroup(QStringLiteral("GLM-5.2-744B-A40B"), {});
    window.table()->selectAll();
    window.compareSelected();
    QCOMPARE(window.tabs()->currentIndex(), 2);
    auto *diff = window.diffView();
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
    // Listing entries are not recipes: nothing to compare.
    window.compare(bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"),
                   window.store()->listings().first().filePath());
    QCOMPARE(diff->headline(), QStringLiteral("tokens/s per GPU +23.4%, $ / 1M tokens -19.0%"));
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestMainWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mainwindow.moc"
