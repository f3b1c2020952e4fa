// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/revisionrecipes.h"

#include "recipe/recipeblobcache.h"
#include "repository/gitowned.h"
#include "repository/gitrepository.h"
#include "repository/revisionfiles.h"

#include <QDir>
#include <QtConcurrent/QtConcurrentMap>

#include <git2.h>

#include <functional>

namespace {

using Blob = RevisionRecipes::File;

std::optional<Problem> blobBytes(const GitRepository &repository, const QString &displayPath, const git_oid &id, QByteArray *bytes)
{
    QString why;
    qint64 size = 0;
    auto read = repository.blob(id, RecipeLoader::MaxFileBytes, &size, &why);
    if (read) {
        *bytes = std::move(*read);
        return std::nullopt;
    }
    return Problem{displayPath, 1, 1, Problem::Severity::Error, why.isEmpty() ? RecipeLoader::oversizeMessage(size) : why};
}

// The same, by the blob's id in hex.
std::optional<Problem> blobBytes(const GitRepository &repository, const QString &displayPath, const QByteArray &hexId, QByteArray *bytes)
{
    git_oid id;
    if (git_oid_fromstr(&id, hexId.constData()) != 0)
        return Problem{displayPath, 1, 1, Problem::Severity::Error, QStringLiteral("not a git object id: ") + QString::fromLatin1(hexId)};
    return blobBytes(repository, displayPath, id, bytes);
}

// A symbolic link's target in the same tree, as a checkout would follow it; a link out
// of the repository, or to what the tree does not have, is not read.
std::optional<Problem> followLink(const GitRepository &repository, const GitRepository::Tree &tree, const RevisionFiles::Entry &entry,
                                  QByteArray *bytes)
{
    const auto target = QString::fromUtf8(*bytes);
    const auto folder = entry.repositoryPath.contains(u'/') ? entry.repositoryPath.section(u'/', 0, -2) : QString();
    const auto resolved = QDir::cleanPath(folder.isEmpty() ? target : folder + u'/' + target);
    const auto notRead = [&](const QString &why) {
        return Problem{entry.displayPath, 1, 1, Problem::Severity::Warning, QStringLiteral("not read: ") + why};
    };
    if (QDir::isAbsolutePath(target) || resolved.startsWith(QLatin1String("../")) || resolved == QLatin1String(".."))
        return notRead(QStringLiteral("it is a symbolic link to %1, outside the repository").arg(target));
    git_tree_entry *found = nullptr;
    if (git_tree_entry_bypath(&found, tree.get(), resolved.toUtf8().constData()) != 0)
        return notRead(QStringLiteral("it is a symbolic link to %1, which does not exist").arg(target));
    const GitOwned<git_tree_entry> linked(found);
    const auto mode = git_tree_entry_filemode(linked.get());
    if (mode != GIT_FILEMODE_BLOB && mode != GIT_FILEMODE_BLOB_EXECUTABLE)
        return notRead(QStringLiteral("it is a symbolic link to %1, which is no regular file").arg(target));
    bytes->clear();
    return blobBytes(repository, entry.displayPath, *git_tree_entry_id(linked.get()), bytes);
}

// A file's bytes, read on this thread: a repository is not shared between threads.
// A link that is not followed is nullopt, with a warning, as a checkout's would be.
std::optional<Blob> readBlob(const GitRepository &repository, const GitRepository::Tree &tree, const RevisionFiles::Entry &entry,
                             ProblemList *problems)
{
    Blob blob{entry.displayPath, {}, {}, std::nullopt};
    blob.problem = blobBytes(repository, entry.displayPath, entry.blobId, &blob.bytes);
    if (!blob.problem && entry.symbolicLink)
        blob.problem = followLink(repository, tree, entry, &blob.bytes);
    if (blob.problem && !blob.problem->isError()) {
        if (problems)
            problems->append(*blob.problem);
        return std::nullopt;
    }
    return blob;
}

// What the cache keeps of these files (a link's target is another blob: read).
QList<std::optional<RecipeLoadResult>> cached(RecipeBlobCache *cache, const QList<RevisionFiles::Entry> &entries)
{
    if (!cache)
        return QList<std::optional<RecipeLoadResult>>(entries.size());
    QList<std::pair<QByteArray, QString>> keys;
    keys.reserve(entries.size());
    for (const auto &entry : entries)
        keys.append({entry.symbolicLink ? QByteArray() : entry.blobId, entry.displayPath});
    return cache->find(keys);
}

// Each given path's entries at the revision, with the repository and tree they are
// in; a repository is opened once for the paths it holds. False, with why, as load.
using EntryVisitor = std::function<void(const GitRepository &, const GitRepository::Tree &, const QList<RevisionFiles::Entry> &)>;
bool forEachEntries(const QStringList &paths, const QString &revision, ProblemList *problems, QString *why, const EntryVisitor &visit)
{
    std::unique_ptr<GitRepository> repository;
    GitRepository::Tree tree;
    for (const auto &given : paths) {
        if (!repository || !repository->holds(given)) {
            tree.reset(); // before the repository it belongs to
            repository = GitRepository::containing(given, why);
            if (!repository)
                return false;
            tree = repository->treeOf(revision, why);
            if (!tree)
                return false;
        }
        const auto relative = repository->relativePath(given);
        if (!relative) {
            if (why)
                *why = QStringLiteral("not a git repository: ") + given;
            return false;
        }
        visit(*repository, tree, RevisionFiles::find(*repository, tree, given, *relative, revision, problems));
    }
    return true;
}

} // namespace

std::optional<QList<RevisionRecipes::File>> RevisionRecipes::read(const QStringList &paths, const QString &revision, ProblemList *problems,
                                                                  QString *why, const Wanted &wanted)
{
    QList<File> files;
    const bool found = forEachEntries(paths, revision, problems, why, [&](const auto &repository, const auto &tree, const auto &entries) {
        for (const auto &entry : entries) {
            File listed{entry.displayPath, entry.symbolicLink ? QByteArray() : entry.blobId, {}, {}, true};
            if (wanted && !wanted(listed)) {
                files.append(std::move(listed));
                continue;
            }
            if (auto blob = readBlob(repository, tree, entry, problems)) {
                blob->blobId = listed.blobId;
                files.append(std::move(*blob));
            }
        }
    });
    return found ? std::optional(files) : std::nullopt;
}

std::optional<RecipeBatch> RevisionRecipes::load(const QStringList &paths, const QString &revision, RecipeLoader::Read read,
                                                 ProblemList *problems, QString *why, RecipeBlobCache *cache)
{
    if (read != RecipeLoader::Read::Summary)
        cache = nullptr; // it keeps summaries
    QList<std::optional<RecipeLoadResult>> results;
    QList<std::pair<qsizetype, Blob>> blobs; // to parse: the result's place, the bytes
    QList<QByteArray> ids;                   // of each of them, to keep it by (none for a link)
    const bool found = forEachEntries(paths, revision, problems, why, [&](const auto &repository, const auto &tree, const auto &entries) {
        const auto kept = cached(cache, entries);
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (kept.at(i)) {
                results.append(kept.at(i));
                continue;
            }
            auto blob = readBlob(repository, tree, entries.at(i), problems);
            if (!blob)
                continue;
            ids.append(blob->problem || entries.at(i).symbolicLink ? QByteArray() : entries.at(i).blobId);
            blobs.append({results.size(), std::move(*blob)});
            results.append(std::nullopt);
        }
    });
    if (!found)
        return std::nullopt;
    const auto parsed = QtConcurrent::blockingMapped<QList<RecipeLoadResult>>(blobs, [read](const std::pair<qsizetype, Blob> &pending) {
        const auto &blob = pending.second;
        if (blob.problem) {
            RecipeLoadResult result;
            result.problems.append(*blob.problem);
            return result;
        }
        return RecipeLoader::loadBytes(blob.bytes, blob.displayPath, read);
    });
    QList<std::pair<QByteArray, RecipeLoadResult>> toKeep;
    for (qsizetype i = 0; i < blobs.size(); ++i) {
        results[blobs.at(i).first] = parsed.at(i);
        if (cache && !ids.at(i).isEmpty())
            toKeep.append({ids.at(i), parsed.at(i)});
    }
    if (cache)
        cache->store(toKeep);
    QList<RecipeLoadResult> all;
    all.reserve(results.size());
    for (auto &result : results)
        all.append(std::move(*result));
    return RecipeBatch::of(std::move(all));
}
