// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/ranking.h"

#include <QAbstractItemModel>

// The site's "All models" index as a tree: models -> GPU types -> recipes, each
// model and GPU type with the number of recipes under it. Files opened from outside
// the folder are listed first under a heading of their own, "Opened files", by name
// (their path is the tooltip); they are ranked under their model too.
class NavigationModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Name, Recipes, ColumnCount };
    Q_ENUM(Column)

    enum Kind { ModelKind, GpuKind, RecipeKind, OpenedFilesKind, OpenedFileKind };
    Q_ENUM(Kind)

    enum Role {
        SortRole = Qt::UserRole,
        KindRole,
        ModelRole,
        GpuTypeRole,
        FilePathRole, // recipe and opened file rows only
        CountRole,
    };
    Q_ENUM(Role)

    explicit NavigationModel(QObject *parent = nullptr);

    void setRecipes(const QList<Recipe> &recipes);
    // The ranking, and the opened files (RecipeStore::openedFiles()) when there are any.
    void setRanking(const QList<RankedRecipe> &ranking, const QStringList &openedFiles = {});
    // Index of a model, a GPU type under it (model and gpuType) or a ranked recipe (filePath).
    QModelIndex find(const QString &model, const QString &gpuType = {}, const QString &filePath = {}) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // Names, labels and paths are the ranked recipe's, read when asked for: with
    // ten thousand recipes, making them all up front held up the window.
    struct Node
    {
        Kind kind = ModelKind;
        int parent = -1; // index into m_nodes, -1 for top level
        int row = 0;
        int ranked = 0; // index into m_ranking: the recipe, or the group's first; into m_openedFiles for a file
        int count = 0;
        QList<int> children;
    };
    const RankedRecipe &ranked(const Node &node) const { return m_ranking.at(node.ranked); }
    static bool isOpenedFiles(const Node &node) { return node.kind == OpenedFilesKind || node.kind == OpenedFileKind; }
    void addOpenedFiles();
    void addRanked(int i, int &model, int &gpu);
    QString label(const Node &node) const;
    const Node *node(const QModelIndex &index) const;
    QVariant openedFilesData(const Node &node, int column, int role) const;

    QList<RankedRecipe> m_ranking;
    QStringList m_openedFiles;
    QList<Node> m_nodes;
    QList<int> m_top;
};
