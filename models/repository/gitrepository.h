// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repository/gitowned.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

struct git_oid;
struct git_repository;
struct git_tree;

// A git repository, opened to be read: the program never writes to it, its index or
// its refs. Opened from any path in its work tree (a file or folder that need not
// exist any more). Not shared between threads: each opens its own.
class GitRepository
{
public:
    // The repository whose work tree holds path, or nullptr with why ("not a git
    // repository: PATH" when there is none, libgit2's words when one does not open).
    static std::unique_ptr<GitRepository> containing(const QString &path, QString *why);
    ~GitRepository();
    GitRepository(const GitRepository &) = delete;
    GitRepository &operator=(const GitRepository &) = delete;

    // The work tree's absolute, canonical path, without a trailing '/'.
    QString workTree() const { return m_workTree; }
    // path (relative to the current folder or absolute) relative to the work tree, with
    // '/' between its parts and "" for the work tree itself; nullopt when outside it.
    std::optional<QString> relativePath(const QString &path) const;
    // Whether containing(path) would open this repository: the path is in the work
    // tree, and no folder between holds a repository of its own.
    bool holds(const QString &path) const;

    // The tree of the commit a revision names (HEAD, a branch, a tag, HEAD~2, an id, a
    // date as git reads it), or nullptr with why ("unknown revision: REV").
    using Tree = GitOwned<git_tree>;
    Tree treeOf(const QString &revision, QString *why) const;
    // The id (in hex) of the commit a revision names; empty, with why, as treeOf.
    QByteArray commitOf(const QString &revision, QString *why) const;

    // A blob's bytes. Its size is looked up first: one over maxBytes is not read
    // (nullopt, size set); one that does not read is nullopt with why naming it.
    std::optional<QByteArray> blob(const git_oid &id, qint64 maxBytes, qint64 *size, QString *why) const;

    // Where HEAD is: a branch (its short name) or, detached, none; the commit's short id,
    // none on a branch without commits yet.
    struct Head
    {
        QString branch;
        QString shortCommit;
    };
    Head head() const;
    // The branches (local, then remote) and tags, by their short names, each sorted.
    QStringList references() const;
    // The repository's own folder (.git), absolute, ending in '/': git changes it with
    // every commit, checkout and add.
    QString gitDirectory() const;

    // The id (in hex) git gives a blob of these bytes, as `git hash-object` does.
    static QByteArray blobId(const QByteArray &bytes);
    // An object id in hex, whole.
    static QByteArray hex(const git_oid &id);

    git_repository *handle() const { return m_repository; }
    // libgit2 set up for this process (done by containing() and blobId()).
    static void useLibrary();

    // What libgit2 last said went wrong on this thread.
    static QString lastError();

private:
    GitRepository(git_repository *repository, const QString &workTree);

    git_repository *m_repository;
    QString m_workTree;
};
