// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeblobcache.h"

#include "recipe/privatefiles.h"
#include "recipe/recipecache.h"
#include "recipe/recipecodec.h"
#include "recipe/stringpool.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <atomic>

namespace {
std::atomic<int> nextConnection = 0;

// Whether SQLite said the file is damaged or no database (its primary code: the low
// byte): only such a file is made anew. A lock, no room or no right is left alone.
// Keeps a table's newest rows within a limit: a row stored again gets a new rowid.
bool keepNewest(QSqlQuery &q, const QString &table, int limit)
{
    return q.exec(QStringLiteral("DELETE FROM %1 WHERE rowid <= (SELECT max(rowid) FROM %1) - %2").arg(table).arg(limit));
}

bool isDamage(const QSqlError &error)
{
    bool isNumber = false;
    const int code = error.nativeErrorCode().toInt(&isNumber) & 0xff;
    return isNumber && (code == 11 || code == 26); // SQLITE_CORRUPT, SQLITE_NOTADB
}
} // namespace

RecipeBlobCache::RecipeBlobCache(const QString &file)
    : m_file(file), m_connection(QStringLiteral("recipe-blob-cache-%1").arg(nextConnection++))
{
    m_open = open(false);
}

RecipeBlobCache::~RecipeBlobCache()
{
    {
        auto db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString RecipeBlobCache::defaultFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/recipe-blobs.sqlite");
}

bool RecipeBlobCache::open(bool retried)
{
    // Private like the recipes it holds: the folder 0700, the file 0600 before SQLite opens it.
    if (!PrivateFiles::makeFolder(QFileInfo(m_file).absolutePath()) || !PrivateFiles::makeFile(m_file))
        return false;
    for (const auto &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        PrivateFiles::closeToOthers(m_file + suffix);
    QSqlError error;
    {
        auto db = QSqlDatabase::contains(m_connection) ? QSqlDatabase::database(m_connection, false)
                                                       : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(m_file);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open())
            error = db.lastError();
        QSqlQuery q(db);
        if (!error.isValid()
            && !(
                q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))
                && q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value BLOB)"))
                && q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS blobs (id BLOB PRIMARY KEY, result BLOB)"))
                && q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS analyses (id BLOB, stamp BLOB, data BLOB, PRIMARY KEY (id, stamp))"))))
            error = q.lastError();
        if (!error.isValid())
            return useStamp(q);
        q = QSqlQuery();
        db.close();
    }
    // Not SQLite, or damaged: made anew, once. Anything else: done without.
    if (retried || !isDamage(error))
        return false;
    for (const auto &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(m_file + suffix);
    return open(true);
}

bool RecipeBlobCache::useStamp(QSqlQuery &q)
{
    const auto stamp = RecipeCache::stamp();
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'stamp'")))
        return false;
    if (q.next() && q.value(0).toByteArray() == stamp)
        return true;
    // Another build: every entry is stale.
    q.finish();
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")) || !q.exec(QStringLiteral("DELETE FROM blobs"))
        || !q.exec(QStringLiteral("DELETE FROM analyses"))
        || !q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('stamp', ?)")))
        return false;
    q.addBindValue(stamp);
    return q.exec() && q.exec(QStringLiteral("COMMIT"));
}

QList<std::optional<RecipeLoadResult>> RecipeBlobCache::find(const QList<std::pair<QByteArray, QString>> &blobs)
{
    QList<std::optional<RecipeLoadResult>> found(blobs.size());
    m_hits = 0;
    if (!m_open || blobs.isEmpty())
        return found;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // One read transaction: the file is locked once, not once a blob.
    if (!q.exec(QStringLiteral("BEGIN")) || !q.prepare(QStringLiteral("SELECT result FROM blobs WHERE id = ?")))
        return found;
    StringPool pool;
    for (qsizetype i = 0; i < blobs.size(); ++i) {
        q.addBindValue(blobs.at(i).first);
        if (!q.exec()) {
            q.exec(QStringLiteral("ROLLBACK"));
            m_hits = 0;
            return QList<std::optional<RecipeLoadResult>>(blobs.size()); // read them all
        }
        if (q.next())
            found[i] = RecipeCodec::decode(q.value(0).toByteArray(), blobs.at(i).second, &pool);
        q.finish();
        m_hits += found.at(i).has_value();
    }
    q.exec(QStringLiteral("COMMIT"));
    return found;
}

void RecipeBlobCache::store(const QList<std::pair<QByteArray, RecipeLoadResult>> &results)
{
    writeRows(
        QStringLiteral("INSERT OR REPLACE INTO blobs (id, result) VALUES (?, ?)"), results.size(),
        [&results](QSqlQuery &q, qsizetype i) {
            q.addBindValue(results.at(i).first);
            q.addBindValue(RecipeCodec::encode(results.at(i).second));
        },
        QStringLiteral("blobs"), MaxBlobs);
}

bool RecipeBlobCache::writeRows(const QString &insert, qsizetype rows, const std::function<void(QSqlQuery &, qsizetype)> &bind,
                                const QString &table, int limit)
{
    if (!m_open || rows == 0)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return false;
    q.prepare(insert);
    for (qsizetype i = 0; i < rows; ++i) {
        bind(q, i);
        if (!q.exec()) {
            q.exec(QStringLiteral("ROLLBACK"));
            return false;
        }
    }
    keepNewest(q, table, limit);
    return q.exec(QStringLiteral("COMMIT"));
}

QList<std::optional<QByteArray>> RecipeBlobCache::findAnalyses(const QList<Analysis> &keys)
{
    QList<std::optional<QByteArray>> found(keys.size());
    if (!m_open || keys.isEmpty())
        return found;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("BEGIN")) || !q.prepare(QStringLiteral("SELECT data FROM analyses WHERE id = ? AND stamp = ?")))
        return found;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        q.addBindValue(keys.at(i).first);
        q.addBindValue(keys.at(i).second);
        if (!q.exec()) {
            q.exec(QStringLiteral("ROLLBACK"));
            return QList<std::optional<QByteArray>>(keys.size());
        }
        if (q.next())
            found[i] = q.value(0).toByteArray();
        q.finish();
    }
    q.exec(QStringLiteral("COMMIT"));
    return found;
}

void RecipeBlobCache::storeAnalyses(const QList<std::pair<Analysis, QByteArray>> &analyses)
{
    writeRows(
        QStringLiteral("INSERT OR REPLACE INTO analyses (id, stamp, data) VALUES (?, ?, ?)"), analyses.size(),
        [&analyses](QSqlQuery &q, qsizetype i) {
            q.addBindValue(analyses.at(i).first.first);
            q.addBindValue(analyses.at(i).first.second);
            q.addBindValue(analyses.at(i).second);
        },
        QStringLiteral("analyses"), MaxAnalyses);
}

void RecipeBlobCache::clear()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (m_open && q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        q.exec(QStringLiteral("DELETE FROM blobs")) && q.exec(QStringLiteral("DELETE FROM analyses")) ? q.exec(QStringLiteral("COMMIT"))
                                                                                                      : q.exec(QStringLiteral("ROLLBACK"));
}

int RecipeBlobCache::entryCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return m_open && q.exec(QStringLiteral("SELECT count(*) FROM blobs")) && q.next() ? q.value(0).toInt() : 0;
}
