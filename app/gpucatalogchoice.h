// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QMenu;
class QWidget;

// Which GPU catalogue the window reads: the file given with --gpu-catalog for this
// start, else the one chosen in View > GPU Catalogue (remembered), else the bundled
// one. A file that does not read leaves the bundled catalogue in force and says why.
class GpuCatalogChoice : public QObject
{
    Q_OBJECT
public:
    // The file given for this start (--gpu-catalog), read by the choice the window makes.
    static void setGivenAtStart(const QString &path);
    explicit GpuCatalogChoice(QWidget *window);

    // View > GPU Catalogue: open a file, or go back to the bundled catalogue.
    QMenu *createMenu(QWidget *parent);
    // What start read, for the status bar: empty when nothing went wrong.
    const QString &startMessage() const { return m_startMessage; }

Q_SIGNALS:
    // The catalogue in force changed: the checks, tables and charts read it again.
    void changed();
    void statusMessage(const QString &message, int timeout);

private:
    void openFile();
    void useBundled();

    QWidget *m_window;
    QString m_startMessage;
};
