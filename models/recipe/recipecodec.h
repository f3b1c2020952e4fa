// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipeloader.h"

#include <QByteArray>
#include <QString>
#include <optional>

class StringPool;

// A recipe file's load result (the recipe's summary, Recipe::summary(), and its
// problems) as bytes and back, for the recipe cache: what needs more of a recipe
// (its page, its source, an editor) reads the file. Decoding checks
// the format's version and that every byte was read as written; anything else is
// nullopt, and the file is read again.
class RecipeCodec
{
public:
    static QByteArray encode(const RecipeLoadResult &result);
    // With the file named as now (the display path may differ from the one cached).
    // Texts come from the pool when one is given (decoding many results in a row).
    static std::optional<RecipeLoadResult> decode(const QByteArray &bytes, const QString &displayPath, StringPool *pool = nullptr);
    // Problems alone (lint findings, kept apart from the load result).
    static QByteArray encodeProblems(const ProblemList &problems);
    static std::optional<ProblemList> decodeProblems(const QByteArray &bytes, const QString &displayPath, StringPool *pool = nullptr);
    // Changes whenever what is encoded changes.
    static constexpr quint32 FormatVersion = 6;

private:
    // Every field of a recipe in one order, for writing and for reading.
    template<typename R, typename Op, typename OptOp, typename StructOp>
    static void fields(R &r, Op io, OptOp opt, StructOp structure);
};
