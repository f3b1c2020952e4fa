// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/filechange.h"

#include <QString>
#include <QStringList>

#include <functional>

// How the recipe files of folders in a git work tree differ from HEAD: modified, new
// (untracked or added) and renamed files by path, the deleted ones, and where HEAD is.
// Made on a worker thread (it reads every file's state); the program never writes to
// the repository.
struct WorkTreeStatus
{
    QString workTree;     // absolute; empty when no folder is in a git work tree
    QString gitDirectory; // the repository's own folder, to watch
    QString branch;       // HEAD's branch, empty when detached
    QString shortCommit;  // HEAD's commit, empty when the branch has none yet
    FileChanges changes;  // by the path as the store names it
    QStringList deleted;  // in HEAD, gone from the work tree
    QString why;          // why there is no status: "not a git repository: DIR", or git's words

    bool isKnown() const { return !workTree.isEmpty(); }
    // Of the files under these folders, named as RecipeFiles::find names them.
    // cancelled is asked between files; once it says so, the status is not known
    // (why: "cancelled").
    static WorkTreeStatus of(const QStringList &folders, const std::function<bool()> &cancelled = {});
};
