// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/filechange.h"
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

private:
    // Names, labels and paths are the ranked recipe's, read when asked for: with
    // ten thousand recipes, making them all up front held up the window.
    struct Node
    {
        Kind kind = ModelKind;
        int parent = -1; // index into the tree's nodes, -1 for top level
        int row = 0;
        int ranked = 0; // index into the tree's ranking: the recipe, or the group's first; into its opened files for a file
        int count = 0;
        QList<int> children;
    };

public:
    // The index of a ranking, made on any thread (build()) and then shown (setTree()):
    // at 100,000 recipes making it takes longer than the window may pause.
    class Tree
    {
    public:
        qsizetype recipeCount() const { return ranking.size(); }

    private:
        friend class NavigationModel;
        const RankedRecipe &ranked(const Node &node) const { return ranking.at(node.ranked); }
        QList<RankedRecipe> ranking;
        QStringList openedFiles;
        QList<Node> nodes;
        QList<int> top;
    };
    static Tree build(const QList<RankedRecipe> &ranking, const QStringList &openedFiles = {});
    void setTree(Tree tree);

    void setRecipes(const QList<Recipe> &recipes);
    // The ranking, and the opened files (RecipeStore::openedFiles()) when there are any.
    void setRanking(const QList<RankedRecipe> &ranking, const QStringList &openedFiles = {});
    // How each file differs from the git commit checked out: a recipe's row says it
    // ("modified", "new", "renamed") in the Recipes column.
    void setFileChanges(const FileChanges &changes);
    // Index of a model, a GPU type under it (model and gpuType) or a ranked recipe (filePath).
    QModelIndex find(const QString &model, const QString &gpuType = {}, const QString &filePath = {}) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const RankedRecipe &ranked(const Node &node) const { return m_tree.ranked(node); }
    static bool isOpenedFiles(const Node &node) { return node.kind == OpenedFilesKind || node.kind == OpenedFileKind; }
    static void addOpenedFiles(Tree &tree);
    static void addRanked(Tree &tree, int i, int &model, int &gpu);
    QString label(const Node &node) const;
    const Node *node(const QModelIndex &index) const;
    QVariant openedFilesData(const Node &node, int column, int role) const;

    Tree m_tree;
    FileChanges m_changes;
};
