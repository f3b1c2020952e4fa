// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rankingpage.h"

#include "analysis/displaytext.h"
#include "analysis/recipeoverview.h"
#include "blamefeed.h"
#include "filterbar.h"
#include "historyfeed.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "plainmessagebox.h"
#include "planbar.h"
#include "rankingplan.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"
#include "recipe/recipestore.h"
#include "recipepageview.h"
#include "recipetableview.h"
#include "repository/worktreestatus.h"
#include "settings/settings.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <numeric>

RankingPage::RankingPage(RecipeStore *store, QWidget *parent)
    : QWidget(parent), m_store(store), m_tableModel(new RecipeTableModel(this)), m_proxy(new RankingProxyModel(this)),
      m_headline(new QLabel(this)), m_subtitle(new QLabel(this)), m_filters(new FilterBar(this)), m_planBar(new PlanBar(this)),
      m_table(new RecipeTableView(this)), m_page(new RecipePageView(this)), m_splitter(new QSplitter(Qt::Vertical, this))
{
    m_proxy->setSourceModel(m_tableModel);

    auto *rankingPane = createRankingPane();

    // The recipe page takes room only once a recipe is chosen.
    m_page->setObjectName(QStringLiteral("recipePage"));
    new BlameFeed(m_store, m_page, this);
    auto *history = new HistoryFeed(m_store, m_page, this);
    connect(history, &HistoryFeed::compareRequested, this, &RankingPage::compareVersionsRequested);
    connect(m_page, &RecipePageView::compareWithRevisionRequested, this,
            [this](const QString &revision) { Q_EMIT compareWithRevisionRequested(m_page->recipe().filePath(), revision); });
    m_page->hide();
    m_splitter->setObjectName(QStringLiteral("splitter"));
    m_splitter->addWidget(rankingPane);
    m_splitter->addWidget(m_page);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    m_columnsRestored = m_table->restoreLayout(Settings::instance().tableHeaderState());
    new RankingPlan(m_planBar, m_tableModel, m_table, m_filters, m_page, this);

    connect(m_filters, &FilterBar::filterChanged, this, &RankingPage::filterChanged);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &RankingPage::updateHeadline);
    const auto shownChanged = [this] {
        updateHeadline();
        Q_EMIT shownRecipesChanged();
    };
    connect(m_proxy, &RankingProxyModel::filterChanged, this, shownChanged);
    connect(m_proxy, &RankingProxyModel::shownRowsChanged, this, shownChanged);
    connect(m_table, &RecipeTableView::currentRecipeChanged, this, &RankingPage::rowChanged);
    connect(m_table, &RecipeTableView::layoutChanged, this, [this] { Settings::instance().setTableHeaderState(m_table->saveLayout()); });
    connect(m_page, &RecipePageView::recipeRequested, this, &RankingPage::showRecipe);
    connect(m_page, &RecipePageView::compareRequested, this,
            [this](const QString &file) { Q_EMIT compareRequested(m_page->recipe().filePath(), file); });
    connect(m_page, &RecipePageView::compareCandidatesWanted, this, &RankingPage::fillCompareMenu);
    connect(m_page, &RecipePageView::statusMessage, this, &RankingPage::statusMessage);
    updateHeadline();
}

RankingPage::~RankingPage()
{
    // The children go after the page: what they say while going (the proxy empties when
    // its table goes) must not reach a page that is already gone.
    for (QObject *child : std::initializer_list<QObject *>{m_tableModel, m_proxy, m_filters, m_table, m_page})
        child->disconnect(this);
}

QWidget *RankingPage::createRankingPane()
{
    // The headline, the filters and the table, above the recipe's page.
    auto *rankingPane = new QWidget(this);
    auto *rankingLayout = new QVBoxLayout(rankingPane);
    rankingLayout->setContentsMargins(8, 8, 8, 0);
    m_headline->setObjectName(QStringLiteral("headline"));
    QFont headlineFont = font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.5);
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    // The model's and the GPU's names as the recipes spell them, never read as markup.
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle->setObjectName(QStringLiteral("subtitle"));
    m_subtitle->setTextFormat(Qt::PlainText);
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);
    // A long subtitle (German, many facts) wraps instead of widening the page over the models list.
    m_subtitle->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("ranking"));
    m_table->setModel(m_proxy);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    rankingLayout->addWidget(m_headline);
    rankingLayout->addWidget(m_subtitle);
    m_planBar->setObjectName(QStringLiteral("planBar"));
    rankingLayout->addWidget(m_planBar);
    rankingLayout->addWidget(m_filters);
    rankingLayout->addWidget(m_table, 1);
    return rankingPane;
}

RankingFilter RankingPage::filter() const
{
    return m_proxy->filter();
}

void RankingPage::setFilter(const RankingFilter &filter)
{
    m_filters->setFilter(filter);
    // The bar says nothing when it already showed this filter; the proxy must still have it.
    m_proxy->setFilter(m_filters->filter());
}

void RankingPage::filterChanged(const RankingFilter &filter)
{
    m_proxy->setFilter(filter);
    Settings::instance().setFilter(filter);
}

void RankingPage::refresh()
{
    const auto keep = m_currentFile;
    m_tableModel->setRecipeProblems(m_store->recipeProblems());
    m_tableModel->setRanking(m_store->ranking());
    // The filter choices, made with the ranking off the UI thread.
    const auto &choices = m_store->filterChoices();
    for (const auto field : RankingFilter::choiceFields())
        m_filters->setChoices(field, choices.value(field));
    if (!m_columnsRestored && !m_store->recipes().isEmpty()) {
        // First start: fit the columns once, after the rows are shown; afterwards
        // the reader's layout is kept.
        m_columnsRestored = true;
        fitColumn(0);
    }
    if (!keep.isEmpty() && m_store->recipe(keep))
        showRecipe(keep);
    else if (!keep.isEmpty())
        clearRecipe();
    Q_EMIT shownRecipesChanged();
}

void RankingPage::refreshProblems()
{
    m_tableModel->setRecipeProblems(m_store->recipeProblems());
    if (m_page->hasRecipe() && m_store->recipeProblems().value(m_page->recipe().filePath()) != m_page->problems())
        showWhole(m_page->recipe(), m_currentFile);
}

void RankingPage::setWorkTreeStatus(const WorkTreeStatus &status)
{
    m_tableModel->setFileChanges(status.changes, status.isKnown());
    m_filters->setChangesKnown(status.isKnown(), status.why);
    m_page->setRevisionsOffered(status.isKnown(), status.why);
    // Shown when the folder comes into a work tree, hidden when it leaves one; a
    // reader's choice in between stays.
    if (std::exchange(m_changesKnown, status.isKnown()) != status.isKnown())
        m_table->setColumnHidden(RecipeTableModel::Change, !status.isKnown());
}

void RankingPage::fitColumn(int column)
{
    // A column at a time, each on its own timer, so input and painting go on in between.
    if (column >= RecipeTableModel::ColumnCount)
        return;
    m_table->resizeColumnToContents(column);
    if (column == RecipeTableModel::Highlights)
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), 280));
    QTimer::singleShot(1, this, [this, column] { fitColumn(column + 1); });
}

QString RankingPage::headline() const
{
    return m_headline->text() + u'\n' + m_subtitle->text();
}

void RankingPage::updateHeadline()
{
    const auto model = m_proxy->filter().model();
    if (model.isEmpty()) {
        m_headline->setText(tr("All models"));
        m_subtitle->setText(tr("Ranked by tokens/s per GPU within each model and GPU type · %n recipe(s)", nullptr, m_proxy->rowCount()));
        return;
    }
    m_headline->setText(RecipeOverview::headlineTitle(DisplayText::line(model), DisplayText::line(m_proxy->filter().gpuType())));
    m_subtitle->setText(RecipeOverview::headlineSubtitle(shownRecipes()));
}

QList<Recipe> RankingPage::shownRecipes() const
{
    QList<Recipe> recipes;
    recipes.reserve(m_proxy->rowCount());
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        recipes << m_proxy->index(row, 0).data(RecipeTableModel::RecipeRole).value<Recipe>();
    return recipes;
}

void RankingPage::showGroup(const QString &model, const QString &gpuType)
{
    auto narrowed = m_filters->filter();
    narrowed.setValue(RankingFilter::Model, model);
    narrowed.setValue(RankingFilter::GpuType, gpuType);
    setFilter(narrowed);
}

void RankingPage::showRecipe(const QString &filePath)
{
    const auto recipe = m_store->recipe(filePath);
    if (!recipe)
        return;
    // Make sure the row can be shown: narrow to its model and GPU if filters hide it.
    const int row = m_tableModel->rowOfFile(recipe->filePath());
    auto proxyIndex = m_proxy->mapFromSource(m_tableModel->index(row, 0));
    if (!proxyIndex.isValid()) {
        RankingFilter narrowed;
        narrowed.setValue(RankingFilter::Model, recipe->model());
        narrowed.setValue(RankingFilter::GpuType, recipe->gpuType());
        setFilter(narrowed);
        proxyIndex = m_proxy->mapFromSource(m_tableModel->index(row, 0));
    }
    if (proxyIndex.isValid() && m_table->currentIndex().row() != proxyIndex.row()) {
        m_table->setCurrentIndex(proxyIndex);
        m_table->scrollTo(proxyIndex);
    }
    rowChanged(recipe->filePath());
}

void RankingPage::rowChanged(const QString &filePath)
{
    if (filePath.isEmpty())
        return;
    const auto summary = m_store->recipe(filePath);
    if (!summary)
        return;
    const auto state = m_store->fileState(filePath);
    if (m_currentFile == filePath && m_page->hasRecipe() && m_currentState == state)
        return;
    m_currentFile = filePath;
    m_currentState = state;
    // The store keeps summaries: the page reads the whole recipe on a worker thread.
    const int request = ++m_wholeRequest;
    m_store->readWhole(filePath).then(this, [this, request, filePath, summary](const std::optional<Recipe> &whole) {
        if (request == m_wholeRequest)
            showWhole(whole.value_or(*summary), filePath);
    });
}

void RankingPage::showWhole(const Recipe &recipe, const QString &filePath)
{
    m_page->setRecipe(recipe, RecipeOverview::otherGpus(recipe, m_store->modelRecipes(recipe.model())),
                      m_store->recipeProblems().value(recipe.filePath()));
    m_page->setCanCompare(m_store->recipes().size() > 1);
    showPage();
    Q_EMIT currentRecipeChanged(filePath);
}

void RankingPage::fillCompareMenu()
{
    // The same model on the same GPU type first, then on other GPU types, then the
    // rest; a menu is no place for thousands of entries, so it holds the first ones
    // and says how many are left. Two entries that read the same name their files.
    const auto &current = m_page->recipe();
    QList<Recipe> sameGpu, sameModel, others;
    for (const auto &r : m_store->recipes()) {
        if (r.filePath() == current.filePath())
            continue;
        if (r.model() != current.model())
            others.append(r);
        else
            (r.gpuType() == current.gpuType() ? sameGpu : sameModel).append(r);
    }
    const auto all = sameGpu + sameModel + others;
    const auto shown = all.first(std::min(all.size(), MaxCompareCandidates));
    auto label = [](const Recipe &r) {
        // One arg() call: a model named "%3" is not filled in by a later one.
        return QStringLiteral("%1 · %2 (%3 x %4)")
            .arg(DisplayText::line(r.model()), DisplayText::line(r.layoutLabel()), QString::number(r.gpuCount()),
                 DisplayText::line(r.gpuType()));
    };
    QHash<QString, int> uses;
    for (const auto &r : shown)
        ++uses[label(r)];
    QList<std::pair<QString, QString>> candidates;
    for (const auto &r : shown) {
        const auto text = label(r);
        candidates.append(
            {r.filePath(),
             uses.value(text) > 1 ? text + QStringLiteral(" · ") + DisplayText::line(QFileInfo(r.filePath()).fileName()) : text});
    }
    m_page->setCompareCandidates(candidates, all.size() - candidates.size());
}

void RankingPage::clearRecipe()
{
    m_currentFile.clear();
    ++m_wholeRequest;
    m_page->clear();
}

void RankingPage::showPage()
{
    if (!m_page->isHidden())
        return;
    m_page->show();
    if (m_splitterState.isEmpty() || !m_splitter->restoreState(m_splitterState)) {
        const int height = m_splitter->height();
        m_splitter->setSizes({height * 2 / 5, height * 3 / 5});
    }
}

QByteArray RankingPage::saveSplitter() const
{
    return m_page->isHidden() ? m_splitterState : m_splitter->saveState();
}

void RankingPage::restoreSplitter(const QByteArray &state)
{
    m_splitterState = state;
    if (!m_page->isHidden() && !state.isEmpty())
        m_splitter->restoreState(state);
}

void RankingPage::showProblem(const Problem &problem)
{
    const auto path = m_store->absolutePath(problem.file);
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, problem] {
        watcher->deleteLater();
        m_page->showSource(problem.file, watcher->result(), problem.line, problem.column, problem.text());
        showPage();
        Q_EMIT statusMessage(problem.toString(), 10000);
    });
    watcher->setFuture(QtConcurrent::run([path] {
        const auto contents = RecipeFiles::read(path, RecipeLoader::MaxFileBytes);
        if (!contents.why.isEmpty())
            return tr("# %1 cannot be read: %2").arg(path, contents.why);
        if (contents.state.size > RecipeLoader::MaxFileBytes)
            return tr("# %1 is %2 bytes, too large to show (a recipe may have at most %3)")
                .arg(path, QString::number(contents.state.size), QString::number(RecipeLoader::MaxFileBytes));
        // Invalid bytes stay visible as replacement characters.
        return QString::fromUtf8(contents.bytes);
    }));
}

QString RankingPage::selectedRowsText(TableWriter::Format format) const
{
    QList<int> rows;
    for (const auto &index : m_table->selectedRowIndexes())
        rows << index.row();
    QList<int> columns;
    const auto *header = m_table->horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        // The recipes as shown; their git status is this checkout's, not theirs.
        if (!header->isSectionHidden(logical) && logical != RecipeTableModel::Change)
            columns << logical;
    }
    return TableWriter::writeModel(format, m_proxy, rows, columns);
}

void RankingPage::copyRows(TableWriter::Format format)
{
    if (m_table->selectedRowIndexes().isEmpty()) {
        Q_EMIT statusMessage(tr("Select rows in the ranking to copy them"), 3000);
        return;
    }
    QApplication::clipboard()->setText(selectedRowsText(format));
    Q_EMIT statusMessage(tr("Copied %n row(s)", nullptr, int(m_table->selectedRowIndexes().size())), 3000);
}

void RankingPage::exportTable()
{
    const auto path = QFileDialog::getSaveFileName(
        this, tr("Export Table"), QDir(Settings::instance().lastFolder()).filePath(QStringLiteral("ranking.csv")), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    // Written on a worker thread.
    const int rows = m_proxy->rowCount();
    QtConcurrent::run(&RecipeFiles::write, path, tableCsv().toUtf8(), QFileDevice::Permissions())
        .then(this, [this, path, rows](const QString &error) {
            if (!error.isEmpty())
                PlainMessageBox::warning(this, tr("Export Table"), tr("Could not write %1: %2").arg(path, error));
            else
                Q_EMIT statusMessage(tr("Exported %n row(s) to %1", nullptr, rows).arg(path), 5000);
        });
}

void RankingPage::addCopyActions(QMenu *menu)
{
    auto *copyCsv = menu->addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy Rows as CSV"), QKeySequence::Copy, this,
                                    [this] { copyRows(TableWriter::Format::Csv); });
    copyCsv->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addAction(copyCsv);
    menu->addAction(tr("Copy Rows as &TSV"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                    [this] { copyRows(TableWriter::Format::Tsv); });
    menu->addAction(tr("Copy Rows as &Markdown"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), this,
                    [this] { copyRows(TableWriter::Format::Markdown); });
}

void RankingPage::addRecipeAction(QAction *action)
{
    m_page->addCornerAction(action);
    m_table->addAction(action);
}

void RankingPage::addSelectionAction(QAction *action)
{
    m_table->addAction(action);
}

void RankingPage::showRecipeTab(RecipePageView::Tab tab)
{
    m_page->showTab(tab);
}

RecipePageView::Tab RankingPage::recipeTab() const
{
    using Tab = RecipePageView::Tab;
    for (const auto tab : {Tab::Command, Tab::Source, Tab::History})
        if (m_page->isShowing(tab))
            return tab;
    return Tab::Overview;
}

QString RankingPage::tableCsv() const
{
    QList<int> rows(m_proxy->rowCount());
    std::iota(rows.begin(), rows.end(), 0);
    QList<int> columns(RecipeTableModel::Change); // as rank --format csv writes it: no git status
    std::iota(columns.begin(), columns.end(), 0);
    // The same CSV in every language: plain figures, column keys.
    return TableWriter::writeModel(TableWriter::Format::Csv, m_proxy, rows, columns, RecipeTableModel::PlainTextRole,
                                   RecipeTableModel::ColumnKeyRole);
}

QStringList RankingPage::selectedPair()
{
    const auto rows = m_table->selectedRowIndexes();
    if (rows.size() != 2) {
        Q_EMIT statusMessage(tr("Select two recipes in the ranking to compare them (Ctrl+click)"), 5000);
        return {};
    }
    return {rows[0].data(RecipeTableModel::FilePathRole).toString(), rows[1].data(RecipeTableModel::FilePathRole).toString()};
}

void RankingPage::focusSearch()
{
    m_filters->focusSearch();
}

void RankingPage::focusPlan()
{
    m_planBar->focusTokens();
}
