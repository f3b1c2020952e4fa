// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled recipes are the published files, byte for byte.
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

class TestBundledRecipes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sha256_data();
    void sha256();
    void noOtherFiles();
};

void TestBundledRecipes::sha256_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("expected");
    QFile sums(QFINDTESTDATA("data/SHA256SUMS"));
    QVERIFY(sums.open(QIODevice::ReadOnly));
    int count = 0;
    while (!sums.atEnd()) {
        const auto line = sums.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const auto file = QString::fromUtf8(line.mid(66));
        QTest::addRow("%s", qPrintable(file)) << file << line.left(64);
        ++count;
    }
    QCOMPARE(count, 7);
}

void TestBundledRecipes::sha256()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, expected);
    QFile recipe(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/") + file);
    QVERIFY2(recipe.open(QIODevice::ReadOnly), qPrintable(recipe.fileName()));
    QCOMPARE(QCryptographicHash::hash(recipe.readAll(), QCryptographicHash::Sha256).toHex(), expected);
}

void TestBundledRecipes::noOtherFiles()
{
    // Every file under recipes/, at any depth and hidden ones too, is one SHA256SUMS names.
    QStringList expected;
    QFile sums(QFINDTESTDATA("data/SHA256SUMS"));
    QVERIFY(sums.open(QIODevice::ReadOnly));
    while (!sums.atEnd()) {
        const auto line = sums.readLine().trimmed();
        if (!line.isEmpty())
            expected << QString::fromUtf8(line.mid(66));
    }
    expected.sort();
    QCOMPARE(expected.size(), 7);

    QStringList files;
    const QDir source(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR));
    QDirIterator it(source.filePath(QStringLiteral("recipes")), QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << source.relativeFilePath(it.next());
    files.sort();
    QCOMPARE(files, expected);
}

QTEST_GUILESS_MAIN(TestBundledRecipes)
#include "tst_bundledrecipes.moc"
