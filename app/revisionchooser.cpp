// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisionchooser.h"

#include "repository/gitrepository.h"

#include <QFuture>
#include <QInputDialog>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

void RevisionChooser::choose(const QString &path, QWidget *parent, const QString &title, const std::function<void(const QString &)> &chosen)
{
    QtConcurrent::run([path] {
        const auto repository = GitRepository::containing(path, nullptr);
        return repository ? repository->references() : QStringList();
    }).then(parent, [parent = QPointer<QWidget>(parent), title, chosen](const QStringList &references) {
        if (!parent)
            return;
        bool ok = false;
        const auto revision =
            QInputDialog::getItem(parent, title, tr("Revision: a branch, a tag, HEAD~2, a commit id or a date (main@{2.weeks.ago})"),
                                  QStringList{QStringLiteral("HEAD"), QStringLiteral("HEAD~1")} + references, 0, true, &ok)
                .trimmed();
        if (ok && !revision.isEmpty())
            chosen(revision);
    });
}
