// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/diffcommand.h"

#include "analysis/layoutdiff.h"
#include "analysis/tablewriter.h"
#include "analysis/terminalstream.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/outputformat.h"
#include "recipe/recipeformat.h"
#include "recipe/recipeloader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace Cli {

namespace {

const auto command = QStringLiteral("diff");

// The two recipes, read; nullopt when one does not read (its problems are printed).
std::optional<QList<Recipe>> readBoth(const QStringList &files)
{
    QList<Recipe> recipes;
    for (const auto &file : files) {
        const auto result = RecipeLoader::loadFile(file);
        printProblems(result.problems);
        if (!result.recipe)
            return std::nullopt;
        recipes << *result.recipe;
    }
    return recipes;
}

// One section's differing rows as JSON objects.
QJsonArray jsonSection(const QList<LayoutDiff::Row> &rows, LayoutDiff::Section section)
{
    QJsonArray array;
    for (const auto &row : rows) {
        if (row.section != section)
            continue;
        QJsonObject entry;
        entry.insert(section == LayoutDiff::Section::Flags ? QStringLiteral("flag") : QStringLiteral("field"), row.name);
        entry.insert(QStringLiteral("a"), QJsonValue::fromVariant(row.a));
        entry.insert(QStringLiteral("b"), QJsonValue::fromVariant(row.b));
        if (section == LayoutDiff::Section::Result) {
            entry.insert(QStringLiteral("change_percent"),
                         row.changePercent ? QJsonValue(std::round(*row.changePercent * 100.0) / 100.0) : QJsonValue());
            // Whether B improves on A, as the text says "better" or "worse"; null when neither.
            entry.insert(QStringLiteral("better"), row.better ? QJsonValue(*row.better) : QJsonValue());
        }
        array.append(entry);
    }
    return array;
}

void printJson(const QList<LayoutDiff::Row> &rows)
{
    QJsonObject object;
    for (const auto section : {LayoutDiff::Section::Layout, LayoutDiff::Section::Result, LayoutDiff::Section::Flags,
                               LayoutDiff::Section::Env, LayoutDiff::Section::Stack})
        object.insert(LayoutDiff::sectionName(section), jsonSection(rows, section));
    out() << TerminalStream::lines(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)));
}

// The rows as a table's cells: section, field, A, B and the change.
QList<QStringList> tableCells(const QList<LayoutDiff::Row> &rows)
{
    QList<QStringList> table;
    for (const auto &row : rows) {
        QString change;
        if (row.changePercent)
            change = QStringLiteral("%1%2%%3").arg(
                *row.changePercent >= 0 ? QStringLiteral("+") : QString(), RecipeFormat::decimal(*row.changePercent, 2),
                row.better ? (*row.better ? QStringLiteral(" better") : QStringLiteral(" worse")) : QString());
        // Long texts (stack sources, notes) are cut for the columns; --format json has them whole.
        auto cell = [](const QString &text) { return text.size() > 48 ? text.left(47) + QStringLiteral("…") : text; };
        table.append({LayoutDiff::sectionName(row.section), row.name, cell(row.aText()), cell(row.bText()), change});
    }
    return table;
}

void printText(const LayoutDiff &diff, const QList<LayoutDiff::Row> &rows, const QList<Recipe> &recipes)
{
    out() << "A: " << recipes[0].filePath() << "\nB: " << recipes[1].filePath() << "\n";
    if (rows.isEmpty()) {
        out() << "no differences\n";
        return;
    }
    if (const auto headline = diff.headline(); !headline.isEmpty())
        out() << headline << "\n";
    out() << "\n"
          << TerminalStream::lines(TableWriter::write(
                 TableWriter::Format::Table,
                 {QStringLiteral("section"), QStringLiteral("field"), QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("change")},
                 tableCells(rows), {false, false, false, false, true}));
}

} // namespace

int DiffCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("a"), QCoreApplication::translate("CommandLine", "The first recipe."),
                                 QStringLiteral("A.yaml"));
    parser.addPositionalArgument(QStringLiteral("b"), QCoreApplication::translate("CommandLine", "The second recipe."),
                                 QStringLiteral("B.yaml"));
    const OutputFormat format({OutputFormat::Kind::Text, OutputFormat::Kind::Json},
                              QCoreApplication::translate("CommandLine", "text or json."));
    parser.addOption(format.option());
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto files = parser.positionalArguments();
    if (files.size() != 2)
        return usageError(command, QStringLiteral("give two recipe files, A and B"));
    const auto chosenFormat = format.read(parser, command);
    if (!chosenFormat)
        return 2;
    const auto recipes = readBoth(files);
    if (!recipes)
        return 2;

    const auto diff = LayoutDiff::compare(recipes->at(0), recipes->at(1));
    const auto rows = diff.differences();
    if (*chosenFormat == OutputFormat::Kind::Json)
        printJson(rows);
    else
        printText(diff, rows, *recipes);
    out().flush();
    return rows.isEmpty() ? 0 : 1;
}

} // namespace Cli
