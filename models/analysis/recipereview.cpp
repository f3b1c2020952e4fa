// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/recipereview.h"

#include "recipe/gpucatalog.h"
#include "recipe/ranking.h"

#include <QSet>

namespace {

// The place of each of these files in its model and GPU type's ranking. A group is
// the run of rows from one rank 1 to the next, as Ranking orders them.
QHash<QString, RecipeReview::Place> placesOf(const QList<Recipe> &recipes, const QSet<QString> &files)
{
    const auto ranked = Ranking::rank(recipes);
    QHash<QString, RecipeReview::Place> places;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= ranked.size(); ++i) {
        if (i < ranked.size() && ranked.at(i).rank != 1)
            continue;
        for (qsizetype row = start; row < i; ++row) {
            const auto &recipe = ranked.at(row).recipe;
            if (files.contains(recipe.filePath()))
                places.insert(recipe.filePath(),
                              {ranked.at(row).rank, int(i - start), QStringLiteral("%1 on %2").arg(recipe.model(), recipe.gpu().type),
                               recipe.model(), recipe.gpu().type});
        }
        start = i;
    }
    return places;
}

QHash<QString, const Recipe *> byFile(const QList<Recipe> &recipes)
{
    QHash<QString, const Recipe *> files;
    for (const auto &recipe : recipes)
        files.insert(recipe.filePath(), &recipe);
    return files;
}

QString findingKey(const Problem &problem)
{
    return QString::number(int(problem.severity)) + u'\x1f' + problem.check + u'\x1f' + problem.message;
}

ProblemList newFindings(const ProblemList &before, const ProblemList &after)
{
    QSet<QString> known;
    for (const auto &problem : before)
        known.insert(findingKey(problem));
    ProblemList added;
    for (const auto &problem : after)
        if (!known.contains(findingKey(problem)))
            added.append(problem);
    return added;
}

// A file git calls renamed is the same recipe only when it still describes the same
// model on the same GPU type: else the base's recipe is deleted and another added.
QList<RecipeReview::Change> namedAsTheyAre(const QList<RecipeReview::Change> &changes, const QHash<QString, const Recipe *> &before,
                                           const QHash<QString, const Recipe *> &after)
{
    using Kind = RecipeReview::Kind;
    QList<RecipeReview::Change> named;
    for (const auto &change : changes) {
        const auto *a = before.value(change.basePath);
        const auto *b = after.value(change.headPath);
        if (change.kind != Kind::Renamed || !a || !b
            || (a->model().compare(b->model(), Qt::CaseInsensitive) == 0
                && GpuCatalog::key(a->gpuType()) == GpuCatalog::key(b->gpuType()))) {
            named.append(change);
            continue;
        }
        named.append({Kind::Deleted, change.basePath, QString()});
        named.append({Kind::Added, QString(), change.headPath});
    }
    return named;
}

} // namespace

QList<RecipeReview::Entry> RecipeReview::of(const Side &base, const Side &head, const QList<Change> &given)
{
    const auto changes = namedAsTheyAre(given, byFile(base.recipes), byFile(head.recipes));
    QSet<QString> basePaths, headPaths;
    for (const auto &change : changes) {
        basePaths.insert(change.basePath);
        headPaths.insert(change.headPath);
    }
    const auto placesBefore = placesOf(base.recipes, basePaths);
    const auto placesAfter = placesOf(head.recipes, headPaths);
    const auto recipesBefore = byFile(base.recipes);
    const auto recipesAfter = byFile(head.recipes);
    QList<Entry> entries;
    for (const auto &change : changes) {
        Entry entry;
        entry.change = change;
        const auto *before = recipesBefore.value(change.basePath);
        const auto *after = recipesAfter.value(change.headPath);
        entry.loadsBefore = before;
        entry.loadsAfter = after;
        if (before) {
            entry.before = before->result();
            entry.placeBefore = placesBefore.value(change.basePath);
        }
        if (after) {
            entry.after = after->result();
            entry.placeAfter = placesAfter.value(change.headPath);
        }
        if (before && after)
            entry.fields = FieldChanges::between(base.values.value(change.basePath), head.values.value(change.headPath));
        entry.newFindings = newFindings(base.findings.value(change.basePath), head.findings.value(change.headPath));
        entries.append(std::move(entry));
    }
    return entries;
}

QString RecipeReview::statusLetter(Kind kind)
{
    switch (kind) {
    case Kind::Added: return QStringLiteral("A");
    case Kind::Deleted: return QStringLiteral("D");
    case Kind::Modified: return QStringLiteral("M");
    case Kind::Renamed: return QStringLiteral("R");
    }
    return {};
}

QString RecipeReview::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Added: return QStringLiteral("added");
    case Kind::Deleted: return QStringLiteral("deleted");
    case Kind::Modified: return QStringLiteral("modified");
    case Kind::Renamed: return QStringLiteral("renamed");
    }
    return {};
}

bool RecipeReview::addsFindings(const QList<Entry> &entries, Problem::Severity atLeast)
{
    for (const auto &entry : entries)
        for (const auto &problem : entry.newFindings)
            if (problem.isError() || atLeast == Problem::Severity::Warning)
                return true;
    return false;
}
