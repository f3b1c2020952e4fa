// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/rankingproxymodel.h"

#include "itemmodels/recipetablemodel.h"

#include <algorithm>
#include <numeric>

namespace {
int columnOf(RankingFilter::Field field)
{
    switch (field) {
    case RankingFilter::Model: return RecipeTableModel::Model;
    case RankingFilter::GpuType: return RecipeTableModel::GpuType;
    case RankingFilter::Author: return RecipeTableModel::Author;
    case RankingFilter::Status: return RecipeTableModel::Status;
    case RankingFilter::Text: break;
    }
    return -1;
}
} // namespace

RankingProxyModel::RankingProxyModel(QObject *parent) : QAbstractProxyModel(parent)
{ }

void RankingProxyModel::setSourceModel(QAbstractItemModel *source)
{
    beginResetModel();
    for (const auto &connection : std::as_const(m_sourceConnections))
        disconnect(connection);
    m_sourceConnections.clear();
    QAbstractProxyModel::setSourceModel(source);
    m_table = qobject_cast<RecipeTableModel *>(source);
    if (m_table) {
        m_sourceConnections = {
            connect(m_table, &QAbstractItemModel::modelAboutToBeReset, this, &RankingProxyModel::beginResetModel),
            connect(m_table, &QAbstractItemModel::modelReset, this, &RankingProxyModel::sourceReset),
            connect(m_table, &QObject::destroyed, this,
                    [this] {
                        beginResetModel();
                        sourceReset(); // no rows: the source is gone
                    }),
            connect(m_table, &RecipeTableModel::keysReady, this, &RankingProxyModel::keysReady),
            // The table changes a column's cells for all rows at once (their problems):
            // the order and the filter follow once their keys are made again.
            connect(m_table, &QAbstractItemModel::dataChanged, this,
                    [this](const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles) {
                        m_stale = true;
                        if (!m_rows.isEmpty())
                            Q_EMIT dataChanged(index(0, topLeft.column()), index(rowCount() - 1, bottomRight.column()), roles);
                    }),
        };
    }
    sourceReset();
}

void RankingProxyModel::sourceReset()
{
    const int count = m_table ? m_table->rowCount() : 0;
    m_order.resize(count);
    std::iota(m_order.begin(), m_order.end(), 0);
    m_accepted = QList<char>(count, 1);
    sortRows();
    refilter(false);
    showAccepted();
    endResetModel();
}

void RankingProxyModel::keysReady()
{
    if (!m_stale)
        return;
    m_stale = false;
    const auto accepted = m_accepted;
    relayout(QAbstractItemModel::NoLayoutChangeHint, [this] { // rows may come and go too
        sortRows();
        refilter(false);
        showAccepted();
    });
    if (m_accepted != accepted)
        Q_EMIT shownRowsChanged();
}

void RankingProxyModel::relayout(QAbstractItemModel::LayoutChangeHint hint, const std::function<void()> &change)
{
    Q_EMIT layoutAboutToBeChanged({}, hint);
    // Indexes kept by the views (the current one, the selection) follow their rows.
    const auto kept = persistentIndexList();
    QList<std::pair<int, int>> sources; // source row, column
    sources.reserve(kept.size());
    for (const auto &index : kept)
        sources.append({m_rows.at(index.row()), index.column()});
    change();
    QModelIndexList moved;
    moved.reserve(kept.size());
    for (const auto &[row, column] : sources) {
        const int shown = m_proxyRows.value(row, -1);
        moved.append(shown < 0 ? QModelIndex() : index(shown, column));
    }
    changePersistentIndexList(kept, moved);
    Q_EMIT layoutChanged({}, hint);
}

bool RankingProxyModel::sortNeedsKeys() const
{
    return m_sortColumn != RecipeTableModel::Rank && m_sortColumn >= 0 && m_sortColumn < RecipeTableModel::ColumnCount;
}

void RankingProxyModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    if (!m_table)
        return;
    relayout(QAbstractItemModel::VerticalSortHint, [this] {
        sortRows(!keysLater());
        showAccepted();
    });
}

void RankingProxyModel::sortRows(bool waitForKeys)
{
    if (!m_table)
        return;
    if (m_sortColumn < 0 || m_sortColumn >= RecipeTableModel::ColumnCount) { // unsorted: the table's order
        std::iota(m_order.begin(), m_order.end(), 0);
        return;
    }
    // Until the table's keys are made (just after a load), the rows kept in a sort by
    // another column show the site's order, and are sorted once they are.
    const bool wait = !waitForKeys && sortNeedsKeys() && !m_table->hasKeys();
    m_stale = m_stale || wait;
    const bool descending = !wait && m_sortOrder == Qt::DescendingOrder;
    if (wait || m_sortColumn == RecipeTableModel::Rank) { // the table's rows come in the site's order
        std::iota(m_order.begin(), m_order.end(), 0);
        if (descending)
            std::reverse(m_order.begin(), m_order.end());
        return;
    }
    const auto &places = m_table->places(m_sortColumn);
    // Stable: equal cells keep the order they had. Often in order already.
    const auto before = [&places, descending](int a, int b) {
        return descending ? places.at(b) < places.at(a) : places.at(a) < places.at(b);
    };
    if (!std::is_sorted(m_order.begin(), m_order.end(), before))
        std::stable_sort(m_order.begin(), m_order.end(), before);
}

bool RankingProxyModel::keysLater() const
{
    return m_table && !m_table->hasKeys() && m_table->rowCount() > WaitForKeysUpTo;
}

bool RankingProxyModel::accepts(int sourceRow, bool searched) const
{
    const auto &row = m_table->rowAt(sourceRow);
    for (const auto field : RankingFilter::choiceFields()) {
        const auto wanted = m_filter.value(field);
        if (!wanted.isEmpty() && RecipeTableModel::cellText(row, columnOf(field), {}).compare(wanted, Qt::CaseInsensitive) != 0)
            return false;
    }
    if (m_filter.changedOnly() && m_table->changesKnown() && m_table->changeOf(sourceRow) == FileChange::Unchanged)
        return false;
    if (m_filter.fitsPlanOnly() && !m_table->fitsPlan(sourceRow))
        return false;
    return !searched || m_words.isEmpty() || m_table->keys().containsAll(sourceRow, m_words);
}

void RankingProxyModel::refilter(bool onlyShown)
{
    if (!m_table)
        return;
    // Searched once the keys are made (keysReady filters every row again).
    const bool searched = m_words.isEmpty() || !keysLater();
    m_stale = m_stale || !searched;
    if (onlyShown) { // rows not shown stay so
        for (const int row : std::as_const(m_rows))
            m_accepted[row] = accepts(row, searched);
        return;
    }
    for (int row = 0; row < int(m_accepted.size()); ++row)
        m_accepted[row] = accepts(row, searched);
}

bool RankingProxyModel::narrows(const RankingFilter &filter) const
{
    // The same choices, and each word searched for before within a word searched for
    // now: every row the new filter lets through, the old one let through.
    for (const auto field : RankingFilter::choiceFields())
        if (filter.value(field) != m_filter.value(field))
            return false;
    if (filter.changedOnly() != m_filter.changedOnly() || filter.fitsPlanOnly() != m_filter.fitsPlanOnly())
        return false;
    const auto now = filter.words();
    const auto before = m_filter.words();
    return std::all_of(before.cbegin(), before.cend(), [&now](const QString &old) {
        return std::any_of(now.cbegin(), now.cend(), [&old](const QString &word) { return word.contains(old, Qt::CaseInsensitive); });
    });
}

void RankingProxyModel::showAccepted()
{
    m_rows.clear();
    m_rows.reserve(m_order.size());
    m_proxyRows = QList<int>(m_order.size(), -1);
    for (const int row : std::as_const(m_order)) {
        if (!m_accepted.at(row))
            continue;
        m_proxyRows[row] = int(m_rows.size());
        m_rows.append(row);
    }
}

void RankingProxyModel::setFilter(const RankingFilter &filter)
{
    if (m_filter == filter)
        return;
    const bool onlyShown = narrows(filter);
    m_filter = filter;
    m_words.clear();
    for (const auto &word : filter.words())
        m_words.append(word.toCaseFolded().toUtf8());
    relayout(QAbstractItemModel::NoLayoutChangeHint, [this, onlyShown] {
        refilter(onlyShown);
        showAccepted();
    });
    Q_EMIT filterChanged(m_filter);
}

QModelIndex RankingProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex RankingProxyModel::parent(const QModelIndex &) const
{
    return {};
}

int RankingProxyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RankingProxyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_table ? 0 : m_table->columnCount();
}

bool RankingProxyModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_rows.isEmpty();
}

QModelIndex RankingProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_table || !proxyIndex.isValid() || proxyIndex.model() != this || proxyIndex.row() >= m_rows.size())
        return {};
    return m_table->index(m_rows.at(proxyIndex.row()), proxyIndex.column());
}

QModelIndex RankingProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_table || !sourceIndex.isValid() || sourceIndex.model() != m_table)
        return {};
    const int row = m_proxyRows.value(sourceIndex.row(), -1);
    return row < 0 ? QModelIndex() : index(row, sourceIndex.column());
}

#include "moc_rankingproxymodel.cpp"
