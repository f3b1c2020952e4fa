// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipe.h"

// A recipe's command as a script ready to save and run: a shebang, strict mode,
// the placeholders to fill listed first, the recipe's env exports, then the command
// exactly as the Command tab shows it. Nothing before the command can run anything
// else: recipe text in comments has its control characters escaped (TerminalText),
// an env name that is not a shell variable name is left out with a comment saying so.
class RunScript
{
public:
    static QString build(const Recipe &recipe);
    // A value as the shell should read it: one $(...) or ${...} with nothing after it
    // stays live, plain words stay as they are, anything else is single-quoted. The
    // script uses it only for an env value that the command assigns too, as the Command
    // tab shows it; any other value goes out quoted().
    static QString shellValue(const QString &value);
    // A value as text: plain words as they are, anything else single-quoted.
    static QString quoted(const QString &value);
};
