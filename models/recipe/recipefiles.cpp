// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipefiles.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

#include <sys/stat.h>

bool RecipeFiles::isRecipeFileName(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive)
        || fileName.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
}

std::optional<RecipeFiles::State> RecipeFiles::stateOf(const QString &path)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return std::nullopt;
    return State{qint64(info.st_size), qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec, qint64(info.st_ino),
                 qint64(info.st_dev)};
}

QList<RecipeFiles::Entry> RecipeFiles::find(const QStringList &paths, ProblemList *problems)
{
    QList<Entry> entries;
    for (const auto &given : paths) {
        const QFileInfo info(given);
        if (info.isFile()) {
            entries.append({info.absoluteFilePath(), QDir::cleanPath(given), stateOf(info.absoluteFilePath()).value_or(State())});
            continue;
        }
        if (!info.isDir()) {
            if (problems)
                problems->append({given, 1, 1, Problem::Severity::Error, QStringLiteral("no such file or folder")});
            continue;
        }
        QList<Entry> found;
        // Name filters cost a pattern match a file: test the suffix instead. Each path
        // starts with the iterator's folder as given: the display path is that path,
        // cleaned, and the absolute path the folder's absolute path plus the rest.
        const QString absoluteBase = info.absoluteFilePath();
        QDirIterator it(given, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!isRecipeFileName(it.fileName()))
                continue;
            auto shown = QDir::cleanPath(path);
            const auto relative = QStringView(path).mid(it.path().size());
            const auto absolute = QDir::cleanPath(absoluteBase + u'/' + relative);
            // One stat a file: what the cache and the store compare later.
            found.append({absolute, std::move(shown), stateOf(absolute).value_or(State())});
        }
        std::sort(found.begin(), found.end(), [](const Entry &a, const Entry &b) { return a.displayPath < b.displayPath; });
        entries += found;
    }
    return entries;
}
