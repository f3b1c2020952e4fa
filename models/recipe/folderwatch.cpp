// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/folderwatch.h"

#include "recipe/recipefiles.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTimer>

#include <KDirWatch>

FolderWatch::FolderWatch(QObject *parent) : QObject(parent)
{ }

void FolderWatch::watch(const QStringList &folders, const QStringList &files)
{
    // A folder's watch reports its files written, made, removed and renamed over
    // (as editors save).
    if (!m_watcher) {
        m_watcher = new KDirWatch(this);
        for (const auto signal : {&KDirWatch::dirty, &KDirWatch::created, &KDirWatch::deleted})
            connect(m_watcher, signal, this, &FolderWatch::seen);
    }
    ++m_generation; // a call before stops adding its watches: those still wanted are added here
    m_folders = folders;
    m_files = files;
    QStringList missing;
    for (const auto &path : folders + files)
        if (!m_watched.contains(path))
            missing << path;
    m_watching = true;
    add(missing, 0);
}

void FolderWatch::cancel()
{
    ++m_generation;
    m_watching = false;
}

void FolderWatch::clear()
{
    cancel();
    delete m_watcher;
    m_watcher = nullptr;
    m_watched.clear();
}

void FolderWatch::add(const QStringList &paths, qsizetype from)
{
    // A folder's watch looks at each of its files once: folders for at most a few
    // milliseconds at a time, so the window answers.
    QElapsedTimer slice;
    slice.start();
    qsizetype next = from;
    for (; next < paths.size() && (next == from || slice.elapsed() < 8); ++next) {
        const auto &path = paths.at(next);
        m_watched.insert(path);
        // A file given by name through its folder too: a watch of the file alone
        // misses a change made in the same second as the file's last change.
        if (m_files.contains(path))
            m_watcher->addDir(QFileInfo(path).absolutePath(), KDirWatch::WatchFiles);
        else
            m_watcher->addDir(path, KDirWatch::WatchFiles);
    }
    if (next < paths.size()) {
        QTimer::singleShot(1, this, [this, paths, next, generation = m_generation] {
            if (generation == m_generation)
                add(paths, next);
        });
        return;
    }
    m_watching = false;
    Q_EMIT watched();
}

void FolderWatch::seen(const QString &path)
{
    // Only recipe files, folders and the files given by name count; in the folder of a
    // file given by name (watched for it alone), only that file.
    const QFileInfo info(path);
    const bool inFoldersRead = m_folders.contains(path) || m_folders.contains(info.absolutePath());
    if (m_watched.contains(path) || (inFoldersRead && (RecipeFiles::isRecipeFileName(info.fileName()) || info.isDir())))
        Q_EMIT changed();
    else
        Q_EMIT ignored(path);
}

#include "moc_folderwatch.cpp"
