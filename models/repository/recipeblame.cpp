// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/recipeblame.h"

#include "repository/gitowned.h"
#include "repository/gitrepository.h"

#include <QHash>
#include <QTimeZone>

#include <git2.h>

namespace {
// A commit's subject, looked up once however many lines it last changed.
QString subjectOf(git_repository *repository, const git_oid &id, QHash<QByteArray, QString> &known)
{
    const auto key = QByteArray(reinterpret_cast<const char *>(id.id), GIT_OID_SHA1_SIZE);
    if (const auto found = known.constFind(key); found != known.cend())
        return *found;
    git_commit *commit = nullptr;
    QString subject;
    if (git_commit_lookup(&commit, repository, &id) == 0) {
        subject = QString::fromUtf8(git_commit_summary(commit)).simplified();
        git_commit_free(commit);
    }
    known.insert(key, subject);
    return subject;
}
} // namespace

std::optional<QList<RecipeBlame::Line>> RecipeBlame::of(const GitRepository &repository, const QString &path, const QByteArray &current)
{
    // A file HEAD does not have is not asked about: libgit2 1.9's blame of one fails
    // and keeps what it made.
    const auto head = repository.treeOf(QStringLiteral("HEAD"), nullptr);
    git_tree_entry *entry = nullptr;
    if (!head || git_tree_entry_bypath(&entry, head.get(), path.toUtf8().constData()) != 0)
        return std::nullopt;
    git_tree_entry_free(entry);
    git_blame_options options;
    git_blame_options_init(&options, GIT_BLAME_OPTIONS_VERSION);
    git_blame *made = nullptr;
    if (git_blame_file(&made, repository.handle(), path.toUtf8().constData(), &options) != 0)
        return std::nullopt;
    const GitOwned<git_blame> committed(made);
    git_blame *now = nullptr;
    if (git_blame_buffer(&now, committed.get(), current.constData(), size_t(current.size())) != 0)
        return std::nullopt;
    const GitOwned<git_blame> blame(now);
    QHash<QByteArray, QString> subjects;
    QList<Line> lines;
    const auto count = current.count('\n') + (current.endsWith('\n') || current.isEmpty() ? 0 : 1);
    for (qsizetype number = 1; number <= count; ++number) {
        const auto *hunk = git_blame_get_hunk_byline(blame.get(), size_t(number));
        Line line;
        if (hunk && !git_oid_is_zero(&hunk->final_commit_id)) {
            char hex[GIT_OID_MAX_HEXSIZE + 1] = {};
            git_oid_tostr(hex, 8, &hunk->final_commit_id);
            line.shortCommit = QString::fromLatin1(hex);
            if (const auto *who = hunk->final_signature) {
                line.author = QString::fromUtf8(who->name).simplified();
                line.date = QDateTime::fromSecsSinceEpoch(who->when.time, QTimeZone::fromSecondsAheadOfUtc(who->when.offset * 60));
            }
            line.subject = subjectOf(repository.handle(), hunk->final_commit_id, subjects);
        }
        lines.append(line);
    }
    return lines;
}
