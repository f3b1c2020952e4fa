// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisionopener.h"

#include "revisionchooser.h"

#include <QDir>
#include <QFileInfo>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

RevisionOpener::RevisionOpener(QWidget *window) : QObject(window), m_window(window)
{
    connect(&m_reading, &QFutureWatcherBase::finished, this, &RevisionOpener::done);
}

RevisionOpener::~RevisionOpener()
{
    m_reading.waitForFinished();
}

void RevisionOpener::choose(const QString &folder)
{
    RevisionChooser::choose(folder, m_window, tr("Open a Git Revision"),
                            [this, folder](const QString &revision) { open(folder, revision); });
}

void RevisionOpener::open(const QString &folder, const QString &revision)
{
    m_name = tr("%1 at %2").arg(QFileInfo(QFileInfo(folder).absoluteFilePath()).fileName(), revision);
    Q_EMIT statusMessage(tr("Reading %1…").arg(m_name), 0);
    m_reading.setFuture(QtConcurrent::run([folder, revision] {
        Reading reading;
        reading.made = RevisionSnapshot::make(folder, revision, &reading.why);
        return reading;
    }));
}

void RevisionOpener::done()
{
    const auto reading = m_reading.result();
    if (!reading.made) {
        Q_EMIT statusMessage(tr("No revision opened: %1").arg(reading.why), 8000);
        return;
    }
    const auto &made = *reading.made;
    m_names.insert(made.folder, m_name);
    if (made.unread.isEmpty())
        Q_EMIT statusMessage(QString(), 0);
    else
        Q_EMIT statusMessage(
            tr("%n file(s) of %1 did not read: %2", nullptr, int(made.unread.size())).arg(m_name, made.unread.first().text()), 0);
    Q_EMIT opened(made.folder);
}

#include "moc_revisionopener.cpp"
