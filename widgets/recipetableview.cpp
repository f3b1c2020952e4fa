// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipetableview.h"

#include "itemmodels/recipetablemodel.h"
#include "recipetabledelegate.h"
#include "statusbadgedelegate.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QResizeEvent>

RecipeTableView::RecipeTableView(QWidget *parent) : QTableView(parent)
{
    setAccessibleName(tr("Ranking"));
    setSortingEnabled(true);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setWordWrap(false);
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    // Fixed row heights: measuring every row of a large folder would stall the window.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    // Fitting columns measures this many rows (the vertical header counts for columns).
    verticalHeader()->setResizeContentsPrecision(25);
    horizontalHeader()->setResizeContentsPrecision(25);
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    horizontalHeader()->setToolTip(tr("Right-click to choose columns"));
    setItemDelegate(new RecipeTableDelegate(this));
    setItemDelegateForColumn(RecipeTableModel::Status, new StatusBadgeDelegate(this));
    connect(horizontalHeader(), &QWidget::customContextMenuRequested, this, &RecipeTableView::showColumnMenu);
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this, &RecipeTableView::layoutChanged);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, &RecipeTableView::layoutChanged);
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, &RecipeTableView::layoutChanged);
    connect(this, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT recipeActivated(index.data(RecipeTableModel::FilePathRole).toString()); });
}

void RecipeTableView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    // Off by default: the columns a reader of the site expects come first.
    // The Git column shows once the folder is known to be in a git work tree, the plan's
    // once a run is planned.
    for (const auto column : {RecipeTableModel::StepTimeCv, RecipeTableModel::GpuHours, RecipeTableModel::File, RecipeTableModel::Change,
                              RecipeTableModel::TimeToTrain, RecipeTableModel::CostToTrain, RecipeTableModel::EnergyToTrain})
        setColumnHidden(column, true);
    // The Git column (the last of the model's) stands beside Checks, the plan's beside MFU.
    auto *header = horizontalHeader();
    header->moveSection(header->visualIndex(RecipeTableModel::Change), RecipeTableModel::Model);
    for (const auto column : {RecipeTableModel::EnergyToTrain, RecipeTableModel::CostToTrain, RecipeTableModel::TimeToTrain})
        header->moveSection(header->visualIndex(column), header->visualIndex(RecipeTableModel::Mfu) + 1);
    sortByColumn(RecipeTableModel::Rank, Qt::AscendingOrder);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { Q_EMIT currentRecipeChanged(current.data(RecipeTableModel::FilePathRole).toString()); });
}

QByteArray RecipeTableView::saveLayout() const
{
    return horizontalHeader()->saveState();
}

bool RecipeTableView::restoreLayout(const QByteArray &state)
{
    return !state.isEmpty() && horizontalHeader()->restoreState(state);
}

QModelIndexList RecipeTableView::selectedRowIndexes() const
{
    auto rows = selectionModel() ? selectionModel()->selectedRows() : QModelIndexList();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    return rows;
}

void RecipeTableView::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentIndex().isValid()) {
        Q_EMIT recipeActivated(currentIndex().data(RecipeTableModel::FilePathRole).toString());
        return;
    }
    QTableView::keyPressEvent(event);
}

void RecipeTableView::resizeEvent(QResizeEvent *event)
{
    const auto current = currentIndex();
    // The viewport as it was: it changes by as much as the table does.
    const int oldHeight = viewport()->height() - (event->size().height() - event->oldSize().height());
    const bool wasInView =
        current.isValid() && event->oldSize().isValid() && QRect(0, 0, viewport()->width(), oldHeight).intersects(visualRect(current));
    QTableView::resizeEvent(event);
    if (wasInView)
        scrollTo(current);
}

void RecipeTableView::showColumnMenu(const QPoint &position)
{
    QMenu menu(this);
    menu.setTitle(tr("Columns"));
    for (int column = 0; column < RecipeTableModel::ColumnCount; ++column) {
        auto *action = menu.addAction(RecipeTableModel::columnTitle(column));
        action->setCheckable(true);
        action->setChecked(!isColumnHidden(column));
        action->setEnabled(column != RecipeTableModel::Rank);
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            setColumnHidden(column, !shown);
            Q_EMIT layoutChanged();
        });
    }
    menu.addSeparator();
    connect(menu.addAction(tr("Fit Columns to Contents")), &QAction::triggered, this, [this] {
        resizeColumnsToContents();
        Q_EMIT layoutChanged();
    });
    menu.exec(horizontalHeader()->mapToGlobal(position));
}
