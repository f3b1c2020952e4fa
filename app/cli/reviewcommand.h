// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Cli {
// recipe-explorer review BASE [HEAD]: what a change does to the recipes under the
// current folder (RecipeReview), between the commit BASE and the commit HEAD or the
// work tree, as text, Markdown or JSON; --fail-on makes new findings fail the run.
class ReviewCommand
{
public:
    // Runs the command on its arguments (the first the program's name and the
    // command's); returns the process exit code.
    static int run(const QStringList &arguments);
};
} // namespace Cli
