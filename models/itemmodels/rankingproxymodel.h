// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/rankingfilter.h"

#include <QAbstractProxyModel>
#include <QByteArray>
#include <QList>
#include <QPointer>

#include <functional>

class RecipeTableModel;

// Shows a RecipeTableModel as the site ranks it: grouped by model and GPU type, #1
// first in each group; sorting by another column sorts numbers as numbers and text
// case-insensitively, absent figures last (first when descending), equal cells in the
// order they had. Shows the rows a RankingFilter lets through.
// Made for many thousands of rows: a sort is a sort of the places the table keeps for
// each cell (RankingKeys), a filter reads the search text it keeps for each row and,
// when a search only grows, looks only at the rows shown; either tells the views once,
// as a change of layout.
class RankingProxyModel : public QAbstractProxyModel
{
    Q_OBJECT
public:
    explicit RankingProxyModel(QObject *parent = nullptr);

    // Up to this many rows, a sort or search asked before the table's keys are made
    // waits for them (a few milliseconds); above, the rows keep their order and are
    // all shown until the keys are made, then sorted and searched at once.
    static constexpr int WaitForKeysUpTo = 2000;

    // The source: a RecipeTableModel (any other model shows no rows).
    void setSourceModel(QAbstractItemModel *source) override;

    const RankingFilter &filter() const { return m_filter; }
    // Filters once for the whole value, and says so once.
    void setFilter(const RankingFilter &filter);
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

Q_SIGNALS:
    void filterChanged(const RankingFilter &filter);
    // The same filter lets other rows through: the table's cells it reads changed
    // (problems, git status, the plan's figures).
    void shownRowsChanged();

private:
    void sourceReset();
    void keysReady();
    // Tells the views of a change of rows shown or of their order, made by change.
    void relayout(QAbstractItemModel::LayoutChangeHint hint, const std::function<void()> &change);
    void sortRows(bool waitForKeys = false);
    bool sortNeedsKeys() const;
    // The table's keys are being made and there are too many rows to wait for them.
    bool keysLater() const;
    void refilter(bool onlyShown);
    bool accepts(int sourceRow, bool searched) const;
    bool narrows(const RankingFilter &filter) const;
    void showAccepted();

    QPointer<RecipeTableModel> m_table;
    QList<QMetaObject::Connection> m_sourceConnections;
    QList<int> m_order;     // every source row, in the sort's order
    QList<char> m_accepted; // by source row: whether the filter lets it through
    QList<int> m_rows;      // the source rows shown, in order
    QList<int> m_proxyRows; // by source row: its row here, or -1
    int m_sortColumn = 0;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    bool m_stale = false; // to sort and filter again once the table's keys are made
    RankingFilter m_filter;
    QList<QByteArray> m_words; // the filter's words, case-folded, in UTF-8
};
