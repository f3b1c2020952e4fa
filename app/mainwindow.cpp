// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "analysis/displaytext.h"

#include "analysis/recipelint.h"
#include "chartspage.h"
#include "colortheme.h"
#include "comparepage.h"
#include "editorpage.h"
#include "editortabs.h"
#include "filemenu.h"
#include "gitstatusfeed.h"
#include "gpucatalogchoice.h"
#include "helpmenu.h"
#include "itemmodels/problemlistmodel.h"
#include "itemmodels/rankingproxymodel.h"
#include "languagemenu.h"
#include "loadprogress.h"
#include "navigationdock.h"
#include "problemsdock.h"
#include "rankingpage.h"
#include "recipe/bundledrecipes.h"
#include "recipe/recipestore.h"
#include "repository/revisionsnapshot.h"
#include "repository/worktreewatch.h"
#include "requestedfiles.h"
#include "reviewpage.h"
#include "revisionchooser.h"
#include "revisionopener.h"
#include "settings/settings.h"
#include "viewlinks.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <utility>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_store(new RecipeStore(this)), m_problemModel(new ProblemListModel(this)),
      m_ranking(new RankingPage(m_store, this)), m_charts(new ChartsPage(this)), m_compare(new ComparePage(m_store, this)),
      m_review(new ReviewPage(m_store, this)), m_tabs(new QTabWidget(this)), m_editors(new EditorTabs(m_tabs, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_ranking, tr("&Ranking"));
    m_tabs->addTab(m_charts, tr("Char&ts"));
    m_tabs->addTab(m_compare, tr("Com&pare"));
    m_tabs->setTabEnabled(m_tabs->indexOf(m_compare), false);
    m_tabs->addTab(m_review, tr("Revie&w"));
    m_tabs->setTabEnabled(m_tabs->indexOf(m_review), false);
    setCentralWidget(m_tabs);
    createDocks();
    createStatusBar();
    m_gitStatus = new GitStatusFeed(m_store, m_ranking, m_navigation, statusBar(), this);
    m_revisions = new RevisionOpener(this);
    connect(m_revisions, &RevisionOpener::opened, this, [this](const QString &snapshot) { openPaths({snapshot}); });
    connect(m_revisions, &RevisionOpener::statusMessage, this, &MainWindow::showStatus);
    createActions();
    // After the status bar's own: the problems are listed by the time files are reported.
    m_requested = new RequestedFiles(m_store, this);
    connect(m_requested, &RequestedFiles::statusMessage, this, &MainWindow::showStatus);
    connect(m_requested, &RequestedFiles::firstFileRead, this, &MainWindow::showRecipe);

    // Charts show what the ranking shows.
    m_charts->setRecipeSource([this] { return m_ranking->shownRecipes(); });
    connect(m_ranking, &RankingPage::shownRecipesChanged, m_charts, &ChartsPage::recipesChanged);
    connect(m_ranking, &RankingPage::shownRecipesChanged, this, &MainWindow::updateStatus);
    connect(m_ranking, &RankingPage::currentRecipeChanged, m_navigation, &NavigationDock::follow);
    connect(m_ranking, &RankingPage::compareRequested, this, &MainWindow::compare);
    connect(m_ranking, &RankingPage::compareWithRevisionRequested, this, &MainWindow::compareWithRevision);
    connect(m_ranking, &RankingPage::compareVersionsRequested, this,
            [this](const QString &pathA, const QString &revisionA, const QString &pathB, const QString &revisionB) {
                m_compare->compareVersions({pathA, revisionA}, {pathB, revisionB});
            });
    connect(m_compare, &ComparePage::versionsCompared, this, [this] { enableAndShow(Page::Compare); });
    connect(m_review, &ReviewPage::reviewStarted, this, [this] { enableAndShow(Page::Review); });
    connect(m_review, &ReviewPage::compareVersionsRequested, this,
            [this](const QString &pathA, const QString &revisionA, const QString &pathB, const QString &revisionB) {
                m_compare->compareVersions({pathA, revisionA}, {pathB, revisionB});
            });
    connect(m_review, &ReviewPage::recipeRequested, this, &MainWindow::showRecipe);
    connect(m_review, &ReviewPage::statusMessage, this, &MainWindow::showStatus);
    connect(m_charts, &ChartsPage::recipeActivated, this, &MainWindow::showRecipe);
    connect(m_ranking, &RankingPage::statusMessage, this, &MainWindow::showStatus);
    connect(m_charts, &ChartsPage::statusMessage, this, &MainWindow::showStatus);
    connect(m_compare, &ComparePage::statusMessage, this, &MainWindow::showStatus);
    connect(m_store, &RecipeStore::recipesChanged, this, &MainWindow::recipesChanged);
    connect(m_store, &RecipeStore::problemsChanged, this, [this] {
        // The table's badges, then the Problems list on the next turn: each a pause of
        // its own at 100,000 recipes, not one as long as both.
        m_ranking->refreshProblems();
        m_problemsStale = true;
        QTimer::singleShot(1, this, &MainWindow::refreshProblems);
    });
    m_editors->attach(m_ranking, m_store);
    connect(m_editors, &EditorTabs::currentChanged, this, &MainWindow::updateTitle);
    connect(m_editors, &EditorTabs::statusMessage, this, &MainWindow::showStatus);
    connect(m_editors, &EditorTabs::allClosedAfterSaving, this, &QWidget::close);
    useChecker(m_store->paths());
    m_store->setCacheFile(RecipeCache::defaultFile());
    connect(&Settings::instance(), &Settings::pricesChanged, this, [this] {
        useChecker(m_store->paths());
        m_store->reload();
    });

    // First start: most of the screen; later starts restore the saved geometry.
    if (const auto *screen = QGuiApplication::primaryScreen())
        resize(screen->availableSize() * 0.9);
    else
        resize(1400, 900);
    restoreSettings();
    updateTitle();
}

MainWindow::~MainWindow() = default;

QWidget *MainWindow::pageWidget(Page page) const
{
    switch (page) {
    case Page::Ranking: return m_ranking;
    case Page::Charts: return m_charts;
    case Page::Compare: return m_compare;
    case Page::Review: return m_review;
    }
    return nullptr;
}

void MainWindow::showPage(Page page)
{
    auto *widget = pageWidget(page);
    if (m_tabs->isTabEnabled(m_tabs->indexOf(widget)))
        m_tabs->setCurrentWidget(widget);
}

MainWindow::Page MainWindow::currentPage() const
{
    for (const auto page : {Page::Ranking, Page::Charts, Page::Compare, Page::Review})
        if (m_tabs->currentWidget() == pageWidget(page))
            return page;
    return Page::Ranking;
}

void MainWindow::createDocks()
{
    // The site's "All models" index.
    m_navigation = new NavigationDock(this);
    addDockWidget(Qt::LeftDockWidgetArea, m_navigation);
    // Wide enough for the recipes' layouts, once the window has its size.
    QTimer::singleShot(0, this, [this] {
        if (Settings::instance().windowState().isEmpty())
            resizeDocks({m_navigation}, {300}, Qt::Horizontal);
    });
    connect(m_navigation, &NavigationDock::groupChosen, this, &MainWindow::showGroup);
    connect(m_navigation, &NavigationDock::recipeChosen, this, &MainWindow::showRecipe);

    // Every invalid file as file:line:col message.
    m_problemsDock = new ProblemsDock(m_problemModel, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    connect(m_problemsDock, &ProblemsDock::problemActivated, this, [this](int row) { showProblem(m_problemModel->problemAt(row)); });
}

void MainWindow::createStatusBar()
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("statusSummary"));
    auto *progress = new LoadProgress(this);
    statusBar()->addWidget(m_summary, 1);
    statusBar()->addPermanentWidget(progress);
    progress->follow(m_store);
    connect(m_store, &RecipeStore::loadingFinished, this, [this] {
        refreshRanking(); // the index first
        if (m_problemsStale)
            refreshProblems(); // and the status with them
        else
            updateStatus();
    });
}

void MainWindow::createActions()
{
    auto *file = new FileMenu(m_store, m_editors, this);
    connect(file, &FileMenu::pathsChosen, this, [this](const QStringList &paths) {
        m_editors->clearReadOnly(); // the reader's own choice replaces what links opened
        openPaths(paths);
    });
    connect(file, &FileMenu::filesChosen, this, &MainWindow::openFiles);
    connect(file, &FileMenu::exportTableRequested, m_ranking, &RankingPage::exportTable);
    connect(file, &FileMenu::quitRequested, this, &QWidget::close);
    connect(file, &FileMenu::statusMessage, this, &MainWindow::showStatus);
    connect(file, &FileMenu::revisionWanted, this, [this] { m_revisions->choose(folderShown()); });
    m_links = new ViewLinks(this);
    connect(m_links, &ViewLinks::statusMessage, this, &MainWindow::showStatus);
    file->insertAction(file->openRevisionAction(), m_links->openLinkAction());
    m_gitStatus->enableInWorkTree(file->openRevisionAction(), tr("The folder as a git revision has it, read-only"), tr("No revision: %1"));
    menuBar()->addMenu(file);

    auto *edit = menuBar()->addMenu(tr("&Edit"));
    m_editors->addEditActions(edit);
    m_ranking->addCopyActions(edit);
    edit->addSeparator();
    auto *compareAction = edit->addAction(tr("Co&mpare Selected"), QKeySequence(Qt::CTRL | Qt::Key_D), this, &MainWindow::compareSelected);
    compareAction->setToolTip(tr("Compare the two recipes selected in the ranking"));
    m_ranking->addSelectionAction(compareAction);
    edit->addSeparator();
    auto *find = edit->addAction(QIcon::fromTheme(QStringLiteral("edit-find")), tr("&Find..."), this, [this] {
        showPage(Page::Ranking);
        m_ranking->focusSearch();
    });
    find->setShortcuts({QKeySequence::Find, QKeySequence(Qt::CTRL | Qt::Key_K)});
    edit->addAction(tr("C&lear Filters"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), this, &MainWindow::clearFilters)
        ->setObjectName(QStringLiteral("clearFilters"));
    edit->addAction(tr("Pla&n a Run..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), this,
                    [this] {
                        showPage(Page::Ranking);
                        m_ranking->focusPlan();
                    })
        ->setObjectName(QStringLiteral("planRun"));
    edit->addSeparator();
    edit->addAction(m_links->copyLinkAction());
    edit->addAction(m_links->copyCommandAction());

    auto *view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Ranking"), QKeySequence(Qt::CTRL | Qt::Key_1), this, [this] { showPage(Page::Ranking); });
    view->addAction(tr("&Charts"), QKeySequence(Qt::CTRL | Qt::Key_2), this, [this] { showPage(Page::Charts); });
    view->addAction(tr("C&ompare"), QKeySequence(Qt::CTRL | Qt::Key_3), this, [this] { showPage(Page::Compare); });
    view->addAction(tr("Re&view"), QKeySequence(Qt::CTRL | Qt::Key_4), this, [this] { showPage(Page::Review); });
    addReviewAction(view);
    view->addAction(QIcon::fromTheme(QStringLiteral("view-presentation")), tr("&Presenter Mode"), QKeySequence(Qt::Key_F11), m_charts,
                    &ChartsPage::present);
    view->addAction(tr("GPU &Prices..."), m_charts, &ChartsPage::editPrices);
    addCatalogMenu(view);
    view->addMenu(ColorTheme::createMenu(view));
    view->addMenu(new LanguageMenu(this));
    view->addSeparator();
    for (auto *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    menuBar()->addMenu(new HelpMenu(this));
}

void MainWindow::addCatalogMenu(QMenu *menu)
{
    // The GPUs' facts change what the checks find and how the ranking sorts: all is read again.
    auto *catalog = new GpuCatalogChoice(this);
    menu->addMenu(catalog->createMenu(menu));
    connect(catalog, &GpuCatalogChoice::statusMessage, this, &MainWindow::showStatus);
    connect(catalog, &GpuCatalogChoice::changed, this, [this] {
        useChecker(m_store->paths());
        m_store->reload();
    });
    if (!catalog->startMessage().isEmpty())
        showStatus(catalog->startMessage());
}

void MainWindow::addReviewAction(QMenu *menu)
{
    auto *review = menu->addAction(tr("Review Changes &Since..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), m_review,
                                   &ReviewPage::chooseRevision);
    review->setObjectName(QStringLiteral("reviewChanges"));
    m_gitStatus->enableInWorkTree(review, tr("What the changes to the recipes since a revision do to the rankings"), tr("No review: %1"));
}

QString MainWindow::folderShown() const
{
    const auto paths = m_store->paths();
    if (paths.isEmpty())
        return {};
    const QFileInfo first(m_store->absolutePath(paths.first()));
    return first.isDir() ? first.absoluteFilePath() : first.absolutePath();
}

void MainWindow::restoreSettings()
{
    auto &settings = Settings::instance();
    if (const auto geometry = settings.windowGeometry(); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const auto state = settings.windowState(); !state.isEmpty())
        restoreState(state, Settings::WindowStateVersion);
    m_ranking->restoreSplitter(settings.splitterState());
    m_ranking->setFilter(settings.filter());
}

void MainWindow::useChecker(const QStringList &paths)
{
    // Lint at the reader's prices, on the loading threads; other prices, other findings.
    // The cache keeps the findings too, under a stamp of the prices and lint configs. A
    // .recipe-lint.yaml counts from within what is opened (LintConfig::nearestFile).
    const auto prices = Settings::instance().prices();
    m_store->setChecker(RecipeLint::checker(prices, paths), RecipeLint::checkerStamp(prices, paths));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Editors the author saves close once saved, and the window then closes again.
    if (!m_editors->closeAll()) {
        event->ignore();
        return;
    }
    Settings::instance().setWindowGeometryAndState(saveGeometry(), saveState(Settings::WindowStateVersion));
    Settings::instance().setSplitterState(m_ranking->saveSplitter());
    m_store->cancel();
    event->accept();
}

void MainWindow::openPaths(const QStringList &paths, bool remember)
{
    if (paths.isEmpty())
        return;
    const QFileInfo first(paths.first());
    const auto folder = first.isDir() ? first.absoluteFilePath() : first.absolutePath();
    // A revision's snapshot is no folder of the reader's: not remembered.
    if (remember && !RevisionSnapshot::holds(folder))
        Settings::instance().setLastFolder(folder);
    if (remember && first.isDir() && QDir::cleanPath(folder) != QDir::cleanPath(QFileInfo(BundledRecipes::folder()).absoluteFilePath())
        && !RevisionSnapshot::holds(folder))
        Settings::instance().addRecentFolder(folder);
    m_ranking->clearRecipe();
    useChecker(paths);
    m_requested->expectInstead(paths);
    m_store->open(paths);
    updateTitle();
}

void MainWindow::openFiles(const QStringList &files)
{
    if (files.isEmpty())
        return;
    QStringList absolute;
    for (const auto &file : files)
        absolute << QDir::cleanPath(QFileInfo(file).absoluteFilePath());
    useChecker(m_store->paths() + absolute);
    m_requested->expect(absolute);
    m_store->add(absolute);
    updateTitle();
}

void MainWindow::updateTitle()
{
    if (const auto *editor = m_editors->current()) {
        setWindowTitle(DisplayText::line(editor->title()));
        return;
    }
    const auto paths = m_store->paths();
    if (paths.isEmpty()) {
        setWindowTitle(QString());
        return;
    }
    const QFileInfo first(paths.first());
    const auto bundled = QFileInfo(BundledRecipes::folder()).absoluteFilePath();
    QString name = first.absoluteFilePath() == bundled ? tr("Bundled recipes") : QDir::toNativeSeparators(first.absoluteFilePath());
    if (RevisionSnapshot::holds(first.absoluteFilePath())) {
        const auto revision = m_revisions->nameOf(first.absoluteFilePath());
        name = tr("%1 (read-only)").arg(revision.isEmpty() ? first.fileName() : revision);
    }
    if (paths.size() > 1)
        name += tr(" and %n more", nullptr, int(paths.size() - 1));
    setWindowTitle(DisplayText::line(name));
}

void MainWindow::showStatus(const QString &message, int timeout)
{
    // Every message may quote a recipe: none can hide or reorder itself.
    statusBar()->showMessage(DisplayText::visible(message), timeout);
}

void MainWindow::recipesChanged()
{
    // The index first, keeping the model or GPU the reader had chosen; then the ranking
    // and its page, which selects its recipe in the index again; then the problems.
    // Each on its own turn of the event loop: with many thousands of recipes each
    // step, and the repaint it brings, stays short, so the window keeps answering.
    // Timers, not posted calls: the event loop runs posted calls back to back with the
    // repaints they cause. All are done by the time the load is finished, but for the
    // Models index of more than 5,000 recipes: made on a worker, shown once made.
    m_navigationStale = m_rankingStale = m_problemsStale = true;
    QTimer::singleShot(1, this, [this] {
        refreshNavigation();
        QTimer::singleShot(1, this, [this] {
            refreshRanking();
            QTimer::singleShot(1, this, &MainWindow::refreshProblems);
        });
    });
}

void MainWindow::refreshNavigation()
{
    if (!std::exchange(m_navigationStale, false))
        return;
    m_navigation->setRanking(m_store->ranking(), m_store->openedFiles());
}

void MainWindow::refreshRanking()
{
    refreshNavigation(); // the index first: the page selects its recipe in it
    if (!std::exchange(m_rankingStale, false))
        return;
    m_ranking->refresh();
}

void MainWindow::refreshProblems()
{
    if (!std::exchange(m_problemsStale, false))
        return;
    m_problemModel->setProblems(m_store->problems());
    // Shown on a turn of its own: laying the window out again takes a while.
    if (!m_store->problems().isEmpty() && m_problemsDock->isHidden())
        QTimer::singleShot(1, this, &MainWindow::showProblemsDock);
    updateStatus();
}

void MainWindow::showProblemsDock()
{
    if (m_problemModel->rowCount() == 0 || !m_problemsDock->isHidden())
        return;
    m_problemsDock->show();
    resizeDocks({m_problemsDock}, {std::min(160, height() / 5)}, Qt::Vertical); // a few lines; the ranking keeps the room
}

void MainWindow::clearFilters()
{
    m_navigation->clearChoice();
    m_ranking->setFilter({});
}

void MainWindow::updateStatus()
{
    const int recipes = int(m_store->recipes().size());
    const int shown = m_ranking->ranking()->rowCount();
    auto text = tr("%n recipe(s)", nullptr, recipes);
    if (shown != recipes)
        text += tr(", %n shown", nullptr, shown);
    if (const int invalid = m_store->invalidFileCount())
        text += tr(" · %n invalid file(s), see Problems", nullptr, invalid);
    if (const auto folder = folderShown(); RevisionSnapshot::holds(folder))
        text = tr("%1 (read-only) · ").arg(m_revisions->nameOf(folder)) + text;
    m_summary->setText(text);
}

void MainWindow::showGroup(const QString &model, const QString &gpuType)
{
    m_ranking->showGroup(model, gpuType);
}

void MainWindow::showRecipe(const QString &filePath)
{
    if (!m_store->recipe(filePath)) {
        if (const auto fault = m_store->fault(filePath)) {
            showProblem(fault->problem);
            return;
        }
    }
    showPage(Page::Ranking);
    m_ranking->showRecipe(filePath);
}

void MainWindow::showProblem(const Problem &problem)
{
    showPage(Page::Ranking);
    m_ranking->showProblem(problem);
}

void MainWindow::enableAndShow(Page page)
{
    m_tabs->setTabEnabled(m_tabs->indexOf(pageWidget(page)), true);
    showPage(page);
}

void MainWindow::compare(const QString &fileA, const QString &fileB)
{
    if (m_compare->compare(fileA, fileB))
        enableAndShow(Page::Compare);
}

void MainWindow::showRecipeTab(RecipePageView::Tab tab)
{
    m_ranking->showRecipeTab(tab);
}

void MainWindow::showCompareTab(DiffView::Tab tab)
{
    m_compare->showTab(tab);
}

void MainWindow::present()
{
    m_charts->present();
}

void MainWindow::compareWithRevision(const QString &filePath, const QString &revision)
{
    if (revision.isEmpty()) {
        RevisionChooser::choose(m_store->absolutePath(filePath), this, tr("Compare with a Git Revision"),
                                [this, filePath](const QString &chosen) { compareWithRevision(filePath, chosen); });
        return;
    }
    // A file renamed since HEAD had its old name there.
    const auto change = m_gitStatus->watch()->status().changes.value(filePath);
    const bool renamed = revision == QLatin1String("HEAD") && change.kind == FileChange::Renamed;
    m_compare->compareVersions({renamed ? change.from : filePath, revision}, {filePath, {}});
}

void MainWindow::compareSelected()
{
    if (const auto pair = m_ranking->selectedPair(); pair.size() == 2)
        compare(pair[0], pair[1]);
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
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    if (paths.size() == 2 && m_store->recipe(paths[0]) && m_store->recipe(paths[1]))
        compare(paths[0], paths[1]); // two open recipes dropped together
    else if (std::any_of(paths.cbegin(), paths.cend(), [](const QString &path) { return QFileInfo(path).isDir(); }))
        openPaths(paths); // a folder: what is open becomes what was dropped
    else
        openFiles(paths); // files join what is open, wherever they are
}
