// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diffview.h"
#include "recipe/problem.h"
#include "recipepageview.h"

#include <QMainWindow>

class ChartsPage;
class ComparePage;
class EditorTabs;
class GitStatusFeed;
class NavigationDock;
class ProblemsDock;
class ProblemListModel;
class QLabel;
class QMenu;
class QTabWidget;
class RankingPage;
class ReviewPage;
class RevisionOpener;
class RecipeStore;
class RequestedFiles;
class ViewLinks;

// The main window: creates the pages, the actions, the menus and the docks, and
// routes between them. The models index (left) and the problems (bottom) are docks;
// the ranking, charts and compare pages are tabs, and so is each recipe being edited.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Page { Ranking, Charts, Compare, Review };
    Q_ENUM(Page)

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Replaces what is open with these folders and files (the first folder is the one
    // remembered); a file that no folder given holds is an opened file of its own.
    // remember: the first folder becomes the one remembered and a recent folder (not
    // for what a view link opens).
    void openPaths(const QStringList &paths, bool remember = true);
    // Adds recipe files to what is open, wherever they are; once read, the first is shown.
    // A file that is not there or does not read is said in the status bar, on stderr
    // and in Problems.
    void openFiles(const QStringList &files);
    void showPage(Page page);
    Page currentPage() const;

    // Opens a recipe's page on the ranking page and selects it in the models index; a
    // file that did not read opens at its first error.
    void showRecipe(const QString &filePath);
    // The ranking of a model and, optionally, one GPU type.
    void showGroup(const QString &model, const QString &gpuType);
    // A file's source at a problem.
    void showProblem(const Problem &problem);
    // A and B side by side on the compare page.
    void compare(const QString &fileA, const QString &fileB);
    void compareSelected();
    // A recipe against a git revision of it (HEAD, a branch, a tag, a commit), earlier on
    // the left; an empty revision asks which.
    void compareWithRevision(const QString &filePath, const QString &revision);
    // The tab in front on the recipe's page, and on the compare page.
    void showRecipeTab(RecipePageView::Tab tab);
    void showCompareTab(DiffView::Tab tab);
    // Presenter mode on the charts of the ranking shown.
    void present();

    RecipeStore *store() const { return m_store; }
    EditorTabs *editors() const { return m_editors; }
    RankingPage *rankingPage() const { return m_ranking; }
    ChartsPage *chartsPage() const { return m_charts; }
    ComparePage *comparePage() const { return m_compare; }
    ReviewPage *reviewPage() const { return m_review; }
    ViewLinks *viewLinks() const { return m_links; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QWidget *pageWidget(Page page) const;
    void enableAndShow(Page page);
    void addReviewAction(QMenu *menu);
    void addCatalogMenu(QMenu *menu);
    // The first folder shown, or the folder of the first file; absolute.
    QString folderShown() const;
    void createDocks();
    void createStatusBar();
    void createActions();
    void restoreSettings();
    void useChecker(const QStringList &paths);
    void recipesChanged();
    void refreshNavigation();
    void refreshRanking();
    void refreshProblems();
    void showProblemsDock();
    void clearFilters();
    void updateTitle();
    void updateStatus();
    void showStatus(const QString &message, int timeout = 0);

    RecipeStore *m_store;
    ProblemListModel *m_problemModel;
    RankingPage *m_ranking;
    ChartsPage *m_charts;
    ComparePage *m_compare;
    ReviewPage *m_review;
    QTabWidget *m_tabs;
    EditorTabs *m_editors;
    RequestedFiles *m_requested = nullptr;
    ViewLinks *m_links = nullptr;
    GitStatusFeed *m_gitStatus = nullptr;
    RevisionOpener *m_revisions = nullptr;
    NavigationDock *m_navigation = nullptr;
    ProblemsDock *m_problemsDock = nullptr;
    QLabel *m_summary = nullptr;
    bool m_navigationStale = false;
    bool m_rankingStale = false;
    bool m_problemsStale = false;
};
