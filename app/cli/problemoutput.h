// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/outputformat.h"
#include "recipe/problem.h"

namespace Cli {
// The problems validate and lint found, on stdout in the chosen format: text (the
// format compilers use, a problem a line), json (an array of objects), sarif (a SARIF
// 2.1.0 log) or github (a workflow command a problem, for GitHub Actions).
void writeProblems(OutputFormat::Kind format, const ProblemList &problems);
} // namespace Cli
