// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipebatch.h"
#include "recipe/recipeloader.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class RecipeBlobCache;

// The recipes under files and folders of a git work tree as the commit a revision names
// has them, read from the repository without checking anything out: the same recipes,
// names, order and problems as RecipeBatch::load gives on a checkout of that commit.
class RevisionRecipes
{
public:
    // nullopt, with why, when a path is in no git work tree ("not a git repository:
    // PATH") or the revision names no commit ("unknown revision: REV"). What the commit
    // lacks, and objects that do not read, are problems; the other recipes still load.
    // With a cache, summaries (Read::Summary) come from it by blob id where it has them,
    // and those read are kept in it.
    static std::optional<RecipeBatch> load(const QStringList &paths, const QString &revision, RecipeLoader::Read read,
                                           ProblemList *problems, QString *why, RecipeBlobCache *cache = nullptr);

    // The bytes of the same files, for what reads them itself; nullopt as load. A file
    // that could not be read carries the error instead (a link not followed is left
    // out, with a warning in problems, as load leaves it). wanted, when given, is asked
    // of each file (its path and blob id) whether to read it: one it declines comes
    // without bytes, unread.
    struct File
    {
        QString displayPath;
        QByteArray blobId; // in hex; none for a symbolic link
        QByteArray bytes;
        std::optional<Problem> problem;
        bool unread = false;
    };
    using Wanted = std::function<bool(const File &listed)>;
    static std::optional<QList<File>> read(const QStringList &paths, const QString &revision, ProblemList *problems, QString *why,
                                           const Wanted &wanted = {});
};
