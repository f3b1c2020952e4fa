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

RankingProxyModel::RankingProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
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
    invalidateRowsFilter();
    Q_EMIT filterChanged(m_filter);
}

bool RankingProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *source = sourceModel();
    auto text = [&](int column) {
        return source->index(sourceRow, column, sourceParent).data(Qt::DisplayRole).toString();
    };
    for (const auto field : RankingFilter::choiceFields()) {
        const auto wanted = m_filter.value(field);
        if (!wanted.isEmpty() && text(columnOf(field)).compare(wanted, Qt::CaseInsensitive) != 0)
            return false;
    }
    if (m_words.isEmpty())
        return true;
    QString all;
    for (int column = 0; column < RecipeTableModel::ColumnCount; ++column)
        all += text(column) + u'\n';
    const auto recipe = source->index(sourceRow, 0, sourceParent).data(RecipeTableModel::RecipeRole).value<Recipe>();
    all += recipe.layout().summary + u'\n' + recipe.gpu().instance;
    return std::all_of(m_words.cbegin(), m_words.cend(),
                       [&all](const QString &word) { return all.contains(word, Qt::CaseInsensitive); });
}

bool RankingProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.column() == RecipeTableModel::Rank) // the site's order: model, GPU type, rank
        return left.data(RecipeTableModel::GroupOrderRole).toString() < right.data(RecipeTableModel::GroupOrderRole).toString();
    return QSortFilterProxyModel::lessThan(left, right);
}
