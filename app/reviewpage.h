// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/recipereview.h"

#include <QFutureWatcher>
#include <QThreadPool>
#include <QWidget>

class RecipeStore;
class ReviewView;

// The Review page: what the changes in the work tree since a revision do to the
// recipes shown (ChangeReview), read on a worker thread. A row opens the compare view
// with the recipe as the revision had it on the left; an added recipe opens its page.
class ReviewPage : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewPage(const RecipeStore *store, QWidget *parent = nullptr);
    ~ReviewPage() override;

    // Reviews the changes to the folder shown since revision; a review still being
    // made is left to finish, unseen.
    void review(const QString &revision);
    // Asks for the revision to review the changes since, then reviews them.
    void chooseRevision();
    QString revision() const { return m_revision; }
    ReviewView *view() const { return m_view; }

    struct Reading
    {
        QList<RecipeReview::Entry> entries;
        QString why;
    };
    static Reading read(const QString &folder, const QString &revision);

Q_SIGNALS:
    void reviewStarted();
    // Paths as the store names them; a revision empty for the file on disk.
    void compareVersionsRequested(const QString &pathA, const QString &revisionA, const QString &pathB, const QString &revisionB);
    void recipeRequested(const QString &filePath);
    void statusMessage(const QString &message, int timeout = 0);

private:
    QString folder() const;
    void done();
    void open(int row);

    const RecipeStore *m_store;
    ReviewView *m_view;
    // A thread of its own: a review waits for the work it gives the global pool, which
    // a review on one of the pool's threads could hold up.
    QThreadPool m_thread;
    QFutureWatcher<Reading> m_reading;
    QString m_revision;
};
