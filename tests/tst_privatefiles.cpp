// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the program keeps of a recipe outside its folder (the unsaved edits aside, the
// cache of what it read) only its user may read: files 0600, folders 0700, under the
// usual umask 022, whether the folders are new or were left open by an earlier version.
#include "recipe/privatefiles.h"
#include "recipe/recipeautosave.h"
#include "recipe/recipebatch.h"
#include "recipe/recipecache.h"
#include "testutils.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

namespace {
const QString Qwen = QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");

// A path's permission bits in octal ("600"), or what went wrong.
QString modeOf(const QString &path)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return QStringLiteral("missing");
    return QString::number(info.st_mode & 07777, 8);
}

// The names in a folder that end with suffix, or that end with none of the copy's
// companions when suffix is empty.
QStringList namesIn(const QString &folder, const QString &suffix)
{
    QStringList found;
    const auto names = QDir(folder).entryList(QDir::Files | QDir::Hidden);
    for (const auto &name : names) {
        const bool companion = name.endsWith(QLatin1String(".lock")) || name.endsWith(QLatin1String(".recipe"));
        if (suffix.isEmpty() ? !companion : name.endsWith(suffix))
            found << folder + u'/' + name;
    }
    return found;
}
} // namespace

class TestPrivateFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void autosaveCopy_data();
    void autosaveCopy();
    void cacheFile_data();
    void cacheFile();
    void cacheFileOfAnEarlierVersion();
    void folderOfAnotherUser();
};

void TestPrivateFiles::initTestCase()
{
    // What most systems give: files 0644 and folders 0755 unless made otherwise.
    ::umask(022);
}

void TestPrivateFiles::autosaveCopy_data()
{
    QTest::addColumn<bool>("foldersExist");
    QTest::newRow("new folders") << false;
    QTest::newRow("folders left open to others") << true;
}

void TestPrivateFiles::autosaveCopy()
{
    QFETCH(bool, foldersExist);
    QTemporaryDir dir;
    const auto data = dir.filePath(QStringLiteral("data"));
    qputenv("XDG_DATA_HOME", QFile::encodeName(data));
    const auto staleFiles = data + QStringLiteral("/stalefiles");
    const auto copies = staleFiles + u'/' + QCoreApplication::applicationName();
    if (foldersExist) {
        QVERIFY(QDir().mkpath(copies));
        QCOMPARE(modeOf(copies), QStringLiteral("755"));
    }
    const auto recipe = dir.filePath(QStringLiteral("private.yaml"));
    QVERIFY(QFile::copy(TestUtils::bundledPath(Qwen), recipe));
    QVERIFY(QFile::setPermissions(recipe, QFile::ReadOwner | QFile::WriteOwner));
    QCOMPARE(modeOf(recipe), QStringLiteral("600"));

    RecipeAutosave autosave(recipe);
    QString error;
    QVERIFY2(autosave.keep(TestUtils::readFile(recipe) + "# an edit not yet saved\n", &error), qPrintable(error));
    const auto copy = namesIn(copies, {});
    const auto sidecar = namesIn(copies, QStringLiteral(".recipe"));
    QCOMPARE(copy.size(), 1);
    QCOMPARE(sidecar.size(), 1);
    QCOMPARE(TestUtils::readFile(sidecar.first()), QFile::encodeName(recipe));
    QCOMPARE(modeOf(copy.first()), QStringLiteral("600"));
    QCOMPARE(modeOf(sidecar.first()), QStringLiteral("600"));
    QCOMPARE(modeOf(copies), QStringLiteral("700"));
    QCOMPARE(modeOf(staleFiles), QStringLiteral("700"));
    // Kept again (a new copy renamed over the old one): still the user's alone.
    QVERIFY2(autosave.keep("# another edit\n", &error), qPrintable(error));
    QCOMPARE(namesIn(copies, {}), copy);
    QCOMPARE(TestUtils::readFile(copy.first()), QByteArray("# another edit\n"));
    QCOMPARE(modeOf(copy.first()), QStringLiteral("600"));
    autosave.discard();
    QVERIFY(namesIn(copies, {}).isEmpty());
}

void TestPrivateFiles::cacheFile_data()
{
    QTest::addColumn<bool>("folderExists");
    QTest::newRow("new folder") << false;
    QTest::newRow("folder left open to others") << true;
}

void TestPrivateFiles::cacheFile()
{
    QFETCH(bool, folderExists);
    QTemporaryDir dir;
    const auto parent = dir.filePath(QStringLiteral("cache"));
    const auto folder = parent + QStringLiteral("/recipe-explorer");
    if (folderExists) {
        QVERIFY(QDir().mkpath(folder));
        QCOMPARE(modeOf(folder), QStringLiteral("755"));
    }
    const auto file = folder + QStringLiteral("/recipes.sqlite");
    RecipeCache cache(file);
    QVERIFY(cache.isOpen());
    const auto files = RecipeFiles::find({TestUtils::bundledFolder()});
    QVERIFY(!RecipeBatch::load(files, &cache).recipes.isEmpty());
    QCOMPARE(cache.entryCount(), int(files.size()));
    // Open, the cache has its write-ahead log and its shared memory beside it.
    QCOMPARE(modeOf(file), QStringLiteral("600"));
    QCOMPARE(modeOf(file + QStringLiteral("-wal")), QStringLiteral("600"));
    QCOMPARE(modeOf(file + QStringLiteral("-shm")), QStringLiteral("600"));
    QCOMPARE(modeOf(folder), QStringLiteral("700"));
    if (!folderExists)
        QCOMPARE(modeOf(parent), QStringLiteral("700"));
}

void TestPrivateFiles::cacheFileOfAnEarlierVersion()
{
    QTemporaryDir dir;
    const auto file = dir.filePath(QStringLiteral("recipes.sqlite"));
    {
        RecipeCache cache(file);
        QVERIFY(cache.isOpen());
        RecipeBatch::load(RecipeFiles::find({TestUtils::bundledFolder()}), &cache);
    }
    // As an earlier version left it: readable by all, and open in another instance
    // whose log and shared memory took the same mode.
    QVERIFY(::chmod(QFile::encodeName(file).constData(), 0644) == 0);
    {
        auto other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(file);
        QVERIFY(other.open());
        QSqlQuery count(other);
        QVERIFY(count.exec(QStringLiteral("SELECT count(*) FROM files")) && count.next());
        QVERIFY(count.value(0).toInt() > 0);
        count.finish();
        QCOMPARE(modeOf(file + QStringLiteral("-wal")), QStringLiteral("644"));
        QCOMPARE(modeOf(file + QStringLiteral("-shm")), QStringLiteral("644"));
        {
            RecipeCache cache(file);
            QVERIFY(cache.isOpen());
            QVERIFY(cache.entryCount() > 0);
            QCOMPARE(modeOf(file), QStringLiteral("600"));
            QCOMPARE(modeOf(file + QStringLiteral("-wal")), QStringLiteral("600"));
            QCOMPARE(modeOf(file + QStringLiteral("-shm")), QStringLiteral("600"));
        }
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
}

void TestPrivateFiles::folderOfAnotherUser()
{
    // A folder another user owns and others may enter is no place for private files:
    // not the user's to close, it is refused, and so is a file of theirs others may read.
    if (::geteuid() != 0)
        QSKIP("only root may give a folder to another user: run as root (as CI does)");
    QTemporaryDir dir;
    const auto folder = dir.filePath(QStringLiteral("theirs"));
    const QString file = folder + QStringLiteral("/recipes.sqlite");
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(TestUtils::writeFile(file, {}));
    for (const auto &path : {folder, file}) {
        QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0755), 0);
        QCOMPARE(::chown(QFile::encodeName(path).constData(), 1234, 1234), 0);
    }
    QString error;
    QVERIFY(!PrivateFiles::makeFolder(folder, &error));
    QCOMPARE(error, folder + QStringLiteral(": another user's, open to others"));
    QVERIFY(!PrivateFiles::closeToOthers(file, &error));
    QCOMPARE(error, file + QStringLiteral(": another user's, open to others"));
    QVERIFY(!RecipeCache(file).isOpen());
    QCOMPARE(modeOf(folder), QStringLiteral("755"));
    // Closed to others, it is theirs alone: nothing to close.
    QCOMPARE(::chmod(QFile::encodeName(folder).constData(), 0700), 0);
    QVERIFY2(PrivateFiles::makeFolder(folder, &error), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestPrivateFiles)
#include "tst_privatefiles.moc"
