// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/reviewcommand.h"

#include "analysis/lintconfig.h"
#include "analysis/recipelint.h"
#include "analysis/recipereview.h"
#include "analysis/reviewreport.h"
#include "analysis/terminalstream.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/outputformat.h"
#include "cli/problemoutput.h"
#include "recipe/recipebatch.h"
#include "repository/revisionchanges.h"
#include "repository/revisionrecipes.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>

namespace Cli {

namespace {

const auto command = QStringLiteral("review");
const auto here = QStringLiteral(".");

RecipeReview::Kind kindOf(RevisionChanges::Kind kind)
{
    switch (kind) {
    case RevisionChanges::Kind::Added: return RecipeReview::Kind::Added;
    case RevisionChanges::Kind::Deleted: return RecipeReview::Kind::Removed;
    case RevisionChanges::Kind::Renamed: return RecipeReview::Kind::Renamed;
    default: return RecipeReview::Kind::Modified;
    }
}

// One side's recipes, with the problems of the changed files and their lint findings
// (each checked with the config of its folder in the work tree, on both sides alike).
RecipeReview::Side sideOf(const RecipeBatch &batch, const QSet<QString> &changed)
{
    RecipeReview::Side side;
    side.recipes = batch.recipes;
    for (const auto &problem : batch.problems)
        if (changed.contains(problem.file))
            side.findings[problem.file].append(problem);
    for (const auto &recipe : batch.recipes)
        if (changed.contains(recipe.filePath()))
            side.findings[recipe.filePath()] +=
                RecipeLint::check(recipe, PriceTable::defaults(), LintConfig::forFile(QFileInfo(recipe.filePath()).absoluteFilePath()));
    return side;
}

std::optional<RecipeBatch> headRecipes(const std::optional<QString> &head, ProblemList &problems, QString *why)
{
    if (head)
        return RevisionRecipes::load({here}, *head, RecipeLoader::Read::Whole, &problems, why);
    return RecipeBatch::load(RecipeFiles::find({here}, &problems));
}

void print(const QList<RecipeReview::Entry> &entries, OutputFormat::Kind format, const QString &base, const QString &head)
{
    if (format == OutputFormat::Kind::Sarif || format == OutputFormat::Kind::Github) {
        ProblemList findings;
        for (const auto &entry : entries)
            findings += entry.newFindings;
        writeProblems(format, findings);
        return;
    }
    if (format == OutputFormat::Kind::Json)
        out() << TerminalStream::lines(QString::fromUtf8(QJsonDocument(ReviewReport::json(entries)).toJson(QJsonDocument::Indented)));
    else if (format == OutputFormat::Kind::Markdown)
        out() << TerminalStream::lines(ReviewReport::markdown(entries, base, head));
    else
        out() << TerminalStream::lines(ReviewReport::text(entries, base, head));
    out().flush();
}

} // namespace

int ReviewCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("BASE"), QCoreApplication::translate("CommandLine", "The commit to compare with."));
    parser.addPositionalArgument(QStringLiteral("HEAD"),
                                 QCoreApplication::translate("CommandLine", "The commit to review; the work tree when none."),
                                 QStringLiteral("[HEAD]"));
    const OutputFormat format(
        {OutputFormat::Kind::Text, OutputFormat::Kind::Markdown, OutputFormat::Kind::Json, OutputFormat::Kind::Sarif,
         OutputFormat::Kind::Github},
        QCoreApplication::translate("CommandLine", "text, markdown, json, or the new findings alone as sarif or github."));
    const QCommandLineOption failOn(
        QStringLiteral("fail-on"),
        QCoreApplication::translate("CommandLine", "Exit 1 when the change brings a finding of this severity or worse: error or warning."),
        QStringLiteral("LEVEL"));
    parser.addOptions({format.option(), failOn});
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto chosenFormat = format.read(parser, command);
    if (!chosenFormat)
        return 2;
    const auto positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.size() > 2)
        return usageError(command, QStringLiteral("give a base commit, and a head commit or none for the work tree"));
    const auto severity = parser.value(failOn);
    if (parser.isSet(failOn) && severity != QLatin1String("error") && severity != QLatin1String("warning"))
        return usageError(command, QStringLiteral("--fail-on takes error or warning, not '%1'").arg(severity));
    const auto base = positional.first();
    const auto head = positional.size() == 2 ? std::optional(positional.at(1)) : std::nullopt;

    QString why;
    const auto changes = RevisionChanges::between(here, base, head, &why);
    ProblemList unused;
    const auto before = changes ? RevisionRecipes::load({here}, base, RecipeLoader::Read::Whole, &unused, &why) : std::nullopt;
    const auto after = before ? headRecipes(head, unused, &why) : std::nullopt;
    if (!after)
        return usageError(command, why);
    QSet<QString> basePaths, headPaths;
    QList<RecipeReview::Change> reviewed;
    for (const auto &change : *changes) {
        basePaths.insert(change.basePath);
        headPaths.insert(change.headPath);
        reviewed.append({kindOf(change.kind), change.basePath, change.headPath});
    }
    const auto entries = RecipeReview::of(sideOf(*before, basePaths), sideOf(*after, headPaths), reviewed);
    print(entries, *chosenFormat, base, head.value_or(QStringLiteral("the work tree")));
    if (parser.isSet(failOn))
        return RecipeReview::addsFindings(entries,
                                          severity == QLatin1String("error") ? Problem::Severity::Error : Problem::Severity::Warning)
            ? 1
            : 0;
    return 0;
}

} // namespace Cli
