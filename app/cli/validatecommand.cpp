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
    const auto revision = revisionOption();
    parser.addOptions({noCache, format.option(), revision});
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto chosenFormat = format.read(parser, command);
    if (!chosenFormat)
        return 2;
    // At a revision, the current folder when none is given.
    const auto paths =
        parser.isSet(revision) && parser.positionalArguments().isEmpty() ? QStringList{QStringLiteral(".")} : parser.positionalArguments();
    if (paths.isEmpty())
        return usageError(command, QStringLiteral("give at least one recipe file or folder"));
    ProblemList problems;
    const auto checked = loadToCheck(paths, parser.isSet(revision) ? std::optional(parser.value(revision)) : std::nullopt,
                                     RecipeBatch::Keep::Summaries, !parser.isSet(noCache), problems, command);
    if (!checked)
        return 2;
    problems += checked->batch.problems;
    writeProblems(*chosenFormat, problems);
    printSummary(checked->files, checked->batch.invalidFiles, problems);
    return hasErrors(problems) ? 1 : 0;
}

} // namespace Cli
