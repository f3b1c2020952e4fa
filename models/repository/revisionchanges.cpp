// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/revisionchanges.h"

#include "recipe/recipefiles.h"
#include "repository/gitowned.h"
#include "repository/gitrepository.h"
#include "repository/gitsimilarity.h"

#include <QDir>

#include <git2.h>

#include <algorithm>
#include <memory>

namespace {

// A path of the repository as a checkout names it from the folder given (shown: the
// folder as given, cleaned, "" for "."); empty when it is not a recipe file in it.
QString shownPath(const QString &repositoryPath, const QString &folder, const QString &shown)
{
    if (!folder.isEmpty() && !repositoryPath.startsWith(folder + u'/'))
        return {};
    const auto inside = folder.isEmpty() ? repositoryPath : repositoryPath.mid(folder.size() + 1);
    const auto parts = inside.split(u'/');
    if (std::any_of(parts.cbegin(), parts.cend(), [](const QString &part) { return part.startsWith(u'.'); })
        || !RecipeFiles::isRecipeFileName(parts.last()))
        return {};
    return RecipeFiles::joined(shown, inside);
}

RevisionChanges::Kind kindOf(git_delta_t status)
{
    switch (status) {
    case GIT_DELTA_ADDED:
    case GIT_DELTA_UNTRACKED: return RevisionChanges::Kind::Added;
    case GIT_DELTA_DELETED: return RevisionChanges::Kind::Deleted;
    case GIT_DELTA_RENAMED: return RevisionChanges::Kind::Renamed;
    default: return RevisionChanges::Kind::Modified;
    }
}

} // namespace

std::optional<QList<RevisionChanges::Change>> RevisionChanges::between(const QString &folder, const QString &base,
                                                                       const std::optional<QString> &head, QString *why,
                                                                       const std::function<bool()> &cancelled)
{
    const auto repository = GitRepository::containing(folder, why);
    if (!repository)
        return std::nullopt;
    const auto relative = repository->relativePath(folder);
    if (!relative) {
        if (why)
            *why = QStringLiteral("not a git repository: ") + folder;
        return std::nullopt;
    }
    const auto baseTree = repository->treeOf(base, why);
    if (!baseTree)
        return std::nullopt;
    GitRepository::Tree headTree;
    if (head && !(headTree = repository->treeOf(*head, why)))
        return std::nullopt;
    git_diff_options options;
    git_diff_options_init(&options, GIT_DIFF_OPTIONS_VERSION);
    // Only the folder (a literal path, not a pattern): a file renamed into it from
    // elsewhere is added here either way.
    options.flags = GIT_DIFF_INCLUDE_UNTRACKED | GIT_DIFF_RECURSE_UNTRACKED_DIRS | GIT_DIFF_DISABLE_PATHSPEC_MATCH;
    auto folderPath = relative->toUtf8();
    char *pathspec[] = {folderPath.data()};
    if (!relative->isEmpty())
        options.pathspec = {pathspec, 1};
    if (cancelled) {
        options.progress_cb = [](const git_diff *, const char *, const char *, void *payload) {
            return (*static_cast<const std::function<bool()> *>(payload))() ? -1 : 0;
        };
        options.payload = const_cast<std::function<bool()> *>(&cancelled);
    }
    git_diff *made = nullptr;
    const int status = headTree ? git_diff_tree_to_tree(&made, repository->handle(), baseTree.get(), headTree.get(), &options)
                                : git_diff_tree_to_workdir_with_index(&made, repository->handle(), baseTree.get(), &options);
    const GitOwned<git_diff> diff(made);
    git_diff_find_options find;
    git_diff_find_options_init(&find, GIT_DIFF_FIND_OPTIONS_VERSION);
    find.flags = GIT_DIFF_FIND_RENAMES | GIT_DIFF_FIND_FOR_UNTRACKED;
    find.metric = GitSimilarity::metric(); // renames as git -M finds them
    if (cancelled && cancelled()) {
        if (why)
            *why = QStringLiteral("cancelled");
        return std::nullopt;
    }
    if (status != 0 || git_diff_find_similar(diff.get(), &find) != 0) {
        if (why)
            *why = GitRepository::lastError();
        return std::nullopt;
    }
    const auto shown = RecipeFiles::shownFolder(folder);
    QList<Change> changes;
    for (size_t i = 0; i < git_diff_num_deltas(diff.get()); ++i) {
        const auto *delta = git_diff_get_delta(diff.get(), i);
        const auto kind = kindOf(delta->status);
        const auto before = kind == Kind::Added ? QString() : shownPath(QString::fromUtf8(delta->old_file.path), *relative, shown);
        const auto after = kind == Kind::Deleted ? QString() : shownPath(QString::fromUtf8(delta->new_file.path), *relative, shown);
        if (before.isEmpty() && after.isEmpty())
            continue;
        // A file renamed into or out of what is reviewed is added or deleted here.
        const auto seen = before.isEmpty() ? Kind::Added : after.isEmpty() ? Kind::Deleted : kind;
        changes.append({seen, before, after});
    }
    std::sort(changes.begin(), changes.end(), [](const Change &a, const Change &b) {
        return (a.headPath.isEmpty() ? a.basePath : a.headPath) < (b.headPath.isEmpty() ? b.basePath : b.headPath);
    });
    return changes;
}
