// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/navigationmodel.h"

NavigationModel::NavigationModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void NavigationModel::setRecipes(const QList<Recipe> &recipes)
{
    setRanking(Ranking::rank(recipes));
}

void NavigationModel::setRanking(const QList<RankedRecipe> &ranking)
{
    beginResetModel();
    m_nodes.clear();
    m_top.clear();
    int model = -1;
    int gpu = -1;
    // Ranked order groups by model and GPU type with #1 first.
    for (const auto &[rank, recipe, groupOrder] : ranking) {
        if (model < 0 || m_nodes[model].model.compare(recipe.model(), Qt::CaseInsensitive) != 0) {
            model = int(m_nodes.size());
            m_nodes.append({ModelKind, -1, int(m_top.size()), {}, recipe.model(), {}, {}, recipe.model(), 0, 0});
            m_top.append(model);
            gpu = -1;
        }
        if (gpu < 0 || m_nodes[gpu].gpuType.compare(recipe.gpuType(), Qt::CaseInsensitive) != 0) {
            gpu = int(m_nodes.size());
            m_nodes.append({GpuKind, model, int(m_nodes[model].children.size()), {}, recipe.model(), recipe.gpuType(),
                            {}, recipe.gpuType(), 0, 0});
            m_nodes[model].children.append(gpu);
        }
        const int leaf = int(m_nodes.size());
        m_nodes.append({RecipeKind, gpu, int(m_nodes[gpu].children.size()), {}, recipe.model(), recipe.gpuType(),
                        recipe.filePath(),
                        recipe.isListing() ? tr("#%1 listing only (%2 GPUs)").arg(rank).arg(recipe.gpuCount())
                                           : QStringLiteral("#%1 %2").arg(rank).arg(recipe.layoutLabel()),
                        rank, 1});
        m_nodes[gpu].children.append(leaf);
        ++m_nodes[gpu].count;
        ++m_nodes[model].count;
    }
    endResetModel();
}

const NavigationModel::Node *NavigationModel::node(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    return &m_nodes.at(qsizetype(index.internalId()));
}

QModelIndex NavigationModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const auto &children = parent.isValid() ? node(parent)->children : m_top;
    return createIndex(row, column, quintptr(children.at(row)));
}

QModelIndex NavigationModel::parent(const QModelIndex &child) const
{
    const auto *n = node(child);
    if (!n || n->parent < 0)
        return {};
    return createIndex(m_nodes.at(n->parent).row, 0, quintptr(n->parent));
}

int NavigationModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(parent.isValid() ? node(parent)->children.size() : m_top.size());
}

int NavigationModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QModelIndex NavigationModel::find(const QString &model, const QString &gpuType, const QString &filePath) const
{
    for (qsizetype i = 0; i < m_nodes.size(); ++i) {
        const auto &n = m_nodes.at(i);
        const bool match = filePath.isEmpty()
            ? (n.kind == (gpuType.isEmpty() ? ModelKind : GpuKind) && n.model.compare(model, Qt::CaseInsensitive) == 0
               && (gpuType.isEmpty() || n.gpuType.compare(gpuType, Qt::CaseInsensitive) == 0))
            : (n.kind == RecipeKind && n.filePath == filePath);
        if (match)
            return createIndex(n.row, 0, quintptr(i));
    }
    return {};
}

QVariant NavigationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto &n = *node(index);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Recipes)
            return n.kind == RecipeKind ? QVariant() : QVariant(n.count);
        return n.label;
    case Qt::ToolTipRole:
        if (n.kind == ModelKind)
            return tr("%1: %n recipe(s)", nullptr, n.count).arg(n.model);
        if (n.kind == GpuKind)
            return tr("%1 on %2: %n recipe(s), ranked by tokens/s per GPU", nullptr, n.count).arg(n.model, n.gpuType);
        return n.filePath;
    case Qt::TextAlignmentRole:
        return index.column() == Recipes ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        return n.kind == RecipeKind ? QVariant(n.rank) : QVariant(n.label);
    case KindRole:
        return n.kind;
    case ModelRole:
        return n.model;
    case GpuTypeRole:
        return n.gpuType;
    case FilePathRole:
        return n.filePath;
    case CountRole:
        return n.count;
    default:
        return {};
    }
}

QVariant NavigationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == Name ? tr("All models") : section == Recipes ? tr("Recipes") : QVariant();
}
