// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/filereplacement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <unistd.h>

#include <sys/stat.h>
#include <sys/xattr.h>

namespace {
using Outcome = FileReplacement::Outcome;
using Seen = FileReplacement::Seen;

std::function<void()> &writtenBesideHook()
{
    static std::function<void()> hook;
    return hook;
}

QString errorText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

Outcome failed(int error)
{
    return {errorText(error), false};
}

// Not written: the path names another file than the one looked at (replaced, removed,
// or changed since it was seen). Says so: nothing may take it for a success.
Outcome replaced()
{
    return {QStringLiteral("it was replaced while saving"), true};
}

Outcome changed()
{
    return {QStringLiteral("it was changed while saving"), true};
}

// Syncs a folder, so that a new name in it is on the disk, not only the file's bytes.
void syncFolder(const QByteArray &folder)
{
    if (const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

qint64 nanoseconds(const timespec &time)
{
    return qint64(time.tv_sec) * 1000000000 + time.tv_nsec;
}

// A descriptor, closed when it goes out of scope unless taken.
struct Descriptor
{
    int fd = -1;
    explicit Descriptor(int fd) : fd(fd) { }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
    // Closes it now: false (and errno) when the last writes could not be completed.
    bool close()
    {
        const int result = ::close(std::exchange(fd, -1));
        return result == 0;
    }
};

// The permission bits Qt names, as a mode (the user's bits are the owner's).
mode_t modeOf(QFileDevice::Permissions permissions)
{
    mode_t mode = 0;
    const std::pair<QFileDevice::Permissions, mode_t> bits[] = {{QFileDevice::ReadOwner | QFileDevice::ReadUser, S_IRUSR},
                                                                {QFileDevice::WriteOwner | QFileDevice::WriteUser, S_IWUSR},
                                                                {QFileDevice::ExeOwner | QFileDevice::ExeUser, S_IXUSR},
                                                                {QFileDevice::ReadGroup, S_IRGRP},
                                                                {QFileDevice::WriteGroup, S_IWGRP},
                                                                {QFileDevice::ExeGroup, S_IXGRP},
                                                                {QFileDevice::ReadOther, S_IROTH},
                                                                {QFileDevice::WriteOther, S_IWOTH},
                                                                {QFileDevice::ExeOther, S_IXOTH}};
    for (const auto &[qt, bit] : bits)
        if (permissions & qt)
            mode |= bit;
    return mode;
}

bool isSeen(const struct stat &info, const Seen &seen)
{
    return S_ISREG(info.st_mode) && qint64(info.st_size) == seen.state.size && nanoseconds(info.st_mtim) == seen.state.modifiedNs
        && nanoseconds(info.st_ctim) == seen.statusChangedNs && qint64(info.st_ino) == seen.state.inode
        && qint64(info.st_dev) == seen.state.device;
}

// Whether what the path names now is still the file seen (when nothing was seen: anything is).
bool stillSeen(const QByteArray &path, const std::optional<Seen> &seen)
{
    struct stat now;
    return !seen || (::lstat(path.constData(), &now) == 0 && isSeen(now, *seen));
}

// Writes all bytes from the start of the file; 0, or the errno of the write that failed.
int writeAll(int fd, const QByteArray &bytes)
{
    qint64 written = 0;
    while (written < bytes.size()) {
        const auto n = ::pwrite(fd, bytes.constData() + written, size_t(bytes.size() - written), off_t(written));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            return EIO;
        written += n;
    }
    return 0;
}

// Reads the whole file from its start; 0, or the errno of the read that failed.
int readAll(int fd, qint64 sizeHint, QByteArray *bytes)
{
    bytes->resize(sizeHint + 1);
    qint64 total = 0;
    for (;;) {
        if (total == bytes->size())
            bytes->resize(2 * total + 1);
        const auto n = ::pread(fd, bytes->data() + total, size_t(bytes->size() - total), off_t(total));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            break;
        total += n;
    }
    bytes->truncate(total);
    return 0;
}

// A new file in folder named after the file it is for, hidden (".NAME.KIND-XXXXXX", never
// read as a recipe), created exclusively with mode (narrowed by the umask).
struct Created
{
    int fd = -1;
    QByteArray path;
    int error = 0;
};

Created createBeside(const QByteArray &folder, const QByteArray &name, const char *kind, mode_t mode)
{
    static constexpr char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    Created created;
    for (int attempt = 0; attempt < 100; ++attempt) {
        QByteArray suffix(6, 'x');
        for (auto &c : suffix)
            c = letters[QRandomGenerator::system()->bounded(int(sizeof(letters) - 1))];
        created.path = folder + "/." + name + '.' + kind + '-' + suffix;
        created.fd = ::open(created.path.constData(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (created.fd >= 0 || errno != EEXIST)
            break;
    }
    created.error = created.fd < 0 ? errno : 0;
    return created;
}

// A namespace of extended attributes a user may not be allowed to set (SELinux labels,
// root's trusted ones): not kept then, as a copy by cp --preserve=all would not.
bool isPrivileged(const char *name)
{
    return std::strncmp(name, "security.", 9) == 0 || std::strncmp(name, "trusted.", 8) == 0;
}

// The list of names, or one value, of a file's extended attributes; errno when it fails.
template<typename Get>
int attributeBytes(Get get, QByteArray *bytes)
{
    for (;;) {
        const auto size = get(nullptr, 0);
        if (size < 0)
            return errno;
        bytes->resize(size);
        const auto got = size > 0 ? get(bytes->data(), size_t(size)) : 0;
        if (got < 0 && errno == ERANGE)
            continue; // grown meanwhile
        if (got < 0)
            return errno;
        bytes->truncate(got);
        return 0;
    }
}

// Copies every extended attribute (POSIX ACLs are the ones named system.posix_acl_*),
// where the file system has them; why one could not be, or empty.
QString copyAttributes(int from, int to)
{
    QByteArray names;
    if (const int error = attributeBytes([from](char *list, size_t size) { return ::flistxattr(from, list, size); }, &names)) {
        return error == ENOTSUP ? QString() : QStringLiteral("cannot read its extended attributes: ") + errorText(error);
    }
    for (qsizetype at = 0; at < names.size();) {
        const char *name = names.constData() + at;
        at += qsizetype(std::strlen(name)) + 1;
        QByteArray value;
        if (const int error = attributeBytes([from, name](char *v, size_t size) { return ::fgetxattr(from, name, v, size); }, &value)) {
            if (error == ENODATA)
                continue; // removed meanwhile
            return QStringLiteral("cannot read its extended attribute %1: %2").arg(QString::fromUtf8(name), errorText(error));
        }
        if (::fsetxattr(to, name, value.constData(), size_t(value.size()), 0) == 0 || errno == ENOTSUP)
            continue;
        if ((errno == EPERM || errno == EACCES) && isPrivileged(name))
            continue;
        return QStringLiteral("cannot keep its extended attribute %1: %2").arg(QString::fromUtf8(name), errorText(errno));
    }
    return {};
}

// Whether a change of owner failed because this user may not give that owner (not
// allowed, an id a user namespace does not map, a file system without owners): the
// file is then written in place.
bool mayNotGive(int error)
{
    return error == EPERM || error == EINVAL || error == ENOSYS || error == EOPNOTSUPP;
}

// Gives the new file the old one's owner and group (the group alone when the user may
// set only that: a group they are in; neither otherwise); why it failed, or empty.
QString keepOwner(const struct stat &old, int to)
{
    if (::fchown(to, old.st_uid, old.st_gid) != 0) {
        if (!mayNotGive(errno))
            return QStringLiteral("cannot keep its owner: ") + errorText(errno);
        if (::fchown(to, uid_t(-1), old.st_gid) != 0 && !mayNotGive(errno))
            return QStringLiteral("cannot keep its group: ") + errorText(errno);
    }
    return {};
}

// Whether the new file has the old one's owner and group (as given, or as it got them).
bool ownedAlike(int fd, const struct stat &old)
{
    struct stat info;
    return ::fstat(fd, &info) == 0 && info.st_uid == old.st_uid && info.st_gid == old.st_gid;
}

// Gives the new file the rest of what the old one is, after its owner: its extended
// attributes and ACLs, and its mode, last: a change of owner clears set-user-ID bits.
QString keepAttributesAndMode(int from, int to, mode_t mode)
{
    if (auto why = copyAttributes(from, to); !why.isEmpty())
        return why;
    // An ACL the new file took from its folder's default ACL is not the file's.
    static constexpr char access[] = "system.posix_acl_access";
    if (::fgetxattr(from, access, nullptr, 0) < 0 && errno == ENODATA && ::fremovexattr(to, access) != 0 && errno != ENODATA
        && errno != ENOTSUP)
        return QStringLiteral("cannot keep its permissions: ") + errorText(errno);
    if (::fchmod(to, mode) != 0)
        return QStringLiteral("cannot keep its permissions: ") + errorText(errno);
    return {};
}

// The folder holding path, and its name there.
std::pair<QByteArray, QByteArray> split(const QByteArray &path)
{
    const auto slash = path.lastIndexOf('/');
    if (slash < 0)
        return {QByteArrayLiteral("."), path};
    return {slash == 0 ? QByteArrayLiteral("/") : path.left(slash), path.mid(slash + 1)};
}

// The file there was (its descriptor, read-only, and its stat), if any.
struct Original
{
    int fd;
    struct stat info;
};

Outcome writeInPlace(const QByteArray &path, const Original &original, const QByteArray &bytes, const std::optional<Seen> &seen,
                     mode_t add);

// A new file written beside the old one, given what it is, and renamed over it.
Outcome replaceByRename(const QByteArray &path, const std::optional<Original> &original, const QByteArray &bytes,
                        const std::optional<Seen> &seen, mode_t add)
{
    const auto [folder, name] = split(path);
    // 0600 until it is complete and has the old file's owner and mode.
    const auto created = createBeside(folder, name, "new", original ? S_IRUSR | S_IWUSR : 0666);
    if (created.fd < 0)
        return failed(created.error);
    Descriptor file(created.fd);
    const auto drop = [&](Outcome outcome) {
        ::unlink(created.path.constData());
        return outcome;
    };
    if (const int error = writeAll(file.fd, bytes))
        return drop(failed(error));
    if (const auto &hook = writtenBesideHook())
        hook();
    if (original) {
        if (auto why = keepOwner(original->info, file.fd); !why.isEmpty())
            return drop({why, false});
        // Renamed over, the file would be the user's (or their group's): its inode takes the bytes instead.
        if (!ownedAlike(file.fd, original->info)) {
            drop({});
            return writeInPlace(path, *original, bytes, seen, add);
        }
        if (auto why = keepAttributesAndMode(original->fd, file.fd, (original->info.st_mode & 07777) | add); !why.isEmpty())
            return drop({why, false});
    } else if (struct stat info; add && (::fstat(file.fd, &info) != 0 || ::fchmod(file.fd, (info.st_mode & 07777) | add) != 0)) {
        return drop(failed(errno));
    }
    // Synced last: the owner, attributes and mode are on the disk with the bytes.
    if (::fsync(file.fd) != 0)
        return drop(failed(errno));
    if (!file.close())
        return drop(failed(errno));
    // The last look, as close to the rename as it can be.
    if (!stillSeen(path, seen))
        return drop(changed());
    if (::rename(created.path.constData(), path.constData()) != 0)
        return drop(failed(errno));
    // The rename itself on the disk, not only the bytes.
    syncFolder(folder);
    return {};
}

// A copy of the old bytes, written, synced and read back the same: beside the file,
// else (a folder the user may not write in) in the temporary folder.
Created keepOldBytes(const QByteArray &path, const QByteArray &old, QString *why)
{
    const auto [folder, name] = split(path);
    auto backup = createBeside(folder, name, "old", S_IRUSR | S_IWUSR);
    if (backup.fd < 0)
        backup = createBeside(QFile::encodeName(QDir::tempPath()), name, "old", S_IRUSR | S_IWUSR);
    if (backup.fd < 0) {
        *why = QStringLiteral("cannot keep a copy of its old bytes: ") + errorText(backup.error);
        return backup;
    }
    QByteArray check;
    int error = writeAll(backup.fd, old);
    if (!error && ::fsync(backup.fd) != 0)
        error = errno;
    if (!error)
        error = readAll(backup.fd, old.size(), &check);
    if (!error && check != old)
        error = EIO;
    if (error) {
        *why = QStringLiteral("cannot keep a copy of its old bytes: ") + errorText(error);
        ::close(backup.fd);
        ::unlink(backup.path.constData());
        backup.fd = -1;
        return backup;
    }
    // Its name on the disk too: the copy must outlast a crash while the file is written.
    syncFolder(split(backup.path).first);
    return backup;
}

// Puts the bytes in the file itself, through its inode (its other names see them).
// The old bytes are read first and a verified copy of them is kept on the disk; when
// the write fails they are written back from memory, and when even that fails the copy
// stays, and the message names it.
Outcome writeInPlace(const QByteArray &path, const Original &original, const QByteArray &bytes, const std::optional<Seen> &seen, mode_t add)
{
    Descriptor file(::open(path.constData(), O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    struct stat info;
    if (file.fd < 0)
        return failed(errno);
    if (::fstat(file.fd, &info) != 0)
        return failed(errno);
    if (info.st_ino != original.info.st_ino || info.st_dev != original.info.st_dev)
        return replaced();
    QByteArray old;
    if (const int error = readAll(file.fd, info.st_size, &old))
        return failed(error);
    QString why;
    const auto backup = keepOldBytes(path, old, &why);
    if (backup.fd < 0)
        return {why, false};
    Descriptor copy(backup.fd);
    if (::fstat(file.fd, &info) != 0) {
        const int error = errno;
        ::unlink(backup.path.constData());
        return failed(error);
    }
    if ((seen && !isSeen(info, *seen)) || !stillSeen(path, seen)) {
        ::unlink(backup.path.constData());
        return changed();
    }
    int error = writeAll(file.fd, bytes);
    if (!error && ::ftruncate(file.fd, off_t(bytes.size())) != 0)
        error = errno;
    if (!error && ::fsync(file.fd) != 0)
        error = errno;
    // Only a change: the mode of a file of another owner is theirs to set.
    if (const mode_t mode = (info.st_mode & 07777) | add; !error && mode != (info.st_mode & 07777) && ::fchmod(file.fd, mode) != 0)
        error = errno;
    if (error) {
        const bool restored = writeAll(file.fd, old) == 0 && ::ftruncate(file.fd, off_t(old.size())) == 0 && ::fsync(file.fd) == 0;
        if (!restored)
            return {errorText(error) + QStringLiteral("; its old bytes are kept in %1").arg(QFile::decodeName(backup.path)), false};
    }
    ::unlink(backup.path.constData());
    return error ? failed(error) : Outcome();
}
} // namespace

void FileReplacement::setWrittenBesideHook(std::function<void()> hook)
{
    writtenBesideHook() = std::move(hook);
}

FileReplacement::Outcome FileReplacement::write(const QString &path, const QByteArray &bytes, const std::optional<Seen> &seen,
                                                QFileDevice::Permissions add)
{
    // Through a link its target is replaced, and the link stays.
    const QFileInfo info(path);
    auto target = path;
    if (info.isSymLink())
        target = info.canonicalFilePath().isEmpty() ? info.symLinkTarget() : info.canonicalFilePath();
    const auto name = QFile::encodeName(target);
    // Looked at before it is opened: a FIFO or a device is never opened.
    struct stat look;
    if (::lstat(name.constData(), &look) != 0) {
        if (errno != ENOENT)
            return failed(errno);
        return seen ? replaced() : replaceByRename(name, std::nullopt, bytes, seen, modeOf(add));
    }
    if (S_ISLNK(look.st_mode))
        return failed(ELOOP);
    if (!S_ISREG(look.st_mode))
        return {QStringLiteral("it is not a regular file"), false};
    if (::faccessat(AT_FDCWD, name.constData(), W_OK, AT_EACCESS) != 0)
        return {QStringLiteral("it is not writable"), false};
    Descriptor old(::open(name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (old.fd < 0)
        return errno == ENOENT ? replaced() : failed(errno);
    Original original{old.fd, {}};
    if (::fstat(old.fd, &original.info) != 0)
        return failed(errno);
    // What was opened is no longer what was looked at.
    if (original.info.st_dev != look.st_dev || original.info.st_ino != look.st_ino)
        return replaced();
    // Renamed over, a file with several names would keep the old bytes under the others.
    if (original.info.st_nlink > 1)
        return writeInPlace(name, original, bytes, seen, modeOf(add));
    return replaceByRename(name, original, bytes, seen, modeOf(add));
}
