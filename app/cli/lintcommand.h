// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Cli {
// recipe-explorer lint PATH...: the lint checks' findings on recipes, as text or
// JSON, or the list of checks.
class LintCommand
{
public:
    // Runs the command on its arguments (the first the program's name and the
    // command's); returns the process exit code.
    static int run(const QStringList &arguments);
};
} // namespace Cli
