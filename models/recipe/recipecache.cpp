// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipecache.h"

#include "recipe/recipecodec.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <sys/stat.h>

namespace {
int nextConnection = 0;

// Tells an entry's bytes from damaged ones (the stamp changes with the build, and so may this).
qulonglong hashOf(const QByteArray &bytes)
{
    return qulonglong(qHash(QByteArrayView(bytes), 0) & 0x7fffffffffffffffULL);
}
}

RecipeCache::RecipeCache(const QString &file)
    : m_file(file)
    , m_connection(QStringLiteral("recipe-cache-%1").arg(nextConnection++))
{
    m_open = open(false);
}

RecipeCache::~RecipeCache()
{
    {
        auto db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString RecipeCache::defaultFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/recipes.sqlite");
}

QByteArray RecipeCache::stamp()
{
    // The program (its version and this very build), the encoding and the schemas.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QCoreApplication::applicationVersion().toUtf8());
    const QFileInfo program(QCoreApplication::applicationFilePath());
    hash.addData(QByteArray(QByteArray::number(program.size()) + ' ' + QByteArray::number(program.lastModified().toMSecsSinceEpoch())));
    hash.addData(QByteArray::number(RecipeCodec::FormatVersion));
    for (const auto &schema : {QStringLiteral(":/schema/recipe.schema.yaml"), QStringLiteral(":/schema/listing.schema.yaml")}) {
        QFile file(schema);
        if (file.open(QIODevice::ReadOnly))
            hash.addData(file.readAll());
    }
    return hash.result().toHex();
}

bool RecipeCache::open(bool retried)
{
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    auto db = QSqlDatabase::contains(m_connection) ? QSqlDatabase::database(m_connection, false)
                                                   : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_file);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    auto damaged = [&] {
        db.close();
        if (retried)
            return false;
        remove();
        return open(true);
    };
    if (!db.open())
        return damaged();
    QSqlQuery q(db);
    // A file that is not SQLite fails here; damage further in fails a later query, and
    // each entry carries a hash of its bytes.
    const auto createFiles = QStringLiteral("CREATE TABLE IF NOT EXISTS files (path TEXT PRIMARY KEY, size INTEGER, modified INTEGER, "
                                            "inode INTEGER, device INTEGER, hash INTEGER, result BLOB)");
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))
        || !q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value BLOB)")) || !q.exec(createFiles))
        return damaged();
    // Another program or schema: every entry is stale, and the table may have other columns.
    const auto current = stamp();
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'stamp'")))
        return damaged();
    if (!q.next() || q.value(0).toByteArray() != current) {
        q.finish();
        if (!q.exec(QStringLiteral("DROP TABLE files")) || !q.exec(createFiles))
            return damaged();
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('stamp', ?)"));
        q.addBindValue(current);
        if (!q.exec())
            return damaged();
        q.exec(QStringLiteral("VACUUM"));
    }
    return true;
}

void RecipeCache::remove()
{
    for (const auto &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(m_file + suffix);
}

std::optional<RecipeCache::FileState> RecipeCache::stateOf(const QString &path)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return std::nullopt;
    return FileState{qint64(info.st_size), qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec, qint64(info.st_ino),
                      qint64(info.st_dev)};
}

QHash<QString, RecipeLoadResult> RecipeCache::find(const QList<RecipeFiles::Entry> &files)
{
    QHash<QString, RecipeLoadResult> found;
    m_found.clear();
    m_hits = 0;
    for (const auto &entry : files)
        if (const auto state = stateOf(entry.path))
            m_found.insert(entry.path, *state);
    if (!m_open)
        return found;
    auto db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(QStringLiteral("SELECT size, modified, inode, device, hash, result FROM files WHERE path = ?")))
        return found;
    db.transaction(); // one snapshot, and fast
    for (const auto &entry : files) {
        const auto state = m_found.constFind(entry.path);
        if (state == m_found.cend())
            continue;
        q.addBindValue(entry.path);
        if (!q.exec()) {
            // Damaged: start again with an empty cache; this run reads every file.
            db.rollback();
            db.close();
            remove();
            m_open = open(true);
            return {};
        }
        if (!q.next())
            continue;
        const FileState cached{q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toLongLong(), q.value(3).toLongLong()};
        if (!(cached == *state))
            continue;
        const auto bytes = q.value(5).toByteArray();
        if (q.value(4).toULongLong() != hashOf(bytes))
            continue;
        if (auto result = RecipeCodec::decode(bytes, entry.displayPath.isEmpty() ? entry.path : entry.displayPath))
            found.insert(entry.path, std::move(*result));
    }
    db.commit();
    m_hits = int(found.size());
    return found;
}

void RecipeCache::store(const QList<std::pair<RecipeFiles::Entry, RecipeLoadResult>> &results)
{
    if (!m_open || results.isEmpty())
        return;
    auto db = QSqlDatabase::database(m_connection, false);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO files (path, size, modified, inode, device, hash, result) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const auto &[entry, result] : results) {
        // The state found before the file was read: a change since then reads it again next time.
        const auto state = m_found.constFind(entry.path);
        if (state == m_found.cend())
            continue;
        q.addBindValue(entry.path);
        q.addBindValue(state->size);
        q.addBindValue(state->modifiedNs);
        q.addBindValue(state->inode);
        q.addBindValue(state->device);
        const auto bytes = RecipeCodec::encode(result);
        q.addBindValue(hashOf(bytes));
        q.addBindValue(bytes);
        q.exec();
    }
    db.commit();
}

void RecipeCache::prune(const QStringList &folders)
{
    if (!m_open)
        return;
    auto db = QSqlDatabase::database(m_connection, false);
    QStringList gone;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT path FROM files WHERE substr(path, 1, ?) = ?"));
    for (const auto &folder : folders) {
        const QString prefix = QDir(folder).absolutePath() + u'/';
        q.addBindValue(prefix.size());
        q.addBindValue(prefix);
        if (!q.exec())
            continue;
        while (q.next())
            if (const auto path = q.value(0).toString(); !QFileInfo::exists(path))
                gone << path;
    }
    db.transaction();
    QSqlQuery drop(db);
    drop.prepare(QStringLiteral("DELETE FROM files WHERE path = ?"));
    for (const auto &path : std::as_const(gone)) {
        drop.addBindValue(path);
        drop.exec();
    }
    db.commit();
}

void RecipeCache::clear()
{
    if (m_open)
        QSqlQuery(QSqlDatabase::database(m_connection, false)).exec(QStringLiteral("DELETE FROM files"));
}

int RecipeCache::entryCount() const
{
    if (!m_open)
        return 0;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return q.exec(QStringLiteral("SELECT count(*) FROM files")) && q.next() ? q.value(0).toInt() : 0;
}
