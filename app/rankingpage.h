// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/tablewriter.h"
#include "recipe/problem.h"
#include "recipe/rankingfilter.h"
#include "recipe/recipe.h"
#include "recipe/recipefiles.h"
#include "recipepageview.h"

#include <QWidget>

#include <optional>

class FilterBar;
class PlanBar;
class QAction;
class QLabel;
class QMenu;
class QSplitter;
class RankingProxyModel;
class RecipeStore;
class RecipeTableModel;
class RecipeTableView;
struct WorkTreeStatus;

// The ranking page: the headline, the filters, the ranking table and, once a recipe
// is chosen, its page below the table.
class RankingPage : public QWidget
{
    Q_OBJECT
public:
    explicit RankingPage(RecipeStore *store, QWidget *parent = nullptr);
    ~RankingPage() override;

    // Shows the recipe of this file: selects its row (widening the filter if it hides
    // the row) and opens its page.
    void showRecipe(const QString &filePath);
    // Narrows the ranking to a model and, optionally, one GPU type.
    void showGroup(const QString &model, const QString &gpuType);
    // Opens a file's source at a problem (read off the UI thread).
    void showProblem(const Problem &problem);
    void clearRecipe();
    // Shows the store's recipes again after they changed, keeping the recipe shown.
    void refresh();
    // The same rows with the findings of the checks that came in after them.
    void refreshProblems();
    // The git status of the folders shown: the Git column and the "Changed only" filter,
    // shown only in a git work tree.
    void setWorkTreeStatus(const WorkTreeStatus &status);

    RankingFilter filter() const;
    void setFilter(const RankingFilter &filter);
    // The recipes and listing entries the ranking shows, in its order.
    QList<Recipe> shownRecipes() const;
    QString headline() const;
    QString currentFile() const { return m_currentFile; }

    QString selectedRowsText(TableWriter::Format format) const;
    void copyRows(TableWriter::Format format);
    void exportTable();
    // Edit > Copy Rows as CSV, TSV and Markdown; CSV is also the table's Ctrl+C.
    void addCopyActions(QMenu *menu);
    // An action on the recipe shown (Edit): a button in the recipe page's corner and an
    // entry of the table's context menu.
    void addRecipeAction(QAction *action);
    // An action on the selected rows (Compare Selected): an entry of the table's context menu.
    void addSelectionAction(QAction *action);
    // The tab of the recipe's page in front: its overview, its command or its source.
    void showRecipeTab(RecipePageView::Tab tab);
    RecipePageView::Tab recipeTab() const;
    // Every row shown, every column, as File > Export Table writes them.
    QString tableCsv() const;
    // The two selected recipes, or an empty list (and a message) when not two.
    QStringList selectedPair();
    void focusSearch();
    // The Plan bar's tokens field, to plan a run.
    void focusPlan();

    QByteArray saveSplitter() const;
    void restoreSplitter(const QByteArray &state);

    // The most recipes the page's "Compare with" menu lists.
    static constexpr qsizetype MaxCompareCandidates = 20;

    // The rows shown, in their order.
    RankingProxyModel *ranking() const { return m_proxy; }

Q_SIGNALS:
    // The rows shown changed: another filter, or recipes read again.
    void shownRecipesChanged();
    void currentRecipeChanged(const QString &filePath);
    void compareRequested(const QString &fileA, const QString &fileB);
    // The recipe shown against a git revision of it (empty: one to choose).
    void compareWithRevisionRequested(const QString &filePath, const QString &revision);
    // Two versions of a file from its History tab: paths absolute, revision empty for the file on disk.
    void compareVersionsRequested(const QString &pathA, const QString &revisionA, const QString &pathB, const QString &revisionB);
    void statusMessage(const QString &message, int timeout);

private:
    QWidget *createRankingPane();
    void filterChanged(const RankingFilter &filter);
    void rowChanged(const QString &filePath);
    void showWhole(const Recipe &recipe, const QString &filePath);
    void fillCompareMenu();
    void updateHeadline();
    void fitColumn(int column);
    void showPage();

    RecipeStore *m_store;
    RecipeTableModel *m_tableModel;
    RankingProxyModel *m_proxy;
    std::optional<bool> m_changesKnown; // the folders shown are in a git work tree, once said
    QLabel *m_headline;
    QLabel *m_subtitle;
    FilterBar *m_filters;
    PlanBar *m_planBar;
    RecipeTableView *m_table;
    RecipePageView *m_page;
    QSplitter *m_splitter;
    QByteArray m_splitterState;
    QString m_currentFile;
    RecipeFiles::State m_currentState;
    int m_wholeRequest = 0; // the latest whole recipe asked for
    bool m_columnsRestored = false;
};
