#include "mainwindow.h"

#include "bundledrecipes.h"
#include "chartspanel.h"
#include "diffview.h"
#include "chartview.h"
#include "presenterwindow.h"
#include "pricedialog.h"
#include "filterbar.h"
#include "navigationmodel.h"
#include "problemlistmodel.h"
#include "rankingproxymodel.h"
#include "recipefiles.h"
#include "recipeloader.h"
#include "recipeoverview.h"
#include "recipepageview.h"
#include "recipestore.h"
#include "recipetablemodel.h"
#include "recipetableview.h"
#include "settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSaveFile>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_store(new RecipeStore(this))
    , m_tableModel(new RecipeTableModel(this))
    , m_proxy(new RankingProxyModel(this))
    , m_navigationModel(new NavigationModel(this))
    , m_problemModel(new ProblemListModel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_proxy->setSourceModel(m_tableModel);

    // Navigation: the site's "All models" index.
    m_navigation = new QTreeView(this);
    m_navigation->setObjectName(QStringLiteral("navigation"));
    m_navigation->setAccessibleName(tr("All models"));
    m_navigation->setModel(m_navigationModel);
    m_navigation->setUniformRowHeights(true);
    m_navigation->header()->setStretchLastSection(false);
    m_navigation->header()->setSectionResizeMode(NavigationModel::Name, QHeaderView::Stretch);
    m_navigation->header()->setSectionResizeMode(NavigationModel::Recipes, QHeaderView::ResizeToContents);
    auto *navigationDock = new QDockWidget(tr("Models"), this);
    navigationDock->setObjectName(QStringLiteral("navigationDock"));
    navigationDock->setWidget(m_navigation);
    navigationDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, navigationDock);
    resizeDocks({navigationDock}, {320}, Qt::Horizontal);

    // Ranking: headline, filters and table.
    auto *rankingPane = new QWidget(this);
    auto *rankingLayout = new QVBoxLayout(rankingPane);
    rankingLayout->setContentsMargins(8, 8, 8, 0);
    m_headline = new QLabel(rankingPane);
    m_headline->setObjectName(QStringLiteral("headline"));
    QFont headlineFont = font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.5);
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle = new QLabel(rankingPane);
    m_subtitle->setObjectName(QStringLiteral("subtitle"));
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);
    m_filters = new FilterBar(rankingPane);
    m_table = new RecipeTableView(rankingPane);
    m_table->setObjectName(QStringLiteral("ranking"));
    m_table->setModel(m_proxy);
    rankingLayout->addWidget(m_headline);
    rankingLayout->addWidget(m_subtitle);
    rankingLayout->addWidget(m_filters);
    rankingLayout->addWidget(m_table, 1);

    m_page = new RecipePageView(this);
    m_page->setObjectName(QStringLiteral("recipePage"));
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("splitter"));
    splitter->addWidget(rankingPane);
    splitter->addWidget(m_page);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    m_charts = new ChartsPanel(this);
    m_charts->setObjectName(QStringLiteral("charts"));
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(splitter, tr("&Ranking"));
    m_tabs->addTab(m_charts, tr("C&harts"));
    m_diff = new DiffView(this);
    m_diff->setObjectName(QStringLiteral("compare"));
    m_tabs->addTab(m_diff, tr("Com&pare"));
    m_tabs->setTabEnabled(2, false);
    setCentralWidget(m_tabs);

    // Problems: every invalid file as file:line:col message.
    m_problems = new QListView(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setAccessibleName(tr("Problems"));
    m_problems->setModel(m_problemModel);
    m_problems->setUniformItemSizes(true);
    auto *problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName(QStringLiteral("problemsDock"));
    problemsDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    problemsDock->hide();

    // Loading progress, cancellable.
    m_summary = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(240);
    m_progress->setAccessibleName(tr("Loading progress"));
    m_progress->setFormat(tr("%v of %m files"));
    m_cancel = new QToolButton(this);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop loading"));
    statusBar()->addWidget(m_summary, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    m_progress->hide();
    m_cancel->hide();

    createActions();

    connect(m_store, &RecipeStore::recipesChanged, this, &MainWindow::recipesChanged);
    connect(m_store, &RecipeStore::loadingStarted, this, [this] {
        // Show progress only for loads long enough to notice.
        QTimer::singleShot(300, this, [this] {
            if (m_store->isLoading()) {
                m_progress->show();
                m_cancel->show();
            }
        });
    });
    connect(m_store, &RecipeStore::progressChanged, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_store, &RecipeStore::loadingFinished, this, [this] {
        m_progress->hide();
        m_cancel->hide();
        updateStatus();
    });
    connect(m_cancel, &QToolButton::clicked, m_store, &RecipeStore::cancel);
    connect(m_filters, &FilterBar::filtersChanged, this, &MainWindow::applyFilters);
    connect(m_table, &RecipeTableView::currentRecipeChanged, this, &MainWindow::currentRecipeChanged);
    connect(m_table, &RecipeTableView::layoutChanged, this,
            [this] { Settings::instance().setTableHeaderState(m_table->saveLayout()); });
    connect(m_navigation->selectionModel(), &QItemSelectionModel::currentChanged, this, &MainWindow::navigationChanged);
    connect(m_problems, &QListView::activated, this, &MainWindow::problemActivated);
    connect(m_page, &RecipePageView::recipeRequested, this, &MainWindow::showRecipe);
    connect(m_page, &RecipePageView::compareRequested, this,
            [this](const QString &file) { compare(m_page->recipe().filePath(), file); });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateHeadline);
    connect(m_proxy, &RankingProxyModel::filtersChanged, this, &MainWindow::updateHeadline);
    // Charts show what the ranking shows.
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateChart);
    connect(m_proxy, &RankingProxyModel::filtersChanged, this, &MainWindow::updateChart);
    connect(m_charts, &ChartsPanel::optionsChanged, this, [this] {
        Settings::instance().setChartMetric(int(m_charts->metric()));
        updateChart();
    });
    connect(m_charts, &ChartsPanel::pricesRequested, this, &MainWindow::editPrices);
    connect(m_charts, &ChartsPanel::presenterRequested, this, &MainWindow::present);
    connect(m_charts, &ChartsPanel::exportRequested, this, &MainWindow::exportChart);
    connect(m_charts, &ChartsPanel::copyRequested, this, [this] {
        QApplication::clipboard()->setPixmap(m_charts->view()->toPixmap(QSize(1600, 900)));
        statusBar()->showMessage(tr("Copied the chart"), 3000);
    });
    connect(m_charts->view(), &ChartView::recipeActivated, this, [this](const QString &file) {
        m_tabs->setCurrentIndex(0);
        showRecipe(file);
    });
    connect(&Settings::instance(), &Settings::pricesChanged, this, &MainWindow::updateChart);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_chartStale)
            updateChart();
    });
    m_charts->setMetric(ChartModel::Metric(std::clamp(Settings::instance().chartMetric(), 0, 3)));

    // First start: most of the screen; later starts restore the saved geometry.
    if (const auto *screen = QGuiApplication::primaryScreen())
        resize(screen->availableSize() * 0.9);
    else
        resize(1400, 900);
    restoreSettings();
    updateTitle();
    updateHeadline();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto *file = menuBar()->addMenu(tr("&File"));
    auto *openFolder = file->addAction(QIcon::fromTheme(QStringLiteral("document-open-folder")), tr("Open &Folder..."),
                                       this, &MainWindow::openFolderDialog);
    openFolder->setShortcut(QKeySequence::Open);
    auto *openFiles = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("Open &Recipes..."), this,
                                      &MainWindow::openFilesDialog);
    openFiles->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    file->addAction(tr("Open &Bundled Recipes"), this, [this] { openPaths({BundledRecipes::folder()}); });
    m_recentMenu = file->addMenu(tr("Open R&ecent"));
    connect(&Settings::instance(), &Settings::recentFoldersChanged, this, &MainWindow::updateRecentMenu);
    updateRecentMenu();
    auto *reload = file->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&load"), m_store,
                                   &RecipeStore::reload);
    reload->setShortcuts({QKeySequence::Refresh, QKeySequence(Qt::Key_F5)});
    file->addSeparator();
    auto *exportCsv = file->addAction(tr("&Export Table as CSV..."), this, &MainWindow::exportTable);
    exportCsv->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    auto *quit = file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    auto *edit = menuBar()->addMenu(tr("&Edit"));
    auto *copyCsv = edit->addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy Rows as CSV"), this,
                                    [this] { copyRows(TableWriter::Format::Csv); });
    copyCsv->setShortcut(QKeySequence::Copy);
    copyCsv->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addAction(copyCsv);
    edit->addAction(tr("Copy Rows as &TSV"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                    [this] { copyRows(TableWriter::Format::Tsv); });
    edit->addAction(tr("Copy Rows as &Markdown"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), this,
                    [this] { copyRows(TableWriter::Format::Markdown); });
    edit->addSeparator();
    auto *compareAction = edit->addAction(tr("Co&mpare Selected"), this, &MainWindow::compareSelected);
    compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    compareAction->setToolTip(tr("Compare the two recipes selected in the ranking"));
    edit->addSeparator();
    auto *find = edit->addAction(QIcon::fromTheme(QStringLiteral("edit-find")), tr("&Find..."), m_filters,
                                 &FilterBar::focusSearch);
    find->setShortcuts({QKeySequence::Find, QKeySequence(Qt::CTRL | Qt::Key_K)});
    edit->addAction(tr("C&lear Filters"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), this, [this] {
        m_navigation->setCurrentIndex({});
        m_filters->setText({});
        m_filters->setModel({});
        m_filters->setGpuType({});
        m_filters->setAuthor({});
        m_filters->setStatus({});
    });

    auto *view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Ranking"), QKeySequence(Qt::CTRL | Qt::Key_1), this, [this] { m_tabs->setCurrentIndex(0); });
    view->addAction(tr("&Charts"), QKeySequence(Qt::CTRL | Qt::Key_2), this, [this] { m_tabs->setCurrentIndex(1); });
    view->addAction(tr("C&ompare"), QKeySequence(Qt::CTRL | Qt::Key_3), this, [this] {
        if (m_tabs->isTabEnabled(2))
            m_tabs->setCurrentIndex(2);
    });
    view->addAction(QIcon::fromTheme(QStringLiteral("view-presentation")), tr("&Presenter Mode"), QKeySequence(Qt::Key_F11), this,
                    &MainWindow::present);
    view->addAction(tr("GPU &Prices..."), this, &MainWindow::editPrices);
    auto *themes = view->addMenu(tr("&Theme"));
    auto *themeGroup = new QActionGroup(themes);
    for (const auto &[name, title] : {std::pair(QStringLiteral("system"), tr("&System")), std::pair(QStringLiteral("light"), tr("&Light")),
                                      std::pair(QStringLiteral("dark"), tr("&Dark"))}) {
        auto *action = themes->addAction(title);
        action->setCheckable(true);
        action->setChecked(Settings::instance().theme() == name);
        themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [name] {
            Settings::instance().setTheme(name);
            applyTheme(name);
        });
    }
    view->addSeparator();
    for (auto *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    auto *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Recipe Explorer"), this, [this] {
        QMessageBox::about(this, tr("About Recipe Explorer"),
                           tr("<h3>Recipe Explorer %1</h3><p>Browse, compare and edit LLM training recipes "
                              "published by OpenRecipes.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

void MainWindow::restoreSettings()
{
    auto &settings = Settings::instance();
    if (const auto geometry = settings.windowGeometry(); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const auto state = settings.windowState(); !state.isEmpty())
        restoreState(state, Settings::WindowStateVersion);
    if (const auto splitter = settings.splitterState(); !splitter.isEmpty())
        findChild<QSplitter *>(QStringLiteral("splitter"))->restoreState(splitter);
    m_columnsRestored = m_table->restoreLayout(settings.tableHeaderState());
    const auto filters = settings.filters();
    m_filters->setText(filters.text);
    m_filters->setModel(filters.model);
    m_filters->setGpuType(filters.gpuType);
    m_filters->setAuthor(filters.author);
    m_filters->setStatus(filters.status);
    applyFilters();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    Settings::instance().setWindowGeometryAndState(saveGeometry(), saveState(Settings::WindowStateVersion));
    Settings::instance().setSplitterState(findChild<QSplitter *>(QStringLiteral("splitter"))->saveState());
    Settings::instance().setTableHeaderState(m_table->saveLayout());
    m_store->cancel();
    event->accept();
}

void MainWindow::openPaths(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    const QFileInfo first(paths.first());
    const auto folder = first.isDir() ? first.absoluteFilePath() : first.absolutePath();
    Settings::instance().setLastFolder(folder);
    if (first.isDir() && QDir::cleanPath(folder) != QDir::cleanPath(QFileInfo(BundledRecipes::folder()).absoluteFilePath()))
        Settings::instance().addRecentFolder(folder);
    m_currentFile.clear();
    m_page->clear();
    m_store->open(paths);
    updateTitle();
}

void MainWindow::updateTitle()
{
    const auto paths = m_store->paths();
    if (paths.isEmpty()) {
        setWindowTitle(QString());
        return;
    }
    const QFileInfo first(paths.first());
    const auto bundled = QFileInfo(BundledRecipes::folder()).absoluteFilePath();
    QString name = first.absoluteFilePath() == bundled ? tr("Bundled recipes") : QDir::toNativeSeparators(first.absoluteFilePath());
    if (paths.size() > 1)
        name += tr(" and %n more", nullptr, int(paths.size() - 1));
    setWindowTitle(name);
}

void MainWindow::recipesChanged()
{

    const auto keep = m_currentFile;
    const auto navigationIndex = m_navigation->currentIndex();
    const auto keepModel = navigationIndex.data(NavigationModel::ModelRole).toString();
    const auto keepGpu = navigationIndex.data(NavigationModel::GpuTypeRole).toString();
    const auto keepKind = navigationIndex.data(NavigationModel::KindRole).toInt();

    m_syncingSelection = true;
    const auto &recipes = m_store->recipes();
    m_tableModel->setRanking(m_store->ranking());
    m_navigationModel->setRanking(m_store->ranking());
    m_navigation->expandAll();
    m_problemModel->setProblems(m_store->problems());

    QStringList models, gpus, authors, statuses;
    for (const auto &r : recipes) {
        models << r.model();
        gpus << r.gpuType();
        authors << r.author().name;
        statuses << r.status();
    }
    for (const auto &listing : m_store->listings())
        gpus << listing.gpuType();
    for (auto *list : {&models, &gpus, &authors, &statuses}) {
        list->removeDuplicates();
        list->sort(Qt::CaseInsensitive);
    }
    m_filters->setChoices(models, gpus, authors, statuses);
    if (!m_columnsRestored && !recipes.isEmpty()) {
        // First start: fit the columns once, after the rows are shown; afterwards
        // the reader's layout is kept.
        m_columnsRestored = true;
        fitColumn(0);
    }

    // Keep what the reader was looking at.
    if (!keepModel.isEmpty()) {
        const auto index = m_navigationModel->find(keepModel, keepKind == NavigationModel::ModelKind ? QString() : keepGpu);
        m_navigation->setCurrentIndex(index);
    }
    m_syncingSelection = false;
    if (!keep.isEmpty() && m_store->recipe(keep))
        showRecipe(keep);
    else if (!keep.isEmpty())
        m_page->clear();
    if (!m_store->problems().isEmpty())
        findChild<QDockWidget *>(QStringLiteral("problemsDock"))->show();
    updateHeadline();
    updateStatus();
}

void MainWindow::fitColumn(int column)
{
    // A column at a time, each on its own timer, so input and painting go on in between.
    if (column >= RecipeTableModel::ColumnCount)
        return;
    m_table->resizeColumnToContents(column);
    if (column == RecipeTableModel::Highlights)
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), 280));
    QTimer::singleShot(1, this, [this, column] { fitColumn(column + 1); });
}

void MainWindow::applyFilters()
{
    m_proxy->setTextFilter(m_filters->text());
    m_proxy->setModelFilter(m_filters->model());
    m_proxy->setGpuTypeFilter(m_filters->gpuType());
    m_proxy->setAuthorFilter(m_filters->author());
    m_proxy->setStatusFilter(m_filters->status());
    Settings::instance().setFilters({m_filters->model(), m_filters->gpuType(), m_filters->author(), m_filters->status(),
                                     m_filters->text()});
    updateStatus();
}

QString MainWindow::headline() const
{
    return m_headline->text() + u'\n' + m_subtitle->text();
}

void MainWindow::updateHeadline()
{
    const auto model = m_proxy->modelFilter();
    const auto gpu = m_proxy->gpuTypeFilter();
    if (model.isEmpty()) {
        m_headline->setText(tr("All models"));
        m_subtitle->setText(tr("Ranked by tokens/s per GPU within each model and GPU type · %n recipe(s)", nullptr,
                               m_proxy->rowCount()));
        return;
    }
    m_headline->setText(RecipeOverview::headlineTitle(model, gpu));
    m_subtitle->setText(RecipeOverview::headlineSubtitle(shownRecipes()));
}

void MainWindow::updateStatus()
{
    const int recipes = int(m_store->recipes().size());
    const int invalid = m_store->invalidFileCount();
    auto text = tr("%n recipe(s)", nullptr, recipes);
    if (m_proxy->rowCount() != recipes)
        text += tr(", %n shown", nullptr, m_proxy->rowCount());
    if (invalid)
        text += tr(" · %n invalid file(s), see Problems", nullptr, invalid);
    m_summary->setText(text);
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const auto folders = Settings::instance().recentFolders();
    for (const auto &folder : folders)
        m_recentMenu->addAction(QDir::toNativeSeparators(folder), this, [this, folder] { openPaths({folder}); });
    if (!folders.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), &Settings::instance(), &Settings::clearRecentFolders);
    }
    m_recentMenu->setEnabled(!folders.isEmpty());
}

void MainWindow::navigationChanged()
{
    if (m_syncingSelection)
        return;
    const auto index = m_navigation->currentIndex();
    const auto kind = index.data(NavigationModel::KindRole).toInt();
    if (!index.isValid()) {
        showGroup({}, {});
        return;
    }
    if (kind == NavigationModel::RecipeKind) {
        showRecipe(index.data(NavigationModel::FilePathRole).toString());
        return;
    }
    showGroup(index.data(NavigationModel::ModelRole).toString(),
              kind == NavigationModel::GpuKind ? index.data(NavigationModel::GpuTypeRole).toString() : QString());
}

void MainWindow::showGroup(const QString &model, const QString &gpuType)
{
    m_filters->setModel(model);
    m_filters->setGpuType(gpuType);
}

void MainWindow::showRecipe(const QString &filePath)
{
    const auto recipe = m_store->recipe(filePath);
    if (!recipe)
        return;
    // Make sure the row can be shown: narrow to its model and GPU if filters hide it.
    int row = m_tableModel->rowOfFile(recipe->filePath());
    auto proxyIndex = m_proxy->mapFromSource(m_tableModel->index(row, 0));
    if (!proxyIndex.isValid()) {
        m_filters->setText({});
        m_filters->setAuthor({});
        m_filters->setStatus({});
        showGroup(recipe->model(), recipe->gpuType());
        proxyIndex = m_proxy->mapFromSource(m_tableModel->index(row, 0));
    }
    if (proxyIndex.isValid() && m_table->currentIndex().row() != proxyIndex.row()) {
        m_table->setCurrentIndex(proxyIndex);
        m_table->scrollTo(proxyIndex);
    }
    currentRecipeChanged(recipe->filePath());
    const auto treeIndex = m_navigationModel->find({}, {}, recipe->filePath());
    if (treeIndex.isValid() && m_navigation->currentIndex() != treeIndex) {
        m_syncingSelection = true;
        m_navigation->setCurrentIndex(treeIndex);
        m_syncingSelection = false;
    }
}

void MainWindow::currentRecipeChanged(const QString &filePath)
{
    if (filePath.isEmpty())
        return;
    const auto recipe = m_store->recipe(filePath);
    if (!recipe)
        return;
    if (m_currentFile == filePath && m_page->hasRecipe() && m_page->recipe().source() == recipe->source())
        return;
    m_currentFile = filePath;
    m_page->setRecipe(*recipe, RecipeOverview::otherGpus(*recipe, m_store->recipes() + m_store->listings()));
    // "Compare with": the same model's recipes first, then the rest.
    QList<std::pair<QString, QString>> same, others;
    for (const auto &r : m_store->recipes()) {
        if (r.filePath() == recipe->filePath())
            continue;
        const auto label = QStringLiteral("%1 · %2 (%3 x %4)").arg(r.model(), r.layoutLabel()).arg(r.gpuCount()).arg(r.gpuType());
        (r.model() == recipe->model() ? same : others).append({r.filePath(), label});
    }
    m_page->setCompareCandidates(same + others);
}

void MainWindow::problemActivated(const QModelIndex &index)
{
    showProblem(m_problemModel->problemAt(index.row()));
}

void MainWindow::showProblem(const Problem &problem)
{
    // Read the file off the UI thread, then show it at the problem.
    const auto path = m_store->absolutePath(problem.file);
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, problem] {
        watcher->deleteLater();
        m_tabs->setCurrentIndex(0);
        m_page->showSource(problem.file, watcher->result(), problem.line, problem.column,
                           problem.message);
        statusBar()->showMessage(problem.toString(), 10000);
    });
    watcher->setFuture(QtConcurrent::run([path] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return tr("# %1 cannot be read: %2").arg(path, file.errorString());
        // Invalid bytes stay visible as replacement characters.
        return QString::fromUtf8(file.read(RecipeLoader::MaxFileBytes));
    }));
}

void MainWindow::openFolderDialog()
{
    const auto folder = QFileDialog::getExistingDirectory(this, tr("Open Recipe Folder"), Settings::instance().lastFolder());
    if (!folder.isEmpty())
        openPaths({folder});
}

void MainWindow::openFilesDialog()
{
    const auto files = QFileDialog::getOpenFileNames(this, tr("Open Recipes"), Settings::instance().lastFolder(),
                                                     tr("Recipes (*.yaml *.yml);;All files (*)"));
    if (!files.isEmpty())
        openPaths(files);
}

QString MainWindow::selectedRowsText(TableWriter::Format format) const
{
    QList<int> rows;
    for (const auto &index : m_table->selectedRowIndexes())
        rows << index.row();
    QList<int> columns;
    const auto *header = m_table->horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!header->isSectionHidden(logical))
            columns << logical;
    }
    return TableWriter::writeModel(format, m_proxy, rows, columns);
}

void MainWindow::copyRows(TableWriter::Format format)
{
    if (m_table->selectedRowIndexes().isEmpty()) {
        statusBar()->showMessage(tr("Select rows in the ranking to copy them"), 3000);
        return;
    }
    QApplication::clipboard()->setText(selectedRowsText(format));
    statusBar()->showMessage(tr("Copied %n row(s)", nullptr, int(m_table->selectedRowIndexes().size())), 3000);
}

void MainWindow::exportTable()
{
    const auto path = QFileDialog::getSaveFileName(this, tr("Export Table"),
                                                   QDir(Settings::instance().lastFolder()).filePath(QStringLiteral("ranking.csv")),
                                                   tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QList<int> rows(m_proxy->rowCount());
    std::iota(rows.begin(), rows.end(), 0);
    QList<int> columns;
    for (int column = 0; column < RecipeTableModel::ColumnCount; ++column)
        columns << column;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(TableWriter::writeModel(TableWriter::Format::Csv, m_proxy, rows, columns).toUtf8()) < 0
        || !file.commit()) {
        QMessageBox::warning(this, tr("Export Table"), tr("Could not write %1: %2").arg(path, file.errorString()));
        return;
    }
    statusBar()->showMessage(tr("Exported %n row(s) to %1", nullptr, int(rows.size())).arg(path), 5000);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const auto &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.size() == 2 && m_store->recipe(paths[0]) && m_store->recipe(paths[1])) {
        // Two open recipes dropped together: compare them.
        compare(paths[0], paths[1]);
        event->acceptProposedAction();
    } else if (!paths.isEmpty()) {
        openPaths(paths);
        event->acceptProposedAction();
    }
}

int MainWindow::start(QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Browse, compare and edit LLM training recipes.\n\n"
                                        "Commands: validate PATH..., rank [PATH...] (see recipe-explorer COMMAND --help)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("path"), tr("A recipe folder or files; the bundled recipes when none."),
                                 QStringLiteral("[PATH...]"));
    const QCommandLineOption selfTest(QStringLiteral("self-test"),
                                      tr("Load, print a summary and quit (checks that the window starts)."));
    const QCommandLineOption model(QStringLiteral("model"), tr("Show the ranking of this model."), QStringLiteral("NAME"));
    const QCommandLineOption gpu(QStringLiteral("gpu"), tr("Show the ranking on this GPU type."), QStringLiteral("TYPE"));
    const QCommandLineOption show(QStringLiteral("show"), tr("Open the page of this recipe file."), QStringLiteral("FILE"));
    const QCommandLineOption theme(QStringLiteral("theme"), tr("system, light or dark (remembered)."), QStringLiteral("THEME"));
    const QCommandLineOption charts(QStringLiteral("charts"), tr("Start on the Charts tab."));
    const QCommandLineOption present(QStringLiteral("present"), tr("Start in presenter mode, on the charts of the ranking shown."));
    const QCommandLineOption page(QStringLiteral("page"), tr("With --show: overview, command or source."), QStringLiteral("TAB"));
    const QCommandLineOption compareOption(QStringLiteral("compare"), tr("Compare two recipe files (give it twice: A, then B)."),
                                           QStringLiteral("FILE"));
    parser.addOptions({selfTest, model, gpu, show, theme, charts, present, page, compareOption});
    parser.process(app);

    if (parser.isSet(theme)) {
        const auto name = parser.value(theme);
        if (name != QLatin1String("system") && name != QLatin1String("light") && name != QLatin1String("dark")) {
            QTextStream(stderr) << "recipe-explorer: unknown theme '" << name << "' (system, light or dark)\n";
            return 2;
        }
        Settings::instance().setTheme(name);
    }
    applyTheme(Settings::instance().theme());
    MainWindow window;
    if (parser.isSet(charts))
        window.tabs()->setCurrentIndex(1);
    auto paths = parser.positionalArguments();
    if (paths.isEmpty())
        paths << BundledRecipes::folder();
    if (parser.isSet(selfTest)) {
        connect(window.store(), &RecipeStore::loadingFinished, &app, [&window] {
            QTextStream(stdout) << window.store()->recipes().size() << " recipes, " << window.store()->problems().size()
                                << " problems\n";
            QCoreApplication::exit(window.store()->recipes().isEmpty() ? 1 : 0);
        });
    }
    if (const auto files = parser.values(compareOption); files.size() == 2) {
        // --page picks the tab: overview the fields, command the commands, source the files.
        const int tab = QStringList{QStringLiteral("overview"), QStringLiteral("command"), QStringLiteral("source")}.indexOf(parser.value(page));
        connect(window.store(), &RecipeStore::loadingFinished, &window, [&window, files, tab] {
            window.compare(QFileInfo(files[0]).absoluteFilePath(), QFileInfo(files[1]).absoluteFilePath());
            if (tab > 0)
                window.diffView()->tabs()->setCurrentIndex(tab);
        }, Qt::SingleShotConnection);
    }
    if (parser.isSet(model) || parser.isSet(gpu) || parser.isSet(show) || parser.isSet(present)) {
        const auto shownFile = parser.value(show);
        const bool presenting = parser.isSet(present);
        const int tab = QStringList{QStringLiteral("overview"), QStringLiteral("command"), QStringLiteral("source")}.indexOf(parser.value(page));
        connect(window.store(), &RecipeStore::loadingFinished, &window, [&window, &parser, model, gpu, shownFile, presenting, tab] {
            window.showGroup(parser.value(model), parser.value(gpu));
            if (!shownFile.isEmpty()) {
                const auto absolute = QFileInfo(shownFile).absoluteFilePath();
                if (window.store()->recipe(absolute)) {
                    window.showRecipe(absolute);
                    if (tab > 0)
                        window.page()->showTab(tab);
                } else {
                    // An invalid file opens at its first problem.
                    for (const auto &problem : window.store()->problems()) {
                        if (window.store()->absolutePath(problem.file) == absolute || problem.file == absolute) {
                            window.showProblem(problem);
                            break;
                        }
                    }
                }
            }
            if (presenting)
                window.present();
        }, Qt::SingleShotConnection);
    }
    window.show();
    window.openPaths(paths);
    return app.exec();
}

QList<Recipe> MainWindow::shownRecipes() const
{
    QList<Recipe> recipes;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        recipes << m_proxy->index(row, 0).data(RecipeTableModel::RecipeRole).value<Recipe>();
    return recipes;
}

ChartModel::Options MainWindow::chartOptions(ChartModel::Metric metric) const
{
    ChartModel::Options options;
    options.metric = metric;
    options.selection = m_charts->selection();
    options.cost = m_charts->costBasis();
    options.prices = Settings::instance().prices();
    return options;
}

void MainWindow::updateChart()
{
    // Charts are drawn when seen: a large folder's reload must not wait on a hidden chart.
    if (m_tabs->currentWidget() != m_charts) {
        m_chartStale = true;
        return;
    }
    m_chartStale = false;
    m_charts->view()->setChart(ChartModel::build(shownRecipes(), chartOptions(m_charts->metric())));
}

QList<ChartModel::Chart> MainWindow::presenterCharts() const
{
    const auto recipes = shownRecipes();
    QList<ChartModel::Chart> charts;
    for (const auto metric : {ChartModel::Metric::Throughput, ChartModel::Metric::Cost, ChartModel::Metric::Tradeoff,
                              ChartModel::Metric::Mfu})
        if (const auto chart = ChartModel::build(recipes, chartOptions(metric)); !chart.isEmpty())
            charts << chart;
    return charts;
}

void MainWindow::present()
{
    auto *presenter = new PresenterWindow(presenterCharts(), this);
    const auto metric = m_charts->metric();
    presenter->showChart(metric == ChartModel::Metric::Throughput ? 0 : metric == ChartModel::Metric::Cost ? 1
                                                                  : metric == ChartModel::Metric::Tradeoff ? 2 : 3);
    connect(presenter, &PresenterWindow::recipeActivated, this, [this, presenter](const QString &file) {
        presenter->close();
        m_tabs->setCurrentIndex(0);
        showRecipe(file);
    });
    // Without a window manager full screen is only a request: size it to the screen too.
    presenter->setGeometry(screen()->geometry());
    presenter->showFullScreen();
    presenter->activateWindow();
    presenter->setFocus();
}

void MainWindow::editPrices()
{
    PriceDialog dialog(Settings::instance().prices(), this);
    if (dialog.exec() == QDialog::Accepted) {
        Settings::instance().setPrices(dialog.prices());
        // Prices matter only where costs are recomputed: show them so.
        if (m_charts->costBasis() == ChartModel::CostBasis::Recorded)
            m_charts->setCostBasis(ChartModel::CostBasis::Both);
    }
}

void MainWindow::exportChart(const QString &format, const QSize &size, double scale)
{
    const auto name = ChartModel::metricName(m_charts->metric()) + u'.' + format;
    const auto path = QFileDialog::getSaveFileName(this, tr("Export Chart"), QDir(Settings::instance().lastFolder()).filePath(name),
                                                   tr("%1 files (*.%2)").arg(format.toUpper(), format));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_charts->view()->exportTo(path, size, scale, &error)) {
        QMessageBox::warning(this, tr("Export Chart"), error);
        return;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::applyTheme(const QString &theme)
{
    static const auto systemPalette = QApplication::palette();
    if (theme == QLatin1String("dark")) {
        QPalette p;
        const QColor window(0x2a, 0x2b, 0x2e), base(0x1e, 0x1f, 0x22), text(0xe8, 0xe8, 0xe8), mid(0x55, 0x57, 0x5c);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, QColor(0x26, 0x27, 0x2a));
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, window);
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::ToolTipBase, base);
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
        p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb3));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
        p.setColor(QPalette::Mid, mid);
        p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x1a));
        p.setColor(QPalette::Light, QColor(0x3a, 0x3b, 0x3f));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
        QApplication::setPalette(p);
    } else if (theme == QLatin1String("light")) {
        QApplication::setPalette(QApplication::style()->standardPalette());
    } else {
        QApplication::setPalette(systemPalette);
    }
}

void MainWindow::compare(const QString &fileA, const QString &fileB)
{
    const auto a = m_store->recipe(fileA);
    const auto b = m_store->recipe(fileB);
    if (!a || !b || a->isListing() || b->isListing()) {
        statusBar()->showMessage(tr("Only two full recipes can be compared"), 5000);
        return;
    }
    m_diff->setRecipes(*a, *b);
    m_tabs->setTabEnabled(2, true);
    m_tabs->setCurrentIndex(2);
}

void MainWindow::compareSelected()
{
    const auto rows = m_table->selectedRowIndexes();
    if (rows.size() != 2) {
        statusBar()->showMessage(tr("Select two recipes in the ranking to compare them (Ctrl+click)"), 5000);
        return;
    }
    compare(rows[0].data(RecipeTableModel::FilePathRole).toString(), rows[1].data(RecipeTableModel::FilePathRole).toString());
}
