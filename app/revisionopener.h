// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repository/revisionsnapshot.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>

class QWidget;

// File > Open Revision: asks for a git revision of the folder shown, writes its recipes
// out (RevisionSnapshot) on a worker thread, and hands the window the folder to open
// read-only, with a name for it ("recipes at v1.0").
class RevisionOpener : public QObject
{
    Q_OBJECT
public:
    explicit RevisionOpener(QWidget *window);
    ~RevisionOpener() override;

    // The revision of this folder chosen from a list (or typed), then opened.
    void choose(const QString &folder);
    void open(const QString &folder, const QString &revision);
    // What a snapshot folder opened here is called; empty for any other folder.
    QString nameOf(const QString &snapshot) const { return m_names.value(snapshot); }

Q_SIGNALS:
    void opened(const QString &snapshot);
    void statusMessage(const QString &message, int timeout);

private:
    struct Reading
    {
        std::optional<RevisionSnapshot::Made> made;
        QString why;
    };
    void done();

    QWidget *m_window;
    QFutureWatcher<Reading> m_reading;
    QString m_name; // of the one being read
    QHash<QString, QString> m_names;
};
