// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The recipe cache gives what reading the files gives: with and without it, cold and
// warm, after files change, appear, vanish, are touched or turn invalid, and after
// the cache file is cut short or filled with garbage.
#include "recipe/recipebatch.h"
#include "recipe/recipecache.h"
#include "recipe/recipecodec.h"
#include "recipe/recipefiles.h"
#include "testutils.h"

#include <QTest>

#include <latch>
#include <thread>
#include <vector>

#include <utime.h>

using namespace TestUtils;

namespace {

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

} // namespace

class TestRecipeCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void sameAsReading();
    void filesThatChange();
    void damagedCacheFile_data();
    void damagedCacheFile();
    void displayPathFollows();
    void twoInstances();
    void madeOnManyThreads();
    void manyRecipesSharingTexts();

private:
    // The folder's files read without the cache, and with it.
    QByteArray uncached() const;
    QByteArray cached(int *hits = nullptr) const;

    std::unique_ptr<BundledCopy> m_copy;
    std::unique_ptr<QTemporaryDir> m_cacheDir;
    QString m_cacheFile;
};

void TestRecipeCache::init()
{
    m_copy = std::make_unique<BundledCopy>();
    QVERIFY(m_copy->isValid());
    // Bad files beside the good ones.
    QVERIFY(copyTree(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad"), m_copy->filePath(QStringLiteral("bad"))));
    m_cacheDir = std::make_unique<QTemporaryDir>();
    m_cacheFile = m_cacheDir->filePath(QStringLiteral("recipes.sqlite"));
}

QByteArray TestRecipeCache::uncached() const
{
    ProblemList problems;
    const auto files = RecipeFiles::find({m_copy->path()}, &problems);
    return describe(RecipeBatch::load(files));
}

QByteArray TestRecipeCache::cached(int *hits) const
{
    ProblemList problems;
    const auto files = RecipeFiles::find({m_copy->path()}, &problems);
    RecipeCache cache(m_cacheFile);
    [&] { QVERIFY(cache.isOpen()); }();
    const auto batch = RecipeBatch::load(files, &cache);
    cache.prune({m_copy->path()});
    if (hits)
        *hits = cache.hits();
    return describe(batch);
}

void TestRecipeCache::sameAsReading()
{
    const auto expected = uncached();
    QVERIFY(expected.contains("error"));                          // bad files are among them
    QVERIFY(expected.contains("h200/attune-tp4-pp2-mt16k.yaml")); // and good ones
    int hits = -1;
    QCOMPARE(cached(&hits), expected); // cold: every file read
    QCOMPARE(hits, 0);
    QCOMPARE(cached(&hits), expected); // warm: none
    ProblemList problems;
    QCOMPARE(hits, int(RecipeFiles::find({m_copy->path()}, &problems).size()));
}

void TestRecipeCache::filesThatChange()
{
    cached();
    const auto qwen = m_copy->filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    const auto glm = m_copy->filePath(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"));
    int hits = 0;
    // changed
    auto bytes = readFile(qwen);
    QVERIFY(writeFile(qwen, QByteArray(bytes).replace("tokens_per_s_per_gpu: 2200.16", "tokens_per_s_per_gpu: 2300")));
    QCOMPARE(cached(&hits), uncached());
    QVERIFY(cached().contains(RecipeCodec::encode({RecipeLoader::loadFile(qwen, qwen).recipe, {}}).toHex()));
    // added
    QVERIFY(writeFile(m_copy->filePath(QStringLiteral("qwen3-32b/h200/copy.yaml")), bytes));
    QCOMPARE(cached(), uncached());
    // removed: gone from the result and from the cache
    RecipeCache before(m_cacheFile);
    const int entries = before.entryCount();
    QVERIFY(QFile::remove(m_copy->filePath(QStringLiteral("qwen3-32b/h200/copy.yaml"))));
    QCOMPARE(cached(), uncached());
    QCOMPARE(RecipeCache(m_cacheFile).entryCount(), entries - 1);
    // touched without change: read again, the same
    const int all = RecipeCache(m_cacheFile).entryCount();
    struct utimbuf later{1900000000, 1900000000};
    QCOMPARE(::utime(QFile::encodeName(glm).constData(), &later), 0);
    QCOMPARE(cached(&hits), uncached());
    QCOMPARE(hits, all - 1);
    // replaced by an invalid file
    QVERIFY(writeFile(glm, "schema_version: 1\nmodel: [unclosed\n"));
    const auto now = cached();
    QCOMPARE(now, uncached());
    QVERIFY(now.contains("attune-tp4-pp4.yaml:"));
    // the same size, other bytes, put in place by a rename (another inode): read again
    const auto other = m_copy->filePath(QStringLiteral("other.yaml"));
    QVERIFY(writeFile(other, QByteArray(bytes).replace("H200", "H100")));
    QVERIFY(QFile::remove(qwen));
    QVERIFY(QFile::rename(other, qwen));
    QCOMPARE(cached(), uncached());
}

void TestRecipeCache::damagedCacheFile_data()
{
    QTest::addColumn<QString>("damage");
    QTest::newRow("cut short") << QStringLiteral("truncate");
    QTest::newRow("garbage") << QStringLiteral("garbage");
    QTest::newRow("garbage inside") << QStringLiteral("middle");
    QTest::newRow("empty") << QStringLiteral("empty");
}

void TestRecipeCache::damagedCacheFile()
{
    QFETCH(QString, damage);
    const auto expected = uncached();
    QCOMPARE(cached(), expected);
    auto bytes = readFile(m_cacheFile);
    QVERIFY(bytes.size() > 8192);
    if (damage == QLatin1String("truncate"))
        bytes.truncate(bytes.size() / 2);
    else if (damage == QLatin1String("garbage"))
        bytes = QByteArray(bytes.size(), 'x');
    else if (damage == QLatin1String("middle"))
        bytes.replace(bytes.size() / 2, 4096, QByteArray(4096, '\x5a'));
    else
        bytes.clear();
    QVERIFY(writeFile(m_cacheFile, bytes));
    // Costs time, never a wrong figure; and the cache works again afterwards.
    QCOMPARE(cached(), expected);
    int hits = 0;
    QCOMPARE(cached(&hits), expected);
    QVERIFY(hits > 0);
}

void TestRecipeCache::displayPathFollows()
{
    ProblemList problems;
    auto files = RecipeFiles::find({m_copy->path()}, &problems);
    RecipeCache cache(m_cacheFile);
    RecipeBatch::load(files, &cache);
    for (auto &file : files)
        file.displayPath = QStringLiteral("shown/") + QFileInfo(file.path).fileName();
    const auto warm = RecipeBatch::load(files, &cache);
    QCOMPARE(cache.hits(), int(files.size()));
    QCOMPARE(describe(warm), describe(RecipeBatch::load(files)));
    QVERIFY(warm.recipes.first().filePath().startsWith(QLatin1String("shown/")));
}

void TestRecipeCache::twoInstances()
{
    // Two programs on one cache file: each writes, each reads what the other wrote.
    ProblemList problems;
    const auto files = RecipeFiles::find({m_copy->path()}, &problems);
    const auto half = files.size() / 2;
    RecipeCache first(m_cacheFile);
    RecipeCache second(m_cacheFile);
    QVERIFY(first.isOpen() && second.isOpen());
    RecipeBatch::load(files.mid(0, half), &first);
    RecipeBatch::load(files.mid(half), &second);
    const auto fromFirst = RecipeBatch::load(files, &first);
    QCOMPARE(first.hits(), int(files.size()));
    const auto fromSecond = RecipeBatch::load(files, &second);
    QCOMPARE(second.hits(), int(files.size()));
    QCOMPARE(describe(fromFirst), describe(RecipeBatch::load(files)));
    QCOMPARE(describe(fromSecond), describe(fromFirst));
}

void TestRecipeCache::madeOnManyThreads()
{
    // Caches made at once on several threads (the store's loads, a review beside them):
    // each has a database connection of its own, filled and read back.
    ProblemList problems;
    const auto files = RecipeFiles::find({m_copy->path()}, &problems);
    const auto expected = describe(RecipeBatch::load(files));
    constexpr int Threads = 8;
    std::latch start(Threads);
    QList<QByteArray> read(Threads);
    QList<int> hits(Threads, -1);
    std::vector<std::thread> threads;
    for (int i = 0; i < Threads; ++i)
        threads.emplace_back([&, i] {
            start.arrive_and_wait();
            RecipeCache cache(m_cacheDir->filePath(QStringLiteral("thread-%1.sqlite").arg(i)));
            RecipeBatch::load(files, &cache);
            read[i] = describe(RecipeBatch::load(files, &cache));
            hits[i] = cache.hits();
        });
    for (auto &thread : threads)
        thread.join();
    for (int i = 0; i < Threads; ++i) {
        QCOMPARE(read.at(i), expected);
        QCOMPARE(hits.at(i), int(files.size()));
    }
}

QTEST_GUILESS_MAIN(TestRecipeCache)
void TestRecipeCache::manyRecipesSharingTexts()
{
    // More recipes than the cache decodes in one batch, alike but for one figure.
    QFile file(bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto bytes = file.readAll();
    QVERIFY(bytes.contains("tokens_per_s_per_gpu: 2200.16\n"));
    QVERIFY(QDir().mkpath(m_copy->filePath(QStringLiteral("sweep"))));
    for (int i = 0; i < 1500; ++i) {
        QFile out(m_copy->filePath(QStringLiteral("sweep/r%1.yaml").arg(i, 4, 10, QLatin1Char('0'))));
        QVERIFY(out.open(QIODevice::WriteOnly));
        const QByteArray figure = "tokens_per_s_per_gpu: " + QByteArray::number(1000 + i) + ".5\n";
        out.write(QByteArray(bytes).replace("tokens_per_s_per_gpu: 2200.16\n", figure));
    }
    const auto expected = uncached();
    QVERIFY(expected.contains("sweep/r1499.yaml"));
    QCOMPARE(cached(), expected);
    int hits = -1;
    QCOMPARE(cached(&hits), expected);
    QVERIFY(hits > 1500);

    // Read from the cache, a text the recipes repeat is one string for many of them
    // (decoded in batches of 1,024, each in 8 parts with a pool of strings each).
    ProblemList problems;
    RecipeCache cache(m_cacheFile);
    const auto batch = RecipeBatch::load(RecipeFiles::find({m_copy->filePath(QStringLiteral("sweep"))}, &problems), &cache);
    QCOMPARE(batch.recipes.size(), 1500);
    QCOMPARE(cache.hits(), 1500);
    QSet<const QChar *> summaries;
    for (const auto &recipe : batch.recipes)
        summaries.insert(recipe.layout().summary.constData());
    QVERIFY2(summaries.size() <= 16, qPrintable(QString::number(summaries.size())));
    QCOMPARE(batch.recipes.last().layout().summary, batch.recipes.first().layout().summary);
    QVERIFY(!batch.recipes.first().layout().summary.isEmpty());
}

#include "tst_recipecache.moc"
