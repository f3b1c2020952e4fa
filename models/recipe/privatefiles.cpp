// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/privatefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

#include <sys/stat.h>

namespace {
bool fail(QString *error, const QString &path, int code)
{
    if (error)
        *error = path + QStringLiteral(": ") + QString::fromLocal8Bit(std::strerror(code));
    return false;
}
} // namespace

bool PrivateFiles::makeFolder(const QString &path, QString *error)
{
    const auto absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    // From the top down, each missing folder made 0700 (the umask only takes bits away).
    for (qsizetype end = absolute.indexOf(u'/', 1);; end = absolute.indexOf(u'/', end + 1)) {
        const auto folder = QFile::encodeName(end < 0 ? absolute : absolute.left(end));
        struct stat info;
        if (::stat(folder.constData(), &info) != 0 && ::mkdir(folder.constData(), 0700) != 0 && errno != EEXIST)
            return fail(error, QFile::decodeName(folder), errno);
        if (end < 0)
            break;
    }
    return closeToOthers(absolute, error);
}

bool PrivateFiles::makeFile(const QString &path, QString *error)
{
    const auto name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd >= 0) {
        ::close(fd);
        return true;
    }
    if (errno != EEXIST)
        return fail(error, path, errno);
    return closeToOthers(path, error);
}

bool PrivateFiles::closeToOthers(const QString &path, QString *error)
{
    const auto name = QFile::encodeName(path);
    struct stat info;
    if (::stat(name.constData(), &info) != 0)
        return errno == ENOENT || fail(error, path, errno);
    if ((info.st_mode & 077) == 0)
        return true;
    // Not the user's to close: what is kept there would be open to others.
    if (info.st_uid != ::geteuid()) {
        if (error)
            *error = path + QStringLiteral(": another user's, open to others");
        return false;
    }
    // The user's own shared folder (sticky, as /tmp) is left as it is.
    if (S_ISDIR(info.st_mode) && (info.st_mode & S_ISVTX))
        return true;
    if (::chmod(name.constData(), info.st_mode & 07700) != 0)
        return fail(error, path, errno);
    return true;
}
