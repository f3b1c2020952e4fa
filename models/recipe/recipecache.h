// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <utility>

class QSqlDatabase;
class QSqlError;
class QSqlQuery;
class QThreadPool;
class RecipeCacheDecoder;

// What loading recipe files produced (each file's recipe and problems), kept between
// runs in an SQLite file (Qt SQL, write-ahead log, safe for two instances at once)
// under the user's cache folder, which only the user may read (a recipe may be
// private). A file's entry counts while its path, size, modification time, change
// time, inode and device are as they were and the program and schema are the same;
// anything else is read again. A damaged cache file is noticed and made anew; one
// another instance holds locked is waited for a while, then done without (the files
// are read), never taken for damaged: it may cost time, never a wrong figure. Nor is
// a table another build is remaking (its statements fail): it is left to it.
class RecipeCache
{
public:
    explicit RecipeCache(const QString &file = defaultFile());
    ~RecipeCache();
    RecipeCache(const RecipeCache &) = delete;
    RecipeCache &operator=(const RecipeCache &) = delete;

    // QStandardPaths::CacheLocation/recipes.sqlite
    static QString defaultFile();
    bool isOpen() const { return m_open; }
    const QString &file() const { return m_file; }

    // What further checks of a recipe (lint) depend on besides the file, for the files
    // of one folder: their findings count while it stays the same.
    using CheckStamp = std::function<QByteArray(const QString &folder)>;

    // The results still valid for these files, in their order (nullopt: read it). With
    // a check stamp, an entry counts only with the findings kept under the same stamp,
    // which follow its problems. The entries are decoded on pool's threads (the global
    // pool's without).
    QList<std::optional<RecipeLoadResult>> find(const QList<RecipeFiles::Entry> &files, const CheckStamp &checkStamp = {},
                                                QThreadPool *pool = nullptr);
    // Keeps what reading these files produced (with the state they had when found),
    // and the findings of the further checks, by absolute path, under the stamp find() saw.
    void store(const QList<std::pair<RecipeFiles::Entry, RecipeLoadResult>> &results, const QHash<QString, ProblemList> &findings = {});
    // Drops the entries of files under these folders that no longer exist (those
    // among present are known to).
    void prune(const QStringList &folders, const QList<RecipeFiles::Entry> &present = {});
    void clear();
    int entryCount() const;
    // How many files the last find() answered from the cache.
    int hits() const { return m_hits; }
    // How many statements waited for another instance's lock in vain (the busy timeout)
    // since this cache was made.
    int lockWaits() const { return m_lockWaits; }

    // The program file whose size and modification time stand for this build in the
    // cache's stamp (another build makes every entry stale): the running program's
    // unless set. recipe-explorer names the window's program, so that both programs
    // share their entries instead of each clearing the other's.
    static void setBuildFile(const QString &path);
    // How long a statement waits for another instance's lock before it does without
    // the cache (reads the files): 5 s unless set.
    static void setBusyTimeout(int milliseconds);

    // This build's stamp: the program, the encoding and the schemas. Entries made under
    // another stamp do not count.
    static QByteArray stamp();

private:
    bool open(bool retried);
    // Makes the table this build's (the entries of another are dropped); the error of
    // the statement that failed, or none.
    QSqlError migrate(QSqlQuery &q);
    void remove();
    // What find() compares rows with: each file's state (m_found) and its place in the
    // list; the check stamp of each folder (m_checkStamps) and each file's folder.
    QHash<QString, qsizetype> noteStates(const QList<RecipeFiles::Entry> &files);
    QStringList noteCheckStamps(const QList<RecipeFiles::Entry> &files, const CheckStamp &checkStamp);
    // Hands the decoder the entries that still count (folders: none without a check
    // stamp); false when the table could not be read, and the cache was dealt with.
    bool readRows(const QList<RecipeFiles::Entry> &files, const QHash<QString, qsizetype> &indexOf, const QStringList &folders,
                  RecipeCacheDecoder &decoder);
    void giveUpReading(QSqlQuery &q, QSqlDatabase &db);

    QString m_file;
    QString m_connection;
    QByteArray m_stamp; // this build's, as the file holds it
    bool m_open = false;
    int m_hits = 0;
    int m_lockWaits = 0;
    bool m_locked = false;                      // the last find() waited for another instance's lock in vain: store() does not wait again
    QHash<QString, RecipeFiles::State> m_found; // states seen by find(), stored with the results
    QHash<QString, QByteArray> m_checkStamps;   // check stamps find() saw, by folder
};
