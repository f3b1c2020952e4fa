// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settingswriter.h"

#include <QEvent>
#include <QSettings>

SettingsWriter::SettingsWriter(QSettings *settings) : QObject(settings), m_settings(settings)
{
    m_pool.setMaxThreadCount(1);
    m_delay.setSingleShot(true);
    m_delay.setInterval(DelayMs);
    connect(&m_delay, &QTimer::timeout, this, &SettingsWriter::write);
    // QSettings writes when it gets this event, on its own thread.
    settings->installEventFilter(this);
}

void SettingsWriter::changed()
{
    m_delay.start();
}

void SettingsWriter::writeNow()
{
    m_delay.stop();
    m_pool.waitForDone();
    m_settings->sync();
}

bool SettingsWriter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_settings && event->type() == QEvent::UpdateRequest)
        return true;
    return QObject::eventFilter(watched, event);
}

void SettingsWriter::write()
{
    const auto format = m_settings->format();
    const auto file = m_settings->fileName();
    m_pool.start([format, file] { QSettings(file, format).sync(); });
}
