// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/rankingkeys.h"

#include "itemmodels/recipetablemodel.h"
#include "recipe/backgroundpriority.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace {
// The columns sorted by a number (absent: NaN); the others by their text, case-folded.
bool sortsAsNumber(int column)
{
    return column != RecipeTableModel::Rank && (RecipeTableModel::isFigure(column) || column == RecipeTableModel::Checks);
}

// Places from values: ordered by less, equal values sharing a place, absent ones last.
template<typename Value, typename Less, typename IsAbsent>
QList<int> placesOf(const std::vector<Value> &values, Less less, IsAbsent isAbsent)
{
    std::vector<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    // The site's order comes sorted already: a look at each value then does.
    if (!std::is_sorted(values.cbegin(), values.cend(), less))
        std::sort(order.begin(), order.end(), [&](int a, int b) { return less(values[a], values[b]); });
    QList<int> places(qsizetype(values.size()), RankingKeys::Absent);
    int place = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        const auto &value = values[order[i]];
        if (isAbsent(value))
            continue;
        if (i > 0 && less(values[order[i - 1]], value))
            ++place;
        places[order[i]] = place;
    }
    return places;
}

template<typename Items, typename Work>
void forEach(QThreadPool *pool, Items &items, Work work)
{
    if (pool)
        QtConcurrent::blockingMap(pool, items, [pool, &work](auto &item) {
            BackgroundPriority::lowerThisThread(*pool);
            work(item);
        });
    else
        std::for_each(items.begin(), items.end(), work);
}

// Numbers in order, absent ones (NaN) last.
bool numberBefore(double a, double b)
{
    return !std::isnan(a) && (std::isnan(b) || a < b);
}

// Places of texts by their case-folded forms. A column holds few distinct texts
// (models, GPU types, authors): each is folded and sorted once.
QList<int> textPlaces(const std::vector<QString> &texts)
{
    QHash<QString, int> ids;
    std::vector<QString> distinct;
    std::vector<int> idOfRow(texts.size());
    for (size_t row = 0; row < texts.size(); ++row) {
        const auto known = ids.constFind(texts[row]);
        if (known != ids.cend()) {
            idOfRow[row] = *known;
            continue;
        }
        idOfRow[row] = int(distinct.size());
        ids.insert(texts[row], idOfRow[row]);
        distinct.push_back(texts[row].toCaseFolded());
    }
    const auto placeOfId = placesOf(distinct, std::less<QString>(), [](const QString &) { return false; });
    QList<int> places(qsizetype(texts.size()));
    for (size_t row = 0; row < texts.size(); ++row)
        places[qsizetype(row)] = placeOfId.at(idOfRow[row]);
    return places;
}

// The search texts of a slice of rows.
struct Slice
{
    int begin = 0;
    int end = 0;
    QByteArray text;
    QList<qsizetype> ends; // within text
};

// Each row's problems (none when it has none) and how its file changed, found once for every column.
struct RowNotes
{
    const ProblemList *problems = nullptr;
    FileChange::Kind change = FileChange::Unchanged;
};
using RowProblems = std::vector<RowNotes>;

void readSlice(Slice &slice, const QList<RankedRecipe> &rows, const RowProblems &problems)
{
    for (int r = slice.begin; r < slice.end; ++r) {
        const auto &row = rows.at(r);
        QString all;
        for (int column = 0; column < RecipeTableModel::ColumnCount; ++column)
            if (!RecipeTableModel::isPlanColumn(column))
                all += RecipeTableModel::cellText(row, column, *problems[size_t(r)].problems, problems[size_t(r)].change) + u'\n';
        all += row.recipe.layout().summary + u'\n' + row.recipe.gpu().instance;
        slice.text += all.toCaseFolded().toUtf8();
        slice.ends.append(slice.text.size());
    }
    slice.text.squeeze(); // kept as it is, for as long as the ranking is shown
}

// A column's places: its cells made, ordered and dropped (one column's cells at a time
// on each thread, not every column's at once).
QList<int> columnPlaces(int column, const QList<RankedRecipe> &rows, const RowProblems &problems, const CostedPlan &plan)
{
    if (column == RecipeTableModel::Rank) { // the rows come in the site's order: a row's place is its index
        QList<int> places(rows.size());
        std::iota(places.begin(), places.end(), 0);
        return places;
    }
    const auto count = size_t(rows.size());
    if (sortsAsNumber(column)) {
        std::vector<double> numbers(count);
        for (size_t r = 0; r < count; ++r) {
            const auto value =
                RecipeTableModel::cellSortValue(rows.at(qsizetype(r)), column, *problems[r].problems, problems[r].change, &plan);
            numbers[r] = value.isValid() ? value.toDouble() : std::nan("");
        }
        return placesOf(numbers, numberBefore, [](double value) { return std::isnan(value); });
    }
    // A text column sorts by what it shows, folded.
    std::vector<QString> texts(count);
    for (size_t r = 0; r < count; ++r)
        texts[r] = RecipeTableModel::cellText(rows.at(qsizetype(r)), column, *problems[r].problems, problems[r].change);
    return textPlaces(texts);
}
} // namespace

RankingKeys RankingKeys::build(const QList<RankedRecipe> &rows, const QHash<QString, ProblemList> &problems, const FileChanges &changes,
                               QThreadPool *pool, const std::function<bool()> &cancelled, const CostedPlan &plan)
{
    const int count = int(rows.size());
    static const ProblemList none;
    RowProblems rowProblems(size_t(count), {&none, FileChange::Unchanged});
    for (int r = 0; r < count; ++r) {
        const auto &file = rows.at(r).recipe.filePath();
        const auto found = problems.constFind(file);
        if (found != problems.cend())
            rowProblems[size_t(r)].problems = &*found;
        if (!changes.isEmpty())
            rowProblems[size_t(r)].change = changes.value(file).kind;
    }
    // Rows in slices, on every core; each slice writes only its own rows.
    std::vector<Slice> slices;
    for (int begin = 0; begin < count; begin += SliceRows)
        slices.push_back({begin, std::min(count, begin + SliceRows), {}, {}});
    const auto stop = [&cancelled] { return cancelled && cancelled(); };
    forEach(pool, slices, [&](Slice &slice) {
        if (!stop())
            readSlice(slice, rows, rowProblems);
    });
    if (stop())
        return {};

    RankingKeys keys;
    keys.m_places.resize(RecipeTableModel::ColumnCount);
    std::vector<int> columns(RecipeTableModel::ColumnCount);
    std::iota(columns.begin(), columns.end(), 0);
    forEach(pool, columns, [&](int column) {
        if (!stop())
            keys.m_places[column] = columnPlaces(column, rows, rowProblems, plan);
    });
    if (stop())
        return {};
    keys.m_texts.reserve(qsizetype(slices.size()));
    keys.m_ends.reserve(count);
    for (auto &slice : slices) {
        keys.m_texts.append(std::move(slice.text));
        keys.m_ends.append(slice.ends);
    }
    return keys;
}

QByteArrayView RankingKeys::searchText(int row) const
{
    const auto begin = row % SliceRows > 0 ? m_ends.at(row - 1) : 0;
    return QByteArrayView(m_texts.at(row / SliceRows)).sliced(begin, m_ends.at(row) - begin);
}

bool RankingKeys::containsAll(int row, const QList<QByteArray> &words) const
{
    const auto text = searchText(row);
    return std::all_of(words.cbegin(), words.cend(), [&text](const QByteArray &word) { return text.contains(word); });
}
