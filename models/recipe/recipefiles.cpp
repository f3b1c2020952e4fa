// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipefiles.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>

bool RecipeFiles::isRecipeFileName(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive)
        || fileName.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
}

QList<RecipeFiles::Entry> RecipeFiles::find(const QStringList &paths, ProblemList *problems)
{
    QList<Entry> entries;
    for (const auto &given : paths) {
        const QFileInfo info(given);
        if (info.isFile()) {
            entries.append({info.absoluteFilePath(), QDir::cleanPath(given), info.lastModified(), info.size()});
            continue;
        }
        if (!info.isDir()) {
            if (problems)
                problems->append({given, 1, 1, Problem::Severity::Error, QStringLiteral("no such file or folder")});
            continue;
        }
        QList<Entry> found;
        const QDir base(info.absoluteFilePath());
        QDirIterator it(given, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files | QDir::Readable,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            const auto file = it.fileInfo();
            const auto absolute = file.absoluteFilePath();
            found.append({absolute, QDir::cleanPath(given + u'/' + base.relativeFilePath(absolute)), file.lastModified(),
                          file.size()});
        }
        std::sort(found.begin(), found.end(), [](const Entry &a, const Entry &b) { return a.displayPath < b.displayPath; });
        entries += found;
    }
    return entries;
}
