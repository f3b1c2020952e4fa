// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Saving keeps the file: its owner, group and mode (whatever the umask), its extended
// attributes and ACL, and its hard links, whether the editor, RecipeFile or the set
// command saves; a fault in the middle leaves the old bytes whole; and a change made
// on disk after the editor looked is never overwritten.
#include "editor/recipeeditsession.h"
#include "editorpage.h"
#include "recipe/filereplacement.h"
#include "recipe/recipeedit.h"
#include "recipe/recipefile.h"
#include "saveanswer.h"
#include "testutils.h"

#include <KMessageWidget>

#include <QApplication>
#include <QProcess>
#include <QScopeGuard>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

using namespace TestUtils;

namespace {
const auto Qwen = QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");

// A copy of the Qwen recipe in dir, as r.yaml, writable by its owner.
QString copyOfQwen(const QTemporaryDir &dir)
{
    const auto path = dir.filePath(QStringLiteral("r.yaml"));
    if (!writeFile(path, readFile(bundledPath(Qwen))))
        qFatal("cannot copy the recipe into %s", qPrintable(dir.path()));
    return path;
}

QByteArray name(const QString &path)
{
    return QFile::encodeName(path);
}

struct stat statOf(const QString &path)
{
    struct stat info{};
    if (::stat(name(path).constData(), &info) != 0)
        qFatal("cannot stat %s: %s", qPrintable(path), std::strerror(errno));
    return info;
}

using TestUtils::edited;

// What `recipe-explorer set PATH layout.tp=2` does, run as the real program with this
// umask, or without root's rights (as nobody when the tests run as root; the umask is
// then the tests' own, and mask unused).
QString setByProgram(const QString &path, mode_t mask, bool withoutRootRights = false)
{
    QProcess program;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("minimal"));
    static QTemporaryDir cache;
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path());
    program.setProcessEnvironment(env);
    if (withoutRootRights)
        startWithoutRootRights(program);
    else
        program.setChildProcessModifier([mask] { ::umask(mask); });
    program.start(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), {QStringLiteral("set"), path, QStringLiteral("layout.tp=2")});
    if (!program.waitForFinished(30000))
        program.kill();
    if (program.exitStatus() != QProcess::NormalExit || program.exitCode() != 0)
        return QStringLiteral("set failed: ") + QString::fromUtf8(program.readAllStandardError());
    return {};
}

// The same edit saved by the editor, as Save does.
QString saveInEditor(const QString &path)
{
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(path, nullptr, &error));
    if (!page)
        return error;
    if (!page->session()->apply(RecipeEdit::set(YamlPath::parse(QStringLiteral("layout.tp")).value(), YamlScalar::integer(2)), &error))
        return error;
    return savedNow(page->save()) ? QString() : QStringLiteral("the editor did not save");
}

// A POSIX ACL as the kernel keeps it in system.posix_acl_access: the owner, user 1234
// and the mask may read and write, the group may read, others nothing.
QByteArray aclGivingUser1234ReadWrite()
{
    QByteArray acl;
    const auto add = [&acl](quint32 value, int bytes) {
        for (int i = 0; i < bytes; ++i)
            acl.append(char((value >> (8 * i)) & 0xff));
    };
    add(2, 4); // the format's version
    const quint32 none = 0xffffffff;
    const std::tuple<quint16, quint16, quint32> entries[] = {
        {0x01, 6, none}, // the owner
        {0x02, 6, 1234}, // user 1234
        {0x04, 4, none}, // the group
        {0x10, 6, none}, // the mask
        {0x20, 0, none}, // others
    };
    for (const auto &[tag, permissions, id] : entries) {
        add(tag, 2);
        add(permissions, 2);
        add(id, 4);
    }
    return acl;
}

QByteArray attribute(const QString &path, const char *key)
{
    QByteArray value(4096, '\0');
    const auto size = ::getxattr(name(path).constData(), key, value.data(), size_t(value.size()));
    return size < 0 ? QByteArray("(none: ") + std::strerror(errno) + ')' : value.left(size);
}

// This process's effective user and group are nobody's for as long as it lives (the
// real ones stay root's, which gives them back): it meets file rights as a user would.
class AsNobody
{
public:
    AsNobody() : m_active(::setegid(65534) == 0 && ::seteuid(65534) == 0) { }
    ~AsNobody()
    {
        if (::seteuid(0) != 0 || ::setegid(0) != 0)
            qFatal("cannot take root's rights back: %s", std::strerror(errno));
    }
    AsNobody(const AsNobody &) = delete;
    AsNobody &operator=(const AsNobody &) = delete;
    bool isActive() const { return m_active; }

private:
    bool m_active = false;
};

// Limits the size any file may be written to (RLIMIT_FSIZE) for as long as it lives:
// a write past it fails with EFBIG, as on a full disk, and does not kill the process.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        const rlimit small{bytes, m_old.rlim_max};
        setrlimit(RLIMIT_FSIZE, &small);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_handler);
    }

private:
    rlimit m_old{};
    void (*m_handler)(int) = nullptr;
};

// Hears of what happens to a file or in a folder (inotify events) from the moment it
// is made: files made in a folder (IN_CREATE | IN_MOVED_TO), a file opened (IN_OPEN,
// which comes once an open returns: not while one waits for a named pipe's other end).
class Notices
{
public:
    Notices(const QString &path, uint32_t events) : m_fd(::inotify_init1(IN_CLOEXEC))
    {
        if (m_fd < 0 || ::inotify_add_watch(m_fd, name(path).constData(), events) < 0)
            qFatal("cannot watch %s: %s", qPrintable(path), std::strerror(errno));
    }
    ~Notices() { ::close(m_fd); }
    Notices(const Notices &) = delete;
    Notices &operator=(const Notices &) = delete;
    // Waits until one comes (at most timeoutMs; 0: whether one came by now).
    bool wait(int timeoutMs) const
    {
        pollfd ready{m_fd, POLLIN, 0};
        int result;
        do
            result = ::poll(&ready, 1, timeoutMs);
        while (result < 0 && errno == EINTR);
        return result > 0;
    }

private:
    int m_fd = -1;
};
} // namespace

class TestHostileSaves : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keepsOwnerGroupAndMode_data();
    void keepsOwnerGroupAndMode();
    void keepsOwnerTheSaverCannotGive_data();
    void keepsOwnerTheSaverCannotGive();
    void keepsScriptTheSaverCannotGive();
    void keepsAttributesAndAcl_data();
    void keepsAttributesAndAcl();
    void takesNoAclFromTheFolder();
    void keepsHardLinks();
    void hardLinkWriteFaultKeepsOldBytes();
    void editorNeverOverwritesChangeAfterItsLook();
    void savesOnlyOverTheFileSeen_data();
    void savesOnlyOverTheFileSeen();
    void replacedWhileSavedIsNoSuccess();
    void savesThroughDanglingLink();
    void neverOpensNamedPipe();
};

void TestHostileSaves::keepsOwnerGroupAndMode_data()
{
    QTest::addColumn<QString>("saver");
    QTest::addColumn<int>("mask");
    for (const auto *saver : {"RecipeFile", "set", "editor"})
        for (const int mask : {0, 077, 0277})
            QTest::addRow("%s, umask %03o", saver, mask) << QString::fromLatin1(saver) << mask;
}

void TestHostileSaves::keepsOwnerGroupAndMode()
{
    // Another user's file (1234:1234), readable by its group: a save by root gives it
    // back to no one else, and keeps its mode whatever the umask of the saver.
    QFETCH(QString, saver);
    QFETCH(int, mask);
    QTemporaryDir dir;
    const auto path = copyOfQwen(dir);
    const bool root = ::geteuid() == 0;
    if (root)
        QCOMPARE(::chown(name(path).constData(), 1234, 1234), 0);
    QCOMPARE(::chmod(name(path).constData(), 0640), 0);
    QString error;
    if (saver == u"RecipeFile") {
        const auto old = ::umask(mode_t(mask));
        auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
        const bool saved = file.save(false, &error);
        ::umask(old);
        QVERIFY2(saved, qPrintable(error));
    } else if (saver == u"set") {
        error = setByProgram(path, mode_t(mask));
    } else {
        const auto old = ::umask(mode_t(mask));
        error = saveInEditor(path);
        ::umask(old);
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(readFile(path).contains("\n  tp: 2\n"));
    const auto after = statOf(path);
    QCOMPARE(after.st_mode & 07777, mode_t(0640));
    if (!root)
        QSKIP("only root may give a file to user and group 1234: run as root (as CI does) to check the owner is kept");
    QCOMPARE(after.st_uid, uid_t(1234));
    QCOMPARE(after.st_gid, gid_t(1234));
}

void TestHostileSaves::keepsOwnerTheSaverCannotGive_data()
{
    QTest::addColumn<uid_t>("owner");
    QTest::addColumn<gid_t>("group");
    QTest::addColumn<int>("mode");
    const uid_t nobody = 65534;
    QTest::addRow("root's file, writable by the saver's group") << uid_t(0) << gid_t(nobody) << 0664;
    QTest::addRow("another user's file, writable by all") << uid_t(1234) << gid_t(1234) << 0666;
    QTest::addRow("the saver's file, in a group the saver is not in") << uid_t(nobody) << gid_t(0) << 0640;
}

void TestHostileSaves::keepsOwnerTheSaverCannotGive()
{
    // A user saves a file they may write but whose owner or group they cannot give a
    // new file: renamed over, the file would become theirs. It is written in place
    // instead: owner, group, mode and inode stay, with the new bytes, and no copy is left.
    QFETCH(uid_t, owner);
    QFETCH(gid_t, group);
    QFETCH(int, mode);
    if (::geteuid() != 0)
        QSKIP("only root may give a file to another user and save it as nobody: run as root (as CI does)");
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(dir.path(), QFile::Permissions(0x7777)));
    const auto path = copyOfQwen(dir);
    QCOMPARE(::chown(name(path).constData(), owner, group), 0);
    QCOMPARE(::chmod(name(path).constData(), mode_t(mode)), 0);
    const auto before = statOf(path);
    const auto error = setByProgram(path, 0, true);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(readFile(path).contains("\n  tp: 2\n"));
    const auto after = statOf(path);
    QCOMPARE(after.st_uid, owner);
    QCOMPARE(after.st_gid, group);
    QCOMPARE(after.st_mode & 07777, mode_t(mode));
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{QStringLiteral("r.yaml")});
}

void TestHostileSaves::keepsScriptTheSaverCannotGive()
{
    // A run script saved as one is (executable by its owner and group) over root's
    // script, executable already and writable by the saver's group: written in place,
    // its mode needs no change, and it stays root's, with the new bytes.
    if (::geteuid() != 0)
        QSKIP("only root may save as nobody a file root owns: run as root (as CI does)");
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(dir.path(), QFile::Permissions(0x7777)));
    const auto path = dir.filePath(QStringLiteral("run.sh"));
    QVERIFY(writeFile(path, "#!/bin/sh\nexit 1\n"));
    QCOMPARE(::chown(name(path).constData(), 0, 65534), 0);
    QCOMPARE(::chmod(name(path).constData(), 0775), 0);
    const auto inode = statOf(path).st_ino;
    QString error;
    {
        const AsNobody nobody;
        QVERIFY(nobody.isActive());
        error = RecipeFiles::write(path, "#!/bin/sh\nexit 0\n", QFile::ExeOwner | QFile::ExeGroup);
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(readFile(path), QByteArray("#!/bin/sh\nexit 0\n"));
    const auto after = statOf(path);
    QCOMPARE(after.st_uid, uid_t(0));
    QCOMPARE(after.st_gid, gid_t(65534));
    QCOMPARE(after.st_mode & 07777, mode_t(0775));
    QCOMPARE(after.st_ino, inode);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{QStringLiteral("run.sh")});
}

void TestHostileSaves::keepsAttributesAndAcl_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("value");
    QTest::addRow("user attribute") << QByteArray("user.test") << QByteArray("1");
    QTest::addRow("ACL") << QByteArray("system.posix_acl_access") << aclGivingUser1234ReadWrite();
}

void TestHostileSaves::keepsAttributesAndAcl()
{
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, value);
    QTemporaryDir dir;
    const auto path = copyOfQwen(dir);
    if (::setxattr(name(path).constData(), key.constData(), value.constData(), size_t(value.size()), 0) != 0) {
        if (errno == ENOTSUP)
            QSKIP(qPrintable(QStringLiteral("the file system of %1 keeps no %2 attributes").arg(dir.path(), QString::fromLatin1(key))));
        QFAIL(std::strerror(errno));
    }
    QCOMPARE(attribute(path, key.constData()), value);
    const auto mode = statOf(path).st_mode;
    auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
    QString error;
    QVERIFY2(file.save(false, &error), qPrintable(error));
    QVERIFY(readFile(path).contains("\n  tp: 2\n"));
    QCOMPARE(attribute(path, key.constData()), value);
    QCOMPARE(statOf(path).st_mode, mode);
}

void TestHostileSaves::takesNoAclFromTheFolder()
{
    // A file without an ACL, in a folder whose default ACL new files take: saved, it has none still.
    QTemporaryDir dir;
    const auto path = copyOfQwen(dir);
    const auto acl = aclGivingUser1234ReadWrite();
    if (::setxattr(name(dir.path()).constData(), "system.posix_acl_default", acl.constData(), size_t(acl.size()), 0) != 0) {
        if (errno == ENOTSUP)
            QSKIP(qPrintable(QStringLiteral("the file system of %1 keeps no ACLs").arg(dir.path())));
        QFAIL(std::strerror(errno));
    }
    const auto mode = statOf(path).st_mode;
    auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
    QString error;
    QVERIFY2(file.save(false, &error), qPrintable(error));
    QVERIFY(readFile(path).contains("\n  tp: 2\n"));
    QCOMPARE(::getxattr(name(path).constData(), "system.posix_acl_access", nullptr, 0), ssize_t(-1));
    QCOMPARE(errno, ENODATA);
    QCOMPARE(statOf(path).st_mode, mode);
}

void TestHostileSaves::keepsHardLinks()
{
    // One file under two names: a save is seen under both (one inode), whether the new
    // bytes are shorter or longer than the old ones, and leaves no copy behind.
    QTemporaryDir dir;
    const auto path = copyOfQwen(dir);
    const auto other = dir.filePath(QStringLiteral("other-name.yaml"));
    QCOMPARE(::link(name(path).constData(), name(other).constData()), 0);
    const auto inode = statOf(path).st_ino;
    const auto before = readFile(path);
    for (const auto &model : {QStringLiteral("Q"), QStringLiteral("A model name much longer than the one it replaces")}) {
        auto file = edited(path, QStringLiteral("model"), YamlScalar::string(model));
        QString error;
        QVERIFY2(file.save(false, &error), qPrintable(error));
        QCOMPARE(readFile(path), file.document().bytes());
        QCOMPARE(readFile(other), file.document().bytes());
        QVERIFY(readFile(other).contains(QByteArray("\nmodel: " + model.toUtf8() + '\n')));
        QCOMPARE(statOf(path).st_ino, inode);
        QCOMPARE(statOf(other).st_ino, inode);
        QCOMPARE(statOf(path).st_nlink, nlink_t(2));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
                 (QStringList{QStringLiteral("other-name.yaml"), QStringLiteral("r.yaml")}));
    }
    QVERIFY(readFile(path) != before);
}

void TestHostileSaves::hardLinkWriteFaultKeepsOldBytes()
{
    // The new bytes do not fit (no file may grow past the old size and a little,
    // RLIMIT_FSIZE): the write into the file fails part way, and the old bytes are put
    // back whole under both names; the save says why, and the edit stays.
    QTemporaryDir dir;
    const auto path = copyOfQwen(dir);
    const auto other = dir.filePath(QStringLiteral("other-name.yaml"));
    QCOMPARE(::link(name(path).constData(), name(other).constData()), 0);
    const auto before = readFile(path);
    auto file = edited(path, QStringLiteral("model"), YamlScalar::string(QString(300, u'M')));
    QVERIFY(file.document().bytes().size() > before.size() + 200);
    QString error;
    bool saved = false;
    {
        const FileSizeLimit limit(rlim_t(before.size() + 64));
        saved = file.save(false, &error);
    }
    QVERIFY(!saved);
    QVERIFY2(error.startsWith(QStringLiteral("cannot save ") + path + QStringLiteral(": ")), qPrintable(error));
    QVERIFY2(error.endsWith(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(error));
    QCOMPARE(readFile(path), before);
    QCOMPARE(readFile(other), before);
    QCOMPARE(statOf(path).st_ino, statOf(other).st_ino);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             (QStringList{QStringLiteral("other-name.yaml"), QStringLiteral("r.yaml")}));
    QVERIFY(file.isModified());
    // With room again, the same edit is saved, under both names.
    QVERIFY2(file.save(false, &error), qPrintable(error));
    QCOMPARE(readFile(other), file.document().bytes());
}

void TestHostileSaves::editorNeverOverwritesChangeAfterItsLook()
{
    // Save looks at the disk (unchanged), and then, before the new bytes are written,
    // another program writes the file: its bytes stay, the edit stays unsaved, and
    // the banner says the file changed on disk.
    QTemporaryDir dir;
    const auto path = copyOfQwen(dir);
    auto theirs = readFile(path);
    QVERIFY(theirs.contains("status: verified"));
    theirs.replace("status: verified", "status: draft");
    QString error;
    std::unique_ptr<EditorPage> page(EditorPage::open(path, nullptr, &error));
    QVERIFY2(page, qPrintable(error));
    page->show();
    QVERIFY2(page->session()->apply(RecipeEdit::set(YamlPath::parse(QStringLiteral("layout.tp")).value(), YamlScalar::integer(2)), &error),
             qPrintable(error));
    // The disk thread runs one thing at a time, in order: held until the save's look
    // is queued behind the hold, the other program's write is queued after the look,
    // and so before the save's write.
    QSemaphore hold;
    page->diskThread()->start([&hold] { hold.tryAcquire(1, 5000); });
    QTimer::singleShot(50, page.get(), [&] {
        page->diskThread()->start([&] { writeFile(path, theirs); });
        hold.release();
    });
    QVERIFY(notSavedNow(page->save()));
    QCOMPARE(readFile(path), theirs);
    QVERIFY(page->isModified());
    QTRY_VERIFY(page->banner()->isVisible());
    QVERIFY2(page->banner()->text().contains(QLatin1String("changed on disk")), qPrintable(page->banner()->text()));
}

void TestHostileSaves::savesOnlyOverTheFileSeen_data()
{
    QTest::addColumn<bool>("hardLink");
    QTest::addRow("one name (a new file renamed over it)") << false;
    QTest::addRow("two names (written in place)") << true;
}

void TestHostileSaves::savesOnlyOverTheFileSeen()
{
    // What the editor does: it looks at the file, and saves over what it saw. Another
    // program writes the file between the two: the save is refused as a change on disk,
    // and the other program's bytes stay. The same bytes written again are no change.
    QFETCH(bool, hardLink);
    QTemporaryDir dir;
    const auto path = copyOfQwen(dir);
    QStringList names{QStringLiteral("r.yaml")};
    if (hardLink) {
        QCOMPARE(::link(name(path).constData(), name(dir.filePath(QStringLiteral("other-name.yaml"))).constData()), 0);
        names.prepend(QStringLiteral("other-name.yaml"));
    }
    auto theirs = readFile(path);
    theirs.replace("status: verified", "status: draft");
    auto file = edited(path, QStringLiteral("layout.tp"), YamlScalar::integer(2));
    const auto seen = RecipeFile::stateOf(path);
    QVERIFY(seen && !file.changedOnDisk(seen, {}));
    QVERIFY(writeFile(path, theirs));
    QString error;
    bool changed = false;
    QVERIFY(!file.saveOver(seen, &error, &changed));
    QVERIFY(changed);
    QCOMPARE(error, path + QStringLiteral(" was changed on disk while it was saved; not saved"));
    QCOMPARE(readFile(path), theirs);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), names);
    QVERIFY(file.isModified());
    // Looked at again, and written again with the same bytes before the save: saved.
    const auto again = RecipeFile::stateOf(path);
    QVERIFY(again);
    QVERIFY(writeFile(path, theirs));
    // A second later than the look, whatever the clock's grain.
    const timespec later[2] = {{0, UTIME_OMIT},
                               {time_t(again->file.modifiedNs / 1000000000 + 1), long(again->file.modifiedNs % 1000000000)}};
    QCOMPARE(::utimensat(AT_FDCWD, name(path).constData(), later, 0), 0);
    QVERIFY(!(RecipeFile::stateOf(path)->file == again->file));
    changed = false;
    QVERIFY2(file.saveOver(again, &error, &changed), qPrintable(error));
    QVERIFY(!changed);
    QCOMPARE(readFile(path), file.document().bytes());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), names);
}

void TestHostileSaves::replacedWhileSavedIsNoSuccess()
{
    // A user saves another user's file they may write (so in place, through its inode),
    // and another program puts a new file in its place while the new bytes are written
    // beside it: nothing is written, and the save says so instead of reporting success.
    if (::geteuid() != 0)
        QSKIP("only root may give a file to another user and save it as nobody: run as root (as CI does)");
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(dir.path(), QFile::Permissions(0x7777)));
    const auto path = dir.filePath(QStringLiteral("table.csv"));
    const auto theirs = dir.filePath(QStringLiteral("theirs.csv"));
    QVERIFY(writeFile(path, "old\n"));
    QVERIFY(writeFile(theirs, "theirs\n"));
    QCOMPARE(::chown(name(path).constData(), 1234, 1234), 0);
    QCOMPARE(::chmod(name(path).constData(), 0666), 0);
    QCOMPARE(::chmod(name(theirs).constData(), 0666), 0); // writable: only its inode tells it apart
    // Their file takes the place once the new bytes are in the file made beside it.
    int renamed = -1;
    FileReplacement::setWrittenBesideHook([&] { renamed = ::rename(name(theirs).constData(), name(path).constData()); });
    const auto noHook = qScopeGuard([] { FileReplacement::setWrittenBesideHook({}); });
    QString why;
    {
        const AsNobody nobody;
        QVERIFY(nobody.isActive());
        why = RecipeFiles::write(path, "new\n");
    }
    QCOMPARE(renamed, 0);
    QCOMPARE(readFile(path), QByteArray("theirs\n"));
    QCOMPARE(why, QStringLiteral("it was replaced while saving"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{QStringLiteral("table.csv")});
}

void TestHostileSaves::savesThroughDanglingLink()
{
    // Saved as a name that is a link to a file not there yet: the file is made where
    // the link points and the link stays; nothing is written in the current folder.
    QTemporaryDir dir;
    QTemporaryDir current;
    const auto link = dir.filePath(QStringLiteral("link.yaml"));
    const auto target = dir.filePath(QStringLiteral("target.yaml"));
    QCOMPARE(::symlink("target.yaml", name(link).constData()), 0);
    auto file = edited(copyOfQwen(dir), QStringLiteral("layout.tp"), YamlScalar::integer(2));
    const auto before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(current.path()));
    const Notices creations(current.path(), IN_CREATE | IN_MOVED_TO);
    QString error;
    const bool saved = file.saveAs(link, &error);
    QVERIFY(QDir::setCurrent(before));
    QVERIFY2(!creations.wait(0), "a file was made in the current folder");
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(readFile(target), file.document().bytes());
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(!file.isModified());
}

void TestHostileSaves::neverOpensNamedPipe()
{
    // A named pipe where a file is saved: refused without being opened, so a program
    // waiting to write into it waits on (an open for reading would let it go on, and an
    // open that waits for the other end would not return while it waits).
    QTemporaryDir dir;
    const auto path = dir.filePath(QStringLiteral("table.csv"));
    QCOMPARE(::mkfifo(name(path).constData(), 0666), 0);
    const Notices opens(path, IN_OPEN);
    std::thread writer([&] {
        if (const int fd = ::open(name(path).constData(), O_WRONLY | O_CLOEXEC); fd >= 0)
            ::close(fd);
    });
    const auto why = RecipeFiles::write(path, "a,b\n");
    // An open by the save is heard of before it returns; the writer's is not, while it waits.
    const bool openedBySave = opens.wait(0);
    // Lets the writer go: an open for reading that waits for it.
    const int reader = ::open(name(path).constData(), O_RDONLY | O_CLOEXEC);
    writer.join();
    ::close(reader);
    QCOMPARE(why, QStringLiteral("it is not a regular file"));
    QVERIFY2(!openedBySave, "the named pipe was opened");
}

int main(int argc, char *argv[])
{
    // Autosave copies and settings in folders of this run only.
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-hostile-saves-test"));
    TestHostileSaves test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hostilesaves.moc"
