// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/lintcommand.h"

#include "analysis/lintconfig.h"
#include "analysis/recipelint.h"
#include "analysis/terminalstream.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/outputformat.h"
#include "cli/problemoutput.h"
#include "cli/recipeinput.h"
#include "recipe/lookalikenames.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSet>

namespace Cli {

namespace {

const auto command = QStringLiteral("lint");

void printChecks()
{
    for (const auto &check : RecipeLint::checks())
        out() << check.id << (check.severity == Problem::Severity::Error ? QStringLiteral("  error    ") : QStringLiteral("  warning  "))
              << check.summary << Qt::endl;
}

// What the checks find in the recipes, each checked with the config of its folder
// (read once a folder; a config that does not read is reported once, among the problems).
ProblemList lintProblems(const QList<Recipe> &recipes, const QStringList &paths)
{
    ProblemList problems;
    QHash<QString, LintConfig> configs;
    QSet<QString> badConfigs;
    for (const auto &recipe : recipes) {
        const auto folder = QFileInfo(recipe.filePath()).absolutePath();
        auto config = configs.constFind(folder);
        if (config == configs.cend()) {
            std::optional<Problem> problem;
            config = configs.insert(folder, LintConfig::forFile(recipe.filePath(), &problem, paths));
            if (problem && !badConfigs.contains(problem->file)) {
                badConfigs.insert(problem->file);
                problems.append(*problem);
            }
        }
        problems += RecipeLint::check(recipe, PriceTable::defaults(), *config);
    }
    // Names that look like others are a matter of all the recipes together.
    problems += LookAlikeNames::find(recipes);
    return problems;
}

} // namespace

int LintCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    addPathsArgument(parser, RecipePaths::Required);
    const OutputFormat format(
        {OutputFormat::Kind::Text, OutputFormat::Kind::Json, OutputFormat::Kind::Sarif, OutputFormat::Kind::Github},
        QCoreApplication::translate("CommandLine", "text, json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations)."));
    const QCommandLineOption list(QStringLiteral("list"), QCoreApplication::translate("CommandLine", "List the checks and quit."));
    const auto revision = revisionOption();
    parser.addOptions({format.option(), list, revision});
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    if (parser.isSet(list)) {
        printChecks();
        return 0;
    }
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
                                     RecipeBatch::Keep::Whole, false, problems, command);
    if (!checked)
        return 2;
    problems += checked->batch.problems;
    problems += lintProblems(checked->batch.recipes, paths);
    writeProblems(*chosenFormat, problems);
    printSummary(checked->files, -1, problems);
    return hasErrors(problems) ? 1 : 0;
}

} // namespace Cli
