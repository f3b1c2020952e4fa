// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/gitrepository.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <git2.h>

namespace {

// The nearest of path and its parents that exists, canonical, and what lies below it
// ("" when the path exists): a path may name what a revision has and the work tree no
// longer does.
std::pair<QString, QString> existingCanonical(const QString &path)
{
    auto absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QString missing;
    while (!QFileInfo::exists(absolute)) {
        const auto slash = absolute.lastIndexOf(u'/');
        if (slash <= 0)
            return {};
        missing.prepend(absolute.mid(slash));
        absolute.truncate(slash);
    }
    return {QFileInfo(absolute).canonicalFilePath(), missing};
}

} // namespace

GitRepository::GitRepository(git_repository *repository, const QString &workTree) : m_repository(repository), m_workTree(workTree)
{ }

GitRepository::~GitRepository()
{
    git_repository_free(m_repository);
    git_libgit2_shutdown();
}

std::unique_ptr<GitRepository> GitRepository::containing(const QString &path, QString *why)
{
    git_libgit2_init();
    const auto start = existingCanonical(path).first;
    git_repository *repository = nullptr;
    const int status =
        start.isEmpty() ? GIT_ENOTFOUND : git_repository_open_ext(&repository, QFile::encodeName(start).constData(), 0, nullptr);
    const char *workDir = status == 0 ? git_repository_workdir(repository) : nullptr;
    if (!workDir) {
        if (why)
            *why = status == 0 || status == GIT_ENOTFOUND ? QStringLiteral("not a git repository: ") + path : lastError();
        git_repository_free(repository);
        git_libgit2_shutdown();
        return nullptr;
    }
    const auto workTree = QFileInfo(QDir::cleanPath(QFile::decodeName(workDir))).canonicalFilePath();
    return std::unique_ptr<GitRepository>(new GitRepository(repository, workTree));
}

std::optional<QString> GitRepository::relativePath(const QString &path) const
{
    const auto [existing, missing] = existingCanonical(path);
    const auto canonical = existing.isEmpty() ? QString() : existing + missing;
    if (canonical == m_workTree)
        return QString();
    if (canonical.isEmpty() || !canonical.startsWith(m_workTree + u'/'))
        return std::nullopt;
    return canonical.mid(m_workTree.size() + 1);
}

void GitRepository::TreeDeleter::operator()(git_tree *tree) const
{
    git_tree_free(tree);
}

GitRepository::Tree GitRepository::treeOf(const QString &revision, QString *why) const
{
    git_object *object = nullptr;
    git_object *commit = nullptr;
    git_tree *tree = nullptr;
    const bool found = git_revparse_single(&object, m_repository, revision.toUtf8().constData()) == 0
        && git_object_peel(&commit, object, GIT_OBJECT_COMMIT) == 0 && git_commit_tree(&tree, reinterpret_cast<git_commit *>(commit)) == 0;
    git_object_free(commit);
    git_object_free(object);
    if (!found && why)
        *why = QStringLiteral("unknown revision: ") + revision;
    return Tree(tree);
}

std::optional<QByteArray> GitRepository::blob(const git_oid &id, qint64 maxBytes, qint64 *size, QString *why) const
{
    char hex[GIT_OID_MAX_HEXSIZE + 1] = {};
    git_oid_tostr(hex, sizeof hex, &id);
    const auto fail = [&] {
        if (why)
            *why = QStringLiteral("cannot read git object %1: %2").arg(QString::fromLatin1(hex), lastError());
        return std::nullopt;
    };
    git_odb *odb = nullptr;
    size_t length = 0;
    git_object_t type = GIT_OBJECT_INVALID;
    const bool known = git_repository_odb(&odb, m_repository) == 0 && git_odb_read_header(&length, &type, odb, &id) == 0;
    git_odb_free(odb);
    if (!known)
        return fail();
    *size = qint64(length);
    if (*size > maxBytes)
        return std::nullopt;
    git_blob *found = nullptr;
    if (git_blob_lookup(&found, m_repository, &id) != 0)
        return fail();
    QByteArray bytes(static_cast<const char *>(git_blob_rawcontent(found)), qsizetype(git_blob_rawsize(found)));
    git_blob_free(found);
    return bytes;
}

QString GitRepository::lastError()
{
    const auto *error = git_error_last();
    return error && error->message ? QString::fromUtf8(error->message) : QStringLiteral("unknown git error");
}
