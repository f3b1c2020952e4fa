// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repository/recipehistory.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

class RecipePageView;
class RecipeStore;

// Reads the history of the recipe a page shows (RecipeHistory: its commits, following
// renames, with the figures at each) on a worker thread when its History tab is in
// front, and shows it there, saying how many commits were read meanwhile; the reader
// can cancel it, and a history still being read when another is wanted stops.
class HistoryFeed : public QObject
{
    Q_OBJECT
public:
    HistoryFeed(const RecipeStore *store, RecipePageView *page, QObject *parent = nullptr);
    ~HistoryFeed() override;

    struct Reading
    {
        RecipeHistory::Result history;
        QString workTree; // absolute
        QString why;      // why there is none: not in a git work tree, not committed
    };
    // What a reading shares with the window: whether to stop, how many commits it walked.
    struct Shared
    {
        std::atomic_bool stop = false;
        std::atomic<qsizetype> walked = 0;
    };
    // The history of a file of a work tree.
    static Reading read(const QString &absolutePath, const std::shared_ptr<Shared> &shared);

Q_SIGNALS:
    // Two versions of the file chosen in the History tab: paths absolute, a revision
    // empty for the file on disk.
    void compareRequested(const QString &pathA, const QString &revisionA, const QString &pathB, const QString &revisionB);
    // A reading came to its end: shown, or dropped because it was cancelled.
    void readingEnded(bool shown);

private:
    void wanted(const QString &filePath);
    void compare(const QString &commitA, const QString &pathA, const QString &commitB, const QString &pathB);
    void done();
    void cancel();
    void showProgress();

    const RecipeStore *m_store;
    RecipePageView *m_page;
    QFutureWatcher<Reading> m_reading;
    std::shared_ptr<Shared> m_shared;
    QTimer *m_progress;
    QString m_file;     // absolute: the file whose history is shown
    QString m_workTree; // of its repository
};
