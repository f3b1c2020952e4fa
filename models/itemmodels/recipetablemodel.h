// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/costedplan.h"
#include "itemmodels/rankingkeys.h"
#include "recipe/filechange.h"
#include "recipe/problem.h"
#include "recipe/ranking.h"

#include <QFutureWatcher>
#include <QHash>
#include <QThreadPool>

#include <atomic>

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
        Change, // how the file differs from the git commit checked out
        // What the plan set would take on the recipe's layout (CostedPlan); empty without one.
        TimeToTrain,
        CostToTrain,
        EnergyToTrain,
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
        MissesPlanRole,   // bool: a plan is set and the recipe misses its deadline or budget (a view greys it)
    };
    Q_ENUM(Role)

    explicit RecipeTableModel(QObject *parent = nullptr);
    ~RecipeTableModel() override;

    void setRecipes(const QList<Recipe> &recipes);
    // The same, for a ranking already made (Ranking::rank) and shared with other views:
    // in the site's order, so that a row's place in it is its index.
    void setRanking(const QList<RankedRecipe> &ranking);
    // Each recipe's warnings and lint findings, by Recipe::filePath() (RecipeStore::recipeProblems()).
    void setRecipeProblems(const QHash<QString, ProblemList> &problems);
    // How each file differs from the git commit checked out (WorkTreeStatus::changes);
    // known: the files are in a git work tree (else "changed only" keeps every row).
    void setFileChanges(const FileChanges &changes, bool known = true);
    bool changesKnown() const { return m_changesKnown; }
    // The run planned, costed: the plan columns and MissesPlanRole read it.
    void setPlan(const CostedPlan &plan);
    const CostedPlan &plan() const { return m_plan; }
    // Whether the row's recipe meets the plan's deadline and budget (true without a plan).
    bool fitsPlan(int row) const;
    FileChange::Kind changeOf(int row) const;
    const Recipe &recipeAt(int row) const { return m_rows.at(row).recipe; }
    int rowOfFile(const QString &filePath) const;
    // Each cell's place in its column's order and each row's search text, made on
    // worker threads when the rows or their problems change (keysReady() says when);
    // asked for before, they are waited for.
    const RankingKeys &keys() const;
    bool hasKeys() const { return !m_keysStale; }
    // Each row's place in a column's order (RankingKeys::places), waited for; the
    // site's order (Rank) is the rows' own.
    const QList<int> &places(int column) const;
    const RankedRecipe &rowAt(int row) const { return m_rows.at(row); }
    const QString &groupOrder(int row) const { return m_rows.at(row).groupOrder; }

    // What a cell shows (DisplayRole), and sorts by (SortRole), for a row with these
    // problems: callable on any thread.
    // The plan columns read the plan, when there is one.
    static QString cellText(const RankedRecipe &row, int column, const ProblemList &problems,
                            FileChange::Kind change = FileChange::Unchanged, const CostedPlan *plan = nullptr);
    static QVariant cellSortValue(const RankedRecipe &row, int column, const ProblemList &problems,
                                  FileChange::Kind change = FileChange::Unchanged, const CostedPlan *plan = nullptr);
    // The columns that read the plan: TimeToTrain, CostToTrain and EnergyToTrain.
    static bool isPlanColumn(int column) { return column >= TimeToTrain && column <= EnergyToTrain; }
    // What the Change column says of a file: "modified", "new", "renamed", or nothing.
    static QString changeText(FileChange::Kind change);

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

Q_SIGNALS:
    // keys() are made for the rows as they are.
    void keysReady();

private:
    // data() of each role that differs by column.
    QVariant toolTip(const Recipe &recipe, int column) const;
    QString changeToolTip(const Recipe &recipe) const;
    QVariant recordedText(const RankedRecipe &row, int column) const;
    QVariant plainText(const RankedRecipe &row, int column) const;
    QVariant typedValue(const RankedRecipe &row, int column) const;
    const ProblemList &problemsOf(const Recipe &recipe) const;
    static QString checksBadge(const ProblemList &problems);
    static QVariant planValue(const Recipe &recipe, int column, const CostedPlan *plan);
    static QString planText(const Recipe &recipe, int column, const CostedPlan *plan);
    void forgetKeys();
    void buildKeys() const;
    void keysBuilt();

    QList<RankedRecipe> m_rows;
    QHash<QString, ProblemList> m_problems;
    FileChanges m_changes;
    bool m_changesKnown = false;
    CostedPlan m_plan;
    mutable QList<char> m_fits;                        // by row, made when first asked for: whether it fits m_plan
    mutable RankingKeys m_keys;                        // for m_rows with m_problems, once made
    mutable QFutureWatcher<RankingKeys> m_keysWatcher; // making them
    mutable bool m_keysStale = true;
    // Keys are made on threads of their own (a thread of the global pool waits for
    // others of its pool when it lists folders, and so would this): one build at a
    // time, its slices on the other pool, where no thread waits.
    mutable QThreadPool m_keysPool;
    mutable QThreadPool m_slicePool;
    std::atomic<int> m_keysGeneration = 0; // counts the changes of rows and problems (a build stops when it moves)
    mutable int m_keysBuilding = -1;       // the change whose keys are being made
};
