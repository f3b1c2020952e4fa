// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/validatecommand.h"

#include "analysis/terminalstream.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/outputformat.h"
#include "cli/problemoutput.h"
#include "cli/recipeinput.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Cli {

namespace {
const auto command = QStringLiteral("validate");
}

int ValidateCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    addPathsArgument(parser, RecipePaths::Required);
    const auto noCache = noCacheOption();
    const OutputFormat format(
        {OutputFormat::Kind::Text, OutputFormat::Kind::Json, OutputFormat::Kind::Sarif, OutputFormat::Kind::Github},
        QCoreApplication::translate("CommandLine", "text, json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations)."));
    parser.addOptions({noCache, format.option()});
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto chosenFormat = format.read(parser, command);
    if (!chosenFormat)
        return 2;
    const auto paths = parser.positionalArguments();
    if (paths.isEmpty())
        return usageError(command, QStringLiteral("give at least one recipe file or folder"));
    ProblemList problems;
    const bool useCache = !parser.isSet(noCache);
    const auto files = findFiles(paths, problems, useCache);
    const auto batch = loadWithCache(files, paths, useCache);
    problems += batch.problems;
    writeProblems(*chosenFormat, problems);
    printSummary(files.size(), batch.invalidFiles, problems);
    return hasErrors(problems) ? 1 : 0;
}

} // namespace Cli
