// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/reviewedfile.h"

#include "recipe/recipecodec.h"

#include <QDataStream>

namespace {
// With the recipe codec's own: either changes what is written.
constexpr quint32 FormatVersion = 1;
} // namespace

QByteArray ReviewedFile::encode() const
{
    RecipeLoadResult kept{result.recipe ? std::optional(result.recipe->summary()) : std::nullopt, result.problems};
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << FormatVersion << RecipeCodec::FormatVersion << RecipeCodec::encode(kept) << values;
    return bytes;
}

std::optional<ReviewedFile> ReviewedFile::decode(const QByteArray &bytes, const QString &displayPath)
{
    QDataStream in(bytes);
    quint32 version = 0, codecVersion = 0;
    QByteArray result;
    ReviewedFile file{displayPath, {}, {}};
    in >> version >> codecVersion >> result >> file.values;
    if (in.status() != QDataStream::Ok || !in.atEnd() || version != FormatVersion || codecVersion != RecipeCodec::FormatVersion)
        return std::nullopt;
    auto decoded = RecipeCodec::decode(result, displayPath);
    if (!decoded)
        return std::nullopt;
    file.result = std::move(*decoded);
    return file;
}
