// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipefiles.h"

#include "recipe/filereplacement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrentMap>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <sys/stat.h>

QString RecipeFiles::joined(const QString &folder, const QString &name)
{
    if (folder.isEmpty())
        return name;
    QString path;
    path.reserve(folder.size() + 1 + name.size());
    path += folder;
    if (!folder.endsWith(u'/'))
        path += u'/';
    path += name;
    return path;
}

QString RecipeFiles::shownFolder(const QString &given)
{
    const auto shown = QDir::cleanPath(given);
    return shown == u'.' ? QString() : shown;
}

bool RecipeFiles::isRecipeFileName(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive) || fileName.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
}

namespace {
// One stat of a path (following links): its state when it is a regular file, and
// otherwise why it is not one.
struct Look
{
    std::optional<RecipeFiles::State> state;
    QString why;
    bool folder = false;
};

// What a stat (following links) said: the state of a regular file, or why it is none.
// path names the entry in messages and to read a dangling link's target.
template<typename Lstat>
Look classify(int result, int error, const struct stat &info, const QString &path, Lstat lstatOf)
{
    if (result != 0) {
        struct stat link;
        if (error == ENOENT && lstatOf(&link) && S_ISLNK(link.st_mode))
            return {std::nullopt, QStringLiteral("it is a symbolic link to %1, which does not exist").arg(QFile::symLinkTarget(path))};
        return {std::nullopt, QString::fromLocal8Bit(std::strerror(error))};
    }
    if (S_ISREG(info.st_mode))
        return {RecipeFiles::State{qint64(info.st_size), qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec,
                                   qint64(info.st_ino), qint64(info.st_dev),
                                   qint64(info.st_ctim.tv_sec) * 1000000000 + info.st_ctim.tv_nsec},
                {}};
    if (S_ISDIR(info.st_mode))
        return {std::nullopt, QStringLiteral("it is a folder"), true};
    if (S_ISFIFO(info.st_mode))
        return {std::nullopt, QStringLiteral("it is a named pipe (FIFO), not a file")};
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode))
        return {std::nullopt, QStringLiteral("it is a device, not a file")};
    if (S_ISSOCK(info.st_mode))
        return {std::nullopt, QStringLiteral("it is a socket, not a file")};
    return {std::nullopt, QStringLiteral("it is not a regular file")};
}

Look lookAt(const QString &path)
{
    const auto name = QFile::encodeName(path);
    struct stat info;
    const int result = ::stat(name.constData(), &info);
    return classify(result, errno, info, path, [&](struct stat *link) { return ::lstat(name.constData(), link) == 0; });
}

// One folder's recipe files, what is named like one there but cannot be read, and its
// subfolders (absolute path, shown path).
struct Listing
{
    QList<RecipeFiles::Entry> found;
    ProblemList skipped;
    QList<std::pair<QString, QString>> folders;
};

// Lists an open folder (whose descriptor it closes). Each entry is looked at by its
// name in the open folder: one stat a file, no walk of its whole path. As a file
// manager shows a folder: hidden entries (a leading dot) are left out, and links to
// folders are not followed (no loops). System entries too: a FIFO, a device or a
// dangling link named like a recipe is skipped with the reason, not in silence (and
// never opened: a FIFO would wait for a writer forever).
Listing list(int folderFd, const QString &absolute, const QString &shown, RecipeFiles::States states)
{
    Listing listing;
    DIR *folder = ::fdopendir(folderFd);
    if (!folder) {
        ::close(folderFd);
        return listing;
    }
    const int fd = ::dirfd(folder);
    while (const dirent *entry = ::readdir(folder)) {
        const char *name = entry->d_name;
        if (name[0] == '.')
            continue;
        bool isFolder = entry->d_type == DT_DIR;
        if (entry->d_type == DT_UNKNOWN) {
            struct stat own;
            if (::fstatat(fd, name, &own, AT_SYMLINK_NOFOLLOW) != 0)
                continue;
            isFolder = S_ISDIR(own.st_mode);
        }
        const QString fileName = QFile::decodeName(name);
        if (isFolder) {
            listing.folders.append({RecipeFiles::joined(absolute, fileName), RecipeFiles::joined(shown, fileName)});
            continue;
        }
        if (!RecipeFiles::isRecipeFileName(fileName))
            continue;
        const QString absolutePath = RecipeFiles::joined(absolute, fileName);
        // One string for both paths when they are equal (a folder given by its absolute path).
        const QString shownPath = shown == absolute ? absolutePath : RecipeFiles::joined(shown, fileName);
        if (states == RecipeFiles::States::Skip && entry->d_type == DT_REG) {
            listing.found.append({absolutePath, shownPath, {}});
            continue;
        }
        struct stat info;
        const int result = ::fstatat(fd, name, &info, 0);
        const auto look = classify(result, errno, info, absolutePath,
                                   [&](struct stat *link) { return ::fstatat(fd, name, link, AT_SYMLINK_NOFOLLOW) == 0; });
        if (look.state)
            listing.found.append({absolutePath, shownPath, *look.state});
        else if (!look.folder)
            listing.skipped.append({shownPath, 1, 1, Problem::Severity::Warning, QStringLiteral("not read: ") + look.why});
    }
    ::closedir(folder);
    return listing;
}

// A subfolder found by list(), opened by its path (not through a link).
Listing listSubfolder(const std::pair<QString, QString> &folder, RecipeFiles::States states)
{
    const int fd = ::open(QFile::encodeName(folder.first).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    return fd < 0 ? Listing() : list(fd, folder.first, folder.second, states);
}
} // namespace

std::optional<RecipeFiles::State> RecipeFiles::stateOf(const QString &path)
{
    return lookAt(path).state;
}

RecipeFiles::Contents RecipeFiles::read(const QString &path, qint64 maxBytes, Known known)
{
    Contents contents;
    if (known == Known::Nothing) {
        if (const auto look = lookAt(path); !look.state) {
            contents.why = look.why;
            return contents;
        }
    }
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        // Not readable, or no longer there: a dangling link is named as a look names it.
        const int error = errno;
        const auto look = lookAt(path);
        contents.why = look.state ? QString::fromLocal8Bit(std::strerror(error)) : look.why;
        return contents;
    }
    struct stat info;
    const int result = ::fstat(fd, &info);
    const int error = errno;
    const auto opened = classify(result, error, info, path, [](struct stat *) { return false; });
    if (!opened.state) {
        ::close(fd);
        contents.why = opened.why;
        return contents;
    }
    contents.state = *opened.state;
    contents.statusChangedNs = qint64(info.st_ctim.tv_sec) * 1000000000 + info.st_ctim.tv_nsec;
    if (contents.state.size > maxBytes) {
        ::close(fd);
        return contents;
    }
    // Room for the size and one byte more, so that a file that grew meanwhile shows;
    // read on while it keeps growing, up to one byte over maxBytes.
    const qint64 limit = maxBytes + 1;
    contents.bytes.resize(std::min(contents.state.size + 1, limit));
    qint64 total = 0;
    for (;;) {
        const auto got = ::read(fd, contents.bytes.data() + total, size_t(contents.bytes.size() - total));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            contents.why = QString::fromLocal8Bit(std::strerror(errno));
            contents.bytes.clear();
            ::close(fd);
            return contents;
        }
        total += got;
        // Short of the room given, with every byte the file had when opened: its end,
        // without another read to say so.
        if (got == 0 || total == limit || (total >= contents.state.size && total < contents.bytes.size()))
            break;
        if (total == contents.bytes.size())
            contents.bytes.resize(std::min(2 * total, limit));
    }
    ::close(fd);
    if (total > maxBytes) {
        // Grown past the limit while read: as if it had been that large when opened.
        contents.state.size = std::max(contents.state.size, total);
        contents.bytes.clear();
    } else {
        contents.bytes.truncate(total);
    }
    return contents;
}

QList<RecipeFiles::Entry> RecipeFiles::find(const QStringList &paths, ProblemList *problems, States states, QStringList *folders)
{
    QList<Entry> entries;
    for (const auto &given : paths) {
        const auto look = lookAt(given);
        if (look.state) {
            entries.append({QFileInfo(given).absoluteFilePath(), QDir::cleanPath(given), *look.state});
            continue;
        }
        if (!look.folder) {
            // Given by name, it was meant to be read: an error, with the cause.
            if (problems)
                problems->append({given, 1, 1, Problem::Severity::Error,
                                  QFileInfo(given).isSymLink() || QFileInfo::exists(given) ? QStringLiteral("cannot read: ") + look.why
                                                                                           : QStringLiteral("no such file or folder")});
            continue;
        }
        const int folderFd = ::open(QFile::encodeName(given).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (folderFd < 0) {
            if (problems)
                problems->append({given, 1, 1, Problem::Severity::Error,
                                  QStringLiteral("cannot read: ") + QString::fromLocal8Bit(std::strerror(errno))});
            continue;
        }
        // Paths below start with the folder as given, cleaned ("" for "."), and with its
        // absolute path.
        const auto shown = shownFolder(given);
        const auto absolute = QDir::cleanPath(QFileInfo(given).absoluteFilePath());
        auto top = list(folderFd, absolute, shown, states);
        QStringList searched{absolute};
        auto found = std::move(top.found);
        auto skipped = std::move(top.skipped);
        // A level of subfolders at a time, its folders listed on all cores: the stats of
        // a large tree are much of a load from the cache.
        auto level = std::move(top.folders);
        const auto listSubfolderOf = [states](const std::pair<QString, QString> &folder) { return listSubfolder(folder, states); };
        while (!level.isEmpty()) {
            if (folders)
                for (const auto &folder : std::as_const(level))
                    searched.append(folder.first);
            auto listings = level.size() == 1 ? QList<Listing>{listSubfolderOf(level.first())}
                                              : QtConcurrent::blockingMapped<QList<Listing>>(level, listSubfolderOf);
            level.clear();
            for (auto &listing : listings) {
                found.append(std::move(listing.found));
                skipped.append(std::move(listing.skipped));
                level.append(std::move(listing.folders));
            }
        }
        std::sort(found.begin(), found.end(), [](const Entry &a, const Entry &b) { return a.displayPath < b.displayPath; });
        std::sort(skipped.begin(), skipped.end(), [](const Problem &a, const Problem &b) { return a.file < b.file; });
        if (entries.isEmpty())
            entries = std::move(found);
        else
            entries += found;
        if (problems)
            *problems += skipped;
        if (folders) {
            std::sort(searched.begin(), searched.end());
            *folders += searched;
        }
    }
    return entries;
}

QString RecipeFiles::write(const QString &path, const QByteArray &bytes, QFileDevice::Permissions add)
{
    return FileReplacement::write(path, bytes, std::nullopt, add).why;
}
