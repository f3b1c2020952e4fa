// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/costedplan.h"
#include "recipe/filechange.h"
#include "recipe/problem.h"
#include "recipe/ranking.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>

#include <functional>
#include <limits>

class QThreadPool;

// What sorting and searching a ranking need of each row, made at once for all rows
// (on worker threads): each cell's place in its column's order, and the row's search
// text. A sort is then a sort of whole numbers, a search a search of bytes, and
// neither formats a cell or compares a QVariant.
class RankingKeys
{
public:
    // The place of a cell without a value: after every value, as a sort by the
    // column has always put absent figures.
    static constexpr int Absent = std::numeric_limits<int>::max();

    // Every column's places and every row's search text, for these rows with these
    // problems and file changes (by Recipe::filePath()) and this plan, as RecipeTableModel
    // shows them (a search does not look in the plan's columns); in slices on
    // the pool's threads when there is one (not the pool of the thread that calls,
    // which then waits for them, and works on slices too); those threads and the one
    // that calls are lowered then (BackgroundPriority): pools kept for this work.
    // Stops early, with no keys, once cancelled says so.
    static RankingKeys build(const QList<RankedRecipe> &rows, const QHash<QString, ProblemList> &problems, const FileChanges &changes = {},
                             QThreadPool *pool = nullptr, const std::function<bool()> &cancelled = {}, const CostedPlan &plan = {});

    int rowCount() const { return int(m_ends.size()); }
    // Where the row's cell comes in its column's order: a cell before another has a
    // smaller place, equal cells the same one.
    int place(int row, int column) const { return m_places.at(column).at(row); }
    const QList<int> &places(int column) const { return m_places.at(column); }
    // What a search looks in, case-folded, in UTF-8: every column's text, the
    // layout's summary and the GPU instance.
    QByteArrayView searchText(int row) const;
    // Whether every word (case-folded, UTF-8) is in the row's search text.
    bool containsAll(int row, const QList<QByteArray> &words) const;

    // How many rows' search texts are made, and kept, together.
    static constexpr int SliceRows = 2048;

private:
    QList<QList<int>> m_places; // by column, then row
    // Every row's search text, one after the other in the texts of slices of
    // SliceRows rows each: made apart on the threads, and kept so (not copied into one).
    QList<QByteArray> m_texts;
    QList<qsizetype> m_ends; // where each row's text ends in its slice's text
};
