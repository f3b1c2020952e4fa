// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/worktreestatus.h"

#include "repository/gitrepository.h"
#include "repository/revisionchanges.h"

namespace {
FileChange changeOf(const RevisionChanges::Change &change)
{
    switch (change.kind) {
    case RevisionChanges::Kind::Added: return {FileChange::Added, {}};
    case RevisionChanges::Kind::Renamed: return {FileChange::Renamed, change.basePath};
    case RevisionChanges::Kind::Modified:
    case RevisionChanges::Kind::Deleted: break;
    }
    return {FileChange::Modified, {}};
}
} // namespace

WorkTreeStatus WorkTreeStatus::of(const QStringList &folders, const std::function<bool()> &cancelled)
{
    WorkTreeStatus status;
    for (const auto &folder : folders) {
        QString why;
        const auto repository = GitRepository::containing(folder, &why);
        if (!repository) {
            if (status.why.isEmpty())
                status.why = why;
            continue;
        }
        const auto head = repository->head();
        if (!status.isKnown()) {
            status.workTree = repository->workTree();
            status.gitDirectory = repository->gitDirectory();
            status.branch = head.branch;
            status.shortCommit = head.shortCommit;
        }
        if (head.shortCommit.isEmpty())
            continue; // no commit yet: nothing to differ from
        const auto changes = RevisionChanges::between(folder, QStringLiteral("HEAD"), std::nullopt, &why, cancelled);
        if (cancelled && cancelled()) {
            WorkTreeStatus none;
            none.why = QStringLiteral("cancelled");
            return none;
        }
        for (const auto &change : changes.value_or(QList<RevisionChanges::Change>()))
            if (change.kind == RevisionChanges::Kind::Deleted)
                status.deleted.append(change.basePath);
            else
                status.changes.insert(change.headPath, changeOf(change));
    }
    if (status.isKnown())
        status.why.clear();
    return status;
}
