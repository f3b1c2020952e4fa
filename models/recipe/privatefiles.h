// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Files and folders only their user may read (0600, 0700), for what the program keeps
// of recipes outside their folders (the edits aside, the cache): a recipe may be
// private. Made so when they are made, whatever the umask (never opened to others
// first and closed after); the process's umask is left alone (other threads use it).
class PrivateFiles
{
public:
    // Makes a folder 0700, and any missing folder above it; an existing one of the
    // user's that others may enter is closed to them. False, and why, when it cannot.
    static bool makeFolder(const QString &path, QString *error = nullptr);
    // Makes an empty file 0600 where there is none (never through a symbolic link); an
    // existing one is closed to others as closeToOthers() does.
    static bool makeFile(const QString &path, QString *error = nullptr);
    // Closes a file or folder of the user's to others (one an earlier version left open);
    // true also when there is none, or it is a shared folder of the user's (sticky, as
    // /tmp). False, and why, when it is another user's and open to others: not the
    // user's to close, and no place for what is private.
    static bool closeToOthers(const QString &path, QString *error = nullptr);
};
