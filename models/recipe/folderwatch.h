// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSet>
#include <QStringList>

class KDirWatch;

// Watches the folders a load read, with their files (one inotify watch a folder, not
// one a file), and the files given by name outside them, through their folders. The
// watches are added a few milliseconds at a time, so the window answers meanwhile.
// Says when a recipe file, a folder or a file given by name changes; a folder's other
// files (logs, an editor's swap files) are no change of the recipes.
class FolderWatch : public QObject
{
    Q_OBJECT
public:
    explicit FolderWatch(QObject *parent = nullptr);

    // Watches these folders and files too (those not watched yet); watched() once all are.
    void watch(const QStringList &folders, const QStringList &files);
    bool isWatching() const { return m_watching; }
    // How many folders and files are watched (or about to be).
    qsizetype watchCount() const { return m_watched.size(); }
    // Drops the watches still to add.
    void cancel();
    // Drops every watch.
    void clear();

Q_SIGNALS:
    void watched();
    void changed();
    // A file written in a watched folder that is none of the recipes (a log beside
    // them): looked at, and no change.
    void ignored(const QString &path);

private:
    void add(const QStringList &paths, qsizetype from);
    void seen(const QString &path);

    KDirWatch *m_watcher = nullptr;
    QStringList m_folders;
    QStringList m_files;
    QSet<QString> m_watched;
    int m_generation = 0;    // counts cancels: watches of a load cancelled are not added
    bool m_watching = false; // watches are being added
};
