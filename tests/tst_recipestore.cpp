// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The store loads folders off the UI thread, reports progress, keeps good files
// beside bad ones, and reloads what changes on disk.
#include "recipe/recipestore.h"
#include "testutils.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

namespace {
const QString bundledDir = TestUtils::bundledFolder();

bool waitForLoad(RecipeStore &store)
{
    QSignalSpy finished(&store, &RecipeStore::loadingFinished);
    return finished.wait(10000);
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
} // namespace

class TestRecipeStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loadsBundledFolder();
    void goodFilesBesideBadOnes();
    void reloadsFileChangedInPlace();
    void reloadsFileReplacedByRename();
    void noticesNewAndRemovedFiles();
    void cancel();
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
    QCOMPARE(problems, QStringList({QStringLiteral("alias-bomb.yaml:27: the document expands to more than 100000 nodes; "
                                                   "aliases that repeat aliases are not allowed in a recipe"),
                                    QStringLiteral("invalid-utf8.yaml:8: invalid UTF-8 byte 0xff; a recipe must be UTF-8 text"),
                                    QStringLiteral("wrong-type.yaml:16: 'layout.tp' must be a whole number, found \"two\"")}));
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
        bytes.replace(QRegularExpression(QStringLiteral("tokens_per_s_per_gpu: [0-9.]+")).match(QString::fromUtf8(bytes)).captured(0).toUtf8(),
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

QTEST_GUILESS_MAIN(TestRecipeStore)
#include "tst_recipestore.moc"
