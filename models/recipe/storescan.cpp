// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/storescan.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

StoreScan StoreScan::of(const QStringList &paths, bool full, const StoredFiles &known)
{
    StoreScan scan;
    scan.full = full;
    QStringList folders;
    QStringList files;
    for (const auto &path : paths) {
        const QFileInfo info(path);
        (info.isDir() ? folders : files).append(path);
        if (info.isDir())
            scan.givenFolders.append(QDir::cleanPath(info.absoluteFilePath()));
    }
    scan.entries = RecipeFiles::find(folders, &scan.problems, RecipeFiles::States::Read, &scan.folders);
    // A file given by name that a folder given holds already is read once, as the folder's.
    QSet<QString> held;
    if (!files.isEmpty())
        for (const auto &entry : std::as_const(scan.entries))
            held.insert(entry.path);
    for (auto &entry : RecipeFiles::find(files, &scan.problems)) {
        if (held.contains(entry.path))
            continue;
        held.insert(entry.path);
        scan.openedFiles.append(entry.path);
        scan.entries.append(std::move(entry));
    }
    scan.listed.reserve(scan.entries.size());
    for (const auto &entry : std::as_const(scan.entries))
        scan.listed.append(entry.path);
    scan.compare(known);
    return scan;
}

void StoreScan::compare(const StoredFiles &known)
{
    if (known.isEmpty()) { // a first load: every file is new
        pending = entries;
        return;
    }
    QSet<QString> present;
    present.reserve(entries.size());
    for (const auto &entry : std::as_const(entries)) {
        present.insert(entry.path);
        const auto before = known.constFind(entry.path);
        if (full || before == known.cend() || !(before->state == entry.state) || entry.state.size < 0)
            pending.append(entry);
    }
    for (auto it = known.cbegin(); it != known.cend(); ++it)
        if (!present.contains(it.key()))
            gone.append(it.key());
}
