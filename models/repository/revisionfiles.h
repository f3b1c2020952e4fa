// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "repository/gitrepository.h"

#include <QByteArray>
#include <QList>
#include <QString>

// The recipe files (*.yaml, *.yml) under a file or folder of a work tree as a commit
// has them, found as RecipeFiles::find() finds them in a checkout of that commit: the
// same display paths, in the same order, hidden files and folders left out. A git
// submodule's files are in another repository: it is named in a warning, not read.
class RevisionFiles
{
public:
    struct Entry
    {
        QString displayPath;    // as RecipeFiles::find() would name it: relative to what was given
        QString repositoryPath; // in the commit's tree
        QByteArray blobId;      // the blob's id in hex
        bool symbolicLink = false;
    };

    // given: a file or folder as the user typed it; relative: its path in the
    // repository (GitRepository::relativePath). What the commit does not have becomes a
    // problem naming the path as given.
    static QList<Entry> find(const GitRepository &repository, const GitRepository::Tree &tree, const QString &given,
                             const QString &relative, const QString &revision, ProblemList *problems);

private:
    static void addFolder(const GitRepository &repository, const git_tree *folder, const QString &shown, const QString &inTree,
                          QList<Entry> &entries, ProblemList *problems);
};
