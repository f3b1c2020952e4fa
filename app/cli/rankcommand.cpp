// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/rankcommand.h"

#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/outputformat.h"
#include "cli/recipeinput.h"
#include "cli/tableoutput.h"
#include "itemmodels/recipetablemodel.h"
#include "recipe/ranking.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Cli {

namespace {

const auto command = QStringLiteral("rank");

// The ranking in the window's table, in the columns and keys rank has always written.
void printRanking(const QList<Recipe> &recipes, const Ranking::Filter &filter, OutputFormat::Kind format)
{
    RecipeTableModel table;
    table.setRanking(Ranking::rank(recipes, filter));
    const QList<int> columns = {RecipeTableModel::Rank,
                                RecipeTableModel::Model,
                                RecipeTableModel::GpuType,
                                RecipeTableModel::Gpus,
                                RecipeTableModel::TokensPerSecondPerGpu,
                                RecipeTableModel::UsdPerMillionTokens,
                                RecipeTableModel::Mfu,
                                RecipeTableModel::Layout,
                                RecipeTableModel::Measured,
                                RecipeTableModel::Author,
                                RecipeTableModel::File};
    const int cellRole = format == OutputFormat::Kind::Json ? RecipeTableModel::ValueRole
        : format == OutputFormat::Kind::Csv                 ? RecipeTableModel::PlainTextRole
                                                            : RecipeTableModel::RecordedTextRole;
    printTable(table, columns, format, cellRole, RecipeTableModel::ColumnKeyRole);
}

} // namespace

int RankCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    addPathsArgument(parser, RecipePaths::BundledWhenNone);
    const QCommandLineOption model(QStringLiteral("model"), QCoreApplication::translate("CommandLine", "Only this model."),
                                   QStringLiteral("NAME"));
    const QCommandLineOption gpu(QStringLiteral("gpu"), QCoreApplication::translate("CommandLine", "Only this GPU type."),
                                 QStringLiteral("TYPE"));
    const OutputFormat format({OutputFormat::Kind::Table, OutputFormat::Kind::Csv, OutputFormat::Kind::Json, OutputFormat::Kind::Markdown},
                              QCoreApplication::translate("CommandLine", "table, csv, json or markdown."));
    const auto noCache = noCacheOption();
    const auto revision = revisionOption();
    parser.addOptions({model, gpu, format.option(), noCache, revision});
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto chosenFormat = format.read(parser, command);
    if (!chosenFormat)
        return 2;

    ProblemList problems;
    RecipeBatch batch;
    if (parser.isSet(revision)) {
        auto read = loadRevision(parser.positionalArguments(), parser.value(revision), RecipeLoader::Read::Summary, problems, command,
                                 !parser.isSet(noCache));
        if (!read)
            return 2;
        batch = std::move(*read);
        problems += batch.problems;
    } else {
        batch = loadPathsOrBundled(parser.positionalArguments(), problems, !parser.isSet(noCache));
    }
    printProblems(problems);
    printRanking(batch.recipes, {parser.value(model), parser.value(gpu)}, *chosenFormat);
    return batch.invalidFiles > 0 || hasErrors(problems) ? 1 : 0;
}

} // namespace Cli
