// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Cli {
// recipe-explorer set FILE PATH=VALUE... [--delete PATH]: edits a recipe in place as
// the window's editor would, keeping its comments and layout, and refuses a result
// that does not validate (unless a draft is wanted).
class SetCommand
{
public:
    // Runs the command on its arguments (the first the program's name and the
    // command's); returns the process exit code.
    static int run(const QStringList &arguments);
};
} // namespace Cli
