// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading faults: what is named like a recipe but is a FIFO, a device, a socket, a
// dangling link or a loop of links; a file its reader may not read, and a path through
// a file (which root cannot read either); a folder of 100,000 files
// that are mostly not recipes; a file that grows while it is read. Nothing hangs or
// crashes, each gets a message saying what it is, and the recipes beside them load.
#include "analysis/lintconfig.h"
#include "analysis/pricetable.h"
#include "analysis/recipelint.h"
#include "recipe/recipefile.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"
#include "recipe/recipestore.h"
#include "testutils.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <grp.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {
const auto RecipeName = QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");

struct Run
{
    int exitCode = -1; // -1: it crashed or did not end within a minute
    QString out;
    QString err;
};

// The program's command line on these arguments, in a folder; as nobody when asked
// (and the tests run as root, who may read anything).
Run run(const QStringList &arguments, const QString &folder, bool withoutRights = false)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("minimal"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), folder + QStringLiteral("/.cache"));
    process.setProcessEnvironment(env);
    if (withoutRights)
        TestUtils::startWithoutRootRights(process);
    process.start(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// What the system says of an error number, in the language the program's messages
// take it in (the system's: the tests' too).
QString errorText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

bool makeFifo(const QString &path)
{
    return ::mkfifo(QFile::encodeName(path).constData(), 0644) == 0;
}

// A listening Unix socket at path, closed with the object (its file stays).
class Socket
{
public:
    explicit Socket(const QString &path)
    {
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const auto name = QFile::encodeName(path);
        if (m_fd < 0 || name.size() >= qsizetype(sizeof address.sun_path))
            return;
        std::memcpy(address.sun_path, name.constData(), name.size());
        m_ok = ::bind(m_fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0 && ::listen(m_fd, 1) == 0;
    }
    ~Socket() { ::close(m_fd); }
    Socket(const Socket &) = delete;
    Socket &operator=(const Socket &) = delete;
    bool isListening() const { return m_ok; }

private:
    int m_fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    bool m_ok = false;
};
} // namespace

class TestReadingFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void specialFilesSkippedWithTheReason();
    void specialFilesGivenByName();
    void readsRegularFilesOnly();
    void storeLoadsBesideSpecialFiles();
    void unreadableFile();
    void unreadableFileInTheWindow();
    void pathThroughAFile();
    void manyFilesMostlyNotRecipes();
    void fileGrowingWhileRead();
    void largeFilesRefusedBySize();
};

void TestReadingFaults::specialFilesSkippedWithTheReason()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), dir.filePath(QStringLiteral("good.yaml"))));
    QVERIFY(makeFifo(dir.filePath(QStringLiteral("pipe.yaml"))));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("zero.yaml"))));
    QVERIFY(QFile::link(QStringLiteral("/dev/null"), dir.filePath(QStringLiteral("null.yml"))));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone")), dir.filePath(QStringLiteral("dangling.yaml"))));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("loop-b.yaml")), dir.filePath(QStringLiteral("loop-a.yaml"))));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("loop-a.yaml")), dir.filePath(QStringLiteral("loop-b.yaml"))));
    // A link to the folder above: not followed, so no endless walk.
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub/deeper")));
    QVERIFY(QFile::link(dir.path(), dir.filePath(QStringLiteral("sub/up"))));
    const Socket socket(dir.filePath(QStringLiteral("socket.yaml")));
    QVERIFY(socket.isListening());
    // Hidden files and folders are left out, as a file manager shows a folder.
    QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), dir.filePath(QStringLiteral(".hidden.yaml"))));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral(".git")));
    QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), dir.filePath(QStringLiteral(".git/in-hidden.yaml"))));

    ProblemList problems;
    QStringList folders;
    const auto found = RecipeFiles::find({dir.path()}, &problems, RecipeFiles::States::Read, &folders);
    QCOMPARE(found.size(), 1);
    // The folders searched (and to watch): neither the hidden one nor the link.
    QCOMPARE(folders, (QStringList{dir.path(), dir.filePath(QStringLiteral("sub")), dir.filePath(QStringLiteral("sub/deeper"))}));
    QCOMPARE(found.first().displayPath, dir.filePath(QStringLiteral("good.yaml")));
    QStringList said;
    for (const auto &p : problems) {
        QVERIFY(!p.isError());
        said << QFileInfo(p.file).fileName() + u' ' + p.message;
    }
    QCOMPARE(said,
             (QStringList{
                 QStringLiteral("dangling.yaml not read: it is a symbolic link to %1, which does not exist")
                     .arg(dir.filePath(QStringLiteral("gone"))),
                 QStringLiteral("loop-a.yaml not read: ") + errorText(ELOOP),
                 QStringLiteral("loop-b.yaml not read: ") + errorText(ELOOP),
                 QStringLiteral("null.yml not read: it is a device, not a file"),
                 QStringLiteral("pipe.yaml not read: it is a named pipe (FIFO), not a file"),
                 QStringLiteral("socket.yaml not read: it is a socket, not a file"),
                 QStringLiteral("zero.yaml not read: it is a device, not a file"),
             }));

    // Without the files' states (a one-off read): the same files and the same
    // warnings; the regular file's state is left unknown, not made up.
    ProblemList withoutStates;
    const auto foundWithoutStates = RecipeFiles::find({dir.path()}, &withoutStates, RecipeFiles::States::Skip);
    QCOMPARE(foundWithoutStates.size(), 1);
    QCOMPARE(foundWithoutStates.first().path, found.first().path);
    QCOMPARE(foundWithoutStates.first().displayPath, found.first().displayPath);
    QCOMPARE(found.first().state.size, QFileInfo(found.first().path).size());
    QCOMPARE(foundWithoutStates.first().state.size, -1);
    QCOMPARE(withoutStates, problems);

    // The command line says the same and ends: warnings only, so it succeeds.
    const auto r = run({QStringLiteral("validate"), QStringLiteral(".")}, dir.path());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("pipe.yaml:1:1: warning: not read: it is a named pipe (FIFO), not a file\n")), qPrintable(r.out));
    QVERIFY2(r.err.startsWith(QLatin1String("1 file checked, 0 invalid, 0 errors, 7 warnings")), qPrintable(r.err));
    const auto uncached = run({QStringLiteral("validate"), QStringLiteral("."), QStringLiteral("--no-cache")}, dir.path());
    QCOMPARE(uncached.exitCode, r.exitCode);
    QCOMPARE(uncached.out, r.out);
    QCOMPARE(uncached.err, r.err);
}

void TestReadingFaults::readsRegularFilesOnly()
{
    // What a path names when it is opened: only a regular file's bytes are read, and
    // nothing waits (a FIFO without a writer, a device that never ends).
    QTemporaryDir dir;
    const auto good = dir.filePath(QStringLiteral("good.yaml"));
    QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), good));
    const auto bytes = TestUtils::readFile(good);
    QVERIFY(!bytes.isEmpty());
    auto read = RecipeFiles::read(good, RecipeLoader::MaxFileBytes);
    QCOMPARE(read.why, QString());
    QCOMPARE(read.state.size, bytes.size());
    QCOMPARE(read.bytes, bytes);
    // The state of the file read: what a look at the path says (inode and time too).
    const auto state = RecipeFiles::stateOf(good);
    QVERIFY(state);
    QCOMPARE(read.state, *state);
    QVERIFY(read.state.inode != 0);
    // Over the limit: its size, and nothing read.
    read = RecipeFiles::read(good, bytes.size() - 1);
    QCOMPARE(read.why, QString());
    QCOMPARE(read.state.size, bytes.size());
    QVERIFY(read.bytes.isEmpty());
    // Exactly at the limit, and empty.
    QCOMPARE(RecipeFiles::read(good, bytes.size()).bytes, bytes);
    const auto empty = dir.filePath(QStringLiteral("empty.yaml"));
    QVERIFY(TestUtils::writeFile(empty, {}));
    read = RecipeFiles::read(empty, RecipeLoader::MaxFileBytes);
    QCOMPARE(read.why, QString());
    QCOMPARE(read.state.size, 0);
    QVERIFY(read.bytes.isEmpty());
    // Through a link: the target's bytes.
    const auto link = dir.filePath(QStringLiteral("link.yaml"));
    QVERIFY(QFile::link(good, link));
    QCOMPARE(RecipeFiles::read(link, RecipeLoader::MaxFileBytes).bytes, bytes);

    const auto pipe = dir.filePath(QStringLiteral("pipe.yaml"));
    QVERIFY(makeFifo(pipe));
    const auto dangling = dir.filePath(QStringLiteral("dangling.yaml"));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone")), dangling));
    const auto loop = dir.filePath(QStringLiteral("loop.yaml"));
    QVERIFY(QFile::link(loop, loop));
    const struct
    {
        QString path;
        QString why;
    } refused[] = {
        {pipe, QStringLiteral("it is a named pipe (FIFO), not a file")},
        {QStringLiteral("/dev/zero"), QStringLiteral("it is a device, not a file")},
        {dir.path(), QStringLiteral("it is a folder")},
        {dir.filePath(QStringLiteral("gone.yaml")), errorText(ENOENT)},
        {dangling, QStringLiteral("it is a symbolic link to %1, which does not exist").arg(dir.filePath(QStringLiteral("gone")))},
        {loop, errorText(ELOOP)},
    };
    for (const auto &[path, why] : refused) {
        read = RecipeFiles::read(path, RecipeLoader::MaxFileBytes);
        QCOMPARE(read.why, why);
        QVERIFY(read.bytes.isEmpty());
        // Found as a regular file and since replaced: the same refusal, from what was
        // opened (without waiting) or from a look after the open failed.
        read = RecipeFiles::read(path, RecipeLoader::MaxFileBytes, RecipeFiles::Known::RegularFile);
        QCOMPARE(read.why, why);
        QVERIFY(read.bytes.isEmpty());
    }
    read = RecipeFiles::read(good, RecipeLoader::MaxFileBytes, RecipeFiles::Known::RegularFile);
    QCOMPARE(read.why, QString());
    QCOMPARE(read.state, *state);
    QCOMPARE(read.bytes, bytes);
}

void TestReadingFaults::specialFilesGivenByName()
{
    QTemporaryDir dir;
    const auto pipe = dir.filePath(QStringLiteral("pipe.yaml"));
    QVERIFY(makeFifo(pipe));
    const auto loop = dir.filePath(QStringLiteral("loop.yaml"));
    QVERIFY(QFile::link(loop, loop));
    // Each reader refuses it at once; none opens the FIFO (which would wait for a writer).
    const auto loaded = RecipeLoader::loadFile(pipe);
    QVERIFY(!loaded.recipe);
    QCOMPARE(loaded.problems.first().toString(), pipe + QStringLiteral(":1:1: error: cannot open: it is a named pipe (FIFO), not a file"));
    QString error;
    QVERIFY(!RecipeFile::open(pipe, &error));
    QCOMPARE(error, pipe + QStringLiteral(": cannot be read: it is a named pipe (FIFO), not a file"));
    ProblemList problems;
    QVERIFY(RecipeFiles::find({pipe, loop}, &problems).isEmpty());
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems.at(0).toString(), pipe + QStringLiteral(":1:1: error: cannot read: it is a named pipe (FIFO), not a file"));
    QCOMPARE(problems.at(1).toString(), loop + QStringLiteral(":1:1: error: cannot read: ") + errorText(ELOOP));
    const auto r = run({QStringLiteral("validate"), pipe}, dir.path());
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, pipe + QStringLiteral(":1:1: error: cannot read: it is a named pipe (FIFO), not a file\n"));
    // A lint configuration that is a FIFO is a problem too, not a wait.
    const auto recipe = dir.filePath(QStringLiteral("r.yaml"));
    QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), recipe));
    QVERIFY(makeFifo(dir.filePath(QStringLiteral(".recipe-lint.yaml"))));
    std::optional<Problem> problem;
    LintConfig::forFile(recipe, &problem);
    QVERIFY(problem);
    QCOMPARE(problem->message, QStringLiteral("cannot open: it is a named pipe (FIFO), not a file"));
    const auto lint = run({QStringLiteral("lint"), QStringLiteral(".")}, dir.path());
    QVERIFY2(lint.exitCode >= 0, "lint did not end");
    QVERIFY2(lint.out.contains(QLatin1String(".recipe-lint.yaml:1:1: error: cannot open: it is a named pipe (FIFO), not a file")),
             qPrintable(lint.out));
}

void TestReadingFaults::storeLoadsBesideSpecialFiles()
{
    // The window's loader: the recipe loads, each special file is a warning, and it ends.
    QTemporaryDir dir;
    QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), dir.filePath(QStringLiteral("good.yaml"))));
    QVERIFY(makeFifo(dir.filePath(QStringLiteral("pipe.yaml"))));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("zero.yaml"))));
    RecipeStore store;
    QSignalSpy loaded(&store, &RecipeStore::loadingFinished);
    store.open({dir.path()});
    QVERIFY(!loaded.isEmpty() || loaded.wait(30000));
    QCOMPARE(store.recipes().size(), 1);
    QStringList files;
    for (const auto &p : store.problems())
        files << QFileInfo(p.file).fileName() + (p.isError() ? QStringLiteral(" error") : QStringLiteral(" warning"));
    QCOMPARE(files, (QStringList{QStringLiteral("pipe.yaml warning"), QStringLiteral("zero.yaml warning")}));
}

// A folder anyone may enter holding good.yaml, which anyone may read, and secret.yaml,
// which nobody may read (its owner may write it, no more), and a cache folder anyone
// may write in.
bool makeFolderWithUnreadableFile(const QTemporaryDir &dir)
{
    const auto good = dir.filePath(QStringLiteral("good.yaml"));
    const auto secret = dir.filePath(QStringLiteral("secret.yaml"));
    return QFile::setPermissions(dir.path(),
                                 QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther
                                     | QFile::ReadGroup | QFile::ExeGroup)
        && QFile::copy(TestUtils::bundledPath(RecipeName), good)
        && QFile::setPermissions(good, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther)
        && QFile::copy(TestUtils::bundledPath(RecipeName), secret) && QFile::setPermissions(secret, QFile::WriteOwner)
        && QDir(dir.path()).mkdir(QStringLiteral(".cache"))
        && QFile::setPermissions(dir.filePath(QStringLiteral(".cache")), QFile::Permissions(0x7777));
}

void TestReadingFaults::unreadableFile()
{
    // A recipe its reader may not read: an error naming it and the cause; the other
    // recipes load. Run without root's rights (as nobody when the tests run as root).
    QTemporaryDir dir;
    QVERIFY(makeFolderWithUnreadableFile(dir));
    const auto r = run({QStringLiteral("validate"), QStringLiteral(".")}, dir.path(), true);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QStringLiteral("secret.yaml:1:1: error: cannot open: ") + errorText(EACCES) + u'\n');
    QVERIFY2(r.err.startsWith(QLatin1String("2 files checked, 1 invalid, 1 error, 0 warnings")), qPrintable(r.err));
    // The rank of the same folder still ranks the readable one.
    const auto rank =
        run({QStringLiteral("rank"), QStringLiteral("."), QStringLiteral("--format"), QStringLiteral("csv")}, dir.path(), true);
    QCOMPARE(rank.out.count(u'\n'), 2); // the header and the one recipe
}

void TestReadingFaults::unreadableFileInTheWindow()
{
    // The window's loader, in this process, on a recipe it may not read: the error and
    // its cause in Problems; the readable recipe loads.
    if (::geteuid() == 0)
        QSKIP("run as root, who may read any file: unreadableFile checks this as nobody, pathThroughAFile as root too");
    QTemporaryDir dir;
    QVERIFY(makeFolderWithUnreadableFile(dir));
    RecipeStore store;
    QSignalSpy loaded(&store, &RecipeStore::loadingFinished);
    store.open({dir.path()});
    QVERIFY(!loaded.isEmpty() || loaded.wait(30000));
    QCOMPARE(store.recipes().size(), 1);
    QCOMPARE(store.problems().size(), 1);
    QCOMPARE(store.problems().first().toString(),
             dir.filePath(QStringLiteral("secret.yaml")) + QStringLiteral(":1:1: error: cannot open: ") + errorText(EACCES));
}

void TestReadingFaults::pathThroughAFile()
{
    // A fault no user's rights lift, root's neither: a recipe named through a file as
    // if it were a folder (ENOTDIR). Refused by every reader, the loader with the cause;
    // the file named beside it is checked.
    QTemporaryDir dir;
    const auto file = dir.filePath(QStringLiteral("good.yaml"));
    QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), file));
    const auto through = file + QStringLiteral("/recipe.yaml");
    const auto read = RecipeFiles::read(through, RecipeLoader::MaxFileBytes);
    QCOMPARE(read.why, errorText(ENOTDIR));
    QVERIFY(read.bytes.isEmpty());
    const auto loaded = RecipeLoader::loadFile(through);
    QVERIFY(!loaded.recipe);
    QCOMPARE(loaded.problems.first().toString(), through + QStringLiteral(":1:1: error: cannot open: ") + errorText(ENOTDIR));
    QString error;
    QVERIFY(!RecipeFile::open(through, &error));
    QCOMPARE(error, through + QStringLiteral(": the file does not exist")); // the editor's words: nothing there to edit
    const auto r = run({QStringLiteral("validate"), QStringLiteral("good.yaml/recipe.yaml"), QStringLiteral("good.yaml")}, dir.path());
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QStringLiteral("good.yaml/recipe.yaml:1:1: error: no such file or folder\n"));
}

void TestReadingFaults::manyFilesMostlyNotRecipes()
{
    // 100,000 files: 97,000 of other kinds in 100 folders, 2,997 YAML files that are
    // not recipes, and 3 recipes. In memory (tmpfs) where there is one: making and
    // removing 100,000 files on a disk's file system takes a minute of its own.
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    QTemporaryDir dir(shm.isDir() && shm.isWritable() ? QStringLiteral("/dev/shm/tst_readingfaults-XXXXXX")
                                                      : QDir::tempPath() + QStringLiteral("/tst_readingfaults-XXXXXX"));
    QVERIFY(dir.isValid());
    const char *kinds[] = {".txt", ".json", ".log", ".yaml.bak", ""};
    int made = 0;
    for (int folder = 0; folder < 100; ++folder) {
        const auto sub = dir.filePath(QStringLiteral("f%1").arg(folder, 3, 10, QLatin1Char('0')));
        QVERIFY(QDir().mkpath(sub));
        for (int i = 0; i < 1000; ++i, ++made) {
            const bool yaml = i % 100 < 3 && !(folder == 0 && i < 3);
            const auto name = sub + QStringLiteral("/n%1").arg(i) + (yaml ? QStringLiteral(".yaml") : QString::fromLatin1(kinds[i % 5]));
            const int fd = ::open(QFile::encodeName(name).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            QVERIFY(fd >= 0);
            if (yaml)
                QVERIFY(::write(fd, "kind: notes\nitems: [1, 2]\n", 26) == 26);
            ::close(fd);
        }
    }
    QCOMPARE(made, 100000);
    for (int i = 0; i < 3; ++i)
        QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), dir.filePath(QStringLiteral("f000/n%1.yaml").arg(i))));
    const auto found = RecipeFiles::find({dir.path()});
    QCOMPARE(found.size(), 3000);
    const auto r = run({QStringLiteral("validate"), QStringLiteral(".")}, dir.path());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(QLatin1String("3000 files checked, 2997 invalid")), qPrintable(r.err));
    // Each of the 2,997 is named, in the format editors jump to; the recipes are not.
    const QRegularExpression line(QStringLiteral("^(f\\d{3}/n\\d+\\.yaml):\\d+:\\d+: (error|warning): .+$"));
    QSet<QString> named;
    for (const auto &text : r.out.split(u'\n', Qt::SkipEmptyParts)) {
        const auto match = line.match(text);
        QVERIFY2(match.hasMatch(), qPrintable(text));
        named.insert(match.captured(1));
    }
    QCOMPARE(named.size(), 2997);
    QVERIFY(named.contains(QStringLiteral("f099/n2.yaml")));
    QVERIFY(!named.contains(QStringLiteral("f000/n0.yaml")));
    const auto rank = run({QStringLiteral("rank"), QStringLiteral("."), QStringLiteral("--format"), QStringLiteral("csv")}, dir.path());
    QCOMPARE(rank.out.count(u'\n'), 4); // the header and the three recipes
}

void TestReadingFaults::fileGrowingWhileRead()
{
    // Another program appends to the recipe while it is read, past the size limit:
    // every read ends, with the recipe or with the size it found.
    QTemporaryDir dir;
    const auto path = dir.filePath(QStringLiteral("growing.yaml"));
    QVERIFY(QFile::copy(TestUtils::bundledPath(RecipeName), path));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    std::atomic<bool> stop = false;
    std::thread writer([&] {
        QFile file(path);
        if (!file.open(QIODevice::Append))
            return;
        const QByteArray comment = "# " + QByteArray(1022, 'x') + '\n';
        while (!stop && file.size() < 3 * RecipeLoader::MaxFileBytes) {
            file.write(comment);
            file.flush();
        }
    });
    // Read until 20 reads found it over the limit: the writer gets it there (or the
    // minute runs out, which fails).
    int recipes = 0;
    int tooLarge = 0;
    QDeadlineTimer deadline(60000);
    while (tooLarge < 20 && !deadline.hasExpired()) {
        const auto loaded = RecipeLoader::loadFile(path);
        if (loaded.recipe) {
            ++recipes;
            continue;
        }
        QVERIFY2(!loaded.problems.isEmpty() && loaded.problems.first().message.contains(QLatin1String("a recipe may have at most 1048576")),
                 qPrintable(loaded.problems.isEmpty() ? QString() : loaded.problems.first().toString()));
        ++tooLarge;
    }
    stop = true;
    writer.join();
    qInfo("%d reads gave the recipe, %d the size limit", recipes, tooLarge);
    QCOMPARE(tooLarge, 20);
}

void TestReadingFaults::largeFilesRefusedBySize()
{
    // A file over a reader's limit is refused by its size, not read in part: a recipe
    // to edit over 1 MiB, a lint configuration over 64 KiB (whose first 64 KiB alone
    // could read as another configuration).
    QTemporaryDir dir;
    const auto recipe = dir.filePath(QStringLiteral("large.yaml"));
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(RecipeName));
    bytes += "# " + QByteArray(RecipeLoader::MaxFileBytes - bytes.size() - 2, 'x');
    QCOMPARE(bytes.size(), RecipeLoader::MaxFileBytes);
    QVERIFY(TestUtils::writeFile(recipe, bytes));
    QString error;
    QVERIFY2(RecipeFile::open(recipe, &error), qPrintable(error));
    QVERIFY(TestUtils::writeFile(recipe, bytes + '\n'));
    QVERIFY(!RecipeFile::open(recipe, &error));
    QCOMPARE(error, recipe + QStringLiteral(": larger than 1048576 bytes, too large for a recipe"));

    const auto config = dir.filePath(QString::fromLatin1(LintConfig::FileName));
    const QByteArray ignore = "ignore: [cost-derivation]\n";
    QVERIFY(TestUtils::writeFile(config, ignore + '#' + QByteArray(LintConfig::MaxBytes - ignore.size() - 2, 'x') + '\n'));
    std::optional<Problem> problem;
    LintConfig::forFile(recipe, &problem);
    QVERIFY2(!problem, qPrintable(problem ? problem->toString() : QString()));
    const auto stamp = RecipeLint::checkerStamp(PriceTable::defaults())(dir.path());
    // One byte more (the end of a line, where the first 64 KiB read the same).
    QVERIFY(TestUtils::writeFile(config, ignore + '#' + QByteArray(LintConfig::MaxBytes - ignore.size() - 2, 'x') + "\n\n"));
    LintConfig::forFile(recipe, &problem);
    QVERIFY(problem);
    QCOMPARE(problem->toString(), config + QStringLiteral(":1:1: error: file is 65537 bytes; a lint configuration may have at most 65536"));
    QVERIFY(RecipeLint::checkerStamp(PriceTable::defaults())(dir.path()) != stamp);
}

QTEST_GUILESS_MAIN(TestReadingFaults)
#include "tst_readingfaults.moc"
