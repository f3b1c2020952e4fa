// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unsaved edits survive a kill: a child process keeps them and is killed; the next
// start finds them, for that recipe, byte for byte.
#include "recipe/recipeautosave.h"
#include "testutils.h"

#include <QProcess>
#include <QTest>

#include <cstring>

class TestRecipeAutosave : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keepAndDiscard();
    void survivesAKill();
};

void TestRecipeAutosave::keepAndDiscard()
{
    TestUtils::BundledCopy copy;
    const auto recipe = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    {
        RecipeAutosave autosave(recipe);
        QString error;
        QVERIFY2(autosave.keep("first edit\n", &error), qPrintable(error));
        QVERIFY2(autosave.keep("second, shorter\n", &error), qPrintable(error));
        // A live instance's copy is not stale.
        QVERIFY(RecipeAutosave::stale(recipe).isEmpty());
        autosave.discard();
    }
    // Discarded: nothing to offer back.
    QVERIFY(RecipeAutosave::stale(recipe).isEmpty());
    QVERIFY(RecipeAutosave::stale().isEmpty());
}

void TestRecipeAutosave::survivesAKill()
{
    TestUtils::BundledCopy copy;
    const auto recipe = copy.filePath(QStringLiteral("glm-5.2-744b-a40b/h200/attune-tp4-pp4.yaml"));
    const QByteArray edited = "schema_version: 1\nmodel: edited but not saved\n";
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--keep-and-wait"), recipe, QString::fromUtf8(edited)});
    QVERIFY(child.waitForReadyRead(10000));
    QCOMPARE(child.readLine(), QByteArrayLiteral("kept\n"));
    QVERIFY(RecipeAutosave::stale(recipe).isEmpty()); // its instance still lives
    child.kill();
    QVERIFY(child.waitForFinished(10000));
    const auto stale = RecipeAutosave::stale(recipe);
    QCOMPARE(stale.size(), 1);
    QCOMPARE(stale.first().recipePath, recipe);
    QCOMPARE(stale.first().bytes, edited);
    QCOMPARE(RecipeAutosave::stale().size(), 1);
    // The recipe itself was never touched.
    QFile file(recipe);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("model: GLM-5.2-744B-A40B"));
    RecipeAutosave::discardStale(stale.first());
    QVERIFY(RecipeAutosave::stale(recipe).isEmpty());
}

int main(int argc, char *argv[])
{
    // Every run keeps its copies in a folder of its own.
    QTemporaryDir data;
    if (!qEnvironmentVariableIsSet("RECIPE_AUTOSAVE_TEST_DATA"))
        qputenv("RECIPE_AUTOSAVE_TEST_DATA", data.path().toUtf8());
    qputenv("XDG_DATA_HOME", qgetenv("RECIPE_AUTOSAVE_TEST_DATA"));
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-autosave-test"));
    if (argc == 4 && std::strcmp(argv[1], "--keep-and-wait") == 0) {
        // The child: keeps the edits, says so, and waits to be killed.
        RecipeAutosave autosave(QString::fromLocal8Bit(argv[2]));
        if (!autosave.keep(QByteArray(argv[3])))
            return 1;
        fputs("kept\n", stdout);
        fflush(stdout);
        return app.exec();
    }
    TestRecipeAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recipeautosave.moc"
