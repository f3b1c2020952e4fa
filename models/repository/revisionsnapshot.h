// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QString>

#include <optional>

// The recipes under a folder of a git work tree as a commit has them, written out as
// files for the window to open read-only (File > Open Revision): under
// CacheLocation/revisions/COMMIT/ in a folder of the folder's name, private (0700),
// each file 0444. Made once per commit, whole or not at all (written beside, then
// renamed into place); a commit's snapshot there is used again. The repository is
// only read.
class RevisionSnapshot
{
public:
    struct Made
    {
        QString folder;     // the snapshot's folder, absolute
        ProblemList unread; // files of the commit that did not read (a missing object)
    };
    // nullopt, with why, when the folder is in no git work tree ("not a git repository:
    // DIR"), the revision names no commit ("unknown revision: REV"), or the files cannot
    // be written.
    static std::optional<Made> make(const QString &folder, const QString &revision, QString *why);
    // Where snapshots are kept: CacheLocation/revisions.
    static QString root();
    // Whether a path lies in a snapshot.
    static bool holds(const QString &path);
};
