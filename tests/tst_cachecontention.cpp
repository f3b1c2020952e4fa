// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The recipe cache shared with another instance that holds it locked: a load reads
// through to the files and leaves the other's database as it was, never deleting it
// as if it were damaged. And a file rewritten in place, its size and modification
// time put back as they were, is read again (its change time tells).
#include "recipe/recipebatch.h"
#include "recipe/recipecache.h"
#include "recipe/recipecodec.h"
#include "testutils.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <sys/stat.h>

using namespace TestUtils;

namespace {
const QString Qwen = QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");
const QString Other = QStringLiteral("other-instance");

// Everything a batch says, as text: each recipe's values and every problem.
QByteArray describe(const RecipeBatch &batch)
{
    QByteArray text;
    for (const auto &recipe : batch.recipes)
        text += recipe.filePath().toUtf8() + ' ' + RecipeCodec::encode({recipe, {}}).toHex() + '\n';
    for (const auto &problem : batch.problems)
        text += problem.toString().toUtf8() + '\n';
    return text + QByteArray::number(batch.invalidFiles);
}

qint64 inodeOf(const QString &path)
{
    struct stat info;
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? qint64(info.st_ino) : -1;
}

// Runs a statement on a connection; false, with why, when it fails.
bool run(QSqlDatabase db, const QString &statement)
{
    QSqlQuery q(db);
    if (q.exec(statement))
        return true;
    qWarning("%s: %s", qPrintable(statement), qPrintable(q.lastError().text()));
    return false;
}
} // namespace

class TestCacheContention : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void lockedByAnotherInstance_data();
    void lockedByAnotherInstance();
    void rewrittenInPlace();
    void tableRemadeByAnotherBuild_data();
    void tableRemadeByAnotherBuild();

private:
    std::unique_ptr<BundledCopy> m_copy;
    std::unique_ptr<QTemporaryDir> m_cacheDir;
    QString m_cacheFile;
};

void TestCacheContention::init()
{
    m_copy = std::make_unique<BundledCopy>();
    QVERIFY(m_copy->isValid());
    m_cacheDir = std::make_unique<QTemporaryDir>();
    m_cacheFile = m_cacheDir->filePath(QStringLiteral("recipes.sqlite"));
    // Not the usual 5 s for each wait on the other instance's lock.
    RecipeCache::setBusyTimeout(200);
}

void TestCacheContention::cleanup()
{
    if (QSqlDatabase::contains(Other))
        QSqlDatabase::removeDatabase(Other);
    RecipeCache::setBuildFile({});
    RecipeCache::setBusyTimeout(5000);
}

void TestCacheContention::lockedByAnotherInstance_data()
{
    QTest::addColumn<bool>("readersLockedOut");
    QTest::addColumn<bool>("anotherBuild");
    // In write-ahead-log mode an exclusive transaction leaves reading open; a cache of
    // another build must be written to be used, and cannot be.
    QTest::newRow("writing locked, cache of another build") << false << true;
    // Exclusive locking mode: not even a read gets through.
    QTest::newRow("reading locked") << true << false;
    QTest::newRow("reading locked, cache of another build") << true << true;
}

void TestCacheContention::lockedByAnotherInstance()
{
    QFETCH(bool, readersLockedOut);
    QFETCH(bool, anotherBuild);
    const auto files = RecipeFiles::find({m_copy->path()});
    const auto expected = describe(RecipeBatch::load(files));
    {
        RecipeCache cache(m_cacheFile);
        QVERIFY(cache.isOpen());
        QCOMPARE(describe(RecipeBatch::load(files, &cache)), expected);
    }
    const auto inode = inodeOf(m_cacheFile);
    QVERIFY(inode > 0);
    {
        auto other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), Other);
        other.setDatabaseName(m_cacheFile);
        QVERIFY(other.open());
        // A first read in the usual mode makes its log and shared memory.
        QVERIFY(run(other, QStringLiteral("SELECT count(*) FROM files")));
        if (readersLockedOut)
            QVERIFY(run(other, QStringLiteral("PRAGMA locking_mode=EXCLUSIVE")));
        QVERIFY(run(other, QStringLiteral("BEGIN EXCLUSIVE")));
        QVERIFY(run(other, QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('other', 'kept')")));
        QVERIFY(QFileInfo::exists(m_cacheFile + QStringLiteral("-wal")));
        QVERIFY(QFileInfo::exists(m_cacheFile + QStringLiteral("-shm")));

        if (anotherBuild)
            RecipeCache::setBuildFile(bundledPath(Qwen));
        {
            RecipeCache cache(m_cacheFile);
            // Read through to the files: what they say, none of it from the cache.
            QCOMPARE(describe(RecipeBatch::load(files, &cache)), expected);
            QCOMPARE(cache.hits(), readersLockedOut || anotherBuild ? 0 : int(files.size()));
            // Waited for the lock once, not once for each file.
            QCOMPARE(cache.lockWaits(), 1);
        }
        // The other instance's files are where they were, and its transaction goes through.
        QCOMPARE(inodeOf(m_cacheFile), inode);
        QVERIFY(QFileInfo::exists(m_cacheFile + QStringLiteral("-wal")));
        QVERIFY(QFileInfo::exists(m_cacheFile + QStringLiteral("-shm")));
        QVERIFY(run(other, QStringLiteral("COMMIT")));
        other.close();
    }
    QSqlDatabase::removeDatabase(Other);
    QCOMPARE(inodeOf(m_cacheFile), inode);
    {
        auto after = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), Other);
        after.setDatabaseName(m_cacheFile);
        QVERIFY(after.open());
        QSqlQuery q(after);
        QVERIFY(q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'other'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toByteArray(), QByteArray("kept"));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM files")) && q.next());
        QCOMPARE(q.value(0).toInt(), int(files.size()));
        q.finish();
        after.close();
    }
    QSqlDatabase::removeDatabase(Other);
    // Once the other lets go, the cache works as before.
    RecipeCache::setBuildFile({});
    RecipeCache cache(m_cacheFile);
    QCOMPARE(describe(RecipeBatch::load(files, &cache)), expected);
    QCOMPARE(cache.hits(), int(files.size()));
}

void TestCacheContention::rewrittenInPlace()
{
    const auto path = m_copy->filePath(Qwen);
    const auto loadCached = [&] {
        RecipeCache cache(m_cacheFile);
        return describe(RecipeBatch::load(RecipeFiles::find({m_copy->path()}), &cache));
    };
    const auto before = loadCached();
    QVERIFY(before.contains(QFile::encodeName(path)));
    struct stat old;
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &old), 0);
    // The same size, other bytes, written into the same file.
    auto bytes = readFile(path);
    QVERIFY(bytes.contains("tokens_per_s_per_gpu: 2200.16\n"));
    bytes.replace("tokens_per_s_per_gpu: 2200.16\n", "tokens_per_s_per_gpu: 2900.16\n");
    QVERIFY(writeFile(path, bytes));
    // Its modification time put back; its change time moves on (at the clock's next tick).
    struct stat now;
    for (int tries = 0;; ++tries) {
        const struct timespec times[2] = {old.st_atim, old.st_mtim};
        QCOMPARE(::utimensat(AT_FDCWD, QFile::encodeName(path).constData(), times, 0), 0);
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &now), 0);
        if (now.st_ctim.tv_sec != old.st_ctim.tv_sec || now.st_ctim.tv_nsec != old.st_ctim.tv_nsec)
            break;
        QVERIFY(tries < 100);
        QThread::msleep(10);
    }
    QCOMPARE(now.st_size, old.st_size);
    QCOMPARE(now.st_ino, old.st_ino);
    QCOMPARE(now.st_mtim.tv_sec, old.st_mtim.tv_sec);
    QCOMPARE(now.st_mtim.tv_nsec, old.st_mtim.tv_nsec);

    const auto after = loadCached();
    QCOMPARE(after, describe(RecipeBatch::load(RecipeFiles::find({m_copy->path()}))));
    QVERIFY(after != before);
    QVERIFY(after.contains(RecipeCodec::encode({RecipeLoader::loadFile(path, path).recipe, {}}).toHex()));
}

void TestCacheContention::tableRemadeByAnotherBuild_data()
{
    // What another instance, of another build, runs on the shared file between two loads
    // of this one: the table it drops, then the table it makes in its place.
    QTest::addColumn<QStringList>("statements");
    QTest::newRow("table dropped") << QStringList{QStringLiteral("DROP TABLE files")};
    QTest::newRow("table of other columns") << QStringList{QStringLiteral("DROP TABLE files"),
                                                           QStringLiteral("CREATE TABLE files (path TEXT PRIMARY KEY, other BLOB)")};
    QTest::newRow("table of other columns, then its stamp")
        << QStringList{QStringLiteral("DROP TABLE files"), QStringLiteral("CREATE TABLE files (path TEXT PRIMARY KEY, other BLOB)"),
                       QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('stamp', 'another build')")};
}

void TestCacheContention::tableRemadeByAnotherBuild()
{
    QFETCH(QStringList, statements);
    const auto files = RecipeFiles::find({m_copy->path()});
    const auto expected = describe(RecipeBatch::load(files));
    RecipeCache cache(m_cacheFile);
    QVERIFY(cache.isOpen());
    QCOMPARE(describe(RecipeBatch::load(files, &cache)), expected);
    const auto inode = inodeOf(m_cacheFile);
    QVERIFY(inode > 0);
    {
        auto other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), Other);
        other.setDatabaseName(m_cacheFile);
        QVERIFY(other.open());
        for (const auto &statement : statements)
            QVERIFY(run(other, statement));
        QVERIFY(run(other, QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('other', 'kept')")));
        other.close();
    }
    QSqlDatabase::removeDatabase(Other);

    // "no such table" or "no such column" is no damage: the other's file stays, and
    // this load reads the files.
    QCOMPARE(describe(RecipeBatch::load(files, &cache)), expected);
    QCOMPARE(cache.hits(), 0);
    QCOMPARE(inodeOf(m_cacheFile), inode);
    QCOMPARE(describe(RecipeBatch::load(files, &cache)), expected);
    QCOMPARE(inodeOf(m_cacheFile), inode);
    // Nothing of this build was written into the other's table.
    {
        auto after = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), Other);
        after.setDatabaseName(m_cacheFile);
        QVERIFY(after.open());
        QSqlQuery q(after);
        QVERIFY(q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'other'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toByteArray(), QByteArray("kept"));
        if (statements.size() > 1) {
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM files")) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
        } else {
            QVERIFY(!q.exec(QStringLiteral("SELECT count(*) FROM files")));
        }
        q.finish();
        after.close();
    }
    QSqlDatabase::removeDatabase(Other);
    // A new instance of this build makes the table its own again, in the same file.
    RecipeCache again(m_cacheFile);
    QVERIFY(again.isOpen());
    QCOMPARE(describe(RecipeBatch::load(files, &again)), expected);
    QCOMPARE(describe(RecipeBatch::load(files, &again)), expected);
    QCOMPARE(again.hits(), int(files.size()));
    QCOMPARE(inodeOf(m_cacheFile), inode);
}

QTEST_GUILESS_MAIN(TestCacheContention)
#include "tst_cachecontention.moc"
