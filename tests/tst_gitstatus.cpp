// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The git status of the folders shown: which recipes are modified, new, renamed or
// deleted since HEAD, where HEAD is, and the window's Git column, marks in the models
// index, "Changed only" filter and branch in the status bar, made again when git
// changes the repository.
#include "analysis/displaytext.h"
#include "codepane.h"
#include "codeview.h"
#include "editorpage.h"
#include "editortabs.h"
#include "gitrepo.h"
#include "historychart.h"
#include "historyfeed.h"
#include "historyview.h"
#include "itemmodels/historymodel.h"
#include "itemmodels/navigationmodel.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "itemmodels/reviewmodel.h"
#include "programrun.h"
#include "recipe/recipeformat.h"
#include "recipepageview.h"
#include "repository/revisionchanges.h"
#include "repository/worktreestatus.h"
#include "reviewview.h"
#include "settings/settings.h"
#include "textdiffview.h"
#include "windowdriver.h"
#include "windowparts.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeView>

using namespace Qt::StringLiterals;

class TestGitStatus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void changesSinceHead();
    void whereHeadIs();
    void notARepository();
    void statusCancelled();
    void windowMarksChanges();
    void windowFollowsCommits();
    void windowOutsideARepository();
    void windowCompareWithHead();
    void windowHistory();
    void windowHistoryOutsideARepository();
    void windowBlame();
    void windowReview();
    void editorReviewAgainstHead();
    void windowOpenRevision();

private:
    bool makeHistoryRepository(const QString &repository);
    // The work tree's recipes folder, with one file of each kind of change.
    QString recipes() const { return m_repository + u"/recipes"_s; }
    QString modified() const { return recipes() + u"/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s; }
    QString added() const { return recipes() + u"/glm-5.2-744b-a40b/h200/new.yaml"_s; }
    QString renamedFrom() const { return recipes() + u"/qwen3.5-397b-a17b/h200/attune-tp2-pp2-ep64.yaml"_s; }
    QString renamed() const { return recipes() + u"/qwen3.5-397b-a17b/h200/moved.yaml"_s; }
    QString deleted() const { return recipes() + u"/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s; }
    // The Git column of the ranking, by file.
    static QHash<QString, QString> gitColumn(const MainWindow &window);

    GitRepo m_git;
    QTemporaryDir m_dir;
    QString m_repository;
};

void TestGitStatus::initTestCase()
{
    QVERIFY(m_git.isValid() && m_dir.isValid());
    m_repository = m_dir.filePath(u"repo"_s);
    QVERIFY(m_git.makeRepository(m_repository));
    // A figure changed, a recipe added (untracked), a file renamed (staged), one deleted.
    QVERIFY(TestUtils::runProgram({u"set"_s, modified(), u"result.tokens_per_s_per_gpu=2600.5"_s}).exitCode == 0);
    auto text = TestUtils::readFile(recipes() + u"/glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"_s);
    QVERIFY(TestUtils::writeFile(added(), text.replace("attune", "tuned")));
    QVERIFY(m_git.git(m_repository, {u"mv"_s, renamedFrom(), renamed()}));
    QVERIFY(m_git.git(m_repository, {u"rm"_s, u"-q"_s, deleted()}));
}

void TestGitStatus::changesSinceHead()
{
    const auto status = WorkTreeStatus::of({recipes()});
    QVERIFY(status.isKnown());
    QCOMPARE(status.workTree, QFileInfo(m_repository).canonicalFilePath());
    QCOMPARE(status.changes.size(), 3);
    QCOMPARE(status.changes.value(modified()).kind, FileChange::Modified);
    QCOMPARE(status.changes.value(added()).kind, FileChange::Added);
    QCOMPARE(status.changes.value(renamed()).kind, FileChange::Renamed);
    QCOMPARE(status.changes.value(renamed()).from, renamedFrom());
    QCOMPARE(status.deleted, QStringList{deleted()});
    // Named as the folder was given: relative stays relative.
    const auto before = QDir::currentPath();
    QDir::setCurrent(m_repository);
    const auto restore = qScopeGuard([&before] { QDir::setCurrent(before); });
    const auto relative = WorkTreeStatus::of({u"recipes"_s});
    QCOMPARE(relative.changes.value(u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s).kind, FileChange::Modified);
    QCOMPARE(relative.deleted, QStringList{u"recipes/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s});
}

void TestGitStatus::whereHeadIs()
{
    QByteArray commit;
    QVERIFY(m_git.git(m_repository, {u"rev-parse"_s, u"--short=7"_s, u"HEAD"_s}, &commit));
    auto status = WorkTreeStatus::of({recipes()});
    QCOMPARE(status.branch, u"main"_s);
    QCOMPARE(status.shortCommit, QString::fromLatin1(commit));
    QCOMPARE(status.gitDirectory, QFileInfo(m_repository).canonicalFilePath() + u"/.git/"_s);

    const auto detached = m_dir.filePath(u"detached"_s);
    QVERIFY(m_git.makeRepository(detached));
    QVERIFY(m_git.git(detached, {u"checkout"_s, u"-q"_s, u"--detach"_s}));
    status = WorkTreeStatus::of({detached + u"/recipes"_s});
    QVERIFY(status.branch.isEmpty());
    QCOMPARE(status.shortCommit.size(), 7);
    QVERIFY(status.changes.isEmpty() && status.deleted.isEmpty());

    const auto unborn = m_dir.filePath(u"unborn"_s);
    QVERIFY(QDir().mkpath(unborn) && m_git.git(unborn, {u"init"_s, u"-q"_s, u"-b"_s, u"trunk"_s}));
    QVERIFY(TestUtils::copyTree(TestUtils::bundledFolder(), unborn + u"/recipes"_s));
    status = WorkTreeStatus::of({unborn + u"/recipes"_s});
    QVERIFY(status.isKnown());
    QCOMPARE(status.branch, u"trunk"_s);
    QVERIFY(status.shortCommit.isEmpty());
}

void TestGitStatus::notARepository()
{
    const TestUtils::BundledCopy outside;
    QVERIFY(outside.isValid());
    const auto status = WorkTreeStatus::of({outside.path()});
    QVERIFY(!status.isKnown());
    QCOMPARE(status.why, u"not a git repository: "_s + outside.path());
    QVERIFY(status.changes.isEmpty());
}

// Cancelled between two files of the diff: no status, and why.
void TestGitStatus::statusCancelled()
{
    int asked = 0;
    const auto secondAsk = [&asked] { return ++asked > 1; };
    QString why;
    QVERIFY(!RevisionChanges::between(recipes(), u"HEAD"_s, std::nullopt, &why, secondAsk));
    QCOMPARE(why, u"cancelled"_s);
    asked = 0;
    const auto status = WorkTreeStatus::of({recipes()}, secondAsk);
    QVERIFY(!status.isKnown());
    QCOMPARE(status.why, u"cancelled"_s);
    // Never cancelled: all of it.
    QCOMPARE(WorkTreeStatus::of({recipes()}, [] { return false; }).changes.size(), 3);
}

QHash<QString, QString> TestGitStatus::gitColumn(const MainWindow &window)
{
    QHash<QString, QString> column;
    const auto *table = window.findChild<QTableView *>(u"ranking"_s);
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const auto index = table->model()->index(row, RecipeTableModel::Change);
        column.insert(index.data(RecipeTableModel::FilePathRole).toString(), index.data().toString());
    }
    return column;
}

void TestGitStatus::windowMarksChanges()
{
    const auto window = WindowDriver::openOn({recipes()});
    QVERIFY(window);
    auto *branch = window->findChild<QLabel *>(u"gitBranch"_s);
    QVERIFY(branch);
    QTRY_VERIFY(branch->isVisible());
    QCOMPARE(branch->text(), u"main · 3 changed, 1 deleted"_s);
    auto *table = window->findChild<QTableView *>(u"ranking"_s);
    QVERIFY(!table->isColumnHidden(RecipeTableModel::Change));
    QTRY_COMPARE(gitColumn(*window).value(modified()), u"modified"_s);
    const auto column = gitColumn(*window);
    QCOMPARE(column.value(added()), u"new"_s);
    QCOMPARE(column.value(renamed()), u"renamed"_s);
    QCOMPARE(column.value(recipes() + u"/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s), QString());
    const auto row = table->model()->match(table->model()->index(0, 0), RecipeTableModel::FilePathRole, renamed(), 1, Qt::MatchExactly);
    QCOMPARE(row.size(), 1);
    QCOMPARE(row.first().siblingAtColumn(RecipeTableModel::Change).data(Qt::ToolTipRole).toString(),
             u"<qt>Renamed from "_s + renamedFrom() + u" since the commit checked out</qt>"_s);

    // The models index marks the recipe's row.
    const auto *navigation = window->findChild<QTreeView *>(u"navigation"_s)->model();
    const auto found =
        navigation->match(navigation->index(0, 0), NavigationModel::FilePathRole, modified(), 1, Qt::MatchExactly | Qt::MatchRecursive);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().siblingAtColumn(NavigationModel::Recipes).data().toString(), u"modified"_s);

    // Changed only: the three changed recipes, and all again once unchecked.
    auto *changedOnly = window->findChild<QCheckBox *>(u"changedOnlyFilter"_s);
    QVERIFY(changedOnly->isEnabled());
    const int all = table->model()->rowCount();
    changedOnly->click();
    QTRY_COMPARE(table->model()->rowCount(), 3);
    const auto shown = gitColumn(*window);
    QCOMPARE(QSet<QString>(shown.cbegin(), shown.cend()), (QSet<QString>{u"modified"_s, u"new"_s, u"renamed"_s}));
    changedOnly->click();
    QTRY_COMPARE(table->model()->rowCount(), all);
}

void TestGitStatus::windowFollowsCommits()
{
    const auto window = WindowDriver::openOn({recipes()});
    QVERIFY(window);
    auto *branch = window->findChild<QLabel *>(u"gitBranch"_s);
    QTRY_COMPARE(branch->text(), u"main · 3 changed, 1 deleted"_s);
    // A commit made by git outside the program: the marks go, the branch shows none changed.
    QVERIFY(m_git.git(m_repository, {u"add"_s, u"-A"_s}) && m_git.git(m_repository, {u"commit"_s, u"-q"_s, u"-m"_s, u"all"_s}));
    QTRY_COMPARE(branch->text(), u"main"_s);
    QTRY_COMPARE(gitColumn(*window).value(modified()), QString());
    // A branch checked out: its name.
    QVERIFY(m_git.git(m_repository, {u"checkout"_s, u"-q"_s, u"-b"_s, u"faster"_s}));
    QTRY_COMPARE(branch->text(), u"faster"_s);
    QVERIFY(m_git.git(m_repository, {u"checkout"_s, u"-q"_s, u"main"_s}));
    QVERIFY(m_git.git(m_repository, {u"branch"_s, u"-q"_s, u"-D"_s, u"faster"_s}));
    QVERIFY(m_git.git(m_repository, {u"reset"_s, u"-q"_s, u"--soft"_s, u"HEAD~1"_s}));
    QTRY_COMPARE(branch->text(), u"main · 3 changed, 1 deleted"_s);
}

void TestGitStatus::windowOutsideARepository()
{
    const TestUtils::BundledCopy outside;
    QVERIFY(outside.isValid());
    const auto window = WindowDriver::openOn({outside.path()});
    QVERIFY(window);
    auto *changedOnly = window->findChild<QCheckBox *>(u"changedOnlyFilter"_s);
    QTRY_COMPARE(changedOnly->toolTip(), u"<qt>No git status: not a git repository: "_s + outside.path() + u"</qt>"_s);
    QVERIFY(!changedOnly->isEnabled());
    QVERIFY(!window->findChild<QLabel *>(u"gitBranch"_s)->isVisible());
    QVERIFY(window->findChild<QTableView *>(u"ranking"_s)->isColumnHidden(RecipeTableModel::Change));
    auto *review = window->findChild<QAction *>(u"reviewChanges"_s);
    QVERIFY(!review->isEnabled());
    QVERIFY(!window->findChild<QAction *>(u"openRevision"_s)->isEnabled());
    QCOMPARE(review->toolTip(), u"<qt>No review: not a git repository: "_s + outside.path() + u"</qt>"_s);
}

// "Compare with" on a recipe's page, its entry of this name chosen (once the menu fills).
static void compareWith(const MainWindow &window, const QString &entry)
{
    auto *menu = window.findChild<RecipePageView *>()->compareMenu();
    Q_EMIT menu->aboutToShow();
    auto *action = menu->findChild<QAction *>(entry);
    QVERIFY(action && action->isEnabled());
    action->trigger();
}

void TestGitStatus::windowCompareWithHead()
{
    const auto window = WindowDriver::openOn({recipes()});
    QVERIFY(window);
    QTRY_VERIFY(window->findChild<QLabel *>(u"gitBranch"_s)->isVisible());
    // The figure changed since HEAD: HEAD's version on the left.
    window->showRecipe(modified());
    QTRY_COMPARE(window->findChild<RecipePageView *>()->recipe().filePath(), modified());
    compareWith(*window, u"compareWithHead"_s);
    QTRY_COMPARE(window->currentPage(), MainWindow::Page::Compare);
    auto *headline = WindowParts::diffView(*window)->findChild<QLabel *>(u"diffHeadline"_s);
    QVERIFY2(headline->text().contains(u"tokens/s per GPU +18.2%"_s), qPrintable(headline->text()));
    auto *title = WindowParts::diffView(*window)->findChild<QLabel *>(u"diffTitle"_s);
    QVERIFY2(title->text().contains(u" at HEAD"_s), qPrintable(title->text()));
    // Renamed since HEAD: HEAD has it under its old name, and the two do not differ.
    window->showPage(MainWindow::Page::Ranking);
    window->showRecipe(renamed());
    QTRY_COMPARE(window->findChild<RecipePageView *>()->recipe().filePath(), renamed());
    compareWith(*window, u"compareWithHead"_s);
    QTRY_COMPARE(headline->text(), u"The two recipes do not differ"_s);
    // Any revision, typed or chosen from the branches and tags offered.
    window->showPage(MainWindow::Page::Ranking);
    window->showRecipe(modified());
    QTRY_COMPARE(window->findChild<RecipePageView *>()->recipe().filePath(), modified());
    QStringList offered;
    WindowDriver::withNextDialog([&](QDialog *dialog) {
        auto *input = qobject_cast<QInputDialog *>(dialog);
        QVERIFY(input);
        offered = input->comboBoxItems();
        input->setTextValue(u"main"_s);
        input->accept();
    });
    headline->clear();
    compareWith(*window, u"compareWithRevision"_s);
    QTRY_VERIFY2(headline->text().contains(u"tokens/s per GPU +18.2%"_s), qPrintable(headline->text()));
    QCOMPARE(offered, (QStringList{u"HEAD"_s, u"HEAD~1"_s, u"main"_s}));
    QVERIFY(WindowParts::diffView(*window)->findChild<QLabel *>(u"diffTitle"_s)->text().contains(u" at main"_s));
}

// Three commits of one recipe: committed, a figure changed, renamed and changed.
bool TestGitStatus::makeHistoryRepository(const QString &repository)
{
    const auto folder = repository + u"/recipes/qwen3-32b/h200/"_s;
    const auto set = [](const QString &file, const QString &value) {
        return TestUtils::runProgram({u"set"_s, file, u"result.tokens_per_s_per_gpu="_s + value}).exitCode == 0;
    };
    return m_git.makeRepository(repository) && set(folder + u"attune-tp4-pp2-mt16k.yaml"_s, u"2600.5"_s)
        && m_git.git(repository, {u"commit"_s, u"-q"_s, u"-am"_s, u"faster"_s})
        && m_git.git(repository, {u"mv"_s, folder + u"attune-tp4-pp2-mt16k.yaml"_s, folder + u"renamed.yaml"_s})
        && set(folder + u"renamed.yaml"_s, u"2700"_s) && m_git.git(repository, {u"commit"_s, u"-q"_s, u"-am"_s, u"renamed"_s});
}

void TestGitStatus::windowHistory()
{
    const auto repository = m_dir.filePath(u"history"_s);
    QVERIFY(makeHistoryRepository(repository));
    const auto folder = repository + u"/recipes/qwen3-32b/h200/"_s;

    const auto window = WindowDriver::openOn({repository + u"/recipes"_s});
    QVERIFY(window);
    window->showRecipe(folder + u"renamed.yaml"_s);
    window->showRecipeTab(RecipePageView::Tab::History);
    auto *view = window->findChild<HistoryView *>(u"history"_s);
    QVERIFY(view);
    QTRY_VERIFY(view->isVisible());
    QTRY_COMPARE(view->model()->rowCount(), 3);
    QVERIFY(view->message().isEmpty());
    const auto cell = [&](int row, int column) { return view->model()->index(row, column).data().toString(); };
    QCOMPARE(cell(0, HistoryModel::Subject), u"renamed"_s);
    QCOMPARE(cell(0, HistoryModel::Change), u"renamed from recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    QCOMPARE(cell(0, HistoryModel::TokensPerSecondPerGpu), u"2,700.0"_s);
    QCOMPARE(cell(1, HistoryModel::Subject), u"faster"_s);
    QCOMPARE(cell(1, HistoryModel::Change), u"modified"_s);
    QCOMPARE(cell(1, HistoryModel::TokensPerSecondPerGpu), u"2,600.5"_s);
    QCOMPARE(cell(2, HistoryModel::Change), u"added"_s);
    // The bundled recipe's figures: tokens_per_s_per_gpu 2200.16 and mfu 0.4269, in a table's one decimal.
    QCOMPARE(cell(2, HistoryModel::TokensPerSecondPerGpu), u"2,200.2"_s);
    QCOMPARE(cell(2, HistoryModel::Mfu), u"42.7%"_s);
    QCOMPARE(cell(2, HistoryModel::Author), u"Test Bench"_s);
    QByteArray head;
    QVERIFY(m_git.git(repository, {u"rev-parse"_s, u"--short=7"_s, u"HEAD"_s}, &head));
    QCOMPARE(cell(0, HistoryModel::Commit), QString::fromLatin1(head));
    QCOMPARE(window->findChild<HistoryChart *>(u"historyChart"_s)->pointCount(), 3);

    // Two commits selected compare, the older on the left: 2600.5 -> 2700 tokens/s.
    auto *table = view->table();
    table->selectionModel()->select(view->model()->index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table->selectionModel()->select(view->model()->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    auto *compare = view->findChild<QPushButton *>(u"historyCompare"_s);
    QVERIFY(compare->isEnabled());
    compare->click();
    QTRY_COMPARE(window->currentPage(), MainWindow::Page::Compare);
    auto *headline = WindowParts::diffView(*window)->findChild<QLabel *>(u"diffHeadline"_s);
    QTRY_VERIFY2(headline->text().contains(u"tokens/s per GPU +3.8%"_s), qPrintable(headline->text()));
    auto *title = WindowParts::diffView(*window)->findChild<QLabel *>(u"diffTitle"_s);
    const auto older = view->model()->index(1, 0).data(HistoryModel::CommitRole).toString().left(12);
    const auto newer = view->model()->index(0, 0).data(HistoryModel::CommitRole).toString().left(12);
    QVERIFY2(title->text().indexOf(older) < title->text().indexOf(newer) && title->text().indexOf(older) > 0, qPrintable(title->text()));
    // Read again, and cancelled at once: said so, and nothing shown after all.
    window->showPage(MainWindow::Page::Ranking);
    window->showRecipeTab(RecipePageView::Tab::Overview);
    window->showRecipeTab(RecipePageView::Tab::History);
    auto *cancel = view->findChild<QPushButton *>(u"historyCancel"_s);
    QVERIFY(cancel->isVisibleTo(view));
    auto *feed = window->findChild<HistoryFeed *>();
    QVERIFY(feed);
    QSignalSpy ended(feed, &HistoryFeed::readingEnded);
    QVERIFY2(view->message().startsWith(u"Reading the commits that changed "_s), qPrintable(view->message()));
    cancel->click();
    const auto cancelled = u"Reading the history was cancelled: show the tab again to read it"_s;
    QCOMPARE(view->message(), cancelled);
    // The reading ends (stopped, or done before the click reached it) and shows nothing.
    QTRY_COMPARE(ended.count(), 1);
    QCOMPARE(ended.at(0).at(0).toBool(), false);
    QCOMPARE(view->message(), cancelled);
    QVERIFY(!view->table()->isVisibleTo(view) && !cancel->isVisibleTo(view));
}

void TestGitStatus::windowBlame()
{
    // A repository as windowHistory's: the figure's line last changed by "renamed", the
    // first line by the first commit; then changed on disk, not committed yet.
    const auto repository = m_dir.filePath(u"blame"_s);
    QVERIFY(makeHistoryRepository(repository));
    const auto file = repository + u"/recipes/qwen3-32b/h200/renamed.yaml"_s;
    QByteArray renamedCommit, firstCommit;
    QVERIFY(m_git.git(repository, {u"rev-parse"_s, u"--short=7"_s, u"HEAD"_s}, &renamedCommit));
    QVERIFY(m_git.git(repository, {u"rev-parse"_s, u"--short=7"_s, u"HEAD~2"_s}, &firstCommit));
    const auto lines = QString::fromUtf8(TestUtils::readFile(file)).split(u'\n');
    const int figure = int(lines.indexOf(u"  tokens_per_s_per_gpu: 2700"_s));
    QVERIFY(figure > 0);

    const auto window = WindowDriver::openOn({repository + u"/recipes"_s});
    QVERIFY(window);
    window->showRecipe(file);
    window->showRecipeTab(RecipePageView::Tab::Source);
    auto *source = window->findChild<RecipePageView *>()->sourcePane()->view();
    QTRY_COMPARE(source->lineNotes().size(), lines.size() - 1); // the last line ends the file
    QVERIFY2(source->lineNotes().at(figure).startsWith(QString::fromLatin1(renamedCommit) + u" · Test Bench · "_s),
             qPrintable(source->lineNotes().at(figure)));
    QVERIFY(source->lineNotes().at(figure).endsWith(u"\nrenamed"_s));
    QVERIFY2(source->lineNotes().at(0).startsWith(QString::fromLatin1(firstCommit)), qPrintable(source->lineNotes().at(0)));
    QVERIFY(source->lineNotes().at(0).endsWith(u"\nrecipes"_s));
    // On the overview, the value of a field says it in its tooltip.
    window->showRecipeTab(RecipePageView::Tab::Overview);
    auto *overview = window->findChild<QTextBrowser *>(u"overview"_s);
    QStringList blamed; // the values whose tooltip names the commit of the figure
    for (auto block = overview->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().toolTip().contains(QString::fromLatin1(renamedCommit) + u" · Test Bench · "_s))
                blamed << it.fragment().text();
    QVERIFY2(blamed.size() == 1 && blamed.first().contains(u"2,700"_s), qPrintable(blamed.join(u'|')));

    QVERIFY(TestUtils::runProgram({u"set"_s, file, u"result.tokens_per_s_per_gpu=2800"_s}).exitCode == 0);
    QTRY_COMPARE(source->lineNotes().value(figure), u"Not committed yet: changed since the commit checked out"_s);
    QVERIFY(source->lineNotes().at(0).startsWith(QString::fromLatin1(firstCommit)));
    QVERIFY(m_git.git(repository, {u"checkout"_s, u"-q"_s, u"--"_s, file}));
}

void TestGitStatus::windowHistoryOutsideARepository()
{
    const TestUtils::BundledCopy outside;
    QVERIFY(outside.isValid());
    const auto window = WindowDriver::openOn({outside.path()});
    QVERIFY(window);
    const auto file = outside.filePath(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    window->showRecipe(file);
    window->showRecipeTab(RecipePageView::Tab::History);
    auto *view = window->findChild<HistoryView *>(u"history"_s);
    QTRY_COMPARE(view->message(), u"No history: not a git repository: "_s + file);
    QCOMPARE(view->model()->rowCount(), 0);
    // Nothing to compare with in git: said on the entries.
    auto *menu = window->findChild<RecipePageView *>()->compareMenu();
    Q_EMIT menu->aboutToShow();
    auto *head = menu->findChild<QAction *>(u"compareWithHead"_s);
    QVERIFY(head && !head->isEnabled());
    QCOMPARE(head->toolTip(), u"<qt>No git history: not a git repository: "_s + outside.path() + u"</qt>"_s);
}

// An action that asks for a revision, triggered and answered with this one.
static void triggerWithRevision(QAction *action, const QString &revision)
{
    WindowDriver::withNextDialog([revision](QDialog *dialog) {
        auto *input = qobject_cast<QInputDialog *>(dialog);
        QVERIFY(input);
        input->setTextValue(revision);
        input->accept();
    });
    action->trigger();
}

void TestGitStatus::windowReview()
{
    const auto window = WindowDriver::openOn({recipes()});
    QVERIFY(window);
    auto *action = window->findChild<QAction *>(u"reviewChanges"_s);
    QTRY_VERIFY(action->isEnabled());
    triggerWithRevision(action, u"HEAD"_s);
    QTRY_COMPARE(window->currentPage(), MainWindow::Page::Review);
    auto *view = window->findChild<ReviewView *>();
    QTRY_VERIFY2(view->table()->isVisibleTo(view), qPrintable(view->message()));
    QCOMPARE(view->message(), u"4 recipe(s) changed since HEAD, in the work tree"_s);
    // One row per change, each saying what it does.
    const auto *model = view->model();
    QHash<QString, int> rows; // by change
    for (int row = 0; row < model->rowCount(); ++row)
        rows.insert(model->index(row, ReviewModel::Change).data().toString(), row);
    QCOMPARE(rows.size(), 4);
    const auto cell = [model, &rows](const QString &kind, int column) { return model->index(rows.value(kind), column).data().toString(); };
    const auto shown = [this](const QString &path) { return QDir(recipes()).relativeFilePath(path); };
    QCOMPARE(cell(u"modified"_s, ReviewModel::File), u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    QCOMPARE(cell(u"modified"_s, ReviewModel::TokensPerSecondPerGpu), u"2,200.2 → 2,600.5 (+18.2%)"_s);
    QCOMPARE(cell(u"modified"_s, ReviewModel::Values), u"1"_s);
    QVERIFY(model->index(rows.value(u"modified"_s), ReviewModel::Values)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"result.tokens_per_s_per_gpu: 2200.16 → 2600.5"_s));
    QCOMPARE(cell(u"added"_s, ReviewModel::File), shown(added()));
    QVERIFY2(cell(u"added"_s, ReviewModel::Place).startsWith(u"GLM-5.2-744B-A40B on H200: – → "_s),
             qPrintable(cell(u"added"_s, ReviewModel::Place)));
    QCOMPARE(cell(u"renamed"_s, ReviewModel::File), shown(renamedFrom()) + u" → "_s + shown(renamed()));
    QCOMPARE(cell(u"deleted"_s, ReviewModel::File), shown(deleted()));
    QVERIFY(cell(u"deleted"_s, ReviewModel::Place).endsWith(u" → –"_s));
    // A modified recipe opens beside its version at the revision.
    Q_EMIT view->rowActivated(rows.value(u"modified"_s));
    QTRY_COMPARE(window->currentPage(), MainWindow::Page::Compare);
    auto *headline = WindowParts::diffView(*window)->findChild<QLabel *>(u"diffHeadline"_s);
    QTRY_VERIFY2(headline->text().contains(u"tokens/s per GPU +18.2%"_s), qPrintable(headline->text()));
    QVERIFY(WindowParts::diffView(*window)->findChild<QLabel *>(u"diffTitle"_s)->text().contains(u" at HEAD"_s));
    // An added one opens its page.
    window->showPage(MainWindow::Page::Review);
    Q_EMIT view->rowActivated(rows.value(u"added"_s));
    QTRY_COMPARE(window->currentPage(), MainWindow::Page::Ranking);
    QTRY_COMPARE(window->findChild<RecipePageView *>()->recipe().filePath(), added());
}

// The editor's review of a recipe changed since HEAD, its left side switched to HEAD.
void TestGitStatus::editorReviewAgainstHead()
{
    const auto reviewed = [](const QString &file) {
        QString error;
        std::unique_ptr<EditorPage> page(EditorPage::open(file, nullptr, &error));
        QStringList seen; // the explanation, then the left and right texts
        WindowDriver::withNextDialog([&seen](QDialog *dialog) {
            auto *left = dialog->findChild<QComboBox *>(u"changesLeft"_s);
            QVERIFY(left);
            left->setCurrentIndex(1);
            Q_EMIT left->activated(1);
            auto *explanation = dialog->findChild<QLabel *>(u"changesExplanation"_s);
            QTRY_VERIFY(!explanation->text().startsWith(u"Reading"_s));
            auto *diff = dialog->findChild<TextDiffView *>();
            seen = QStringList{explanation->text(), diff->left()->toPlainText(), diff->right()->toPlainText()};
            dialog->reject();
        });
        if (page)
            page->reviewChanges();
        return seen;
    };
    const auto changed = reviewed(modified());
    QCOMPARE(changed.value(0), u"HEAD, the last commit (left) against the edited recipe (right)"_s);
    QVERIFY(changed.value(1).contains(u"tokens_per_s_per_gpu: 2200.16\n"_s));
    QVERIFY(changed.value(2).contains(u"tokens_per_s_per_gpu: 2600.5\n"_s));
    // A file HEAD does not have, and one in no repository: said why, the saved file kept.
    QVERIFY(reviewed(added()).value(0).startsWith(u"No version at HEAD: "_s));
    const TestUtils::BundledCopy outside;
    const auto other = outside.path() + u"/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s;
    QCOMPARE(reviewed(other).value(0), u"No version at HEAD: not a git repository: "_s + other);
}

// File > Open Revision: the folder as HEAD has it, read-only.
void TestGitStatus::windowOpenRevision()
{
    const auto window = WindowDriver::openOn({recipes()});
    QVERIFY(window);
    auto *action = window->findChild<QAction *>(u"openRevision"_s);
    QTRY_VERIFY(action->isEnabled());
    const auto openHead = [&] {
        triggerWithRevision(action, u"HEAD"_s);
        QTRY_COMPARE(window->windowTitle(), u"recipes at HEAD (read-only)"_s);
        QTRY_VERIFY(!window->store()->isLoading() && !window->store()->recipes().isEmpty());
    };
    openHead();
    const auto snapshot = window->store()->paths().value(0);
    QVERIFY2(!snapshot.startsWith(m_repository), qPrintable(snapshot));
    // HEAD's figure, HEAD's names: the deleted recipe, the renamed one under its old name,
    // not the recipe only the work tree has.
    const auto inHead = [this, &snapshot](const QString &path) { return snapshot + u'/' + QDir(recipes()).relativeFilePath(path); };
    QTRY_VERIFY(window->store()->recipe(inHead(modified())).has_value());
    QCOMPARE(window->store()->recipe(inHead(modified()))->tokensPerSecondPerGpu(), 2200.16);
    QVERIFY(window->store()->recipe(inHead(deleted())).has_value());
    QVERIFY(window->store()->recipe(inHead(renamedFrom())).has_value());
    QVERIFY(!window->store()->recipe(inHead(added())).has_value());
    QVERIFY(!window->store()->recipe(inHead(renamed())).has_value());
    QVERIFY(!Settings::instance().recentFolders().contains(snapshot));
    QTRY_VERIFY2(window->findChild<QLabel *>(u"statusSummary"_s)->text().startsWith(u"recipes at HEAD (read-only) · "_s),
                 qPrintable(window->findChild<QLabel *>(u"statusSummary"_s)->text()));
    // Read-only: no editor opens on its files.
    auto *message = window->statusBar();
    QVERIFY(window->editors()->edit(inHead(modified())).result() == nullptr);
    QVERIFY2(message->currentMessage().contains(u"opened read-only"_s), qPrintable(message->currentMessage()));
    // The same commit again: the same snapshot, whole.
    window->openPaths({recipes()});
    QTRY_VERIFY(!window->store()->isLoading());
    openHead();
    QCOMPARE(window->store()->paths().value(0), snapshot);
}

QTEST_MAIN(TestGitStatus)
#include "tst_gitstatus.moc"
