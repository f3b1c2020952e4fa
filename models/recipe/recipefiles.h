// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QByteArray>
#include <QFileDevice>
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
        qint64 changedNs = 0; // the inode's change time: also moves when a write puts the modification time back
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
    //
    // Each file's state takes a stat; a one-off read without a cache does not need
    // them (States::Skip): a file the folder itself says is a regular one then has an
    // unknown state, and is looked at when it is opened.
    //
    // folders gets the absolute path of each folder searched: each folder given, then
    // every folder found in it, in name order (to watch).
    enum class States { Read, Skip };
    static QList<Entry> find(const QStringList &paths, ProblemList *problems = nullptr, States states = States::Read,
                             QStringList *folders = nullptr);
    static bool isRecipeFileName(const QString &fileName);
    // How the paths found below a folder the user gave start: the folder as given,
    // cleaned, and "" for "." (display paths stay relative to what was given).
    static QString shownFolder(const QString &given);
    // A folder's path joined with a name in it; an empty folder is the current one.
    static QString joined(const QString &folder, const QString &name);
    // The file's state now (following symbolic links), or nullopt when it cannot be
    // read or is no regular file.
    static std::optional<State> stateOf(const QString &path);

    // A regular file's bytes. Never opened unless the path names a regular file (a FIFO
    // would wait for a writer, a device may never end): a look at the path first,
    // unless find() found it to be one (Known::RegularFile: a look a file fewer when a
    // folder is loaded). Opened without waiting (a FIFO put in its place
    // meanwhile never blocks) and read through that one descriptor only if what was
    // opened is a regular file, to its end. state is the opened file's; when its size
    // is over maxBytes (when opened, or grown past it while read) nothing is read. why
    // says why nothing was read ("it is a named pipe (FIFO), not a file", "Too many
    // levels of symbolic links"...), the same either way.
    struct Contents
    {
        QByteArray bytes;
        State state;
        QString why;
        qint64 statusChangedNs = 0; // its ctime: also a new owner, mode or link changes it
    };
    enum class Known { Nothing, RegularFile };
    static Contents read(const QString &path, qint64 maxBytes, Known known = Known::Nothing);

    // Writes a whole file atomically (the old one stays until the new one is complete),
    // keeping what the file is (owner, group, mode, ACLs, extended attributes, hard
    // links: FileReplacement) and adding these permissions to the ones it gets; why it
    // failed, or empty when written. Blocks: the window calls it on a worker thread.
    static QString write(const QString &path, const QByteArray &bytes, QFileDevice::Permissions add = {});
};
