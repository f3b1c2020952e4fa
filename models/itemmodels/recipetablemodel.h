// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/ranking.h"

#include <QHash>

#include <QAbstractTableModel>

// One row per recipe with the figures the site shows, formatted as the site writes
// them for display and raw for sorting (SortRole). Rank is the site's rank within
// the recipe's model and GPU type.
class RecipeTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Rank,
        Checks, // lint findings and warnings: a badge with their count
        Model,
        GpuType,
        Gpus,
        TokensPerSecondPerGpu,
        UsdPerMillionTokens,
        Mfu,
        StepTimeCv,
        Layout,
        Highlights,
        Measured,
        Author,
        Status,
        GpuHours,
        File,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole,
        RecipeRole,   // the Recipe
        FilePathRole, // Recipe::filePath()
        RankRole,
        ModelRole,
        GpuTypeRole,
        StatusRole,
        GroupOrderRole,   // model and GPU type folded, then rank: the site's order as one text key
        ProblemCountRole, // the recipe's warnings and lint findings
        RecordedTextRole, // as DisplayRole, with figures at their recorded precision (tokens/s: "545.32")
        PlainTextRole,    // for machines: plain numbers ("545.32", "0.054"), rank without "#", empty when absent
        ValueRole,        // the typed value: int, double, text, or null when absent
        ColumnKeyRole,    // in headerData: the column's stable key, "tokens_per_s_per_gpu"
        ListingRole,      // bool: figures of a listing, not a recipe (a view sets them apart)
        HasErrorsRole,    // bool: a problem of the recipe is an error (a view marks its Checks cell)
    };
    Q_ENUM(Role)

    explicit RecipeTableModel(QObject *parent = nullptr);

    void setRecipes(const QList<Recipe> &recipes);
    // The same, for a ranking already made (Ranking::rank) and shared with other views.
    void setRanking(const QList<RankedRecipe> &ranking);
    // Each recipe's warnings and lint findings, by Recipe::filePath() (RecipeStore::recipeProblems()).
    void setRecipeProblems(const QHash<QString, ProblemList> &problems);
    const Recipe &recipeAt(int row) const { return m_rows.at(row).recipe; }
    int rowOfFile(const QString &filePath) const;
    // What a search looks in, case-folded: every column's text, the layout's summary
    // and the GPU instance. Made once a row and kept until the rows change, as are the
    // sort keys, so sorting and searching many thousands of rows stay fast.
    const QString &searchText(int row) const;
    // data(SortRole) of a cell, text case-folded; and the site's order as one key (GroupOrderRole).
    const QVariant &sortKey(int row, int column) const;
    const QString &groupOrder(int row) const { return m_groupOrder.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Header text of a column, also for column choosers and exports.
    static QString columnTitle(int column);
    // Stable machine name of a column: "rank", "model", "gpu", "gpus", "tokens_per_s_per_gpu", ...
    static QString columnKey(int column);
    static QString columnToolTip(int column);
    // Whether a column holds figures (right-aligned).
    static bool isFigure(int column);

private:
    // data() of each role that differs by column.
    QVariant toolTip(const Recipe &recipe, int column) const;
    QVariant recordedText(const RankedRecipe &row, int column) const;
    QVariant plainText(const RankedRecipe &row, int column) const;
    QVariant typedValue(const RankedRecipe &row, int column) const;
    QVariant sortValue(const RankedRecipe &row, int column) const;
    QVariant displayText(const RankedRecipe &row, int column) const;
    static QString checksBadge(const ProblemList &problems);

    QList<RankedRecipe> m_rows;
    QHash<QString, ProblemList> m_problems;
    QStringList m_groupOrder;
    void forgetKeys();
    void buildSearchText(int rows) const; // the next rows
    void buildSearchTextLater();
    mutable QStringList m_searchText;          // by row
    mutable int m_searchTextBuilt = 0;         // rows made so far
    mutable QList<QList<QVariant>> m_sortKeys; // by column, then row, made on first use
};
