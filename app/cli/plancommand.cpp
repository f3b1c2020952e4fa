// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/plancommand.h"

#include "analysis/plantext.h"
#include "analysis/terminalstream.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/outputformat.h"
#include "cli/planrequest.h"
#include "cli/recipeinput.h"
#include "cli/tableoutput.h"
#include "itemmodels/plantablemodel.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace Cli {

namespace {

const auto command = QStringLiteral("plan");

// Machines get every column; people the ones the plan makes meaningful.
QList<int> columnsFor(const RunPlan &plan, OutputFormat::Kind format)
{
    QList<int> columns(PlanTableModel::ColumnCount);
    std::iota(columns.begin(), columns.end(), 0);
    if (format == OutputFormat::Kind::Json || format == OutputFormat::Kind::Csv)
        return columns;
    columns.removeOne(PlanTableModel::UsdPerGpuHour);
    if (!plan.gpus)
        columns.removeOne(PlanTableModel::Extrapolated);
    if (!plan.hasConstraints())
        columns.removeOne(PlanTableModel::Fits);
    return columns;
}

void printPlan(const PlanTableModel &table, const RunPlan &plan, OutputFormat::Kind format)
{
    const int cellRole = format == OutputFormat::Kind::Json ? PlanTableModel::ValueRole
        : format == OutputFormat::Kind::Csv                 ? PlanTableModel::PlainTextRole
                                                            : int(Qt::DisplayRole);
    printTable(table, columnsFor(plan, format), format, cellRole, PlanTableModel::ColumnKeyRole);
}

// For people: what the figures rest on, below the table.
void printBasis(const PriceTable &prices, OutputFormat::Kind format)
{
    if (format != OutputFormat::Kind::Table && format != OutputFormat::Kind::Markdown)
        return;
    out() << Qt::endl
          << QCoreApplication::translate("CommandLine", "Prices: %1. Energy: the GPUs' board power alone, an estimate.")
                 .arg(prices.describe())
          << Qt::endl;
}

// The constraints no recipe met, on stderr: the output stays what it is.
void reportNoneFits(const PlanTableModel &table, const RunPlan &plan)
{
    for (int row = 0; row < table.rowCount(); ++row)
        if (table.rowAt(row).figures.fits())
            return;
    const auto asked = PlanText::constraints(plan);
    err() << "recipe-explorer plan: "
          << (asked.isEmpty() ? QCoreApplication::translate("CommandLine", "no recipe has the figures to plan with")
                              : QCoreApplication::translate("CommandLine", "no recipe fits the plan (%1)").arg(asked))
          << Qt::endl;
}

} // namespace

int PlanCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    addPathsArgument(parser, RecipePaths::BundledWhenNone);
    PlanRequest request;
    const OutputFormat format({OutputFormat::Kind::Table, OutputFormat::Kind::Csv, OutputFormat::Kind::Json, OutputFormat::Kind::Markdown},
                              QCoreApplication::translate("CommandLine", "table, csv, json or markdown."));
    const auto noCache = noCacheOption();
    parser.addOptions(request.options());
    parser.addOptions({format.option(), noCache});
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto chosenFormat = format.read(parser, command);
    if (!chosenFormat)
        return 2;
    if (const auto error = request.read(parser); !error.isEmpty())
        return usageError(command, error);

    ProblemList problems;
    const auto batch = loadPathsOrBundled(parser.positionalArguments(), problems, !parser.isSet(noCache));
    printProblems(problems);
    PlanTableModel table;
    table.setRows(PlanRanking::rank(batch.recipes, request.plan(), request.prices(), request.order()));
    printPlan(table, request.plan(), *chosenFormat);
    printBasis(request.prices(), *chosenFormat);
    reportNoneFits(table, request.plan());
    return batch.invalidFiles > 0 || hasErrors(problems) ? 1 : 0;
}

} // namespace Cli
