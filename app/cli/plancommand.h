// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Cli {
// recipe-explorer plan --tokens N [PATH...]: what training N tokens would take on each
// recipe's layout (time, GPU-hours, cost, energy), ranked within each model, those
// that fit the deadline and budget first.
class PlanCommand
{
public:
    // Runs the command on its arguments (the first the program's name and the
    // command's); returns the process exit code.
    static int run(const QStringList &arguments);
};
} // namespace Cli
