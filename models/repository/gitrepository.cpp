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
}

void GitRepository::useLibrary()
{
    // Once for the process, and never shut down: repositories are read on several
    // threads at once, and libgit2's last shutdown, on whichever thread it comes, frees
    // only that thread's error state (the others' leak).
    static const int initialized = git_libgit2_init();
    Q_UNUSED(initialized);
}

std::unique_ptr<GitRepository> GitRepository::containing(const QString &path, QString *why)
{
    useLibrary();
    const auto start = existingCanonical(path).first;
    git_repository *repository = nullptr;
    const int status =
        start.isEmpty() ? GIT_ENOTFOUND : git_repository_open_ext(&repository, QFile::encodeName(start).constData(), 0, nullptr);
    const char *workDir = status == 0 ? git_repository_workdir(repository) : nullptr;
    if (!workDir) {
        if (why)
            *why = status == 0 || status == GIT_ENOTFOUND ? QStringLiteral("not a git repository: ") + path : lastError();
        git_repository_free(repository);
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

QByteArray GitRepository::blobId(const QByteArray &bytes)
{
    useLibrary();
    git_oid id;
    if (git_odb_hash(&id, bytes.constData(), size_t(bytes.size()), GIT_OBJECT_BLOB) != 0)
        return {};
    return hex(id);
}

QByteArray GitRepository::hex(const git_oid &id)
{
    char text[GIT_OID_MAX_HEXSIZE + 1] = {};
    git_oid_tostr(text, sizeof text, &id);
    return QByteArray(text);
}

bool GitRepository::holds(const QString &path) const
{
    if (!relativePath(path))
        return false;
    for (auto folder = existingCanonical(path).first; folder.size() > m_workTree.size(); folder = folder.section(u'/', 0, -2))
        if (QFileInfo::exists(folder + QStringLiteral("/.git")))
            return false;
    return true;
}

namespace {
// The commit a revision names, or none.
GitOwned<git_object> commitNamed(git_repository *repository, const QString &revision)
{
    git_object *found = nullptr;
    git_object *peeled = nullptr;
    if (git_revparse_single(&found, repository, revision.toUtf8().constData()) != 0)
        return nullptr;
    const GitOwned<git_object> object(found);
    return git_object_peel(&peeled, object.get(), GIT_OBJECT_COMMIT) == 0 ? GitOwned<git_object>(peeled) : nullptr;
}
} // namespace

GitRepository::Tree GitRepository::treeOf(const QString &revision, QString *why) const
{
    git_tree *tree = nullptr;
    const auto commit = commitNamed(m_repository, revision);
    if (!commit || git_commit_tree(&tree, reinterpret_cast<git_commit *>(commit.get())) != 0) {
        if (why)
            *why = QStringLiteral("unknown revision: ") + revision;
        return nullptr;
    }
    return Tree(tree);
}

QByteArray GitRepository::commitOf(const QString &revision, QString *why) const
{
    const auto commit = commitNamed(m_repository, revision);
    if (!commit && why)
        *why = QStringLiteral("unknown revision: ") + revision;
    return commit ? hex(*git_object_id(commit.get())) : QByteArray();
}

std::optional<QByteArray> GitRepository::blob(const git_oid &id, qint64 maxBytes, qint64 *size, QString *why) const
{
    const auto fail = [&] {
        if (why)
            *why = QStringLiteral("cannot read git object %1: %2").arg(QString::fromLatin1(hex(id)), lastError());
        return std::nullopt;
    };
    git_odb *database = nullptr;
    size_t length = 0;
    git_object_t type = GIT_OBJECT_INVALID;
    const bool opened = git_repository_odb(&database, m_repository) == 0;
    const GitOwned<git_odb> odb(database);
    if (!opened || git_odb_read_header(&length, &type, odb.get(), &id) != 0)
        return fail();
    *size = qint64(length);
    if (*size > maxBytes)
        return std::nullopt;
    git_blob *found = nullptr;
    if (git_blob_lookup(&found, m_repository, &id) != 0)
        return fail();
    const GitOwned<git_blob> blob(found);
    return QByteArray(static_cast<const char *>(git_blob_rawcontent(blob.get())), qsizetype(git_blob_rawsize(blob.get())));
}

GitRepository::Head GitRepository::head() const
{
    Head head;
    git_reference *found = nullptr;
    if (git_reference_lookup(&found, m_repository, "HEAD") != 0)
        return head;
    const GitOwned<git_reference> reference(found);
    if (git_reference_type(reference.get()) == GIT_REFERENCE_SYMBOLIC) {
        const auto target = QString::fromUtf8(git_reference_symbolic_target(reference.get()));
        head.branch = target.startsWith(u"refs/heads/") ? target.mid(11) : target;
    }
    git_oid id;
    if (git_reference_name_to_id(&id, m_repository, "HEAD") == 0) {
        char hex[GIT_OID_MAX_HEXSIZE + 1] = {};
        git_oid_tostr(hex, 8, &id);
        head.shortCommit = QString::fromLatin1(hex);
    }
    return head;
}

QStringList GitRepository::references() const
{
    git_strarray names{};
    if (git_reference_list(&names, m_repository) != 0)
        return {};
    QStringList kinds[3]; // local branches, remote branches, tags
    const std::pair<QLatin1StringView, int> prefixes[] = {
        {QLatin1StringView("refs/heads/"), 0}, {QLatin1StringView("refs/remotes/"), 1}, {QLatin1StringView("refs/tags/"), 2}};
    for (size_t i = 0; i < names.count; ++i) {
        const auto name = QString::fromUtf8(names.strings[i]);
        for (const auto &[prefix, kind] : prefixes)
            if (name.startsWith(prefix) && !name.endsWith(QLatin1StringView("/HEAD")))
                kinds[kind].append(name.mid(prefix.size()));
    }
    git_strarray_dispose(&names);
    QStringList all;
    for (auto &kind : kinds) {
        kind.sort();
        all += kind;
    }
    return all;
}

QString GitRepository::gitDirectory() const
{
    return QFile::decodeName(git_repository_path(m_repository));
}

QString GitRepository::lastError()
{
    const auto *error = git_error_last();
    return error && error->message ? QString::fromUtf8(error->message) : QStringLiteral("unknown git error");
}
