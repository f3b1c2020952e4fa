// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/revisionfiles.h"

#include "recipe/recipefiles.h"

#include <QDir>

#include <git2.h>

#include <algorithm>

namespace {

QString hex(const git_oid *id)
{
    char text[GIT_OID_MAX_HEXSIZE + 1] = {};
    git_oid_tostr(text, sizeof text, id);
    return QString::fromLatin1(text);
}

QString joined(const QString &folder, const QString &name)
{
    return folder.isEmpty() ? name : folder + u'/' + name;
}

bool isFile(git_filemode_t mode)
{
    return mode == GIT_FILEMODE_BLOB || mode == GIT_FILEMODE_BLOB_EXECUTABLE || mode == GIT_FILEMODE_LINK;
}

} // namespace

QList<RevisionFiles::Entry> RevisionFiles::find(const GitRepository &repository, const GitRepository::Tree &tree, const QString &given,
                                                const QString &relative, const QString &revision, ProblemList *problems)
{
    QList<Entry> entries;
    auto shown = QDir::cleanPath(given);
    if (relative.isEmpty()) {
        addFolder(repository, tree.get(), shown == u'.' ? QString() : shown, QString(), entries, problems);
    } else {
        git_tree_entry *entry = nullptr;
        if (git_tree_entry_bypath(&entry, tree.get(), relative.toUtf8().constData()) != 0) {
            if (problems)
                problems->append({given, 1, 1, Problem::Severity::Error, QStringLiteral("no such file or folder at ") + revision});
            return entries;
        }
        const auto mode = git_tree_entry_filemode(entry);
        if (mode == GIT_FILEMODE_TREE) {
            git_tree *folder = nullptr;
            if (git_tree_lookup(&folder, repository.handle(), git_tree_entry_id(entry)) == 0)
                addFolder(repository, folder, shown == u'.' ? QString() : shown, relative, entries, problems);
            else if (problems)
                problems->append(
                    {given, 1, 1, Problem::Severity::Error,
                     QStringLiteral("cannot read tree %1: %2").arg(hex(git_tree_entry_id(entry)), GitRepository::lastError())});
            git_tree_free(folder);
        } else if (isFile(mode)) {
            entries.append({shown, relative, hex(git_tree_entry_id(entry)).toLatin1(), mode == GIT_FILEMODE_LINK});
        }
        git_tree_entry_free(entry);
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.displayPath < b.displayPath; });
    return entries;
}

void RevisionFiles::addFolder(const GitRepository &repository, const git_tree *folder, const QString &shown, const QString &inTree,
                              QList<Entry> &entries, ProblemList *problems)
{
    const auto count = git_tree_entrycount(folder);
    for (size_t i = 0; i < count; ++i) {
        const auto *entry = git_tree_entry_byindex(folder, i);
        const auto name = QString::fromUtf8(git_tree_entry_name(entry));
        if (name.startsWith(u'.'))
            continue;
        const auto mode = git_tree_entry_filemode(entry);
        if (mode == GIT_FILEMODE_TREE) {
            git_tree *child = nullptr;
            if (git_tree_lookup(&child, repository.handle(), git_tree_entry_id(entry)) == 0)
                addFolder(repository, child, joined(shown, name), joined(inTree, name), entries, problems);
            git_tree_free(child);
        } else if (isFile(mode) && RecipeFiles::isRecipeFileName(name)) {
            entries.append(
                {joined(shown, name), joined(inTree, name), hex(git_tree_entry_id(entry)).toLatin1(), mode == GIT_FILEMODE_LINK});
        } else if (mode == GIT_FILEMODE_COMMIT && problems) {
            problems->append({joined(shown, name), 1, 1, Problem::Severity::Warning,
                              QStringLiteral("not read: a git submodule (commit %1), whose files another repository holds")
                                  .arg(hex(git_tree_entry_id(entry)).left(7))});
        }
    }
}
