// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repository/worktreestatus.h"

#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <atomic>
#include <memory>

// Keeps the git status (WorkTreeStatus) of the folders shown: made again on a worker
// thread when asked (the recipes changed on disk) and when git changes the repository
// (a commit, a checkout, an add), one at a time; one being made when another is asked
// for is cancelled (it is old already), and the last one asked for is kept.
class WorkTreeWatch : public QObject
{
    Q_OBJECT
public:
    explicit WorkTreeWatch(QObject *parent = nullptr);
    ~WorkTreeWatch() override;

    // The folders to follow; their status is made again.
    void setFolders(const QStringList &folders);
    void refresh();
    const WorkTreeStatus &status() const { return m_status; }
    // How long to wait after git changed the repository before reading again.
    void setDebounceInterval(int milliseconds) { m_debounce.setInterval(milliseconds); }

Q_SIGNALS:
    void statusChanged();

private:
    void made();
    void follow(const QString &gitDirectory);

    QStringList m_folders;
    WorkTreeStatus m_status;
    QFutureWatcher<WorkTreeStatus> m_making;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_again = false; // asked for while one was being made
    QFileSystemWatcher m_gitWatch;
    QTimer m_debounce;
};
