// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving a recipe for editing: byte for byte without an edit, atomic,
// keeping permissions, and never over a change made on disk meanwhile.
#include "recipe/recipeedit.h"
#include "recipe/recipefile.h"
#include "testutils.h"

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <grp.h>
#include <sys/resource.h>
#include <unistd.h>

namespace {
using TestUtils::edited;

// The child's part of savesWithoutRights(): sets layout.tp to 2 in the recipe at path,
// saves, and prints what happened (the error, and whether the edit is still unsaved).
int saveAsChild(const QString &path)
{
    auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
    QString error;
    const bool saved = file.save(false, &error);
    std::printf("saved: %d\nmodified: %d\nerror: %s\n", int(saved), int(file.isModified()), qPrintable(error));
    return 0;
}

// Runs saveAsChild() in a process of this test without root's rights (as nobody
// when the tests run as root, who may write anything), and returns what it printed.
QString saveWithoutRights(const QString &path)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    TestUtils::startWithoutRootRights(child);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--save-as-child"), path});
    if (!child.waitForFinished(30000) || child.exitCode() != 0)
        return QStringLiteral("the child failed (exit %1)").arg(child.exitCode());
    return QString::fromUtf8(child.readAllStandardOutput());
}
} // namespace

class TestRecipeFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusesHostileStructure_data();
    void refusesHostileStructure();
    void writesBackUnchanged_data();
    void writesBackUnchanged();
    void editsStyledFile();
    void keepsPermissions();
    void refusesChangeOnDisk();
    void savingFaults();
    void savesWithoutRights();
    void anotherInstanceSavedFirst();
    void diskFull();
    void writesWholeFiles();
};

void TestRecipeFile::writesBackUnchanged_data()
{
    QTest::addColumn<QByteArray>("bytes");
    for (const auto &file : TestUtils::bundledFiles())
        QTest::addRow("%s", qPrintable(QFileInfo(file).fileName())) << TestUtils::readFile(file);
    const auto styled = TestUtils::readFile(QFINDTESTDATA("data/edit/styled.yaml"));
    QVERIFY(!styled.isEmpty());
    QTest::addRow("comments, flow lists, long scalars, unknown key") << styled;
    auto crlf = styled;
    crlf.replace("\n", "\r\n");
    QTest::addRow("CRLF") << crlf;
    QTest::addRow("BOM") << QByteArray("\xEF\xBB\xBF" + styled);
    QTest::addRow("no final newline") << styled.chopped(1);
}

void TestRecipeFile::writesBackUnchanged()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const auto path = dir.filePath(QStringLiteral("recipe.yaml"));
    QVERIFY(TestUtils::writeFile(path, bytes));
    QString error;
    auto file = RecipeFile::open(path, &error);
    QVERIFY2(file, qPrintable(error));
    QVERIFY(!file->isModified());
    QVERIFY2(file->save(false, &error), qPrintable(error));
    QCOMPARE(TestUtils::readFile(path), bytes);
}

void TestRecipeFile::editsStyledFile()
{
    QTemporaryDir dir;
    const auto path = dir.filePath(QStringLiteral("styled.yaml"));
    const auto bytes = TestUtils::readFile(QFINDTESTDATA("data/edit/styled.yaml"));
    QVERIFY(TestUtils::writeFile(path, bytes));
    auto file = edited(path, QStringLiteral("stack.framework"), YamlScalar::string(QStringLiteral("one line now")));
    // The multi-line plain scalar becomes one line; its comment neighbours and the unknown key stay.
    QString error;
    QVERIFY2(file.save(false, &error), qPrintable(error));
    auto expected = bytes;
    expected.replace("  framework: a plain value that goes on over\n    a second line\n", "  framework: one line now\n");
    QCOMPARE(TestUtils::readFile(path), expected);
    // A value with a comment after it keeps the comment.
    file = edited(path, QStringLiteral("model"), YamlScalar::string(QStringLiteral("Tiny-2B")));
    QVERIFY(file.save(false, &error));
    QVERIFY(TestUtils::readFile(path).contains("model: Tiny-2B   # the model card name\n"));
    // The single-quoted value over two lines.
    file = edited(path, QStringLiteral("stack.source"), YamlScalar::string(QStringLiteral("the run's log")));
    QVERIFY(file.save(false, &error));
    QVERIFY(TestUtils::readFile(path).contains("  source: 'the run''s log'\nworkload:"));
    // An empty flow mapping takes its first entry below its key.
    auto doc = RecipeFile::open(path, nullptr).value();
    const auto result = RecipeEdit::insert(YamlPath::parse(QStringLiteral("env.NCCL_DEBUG")).value(),
                                           YamlTree::of(YamlScalar::string(QStringLiteral("INFO"))))
                            .applyTo(doc.document());
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.bytes.contains("env:\n  NCCL_DEBUG: INFO\nrun: |"));
}

void TestRecipeFile::keepsPermissions()
{
    TestUtils::BundledCopy copy;
    const auto path = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    const auto permissions = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup;
    QVERIFY(QFile::setPermissions(path, permissions));
    auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
    QString error;
    QVERIFY2(file.save(false, &error), qPrintable(error));
    QCOMPARE(QFile::permissions(path) & ~(QFile::ReadUser | QFile::WriteUser | QFile::ExeUser), permissions);
    QVERIFY(TestUtils::readFile(path).contains("\n  tp: 2\n"));
    QVERIFY(!file.isModified());
}

void TestRecipeFile::refusesChangeOnDisk()
{
    TestUtils::BundledCopy copy;
    const auto path = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
    // Another program writes the file meanwhile.
    auto other = TestUtils::readFile(path);
    other.replace("status: verified", "status: draft");
    QVERIFY(TestUtils::writeFile(path, other));
    QString how;
    QVERIFY(file.changedOnDisk(&how));
    QVERIFY(how.contains(QLatin1String("changed on disk")));
    QString error;
    QVERIFY(!file.save(false, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(" was changed on disk since it was read; not saved")), qPrintable(error));
    QCOMPARE(TestUtils::readFile(path), other);
    // Forced, the edit wins.
    QVERIFY2(file.save(true, &error), qPrintable(error));
    QVERIFY(TestUtils::readFile(path).contains("\n  tp: 2\n"));
    QVERIFY(TestUtils::readFile(path).contains("status: verified"));
    // The same bytes written again are no conflict.
    QVERIFY(TestUtils::writeFile(path, TestUtils::readFile(path)));
    file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(4));
    QVERIFY(TestUtils::writeFile(path, TestUtils::readFile(path)));
    QVERIFY(!file.changedOnDisk());
    QVERIFY2(file.save(false, &error), qPrintable(error));
}

void TestRecipeFile::savingFaults()
{
    QString error;
    {
        // The folder is gone.
        QTemporaryDir dir;
        const auto folder = dir.filePath(QStringLiteral("recipes"));
        QVERIFY(QDir().mkpath(folder));
        const auto path = folder + QStringLiteral("/r.yaml");
        QVERIFY(QFile::copy(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")), path));
        auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
        QVERIFY(QDir(folder).removeRecursively());
        QVERIFY(!file.save(true, &error));
        QVERIFY2(error.contains(QLatin1String("its folder")) && error.contains(path), qPrintable(error));
    }
    {
        // The file became a folder, or a link.
        QTemporaryDir dir;
        const auto path = dir.filePath(QStringLiteral("r.yaml"));
        QVERIFY(QFile::copy(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")), path));
        auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
        QVERIFY(QFile::remove(path));
        QVERIFY(QDir().mkpath(path));
        QVERIFY(!file.save(true, &error));
        QVERIFY2(error.contains(QLatin1String("now a folder")), qPrintable(error));
        QVERIFY(QDir(path).removeRecursively());
        QVERIFY(QFile::link(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")), path));
        QVERIFY(!file.save(true, &error));
        QVERIFY2(error.contains(QLatin1String("symbolic link")), qPrintable(error));
        // The bundled recipe behind the link is untouched.
        QVERIFY(TestUtils::readFile(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")))
                    .contains("\n  tp: 4\n"));
    }
    {
        // A file opened through a link saves through it: the target changes, the link stays.
        QTemporaryDir dir;
        const auto target = dir.filePath(QStringLiteral("target.yaml"));
        const auto link = dir.filePath(QStringLiteral("link.yaml"));
        QVERIFY(QFile::copy(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")), target));
        QVERIFY(QFile::link(target, link));
        auto file = edited(link, QStringLiteral("layout.tp"), YamlScalar::integer(2));
        QVERIFY2(file.save(false, &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(TestUtils::readFile(target).contains("\n  tp: 2\n"));
    }
}

void TestRecipeFile::refusesHostileStructure_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("message");
    QTest::newRow("alias bomb") << QStringLiteral("alias-bomb.yaml")
                                << QStringLiteral("line 27, column 7: the document expands to more than 100000 nodes");
    QTest::newRow("self alias") << QStringLiteral("self-alias.yaml") << QString();
    QTest::newRow("very deep") << QStringLiteral("very-deep-nesting.yaml") << QString();
    QTest::newRow("duplicate key") << QStringLiteral("duplicate-key.yaml") << QString();
}

void TestRecipeFile::refusesHostileStructure()
{
    // Opened for editing (the editor, set), a file the loader refuses for its
    // structure is refused at once, naming file, line and column; nothing walks it.
    QFETCH(QString, fixture);
    QFETCH(QString, message);
    const auto path = QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/tests/data/bad/") + fixture;
    QString error;
    QVERIFY(!RecipeFile::open(path, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": line ")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String(", column ")), qPrintable(error));
    if (!message.isEmpty())
        QVERIFY2(error.contains(message), qPrintable(error));
}
void TestRecipeFile::savesWithoutRights()
{
    const auto recipe = TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    const auto before = TestUtils::readFile(recipe);
    const auto all = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup
        | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
    const auto readOnlyFolder =
        QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;
    const auto readOnlyFile = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
    const auto writableFile = readOnlyFile | QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    {
        // A read-only file in a folder anyone may write in.
        QTemporaryDir dir;
        QVERIFY(QFile::setPermissions(dir.path(), all));
        const auto path = dir.filePath(QStringLiteral("r.yaml"));
        QVERIFY(TestUtils::writeFile(path, before));
        QVERIFY(QFile::setPermissions(path, readOnlyFile));
        const auto out = saveWithoutRights(path);
        QVERIFY2(out.startsWith(QStringLiteral("saved: 0\nmodified: 1\nerror: cannot save %1: ").arg(path)), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("not writable")), qPrintable(out));
        QCOMPARE(TestUtils::readFile(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{QStringLiteral("r.yaml")});
        // Allowed again, the same child saves: the refusal was the rights, nothing else.
        QVERIFY(QFile::setPermissions(path, writableFile));
        QCOMPARE(saveWithoutRights(path), QStringLiteral("saved: 1\nmodified: 0\nerror: \n"));
        QVERIFY(TestUtils::readFile(path).contains("\n  tp: 2\n"));
    }
    {
        // A writable file in a read-only folder: the new bytes cannot be written beside
        // it and renamed over it, and they are never written into it in place.
        QTemporaryDir dir;
        const auto path = dir.filePath(QStringLiteral("r.yaml"));
        QVERIFY(TestUtils::writeFile(path, before));
        QVERIFY(QFile::setPermissions(path, writableFile));
        QVERIFY(QFile::setPermissions(dir.path(), readOnlyFolder));
        const auto out = saveWithoutRights(path);
        QVERIFY(QFile::setPermissions(dir.path(), all));
        QVERIFY2(out.startsWith(QStringLiteral("saved: 0\nmodified: 1\nerror: cannot save %1: ").arg(path)), qPrintable(out));
        QVERIFY2(out.endsWith(QString::fromLocal8Bit(std::strerror(EACCES)) + u'\n'), qPrintable(out));
        QCOMPARE(TestUtils::readFile(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{QStringLiteral("r.yaml")});
    }
}

void TestRecipeFile::anotherInstanceSavedFirst()
{
    // Two windows (or two programs) edit the same recipe; the first saves.
    TestUtils::BundledCopy copy;
    const auto path = copy.filePath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml"));
    auto first = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
    auto second = edited(path, QStringLiteral("layout.pp"), YamlScalar::integer(4));
    QString error;
    QVERIFY2(first.save(false, &error), qPrintable(error));
    const auto saved = TestUtils::readFile(path);
    QVERIFY(saved.contains("\n  tp: 2\n"));
    // The second one notices and keeps its edit, and the first one's save stays.
    QVERIFY(second.changedOnDisk());
    QVERIFY(!second.save(false, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(" was changed on disk since it was read; not saved")), qPrintable(error));
    QCOMPARE(TestUtils::readFile(path), saved);
    QVERIFY(second.isModified());
    QVERIFY(second.document().bytes().contains("\n  pp: 4\n"));
    // The first one, having saved, sees no change of its own as a conflict.
    QVERIFY(!first.changedOnDisk());
}

void TestRecipeFile::diskFull()
{
    // No room left: the process may write at most 1 KiB into any file (RLIMIT_FSIZE),
    // so writing the 5 KiB recipe fails part way, as on a full disk.
    QTemporaryDir dir;
    const auto path = dir.filePath(QStringLiteral("r.yaml"));
    QVERIFY(QFile::copy(TestUtils::bundledPath(QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml")), path));
    const auto before = TestUtils::readFile(path);
    QVERIFY(before.size() > 4096);
    auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
    rlimit old{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN); // a failed write, not a killed process
    const rlimit small{1024, old.rlim_max};
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    QString error;
    const bool saved = file.save(true, &error);
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, previous);
    QVERIFY(!saved);
    QVERIFY2(error.contains(path), qPrintable(error));
    // ... and the cause: the write that did not fit, not "Unknown error".
    QVERIFY2(error.endsWith(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(error));
    // The old bytes, whole; no half-written temporary file left beside them; the edit kept.
    QCOMPARE(TestUtils::readFile(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{QStringLiteral("r.yaml")});
    QVERIFY(file.isModified());
    // With room again, the same edit saves.
    QVERIFY2(file.save(true, &error), qPrintable(error));
    QVERIFY(TestUtils::readFile(path).contains("\n  tp: 2\n"));
}

void TestRecipeFile::writesWholeFiles()
{
    // What the window writes on a worker thread (an exported table, a script, a new
    // recipe): whole, over the old file, with permissions added; else why not.
    QTemporaryDir dir;
    const auto path = dir.filePath(QStringLiteral("run.sh"));
    QVERIFY(TestUtils::writeFile(path, "old bytes, longer than the new ones\n"));
    QVERIFY(!(QFile::permissions(path) & QFileDevice::ExeOwner));
    QCOMPARE(RecipeFiles::write(path, "#!/bin/sh\n", QFileDevice::ExeOwner | QFileDevice::ExeGroup), QString());
    QCOMPARE(TestUtils::readFile(path), QByteArrayLiteral("#!/bin/sh\n"));
    QVERIFY(QFile::permissions(path) & QFileDevice::ExeOwner);
    QVERIFY(QFile::permissions(path) & QFileDevice::ExeGroup);
    QCOMPARE(RecipeFiles::write(dir.filePath(QStringLiteral("table.csv")), "a,b\n"), QString());
    QVERIFY(!(QFile::permissions(dir.filePath(QStringLiteral("table.csv"))) & QFileDevice::ExeOwner));
    // A folder that is not there: the cause, and nothing written.
    const auto why = RecipeFiles::write(dir.filePath(QStringLiteral("gone/table.csv")), "a,b\n");
    QVERIFY2(why.endsWith(QString::fromLocal8Bit(std::strerror(ENOENT))), qPrintable(why));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             (QStringList{QStringLiteral("run.sh"), QStringLiteral("table.csv")}));
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && std::strcmp(argv[1], "--save-as-child") == 0)
        return saveAsChild(QString::fromLocal8Bit(argv[2]));
    TestRecipeFile test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_recipefile.moc"
