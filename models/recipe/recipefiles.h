// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

// Finds the recipe files (*.yaml, *.yml) under files and folders given by the user.
class RecipeFiles
{
public:
    struct Entry
    {
        QString path;        // absolute, to open
        QString displayPath; // as the user sees it: relative to what they gave
        QDateTime modified;  // when found, so a later look can tell what changed
        qint64 size = -1;
    };

    // Folders are searched recursively, in name order; a path that does not exist
    // becomes a problem. Symbolic links to folders are not followed (no loops).
    static QList<Entry> find(const QStringList &paths, ProblemList *problems = nullptr);
    static bool isRecipeFileName(const QString &fileName);
};
