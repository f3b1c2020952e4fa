// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/rankingproxymodel.h"

#include "itemmodels/recipetablemodel.h"

#include <algorithm>

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

RankingProxyModel::RankingProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    connect(this, &QAbstractProxyModel::sourceModelChanged, this,
            [this] { m_table = qobject_cast<const RecipeTableModel *>(sourceModel()); });
    setSortRole(RecipeTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    sort(RecipeTableModel::Rank, Qt::AscendingOrder);
}

void RankingProxyModel::setFilter(const RankingFilter &filter)
{
    if (m_filter == filter)
        return;
    m_filter = filter;
    m_words = filter.words();
    for (auto &word : m_words)
        word = word.toCaseFolded();
    invalidateRowsFilter();
    Q_EMIT filterChanged(m_filter);
}

bool RankingProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *source = sourceModel();
    auto text = [&](int column) { return source->index(sourceRow, column, sourceParent).data(Qt::DisplayRole).toString(); };
    for (const auto field : RankingFilter::choiceFields()) {
        const auto wanted = m_filter.value(field);
        if (!wanted.isEmpty() && text(columnOf(field)).compare(wanted, Qt::CaseInsensitive) != 0)
            return false;
    }
    if (m_words.isEmpty())
        return true;
    const RecipeTableModel *table = m_table;
    if (!table)
        return false;
    const auto &all = table->searchText(sourceRow); // folded, as the words are
    return std::all_of(m_words.cbegin(), m_words.cend(), [&all](const QString &word) { return all.contains(word); });
}

bool RankingProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const RecipeTableModel *table = m_table;
    if (!table)
        return QSortFilterProxyModel::lessThan(left, right);
    if (left.column() == RecipeTableModel::Rank) // the site's order: model, GPU type, rank
        return table->groupOrder(left.row()) < table->groupOrder(right.row());
    // As QSortFilterProxyModel compares, on keys the table keeps: absent values last.
    const auto &a = table->sortKey(left.row(), left.column());
    const auto &b = table->sortKey(right.row(), right.column());
    if (!a.isValid())
        return false;
    if (!b.isValid())
        return true;
    if (a.userType() == QMetaType::QString && b.userType() == QMetaType::QString) // folded by the table
        return isSortLocaleAware() ? a.toString().localeAwareCompare(b.toString()) < 0 : a.toString() < b.toString();
    return QVariant::compare(a, b) == QPartialOrdering::Less;
}

#include "moc_rankingproxymodel.cpp"
