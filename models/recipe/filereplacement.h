// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipefiles.h"

#include <QByteArray>
#include <QFileDevice>
#include <QString>

#include <functional>
#include <optional>

// Puts new bytes in a file's place, keeping what the file is: its owner and group, its
// mode, its ACLs and extended attributes (those the user may set), and its
// hard links. Atomic: the new bytes go to a new file beside it, complete and synced,
// which then takes its place by a rename, so a crash leaves the old bytes or the new
// ones. A file with several names (hard links), or whose owner or group the user may not
// give a new file (another user's file they may write), keeps its inode instead: its old
// bytes are read, a copy of them is made and verified, the new bytes are written into
// it, and the old bytes are written back when that write fails (the copy is left, and
// named, when even that fails). Blocks: the window calls it on a worker thread.
class FileReplacement
{
public:
    // What the file was when last looked at: a file that is no longer this one (size,
    // modification and status change times, inode, device) just before the new bytes
    // take its place was changed by someone else meanwhile, and is left alone.
    struct Seen
    {
        RecipeFiles::State state;
        qint64 statusChangedNs = 0;
    };
    struct Outcome
    {
        QString why;                   // empty when written, and only then
        bool changedMeanwhile = false; // refused (why says so): no longer the file seen or opened
    };

    // The bytes of the file at path (through a symbolic link: of its target), with
    // these permissions added; a new file gets the ones the umask leaves. With seen,
    // only over that file.
    static Outcome write(const QString &path, const QByteArray &bytes, const std::optional<Seen> &seen = std::nullopt,
                         QFileDevice::Permissions add = {});

    // For tests of what another program does meanwhile: called on the saving thread
    // once the new bytes are in the file beside, before the file is looked at again.
    // Set before a save starts, never during one; none by default.
    static void setWrittenBesideHook(std::function<void()> hook);
};
