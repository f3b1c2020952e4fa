// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/changereview.h"

#include "recipe/recipeblobcache.h"
#include "recipe/recipecache.h"
#include "repository/changedfilereader.h"
#include "repository/revisionchanges.h"
#include "repository/revisionrecipes.h"

#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

namespace {

// The changed files of a side, at a revision or (none) in the work tree.
std::optional<QList<ReviewedFile>> changedFiles(const std::optional<QString> &revision, const QSet<QString> &changed, QString *why)
{
    QStringList paths(changed.cbegin(), changed.cend());
    paths.removeAll(QString());
    paths.sort();
    if (paths.isEmpty())
        return QList<ReviewedFile>();
    ChangedFileReader reader(paths);
    return revision ? reader.atRevision(*revision, why) : std::optional(reader.inWorkTree());
}

// The head side's summaries of every recipe, from the caches where they have them. In
// the work tree, a file the cache has nothing valid of is left unread, to be read once
// the diff says whether it changed (then it is read whole anyway).
struct Summaries
{
    QList<Recipe> recipes;
    QList<RecipeFiles::Entry> unread;
};
std::optional<Summaries> headSummaries(const QString &folder, const std::optional<QString> &head, QString *why)
{
    ProblemList unused;
    if (head) {
        RecipeBlobCache blobs;
        const auto batch = RevisionRecipes::load({folder}, *head, RecipeLoader::Read::Summary, &unused, why, &blobs);
        return batch ? std::optional(Summaries{batch->recipes, {}}) : std::nullopt;
    }
    const auto files = RecipeFiles::find({folder}, &unused);
    RecipeCache cache;
    const auto found = cache.find(files);
    Summaries summaries;
    for (qsizetype i = 0; i < files.size(); ++i) {
        if (!found.at(i))
            summaries.unread.append(files.at(i));
        else if (found.at(i)->recipe)
            summaries.recipes.append(*found.at(i)->recipe);
    }
    return summaries;
}

// Those left unread that did not change, read now.
QList<Recipe> completed(Summaries summaries, const QSet<QString> &changedInHead)
{
    summaries.unread.removeIf([&changedInHead](const RecipeFiles::Entry &file) { return changedInHead.contains(file.displayPath); });
    if (summaries.unread.isEmpty())
        return summaries.recipes;
    RecipeCache cache;
    return summaries.recipes + RecipeBatch::load(summaries.unread, &cache, RecipeBatch::Keep::Summaries).recipes;
}

// The recipe files the base has, and which of them are symbolic links: a link's
// target may change where the link does not, so the base's own is read.
struct Listing
{
    QSet<QString> paths;
    QSet<QString> links;
};
std::optional<Listing> listingOf(const QString &folder, const QString &revision, QString *why)
{
    Listing listing;
    ProblemList unused;
    const auto listed = RevisionRecipes::read({folder}, revision, &unused, why, [&listing](const RevisionRecipes::File &file) {
        listing.paths.insert(file.displayPath);
        if (file.blobId.isEmpty())
            listing.links.insert(file.displayPath);
        return false;
    });
    return listed ? std::optional(listing) : std::nullopt;
}

// A side: the head's summaries of the files it keeps, and the changed files as this
// side has them.
RecipeReview::Side sideOf(const QList<Recipe> &summaries, const std::function<bool(const QString &)> &keeps,
                          const QList<ReviewedFile> &changed)
{
    RecipeReview::Side side;
    side.recipes.reserve(summaries.size());
    for (const auto &recipe : summaries)
        if (keeps(recipe.filePath()))
            side.recipes.append(recipe);
    for (const auto &file : changed) {
        if (file.result.recipe)
            side.recipes.append(*file.result.recipe);
        side.findings.insert(file.displayPath, file.result.problems);
        side.values.insert(file.displayPath, file.values);
    }
    return side;
}

RecipeReview::Kind kindOf(RevisionChanges::Kind kind)
{
    switch (kind) {
    case RevisionChanges::Kind::Added: return RecipeReview::Kind::Added;
    case RevisionChanges::Kind::Deleted: return RecipeReview::Kind::Deleted;
    case RevisionChanges::Kind::Renamed: return RecipeReview::Kind::Renamed;
    default: return RecipeReview::Kind::Modified;
    }
}

} // namespace

std::optional<QList<RecipeReview::Entry>> ChangeReview::of(const QString &folder, const QString &base, const std::optional<QString> &head,
                                                           QString *why)
{
    // The head's summaries and the base's listing are read meanwhile, on the pool.
    QString summariesWhy, listingWhy;
    auto summaries = QtConcurrent::run([&] { return headSummaries(folder, head, &summariesWhy); });
    auto listing = QtConcurrent::run([&] { return listingOf(folder, base, &listingWhy); });
    const auto changes = RevisionChanges::between(folder, base, head, why);
    if (!changes) {
        summaries.waitForFinished(); // they read what this frame holds
        listing.waitForFinished();
        return std::nullopt;
    }
    QSet<QString> basePaths, headPaths;
    QList<RecipeReview::Change> reviewed;
    for (const auto &change : *changes) {
        basePaths.insert(change.basePath);
        headPaths.insert(change.headPath);
        reviewed.append({kindOf(change.kind), change.basePath, change.headPath});
    }
    const auto baseFiles = listing.result();
    const auto before = baseFiles ? changedFiles(base, basePaths + baseFiles->links, why) : std::nullopt;
    const auto after = before ? changedFiles(head, headPaths, why) : std::nullopt;
    const auto read = summaries.result();
    if (!baseFiles && why)
        *why = listingWhy;
    if (!after)
        return std::nullopt;
    if (!read) {
        if (why)
            *why = summariesWhy;
        return std::nullopt;
    }
    const auto recipes = completed(*read, headPaths);
    // The base: what it has of the head's files but for those changed since (under
    // either name: a file deleted from the index may still be on disk), or links.
    const auto inBase = [&](const QString &path) {
        return baseFiles->paths.contains(path) && !headPaths.contains(path) && !basePaths.contains(path)
            && !baseFiles->links.contains(path);
    };
    const auto inHead = [&headPaths](const QString &path) { return !headPaths.contains(path); };
    return RecipeReview::of(sideOf(recipes, inBase, *before), sideOf(recipes, inHead, *after), reviewed);
}
