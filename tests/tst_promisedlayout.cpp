// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the user guide promises the window remembers of its layout, tried as a reader
// does: the split between the ranking and the recipe page below it, dragged to a new
// place, and the chart chosen on the Charts tab both come back when the window is
// closed and opened again.
#include "chartspage.h"
#include "chartview.h"
#include "mainwindow.h"
#include "rankingpage.h"
#include "recipepageview.h"
#include "testutils.h"
#include "windowdriver.h"
#include "windowparts.h"

#include <QApplication>
#include <QComboBox>
#include <QSettings>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
const QString qwenTop = TestUtils::bundledPath(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));

QSplitter *rankingSplitter(const MainWindow &window)
{
    return WindowParts::rankingPage(window)->findChild<QSplitter *>(QStringLiteral("splitter"));
}

// The recipe chosen, as a click in the ranking chooses it; false when its page does not open.
bool chooseRecipe(MainWindow &window, const QString &file)
{
    window.showRecipe(file);
    auto *page = WindowParts::recipePage(window);
    return QTest::qWaitFor([&] { return page->isVisible() && page->hasRecipe() && page->recipe().filePath() == file; }, 10000);
}

// The ranking's part of the height the splitter shares out.
double tableShare(const QList<int> &sizes)
{
    return double(sizes.at(0)) / (sizes.at(0) + sizes.at(1));
}

QComboBox *chartChoice(const MainWindow &window)
{
    return WindowParts::chartsPage(window)->findChild<QComboBox *>(QStringLiteral("metric"));
}
} // namespace

class TestPromisedLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void splitBetweenTableAndPageComesBack();
    void chartShownComesBack();

private:
    TestUtils::SettingsFolder m_settings;
};

void TestPromisedLayout::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setDefaultFormat(QSettings::NativeFormat);
}

void TestPromisedLayout::init()
{
    QSettings().clear();
}

void TestPromisedLayout::splitBetweenTableAndPageComesBack()
{
    QList<int> firstSplit;
    {
        const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
        QVERIFY(window);
        auto *splitter = rankingSplitter(*window);
        QVERIFY(splitter);
        // No recipe chosen yet: the table alone, the page below it hidden.
        QVERIFY(WindowParts::recipePage(*window)->isHidden());
        QVERIFY(chooseRecipe(*window, qwenTop));
        firstSplit = splitter->sizes();
        QCOMPARE(firstSplit.size(), 2);
        // On a first start the table takes two fifths of the height, the page the rest.
        QVERIFY2(qAbs(tableShare(firstSplit) - 0.4) < 0.01,
                 qPrintable(QStringLiteral("%1 : %2").arg(firstSplit.at(0)).arg(firstSplit.at(1))));
        const int total = firstSplit.at(0) + firstSplit.at(1);
        // The reader drags the handle down: the table gets three quarters.
        splitter->setSizes({total * 3 / 4, total - total * 3 / 4});
        QCOMPARE(splitter->sizes(), (QList<int>{total * 3 / 4, total - total * 3 / 4}));
        QVERIFY(window->close());
    }
    const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
    QVERIFY(window);
    QVERIFY(WindowParts::recipePage(*window)->isHidden());
    QVERIFY(chooseRecipe(*window, qwenTop));
    // The table keeps its three quarters (the window around it may differ by the odd pixel).
    const auto sizes = rankingSplitter(*window)->sizes();
    QCOMPARE(sizes.size(), 2);
    QVERIFY2(qAbs(tableShare(sizes) - 0.75) < 0.01, qPrintable(QStringLiteral("%1 : %2").arg(sizes.at(0)).arg(sizes.at(1))));
}

void TestPromisedLayout::chartShownComesBack()
{
    QString costTitle;
    {
        const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
        QVERIFY(window);
        window->showPage(MainWindow::Page::Charts);
        auto *choice = chartChoice(*window);
        QVERIFY(choice);
        // A first start shows throughput across GPUs.
        QCOMPARE(choice->currentText(), QStringLiteral("Throughput across GPUs"));
        QCOMPARE(WindowParts::chartView(*window)->chart().metric, ChartData::Metric::Throughput);
        choice->setCurrentIndex(choice->findText(QStringLiteral("Cost across GPUs")));
        const auto &shown = WindowParts::chartView(*window)->chart();
        QCOMPARE(shown.metric, ChartData::Metric::Cost);
        QCOMPARE(shown.valueAxis, QStringLiteral("$ / 1M tokens"));
        costTitle = shown.title;
        QVERIFY(window->close());
    }
    const auto window = WindowDriver::openOn({TestUtils::bundledFolder()});
    QVERIFY(window);
    window->showPage(MainWindow::Page::Charts);
    QCOMPARE(chartChoice(*window)->currentText(), QStringLiteral("Cost across GPUs"));
    const auto &shown = WindowParts::chartView(*window)->chart();
    QCOMPARE(shown.metric, ChartData::Metric::Cost);
    QCOMPARE(shown.valueAxis, QStringLiteral("$ / 1M tokens"));
    QCOMPARE(shown.title, costTitle);
}

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-promised-layout-test"));
    TestPromisedLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_promisedlayout.moc"
