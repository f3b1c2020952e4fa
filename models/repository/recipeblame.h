// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

class GitRepository;

// Which commit last changed each line of a file, as `git blame` says, for the file as
// it is now (its bytes in the work tree): a line changed since HEAD has no commit yet.
class RecipeBlame
{
public:
    struct Line
    {
        QString shortCommit; // empty: not committed yet
        QString author;
        QDateTime date;
        QString subject;
    };

    // path: in the repository (GitRepository::relativePath); current: the file's bytes
    // now. nullopt when git has no commit with the file.
    static std::optional<QList<Line>> of(const GitRepository &repository, const QString &path, const QByteArray &current);
};
