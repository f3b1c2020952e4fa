// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Cli {
// recipe-explorer validate PATH...: checks recipes against the schema and prints
// what is wrong with each, and a summary.
class ValidateCommand
{
public:
    // Runs the command on its arguments (the first the program's name and the
    // command's); returns the process exit code.
    static int run(const QStringList &arguments);
};
} // namespace Cli
