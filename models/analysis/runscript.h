// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipe.h"

// A recipe's command as a script ready to save and run: a shebang, strict mode,
// the placeholders to fill listed first, the recipe's env exports, then the command.
class RunScript
{
public:
    static QString build(const Recipe &recipe);
    // A value as the shell should read it: command substitutions and variables stay
    // live, anything else is single-quoted.
    static QString shellValue(const QString &value);
};
