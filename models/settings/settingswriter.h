// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QThreadPool>
#include <QTimer>

class QSettings;

// Writes the settings of a QSettings to disk on a worker thread a moment after they
// change, instead of on the window's thread as QSettings does by itself: writing the
// file waits for the disk, for a good part of a second at times. Another QSettings of
// the same file writes them (QSettings shares what is set among its objects of a file
// in a process). What is still unwritten when the settings are destroyed, they write.
class SettingsWriter : public QObject
{
    Q_OBJECT
public:
    // How long after a change the settings are written.
    static constexpr int DelayMs = 500;

    explicit SettingsWriter(QSettings *settings);

    // Something was set: written a moment later.
    void changed();
    // Writes what is set now, on this thread, once any write under way is done.
    void writeNow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void write();

    QSettings *m_settings;
    QTimer m_delay;
    QThreadPool m_pool; // one thread: the writes one after the other; destroyed once the last is done
};
