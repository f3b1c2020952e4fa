// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipedocument.h"

#include <QByteArray>
#include <QString>
#include <optional>

// Where a new recipe starts: from a skeleton with every field the schema requires,
// or from an existing recipe made a draft, its measured figures and dates cleared.
// Both are written through the edit engine, so they read back as meant.
class RecipeTemplate
{
public:
    static QByteArray skeleton();
    // nullopt (and why) when an edit is refused.
    static std::optional<QByteArray> fromExisting(const RecipeDocument &document, QString *error = nullptr);
    // The fields fromExisting() clears: what a run measures.
    static QStringList measuredFields();
};
