// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QString>

class TerminalStream;

// What the commands write. Every command writes through out() and err(): a recipe's
// text reaches the terminal with its control characters escaped, whichever command
// writes it (TerminalStream).
namespace Cli {
TerminalStream &out();
TerminalStream &err();

// Each problem on stderr, in the format compilers use.
void printProblems(const ProblemList &problems);
// "7 files checked, 0 invalid, 1 error, 2 warnings" on stderr; invalid below 0 leaves it out.
void printSummary(qsizetype files, int invalid, const ProblemList &problems);

// "recipe-explorer COMMAND: MESSAGE" on stderr; returns 2, the exit status of a usage error.
int usageError(const QString &command, const QString &message);
// The same for a command that could not do its work; returns 1.
int failure(const QString &command, const QString &message);
} // namespace Cli
