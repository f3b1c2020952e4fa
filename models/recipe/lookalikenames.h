// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipe.h"

#include <QList>
#include <QString>

#include <optional>

// Names that look like others (Unicode TR #39): a model, GPU type, author or layout
// label that a reader cannot tell from another name of the same field in the recipes
// loaded ("Qwen3-32В", with a Cyrillic В, beside "Qwen3-32B"), or one that mixes
// scripts within one word. Each is a warning at the name, naming both names and the
// characters that differ. No recipe setting turns this off.
class LookAlikeNames
{
public:
    static inline const QString Id = QStringLiteral("look-alike-name");

    // The names' skeletons by ICU's spoof checker: two names that look alike have the same.
    static QString skeleton(const QString &name);
    // Where a word of the name mixes scripts that are not written together (Latin with
    // Cyrillic, say; Latin, Han and Kana together are Japanese): the script of the word's
    // first letter, the other one, and the first character of the other.
    struct Mix
    {
        QString first;
        QString other;
        char32_t character = 0;
    };
    static std::optional<Mix> mixedScripts(const QString &name);

    // The warnings for these recipes: each name compared with the others of its field.
    // A recipe read as a summary is read again for the place of a name it warns of.
    static ProblemList find(const QList<Recipe> &recipes);
};
