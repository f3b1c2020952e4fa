// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipecache.h"

#include "recipe/privatefiles.h"
#include "recipe/recipecachedecoder.h"
#include "recipe/recipecodec.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThreadPool>
#include <QVariant>

#include <algorithm>
#include <atomic>

namespace {
std::atomic<int> nextConnection = 0; // caches are made on several threads at once

// The folder of a file by its absolute, clean path (as RecipeFiles::find gives every
// path the cache sees), as the check stamps are kept: all before the last slash ("/"
// for a file at the root).
QStringView folderOf(const QString &path)
{
    return QStringView(path).left(std::max<qsizetype>(path.lastIndexOf(u'/'), 1));
}

// The layout of the files table; another makes every entry stale.
constexpr int SchemaVersion = 2;

// What a failed statement says of the cache file. SQLite's codes, primary or extended
// (the low byte is the primary one).
enum class Failure { Locked, Damaged, Unusable };
Failure failureOf(const QSqlError &error)
{
    bool isNumber = false;
    const int code = error.nativeErrorCode().toInt(&isNumber);
    switch (isNumber ? code & 0xff : -1) {
    case 5: // SQLITE_BUSY: another instance holds the lock (after the wait)
    case 6: // SQLITE_LOCKED
        return Failure::Locked;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return Failure::Damaged;
    // SQLITE_ERROR ("no such table", "no such column") is no damage: another instance of
    // another build may be remaking the table in the file both share.
    default: // no room, no right, an I/O error: nothing a new file would mend
        return Failure::Unusable;
    }
}

// Tells an entry's bytes from damaged ones (the stamp changes with the build, and so may this).
qulonglong hashOf(const QByteArray &bytes)
{
    return qulonglong(qHash(QByteArrayView(bytes), 0) & 0x7fffffffffffffffULL);
}

// Binds the range of paths under a folder, "path >= ? AND path < ?": a range of the
// path's index (the second bound is above every path that starts with the prefix).
void bindPathsUnder(QSqlQuery &query, const QString &prefix)
{
    query.addBindValue(prefix);
    query.addBindValue(QString(prefix + QStringLiteral("\U0010FFFF")));
}

// The files table as this program writes it.
const QString CreateFiles = QStringLiteral("CREATE TABLE IF NOT EXISTS files (path TEXT PRIMARY KEY, size INTEGER, modified INTEGER, "
                                           "changed INTEGER, inode INTEGER, device INTEGER, hash INTEGER, result BLOB, "
                                           "check_stamp BLOB, check_hash INTEGER, findings BLOB)");

// Whether the file holds this program's entries: its stamp, and a table with every
// column find() and store() name.
bool isCurrent(QSqlQuery &q, const QByteArray &stamp)
{
    const bool current =
        q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'stamp'")) && q.next() && q.value(0).toByteArray() == stamp;
    q.finish();
    return current
        && q.exec(QStringLiteral("SELECT path, size, modified, changed, inode, device, hash, result, check_stamp, check_hash, findings "
                                 "FROM files LIMIT 0"));
}

// RecipeCache::setBuildFile's file; empty for the running program.
QString &buildFile()
{
    static QString file;
    return file;
}

// The folder that holds all the files, with its final '/'.
QString commonFolder(const QList<RecipeFiles::Entry> &files)
{
    QString prefix = files.isEmpty() ? QString() : files.first().path;
    for (const auto &entry : files) {
        qsizetype n = 0;
        while (n < prefix.size() && n < entry.path.size() && prefix.at(n) == entry.path.at(n))
            ++n;
        prefix.truncate(n);
    }
    prefix.truncate(prefix.lastIndexOf(u'/') + 1);
    return prefix;
}

// RecipeCache::setBusyTimeout's wait.
std::atomic<int> busyTimeout = 5000;
} // namespace

RecipeCache::RecipeCache(const QString &file) : m_file(file), m_connection(QStringLiteral("recipe-cache-%1").arg(nextConnection++))
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

void RecipeCache::setBuildFile(const QString &path)
{
    buildFile() = path;
}

void RecipeCache::setBusyTimeout(int milliseconds)
{
    busyTimeout = milliseconds;
}

QByteArray RecipeCache::stamp()
{
    // The program (its version and this very build), the encoding and the schemas.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QCoreApplication::applicationVersion().toUtf8());
    const QFileInfo program(buildFile().isEmpty() ? QCoreApplication::applicationFilePath() : buildFile());
    hash.addData(QByteArray(QByteArray::number(program.size()) + ' ' + QByteArray::number(program.lastModified().toMSecsSinceEpoch())));
    hash.addData(QByteArray::number(RecipeCodec::FormatVersion));
    hash.addData(QByteArray(" schema " + QByteArray::number(SchemaVersion)));
    for (const auto &schema : {QStringLiteral(":/schema/recipe.schema.yaml"), QStringLiteral(":/schema/listing.schema.yaml")}) {
        QFile file(schema);
        if (file.open(QIODevice::ReadOnly))
            hash.addData(file.readAll());
    }
    return hash.result().toHex();
}

bool RecipeCache::open(bool retried)
{
    // What is kept of private recipes only the user may read: the folder 0700, the file
    // 0600 before SQLite opens it (its log and shared memory take the file's mode).
    if (!PrivateFiles::makeFolder(QFileInfo(m_file).absolutePath()) || !PrivateFiles::makeFile(m_file))
        return false;
    for (const auto &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        PrivateFiles::closeToOthers(m_file + suffix);
    auto db = QSqlDatabase::contains(m_connection) ? QSqlDatabase::database(m_connection, false)
                                                   : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_file);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeout.load()));
    // Damage is made anew, once. A lock another instance holds is never damage (its
    // file is left alone): this run does without the cache, as for a fault of the disk.
    auto failed = [&](const QSqlError &error) {
        m_lockWaits += failureOf(error) == Failure::Locked;
        db.close();
        if (retried || failureOf(error) != Failure::Damaged)
            return false;
        remove();
        return open(true);
    };
    if (!db.open())
        return failed(db.lastError());
    QSqlQuery q(db);
    // A file that is not SQLite fails here; damage further in fails a later query, and
    // each entry carries a hash of its bytes.
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))
        || !q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value BLOB)")) || !q.exec(CreateFiles))
        return failed(q.lastError());
    m_stamp = stamp();
    if (isCurrent(q, m_stamp))
        return true;
    if (const auto error = migrate(q); error.isValid())
        return failed(error);
    q.exec(QStringLiteral("VACUUM"));
    return true;
}

QSqlError RecipeCache::migrate(QSqlQuery &q)
{
    // Another program or schema: every entry is stale, and the table may have other
    // columns. Made anew in one transaction, so that another instance never sees the
    // table gone or half made; checked again inside it, as another may have done it.
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return q.lastError();
    auto done = [&q] { return q.exec(QStringLiteral("COMMIT")) ? QSqlError() : q.lastError(); };
    if (isCurrent(q, m_stamp))
        return done();
    bool made = q.exec(QStringLiteral("DROP TABLE IF EXISTS files")) && q.exec(CreateFiles);
    if (made) {
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('stamp', ?)"));
        q.addBindValue(m_stamp);
        made = q.exec();
    }
    if (made)
        return done();
    const auto error = q.lastError(); // the statement's, not the rollback's
    q.exec(QStringLiteral("ROLLBACK"));
    return error;
}

void RecipeCache::remove()
{
    for (const auto &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(m_file + suffix);
}

QList<std::optional<RecipeLoadResult>> RecipeCache::find(const QList<RecipeFiles::Entry> &files, const CheckStamp &checkStamp,
                                                         QThreadPool *pool)
{
    QList<std::optional<RecipeLoadResult>> found(files.size());
    m_hits = 0;
    m_locked = false;
    const auto indexOf = noteStates(files);
    const auto folders = noteCheckStamps(files, checkStamp);
    if (!m_open)
        return found;
    {
        RecipeCacheDecoder decoder(files, bool(checkStamp), found, pool ? pool : QThreadPool::globalInstance());
        if (!readRows(files, indexOf, folders, decoder))
            return QList<std::optional<RecipeLoadResult>>(files.size()); // this run reads every file
        decoder.finish();
    }
    m_hits = int(std::count_if(found.cbegin(), found.cend(), [](const auto &r) { return r.has_value(); }));
    return found;
}

QHash<QString, qsizetype> RecipeCache::noteStates(const QList<RecipeFiles::Entry> &files)
{
    m_found.clear();
    m_found.reserve(files.size());
    QHash<QString, qsizetype> indexOf;
    indexOf.reserve(files.size());
    for (qsizetype i = 0; i < files.size(); ++i) {
        const auto &entry = files.at(i);
        if (const auto state = entry.state.size >= 0 ? std::optional(entry.state) : RecipeFiles::stateOf(entry.path)) {
            m_found.insert(entry.path, *state);
            indexOf.insert(entry.path, i);
        }
    }
    return indexOf;
}

QStringList RecipeCache::noteCheckStamps(const QList<RecipeFiles::Entry> &files, const CheckStamp &checkStamp)
{
    m_checkStamps.clear();
    if (!checkStamp)
        return {};
    // Files of a folder come together: each folder's text is kept once.
    QStringList folders(files.size());
    for (qsizetype i = 0; i < files.size(); ++i) {
        const auto folder = folderOf(files.at(i).path);
        if (i > 0 && folders.at(i - 1) == folder) {
            folders[i] = folders.at(i - 1);
            continue;
        }
        folders[i] = folder.toString();
        if (!m_checkStamps.contains(folders.at(i)))
            m_checkStamps.insert(folders.at(i), checkStamp(folders.at(i)));
    }
    return folders;
}

bool RecipeCache::readRows(const QList<RecipeFiles::Entry> &files, const QHash<QString, qsizetype> &indexOf, const QStringList &folders,
                           RecipeCacheDecoder &decoder)
{
    // One pass over the table (a query a file costs more than reading the rows of
    // other folders), and only the rows under the files' common folder (the path's
    // index makes it a range).
    auto db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT path, size, modified, changed, inode, device, hash, result, check_stamp, check_hash, findings "
                             "FROM files WHERE path >= ? AND path < ?"));
    bindPathsUnder(q, commonFolder(files));
    const bool read = q.exec();
    while (read && q.next()) {
        const auto at = indexOf.constFind(q.value(0).toString());
        if (at == indexOf.cend())
            continue;
        const RecipeFiles::State cached{q.value(1).toLongLong(), q.value(2).toLongLong(), q.value(4).toLongLong(), q.value(5).toLongLong(),
                                        q.value(3).toLongLong()};
        if (!(cached == m_found.value(files.at(*at).path)))
            continue;
        RecipeCacheDecoder::Row row{*at, q.value(7).toByteArray(), {}};
        if (q.value(6).toULongLong() != hashOf(row.result))
            continue;
        // Findings under another stamp do not count; an invalid file has none.
        if (!folders.isEmpty() && q.value(8).toByteArray() == m_checkStamps.value(folders.at(*at))) {
            row.findings = q.value(10).toByteArray();
            if (q.value(9).toULongLong() != hashOf(row.findings))
                row.findings.clear();
        }
        decoder.add(std::move(row));
    }
    if (read && !q.lastError().isValid())
        return true;
    decoder.wait();
    giveUpReading(q, db);
    return false;
}

void RecipeCache::giveUpReading(QSqlQuery &q, QSqlDatabase &db)
{
    // Damaged: start again with an empty cache. Locked by another instance (after the
    // wait): left as it is. A table another build is remaking, or out of reach: left to
    // it, and not used again in this run.
    const auto failure = failureOf(q.lastError());
    m_locked = failure == Failure::Locked;
    m_lockWaits += m_locked;
    q.finish();
    if (failure == Failure::Damaged) {
        db.close();
        remove();
        m_open = open(true);
    } else if (failure == Failure::Unusable) {
        m_open = false;
    }
}

void RecipeCache::store(const QList<std::pair<RecipeFiles::Entry, RecipeLoadResult>> &results, const QHash<QString, ProblemList> &findings)
{
    if (!m_open || m_locked || results.isEmpty())
        return;
    auto db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    // The write lock taken at once, so that it is waited for once: while another
    // instance holds it, nothing is kept this time.
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        m_lockWaits += failureOf(q.lastError()) == Failure::Locked;
        return;
    }
    // Another build may have made the table its own since find().
    if (!isCurrent(q, m_stamp)) {
        q.exec(QStringLiteral("ROLLBACK"));
        return;
    }
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO files (path, size, modified, changed, inode, device, hash, result, check_stamp, "
                             "check_hash, findings) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const auto &[entry, result] : results) {
        // The state found before the file was read: a change since then reads it again next time.
        const auto state = m_found.constFind(entry.path);
        if (state == m_found.cend())
            continue;
        q.addBindValue(entry.path);
        q.addBindValue(state->size);
        q.addBindValue(state->modifiedNs);
        q.addBindValue(state->changedNs);
        q.addBindValue(state->inode);
        q.addBindValue(state->device);
        const auto bytes = RecipeCodec::encode(result);
        q.addBindValue(hashOf(bytes));
        q.addBindValue(bytes);
        const auto checked = findings.constFind(entry.path);
        const auto stamp = m_checkStamps.constFind(folderOf(entry.path).toString());
        if (checked != findings.cend() && stamp != m_checkStamps.cend()) {
            const auto findingBytes = RecipeCodec::encodeProblems(*checked);
            q.addBindValue(*stamp);
            q.addBindValue(hashOf(findingBytes));
            q.addBindValue(findingBytes);
        } else {
            q.addBindValue(QVariant(QMetaType::fromType<QByteArray>()));
            q.addBindValue(QVariant(QMetaType::fromType<qulonglong>()));
            q.addBindValue(QVariant(QMetaType::fromType<QByteArray>()));
        }
        q.exec();
    }
    q.finish();
    if (!q.exec(QStringLiteral("COMMIT")))
        q.exec(QStringLiteral("ROLLBACK"));
}

void RecipeCache::prune(const QStringList &folders, const QList<RecipeFiles::Entry> &present)
{
    QSet<QString> known;
    for (const auto &entry : present)
        known.insert(entry.path);
    if (!m_open)
        return;
    auto db = QSqlDatabase::database(m_connection, false);
    QStringList gone;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT path FROM files WHERE path >= ? AND path < ?"));
    QSqlQuery count(db);
    count.prepare(QStringLiteral("SELECT count(*) FROM files WHERE path >= ? AND path < ?"));
    for (const auto &folder : folders) {
        const QString prefix = QDir(folder).absolutePath() + u'/';
        // Every file found has its entry: no more entries than files found, none vanished
        // (a range of the path's index, not a read of every path).
        bindPathsUnder(count, prefix);
        const auto found = std::count_if(present.cbegin(), present.cend(),
                                         [&prefix](const RecipeFiles::Entry &entry) { return entry.path.startsWith(prefix); });
        // Not read (locked by another instance, after the wait): pruned another time.
        if (!count.exec() || !count.next())
            return;
        if (count.value(0).toLongLong() <= found)
            continue;
        bindPathsUnder(q, prefix);
        if (!q.exec())
            return;
        while (q.next())
            if (const auto path = q.value(0).toString(); !known.contains(path) && !QFileInfo::exists(path))
                gone << path;
    }
    q.finish();
    count.finish();
    if (gone.isEmpty())
        return;
    QSqlQuery drop(db);
    if (!drop.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return;
    drop.prepare(QStringLiteral("DELETE FROM files WHERE path = ?"));
    for (const auto &path : std::as_const(gone)) {
        drop.addBindValue(path);
        drop.exec();
    }
    drop.finish();
    if (!drop.exec(QStringLiteral("COMMIT")))
        drop.exec(QStringLiteral("ROLLBACK"));
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
