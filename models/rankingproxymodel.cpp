#include "rankingproxymodel.h"

#include "recipetablemodel.h"

#include <algorithm>

RankingProxyModel::RankingProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(RecipeTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    sort(RecipeTableModel::Rank, Qt::AscendingOrder);
}

void RankingProxyModel::setFilter(QString &field, const QString &value)
{
    if (field == value)
        return;
    field = value;
    invalidateRowsFilter();
    Q_EMIT filtersChanged();
}

void RankingProxyModel::setModelFilter(const QString &model)
{
    setFilter(m_model, model);
}

void RankingProxyModel::setGpuTypeFilter(const QString &gpuType)
{
    setFilter(m_gpuType, gpuType);
}

void RankingProxyModel::setAuthorFilter(const QString &author)
{
    setFilter(m_author, author);
}

void RankingProxyModel::setStatusFilter(const QString &status)
{
    setFilter(m_status, status);
}

void RankingProxyModel::setTextFilter(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    m_words = text.simplified().split(u' ', Qt::SkipEmptyParts);
    invalidateRowsFilter();
    Q_EMIT filtersChanged();
}

void RankingProxyModel::clearFilters()
{
    m_model.clear();
    m_gpuType.clear();
    m_author.clear();
    m_status.clear();
    m_text.clear();
    m_words.clear();
    invalidateRowsFilter();
    Q_EMIT filtersChanged();
}

bool RankingProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *source = sourceModel();
    auto text = [&](int column) {
        return source->index(sourceRow, column, sourceParent).data(Qt::DisplayRole).toString();
    };
    auto matches = [&](const QString &filter, int column) {
        return filter.isEmpty() || text(column).compare(filter, Qt::CaseInsensitive) == 0;
    };
    if (!matches(m_model, RecipeTableModel::Model) || !matches(m_gpuType, RecipeTableModel::GpuType)
        || !matches(m_author, RecipeTableModel::Author) || !matches(m_status, RecipeTableModel::Status))
        return false;
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
