// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>

class RecipePageView;
class RecipeStore;

// Who last changed each line of the recipe a page shows (RecipeBlame), read on a worker
// thread when its Overview or Source tab is in front, one file at a time (the last one
// wanted next), and shown in the tooltips of the values and lines there: commit,
// author, date and subject, or that the line is not committed yet.
class BlameFeed : public QObject
{
    Q_OBJECT
public:
    BlameFeed(const RecipeStore *store, RecipePageView *page, QObject *parent = nullptr);
    ~BlameFeed() override;

    // Each line's note for a file of a work tree; none outside one or before a commit.
    static QStringList notes(const QString &absolutePath);

private:
    void wanted(const QString &filePath);
    void done();

    const RecipeStore *m_store;
    RecipePageView *m_page;
    QFutureWatcher<QStringList> m_reading;
    QString m_file; // as the store names it: the file being read
    QString m_next; // wanted while another was read: read next (blame does not stop midway)
};
