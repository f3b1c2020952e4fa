// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"

#include <QHash>
#include <QString>

// A file the store read: how it is shown, what the file system said of it when read
// (to tell a change), and what was read from it.
struct StoredFile
{
    QString displayPath;
    RecipeFiles::State state;
    RecipeLoadResult result;
};

// The files the store read, by absolute path.
using StoredFiles = QHash<QString, StoredFile>;
