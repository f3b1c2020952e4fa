// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// rank, validate and lint --rev: the recipes as a commit has them, read from the
// repository without a checkout, print what the same commands print on a checkout of
// that commit; and what goes wrong with a repository is said, file by file.
#include "gitrepo.h"
#include "programrun.h"
#include "recipe/recipeblobcache.h"
#include "testutils.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;

class TestRevisions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sameAsACheckout_data();
    void sameAsACheckout();
    void notARepository();
    void unknownRevision();
    void missingAtTheRevision();
    void gitLfsPointer();
    void missingAndCorruptObjects();
    void lockedIndex();
    void blobCache();
    void blobCacheNamesAsNow();
    void blobCacheLimits();
    void symbolicLinks();
    void submodules();
    void history_data();
    void history();
    void historyFigures();
    void historyOfAShallowClone();
    void historyBadInput();
    void reviewOfCommits();
    void reviewFormats();
    void reviewOfTheWorkTree();
    void reviewFailOn();
    void reviewAnnotations();
    void reviewBadInput();
    void reviewCache();
    void reviewRanksEachSideAsItIs();

private:
    // git itself, to make the repositories the program reads; its output, or a failure.
    bool git(const QString &folder, const QStringList &arguments, QByteArray *output = nullptr);
    // A repository of the bundled recipes, committed once.
    bool makeRepository(const QString &folder);

    GitRepo m_git;
    QTemporaryDir m_dir;
    QString m_repository;
};

bool TestRevisions::git(const QString &folder, const QStringList &arguments, QByteArray *output)
{
    return m_git.git(folder, arguments, output);
}

bool TestRevisions::makeRepository(const QString &folder)
{
    return m_git.makeRepository(folder);
}

void TestRevisions::initTestCase()
{
    QVERIFY(m_dir.isValid() && m_git.isValid());
    // Four commits: the bundled recipes (with a hidden folder and a link); a figure
    // changed; a recipe added; a file renamed and changed.
    m_repository = m_dir.filePath(u"repo"_s);
    QVERIFY(makeRepository(m_repository));
    const auto recipes = m_repository + u"/recipes/"_s;
    QVERIFY(QDir().mkpath(recipes + u".drafts"_s));
    QVERIFY(QFile::copy(recipes + u"minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s, recipes + u".drafts/hidden.yaml"_s));
    QVERIFY(QFile::link(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s, recipes + u"linked.yaml"_s));
    QVERIFY(git(m_repository, {u"add"_s, u"-A"_s}) && git(m_repository, {u"commit"_s, u"-q"_s, u"--amend"_s, u"-m"_s, u"recipes"_s}));
    const auto set = [&](const QString &file, const QString &assignment) {
        return TestUtils::runProgram({u"set"_s, recipes + file, assignment}).exitCode == 0;
    };
    QVERIFY(set(u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s, u"result.tokens_per_s_per_gpu=2600.5"_s));
    QVERIFY(git(m_repository, {u"commit"_s, u"-q"_s, u"-am"_s, u"faster"_s}));
    QVERIFY(QFile::copy(recipes + u"glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"_s, recipes + u"glm-5.2-744b-a40b/h200/new.yaml"_s));
    QVERIFY(set(u"glm-5.2-744b-a40b/h200/new.yaml"_s, u"result.tokens_per_s_per_gpu=170.25"_s));
    QVERIFY(git(m_repository, {u"add"_s, u"-A"_s}) && git(m_repository, {u"commit"_s, u"-q"_s, u"-m"_s, u"added"_s}));
    QVERIFY(git(m_repository,
                {u"mv"_s, u"recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s, u"recipes/glm-5.2-744b-a40b/h200/moved.yaml"_s}));
    QVERIFY(set(u"glm-5.2-744b-a40b/h200/moved.yaml"_s, u"result.tokens_per_s_per_gpu=99.5"_s));
    QVERIFY(git(m_repository, {u"commit"_s, u"-q"_s, u"-am"_s, u"renamed"_s}));
}

void TestRevisions::sameAsACheckout_data()
{
    QTest::addColumn<QString>("revision");
    QTest::addColumn<QStringList>("arguments");
    for (const auto &revision : {u"HEAD~3"_s, u"HEAD~2"_s, u"main~1"_s, u"HEAD"_s}) {
        for (const auto &format : {u"table"_s, u"csv"_s, u"json"_s, u"markdown"_s})
            QTest::addRow("%s rank %s", qPrintable(revision), qPrintable(format))
                << revision << QStringList{u"rank"_s, u"recipes"_s, u"--format"_s, format};
        QTest::addRow("%s rank, a model", qPrintable(revision))
            << revision << QStringList{u"rank"_s, u"recipes/glm-5.2-744b-a40b"_s, u"--gpu"_s, u"H200"_s};
        QTest::addRow("%s rank, the current folder", qPrintable(revision)) << revision << QStringList{u"rank"_s, u"."_s};
        QTest::addRow("%s validate", qPrintable(revision)) << revision << QStringList{u"validate"_s, u"recipes"_s};
        QTest::addRow("%s lint, a file", qPrintable(revision))
            << revision << QStringList{u"lint"_s, u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s, u"--format"_s, u"json"_s};
    }
}

void TestRevisions::sameAsACheckout()
{
    QFETCH(QString, revision);
    QFETCH(QStringList, arguments);
    const auto checkout = m_dir.filePath(u"checkout-"_s + QString::number(QDateTime::currentMSecsSinceEpoch()));
    QVERIFY(git(m_repository, {u"worktree"_s, u"add"_s, u"-q"_s, u"--detach"_s, checkout, revision}));
    const auto there = TestUtils::runProgram(arguments, checkout);
    const auto here = TestUtils::runProgram(arguments + QStringList{u"--rev"_s, revision}, m_repository);
    QVERIFY(git(m_repository, {u"worktree"_s, u"remove"_s, u"--force"_s, checkout}));
    QVERIFY2(!there.out.isEmpty() || !there.err.isEmpty(), there.err.constData());
    QCOMPARE(here.out, there.out);
    QCOMPARE(here.err, there.err);
    QCOMPARE(here.exitCode, there.exitCode);
}

void TestRevisions::notARepository()
{
    QTemporaryDir outside;
    for (const auto *command : {"rank", "validate", "lint"}) {
        const auto r = TestUtils::runProgram({QString::fromLatin1(command), outside.path(), u"--rev"_s, u"HEAD"_s});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, "recipe-explorer " + QByteArray(command) + ": not a git repository: " + QFile::encodeName(outside.path()) + '\n');
        QVERIFY(r.out.isEmpty());
    }
    // With no folder given: the current one.
    const auto r = TestUtils::runProgram({u"rank"_s, u"--rev"_s, u"HEAD"_s}, outside.path());
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, "recipe-explorer rank: not a git repository: .\n");
}

void TestRevisions::unknownRevision()
{
    for (const auto &revision : {u"v9.9"_s, u"HEAD~40"_s, u"0123456789abcdef0123456789abcdef01234567"_s, u"--all"_s, QString()}) {
        const auto r = TestUtils::runProgram({u"rank"_s, u"recipes"_s, u"--rev"_s, revision}, m_repository);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, "recipe-explorer rank: unknown revision: " + revision.toUtf8() + '\n');
        QVERIFY(r.out.isEmpty());
    }
}

void TestRevisions::missingAtTheRevision()
{
    // What the revision has and the work tree no longer does is read all the same.
    const auto gone = TestUtils::runProgram(
        {u"validate"_s, u"recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s, u"--rev"_s, u"HEAD~3"_s}, m_repository);
    QCOMPARE(gone.err, "1 file checked, 0 invalid, 0 errors, 0 warnings\n");
    QCOMPARE(gone.exitCode, 0);
    const auto folder = TestUtils::runProgram({u"rank"_s, u"recipes/gone/deeper"_s, u"--rev"_s, u"HEAD"_s}, m_repository);
    QCOMPARE(folder.exitCode, 1);
    QCOMPARE(folder.err, "recipes/gone/deeper:1:1: error: no such file or folder at HEAD\n");

    const auto r = TestUtils::runProgram(
        {u"validate"_s, u"recipes/glm-5.2-744b-a40b/h200/new.yaml"_s, u"recipes/qwen3-32b"_s, u"--rev"_s, u"HEAD~3"_s}, m_repository);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, "recipes/glm-5.2-744b-a40b/h200/new.yaml:1:1: error: no such file or folder at HEAD~3\n");
    QCOMPARE(r.err, "1 file checked, 0 invalid, 1 error, 0 warnings\n");
}

void TestRevisions::gitLfsPointer()
{
    QTemporaryDir dir;
    const auto repository = dir.filePath(u"lfs"_s);
    QVERIFY(makeRepository(repository));
    const auto pointer = "version https://git-lfs.github.com/spec/v1\n"
                         "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 6642\n";
    QVERIFY(TestUtils::writeFile(repository + u"/recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s, pointer));
    QVERIFY(git(repository, {u"commit"_s, u"-q"_s, u"-am"_s, u"lfs"_s}));
    // At the revision and in the work tree alike: said, not read as YAML; the rest loads.
    for (const auto &revision : {QStringList{u"--rev"_s, u"HEAD"_s}, QStringList{}}) {
        const auto r = TestUtils::runProgram(QStringList{u"validate"_s, u"recipes"_s} + revision, repository);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out,
                 "recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml:1:1: error: stored in Git LFS, not fetched "
                 "(a pointer file: git lfs pull fetches it)\n");
        QCOMPARE(r.err, "7 files checked, 1 invalid, 1 error, 0 warnings\n");
    }
}

void TestRevisions::missingAndCorruptObjects()
{
    QTemporaryDir dir;
    const auto repository = dir.filePath(u"broken"_s);
    QVERIFY(makeRepository(repository));
    QByteArray missing, corrupt;
    QVERIFY(git(repository, {u"rev-parse"_s, u"HEAD:recipes/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s}, &missing));
    QVERIFY(git(repository, {u"rev-parse"_s, u"HEAD:recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s}, &corrupt));
    const auto objectFile = [&](const QByteArray &id) {
        return repository + u"/.git/objects/"_s + QString::fromLatin1(id.left(2)) + u'/' + QString::fromLatin1(id.mid(2));
    };
    QVERIFY(QFile::remove(objectFile(missing)));
    QFile::setPermissions(objectFile(corrupt), QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(TestUtils::writeFile(objectFile(corrupt), "not a zlib stream"));
    const auto r = TestUtils::runProgram({u"validate"_s, u"recipes"_s, u"--rev"_s, u"HEAD"_s}, repository);
    QCOMPARE(r.exitCode, 1);
    const auto lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).startsWith(u"recipes/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml:1:1: error: cannot read git object "_s
                                    + QString::fromLatin1(missing) + u": "_s),
             qPrintable(lines.at(0)));
    QVERIFY2(lines.at(1).startsWith(u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml:1:1: error: cannot read git object "_s
                                    + QString::fromLatin1(corrupt) + u": "_s),
             qPrintable(lines.at(1)));
    QCOMPARE(r.err, "7 files checked, 2 invalid, 2 errors, 0 warnings\n");
    // The five others rank.
    const QStringList rank{u"rank"_s, u"recipes"_s, u"--rev"_s, u"HEAD"_s, u"--format"_s, u"csv"_s};
    const auto ranked = TestUtils::runProgram(rank + QStringList{u"--no-cache"_s}, repository);
    QCOMPARE(ranked.exitCode, 1);
    QCOMPARE(ranked.out.count('\n'), 1 + 5);
    // rank's cache knows a blob by its id, which names its bytes: what it read of them in
    // another repository ranks here too. validate, above, reads every object.
    const QStringList bundled{u"rank"_s, u"recipes"_s, u"--rev"_s, u"HEAD~3"_s, u"--format"_s, u"csv"_s};
    QCOMPARE(TestUtils::runProgram(bundled, m_repository).exitCode, 0); // the bundled recipes' blobs in the cache
    const auto cached = TestUtils::runProgram(rank, repository);
    QCOMPARE(cached.exitCode, 0);
    QCOMPARE(cached.out.count('\n'), 1 + 7);
}

// What rank --rev read of each blob is kept by its id: a second run reads the cache
// (two entries swapped there show in what it prints), and prints what reading prints.
void TestRevisions::blobCache()
{
    const auto file = TestUtils::programCacheHome() + u"/OpenRecipes/recipe-explorer/recipe-blobs.sqlite"_s;
    for (const auto &suffix : {u""_s, u"-wal"_s, u"-shm"_s})
        QFile::remove(file + suffix);
    const QStringList rank{u"rank"_s, u"recipes"_s, u"--rev"_s, u"HEAD~1"_s, u"--format"_s, u"csv"_s};
    const auto read = TestUtils::runProgram(rank + QStringList{u"--no-cache"_s}, m_repository);
    QCOMPARE(read.exitCode, 0);
    QVERIFY(!QFile::exists(file));
    const auto cold = TestUtils::runProgram(rank, m_repository);
    QVERIFY(QFile::exists(file));
    QCOMPARE(QFile::permissions(file) & ~(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser), QFile::Permissions());
    const auto warm = TestUtils::runProgram(rank, m_repository);
    QCOMPARE(cold.out, read.out);
    QCOMPARE(warm.out, read.out);
    QCOMPARE(warm.err, read.err);
    {
        auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"blobs"_s);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"SELECT id, result FROM blobs ORDER BY id"_s));
        QList<std::pair<QByteArray, QByteArray>> rows;
        while (q.next())
            rows.append({q.value(0).toByteArray(), q.value(1).toByteArray()});
        QCOMPARE(rows.size(), 8); // the eight files of HEAD~1; the link is read through, not kept
        q.prepare(u"UPDATE blobs SET result = ? WHERE id = ?"_s);
        for (const auto &[id, result] : {std::pair(rows[0].first, rows[1].second), std::pair(rows[1].first, rows[0].second)}) {
            q.addBindValue(result);
            q.addBindValue(id);
            QVERIFY(q.exec());
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"blobs"_s);
    QVERIFY(TestUtils::runProgram(rank, m_repository).out != read.out);
    // A damaged cache is made anew, and what is printed is what reading prints.
    QVERIFY(TestUtils::writeFile(file, QByteArray(4096, 'x')));
    QFile::remove(file + u"-wal"_s);
    QFile::remove(file + u"-shm"_s);
    const auto damaged = TestUtils::runProgram(rank, m_repository);
    QCOMPARE(damaged.out, read.out);
    QCOMPARE(damaged.err, read.err);
    {
        auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"remade"_s);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"SELECT count(*) FROM blobs"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 8); // made anew, and filled
        db.close();
    }
    QSqlDatabase::removeDatabase(u"remade"_s);
    QCOMPARE(TestUtils::runProgram(rank, m_repository).out, read.out);
}

// The blob cache keeps the newest blobs and analyses within its limits, and forgets
// them all when cleared.
void TestRevisions::blobCacheLimits()
{
    QTemporaryDir dir;
    RecipeBlobCache cache(dir.filePath(u"blobs.sqlite"_s));
    QVERIFY(cache.isOpen());
    const auto id = [](int i) { return QByteArray::number(i).rightJustified(40, '0'); };
    QList<std::pair<QByteArray, RecipeLoadResult>> blobs;
    for (int i = 0; i < RecipeBlobCache::MaxBlobs + 5; ++i)
        blobs.append({id(i), RecipeLoadResult{}});
    cache.store(blobs);
    QCOMPARE(cache.entryCount(), RecipeBlobCache::MaxBlobs);
    const auto kept = cache.find({{id(0), u"a.yaml"_s}, {id(5), u"b.yaml"_s}, {id(RecipeBlobCache::MaxBlobs + 4), u"c.yaml"_s}});
    QVERIFY(!kept.at(0) && kept.at(1) && kept.at(2)); // the oldest five went
    QList<std::pair<RecipeBlobCache::Analysis, QByteArray>> analyses;
    for (int i = 0; i < RecipeBlobCache::MaxAnalyses + 3; ++i)
        analyses.append({{id(i), "stamp"}, QByteArray::number(i)});
    cache.storeAnalyses(analyses);
    const auto found = cache.findAnalyses({{id(2), "stamp"}, {id(3), "stamp"}, {id(RecipeBlobCache::MaxAnalyses + 2), "stamp"}});
    QVERIFY(!found.at(0) && found.at(1) && found.at(2));
    QCOMPARE(*found.at(2), QByteArray::number(RecipeBlobCache::MaxAnalyses + 2));
    cache.clear();
    QCOMPARE(cache.entryCount(), 0);
    QVERIFY(!cache.findAnalyses({{id(3), "stamp"}}).first());
}

// One blob under two names (a recipe copied): each is named as the commit names it.
void TestRevisions::blobCacheNamesAsNow()
{
    const auto repository = m_dir.filePath(u"copied"_s);
    QVERIFY(makeRepository(repository));
    QVERIFY(QFile::copy(repository + u"/recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s,
                        repository + u"/recipes/qwen3-32b/h200/copy.yaml"_s));
    QVERIFY(git(repository, {u"add"_s, u"-A"_s}) && git(repository, {u"commit"_s, u"-q"_s, u"-m"_s, u"copied"_s}));
    const QStringList rank{u"rank"_s, u"recipes"_s, u"--rev"_s, u"HEAD"_s, u"--format"_s, u"csv"_s};
    const auto read = TestUtils::runProgram(rank + QStringList{u"--no-cache"_s}, repository);
    QVERIFY(read.out.contains("recipes/qwen3-32b/h200/copy.yaml") && read.out.contains("recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    TestUtils::runProgram(rank, repository);
    QCOMPARE(TestUtils::runProgram(rank, repository).out, read.out);
}

void TestRevisions::lockedIndex()
{
    // A git command at work holds index.lock: reading a revision neither waits nor fails.
    QVERIFY(TestUtils::writeFile(m_repository + u"/.git/index.lock"_s, ""));
    const auto r = TestUtils::runProgram({u"rank"_s, u"recipes"_s, u"--rev"_s, u"HEAD~1"_s, u"--format"_s, u"csv"_s}, m_repository);
    QVERIFY(QFile::remove(m_repository + u"/.git/index.lock"_s));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count('\n'), 1 + 9); // the 7 bundled, the link and the added one
}

void TestRevisions::symbolicLinks()
{
    QTemporaryDir dir;
    const auto repository = dir.filePath(u"links"_s);
    QVERIFY(makeRepository(repository));
    QVERIFY(QFile::link(u"/etc/hostname"_s, repository + u"/recipes/outside.yaml"_s));
    QVERIFY(QFile::link(u"gone.yaml"_s, repository + u"/recipes/dangling.yaml"_s));
    QVERIFY(QFile::link(u"qwen3-32b"_s, repository + u"/recipes/folder.yaml"_s));
    QVERIFY(git(repository, {u"add"_s, u"-A"_s}) && git(repository, {u"commit"_s, u"-q"_s, u"-m"_s, u"links"_s}));
    const auto r = TestUtils::runProgram({u"validate"_s, u"recipes"_s, u"--rev"_s, u"HEAD"_s}, repository);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out,
             "recipes/dangling.yaml:1:1: warning: not read: it is a symbolic link to gone.yaml, which does not exist\n"
             "recipes/folder.yaml:1:1: warning: not read: it is a symbolic link to qwen3-32b, which is no regular file\n"
             "recipes/outside.yaml:1:1: warning: not read: it is a symbolic link to /etc/hostname, outside the repository\n");
    QCOMPARE(r.err, "7 files checked, 0 invalid, 0 errors, 3 warnings\n");
}

void TestRevisions::submodules()
{
    // A submodule's recipes live in its own repository: named, not read, not silent.
    QTemporaryDir dir;
    const auto inner = dir.filePath(u"inner"_s);
    const auto outer = dir.filePath(u"outer"_s);
    QVERIFY(makeRepository(inner) && makeRepository(outer));
    QVERIFY(git(outer, {u"-c"_s, u"protocol.file.allow=always"_s, u"submodule"_s, u"add"_s, u"-q"_s, inner, u"recipes/vendor"_s}));
    QVERIFY(git(outer, {u"commit"_s, u"-q"_s, u"-m"_s, u"vendor"_s}));
    QByteArray commit;
    QVERIFY(git(inner, {u"rev-parse"_s, u"--short=7"_s, u"HEAD"_s}, &commit));
    const auto r = TestUtils::runProgram({u"validate"_s, u"recipes"_s, u"--rev"_s, u"HEAD"_s}, outer);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out,
             "recipes/vendor:1:1: warning: not read: a git submodule (commit " + commit + "), whose files another repository holds\n");
    QCOMPARE(r.err, "7 files checked, 0 invalid, 0 errors, 1 warning\n");
}

void TestRevisions::history_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("renamed and changed") << u"recipes/glm-5.2-744b-a40b/h200/moved.yaml"_s;
    QTest::addRow("changed") << u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s;
    QTest::addRow("copied and changed") << u"recipes/glm-5.2-744b-a40b/h200/new.yaml"_s;
    QTest::addRow("never changed") << u"recipes/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s;
    QTest::addRow("renamed away") << u"recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s;
}

void TestRevisions::history()
{
    // The commits git log --follow lists, in its order.
    QFETCH(QString, file);
    QByteArray expected;
    QVERIFY(git(m_repository, {u"log"_s, u"--follow"_s, u"--format=%h"_s, u"--abbrev=7"_s, u"--"_s, file}, &expected));
    const auto r = TestUtils::runProgram({u"history"_s, file, u"--format"_s, u"json"_s}, m_repository);
    QCOMPARE(r.exitCode, 0);
    QByteArrayList commits;
    for (const auto &version : QJsonDocument::fromJson(r.out).array())
        commits << version.toObject().value(u"commit"_s).toString().left(7).toLatin1();
    QCOMPARE(commits, expected.split('\n'));
    const auto text = TestUtils::runProgram({u"history"_s, file}, m_repository);
    QCOMPARE(text.out.count('\n'), 1 + commits.size());
}

void TestRevisions::historyFigures()
{
    const auto r =
        TestUtils::runProgram({u"history"_s, u"recipes/glm-5.2-744b-a40b/h200/moved.yaml"_s, u"--format"_s, u"json"_s}, m_repository);
    const auto versions = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(versions.size(), 2);
    const auto renamed = versions.at(0).toObject();
    QCOMPARE(renamed.value(u"change"_s).toString(), u"renamed"_s);
    QCOMPARE(renamed.value(u"subject"_s).toString(), u"renamed"_s);
    QCOMPARE(renamed.value(u"file"_s).toString(), u"recipes/glm-5.2-744b-a40b/h200/moved.yaml"_s);
    QCOMPARE(renamed.value(u"old_file"_s).toString(), u"recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s);
    QCOMPARE(renamed.value(u"tokens_per_s_per_gpu"_s).toDouble(), 99.5);
    const auto added = versions.at(1).toObject();
    QCOMPARE(added.value(u"change"_s).toString(), u"added"_s);
    QCOMPARE(added.value(u"file"_s).toString(), u"recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s);
    QCOMPARE(added.value(u"author"_s).toString(), u"Test Bench"_s);
    // The figures the recipe had then: as the bundled file says.
    const auto bundled = TestUtils::bundledRecipes();
    const auto original = std::find_if(bundled.cbegin(), bundled.cend(), [](const Recipe &recipe) {
        return recipe.filePath().endsWith(u"glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s);
    });
    QVERIFY(original != bundled.cend());
    QCOMPARE(added.value(u"tokens_per_s_per_gpu"_s).toDouble(), original->result().tokensPerSecondPerGpu);
    QCOMPARE(added.value(u"usd_per_million_tokens"_s).toDouble(), *original->result().usdPerMillionTokens);
    QCOMPARE(added.value(u"mfu"_s).toDouble(), *original->result().mfu);
}

void TestRevisions::historyOfAShallowClone()
{
    const auto shallow = m_dir.filePath(u"shallow"_s);
    QVERIFY(git(m_dir.path(), {u"clone"_s, u"-q"_s, u"--depth"_s, u"2"_s, u"file://"_s + m_repository, shallow}));
    const auto r = TestUtils::runProgram({u"history"_s, u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s}, shallow);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.endsWith("\nhistory truncated (shallow clone)\n"), r.out.constData());
    // In a machine format the note goes to stderr, the output stays valid.
    const auto json =
        TestUtils::runProgram({u"history"_s, u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s, u"--format"_s, u"json"_s}, shallow);
    QVERIFY(QJsonDocument::fromJson(json.out).isArray());
    QCOMPARE(json.err, "history truncated (shallow clone)\n");
    // A whole clone says nothing of the kind.
    QVERIFY(!TestUtils::runProgram({u"history"_s, u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s}, m_repository)
                 .out.contains("truncated"));
}

void TestRevisions::historyBadInput()
{
    QTemporaryDir outside;
    QVERIFY(TestUtils::writeFile(outside.filePath(u"a.yaml"_s), "x: 1\n"));
    auto r = TestUtils::runProgram({u"history"_s, outside.filePath(u"a.yaml"_s)});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, "recipe-explorer history: not a git repository: " + QFile::encodeName(outside.filePath(u"a.yaml"_s)) + '\n');
    QVERIFY(TestUtils::writeFile(m_repository + u"/recipes/untracked.yaml"_s, "x: 1\n"));
    r = TestUtils::runProgram({u"history"_s, u"recipes/untracked.yaml"_s}, m_repository);
    QVERIFY(QFile::remove(m_repository + u"/recipes/untracked.yaml"_s));
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err, "recipe-explorer history: no commit has recipes/untracked.yaml\n");
    r = TestUtils::runProgram({u"history"_s, u"recipes"_s, u"recipes"_s}, m_repository);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, "recipe-explorer history: give one recipe file\n");
    r = TestUtils::runProgram({u"history"_s, u"."_s}, m_repository);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, "recipe-explorer history: not a file in the git work tree: .\n");
}

namespace {

QJsonObject reviewed(const QJsonArray &entries, const QString &headFile)
{
    for (const auto &entry : entries)
        if (entry.toObject().value(u"head_file"_s).toString() == headFile)
            return entry.toObject();
    return {};
}

} // namespace

void TestRevisions::reviewOfCommits()
{
    const auto r = TestUtils::runProgram({u"review"_s, u"HEAD~3"_s, u"HEAD"_s, u"--format"_s, u"json"_s}, m_repository);
    QCOMPARE(r.exitCode, 0);
    const auto entries = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(entries.size(), 3);
    // A figure changed: the field with its old and new value, and the change.
    const auto faster = reviewed(entries, u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s);
    QCOMPARE(faster.value(u"change"_s).toString(), u"modified"_s);
    const auto field = faster.value(u"fields"_s).toArray().first().toObject();
    QCOMPARE(faster.value(u"fields"_s).toArray().size(), 1);
    QCOMPARE(field.value(u"field"_s).toString(), u"result.tokens_per_s_per_gpu"_s);
    QCOMPARE(field.value(u"before"_s).toString(), u"2200.16"_s);
    QCOMPARE(field.value(u"after"_s).toString(), u"2600.5"_s);
    QCOMPARE(qRound(field.value(u"change_percent"_s).toDouble() * 10), qRound((2600.5 / 2200.16 - 1) * 1000));
    // The rate rose and the recorded cost did not: lint says so, as a new finding.
    QStringList checks;
    for (const auto &finding : faster.value(u"new_findings"_s).toArray())
        checks << finding.toObject().value(u"check"_s).toString();
    QVERIFY2(checks.contains(u"figures-cost"_s), qPrintable(checks.join(u' ')));
    // The added recipe with its place: 170.25 tokens/s is first of three on GLM/H200.
    const auto added = reviewed(entries, u"recipes/glm-5.2-744b-a40b/h200/new.yaml"_s);
    QCOMPARE(added.value(u"change"_s).toString(), u"added"_s);
    QVERIFY(added.value(u"rank_before"_s).isNull());
    QCOMPARE(added.value(u"rank_after"_s).toObject().value(u"rank"_s).toInt(), 1);
    QCOMPARE(added.value(u"rank_after"_s).toObject().value(u"of"_s).toInt(), 3);
    // The renamed file with both paths, from second of two to third of three.
    const auto moved = reviewed(entries, u"recipes/glm-5.2-744b-a40b/h200/moved.yaml"_s);
    QCOMPARE(moved.value(u"change"_s).toString(), u"renamed"_s);
    QCOMPARE(moved.value(u"base_file"_s).toString(), u"recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml"_s);
    QCOMPARE(moved.value(u"rank_before"_s).toObject().value(u"rank"_s).toInt(), 2);
    QCOMPARE(moved.value(u"rank_before"_s).toObject().value(u"of"_s).toInt(), 2);
    QCOMPARE(moved.value(u"rank_after"_s).toObject().value(u"rank"_s).toInt(), 3);
    QCOMPARE(moved.value(u"after"_s).toObject().value(u"tokens_per_s_per_gpu"_s).toDouble(), 99.5);
}

void TestRevisions::reviewFormats()
{
    const auto text = TestUtils::runProgram({u"review"_s, u"HEAD~3"_s, u"HEAD"_s}, m_repository);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.startsWith("3 recipes changed between HEAD~3 and HEAD: 1 added, 0 deleted, 1 renamed, 1 modified; "),
             text.out.constData());
    QVERIFY(
        text.out.contains("renamed   recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml -> recipes/glm-5.2-744b-a40b/h200/moved.yaml\n"));
    QVERIFY(text.out.contains("GLM-5.2-744B-A40B on H200: rank – -> 1 of 3\n"));
    QVERIFY(text.out.contains("tokens/s per GPU 2200.16 -> 2600.5 (+18.2%)"));
    QVERIFY(text.out.contains("\n          result.tokens_per_s_per_gpu: 2200.16 -> 2600.5 (+18.2%)\n"));
    const auto markdown = TestUtils::runProgram({u"review"_s, u"HEAD~3"_s, u"HEAD"_s, u"--format"_s, u"markdown"_s}, m_repository);
    QCOMPARE(markdown.exitCode, 0);
    QVERIFY(markdown.out.startsWith("### Recipe review\n\n3 recipes changed between HEAD\\~3 and HEAD:&#8203; "));
    QVERIFY(markdown.out.contains("| result.tokens\\_per\\_s\\_per\\_gpu | 2200.16 | 2600.5 | +18.2% |\n"));
    QVERIFY(markdown.out.contains(
        "| renamed | recipes/glm-5.2-744b-a40b/h200/attune-tp8-pp4.yaml -&gt; recipes/glm-5.2-744b-a40b/h200/moved.yaml |"));
    QCOMPARE(markdown.out.count("<details>"), 3);
    QCOMPARE(markdown.out.count("</details>"), 3);
}

void TestRevisions::reviewOfTheWorkTree()
{
    // Before committing: a changed file and an untracked one, and a label that tries
    // to make markup of its own in a pull-request comment.
    const auto recipes = m_repository + u"/recipes/"_s;
    const auto changed = u"minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s;
    QVERIFY(TestUtils::runProgram({u"set"_s, recipes + changed,
                                   u"layout.label=<img src=x onerror=alert(1)> [a](https://www.evil.example) @team #1 `x`"_s,
                                   u"--allow-invalid"_s})
                .exitCode
            == 0);
    QVERIFY(QFile::copy(recipes + u"qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"_s, recipes + u"qwen3-32b/h200/untracked.yaml"_s));
    const auto json = TestUtils::runProgram({u"review"_s, u"HEAD"_s, u"--format"_s, u"json"_s}, m_repository);
    const auto markdown = TestUtils::runProgram({u"review"_s, u"HEAD"_s, u"--format"_s, u"markdown"_s}, m_repository);
    QVERIFY(QFile::remove(recipes + u"qwen3-32b/h200/untracked.yaml"_s));
    QVERIFY(git(m_repository, {u"checkout"_s, u"-q"_s, u"--"_s, u"recipes/"_s + changed}));
    const auto entries = QJsonDocument::fromJson(json.out).array();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(reviewed(entries, u"recipes/"_s + changed).value(u"change"_s).toString(), u"modified"_s);
    QCOMPARE(reviewed(entries, u"recipes/qwen3-32b/h200/untracked.yaml"_s).value(u"change"_s).toString(), u"added"_s);
    QVERIFY2(markdown.out.contains("the work tree"), markdown.out.constData());
    for (const char *markup : {"<img", "[a](", "@team", "https://", "www.evil", "`x`", " #1"})
        QVERIFY2(!markdown.out.contains(markup), markup);
    QVERIFY(markdown.out.contains(
        "&lt;img src=x onerror=alert(1)&gt; \\[a\\](https:&#8203;//www.&#8203;evil.example) @&#8203;team #&#8203;1 \\`x\\`"));
}

void TestRevisions::reviewFailOn()
{
    const auto errors = TestUtils::runProgram({u"review"_s, u"HEAD~3"_s, u"HEAD"_s, u"--fail-on"_s, u"error"_s}, m_repository);
    QCOMPARE(errors.exitCode, 1);
    QCOMPARE(TestUtils::runProgram({u"review"_s, u"HEAD~3"_s, u"HEAD"_s}, m_repository).exitCode, 0);
    // Nothing changed: nothing new, whatever the severity.
    const auto none = TestUtils::runProgram({u"review"_s, u"HEAD"_s, u"HEAD"_s, u"--fail-on"_s, u"warning"_s}, m_repository);
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.out, "0 recipes changed between HEAD and HEAD: 0 added, 0 deleted, 0 renamed, 0 modified; 0 new findings\n");
    const auto bad = TestUtils::runProgram({u"review"_s, u"HEAD"_s, u"--fail-on"_s, u"info"_s}, m_repository);
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.err, "recipe-explorer review: --fail-on takes error or warning, not 'info'\n");
}

void TestRevisions::reviewAnnotations()
{
    // For CI: the new findings alone, as SARIF results and as GitHub workflow commands.
    // Each of the three changed recipes has a throughput its recorded cost and MFU no
    // longer agree with (2200.16 -> 2600.5, 161.79 -> 170.25 in the copy, 131.12 -> 99.5):
    // two errors each, at the values of usd_per_million_tokens and mfu, which were clean
    // before (the bundled recipes lint clean).
    const QStringList expected{
        u"recipes/glm-5.2-744b-a40b/h200/moved.yaml:81:27 error figures-cost"_s,
        u"recipes/glm-5.2-744b-a40b/h200/moved.yaml:83:8 error figures-mfu"_s,
        u"recipes/glm-5.2-744b-a40b/h200/new.yaml:81:27 error figures-cost"_s,
        u"recipes/glm-5.2-744b-a40b/h200/new.yaml:83:8 error figures-mfu"_s,
        u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml:75:27 error figures-cost"_s,
        u"recipes/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml:77:8 error figures-mfu"_s,
    };
    const auto sarif = TestUtils::runProgram({u"review"_s, u"HEAD~3"_s, u"HEAD"_s, u"--format"_s, u"sarif"_s}, m_repository);
    QCOMPARE(sarif.exitCode, 0);
    QStringList results;
    const auto runs = QJsonDocument::fromJson(sarif.out).object().value(u"runs"_s).toArray();
    for (const auto &result : runs.first().toObject().value(u"results"_s).toArray()) {
        const auto o = result.toObject();
        const auto physical = o.value(u"locations"_s).toArray().first().toObject().value(u"physicalLocation"_s).toObject();
        const auto region = physical.value(u"region"_s).toObject();
        results << physical.value(u"artifactLocation"_s).toObject().value(u"uri"_s).toString() + u':'
                + QString::number(region.value(u"startLine"_s).toInt()) + u':' + QString::number(region.value(u"startColumn"_s).toInt())
                + u' ' + o.value(u"level"_s).toString() + u' ' + o.value(u"ruleId"_s).toString();
    }
    results.sort();
    QCOMPARE(results, expected);
    const auto github = TestUtils::runProgram({u"review"_s, u"HEAD~3"_s, u"HEAD"_s, u"--format"_s, u"github"_s}, m_repository);
    QCOMPARE(github.out.count("\n::error file=") + github.out.count("\n::warning file=") + 1, expected.size());
}

void TestRevisions::reviewBadInput()
{
    QTemporaryDir outside;
    auto r = TestUtils::runProgram({u"review"_s, u"HEAD"_s}, outside.path());
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, "recipe-explorer review: not a git repository: .\n");
    r = TestUtils::runProgram({u"review"_s, u"nope"_s}, m_repository);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, "recipe-explorer review: unknown revision: nope\n");
    r = TestUtils::runProgram({u"review"_s, u"HEAD"_s, u"nope~2"_s}, m_repository);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, "recipe-explorer review: unknown revision: nope~2\n");
    r = TestUtils::runProgram({u"review"_s}, m_repository);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, "recipe-explorer review: give a base commit, and a head commit or none for the work tree\n");
}

QTEST_GUILESS_MAIN(TestRevisions)
// The changed files a review reads whole are kept by blob id, under a stamp of what
// their findings depend on: the next review of them parses nothing, and a change to
// the lint configuration is not answered from what was kept.
void TestRevisions::reviewCache()
{
    const auto file = TestUtils::programCacheHome() + u"/OpenRecipes/recipe-explorer/recipe-blobs.sqlite"_s;
    for (const auto &suffix : {u""_s, u"-wal"_s, u"-shm"_s})
        QFile::remove(file + suffix);
    const QStringList review{u"review"_s, u"HEAD~3"_s, u"HEAD"_s, u"--format"_s, u"json"_s};
    const auto cold = TestUtils::runProgram(review, m_repository);
    QCOMPARE(cold.exitCode, 0);
    QCOMPARE(TestUtils::runProgram(review, m_repository).out, cold.out);
    {
        auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"analyses"_s);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"SELECT id, stamp, data FROM analyses ORDER BY id"_s));
        QList<QList<QByteArray>> rows;
        while (q.next())
            rows.append({q.value(0).toByteArray(), q.value(1).toByteArray(), q.value(2).toByteArray()});
        QVERIFY2(rows.size() >= 4, QByteArray::number(rows.size()).constData()); // both sides' changed blobs
        // Two blobs' reviews swapped: what the next review says comes from the cache.
        q.prepare(u"UPDATE analyses SET data = ? WHERE id = ? AND stamp = ?"_s);
        for (const auto &[row, data] : {std::pair(rows[0], rows[1][2]), std::pair(rows[1], rows[0][2])}) {
            q.addBindValue(data);
            q.addBindValue(row[0]);
            q.addBindValue(row[1]);
            QVERIFY(q.exec());
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"analyses"_s);
    QVERIFY(TestUtils::runProgram(review, m_repository).out != cold.out);
    // Another lint configuration: findings made anew (figures-cost ignored), not taken.
    const auto config = m_repository + u"/recipes/.recipe-lint.yaml"_s;
    QVERIFY(TestUtils::writeFile(config, "ignore: [figures-cost]\n"));
    const auto ignoring = TestUtils::runProgram(review, m_repository);
    QVERIFY(QFile::remove(config));
    QVERIFY(cold.out.contains("\"figures-cost\""));
    QVERIFY(!ignoring.out.contains("\"figures-cost\""));
    // The work tree's changed files are kept by the blob their bytes make.
    const auto changed = m_repository + u"/recipes/minimax-m2/h200/attune-tp1-pp8-ep8-vpp4.yaml"_s;
    QVERIFY(TestUtils::runProgram({u"set"_s, changed, u"result.tokens_per_s_per_gpu=1234.5"_s}).exitCode == 0);
    const QStringList workTree{u"review"_s, u"HEAD"_s, u"--format"_s, u"json"_s};
    const auto first = TestUtils::runProgram(workTree, m_repository);
    const auto second = TestUtils::runProgram(workTree, m_repository);
    QVERIFY(git(m_repository, {u"checkout"_s, u"-q"_s, u"--"_s, changed}));
    QVERIFY(first.out.contains("\"after\": \"1234.5\""));
    QCOMPARE(second.out, first.out);
    for (const auto &suffix : {u""_s, u"-wal"_s, u"-shm"_s})
        QFile::remove(file + suffix); // swapped entries are for no other test
}

// The base ranks as the base has it: a link whose target changed is read as the base
// has its target, and a file git ignores, which only the work tree has, is not in it.
void TestRevisions::reviewRanksEachSideAsItIs()
{
    QTemporaryDir dir;
    const auto repository = dir.filePath(u"sides"_s);
    QVERIFY(makeRepository(repository));
    const auto folder = repository + u"/recipes/qwen3-32b/h200/"_s;
    const auto set = [](const QString &file, const QString &value) {
        return TestUtils::runProgram({u"set"_s, file, u"result.tokens_per_s_per_gpu="_s + value}).exitCode == 0;
    };
    // Three on Qwen3-32B and H200: the recipe (2200.16), a link to it, and another (1500).
    QVERIFY(QFile::link(u"attune-tp4-pp2-mt16k.yaml"_s, folder + u"link.yaml"_s));
    QVERIFY(QFile::copy(folder + u"attune-tp4-pp2-mt16k.yaml"_s, folder + u"other.yaml"_s));
    QVERIFY(set(folder + u"other.yaml"_s, u"1500"_s));
    QVERIFY(git(repository, {u"add"_s, u"-A"_s}) && git(repository, {u"commit"_s, u"-q"_s, u"-m"_s, u"three"_s}));
    // The recipe falls to 100 (and its link with it); the other rises to 1600.
    QVERIFY(set(folder + u"attune-tp4-pp2-mt16k.yaml"_s, u"100"_s));
    QVERIFY(set(folder + u"other.yaml"_s, u"1600"_s));
    QVERIFY(git(repository, {u"commit"_s, u"-q"_s, u"-am"_s, u"changed"_s}));
    const auto placeOfOther = [&repository](const QStringList &arguments) {
        const auto r = TestUtils::runProgram(QStringList{u"review"_s} + arguments + QStringList{u"--format"_s, u"json"_s}, repository);
        const auto other = reviewed(QJsonDocument::fromJson(r.out).array(), u"recipes/qwen3-32b/h200/other.yaml"_s);
        const auto place = [&other](const QString &key) {
            const auto o = other.value(key).toObject();
            return QString::number(o.value(u"rank"_s).toInt()) + u" of "_s + QString::number(o.value(u"of"_s).toInt());
        };
        return place(u"rank_before"_s) + u" -> "_s + place(u"rank_after"_s);
    };
    // Before: 2200.16, 2200.16 (the link), 1500; after: 1600, 100, 100.
    QCOMPARE(placeOfOther({u"HEAD~1"_s, u"HEAD"_s}), u"3 of 3 -> 1 of 3"_s);
    // A recipe git ignores, in the work tree only: in the ranking after, not before.
    QVERIFY(TestUtils::writeFile(repository + u"/.gitignore"_s, "ignored.yaml\n"));
    QVERIFY(QFile::copy(folder + u"other.yaml"_s, folder + u"ignored.yaml"_s));
    QVERIFY(set(folder + u"ignored.yaml"_s, u"5000"_s));
    QCOMPARE(placeOfOther({u"HEAD~1"_s}), u"3 of 3 -> 2 of 4"_s);
    // Deleted from the index, still on disk: removed, and ranked once before.
    QVERIFY(git(repository, {u"rm"_s, u"-q"_s, u"--cached"_s, u"recipes/qwen3-32b/h200/other.yaml"_s}));
    const auto r = TestUtils::runProgram({u"review"_s, u"HEAD"_s, u"--format"_s, u"json"_s}, repository);
    QJsonObject removed;
    for (const auto &entry : QJsonDocument::fromJson(r.out).array())
        if (entry.toObject().value(u"base_file"_s).toString() == u"recipes/qwen3-32b/h200/other.yaml"_s)
            removed = entry.toObject();
    QCOMPARE(removed.value(u"change"_s).toString(), u"deleted"_s);
    QCOMPARE(removed.value(u"status"_s).toString(), u"D"_s);
    QCOMPARE(removed.value(u"rank_before"_s).toObject().value(u"of"_s).toInt(), 3);
}

#include "tst_revisions.moc"
