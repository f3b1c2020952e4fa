#pragma once

#include "chartmodel.h"
#include "problem.h"
#include "tablewriter.h"

#include <QMainWindow>

class ChartsPanel;
class DiffView;
class FilterBar;
class QTabWidget;
class NavigationModel;
class ProblemListModel;
class QApplication;
class QLabel;
class QListView;
class QMenu;
class QProgressBar;
class QToolButton;
class QTreeView;
class RankingProxyModel;
class RecipePageView;
class RecipeStore;
class RecipeTableModel;
class RecipeTableView;

// The main window: wires the recipe store, its models and the views together.
// Navigation on the left, the ranking with its headline and filters on the right,
// the recipe page below it, problems at the bottom.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Parses the window's command line (PATH...), shows the window and runs the event loop.
    static int start(QApplication &app);

    void openPaths(const QStringList &paths);
    RecipeStore *store() const { return m_store; }
    RecipeTableView *table() const { return m_table; }
    RankingProxyModel *ranking() const { return m_proxy; }
    RecipePageView *page() const { return m_page; }
    FilterBar *filterBar() const { return m_filters; }
    ChartsPanel *charts() const { return m_charts; }
    QTabWidget *tabs() const { return m_tabs; }
    // The charts of presenter mode: every metric, for the recipes the ranking shows.
    QList<ChartModel::Chart> presenterCharts() const;
    // Shows A and B side by side in the Compare tab.
    void compare(const QString &fileA, const QString &fileB);
    void compareSelected();
    DiffView *diffView() const { return m_diff; }
    // Opens a file's source at a problem.
    void showProblem(const Problem &problem);
    // Opens presenter mode on the current chart.
    void present();
    QTreeView *navigation() const { return m_navigation; }
    QListView *problems() const { return m_problems; }
    QString headline() const;

    // Shows the recipe of this file: selects it in the tree and table, opens its page.
    void showRecipe(const QString &filePath);
    // Narrows the ranking to a model and, optionally, one GPU type.
    void showGroup(const QString &model, const QString &gpuType);
    QString selectedRowsText(TableWriter::Format format) const;
    // "system", "light" or "dark": the palette of the whole program.
    static void applyTheme(const QString &theme);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void restoreSettings();
    void recipesChanged();
    void applyFilters();
    void fitColumn(int column);
    void updateHeadline();
    void updateTitle();
    void updateStatus();
    void updateRecentMenu();
    void currentRecipeChanged(const QString &filePath);
    void navigationChanged();
    void problemActivated(const QModelIndex &index);
    void openFolderDialog();
    void openFilesDialog();
    void exportTable();
    void copyRows(TableWriter::Format format);
    void updateChart();
    ChartModel::Options chartOptions(ChartModel::Metric metric) const;
    QList<Recipe> shownRecipes() const;
    void editPrices();
    void exportChart(const QString &format, const QSize &size, double scale);

    RecipeStore *m_store = nullptr;
    RecipeTableModel *m_tableModel = nullptr;
    RankingProxyModel *m_proxy = nullptr;
    NavigationModel *m_navigationModel = nullptr;
    ProblemListModel *m_problemModel = nullptr;

    QTreeView *m_navigation = nullptr;
    FilterBar *m_filters = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_subtitle = nullptr;
    RecipeTableView *m_table = nullptr;
    RecipePageView *m_page = nullptr;
    ChartsPanel *m_charts = nullptr;
    DiffView *m_diff = nullptr;
    QTabWidget *m_tabs = nullptr;
    QListView *m_problems = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancel = nullptr;
    QLabel *m_summary = nullptr;
    QMenu *m_recentMenu = nullptr;
    QString m_currentFile;
    bool m_syncingSelection = false;
    bool m_columnsRestored = false;
    bool m_chartStale = true;
};
