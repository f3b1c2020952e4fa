// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipe.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

class GitRepository;
class RecipeBlobCache;

// The commits that changed one file, newest first, as `git log --follow` finds them:
// every commit reachable from HEAD whose version of the file differs from its parents',
// following the file back through renames and copies (of any file of the parent). Each version is read, so its headline
// figures travel with it.
class RecipeHistory
{
public:
    enum class Change { Added, Modified, Renamed, Copied, Deleted };
    struct Version
    {
        QString commit;      // the id in hex
        QString shortCommit; // its first 7 digits
        QDateTime date;      // the author's date, in the author's offset
        QString author;
        QString subject;
        QString path;    // the file's path in that commit's tree
        QString oldPath; // for Renamed and Copied: the path it came from
        Change change = Change::Modified;
        std::optional<Recipe::Result> figures; // none when deleted, or when that version did not load
        QString problem;                       // why not, when it did not load
    };
    struct Result
    {
        QList<Version> versions;
        bool truncated = false; // a shallow clone: older commits are not there
    };

    // path: in the repository (GitRepository::relativePath). goOn is told how many
    // commits were walked before each next one; once it says false, what was found so
    // far is returned. With a cache, each version's figures come from it where it has them
    // (by blob id).
    using Progress = std::function<bool(qsizetype walked)>;
    static Result of(const GitRepository &repository, const QString &path, const Progress &goOn = {}, RecipeBlobCache *cache = nullptr);

    static QString changeName(Change change);
};
