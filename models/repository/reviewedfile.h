// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/fieldchanges.h"
#include "recipe/recipeloader.h"

#include <QByteArray>
#include <QString>

#include <optional>

// A changed file as a review reads it: its recipe (the summary is what a review
// ranks), its problems with its lint findings, and every value (FieldChanges). As
// bytes, a blob's is kept in the blob cache (RecipeBlobCache::storeAnalyses) so that
// the next review does not parse it again.
struct ReviewedFile
{
    QString displayPath;
    RecipeLoadResult result;
    FieldChanges::Values values;

    QByteArray encode() const;
    // nullopt when the bytes are not what encode() writes now.
    static std::optional<ReviewedFile> decode(const QByteArray &bytes, const QString &displayPath);
};
