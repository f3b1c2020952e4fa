// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <functional>
#include <optional>

// The recipe files (*.yaml, *.yml, not hidden) under a folder of a git work tree that
// differ between a commit and another commit, or the work tree (untracked files
// included), with renames found as git finds them. Paths are named as RecipeFiles
// names them in a checkout: relative to the folder as given.
class RevisionChanges
{
public:
    enum class Kind { Added, Deleted, Modified, Renamed };
    struct Change
    {
        Kind kind = Kind::Modified;
        QString basePath; // empty when added
        QString headPath; // empty when deleted
    };

    // head: a revision, or nullopt for the work tree. nullopt with why when the folder
    // is in no git work tree or a revision names no commit, or ("cancelled") when
    // cancelled, asked before each file is compared, said so.
    static std::optional<QList<Change>> between(const QString &folder, const QString &base, const std::optional<QString> &head,
                                                QString *why, const std::function<bool()> &cancelled = {});
};
