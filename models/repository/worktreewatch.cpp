// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/worktreewatch.h"

#include <QtConcurrent/QtConcurrentRun>

WorkTreeWatch::WorkTreeWatch(QObject *parent) : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &WorkTreeWatch::refresh);
    connect(&m_gitWatch, &QFileSystemWatcher::directoryChanged, &m_debounce, qOverload<>(&QTimer::start));
    connect(&m_gitWatch, &QFileSystemWatcher::fileChanged, &m_debounce, qOverload<>(&QTimer::start));
    connect(&m_making, &QFutureWatcherBase::finished, this, &WorkTreeWatch::made);
}

WorkTreeWatch::~WorkTreeWatch()
{
    if (m_cancel)
        *m_cancel = true;
    m_making.waitForFinished();
}

void WorkTreeWatch::setFolders(const QStringList &folders)
{
    m_folders = folders;
    refresh();
}

void WorkTreeWatch::refresh()
{
    if (m_making.isRunning()) {
        m_again = true;
        *m_cancel = true;
        return;
    }
    m_again = false;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_making.setFuture(QtConcurrent::run(
        [folders = m_folders, cancel = m_cancel] { return WorkTreeStatus::of(folders, [cancel] { return cancel->load(); }); }));
}

void WorkTreeWatch::made()
{
    if (m_again) { // what was made is already old
        refresh();
        return;
    }
    m_status = m_making.result();
    follow(m_status.gitDirectory);
    Q_EMIT statusChanged();
}

void WorkTreeWatch::follow(const QString &gitDirectory)
{
    // The folder itself (git renames its lock files over the index and refs there),
    // and the branch's folder of refs (a commit moves the branch).
    QStringList wanted;
    if (!gitDirectory.isEmpty())
        wanted = {gitDirectory, gitDirectory + QStringLiteral("refs/heads")};
    const auto watched = m_gitWatch.directories();
    if (watched == wanted)
        return;
    if (!watched.isEmpty())
        m_gitWatch.removePaths(watched);
    if (!wanted.isEmpty())
        m_gitWatch.addPaths(wanted);
}

#include "moc_worktreewatch.cpp"
