// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Finds the recipe files (*.yaml, *.yml) under files and folders given by the user.
class RecipeFiles
{
public:
    // What the file system said of a file when it was found, so a later look can
    // tell whether it changed (size -1: not known).
    struct State
    {
        qint64 size = -1;
        qint64 modifiedNs = 0;
        qint64 inode = 0;
        qint64 device = 0;
        friend bool operator==(const State &, const State &) = default;
    };
    struct Entry
    {
        QString path;        // absolute, to open
        QString displayPath; // as the user sees it: relative to what they gave
        State state;
    };

    // Folders are searched recursively, in name order, leaving out hidden files and
    // folders (a leading dot); a path that does not exist or a folder that cannot be
    // opened becomes a problem. Symbolic links to folders are not followed (no loops). What
    // is named like a recipe but is no regular file (a FIFO, a device, a socket, a
    // dangling link, a loop of links) is skipped with a warning saying what it is.
    static QList<Entry> find(const QStringList &paths, ProblemList *problems = nullptr);
    static bool isRecipeFileName(const QString &fileName);
    // The file's state now (following symbolic links), or nullopt when it cannot be
    // read or is no regular file.
    static std::optional<State> stateOf(const QString &path);
    // Why a path is no regular file to read ("it is a named pipe (FIFO), not a file",
    // "Too many levels of symbolic links"...), or an empty string when it is one.
    static QString whyNotAFile(const QString &path);
};
