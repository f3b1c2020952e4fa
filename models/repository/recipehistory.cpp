// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/recipehistory.h"

#include "recipe/recipeblobcache.h"
#include "recipe/recipeloader.h"
#include "repository/gitowned.h"
#include "repository/gitrepository.h"
#include "repository/gitsimilarity.h"

#include <QTimeZone>
#include <QtConcurrent/QtConcurrentMap>

#include <git2.h>

#include <memory>

namespace {

GitOwned<git_tree> treeOf(const git_commit *commit)
{
    git_tree *tree = nullptr;
    git_commit_tree(&tree, commit);
    return GitOwned<git_tree>(tree);
}

// The file's blob id in a tree, or nullopt when the tree has no file there.
std::optional<git_oid> blobAt(const git_tree *tree, const QByteArray &path)
{
    git_tree_entry *found = nullptr;
    if (!tree || git_tree_entry_bypath(&found, tree, path.constData()) != 0)
        return std::nullopt;
    GitOwned<git_tree_entry> entry(found);
    if (git_tree_entry_type(entry.get()) != GIT_OBJECT_BLOB)
        return std::nullopt;
    return *git_tree_entry_id(entry.get());
}

bool same(const std::optional<git_oid> &a, const std::optional<git_oid> &b)
{
    return a.has_value() == b.has_value() && (!a || git_oid_equal(&*a, &*b));
}

// Where a file added in this commit came from, as git log --follow finds it: a file of
// the parent moved (a rename) or copied there, perhaps changed on the way.
struct Source
{
    QByteArray path;
    bool copied = false;
};
Source sourceOf(git_repository *repository, git_tree *parent, git_tree *tree, const QByteArray &path)
{
    git_diff_options diffOptions;
    git_diff_options_init(&diffOptions, GIT_DIFF_OPTIONS_VERSION);
    diffOptions.flags = GIT_DIFF_INCLUDE_UNMODIFIED; // copies of files the commit left alone
    git_diff *made = nullptr;
    if (git_diff_tree_to_tree(&made, repository, parent, tree, &diffOptions) != 0)
        return {};
    GitOwned<git_diff> diff(made);
    git_diff_find_options options;
    git_diff_find_options_init(&options, GIT_DIFF_FIND_OPTIONS_VERSION);
    options.flags = GIT_DIFF_FIND_RENAMES | GIT_DIFF_FIND_COPIES | GIT_DIFF_FIND_COPIES_FROM_UNMODIFIED;
    options.metric = GitSimilarity::metric(); // as git log --follow finds them
    if (git_diff_find_similar(diff.get(), &options) != 0)
        return {};
    for (size_t i = 0; i < git_diff_num_deltas(diff.get()); ++i) {
        const auto *delta = git_diff_get_delta(diff.get(), i);
        if ((delta->status == GIT_DELTA_RENAMED || delta->status == GIT_DELTA_COPIED) && path == delta->new_file.path)
            return {QByteArray(delta->old_file.path), delta->status == GIT_DELTA_COPIED};
    }
    return {};
}

void takeFigures(const RecipeLoadResult &loaded, RecipeHistory::Version &version)
{
    if (loaded.recipe)
        version.figures = loaded.recipe->result();
    else if (!loaded.problems.isEmpty())
        version.problem = loaded.problems.first().toString();
}

// A version of the file to read: its place in the history and its blob.
struct Pending
{
    qsizetype version = 0;
    git_oid blob{};
};

// Each version's figures: from the cache where it has them, else read here (the
// repository is this thread's) and parsed on every core, and kept.
void readFigures(const GitRepository &repository, QList<RecipeHistory::Version> &versions, const QList<Pending> &pending,
                 RecipeBlobCache *cache)
{
    QList<std::pair<QByteArray, QString>> keys;
    for (const auto &p : pending)
        keys.append({GitRepository::hex(p.blob), versions.at(p.version).path});
    const auto kept = cache ? cache->find(keys) : QList<std::optional<RecipeLoadResult>>(pending.size());
    QList<std::pair<qsizetype, QByteArray>> toParse; // the pending one, its bytes
    for (qsizetype i = 0; i < pending.size(); ++i) {
        auto &version = versions[pending.at(i).version];
        if (kept.at(i)) {
            takeFigures(*kept.at(i), version);
            continue;
        }
        qint64 size = 0;
        auto bytes = repository.blob(pending.at(i).blob, RecipeLoader::MaxFileBytes, &size, &version.problem);
        if (bytes)
            toParse.append({i, std::move(*bytes)});
        else if (version.problem.isEmpty())
            version.problem = RecipeLoader::oversizeMessage(size);
    }
    const auto parsed = QtConcurrent::blockingMapped<QList<RecipeLoadResult>>(toParse, [&](const std::pair<qsizetype, QByteArray> &one) {
        return RecipeLoader::loadBytes(one.second, keys.at(one.first).second, RecipeLoader::Read::Summary);
    });
    QList<std::pair<QByteArray, RecipeLoadResult>> toKeep;
    for (qsizetype i = 0; i < toParse.size(); ++i) {
        takeFigures(parsed.at(i), versions[pending.at(toParse.at(i).first).version]);
        toKeep.append({keys.at(toParse.at(i).first).first, parsed.at(i)});
    }
    if (cache)
        cache->store(toKeep);
}

RecipeHistory::Version versionOf(git_commit *commit, const QByteArray &path)
{
    RecipeHistory::Version version;
    char id[GIT_OID_MAX_HEXSIZE + 1] = {};
    git_oid_tostr(id, sizeof id, git_commit_id(commit));
    version.commit = QString::fromLatin1(id);
    version.shortCommit = version.commit.left(7);
    const auto *author = git_commit_author(commit);
    version.author = QString::fromUtf8(author->name).simplified();
    version.date = QDateTime::fromSecsSinceEpoch(author->when.time, QTimeZone::fromSecondsAheadOfUtc(author->when.offset * 60));
    version.subject = QString::fromUtf8(git_commit_summary(commit)).simplified();
    version.path = QString::fromUtf8(path);
    return version;
}

} // namespace

RecipeHistory::Result RecipeHistory::of(const GitRepository &repository, const QString &path, const Progress &goOn, RecipeBlobCache *cache)
{
    QList<Pending> pending;
    Result result;
    auto *repo = repository.handle();
    result.truncated = git_repository_is_shallow(repo) == 1;
    git_revwalk *made = nullptr;
    if (git_revwalk_new(&made, repo) != 0)
        return result;
    GitOwned<git_revwalk> walk(made);
    git_revwalk_sorting(walk.get(), GIT_SORT_TOPOLOGICAL | GIT_SORT_TIME);
    if (git_revwalk_push_head(walk.get()) != 0)
        return result;
    auto followed = path.toUtf8();
    git_oid id;
    qsizetype walked = 0;
    bool going = true;
    while (git_revwalk_next(&id, walk.get()) == 0) {
        if (goOn && !goOn(walked++)) {
            going = false;
            break;
        }
        git_commit *found = nullptr;
        if (git_commit_lookup(&found, repo, &id) != 0)
            continue;
        GitOwned<git_commit> commit(found);
        const auto tree = treeOf(commit.get());
        const auto here = blobAt(tree.get(), followed);
        const auto parents = git_commit_parentcount(commit.get());
        GitOwned<git_tree> firstParentTree;
        bool changed = parents == 0 && here;
        for (unsigned i = 0; i < parents; ++i) {
            git_commit *parent = nullptr;
            if (git_commit_parent(&parent, commit.get(), i) != 0)
                continue;
            GitOwned<git_commit> owned(parent);
            auto parentTree = treeOf(owned.get());
            const bool differs = !same(here, blobAt(parentTree.get(), followed));
            changed = i == 0 ? differs : changed && differs; // a merge changes it when it differs from every parent
            if (i == 0)
                firstParentTree = std::move(parentTree);
        }
        if (!changed)
            continue;
        auto version = versionOf(commit.get(), followed);
        const auto before = blobAt(firstParentTree.get(), followed);
        version.change = !here ? Change::Deleted : before ? Change::Modified : Change::Added;
        if (here && !before && firstParentTree) {
            const auto source = sourceOf(repo, firstParentTree.get(), tree.get(), followed);
            if (!source.path.isEmpty()) {
                version.change = source.copied ? Change::Copied : Change::Renamed;
                version.oldPath = QString::fromUtf8(source.path);
                followed = source.path;
            }
        }
        if (here)
            pending.append({result.versions.size(), *here});
        result.versions.append(std::move(version));
    }
    if (going) // else no longer wanted: the walk's versions, unread
        readFigures(repository, result.versions, pending, cache);
    return result;
}

QString RecipeHistory::changeName(Change change)
{
    switch (change) {
    case Change::Added: return QStringLiteral("added");
    case Change::Modified: return QStringLiteral("modified");
    case Change::Renamed: return QStringLiteral("renamed");
    case Change::Copied: return QStringLiteral("copied");
    case Change::Deleted: return QStringLiteral("deleted");
    }
    return {};
}
