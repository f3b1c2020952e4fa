// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QWidget;

// Asks for a git revision (to compare a recipe with, to review the changes since): HEAD
// and its parent, the repository's branches and tags (read on a worker thread), or any
// revision typed.
class RevisionChooser
{
    Q_DECLARE_TR_FUNCTIONS(RevisionChooser)
public:
    // path: a file or folder of the work tree; title: the dialog's. chosen is called with
    // the revision, unless the reader cancels.
    static void choose(const QString &path, QWidget *parent, const QString &title, const std::function<void(const QString &)> &chosen);
};
