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

bool isFile(git_filemode_t mode)
{
    return mode == GIT_FILEMODE_BLOB || mode == GIT_FILEMODE_BLOB_EXECUTABLE || mode == GIT_FILEMODE_LINK;
}

} // namespace

QList<RevisionFiles::Entry> RevisionFiles::find(const GitRepository &repository, const GitRepository::Tree &tree, const QString &given,
                                                const QString &relative, const QString &revision, ProblemList *problems)
{
    QList<Entry> entries;
    const auto shown = RecipeFiles::shownFolder(given);
    if (relative.isEmpty()) {
        addFolder(repository, tree.get(), shown, QString(), entries, problems);
    } else {
        git_tree_entry *found = nullptr;
        if (git_tree_entry_bypath(&found, tree.get(), relative.toUtf8().constData()) != 0) {
            if (problems)
                problems->append({given, 1, 1, Problem::Severity::Error, QStringLiteral("no such file or folder at ") + revision});
            return entries;
        }
        const GitOwned<git_tree_entry> entry(found);
        const auto mode = git_tree_entry_filemode(entry.get());
        if (mode == GIT_FILEMODE_TREE) {
            git_tree *folder = nullptr;
            const bool read = git_tree_lookup(&folder, repository.handle(), git_tree_entry_id(entry.get())) == 0;
            const GitOwned<git_tree> owned(folder);
            if (read)
                addFolder(repository, owned.get(), shown, relative, entries, problems);
            else if (problems)
                problems->append(
                    {given, 1, 1, Problem::Severity::Error,
                     QStringLiteral("cannot read tree %1: %2").arg(hex(git_tree_entry_id(entry.get())), GitRepository::lastError())});
        } else if (isFile(mode)) {
            entries.append({QDir::cleanPath(given), relative, hex(git_tree_entry_id(entry.get())).toLatin1(), mode == GIT_FILEMODE_LINK});
        }
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
            git_tree *found = nullptr;
            const bool read = git_tree_lookup(&found, repository.handle(), git_tree_entry_id(entry)) == 0;
            const GitOwned<git_tree> child(found);
            if (read)
                addFolder(repository, child.get(), RecipeFiles::joined(shown, name), RecipeFiles::joined(inTree, name), entries, problems);
        } else if (isFile(mode) && RecipeFiles::isRecipeFileName(name)) {
            entries.append({RecipeFiles::joined(shown, name), RecipeFiles::joined(inTree, name), hex(git_tree_entry_id(entry)).toLatin1(),
                            mode == GIT_FILEMODE_LINK});
        } else if (mode == GIT_FILEMODE_COMMIT && problems) {
            problems->append({RecipeFiles::joined(shown, name), 1, 1, Problem::Severity::Warning,
                              QStringLiteral("not read: a git submodule (commit %1), whose files another repository holds")
                                  .arg(hex(git_tree_entry_id(entry)).left(7))});
        }
    }
}
