// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Cli {
// recipe-explorer history FILE: the commits that changed a recipe, newest first,
// following renames, with its headline figures at each (RecipeHistory), as a table,
// CSV or JSON.
class HistoryCommand
{
public:
    // Runs the command on its arguments (the first the program's name and the
    // command's); returns the process exit code.
    static int run(const QStringList &arguments);
};
} // namespace Cli
