// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/navigationmodel.h"

#include "analysis/displaytext.h"
#include "itemmodels/recipetablemodel.h"

#include <QDir>
#include <QFileInfo>

NavigationModel::NavigationModel(QObject *parent) : QAbstractItemModel(parent)
{ }

void NavigationModel::setRecipes(const QList<Recipe> &recipes)
{
    setRanking(Ranking::rank(recipes));
}

void NavigationModel::setRanking(const QList<RankedRecipe> &ranking, const QStringList &openedFiles)
{
    setTree(build(ranking, openedFiles));
}

void NavigationModel::setTree(Tree tree)
{
    beginResetModel();
    std::swap(m_tree, tree);
    endResetModel();
}

NavigationModel::Tree NavigationModel::build(const QList<RankedRecipe> &ranking, const QStringList &openedFiles)
{
    Tree tree;
    tree.ranking = ranking;
    tree.openedFiles = openedFiles;
    // About one node a recipe, and a few for the groups.
    tree.nodes.reserve(ranking.size() + ranking.size() / 8 + openedFiles.size() + 16);
    addOpenedFiles(tree);
    int model = -1;
    int gpu = -1;
    // Ranked order groups by model and GPU type with #1 first.
    for (int i = 0; i < int(ranking.size()); ++i)
        addRanked(tree, i, model, gpu);
    return tree;
}

void NavigationModel::addOpenedFiles(Tree &tree)
{
    if (tree.openedFiles.isEmpty())
        return;
    auto &nodes = tree.nodes;
    const int heading = int(nodes.size());
    nodes.append({OpenedFilesKind, -1, int(tree.top.size()), 0, int(tree.openedFiles.size()), {}});
    tree.top.append(heading);
    for (int i = 0; i < int(tree.openedFiles.size()); ++i) {
        nodes[heading].children.append(int(nodes.size()));
        nodes.append({OpenedFileKind, heading, i, i, 1, {}});
    }
}

void NavigationModel::addRanked(Tree &tree, int i, int &model, int &gpu)
{
    auto &nodes = tree.nodes;
    const auto &recipe = tree.ranking.at(i).recipe;
    if (model < 0 || tree.ranked(nodes.at(model)).recipe.model().compare(recipe.model(), Qt::CaseInsensitive) != 0) {
        model = int(nodes.size());
        nodes.append({ModelKind, -1, int(tree.top.size()), i, 0, {}});
        tree.top.append(model);
        gpu = -1;
    }
    if (gpu < 0 || tree.ranked(nodes.at(gpu)).recipe.gpuType().compare(recipe.gpuType(), Qt::CaseInsensitive) != 0) {
        gpu = int(nodes.size());
        nodes.append({GpuKind, model, int(nodes.at(model).children.size()), i, 0, {}});
        nodes[model].children.append(gpu);
    }
    const int leaf = int(nodes.size());
    nodes.append({RecipeKind, gpu, int(nodes.at(gpu).children.size()), i, 1, {}});
    nodes[gpu].children.append(leaf);
    ++nodes[gpu].count;
    ++nodes[model].count;
}

QString NavigationModel::label(const Node &node) const
{
    switch (node.kind) {
    case OpenedFilesKind: return tr("Opened files");
    case OpenedFileKind: return QFileInfo(m_tree.openedFiles.at(node.ranked)).fileName();
    case ModelKind: return ranked(node).recipe.model();
    case GpuKind: return ranked(node).recipe.gpuType();
    case RecipeKind: break;
    }
    const auto &shown = ranked(node);
    return shown.recipe.isListing() ? tr("#%1 listing only (%2 GPUs)").arg(shown.rank).arg(shown.recipe.gpuCount())
                                    : QStringLiteral("#%1 %2").arg(shown.rank).arg(shown.recipe.layoutLabel());
}

const NavigationModel::Node *NavigationModel::node(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    return &m_tree.nodes.at(qsizetype(index.internalId()));
}

QModelIndex NavigationModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const auto &children = parent.isValid() ? node(parent)->children : m_tree.top;
    return createIndex(row, column, quintptr(children.at(row)));
}

QModelIndex NavigationModel::parent(const QModelIndex &child) const
{
    const auto *n = node(child);
    if (!n || n->parent < 0)
        return {};
    return createIndex(m_tree.nodes.at(n->parent).row, 0, quintptr(n->parent));
}

int NavigationModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(parent.isValid() ? node(parent)->children.size() : m_tree.top.size());
}

int NavigationModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QModelIndex NavigationModel::find(const QString &model, const QString &gpuType, const QString &filePath) const
{
    for (qsizetype i = 0; i < m_tree.nodes.size(); ++i) {
        const auto &n = m_tree.nodes.at(i);
        if (isOpenedFiles(n))
            continue;
        const auto &recipe = ranked(n).recipe;
        const bool match = filePath.isEmpty()
            ? (n.kind == (gpuType.isEmpty() ? ModelKind : GpuKind) && recipe.model().compare(model, Qt::CaseInsensitive) == 0
               && (gpuType.isEmpty() || recipe.gpuType().compare(gpuType, Qt::CaseInsensitive) == 0))
            : (n.kind == RecipeKind && recipe.filePath() == filePath);
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
    if (isOpenedFiles(n))
        return openedFilesData(n, index.column(), role);
    const auto &recipe = ranked(n).recipe;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Recipes)
            return n.kind == RecipeKind ? QVariant(RecipeTableModel::changeText(m_changes.value(recipe.filePath()).kind))
                                        : QVariant(n.count);
        return DisplayText::line(label(n));
    case Qt::ToolTipRole:
        if (n.kind == ModelKind)
            return DisplayText::toolTip(tr("%1: %n recipe(s)", nullptr, n.count).arg(DisplayText::line(recipe.model())));
        if (n.kind == GpuKind)
            return DisplayText::toolTip(tr("%1 on %2: %n recipe(s), ranked by tokens/s per GPU", nullptr, n.count)
                                            .arg(DisplayText::line(recipe.model()), DisplayText::line(recipe.gpuType())));
        return DisplayText::toolTip(recipe.filePath());
    case Qt::TextAlignmentRole: return index.column() == Recipes ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole: return n.kind == RecipeKind ? QVariant(ranked(n).rank) : QVariant(label(n));
    case KindRole: return n.kind;
    case ModelRole: return recipe.model();
    case GpuTypeRole: return n.kind == ModelKind ? QString() : recipe.gpuType();
    case FilePathRole: return n.kind == RecipeKind ? recipe.filePath() : QString();
    case CountRole: return n.count;
    default: return {};
    }
}

void NavigationModel::setFileChanges(const FileChanges &changes)
{
    const auto before = std::exchange(m_changes, changes);
    for (qsizetype i = 0; i < m_tree.nodes.size(); ++i) {
        const auto &n = m_tree.nodes.at(i);
        if (n.kind != RecipeKind)
            continue;
        const auto &file = ranked(n).recipe.filePath();
        if (before.value(file).kind != m_changes.value(file).kind) {
            const auto changed = createIndex(n.row, Recipes, quintptr(i));
            Q_EMIT dataChanged(changed, changed, {Qt::DisplayRole});
        }
    }
}

QVariant NavigationModel::openedFilesData(const Node &node, int column, int role) const
{
    const bool heading = node.kind == OpenedFilesKind;
    const auto path = heading ? QString() : m_tree.openedFiles.at(node.ranked);
    switch (role) {
    case Qt::DisplayRole:
        if (column == Recipes)
            return heading ? QVariant(node.count) : QVariant();
        return DisplayText::line(label(node));
    case Qt::ToolTipRole:
        // A path is the user's file system, and its names may be anyone's: shown as plain text.
        return heading ? DisplayText::toolTip(tr("%n file(s) opened from outside the folder", nullptr, node.count))
                       : DisplayText::toolTipLine(QDir::toNativeSeparators(path));
    case Qt::TextAlignmentRole: return column == Recipes ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole: return heading ? QVariant(node.row) : QVariant(label(node));
    case KindRole: return node.kind;
    case ModelRole:
    case GpuTypeRole: return QString();
    case FilePathRole: return path;
    case CountRole: return node.count;
    default: return {};
    }
}

QVariant NavigationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == Name ? tr("All models") : section == Recipes ? tr("Recipes") : QVariant();
}

#include "moc_navigationmodel.cpp"
