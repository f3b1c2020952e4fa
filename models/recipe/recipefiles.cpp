// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipefiles.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <sys/stat.h>

bool RecipeFiles::isRecipeFileName(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive)
        || fileName.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
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

Look lookAt(const QString &path)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        const int error = errno;
        struct stat link;
        if (error == ENOENT && ::lstat(QFile::encodeName(path).constData(), &link) == 0 && S_ISLNK(link.st_mode))
            return {std::nullopt, QStringLiteral("it is a symbolic link to %1, which does not exist").arg(QFile::symLinkTarget(path))};
        return {std::nullopt, QString::fromLocal8Bit(std::strerror(error))};
    }
    if (S_ISREG(info.st_mode))
        return {RecipeFiles::State{qint64(info.st_size), qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec,
                                   qint64(info.st_ino), qint64(info.st_dev)},
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
} // namespace

std::optional<RecipeFiles::State> RecipeFiles::stateOf(const QString &path)
{
    return lookAt(path).state;
}

QString RecipeFiles::whyNotAFile(const QString &path)
{
    return lookAt(path).why;
}

QList<RecipeFiles::Entry> RecipeFiles::find(const QStringList &paths, ProblemList *problems)
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
        QList<Entry> found;
        ProblemList skipped;
        // Name filters cost a pattern match a file: test the suffix instead. Each path
        // starts with the iterator's folder as given: the display path is that path,
        // cleaned, and the absolute path the folder's absolute path plus the rest.
        // System entries too: a FIFO, a device or a dangling link named like a recipe
        // is skipped with the reason, not in silence (and never opened: a FIFO would
        // wait for a writer forever).
        const QString absoluteBase = QFileInfo(given).absoluteFilePath();
        QDirIterator it(given, QDir::Files | QDir::System, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!isRecipeFileName(it.fileName()))
                continue;
            auto shown = QDir::cleanPath(path);
            const auto relative = QStringView(path).mid(it.path().size());
            const auto absolute = QDir::cleanPath(absoluteBase + u'/' + relative);
            // One stat a file: what the cache and the store compare later.
            auto entry = lookAt(absolute);
            if (shown == absolute)
                shown = absolute; // one string for both, as a folder given by its absolute path has it
            if (entry.state)
                found.append({absolute, std::move(shown), *entry.state});
            else if (!entry.folder)
                skipped.append({shown, 1, 1, Problem::Severity::Warning, QStringLiteral("not read: ") + entry.why});
        }
        std::sort(found.begin(), found.end(), [](const Entry &a, const Entry &b) { return a.displayPath < b.displayPath; });
        std::sort(skipped.begin(), skipped.end(), [](const Problem &a, const Problem &b) { return a.file < b.file; });
        entries += found;
        if (problems)
            *problems += skipped;
    }
    return entries;
}
