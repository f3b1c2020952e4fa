// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipefiles.h"
#include "recipe/storedfile.h"

#include <QList>
#include <QStringList>

// What the files and folders given name now, listed (on a worker thread), and told
// apart from the files read before: those to read and those gone.
struct StoreScan
{
    QList<RecipeFiles::Entry> entries;
    ProblemList problems;
    QStringList givenFolders; // the paths given that are folders, absolute
    QStringList folders;      // every folder listed, to watch
    QStringList openedFiles;  // the files given by name that no folder given holds
    QStringList listed;       // the entries' paths, in the order listed
    bool full = false;
    // Against the files read before: those to read (new, changed, or all of them on a
    // full reload) and those gone.
    QList<RecipeFiles::Entry> pending;
    QStringList gone;

    static StoreScan of(const QStringList &paths, bool full, const StoredFiles &known);

private:
    void compare(const StoredFiles &known);
};
