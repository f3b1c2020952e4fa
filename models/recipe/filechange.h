// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

// How a recipe file in a git work tree differs from the version of the commit checked
// out (HEAD): the views mark it, and a filter keeps the changed ones.
struct FileChange
{
    enum Kind : quint8 { Unchanged, Modified, Added, Renamed };
    Kind kind = Unchanged;
    QString from; // Renamed: the path it had in HEAD, as the store names files

    friend bool operator==(const FileChange &, const FileChange &) = default;
};

// By the file's path as the store names it (Recipe::filePath()); unchanged files are left out.
using FileChanges = QHash<QString, FileChange>;
