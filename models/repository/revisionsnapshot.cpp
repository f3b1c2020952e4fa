// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/revisionsnapshot.h"

#include "recipe/privatefiles.h"
#include "repository/gitrepository.h"
#include "repository/revisionrecipes.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!QDir().mkpath(QFileInfo(path).absolutePath()) || !file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return false;
    file.close();
    return file.setPermissions(QFile::ReadOwner | QFile::ReadUser | QFile::ReadGroup | QFile::ReadOther);
}

} // namespace

QString RevisionSnapshot::root()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/revisions");
}

bool RevisionSnapshot::holds(const QString &path)
{
    const auto absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    return absolute.startsWith(QDir::cleanPath(root()) + u'/');
}

std::optional<RevisionSnapshot::Made> RevisionSnapshot::make(const QString &folder, const QString &revision, QString *why)
{
    const auto repository = GitRepository::containing(folder, why);
    const auto commit = repository ? repository->commitOf(revision, why) : QByteArray();
    if (commit.isEmpty())
        return std::nullopt;
    const auto commitFolder = root() + u'/' + QString::fromLatin1(commit);
    const auto name = QFileInfo(QFileInfo(folder).absoluteFilePath()).fileName();
    const auto final = commitFolder + u'/' + name;
    if (QFileInfo(final).isDir())
        return Made{final, {}};
    ProblemList unused;
    const auto files = RevisionRecipes::read({folder}, revision, &unused, why);
    if (!files)
        return std::nullopt;
    QString error;
    if (!PrivateFiles::makeFolder(root(), &error) || !QDir().mkpath(commitFolder)) {
        if (why)
            *why = QStringLiteral("cannot write %1: %2").arg(commitFolder, error);
        return std::nullopt;
    }
    // Written beside, then renamed into place: a snapshot there is whole.
    QTemporaryDir staging(commitFolder + QStringLiteral("/.staging-XXXXXX"));
    Made made{staging.path() + u'/' + name, {}};
    const QDir given(QFileInfo(folder).absoluteFilePath());
    for (const auto &file : *files) {
        if (file.problem) {
            made.unread.append(*file.problem);
            continue;
        }
        const auto path = made.folder + u'/' + given.relativeFilePath(QFileInfo(file.displayPath).absoluteFilePath());
        if (!write(path, file.bytes)) {
            if (why)
                *why = QStringLiteral("cannot write ") + path;
            return std::nullopt;
        }
    }
    // Files that did not read: this snapshot is not kept for the next time.
    if (!made.unread.isEmpty() || !QDir().rename(made.folder, final)) {
        staging.setAutoRemove(false);
        return made;
    }
    made.folder = final;
    return made;
}
