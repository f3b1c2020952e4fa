// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The store loads folders off the UI thread, reports progress, keeps good files
// beside bad ones, and reloads what changes on disk.
#include "analysis/recipelint.h"
#include "itemmodels/recipetablemodel.h"
#include "recipe/backgroundpriority.h"
#include "recipe/recipecodec.h"
#include "recipe/recipeformat.h"
#include "recipe/recipeloader.h"
#include "recipe/recipestore.h"
#include "testutils.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QMutex>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentMap>

#include <cstdio>

#include <utime.h>

namespace {
const QString bundledDir = TestUtils::bundledFolder();

// The next load's end. The bound is for a load that never ends, not a timing: a busy
// machine (a build beside the tests, the thread sanitizer) may take many times longer.
bool waitForLoad(RecipeStore &store)
{
    QSignalSpy finished(&store, &RecipeStore::loadingFinished);
    return finished.wait(60000);
}

double tokensOf(const RecipeStore &store, const QString &path)
{
    const auto recipe = store.recipe(path);
    return recipe ? recipe->tokensPerSecondPerGpu() : -1;
}

void replaceInFile(const QString &path, const QByteArray &from, const QByteArray &to)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto bytes = file.readAll();
    file.close();
    QVERIFY(bytes.contains(from));
    bytes.replace(from, to);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}
// Everything the window shows of a store: each recipe's values, every problem, each
// recipe's findings and the ranking.
QByteArray describe(const RecipeStore &store)
{
    QByteArray text;
    for (const auto &recipe : store.recipes())
        text += recipe.filePath().toUtf8() + ' ' + RecipeCodec::encode({recipe, {}}).toHex() + '\n';
    for (const auto &problem : store.problems())
        text += problem.toString().toUtf8() + '\n';
    for (const auto &recipe : store.recipes())
        for (const auto &problem : store.recipeProblems().value(recipe.filePath()))
            text += "finding " + problem.toString().toUtf8() + '\n';
    for (const auto &ranked : store.ranking())
        text += QByteArray::number(ranked.rank) + ' ' + ranked.recipe.filePath().toUtf8() + '\n';
    return text + QByteArray::number(store.invalidFileCount());
}

// The Qwen3.5 folder copied into folder, with copies more of its first H200 recipe
// (h200/copy-N.yaml); the path of that recipe, or an empty one when a copy failed.
QString withCopies(const QString &folder, int copies)
{
    if (!TestUtils::copyTree(bundledDir + QStringLiteral("/qwen3.5-397b-a17b"), folder))
        return {};
    const auto source = folder + QStringLiteral("/h200/attune-tp2-pp4-ep32.yaml");
    for (int i = 0; i < copies; ++i)
        if (!QFile::copy(source, folder + QStringLiteral("/h200/copy-%1.yaml").arg(i)))
            return {};
    return source;
}
} // namespace

class TestRecipeStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loadsBundledFolder();
    void goodFilesBesideBadOnes();
    void inDisplayOrder();
    void givenFolders();
    void reloadsFileChangedInPlace();
    void reloadsFileReplacedByRename();
    void noticesNewAndRemovedFiles();
    void watchesFoldersNotFiles();
    void changeAsShownIsSeen();
    void finishedOnceEveryFolderIsWatched();
    void openedAgainWhileWatching();
    void otherFilesIgnored();
    void openedDuringReload();
    void cancel();
    void cancelledWhileReading();
    void sameWithAndWithoutCache();
    void checksComeAfterTheRecipes();
    void checksInParts();
    void checksBelowTheWindow();
    void readsWholeRecipes();
};

void TestRecipeStore::loadsBundledFolder()
{
    RecipeStore store;
    QSignalSpy started(&store, &RecipeStore::loadingStarted);
    QSignalSpy progress(&store, &RecipeStore::progressChanged);
    QSignalSpy changed(&store, &RecipeStore::recipesChanged);
    store.open({bundledDir});
    QVERIFY(store.isLoading());
    QVERIFY(waitForLoad(store));
    QCOMPARE(started.size(), 1);
    QCOMPARE(store.recipes().size(), 7);
    QVERIFY(store.problems().isEmpty());
    QCOMPARE(store.fileCount(), 7);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(1).toInt(), 7); // total
    QCOMPARE(progress.last().at(0).toInt(), 7); // done
    QVERIFY(changed.size() >= 1);
    QCOMPARE(tokensOf(store, bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml")), 545.32);
}

void TestRecipeStore::goodFilesBesideBadOnes()
{
    QTemporaryDir dir;
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/glm-5.2-744b-a40b"), dir.filePath(QStringLiteral("glm"))));
    for (const auto *bad : {"wrong-type.yaml", "alias-bomb.yaml", "invalid-utf8.yaml"})
        QVERIFY(QFile::copy(QFINDTESTDATA(QStringLiteral("data/bad/") + QLatin1String(bad)), dir.filePath(QLatin1String(bad))));
    RecipeStore store;
    store.open({dir.path()});
    QVERIFY(waitForLoad(store));
    QCOMPARE(store.recipes().size(), 2);
    QCOMPARE(store.invalidFileCount(), 3);
    QStringList problems;
    for (const auto &p : store.problems())
        problems << QDir(dir.path()).relativeFilePath(p.file) + QStringLiteral(":%1: ").arg(p.line) + p.message;
    QCOMPARE(problems,
             QStringList({QStringLiteral("alias-bomb.yaml:27: the document expands to more than 100000 nodes; "
                                         "aliases that repeat aliases are not allowed in a recipe"),
                          QStringLiteral("invalid-utf8.yaml:8: invalid UTF-8 byte 0xff; a recipe must be UTF-8 text"),
                          QStringLiteral("wrong-type.yaml:16: 'layout.tp' must be a whole number, found \"two\"")}));
}

void TestRecipeStore::givenFolders()
{
    // A folder given is told by its path however it is written, and its subfolders and
    // the files given beside it are not; a folder is no fault, a broken file given is.
    QTemporaryDir dir;
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/minimax-m2"), dir.filePath(QStringLiteral("recipes"))));
    QVERIFY(TestUtils::writeFile(dir.filePath(QStringLiteral("broken.yaml")), "model: [unclosed\n"));
    RecipeStore store;
    store.open({dir.path() + QStringLiteral("/./recipes/"), dir.filePath(QStringLiteral("broken.yaml"))});
    QVERIFY(waitForLoad(store));
    QVERIFY(store.isGivenFolder(dir.filePath(QStringLiteral("recipes"))));
    QVERIFY(!store.isGivenFolder(dir.filePath(QStringLiteral("recipes/h200"))));
    QVERIFY(!store.isGivenFolder(dir.filePath(QStringLiteral("broken.yaml"))));
    QVERIFY(!store.isGivenFolder(dir.path()));
    const auto before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const bool relative = store.isGivenFolder(QStringLiteral("recipes"));
    QVERIFY(QDir::setCurrent(before));
    QVERIFY(relative);
    QVERIFY(!store.fault(dir.filePath(QStringLiteral("recipes"))));
    const auto broken = store.fault(dir.filePath(QStringLiteral("broken.yaml")));
    QVERIFY(broken);
    QVERIFY(broken->located);
    QCOMPARE(broken->problem.line, 2); // where the flow should have been closed
    // Gone with the next load of other paths.
    store.open({dir.filePath(QStringLiteral("broken.yaml"))});
    QVERIFY(waitForLoad(store));
    QVERIFY(!store.isGivenFolder(dir.filePath(QStringLiteral("recipes"))));
}

void TestRecipeStore::inDisplayOrder()
{
    // Recipes and problems in the order of the paths shown, whatever the order the
    // folders were given in, and a file given by name among them where its path puts it.
    QTemporaryDir dir;
    for (const auto *folder : {"zeta", "alpha"}) {
        QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/minimax-m2"), dir.filePath(QLatin1String(folder))));
        QVERIFY(TestUtils::writeFile(dir.filePath(QLatin1String(folder) + QStringLiteral("/h200/broken.yaml")), "model: [unclosed\n"));
    }
    QVERIFY(TestUtils::writeFile(dir.filePath(QStringLiteral("middle.yaml")), "model: [unclosed\n"));
    RecipeStore store;
    store.open({dir.filePath(QStringLiteral("zeta")), dir.filePath(QStringLiteral("middle.yaml")), dir.filePath(QStringLiteral("alpha"))});
    QVERIFY(waitForLoad(store));
    QStringList files;
    for (const auto &problem : store.problems())
        files << QDir(dir.path()).relativeFilePath(problem.file);
    QCOMPARE(
        files,
        (QStringList{QStringLiteral("alpha/h200/broken.yaml"), QStringLiteral("middle.yaml"), QStringLiteral("zeta/h200/broken.yaml")}));
    QStringList recipes;
    for (const auto &recipe : store.recipes())
        recipes << QDir(dir.path()).relativeFilePath(recipe.filePath());
    QCOMPARE(recipes.size(), 2 * QDir(bundledDir + QStringLiteral("/minimax-m2/h200")).entryList({QStringLiteral("*.yaml")}).size());
    auto sorted = recipes;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(recipes, sorted);
    QVERIFY(recipes.first().startsWith(QStringLiteral("alpha/")));
    QVERIFY(recipes.last().startsWith(QStringLiteral("zeta/")));
}

void TestRecipeStore::reloadsFileChangedInPlace()
{
    QTemporaryDir dir;
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/qwen3.5-397b-a17b"), dir.path()));
    const auto file = dir.filePath(QStringLiteral("h200/attune-tp2-pp4-ep32.yaml"));
    RecipeStore store;
    store.setDebounceInterval(50);
    store.open({dir.path()});
    QVERIFY(waitForLoad(store));
    QCOMPARE(tokensOf(store, file), 545.32);

    QSignalSpy changed(&store, &RecipeStore::recipesChanged);
    replaceInFile(file, "tokens_per_s_per_gpu: 545.32", "tokens_per_s_per_gpu: 600.5");
    QTRY_COMPARE_WITH_TIMEOUT(tokensOf(store, file), 600.5, 10000);
    QCOMPARE(store.recipes().size(), 3);

    // A change that breaks the file turns it into a problem, and back.
    replaceInFile(file, "tokens_per_s_per_gpu: 600.5", "tokens_per_s_per_gpu: -1");
    QTRY_COMPARE_WITH_TIMEOUT(store.recipes().size(), 2, 10000);
    QCOMPARE(store.problems().size(), 1);
    QCOMPARE(store.problems().first().line, 76);
    replaceInFile(file, "tokens_per_s_per_gpu: -1", "tokens_per_s_per_gpu: 545.32");
    QTRY_COMPARE_WITH_TIMEOUT(store.recipes().size(), 3, 10000);
    QVERIFY(store.problems().isEmpty());
}

void TestRecipeStore::reloadsFileReplacedByRename()
{
    QTemporaryDir dir;
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/minimax-m2"), dir.path()));
    const auto file = dir.filePath(QStringLiteral("h200/attune-tp1-pp8-ep8-vpp4.yaml"));
    RecipeStore store;
    store.setDebounceInterval(50);
    store.open({dir.path()});
    QVERIFY(waitForLoad(store));
    QCOMPARE(tokensOf(store, file), 2034.42);

    // As editors save: write a new file, rename it over the old one; twice, since
    // the rename drops the watch on the file.
    for (const auto &value : {QByteArray("2100.5"), QByteArray("2200.25")}) {
        QFile original(file);
        QVERIFY(original.open(QIODevice::ReadOnly));
        auto bytes = original.readAll();
        original.close();
        bytes.replace(
            QRegularExpression(QStringLiteral("tokens_per_s_per_gpu: [0-9.]+")).match(QString::fromUtf8(bytes)).captured(0).toUtf8(),
            QByteArray("tokens_per_s_per_gpu: " + value));
        const auto temporary = file + QStringLiteral(".new");
        QFile replacement(temporary);
        QVERIFY(replacement.open(QIODevice::WriteOnly));
        replacement.write(bytes);
        replacement.close();
        QVERIFY(std::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(file).constData()) == 0);
        QTRY_COMPARE_WITH_TIMEOUT(tokensOf(store, file), value.toDouble(), 10000);
    }
}

void TestRecipeStore::noticesNewAndRemovedFiles()
{
    QTemporaryDir dir;
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/glm-5.2-744b-a40b"), dir.path()));
    RecipeStore store;
    store.setDebounceInterval(50);
    store.open({dir.path()});
    QVERIFY(waitForLoad(store));
    QCOMPARE(store.recipes().size(), 2);
    QVERIFY(QFile::copy(bundledDir + QStringLiteral("/qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"),
                        dir.filePath(QStringLiteral("h200/qwen.yaml"))));
    QTRY_COMPARE_WITH_TIMEOUT(store.recipes().size(), 3, 10000);
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("h200/attune-tp8-pp4.yaml"))));
    QTRY_COMPARE_WITH_TIMEOUT(store.recipes().size(), 2, 10000);
}

// The inotify watches this process holds (Linux: the lines of its inotify descriptors).
int inotifyWatches()
{
    int watches = 0;
    for (const auto &fd : QDir(QStringLiteral("/proc/self/fdinfo")).entryInfoList(QDir::Files)) {
        QFile info(fd.filePath());
        if (info.open(QIODevice::ReadOnly))
            watches += int(info.readAll().count("inotify wd:"));
    }
    return watches;
}

void TestRecipeStore::watchesFoldersNotFiles()
{
    // 300 recipes in two folders, and one given by name from elsewhere: a watch for
    // each folder and the file, not one for each file, and changes are still seen.
    QTemporaryDir dir;
    QTemporaryDir elsewhere;
    const auto source = withCopies(dir.path(), 297);
    QVERIFY(!source.isEmpty());
    const auto single = elsewhere.filePath(QStringLiteral("single.yaml"));
    QVERIFY(QFile::copy(source, single));
    const int before = inotifyWatches();
    RecipeStore store;
    store.setDebounceInterval(50);
    store.open({dir.path(), single});
    QVERIFY(waitForLoad(store));
    QCOMPARE(store.recipes().size(), 301);
    const int watches = inotifyWatches() - before;
    QVERIFY2(watches >= 2 && watches <= 6, qPrintable(QString::number(watches))); // the folder, h200, the file (and its folder)
    replaceInFile(dir.filePath(QStringLiteral("h200/copy-150.yaml")), "tokens_per_s_per_gpu: 545.32", "tokens_per_s_per_gpu: 600.5");
    QTRY_COMPARE_WITH_TIMEOUT(tokensOf(store, dir.filePath(QStringLiteral("h200/copy-150.yaml"))), 600.5, 10000);
    replaceInFile(single, "tokens_per_s_per_gpu: 545.32", "tokens_per_s_per_gpu: 610.5");
    QTRY_COMPARE_WITH_TIMEOUT(tokensOf(store, single), 610.5, 10000);
}

void TestRecipeStore::changeAsShownIsSeen()
{
    // The folders are watched while the files are read: a recipe changed after it was
    // read, as the recipes are shown, is read again.
    QTemporaryDir dir;
    const auto source = withCopies(dir.path(), 100);
    QVERIFY(!source.isEmpty());
    const auto changed = dir.filePath(QStringLiteral("h200/copy-50.yaml"));
    RecipeStore store;
    store.setDebounceInterval(50);
    bool done = false;
    connect(&store, &RecipeStore::recipesChanged, this, [&] {
        if (!done && !store.recipes().isEmpty()) {
            done = true;
            replaceInFile(changed, "tokens_per_s_per_gpu: 545.32", "tokens_per_s_per_gpu: 600.5");
        }
    });
    store.open({dir.path()});
    QVERIFY(waitForLoad(store));
    QVERIFY(done);
    QTRY_COMPARE_WITH_TIMEOUT(tokensOf(store, changed), 600.5, 10000);
}

void TestRecipeStore::finishedOnceEveryFolderIsWatched()
{
    // One recipe among 600 folders: it is read and shown before the folders are all
    // watched (a few milliseconds of watches at a time); the load ends once they are.
    QTemporaryDir dir;
    for (int i = 0; i < 600; ++i)
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("group-%1").arg(i)));
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/minimax-m2"), dir.filePath(QStringLiteral("group-0"))));
    const int before = inotifyWatches();
    RecipeStore store;
    int watchesAtTheEnd = -1;
    connect(&store, &RecipeStore::loadingFinished, this, [&] { watchesAtTheEnd = inotifyWatches() - before; });
    store.open({dir.path()});
    QVERIFY(waitForLoad(store));
    QCOMPARE(store.recipes().size(), 1);
    // The folder, its 600 groups and the recipe's h200 folder.
    QVERIFY2(watchesAtTheEnd >= 602, qPrintable(QString::number(watchesAtTheEnd)));
}

void TestRecipeStore::openedAgainWhileWatching()
{
    // Another folder opened just as the first is shown, while its folders are being
    // watched: the second load is the one that finishes, with its own recipes.
    QTemporaryDir many;
    for (int i = 0; i < 400; ++i)
        QVERIFY(QDir(many.path()).mkpath(QStringLiteral("group-%1/h200").arg(i)));
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/minimax-m2"), many.filePath(QStringLiteral("group-0"))));
    QTemporaryDir other;
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/glm-5.2-744b-a40b"), other.path()));
    RecipeStore store;
    QSignalSpy shown(&store, &RecipeStore::recipesChanged);
    QSignalSpy finished(&store, &RecipeStore::loadingFinished);
    store.open({many.path()});
    QTRY_VERIFY(!store.recipes().isEmpty());
    finished.clear(); // the first load may have ended already
    store.open({other.path()});
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() && !finished.last().first().toBool(), 10000);
    QCOMPARE(store.recipes().size(), 2);
    QVERIFY(!store.isLoading());
}

void TestRecipeStore::otherFilesIgnored()
{
    // A folder's watch sees every file written in it: a log beside the recipes is
    // no reason to read the folder again; a recipe is.
    QTemporaryDir dir;
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/glm-5.2-744b-a40b"), dir.path()));
    QFile log(dir.filePath(QStringLiteral("h200/notes.txt")));
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.close();
    RecipeStore store;
    store.setDebounceInterval(50);
    store.open({dir.path()});
    QVERIFY(waitForLoad(store));
    QSignalSpy started(&store, &RecipeStore::loadingStarted);
    QSignalSpy ignored(&store, &RecipeStore::changeIgnored);
    for (int i = 0; i < 3; ++i) {
        QVERIFY(log.open(QIODevice::Append));
        log.write("a line\n");
        log.close();
        // The store looked at the write, and read nothing again.
        QTRY_VERIFY_WITH_TIMEOUT(ignored.contains({log.fileName()}), 10000);
        ignored.clear();
        QCOMPARE(started.size(), 0);
    }
    QFile recipe(dir.filePath(QStringLiteral("h200/attune-tp8-pp4.yaml")));
    QVERIFY(recipe.open(QIODevice::Append));
    recipe.write("\n");
    recipe.close();
    QTRY_VERIFY_WITH_TIMEOUT(started.size() > 0, 10000);

    // A file given by name is watched through its folder: other recipes and folders
    // made there are not the store's, the file itself is.
    QTemporaryDir downloads;
    const auto given = downloads.filePath(QStringLiteral("given.yaml"));
    QVERIFY(QFile::copy(dir.filePath(QStringLiteral("h200/attune-tp8-pp4.yaml")), given));
    RecipeStore single;
    single.setDebounceInterval(50);
    single.open({given});
    QVERIFY(waitForLoad(single));
    QCOMPARE(single.recipes().size(), 1);
    QSignalSpy startedAgain(&single, &RecipeStore::loadingStarted);
    QSignalSpy ignoredThere(&single, &RecipeStore::changeIgnored);
    QVERIFY(QFile::copy(given, downloads.filePath(QStringLiteral("other.yaml"))));
    QTRY_VERIFY_WITH_TIMEOUT(ignoredThere.contains({downloads.filePath(QStringLiteral("other.yaml"))}), 10000);
    ignoredThere.clear();
    // A folder made there is heard of as a change of the folder of the file given.
    QVERIFY(QDir(downloads.path()).mkdir(QStringLiteral("unpacked")));
    QTRY_VERIFY_WITH_TIMEOUT(!ignoredThere.isEmpty(), 10000);
    QCOMPARE(startedAgain.size(), 0);
    QFile givenFile(given);
    QVERIFY(givenFile.open(QIODevice::Append));
    givenFile.write("\n");
    givenFile.close();
    QTRY_VERIFY_WITH_TIMEOUT(startedAgain.size() > 0, 10000);
}

void TestRecipeStore::openedDuringReload()
{
    // A file given by name opened while a change on disk is read again: the store
    // ends with that file alone, at every step of the reload it may come in.
    QTemporaryDir dir;
    QVERIFY(TestUtils::copyTree(bundledDir + QStringLiteral("/glm-5.2-744b-a40b"), dir.path()));
    QTemporaryDir downloads;
    const auto given = downloads.filePath(QStringLiteral("given.yaml"));
    QVERIFY(QFile::copy(dir.filePath(QStringLiteral("h200/attune-tp8-pp4.yaml")), given));
    // The moments of the reload: as it starts, as it reads, as it shows what it read.
    for (int moment = 0; moment < 3; ++moment) {
        RecipeStore store;
        store.setDebounceInterval(10);
        store.open({dir.path()});
        QVERIFY(waitForLoad(store));
        QCOMPARE(store.recipes().size(), 2);
        QSignalSpy finished(&store, &RecipeStore::loadingFinished);
        bool opened = false;
        const auto openGiven = [&] {
            QTimer::singleShot(0, &store, [&] {
                if (!std::exchange(opened, true))
                    store.open({given});
            });
        };
        const auto connection = moment == 0 ? connect(&store, &RecipeStore::loadingStarted, this, openGiven)
            : moment == 1                   ? connect(&store, &RecipeStore::progressChanged, this, openGiven)
                                            : connect(&store, &RecipeStore::recipesChanged, this, openGiven);
        QFile recipe(dir.filePath(QStringLiteral("h200/attune-tp4-pp4.yaml")));
        QVERIFY(recipe.open(QIODevice::Append));
        recipe.write("\n");
        recipe.close();
        QTRY_VERIFY_WITH_TIMEOUT(opened, 10000);
        disconnect(connection);
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() && !finished.last().first().toBool() && !store.isLoading(), 10000);
        QVERIFY2(store.recipes().size() == 1, describe(store).constData());
        QCOMPARE(store.recipes().first().filePath(), given);
    }
}

void TestRecipeStore::cancel()
{
    RecipeStore store;
    QSignalSpy finished(&store, &RecipeStore::loadingFinished);
    store.open({bundledDir});
    store.cancel();
    QVERIFY(!store.isLoading());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), true);
    store.reload();
    QVERIFY(waitForLoad(store));
    QCOMPARE(store.recipes().size(), 7);
}

void TestRecipeStore::cancelledWhileReading()
{
    // A first load cancelled while its files are read: a recipe changed in its folder
    // afterwards starts no load (the folders the load began to watch are let go).
    QTemporaryDir dir;
    const auto source = withCopies(dir.path(), 300);
    QVERIFY(!source.isEmpty());
    RecipeStore store;
    store.setDebounceInterval(50);
    QSignalSpy finished(&store, &RecipeStore::loadingFinished);
    bool asked = false;
    connect(&store, &RecipeStore::progressChanged, this, [&](int done) {
        if (done > 0 && !asked) {
            asked = true;
            QTimer::singleShot(0, &store, &RecipeStore::cancel);
        }
    });
    store.open({dir.path()});
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(store.recipes().isEmpty());
    // Nothing is watched any more, so no change there can start a load.
    QCOMPARE(store.watchCount(), 0);
    QVERIFY(!store.isLoading());
}

void TestRecipeStore::sameWithAndWithoutCache()
{
    // The window's store with its cache shows what it shows reading every file: cold,
    // warm, after each kind of change on disk, at other prices, under another lint
    // config, and after the cache file is damaged.
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    QVERIFY(TestUtils::copyTree(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad"), copy.filePath(QStringLiteral("bad"))));
    const auto top = copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    const auto other = copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp1-pp4-ep32.yaml"));
    // A recipe lint finds fault with: its findings come from the cache too.
    const auto faulty = copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/faulty.yaml"));
    auto bytes = TestUtils::readFile(top);
    bytes.replace("label: TP2 PP4 EP32 DP16", "label: TP2 PP8 EP32 DP16");
    QVERIFY(TestUtils::writeFile(faulty, bytes));
    QTemporaryDir cacheDir;
    const auto cacheFile = cacheDir.filePath(QStringLiteral("recipes.sqlite"));
    auto prices = PriceTable::defaults();
    auto load = [&](bool cached, int *hits = nullptr) {
        RecipeStore store;
        store.setChecker(RecipeLint::checker(prices), RecipeLint::checkerStamp(prices));
        if (cached)
            store.setCacheFile(cacheFile);
        store.open({copy.path()});
        [&] { QVERIFY(waitForLoad(store)); }();
        if (hits)
            *hits = store.cacheHits();
        return describe(store);
    };
    auto same = [&](int expectedHits) {
        const auto expected = load(false);
        int hits = -1;
        const auto cached = load(true, &hits);
        QCOMPARE(cached, expected);
        if (expectedHits >= 0)
            QCOMPARE(hits, expectedHits);
    };
    const auto first = load(false);
    QVERIFY(first.contains(QByteArray("finding " + faulty.toUtf8())));
    QVERIFY(first.contains("[layout-label]"));
    QVERIFY(first.contains("error")); // the bad files
    const int files = int(RecipeFiles::find({copy.path()}).size());
    same(0);     // cold: every file read
    same(files); // warm: none
    // changed: read again
    replaceInFile(other, "tokens_per_s_per_gpu: ", "tokens_per_s_per_gpu: 1");
    same(files - 1);
    // added
    QVERIFY(QFile::copy(top, copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/added.yaml"))));
    same(files);
    // removed
    QVERIFY(QFile::remove(copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/added.yaml"))));
    same(files);
    // touched without change: read again, the same values
    const auto later = QDateTime::currentSecsSinceEpoch() + 60;
    const utimbuf times{later, later};
    QCOMPARE(::utime(QFile::encodeName(top).constData(), &times), 0);
    same(files - 1);
    // replaced by an invalid file
    QVERIFY(TestUtils::writeFile(other, "model: [unclosed\n"));
    same(files - 1);
    QVERIFY(load(true).contains(QByteArray(QFileInfo(other).fileName().toUtf8() + ":2:1: error: YAML syntax error")));
    // other prices: other cost findings, so every recipe's findings are made again
    const auto atDefaultPrices = load(false);
    prices.setPrice(QStringLiteral("H200"), 0.5);
    QVERIFY(load(false) != atDefaultPrices);
    same(-1);
    same(files);
    // a lint config above the recipes: the same again
    QVERIFY(TestUtils::writeFile(copy.filePath(QStringLiteral(".recipe-lint.yaml")), "ignore: [layout-label]\n"));
    const auto ignored = load(true);
    QVERIFY(!ignored.contains("[layout-label]"));
    QCOMPARE(ignored, load(false));
    // another language: findings worded (and their numbers written) in it, not taken
    auto costly = TestUtils::readFile(top);
    costly.replace("tokens_per_s_per_gpu: ", "tokens_per_s_per_gpu: 1"); // a cost the figures do not make
    QVERIFY(TestUtils::writeFile(copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/costly.yaml")), costly));
    const auto english = load(true);
    QVERIFY(english.contains("[figures-cost]"));
    const auto before = RecipeFormat::locale();
    RecipeFormat::setLocale(QLocale(QLocale::German, QLocale::Germany));
    const auto german = load(false);
    const auto cachedGerman = load(true);
    RecipeFormat::setLocale(before);
    QVERIFY(german != english);
    QCOMPARE(cachedGerman, german);
    QVERIFY(QFile::remove(copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/costly.yaml"))));
    // a damaged cache file: cut short, then garbage
    auto cache = TestUtils::readFile(cacheFile);
    QVERIFY(cache.size() > 4096);
    QVERIFY(TestUtils::writeFile(cacheFile, cache.left(cache.size() / 2)));
    same(-1);
    QVERIFY(TestUtils::writeFile(cacheFile, QByteArray(100000, 'x')));
    same(0);
    same(files);
}

void TestRecipeStore::checksComeAfterTheRecipes()
{
    // A first load shows the recipes before lint has read them, then their findings,
    // and ends once they are in; a second load finds them in the cache at once.
    TestUtils::BundledCopy copy;
    QVERIFY(copy.isValid());
    const auto top = copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    const auto faulty = copy.filePath(QStringLiteral("qwen3.5-397b-a17b/h200/faulty.yaml"));
    auto bytes = TestUtils::readFile(top);
    bytes.replace("label: TP2 PP4 EP32 DP16", "label: TP2 PP8 EP32 DP16");
    QVERIFY(TestUtils::writeFile(faulty, bytes));
    QVERIFY(TestUtils::writeFile(copy.filePath(QStringLiteral("broken.yaml")), "model: [unclosed\n"));
    // What lint finds in the faulty recipe, read and checked apart from the store.
    const auto prices = PriceTable::defaults();
    const auto check = RecipeLint::checker(prices);
    const auto whole = RecipeLoader::loadFile(faulty, faulty, RecipeLoader::Read::Whole, RecipeFiles::Known::RegularFile);
    QVERIFY(whole.recipe);
    const auto expected = check(*whole.recipe, faulty);
    QVERIFY(!expected.isEmpty());
    QTemporaryDir cacheDir;
    struct Seen
    {
        qsizetype recipes = 0;
        ProblemList findings;
        int finishedBefore = 0;
    };
    auto load = [&](QList<Seen> &changes, QList<Seen> &checks) {
        RecipeStore store;
        store.setChecker(check, RecipeLint::checkerStamp(prices));
        store.setCacheFile(cacheDir.filePath(QStringLiteral("recipes.sqlite")));
        QSignalSpy finished(&store, &RecipeStore::loadingFinished);
        const auto seen = [&] { return Seen{store.recipes().size(), store.recipeProblems().value(faulty), int(finished.size())}; };
        connect(&store, &RecipeStore::recipesChanged, this, [&] { changes.append(seen()); });
        connect(&store, &RecipeStore::problemsChanged, this, [&] { checks.append(seen()); });
        store.open({copy.path()});
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(store.recipeProblems().value(faulty), expected);
        QVERIFY(store.problems().size() > expected.size()); // the broken file's error too
    };
    QList<Seen> changes, checks;
    load(changes, checks);
    // Opening empties the store; then the recipes, unchecked; then their findings.
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.last().recipes, 8);
    QVERIFY(changes.last().findings.isEmpty());
    QCOMPARE(checks.size(), 1);
    QCOMPARE(checks.first().recipes, 8);
    QCOMPARE(checks.first().findings, expected);
    QCOMPARE(checks.first().finishedBefore, 0);
    // Warm: every finding from the cache with the recipes.
    changes.clear(), checks.clear();
    load(changes, checks);
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.last().findings, expected);
    QVERIFY(checks.isEmpty());
}

void TestRecipeStore::checksInParts()
{
    // More recipes than are checked at once: every one gets the findings lint makes of
    // it, and the recipes shown before are the ones kept.
    QTemporaryDir dir;
    const auto source = bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml");
    auto bytes = TestUtils::readFile(source);
    bytes.replace("label: TP2 PP4 EP32 DP16", "label: TP2 PP8 EP32 DP16");
    const int count = int(2 * RecipeStore::CheckedAtOnce + 3);
    for (int i = 0; i < count; ++i)
        QVERIFY(TestUtils::writeFile(dir.filePath(QStringLiteral("faulty-%1.yaml").arg(i)), bytes));
    const auto prices = PriceTable::defaults();
    const auto check = RecipeLint::checker(prices);
    const auto first = dir.filePath(QStringLiteral("faulty-0.yaml"));
    const auto whole = RecipeLoader::loadFile(first, first, RecipeLoader::Read::Whole, RecipeFiles::Known::RegularFile);
    QVERIFY(whole.recipe);
    const auto findings = [](const ProblemList &problems) {
        QStringList texts;
        for (const auto &p : problems)
            texts << QStringLiteral("%1:%2 %3").arg(p.line).arg(p.column).arg(p.text());
        return texts;
    };
    const auto expected = findings(check(*whole.recipe, first));
    QVERIFY(!expected.isEmpty());
    QTemporaryDir cacheDir;
    RecipeStore store;
    store.setChecker(check, RecipeLint::checkerStamp(prices));
    store.setCacheFile(cacheDir.filePath(QStringLiteral("recipes.sqlite")));
    QByteArray shown;
    QSignalSpy checking(&store, &RecipeStore::checkingStarted);
    QSignalSpy progress(&store, &RecipeStore::progressChanged);
    connect(&store, &RecipeStore::recipesChanged, this, [&] { shown = describe(store); });
    store.open({dir.path()});
    QVERIFY(waitForLoad(store) || waitForLoad(store));
    QCOMPARE(store.recipes().size(), count);
    QCOMPARE(checking.size(), 1);
    QCOMPARE(progress.last().at(0).toInt(), count);
    QCOMPARE(progress.last().at(1).toInt(), count);
    for (int i = 0; i < count; ++i)
        QCOMPARE(findings(store.recipeProblems().value(dir.filePath(QStringLiteral("faulty-%1.yaml").arg(i)))), expected);
    // A message found in many recipes is kept once, across the parts: one string shared.
    const auto firstFindings = store.recipeProblems().value(first);
    for (int i = 1; i < count; ++i) {
        const auto problems = store.recipeProblems().value(dir.filePath(QStringLiteral("faulty-%1.yaml").arg(i)));
        QCOMPARE(problems.size(), firstFindings.size());
        for (qsizetype k = 0; k < problems.size(); ++k)
            QVERIFY2(problems.at(k).message.constData() == firstFindings.at(k).message.constData(), qPrintable(problems.at(k).message));
    }
    // The same recipes and ranking as shown before their findings came.
    const auto recipesAndRanking = [](const QByteArray &description) {
        QByteArrayList kept;
        for (const auto &line : description.split('\n'))
            if (!line.startsWith("finding ") && !line.contains(": warning: ") && !line.contains(": error: "))
                kept << line;
        return kept;
    };
    QCOMPARE(shown.count("finding "), 0);
    QCOMPARE(describe(store).count("finding "), count * expected.size());
    QCOMPARE(recipesAndRanking(describe(store)), recipesAndRanking(shown));
    QVERIFY(recipesAndRanking(shown).size() > 2 * count); // each recipe and its rank
}

void TestRecipeStore::readsWholeRecipes()
{
    // The store keeps summaries; readWhole gives the whole recipe, as the file says.
    QTemporaryDir cacheDir;
    RecipeStore store;
    store.setCacheFile(cacheDir.filePath(QStringLiteral("recipes.sqlite")));
    store.open({bundledDir});
    QVERIFY(waitForLoad(store));
    const auto path = bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml");
    const auto summary = store.recipe(path);
    QVERIFY(summary && summary->isSummary());
    QVERIFY(summary->source().isEmpty());
    QVERIFY(summary->run().isEmpty());
    QCOMPARE(summary->tokensPerSecondPerGpu(), 545.32);
    auto future = store.readWhole(path);
    future.waitForFinished();
    const auto whole = future.result();
    QVERIFY(whole && !whole->isSummary());
    QCOMPARE(whole->source(), TestUtils::readFile(path));
    QCOMPARE(whole->run(), RecipeLoader::loadFile(path).recipe->run());
    QVERIFY(!whole->run().isEmpty());
    QCOMPARE(whole->location(QStringLiteral("layout.tp")).line,
             RecipeLoader::loadFile(path).recipe->location(QStringLiteral("layout.tp")).line);
    QCOMPARE(RecipeCodec::encode({whole, {}}), RecipeCodec::encode({summary, {}}));
    // A summary keeps the correctness result, not the sections only the recipe's page shows.
    QCOMPARE(summary->correctnessResult(), QStringLiteral("pass"));
    QCOMPARE(whole->correctnessResult(), summary->correctnessResult());
    QVERIFY(summary->dataset().name.isEmpty() && summary->correctness().componentTests.isEmpty() && summary->locations().isEmpty());
    QVERIFY(!whole->dataset().name.isEmpty() && !whole->correctness().componentTests.isEmpty());
    // Taking a summary of a whole recipe leaves the whole one whole.
    const auto copy = whole->summary();
    QVERIFY(copy.isSummary() && copy.run().isEmpty() && copy.source().isEmpty());
    QCOMPARE(copy.layoutLabel(), whole->layoutLabel());
    QVERIFY(!whole->isSummary() && !whole->run().isEmpty() && whole->source() == TestUtils::readFile(path));
    // Not a recipe of the store: nothing.
    auto none = store.readWhole(QStringLiteral("/no/such/recipe.yaml"));
    none.waitForFinished();
    QVERIFY(!none.result());
}

QTEST_GUILESS_MAIN(TestRecipeStore)
void TestRecipeStore::checksBelowTheWindow()
{
    // The checks run once the recipes are shown, on threads below the window's: each
    // recipe is checked on a thread lowered, never the window's. The window's thread,
    // the threads the first load reads on (the global pool's) and a keys build the
    // window waits for keep their priority.
    const int windowPriority = BackgroundPriority::ofThisThread();
    if (windowPriority >= 10)
        QSKIP("runs at a nice value of 10 or more already: nothing to lower");
    // Only a thread of the pool named is lowered.
    QThreadPool own;
    BackgroundPriority::lowerThisThread(own);
    QCOMPARE(BackgroundPriority::ofThisThread(), windowPriority);
    int inPool = windowPriority;
    own.start([&] {
        BackgroundPriority::lowerThisThread(own);
        inPool = BackgroundPriority::ofThisThread();
    });
    own.waitForDone();
    QCOMPARE(inPool, 10);
    QTemporaryDir dir;
    const auto bytes = TestUtils::readFile(bundledDir + QStringLiteral("/qwen3.5-397b-a17b/h200/attune-tp2-pp4-ep32.yaml"));
    const int count = 200;
    for (int i = 0; i < count; ++i)
        QVERIFY(TestUtils::writeFile(dir.filePath(QStringLiteral("r-%1.yaml").arg(i)), bytes));
    QMutex mutex;
    QList<int> priorities;
    QSet<QThread *> threads;
    int onWindowThread = 0;
    auto *window = QThread::currentThread();
    const auto prices = PriceTable::defaults();
    const auto lint = RecipeLint::checker(prices);
    QTemporaryDir cacheDir;
    RecipeStore store;
    store.setCacheFile(cacheDir.filePath(QStringLiteral("recipes.sqlite")));
    store.setChecker(
        [&](const Recipe &recipe, const QString &path) {
            QMutexLocker lock(&mutex);
            priorities << BackgroundPriority::ofThisThread();
            threads << QThread::currentThread();
            onWindowThread += QThread::currentThread() == window;
            return lint(recipe, path);
        },
        RecipeLint::checkerStamp(prices));
    store.open({dir.path()});
    QVERIFY(waitForLoad(store) || waitForLoad(store));
    QCOMPARE(store.recipes().size(), count);
    QCOMPARE(priorities.size(), count);
    QCOMPARE(onWindowThread, 0);
    QVERIFY(!threads.isEmpty());
    for (const int priority : std::as_const(priorities))
        QVERIFY2(priority >= 10, qPrintable(QString::number(priority)));
    QCOMPARE(BackgroundPriority::ofThisThread(), windowPriority);
    const auto onGlobalPool = QtConcurrent::blockingMapped<QList<int>>(QList<int>(8 * QThread::idealThreadCount()), [](int) {
        QThread::msleep(2);
        return BackgroundPriority::ofThisThread();
    });
    QCOMPARE(QSet<int>(onGlobalPool.cbegin(), onGlobalPool.cend()), QSet<int>{windowPriority});
    // Keys asked for at once (the window waits for them) leave its thread as it was.
    RecipeTableModel table;
    table.setRecipes(store.recipes());
    QCOMPARE(table.keys().rowCount(), count);
    QCOMPARE(BackgroundPriority::ofThisThread(), windowPriority);
}

#include "tst_recipestore.moc"
