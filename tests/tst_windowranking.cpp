// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's ranking on a generated corpus of many recipes (the benchmarks' corpus):
// the same rows in the same order as `recipe-explorer rank`, every sort as a plain
// stable sort of the cells would order them, and every keystroke of a search showing
// what a plain filter of the cells' texts lets through, typed forwards and back.
#include "benchcorpus.h"
#include "itemmodels/navigationmodel.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "mainwindow.h"
#include "navigationdock.h"
#include "rankingpage.h"
#include "recipe/rankingfilter.h"
#include "recipe/recipeformat.h"
#include "recipe/recipestore.h"
#include "testutils.h"
#include "windowparts.h"

#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <algorithm>
#include <numeric>

class TestWindowRanking : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sameRowsAsRank();
    void sortsAsPlainSort();
    void searchesAsPlainFilter();
    void sortAndSearchBeforeKeys();
    void modelsIndexOpensUpTo5000();
    void cleanupTestCase();

private:
    QStringList shownFiles() const;
    // How many items of a kind (models, GPU types) the Models index shows open, and how many there are.
    QPair<int, int> openItems(int kind) const;
    // How many recipes (and listings) the Models index holds under its models.
    static qsizetype indexedRecipes(const QAbstractItemModel &model);
    QList<int> shownSourceRows() const;
    // Every source row in the order a plain stable sort of the cells by column gives,
    // starting from the order shown now.
    QList<int> plainSort(int column, Qt::SortOrder order) const;
    // The source rows, in the order shown before, whose cells hold every word of text.
    QList<int> plainFilter(const QList<int> &order, const QString &text) const;

    TestUtils::SettingsFolder m_settings;
    QTemporaryDir m_corpus;
    MainWindow *m_window = nullptr;
    RankingProxyModel *m_ranking = nullptr;
    const RecipeTableModel *m_table = nullptr;
};

namespace {
constexpr int Recipes = 3000;
} // namespace

void TestWindowRanking::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-test"));
    QSettings().clear();
    TestUtils::englishFigures();
    QString error;
    QVERIFY2(BenchCorpus::write(Recipes, QDir(m_corpus.path()), 7, &error), qPrintable(error));
    m_window = new MainWindow;
    m_window->show();
    QSignalSpy finished(m_window->store(), &RecipeStore::loadingFinished);
    m_window->openPaths({m_corpus.path()});
    QVERIFY(finished.wait(120000));
    QCOMPARE(m_window->store()->recipes().size(), Recipes);
    m_ranking = WindowParts::rankingPage(*m_window)->ranking();
    m_table = qobject_cast<const RecipeTableModel *>(m_ranking->sourceModel());
    QVERIFY(m_table);
    QTRY_VERIFY(m_table->hasKeys());
}

void TestWindowRanking::cleanupTestCase()
{
    delete m_window;
}

void TestWindowRanking::sortAndSearchBeforeKeys()
{
    // Asked for before the keys of more rows than are waited for are made: the rows
    // stay as they are and all shown, and are sorted and searched once the keys come,
    // as a sort and search asked for afterwards make them.
    QVERIFY(Recipes > RankingProxyModel::WaitForKeysUpTo);
    RecipeTableModel model;
    model.setRecipeProblems(m_window->store()->recipeProblems());
    model.setRanking(m_window->store()->ranking());
    RankingProxyModel proxy;
    proxy.setSourceModel(&model);
    QVERIFY(!model.hasKeys());
    RankingFilter search;
    search.setValue(RankingFilter::Text, QStringLiteral("h200 tp4"));
    proxy.sort(RecipeTableModel::TokensPerSecondPerGpu, Qt::DescendingOrder);
    proxy.setFilter(search);
    QVERIFY(!model.hasKeys());
    QCOMPARE(proxy.rowCount(), model.rowCount());
    for (int row = 0; row < proxy.rowCount(); ++row)
        QCOMPARE(proxy.mapToSource(proxy.index(row, 0)).row(), row);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasKeys(), 30000);

    // What the sort and search give, worked out here: the rows in the ranking's order,
    // stably sorted by the tokens/s per GPU their files give, highest first, then those
    // whose cells hold both words. The rows are the window's (plainFilter reads its cells).
    QCOMPARE(model.rowCount(), m_table->rowCount());
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.recipeAt(row).filePath(), m_table->recipeAt(row).filePath());
    QList<int> byThroughput(model.rowCount());
    std::iota(byThroughput.begin(), byThroughput.end(), 0);
    std::stable_sort(byThroughput.begin(), byThroughput.end(), [&model](int a, int b) {
        return model.recipeAt(a).tokensPerSecondPerGpu() > model.recipeAt(b).tokensPerSecondPerGpu();
    });
    const auto expected = plainFilter(byThroughput, QStringLiteral("h200 tp4"));
    QVERIFY(!expected.isEmpty());
    QVERIFY(expected.size() < model.rowCount());
    QCOMPARE(proxy.rowCount(), expected.size());
    for (int row = 0; row < proxy.rowCount(); ++row)
        QCOMPARE(proxy.mapToSource(proxy.index(row, 0)).row(), expected.at(row));
}

QPair<int, int> TestWindowRanking::openItems(int kind) const
{
    // Models are at the top of the index, their GPU types one level down.
    const auto *view = WindowParts::navigation(*m_window);
    const auto *model = view->model();
    QModelIndexList items;
    for (int row = 0; row < model->rowCount(); ++row) {
        const auto top = model->index(row, 0);
        items << top;
        for (int child = 0; child < model->rowCount(top); ++child)
            items << model->index(child, 0, top);
    }
    QPair<int, int> open{0, 0};
    for (const auto &index : std::as_const(items)) {
        if (index.data(NavigationModel::KindRole).toInt() != kind)
            continue;
        ++open.second;
        open.first += view->isExpanded(index) ? 1 : 0;
    }
    return open;
}

void TestWindowRanking::modelsIndexOpensUpTo5000()
{
    // 3,000 recipes: every model and GPU type open to its recipes.
    const auto models = openItems(NavigationModel::ModelKind);
    const auto gpuTypes = openItems(NavigationModel::GpuKind);
    QVERIFY(models.second > 1);
    QVERIFY(gpuTypes.second > models.second);
    QCOMPARE(models.first, models.second);
    QCOMPARE(gpuTypes.first, gpuTypes.second);

    // 5,001: the models open to their GPU types, every GPU type closed.
    QTemporaryDir larger;
    QString error;
    QVERIFY2(BenchCorpus::write(5001, QDir(larger.path()), 11, &error), qPrintable(error));
    QSignalSpy finished(m_window->store(), &RecipeStore::loadingFinished);
    m_window->openPaths({larger.path()});
    QVERIFY(finished.wait(120000));
    QCOMPARE(m_window->store()->recipes().size(), 5001);
    // Made on a worker thread past 5,000 recipes, and shown once made.
    const auto ranking = m_window->store()->ranking();
    QTRY_COMPARE(indexedRecipes(*WindowParts::navigation(*m_window)->model()), ranking.size());
    const auto largerModels = openItems(NavigationModel::ModelKind);
    const auto largerGpuTypes = openItems(NavigationModel::GpuKind);
    QVERIFY(largerGpuTypes.second > largerModels.second);
    QCOMPARE(largerModels.first, largerModels.second);
    QCOMPARE(largerGpuTypes.first, 0);

    // A recipe followed while the index is being made is chosen in it once it is shown.
    NavigationDock dock;
    const auto *view = qobject_cast<QTreeView *>(dock.widget());
    QVERIFY(view);
    const auto followed = ranking.at(ranking.size() / 2).recipe.filePath();
    dock.setRanking(ranking, {});
    dock.follow(followed);
    QCOMPARE(view->model()->rowCount(), 0); // not made yet: it comes through the event loop
    QTRY_COMPARE(indexedRecipes(*view->model()), ranking.size());
    QCOMPARE(view->currentIndex().data(NavigationModel::FilePathRole).toString(), followed);
    QCOMPARE(view->currentIndex().data(NavigationModel::KindRole).toInt(), int(NavigationModel::RecipeKind));
}

qsizetype TestWindowRanking::indexedRecipes(const QAbstractItemModel &model)
{
    qsizetype recipes = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, 0).data(NavigationModel::KindRole).toInt() == NavigationModel::ModelKind)
            recipes += model.index(row, 0).data(NavigationModel::CountRole).toInt();
    return recipes;
}

QStringList TestWindowRanking::shownFiles() const
{
    QStringList files;
    for (int row = 0; row < m_ranking->rowCount(); ++row) {
        const auto index = m_ranking->index(row, 0);
        if (!index.data(RecipeTableModel::ListingRole).toBool())
            files << m_window->store()->absolutePath(index.data(RecipeTableModel::FilePathRole).toString());
    }
    return files;
}

QList<int> TestWindowRanking::shownSourceRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_ranking->rowCount(); ++row)
        rows << m_ranking->mapToSource(m_ranking->index(row, 0)).row();
    return rows;
}

void TestWindowRanking::sameRowsAsRank()
{
    QProcess rank;
    rank.setWorkingDirectory(m_corpus.path());
    rank.start(
        QStringLiteral(RECIPE_EXPLORER_EXECUTABLE),
        {QStringLiteral("rank"), QStringLiteral("--no-cache"), QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral(".")});
    QVERIFY(rank.waitForFinished(120000));
    QCOMPARE(rank.exitCode(), 0);
    // CSV: lines end in CRLF.
    auto lines = QString::fromUtf8(rank.readAllStandardOutput()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    const auto header = lines.takeFirst().split(u',');
    const auto fileColumn = header.indexOf(QLatin1String("file"));
    QVERIFY(fileColumn >= 0);
    QStringList ranked;
    for (const auto &line : std::as_const(lines)) {
        const auto fields = line.split(u',');
        QCOMPARE(fields.size(), header.size()); // no field of this corpus holds a comma
        ranked << QFileInfo(QDir(m_corpus.path()), fields.at(fileColumn)).absoluteFilePath();
    }
    QCOMPARE(ranked.size(), Recipes);
    m_ranking->sort(RecipeTableModel::Rank, Qt::AscendingOrder);
    QCOMPARE(shownFiles(), ranked);
}

QList<int> TestWindowRanking::plainSort(int column, Qt::SortOrder order) const
{
    auto rows = shownSourceRows();
    const auto key = [this, column](int row) {
        if (column == RecipeTableModel::Rank)
            return QVariant(m_table->groupOrder(row));
        const auto value = m_table->index(row, column).data(RecipeTableModel::SortRole);
        return value.typeId() == QMetaType::QString ? QVariant(value.toString().toCaseFolded()) : value;
    };
    // Absent values after all others; numbers as numbers, text as folded text.
    const auto less = [&key](int a, int b) {
        const auto left = key(a);
        const auto right = key(b);
        if (!left.isValid())
            return false;
        if (!right.isValid())
            return true;
        if (left.typeId() == QMetaType::QString)
            return left.toString() < right.toString();
        return left.toDouble() < right.toDouble();
    };
    std::stable_sort(rows.begin(), rows.end(),
                     [&less, order](int a, int b) { return order == Qt::AscendingOrder ? less(a, b) : less(b, a); });
    return rows;
}

void TestWindowRanking::sortsAsPlainSort()
{
    // Each column one way and then the other, each sort starting from the last one's order.
    for (const auto order : {Qt::DescendingOrder, Qt::AscendingOrder}) {
        for (int column = 0; column < RecipeTableModel::ColumnCount; ++column) {
            const auto expected = plainSort(column, order);
            m_ranking->sort(column, order);
            QVERIFY2(shownSourceRows() == expected, qPrintable(RecipeTableModel::columnKey(column)));
        }
    }
    m_ranking->sort(RecipeTableModel::Rank, Qt::AscendingOrder);
}

QList<int> TestWindowRanking::plainFilter(const QList<int> &order, const QString &text) const
{
    const auto words = text.split(u' ', Qt::SkipEmptyParts);
    QList<int> rows;
    for (const int row : order) {
        QString cells;
        for (int column = 0; column < RecipeTableModel::ColumnCount; ++column)
            cells += m_table->index(row, column).data().toString() + u'\n';
        const auto &recipe = m_table->recipeAt(row);
        cells += recipe.layout().summary + u'\n' + recipe.gpu().instance;
        if (std::all_of(words.cbegin(), words.cend(), [&cells](const QString &word) { return cells.contains(word, Qt::CaseInsensitive); }))
            rows << row;
    }
    return rows;
}

void TestWindowRanking::searchesAsPlainFilter()
{
    m_ranking->setFilter({});
    const auto all = shownSourceRows();
    auto *page = WindowParts::rankingPage(*m_window);
    // Typed a key at a time (each narrows what the last let through), then taken back,
    // then a word that is no longer within the last (all rows looked at again).
    QStringList typed;
    const QString text = QStringLiteral("h200 tp4 Ep");
    for (qsizetype n = 1; n <= text.size(); ++n)
        typed << text.left(n);
    for (qsizetype n = text.size() - 1; n >= 1; --n)
        typed << text.left(n);
    typed << QStringLiteral("b200") << QStringLiteral("b200 PP2") << QStringLiteral("Qwen") << QString();
    int narrowed = 0;
    for (const auto &search : std::as_const(typed)) {
        RankingFilter filter;
        filter.setValue(RankingFilter::Text, search);
        page->setFilter(filter);
        const auto expected = plainFilter(all, search);
        QVERIFY2(shownSourceRows() == expected, qPrintable(search));
        narrowed += expected.size() < all.size() && !expected.isEmpty() ? 1 : 0;
    }
    QVERIFY(narrowed > 10); // the searches found some rows and not all
    // A choice and words together.
    RankingFilter filter;
    filter.setValue(RankingFilter::GpuType, QStringLiteral("h200"));
    filter.setValue(RankingFilter::Text, QStringLiteral("tp2"));
    page->setFilter(filter);
    auto expected = plainFilter(all, QStringLiteral("tp2"));
    expected.removeIf([this](int row) { return m_table->recipeAt(row).gpuType() != QLatin1String("H200"); });
    QVERIFY(!expected.isEmpty());
    QCOMPARE(shownSourceRows(), expected);
    page->setFilter({});
    QCOMPARE(m_ranking->rowCount(), m_table->rowCount());
}

QTEST_MAIN(TestWindowRanking)
#include "tst_windowranking.moc"
