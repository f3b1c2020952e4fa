// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/lintconfig.h"
#include "recipe/recipeblobcache.h"
#include "recipe/recipecache.h"
#include "repository/reviewedfile.h"
#include "repository/revisionrecipes.h"

#include <QHash>
#include <QStringList>

#include <optional>

// Reads the files a change touched, on one side of a review, each whole (recipe,
// problems, lint findings with the configuration of its folder in the work tree,
// values): at a revision, or in the work tree. A file whose blob the blob cache has a
// review of, under the same stamp of what its findings depend on (RecipeLint::
// checkerStamp: the checks, the prices, the folder's lint configuration, how numbers
// are written), is not parsed; the others
// are, on every core, and kept in it.
class ChangedFileReader
{
public:
    // paths: as the side names them, sorted.
    explicit ChangedFileReader(const QStringList &paths);

    // The files as the commit a revision names has them; nullopt, with why, as
    // RevisionRecipes::read.
    std::optional<QList<ReviewedFile>> atRevision(const QString &revision, QString *why);
    // The files as they are on disk (a file that is not there is left out).
    QList<ReviewedFile> inWorkTree();

private:
    // What the cache has of a file: taken (true) or to be parsed.
    bool take(const RevisionRecipes::File &listed);
    // The files in their order: those taken, the others parsed and kept.
    QList<ReviewedFile> complete(const QList<RevisionRecipes::File> &files);
    QByteArray stampOf(const QString &displayPath);
    ReviewedFile parse(const RevisionRecipes::File &file) const;

    QStringList m_paths;
    QHash<QString, LintConfig> m_configs; // by folder
    RecipeBlobCache m_cache;
    RecipeCache::CheckStamp m_stampOf;
    QHash<QString, QByteArray> m_stamps;  // by folder
    QHash<QString, ReviewedFile> m_taken; // by path
};
