// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commandoutput.h"

#include "analysis/terminalstream.h"

#include <algorithm>

namespace Cli {

namespace {
int complain(const QString &command, const QString &message, int exitCode)
{
    err() << "recipe-explorer " << command << ": " << message << Qt::endl;
    return exitCode;
}
} // namespace

TerminalStream &out()
{
    static TerminalStream stream(stdout);
    return stream;
}

TerminalStream &err()
{
    static TerminalStream stream(stderr);
    return stream;
}

void printProblems(const ProblemList &problems)
{
    for (const auto &problem : problems)
        err() << problem.toString() << Qt::endl;
}

void printSummary(qsizetype files, int invalid, const ProblemList &problems)
{
    const auto errors = std::count_if(problems.cbegin(), problems.cend(), [](const Problem &p) { return p.isError(); });
    const auto warnings = problems.size() - errors;
    err() << files << (files == 1 ? QStringLiteral(" file") : QStringLiteral(" files")) << " checked, ";
    if (invalid >= 0)
        err() << invalid << " invalid, ";
    err() << errors << (errors == 1 ? QStringLiteral(" error, ") : QStringLiteral(" errors, ")) << warnings
          << (warnings == 1 ? QStringLiteral(" warning") : QStringLiteral(" warnings")) << Qt::endl;
}

int usageError(const QString &command, const QString &message)
{
    return complain(command, message, 2);
}

int failure(const QString &command, const QString &message)
{
    return complain(command, message, 1);
}

} // namespace Cli
