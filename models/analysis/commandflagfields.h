// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/shellcommand.h"
#include "recipe/recipe.h"

#include <QString>
#include <QStringList>

// Which recipe field a command flag states (--tensor-model-parallel-size and
// layout.tp), the field's value written as the command would write it, and whether
// the two agree. The one mapping the command viewer's flag table and lint share.
class CommandFlagFields
{
public:
    // The recipe field a flag states, or empty.
    static QString fieldFor(const QString &flag);
    // Every flag that states a field.
    static QStringList flags();
    // A field's value in the recipe, written as the command would write it.
    static QString fieldValue(const Recipe &recipe, const QString &field);
    // A switch agrees with a true field; a value agrees when it reads the same.
    static bool agrees(const Recipe &recipe, const ShellCommand::Flag &flag);
};
