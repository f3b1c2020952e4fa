// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The table, ranking proxy, navigation and problem models, each under
// QAbstractItemModelTester, compared as readable dumps.
#include "itemmodels/navigationmodel.h"
#include "itemmodels/problemlistmodel.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "recipe/recipebatch.h"
#include "testutils.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {
QString dump(const QAbstractItemModel &model, const QList<int> &columns)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (const int column : columns)
            cells << model.index(row, column).data().toString();
        rows << cells.join(u' ');
    }
    return rows.join(u'\n');
}

QString dumpTree(const QAbstractItemModel &model, const QModelIndex &parent = {}, int depth = 0)
{
    QString text;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const auto index = model.index(row, 0, parent);
        const auto count = model.index(row, 1, parent).data().toString();
        text += QString(depth * 2, u' ') + index.data().toString() + (count.isEmpty() ? QString() : u' ' + count) + u'\n';
        text += dumpTree(model, index, depth + 1);
    }
    return text;
}

const QList<int> rankColumns = {RecipeTableModel::Rank, RecipeTableModel::Model, RecipeTableModel::TokensPerSecondPerGpu,
                                RecipeTableModel::UsdPerMillionTokens};
} // namespace

class TestItemModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tableModel();
    void rankingOrder();
    void filters_data();
    void filters();
    void changedOnly();
    void sortsNumbersAsNumbers();
    void sortedBeforeRows();
    void keysAfterManyChanges();
    void navigationTree();
    void problemList();
    void problemGroups();
};

void TestItemModels::tableModel()
{
    RecipeTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecipes(TestUtils::bundledRecipes());
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.columnCount(), int(RecipeTableModel::ColumnCount));
    const int row = model.rowOfFile(TestUtils::bundledPath(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")));
    QVERIFY(row >= 0);
    QStringList cells;
    for (int column = 0; column < RecipeTableModel::File; ++column)
        cells << model.index(row, column).data().toString();
    QCOMPARE(model.index(row, RecipeTableModel::Change).data().toString(), QString()); // no git status given
    QCOMPARE(cells.join(QStringLiteral(" | ")),
             QStringLiteral("#1 |  | Qwen3.5-397B-A17B | H200 | 128 | 545.3 | $4.03 | 5.4% | 1.14% | TP2 PP4 EP32 DP16 | "
                            "max 8,192 tokens/GPU, no offload | 2026-10-11 | ATTUNE | verified | 68.9"));
    // The Checks badge: the count of a recipe's findings, marked by the worst of them.
    const auto file = model.index(row, 0).data(RecipeTableModel::FilePathRole).toString();
    const Problem warning{file, 3, 1, Problem::Severity::Warning, QStringLiteral("a warning [figures-gpu-hours]")};
    const Problem error{file, 55, 10, Problem::Severity::Error, QStringLiteral("an error [layout-label]")};
    model.setRecipeProblems({{file, {warning, warning}}});
    QCOMPARE(model.index(row, RecipeTableModel::Checks).data().toString(), QStringLiteral("⚠ 2"));
    model.setRecipeProblems({{file, {warning, error}}});
    QCOMPARE(model.index(row, RecipeTableModel::Checks).data().toString(), QStringLiteral("✖ 2"));
    QCOMPARE(model.index(row, RecipeTableModel::Checks).data(Qt::ToolTipRole).toString(),
             QStringLiteral("<qt>line 3: a warning [figures-gpu-hours]<br>line 55: an error [layout-label]</qt>"));
    QCOMPARE(model.index(row, RecipeTableModel::Checks).data(RecipeTableModel::SortRole).toInt(), 2);
    model.setRecipeProblems({});
    QCOMPARE(model.index(row, RecipeTableModel::Checks).data().toString(), QString());
    QCOMPARE(model.index(row, RecipeTableModel::TokensPerSecondPerGpu).data(RecipeTableModel::SortRole).toDouble(), 545.32);
    QCOMPARE(model.headerData(RecipeTableModel::UsdPerMillionTokens, Qt::Horizontal).toString(), QStringLiteral("$ / 1M tokens"));
    QVERIFY(model.headerData(RecipeTableModel::TokensPerSecondPerGpu, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .startsWith(QLatin1String("Training throughput in tokens per second per GPU")));
    model.setRecipes({});
    QCOMPARE(model.rowCount(), 0);
}

void TestItemModels::rankingOrder()
{
    RecipeTableModel model;
    RankingProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    model.setRecipes(TestUtils::bundledRecipes());
    QCOMPARE(dump(proxy, rankColumns),
             QStringLiteral("#1 GLM-5.2-744B-A40B 161.8 $13.58\n"
                            "#2 GLM-5.2-744B-A40B 131.1 $16.76\n"
                            "#1 MiniMax-M2 2,034.4 $1.08\n"
                            "#1 Qwen3-32B 2,200.2 $1.00\n"
                            "#1 Qwen3.5-397B-A17B 545.3 $4.03\n"
                            "#2 Qwen3.5-397B-A17B 506.7 $4.34\n"
                            "#3 Qwen3.5-397B-A17B 469.2 $4.68"));
}

void TestItemModels::filters_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::addRow("model") << "model" << "qwen3.5-397b-a17b"
                           << "#1 Qwen3.5-397B-A17B 545.3 $4.03\n#2 Qwen3.5-397B-A17B 506.7 $4.34\n#3 Qwen3.5-397B-A17B 469.2 $4.68";
    QTest::addRow("gpu") << "gpu" << "H200" << "7 rows";
    QTest::addRow("gpu absent") << "gpu" << "B200" << "";
    QTest::addRow("author") << "author" << "attune" << "7 rows";
    QTest::addRow("author absent") << "author" << "Someone Else" << "";
    QTest::addRow("status") << "status" << "verified" << "7 rows";
    QTest::addRow("status draft") << "status" << "draft" << "";
    QTest::addRow("text layout") << "text" << "EP64" << "#3 Qwen3.5-397B-A17B 469.2 $4.68";
    QTest::addRow("text words") << "text" << "glm dp4" << "#2 GLM-5.2-744B-A40B 131.1 $16.76";
    QTest::addRow("text summary") << "text" << "selective recompute"
                                  << "#1 GLM-5.2-744B-A40B 161.8 $13.58\n#2 GLM-5.2-744B-A40B 131.1 $16.76";
    QTest::addRow("text instance") << "text" << "p5en MiniMax" << "#1 MiniMax-M2 2,034.4 $1.08";
}

void TestItemModels::filters()
{
    QFETCH(QString, filter);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    RecipeTableModel model;
    RankingProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    model.setRecipes(TestUtils::bundledRecipes());
    RankingFilter chosen;
    const auto fields = RankingFilter::fields();
    const auto field = std::find_if(fields.begin(), fields.end(), [&](auto f) { return RankingFilter::key(f) == filter; });
    QVERIFY(field != fields.end());
    chosen.setValue(*field, value);
    QSignalSpy changes(&proxy, &RankingProxyModel::filterChanged);
    proxy.setFilter(chosen);
    QCOMPARE(changes.size(), 1);
    const auto text = dump(proxy, rankColumns);
    if (expected.endsWith(QLatin1String(" rows")))
        QCOMPARE(proxy.rowCount(), expected.section(u' ', 0, 0).toInt());
    else
        QCOMPARE(text, expected);
    proxy.setFilter({});
    QCOMPARE(proxy.rowCount(), 7);
    QCOMPARE(changes.size(), 2);
}

void TestItemModels::changedOnly()
{
    RecipeTableModel model;
    RankingProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    model.setRecipes(TestUtils::bundledRecipes());
    const auto modified = TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    const auto added = TestUtils::bundledPath(QStringLiteral("minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"));
    model.setFileChanges({{modified, {FileChange::Modified, {}}}, {added, {FileChange::Added, {}}}});
    QCOMPARE(model.index(model.rowOfFile(modified), RecipeTableModel::Change).data().toString(), QStringLiteral("modified"));
    QCOMPARE(model.index(model.rowOfFile(added), RecipeTableModel::Change).data().toString(), QStringLiteral("new"));
    RankingFilter filter;
    filter.setChangedOnly(true);
    QVERIFY(!filter.isEmpty());
    proxy.setFilter(filter);
    QTRY_COMPARE(proxy.rowCount(), 2);
    QStringList files;
    for (int row = 0; row < proxy.rowCount(); ++row)
        files << proxy.index(row, 0).data(RecipeTableModel::FilePathRole).toString();
    files.sort();
    QCOMPARE(files, (QStringList{added, modified}));
    // The status is searched like any column, and sorts.
    proxy.setFilter({});
    RankingFilter searched;
    searched.setValue(RankingFilter::Text, QStringLiteral("modified"));
    proxy.setFilter(searched);
    QTRY_COMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, 0).data(RecipeTableModel::FilePathRole).toString(), modified);
    // Committed: none changed, none kept.
    model.setFileChanges({});
    proxy.setFilter(filter);
    QTRY_COMPARE(proxy.rowCount(), 0);
    // Outside a git work tree the filter keeps every row, and comes back with one.
    model.setFileChanges({}, false);
    QTRY_COMPARE(proxy.rowCount(), 7);
    model.setFileChanges({{modified, {FileChange::Modified, {}}}});
    QTRY_COMPARE(proxy.rowCount(), 1);
}

void TestItemModels::sortsNumbersAsNumbers()
{
    RecipeTableModel model;
    RankingProxyModel proxy;
    proxy.setSourceModel(&model);
    model.setRecipes(TestUtils::bundledRecipes());
    proxy.sort(RecipeTableModel::TokensPerSecondPerGpu, Qt::DescendingOrder);
    // As text, "545.3" would sort above "2,200.2".
    QCOMPARE(dump(proxy, {RecipeTableModel::TokensPerSecondPerGpu}).split(u'\n'),
             QStringList({QStringLiteral("2,200.2"), QStringLiteral("2,034.4"), QStringLiteral("545.3"), QStringLiteral("506.7"),
                          QStringLiteral("469.2"), QStringLiteral("161.8"), QStringLiteral("131.1")}));
    proxy.sort(RecipeTableModel::UsdPerMillionTokens, Qt::AscendingOrder);
    QCOMPARE(dump(proxy, {RecipeTableModel::UsdPerMillionTokens}).split(u'\n').first(), QStringLiteral("$1.00"));
    QCOMPARE(dump(proxy, {RecipeTableModel::UsdPerMillionTokens}).split(u'\n').last(), QStringLiteral("$16.76"));
}

void TestItemModels::sortedBeforeRows()
{
    // As a restored header does: a sort by a figure before any row, then rows; they
    // come in the site's order and are sorted once the table's keys are made.
    RecipeTableModel model;
    RankingProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.sort(RecipeTableModel::TokensPerSecondPerGpu, Qt::DescendingOrder);
    QCOMPARE(proxy.rowCount(), 0);
    model.setRecipes(TestUtils::bundledRecipes());
    QTRY_COMPARE(proxy.index(0, RecipeTableModel::TokensPerSecondPerGpu).data().toString(), QStringLiteral("2,200.2"));
    QCOMPARE(proxy.index(6, RecipeTableModel::TokensPerSecondPerGpu).data().toString(), QStringLiteral("131.1"));
}

void TestItemModels::keysAfterManyChanges()
{
    // Rows and problems changed faster than their keys are made: each change's keys
    // are the ones used, no build waits for another, and the model goes away while
    // one is under way.
    const auto recipes = TestUtils::bundledRecipes();
    auto *model = new RecipeTableModel;
    RankingProxyModel proxy;
    proxy.setSourceModel(model);
    for (int round = 0; round < 30; ++round) {
        model->setRecipes(round % 2 ? recipes : recipes.first(3));
        model->setRecipeProblems({{recipes.first().filePath(), ProblemList(round % 4)}});
        QCoreApplication::processEvents();
    }
    model->setRecipes(recipes);
    proxy.sort(RecipeTableModel::Checks, Qt::AscendingOrder);
    QCOMPARE(model->keys().rowCount(), recipes.size());
    QCOMPARE(proxy.rowCount(), recipes.size());
    model->setRecipes(recipes.first(2));
    delete model;
    QCOMPARE(proxy.rowCount(), 0);
}

void TestItemModels::navigationTree()
{
    NavigationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecipes(TestUtils::bundledRecipes());
    QCOMPARE(dumpTree(model),
             QStringLiteral("GLM-5.2-744B-A40B 2\n"
                            "  H200 2\n"
                            "    #1 TP4 PP4 EP32 DP8\n"
                            "    #2 TP8 PP4 EP32 DP4\n"
                            "MiniMax-M2 1\n"
                            "  H200 1\n"
                            "    #1 TP1 PP8 VPP4 EP8 DP8\n"
                            "Qwen3-32B 1\n"
                            "  H200 1\n"
                            "    #1 TP4 PP2\n"
                            "Qwen3.5-397B-A17B 3\n"
                            "  H200 3\n"
                            "    #1 TP2 PP4 EP32 DP16\n"
                            "    #2 TP1 PP4 EP32 DP32\n"
                            "    #3 TP2 PP2 EP64 DP32\n"));
    const auto gpu = model.find(QStringLiteral("qwen3.5-397b-a17b"), QStringLiteral("h200"));
    QVERIFY(gpu.isValid());
    QCOMPARE(gpu.data(NavigationModel::KindRole).toInt(), int(NavigationModel::GpuKind));
    QCOMPARE(gpu.parent().data().toString(), QStringLiteral("Qwen3.5-397B-A17B"));
    QCOMPARE(model.rowCount(gpu), 3);
    QVERIFY(model.index(0, 0, gpu).data(NavigationModel::FilePathRole).toString().endsWith(QLatin1String("attune-tp2-pp4-ep32.yaml")));
    QVERIFY(!model.find(QStringLiteral("No-Such-Model")).isValid());
}

void TestItemModels::problemList()
{
    ProblemListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProblems({{QStringLiteral("a.yaml"), 16, 7, Problem::Severity::Error, QStringLiteral("'layout.tp' must be a whole number")},
                       {QStringLiteral("b.yaml"), 3, 1, Problem::Severity::Warning, QStringLiteral("unknown key 'x'")}});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("a.yaml:16:7 'layout.tp' must be a whole number"));
    QCOMPARE(model.index(1).data(ProblemListModel::SeverityRole).toString(), QStringLiteral("warning"));
    QCOMPARE(model.index(0).data(ProblemListModel::LineRole).toInt(), 16);
}

void TestItemModels::problemGroups()
{
    // Each file's problems, shared, read as one list: the same rows in the same order
    // as a flat copy, at every place and through iteration, empty groups left out.
    ProblemList flat;
    ProblemGroups groups;
    const QList<int> sizes{3, 0, 1, 5, 0, 0, 2, 1};
    for (qsizetype g = 0; g < sizes.size(); ++g) {
        ProblemList group;
        for (int i = 0; i < sizes.at(g); ++i)
            group.append({QStringLiteral("f%1.yaml").arg(g), i + 1, int(g) + 1,
                          i % 2 ? Problem::Severity::Warning : Problem::Severity::Error,
                          QStringLiteral("problem %1 of file %2").arg(i).arg(g)});
        flat += group;
        groups.append(group);
    }
    QCOMPARE(groups.size(), flat.size());
    QCOMPARE(groups.size(), 12);
    QCOMPARE(groups.first(), flat.first());
    for (qsizetype i = 0; i < flat.size(); ++i)
        QCOMPARE(groups.at(i), flat.at(i));
    QCOMPARE(ProblemList(groups.begin(), groups.end()), flat);
    const ProblemGroups none;
    QVERIFY(none.isEmpty());
    QVERIFY(none.begin() == none.end());

    ProblemListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProblems(groups);
    QCOMPARE(model.rowCount(), 12);
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.index(row).data(ProblemListModel::MessageRole).toString(), flat.at(row).text());
    groups.clear();
    QVERIFY(groups.isEmpty());
    model.setProblems(groups);
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
