// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipestore.h"

#include <QObject>
#include <QStringList>

// The files and folders the window was asked to open (its command line, a drop, File >
// Open), followed through the load that reads them. Once that load ends, each that is
// not there or does not read is said on stderr (as validate says it) and in the status
// bar, naming the file and why, at a line and column when the file was read; and the
// first file given, read or not, is offered to be shown. Nothing given goes unsaid.
class RequestedFiles : public QObject
{
    Q_OBJECT
public:
    explicit RequestedFiles(RecipeStore *store, QObject *parent = nullptr);

    // Paths about to be added to what the store holds (RecipeStore::add()).
    void expect(const QStringList &paths);
    // Paths about to replace what the store holds (RecipeStore::open()): what was asked
    // for before is no longer.
    void expectInstead(const QStringList &paths);

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout);
    // The first path of a request that is a file the store read, or one it could not.
    void firstFileRead(const QString &path);

private:
    void loadingStarted();
    void loadingFinished(bool cancelled);
    void report(const QStringList &paths);
    static QString describe(const RecipeStore::Fault &fault);

    RecipeStore *m_store;
    QStringList m_waiting; // for the next load to start
    QStringList m_loading; // read by the load under way
};
