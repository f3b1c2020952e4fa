// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A run planned in the window: the Plan bar read as typed (a field that does not read
// turns red and says why), the ranking's plan columns with their figures, sorted as
// numbers, the rows that miss the plan greyed or filtered out, and the plan remembered.
#include "filterbar.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "mainwindow.h"
#include "planbar.h"
#include "rankingpage.h"
#include "recipetableview.h"
#include "settings/settings.h"
#include "testutils.h"
#include "windowdriver.h"
#include "windowparts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
QLineEdit *planField(const MainWindow &window, const QString &name)
{
    for (auto *field : WindowParts::rankingPage(window)->findChild<PlanBar *>()->findChildren<QLineEdit *>())
        if (field->accessibleName() == name)
            return field;
    return nullptr;
}

// Types into a field as a user does, and waits for the plan to be taken.
void type(QLineEdit *field, const QString &text)
{
    field->setFocus();
    field->selectAll();
    QTest::keyClick(field, Qt::Key_Backspace);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

// The shown rows' cells of a column, top to bottom.
QStringList column(const MainWindow &window, int column, int role = Qt::DisplayRole)
{
    const auto *proxy = WindowParts::rankingPage(window)->findChild<RankingProxyModel *>();
    QStringList cells;
    for (int row = 0; row < proxy->rowCount(); ++row)
        cells << proxy->index(row, column).data(role).toString();
    return cells;
}
} // namespace

class TestPlanWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void planColumnsAndFit();
    void badFieldsTurnRed();
    void rememberedAcrossStarts();
    void planOnTheRecipePage();

private:
    TestUtils::SettingsFolder m_settings;
};

void TestPlanWindow::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
    TestUtils::englishFigures();
}

void TestPlanWindow::init()
{
    QSettings().clear();
}

void TestPlanWindow::planColumnsAndFit()
{
    const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
    QVERIFY(window);
    auto *view = WindowParts::rankingTable(*window);
    for (const int c : {RecipeTableModel::TimeToTrain, RecipeTableModel::CostToTrain, RecipeTableModel::EnergyToTrain})
        QVERIFY(view->isColumnHidden(c));
    QVERIFY(!window->findChild<QCheckBox *>(u"fitsPlanFilter"_s)->isVisibleTo(window.get()));

    // Edit > Plan a Run... puts the keyboard in the tokens field.
    WindowParts::menuAction(*window, {u"Edit"_s, u"Plan a Run..."_s})->trigger();
    auto *tokens = planField(*window, u"Tokens"_s);
    QVERIFY(tokens && tokens->hasFocus());
    type(tokens, u"1T"_s);
    QTRY_COMPARE(Settings::instance().plan().tokens, 1e12);
    for (const int c : {RecipeTableModel::TimeToTrain, RecipeTableModel::CostToTrain, RecipeTableModel::EnergyToTrain})
        QVERIFY(!view->isColumnHidden(c));
    window->showGroup(u"Qwen3-32B"_s, {});
    QTRY_COMPARE(column(*window, RecipeTableModel::TimeToTrain), QStringList{u"657 d 14 h"_s});
    QCOMPARE(column(*window, RecipeTableModel::CostToTrain), QStringList{u"$998,665"_s});
    QCOMPARE(column(*window, RecipeTableModel::EnergyToTrain), QStringList{u"88,377 kWh"_s});

    // Sorted by the time to train as numbers (1,117 d after 177 d), listing entries too.
    window->showGroup({}, {});
    view->sortByColumn(RecipeTableModel::TimeToTrain, Qt::AscendingOrder);
    QList<double> days;
    for (const auto &cell : column(*window, RecipeTableModel::TimeToTrain, RecipeTableModel::SortRole))
        days << cell.toDouble();
    QCOMPARE(days.size(), 9);
    QVERIFY(std::is_sorted(days.cbegin(), days.cend()));
    QVERIFY(days.first() > 80 && days.first() < 90); // MiniMax-M2: 1e12 / (2034.42 x 64) s = 88.9 days

    // A deadline and a budget: what misses them is greyed, and can be filtered out.
    type(planField(*window, u"Days"_s), u"400"_s);
    type(planField(*window, u"Budget"_s), u"$1.5M"_s);
    QTRY_VERIFY(Settings::instance().plan().budgetUsd.has_value());
    auto *fits = window->findChild<QCheckBox *>(u"fitsPlanFilter"_s);
    QVERIFY(fits->isVisibleTo(window.get()));
    const auto misses = column(*window, RecipeTableModel::Model, RecipeTableModel::MissesPlanRole);
    QCOMPARE(misses.count(u"false"_s), 1); // MiniMax-M2 alone: 88.9 days and $1,080,024
    fits->click();
    QTRY_COMPARE(column(*window, RecipeTableModel::Model), QStringList{u"MiniMax-M2"_s});
    QTRY_VERIFY(window->findChild<QLabel *>(u"statusSummary"_s)->text().endsWith(u"1 shown"_s));
    // Scaled to 8 GPUs it takes longer than 400 days (711 days): nothing fits, and the
    // status bar says so though the filter itself did not change.
    type(planField(*window, u"GPUs"_s), u"8"_s);
    QTRY_COMPARE(column(*window, RecipeTableModel::Model), QStringList{});
    QTRY_VERIFY2(window->findChild<QLabel *>(u"statusSummary"_s)->text().endsWith(u"0 shown"_s),
                 qPrintable(window->findChild<QLabel *>(u"statusSummary"_s)->text()));
    fits->click();
    QTRY_COMPARE(column(*window, RecipeTableModel::Model).size(), 9);

    // Cleared, the plan's columns go again.
    type(tokens, {});
    QTRY_VERIFY(!Settings::instance().plan().isSet());
    QVERIFY(view->isColumnHidden(RecipeTableModel::TimeToTrain));
    QVERIFY(!fits->isVisibleTo(window.get()));
}

void TestPlanWindow::badFieldsTurnRed()
{
    const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
    QVERIFY(window);
    auto *tokens = planField(*window, u"Tokens"_s);
    auto *bar = window->findChild<PlanBar *>();
    QVERIFY(bar);
    const auto base = tokens->palette().color(QPalette::Base);
    // Each field is read on Return and once typing paused.
    QSignalSpy read(bar, &PlanBar::fieldsRead);
    type(tokens, u"2T"_s);
    QTRY_COMPARE(read.size(), 2);
    QCOMPARE(read, (QList<QList<QVariant>>{{true}, {false}}));
    QCOMPARE(Settings::instance().plan().tokens, 2e12);
    for (const auto &[text, why] : {std::pair{u"1Q"_s, u"unknown suffix 'Q' (k, M, B or T)"_s}, std::pair{u"abc"_s, u"not a number"_s},
                                    std::pair{u"0"_s, u"must be above 0"_s}, std::pair{u"9e999"_s, u"too large (at most 1e+18)"_s}}) {
        read.clear();
        type(tokens, text);
        QVERIFY(tokens->palette().color(QPalette::Base) != base);
        QVERIFY2(tokens->toolTip().startsWith(u"'%1': %2."_s.arg(text, why)), qPrintable(tokens->toolTip()));
        // What does not read changes nothing: the plan before it stays.
        QTRY_COMPARE(read.size(), 2);
        QCOMPARE(read, (QList<QList<QVariant>>{{false}, {false}}));
        QCOMPARE(Settings::instance().plan().tokens, 2e12);
    }
    auto *days = planField(*window, u"Days"_s);
    read.clear();
    type(days, u"-3"_s);
    QTRY_COMPARE(read.size(), 2);
    QVERIFY2(days->toolTip().startsWith(u"'-3': must be above 0.\n"_s), qPrintable(days->toolTip()));
    read.clear();
    type(tokens, u"3T"_s);
    QTRY_COMPARE(read.size(), 2);
    QCOMPARE(read, (QList<QList<QVariant>>{{false}, {false}}));
    QCOMPARE(Settings::instance().plan().tokens, 2e12); // the days still do not read
    QCOMPARE(tokens->palette().color(QPalette::Base), base);
    type(days, u"90"_s);
    QTRY_COMPARE(Settings::instance().plan().tokens, 3e12);
    QCOMPARE(*Settings::instance().plan().days, 90.0);
    QCOMPARE(days->palette().color(QPalette::Base), base);
}

void TestPlanWindow::rememberedAcrossStarts()
{
    {
        const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
        QVERIFY(window);
        type(planField(*window, u"Tokens"_s), u"500B"_s);
        type(planField(*window, u"Budget"_s), u"2.5M"_s);
        window->findChild<PlanBar *>()->findChild<QComboBox *>()->setCurrentIndex(1);
        QTRY_VERIFY(Settings::instance().plan().prices == RunPlan::Prices::Yours);
    }
    Settings::instance().sync();
    const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
    QVERIFY(window);
    QCOMPARE(planField(*window, u"Tokens"_s)->text(), u"500B"_s);
    QCOMPARE(planField(*window, u"Budget"_s)->text(), u"$2.5M"_s);
    QCOMPARE(window->findChild<PlanBar *>()->findChild<QComboBox *>()->currentIndex(), 1);
    QVERIFY(!WindowParts::rankingTable(*window)->isColumnHidden(RecipeTableModel::CostToTrain));
    // Your prices: a change of them costs the plan again.
    auto prices = Settings::instance().prices();
    prices.setPrice(u"H200"_s, 5.0);
    Settings::instance().setPrices(prices);
    window->showGroup(u"Qwen3-32B"_s, {});
    // 5e11 / 2200.16 / 3600 GPU-hours at $5.
    QTRY_COMPARE(column(*window, RecipeTableModel::CostToTrain), QStringList{u"$315,634"_s});
}

void TestPlanWindow::planOnTheRecipePage()
{
    const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
    QVERIFY(window);
    const auto qwen = TestUtils::bundledPath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    window->showRecipe(qwen);
    auto *page = WindowParts::recipePage(*window);
    QTRY_VERIFY(page->overviewText().contains(u"Qwen3-32B"_s));
    QVERIFY(!page->overviewText().contains(u"Time to train"_s)); // no plan, no section
    type(planField(*window, u"Tokens"_s), u"1T"_s);
    type(planField(*window, u"Budget"_s), u"900k"_s);
    QTRY_VERIFY(page->overviewText().contains(u"Time to train"_s));
    const auto text = page->overviewText();
    for (const auto &expected : {u"1T tokens on 8 H200"_s, u"657 d 14 h"_s, u"657.6 days: tokens / (2,200.16 tokens/s per GPU x 8 GPUs)"_s,
                                 u"126,253"_s, u"$998,665"_s, u"at $7.91 per H200-hour, the published price"_s, u"88,377 kWh"_s,
                                 u"an estimate: 700 W per GPU"_s, u"over the budget"_s, u"$900,000"_s})
        QVERIFY2(text.contains(expected), qPrintable(expected + u" not in:\n"_s + text));
    // Scaled to 64 GPUs: an extrapolation, said so.
    type(planField(*window, u"GPUs"_s), u"64"_s);
    QTRY_VERIFY(page->overviewText().contains(u"1T tokens on 64 H200 (scaled from the recipe's 8"_s));
    QVERIFY(page->overviewText().contains(u"82 d 5 h"_s)); // 657.57 days / 8
}

QTEST_MAIN(TestPlanWindow)
#include "tst_planwindow.moc"
