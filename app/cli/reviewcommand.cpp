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
#include "cli/recipeinput.h"
#include "recipe/recipebatch.h"
#include "recipe/recipeblobcache.h"
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

// The changed files of a side whole (their values are compared and linted), at a
// revision or (none) in the work tree.
std::optional<RecipeBatch> changedRecipes(const std::optional<QString> &revision, const QSet<QString> &changed, QString *why)
{
    QStringList paths(changed.cbegin(), changed.cend());
    paths.removeAll(QString());
    if (paths.isEmpty())
        return RecipeBatch();
    ProblemList unused;
    return revision ? RevisionRecipes::load(paths, *revision, RecipeLoader::Read::Whole, &unused, why)
                    : std::optional(RecipeBatch::load(RecipeFiles::find(paths, &unused)));
}

// A side's recipes, at a revision or (none) in the work tree: every recipe's summary,
// from the caches where they have it (all rank), with the changed files whole.
std::optional<RecipeBatch> sideRecipes(const std::optional<QString> &revision, const QSet<QString> &changed, QString *why)
{
    ProblemList unused;
    RecipeBlobCache blobs;
    auto batch = revision ? RevisionRecipes::load({here}, *revision, RecipeLoader::Read::Summary, &unused, why, &blobs)
                          : loadWithCache(findFiles({here}, unused, true), {here}, true);
    const auto whole = batch ? changedRecipes(revision, changed, why) : std::nullopt;
    if (!whole)
        return std::nullopt;
    QHash<QString, Recipe> byFile;
    for (const auto &recipe : whole->recipes)
        byFile.insert(recipe.filePath(), recipe);
    for (auto &recipe : batch->recipes)
        recipe = byFile.value(recipe.filePath(), recipe);
    batch->problems = whole->problems;
    return batch;
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
    if (!changes)
        return usageError(command, why);
    QSet<QString> basePaths, headPaths;
    QList<RecipeReview::Change> reviewed;
    for (const auto &change : *changes) {
        basePaths.insert(change.basePath);
        headPaths.insert(change.headPath);
        reviewed.append({kindOf(change.kind), change.basePath, change.headPath});
    }
    const auto before = sideRecipes(base, basePaths, &why);
    const auto after = before ? sideRecipes(head, headPaths, &why) : std::nullopt;
    if (!after)
        return usageError(command, why);
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
