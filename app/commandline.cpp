// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "analysis/chartdata.h"
#include "analysis/layoutdiff.h"
#include "analysis/lintconfig.h"
#include "recipe/ranking.h"
#include "analysis/recipelint.h"
#include "analysis/tablewriter.h"
#include "analysis/terminalstream.h"
#include "analysis/terminaltext.h"
#include "analysis/unifieddiff.h"
#include "itemmodels/recipetablemodel.h"
#include "recipe/bundledrecipes.h"
#include "recipe/recipebatch.h"
#include "recipe/recipecache.h"
#include "recipe/recipedocument.h"
#include "recipe/recipeedit.h"
#include "recipe/recipefile.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeformat.h"
#include "recipe/recipeloader.h"
#include "recipe/recipeschema.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <future>
#include <numeric>

namespace {

const QStringList commands = {QStringLiteral("validate"), QStringLiteral("rank"), QStringLiteral("chart"),
                              QStringLiteral("diff"),     QStringLiteral("set"),  QStringLiteral("lint")};

// Every command writes through these two: a recipe's text reaches the terminal with
// its control characters escaped, whichever command writes it (TerminalStream).
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

// "7 files checked, 0 invalid, 1 error, 2 warnings" on stderr; invalid below 0 leaves it out.
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

// Parses a command's own options; returns false (and has printed why) on a usage error.
bool parse(QCommandLineParser &parser, const QStringList &arguments, const QString &command)
{
    parser.setApplicationDescription(QCoreApplication::translate("CommandLine", "recipe-explorer %1").arg(command));
    const auto help = parser.addHelpOption();
    // Read before parsing (main installs the language); machine-readable output is the same in every language.
    parser.addOption(QCommandLineOption(QStringLiteral("lang"),
                                        QCoreApplication::translate("CommandLine", "en, de or zh_CN: the language of messages."),
                                        QStringLiteral("LANGUAGE")));
    if (!parser.parse(arguments)) {
        err() << "recipe-explorer " << command << ": " << parser.errorText() << Qt::endl
              << "Try 'recipe-explorer " << command << " --help'." << Qt::endl;
        return false;
    }
    if (parser.isSet(help)) {
        out() << TerminalStream::lines(parser.helpText());
        out().flush();
        std::exit(0);
    }
    return true;
}

// The recipe files under paths. When every file is to be read (no cache), another
// thread compiles the schema they will be checked against meanwhile, which would
// otherwise hold up the first file (with a cache it may not be needed at all), and
// the files' states, which only the cache compares, are not read.
QList<RecipeFiles::Entry> findFiles(const QStringList &paths, ProblemList &problems, bool useCache)
{
    std::future<void> schema;
    if (!useCache)
        schema = std::async(std::launch::async, [] { RecipeSchema::instance(); });
    return RecipeFiles::find(paths, &problems, useCache ? RecipeFiles::States::Read : RecipeFiles::States::Skip);
}

// The files, read again only where they changed since the cache last saw them (none
// with --no-cache); entries of files gone from these folders are dropped.
RecipeBatch loadWithCache(const QList<RecipeFiles::Entry> &files, const QStringList &paths, bool useCache)
{
    if (!useCache)
        return RecipeBatch::load(files, nullptr, RecipeBatch::Keep::Summaries);
    RecipeCache cache;
    auto batch = RecipeBatch::load(files, &cache, RecipeBatch::Keep::Summaries);
    QStringList folders;
    for (const auto &path : paths)
        if (QFileInfo(path).isDir())
            folders << QFileInfo(path).absoluteFilePath();
    cache.prune(folders, files);
    return batch;
}

// The option every loading command has.
QCommandLineOption noCacheOption()
{
    return QCommandLineOption(QStringLiteral("no-cache"),
                              QCoreApplication::translate("CommandLine", "Read every file, not what the cache kept from the last run."));
}

// The recipes under the given files and folders, or the bundled ones when none,
// named recipes/<model>/<gpu>/<name>.yaml as their header comments name them.
RecipeBatch loadPathsOrBundled(const QStringList &paths, ProblemList &problems, bool useCache)
{
    QList<RecipeFiles::Entry> files;
    if (paths.isEmpty()) {
        const auto folder = BundledRecipes::folder();
        files = findFiles({folder}, problems, useCache);
        for (auto &file : files)
            file.displayPath = QStringLiteral("recipes/") + QDir(folder).relativeFilePath(file.path);
    } else {
        files = findFiles(paths, problems, useCache);
    }
    auto batch = loadWithCache(files, paths.isEmpty() ? QStringList{BundledRecipes::folder()} : paths, useCache);
    problems += batch.problems;
    return batch;
}

// VALUE as the type the schema gives its path: the value's present type first, then
// the schema's; text that fits none stays text, and validation says what is wrong.
YamlScalar::Value typedValue(const QString &value, const YamlPath &path, const RecipeDocument::Node *node)
{
    auto types = RecipeSchema::instance().types(path);
    if (value == QLatin1String("null") && (types.contains(QLatin1String("null")) || !types.contains(QLatin1String("string"))))
        return YamlScalar::null();
    if (node && node->kind == RecipeDocument::Node::Kind::Scalar) {
        const auto present = node->value.type == YamlScalar::Type::String ? QStringLiteral("string")
            : node->value.type == YamlScalar::Type::Bool                  ? QStringLiteral("boolean")
                                                                          : QStringLiteral("number");
        if (types.removeAll(present) || present == QLatin1String("number"))
            types.prepend(present);
        if (present == QLatin1String("number") && types.removeAll(QStringLiteral("integer")))
            types.prepend(QStringLiteral("integer"));
    }
    for (const auto &type : std::as_const(types)) {
        bool ok = false;
        if (type == QLatin1String("integer")) {
            const auto whole = value.toLongLong(&ok);
            if (ok)
                return YamlScalar::integer(whole);
        } else if (type == QLatin1String("number")) {
            const auto number = value.toDouble(&ok);
            if (ok && std::isfinite(number))
                return YamlScalar::number(number);
        } else if (type == QLatin1String("boolean")) {
            if (value == QLatin1String("true") || value == QLatin1String("false"))
                return YamlScalar::boolean(value == QLatin1String("true"));
        } else if (type == QLatin1String("string")) {
            return YamlScalar::string(value);
        }
    }
    return YamlScalar::string(value);
}

} // namespace

bool CommandLine::needsGui(const QStringList &arguments)
{
    return arguments.value(1) == QLatin1String("chart");
}

namespace {

// How many letters must change, go or come to make one word of the other.
qsizetype editDistance(const QString &a, const QString &b)
{
    QList<qsizetype> row(b.size() + 1);
    std::iota(row.begin(), row.end(), 0);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        auto diagonal = row[0];
        row[0] = i;
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const auto above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

} // namespace

std::optional<int> CommandLine::refuseUnknown(const QStringList &arguments)
{
    const auto first = arguments.value(1);
    if (first.isEmpty() || first.startsWith(u'-') || commands.contains(first) || QFileInfo::exists(first))
        return std::nullopt;
    const auto nearest = *std::min_element(commands.cbegin(), commands.cend(), [&first](const QString &a, const QString &b) {
        return editDistance(first, a) < editDistance(first, b);
    });
    err() << "no such file or command: " << first << "\n";
    if (editDistance(first, nearest) <= 2)
        err() << "did you mean: recipe-explorer " << nearest << "?\n";
    else
        err() << "the commands: " << commands.join(QStringLiteral(", ")) << "\n";
    return 2;
}

bool CommandLine::isCommand(const QStringList &arguments)
{
    return arguments.size() > 1 && commands.contains(arguments.at(1));
}

int CommandLine::run(const QStringList &arguments, const ChartWriter &writeChart)
{
    const auto command = arguments.value(1);
    auto rest = arguments;
    rest.removeAt(1);
    rest[0] = rest[0] + u' ' + command;
    if (command == QLatin1String("validate"))
        return validate(rest);
    if (command == QLatin1String("rank"))
        return rank(rest);
    if (command == QLatin1String("chart"))
        return chart(rest, writeChart);
    if (command == QLatin1String("diff"))
        return diff(rest);
    if (command == QLatin1String("set"))
        return set(rest);
    if (command == QLatin1String("lint"))
        return lint(rest);
    return usage();
}

int CommandLine::usage()
{
    err() << "usage: recipe-explorer [validate|rank|chart|diff|set|lint] ..." << Qt::endl;
    return 2;
}

int CommandLine::validate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QCoreApplication::translate("CommandLine", "Recipe files or folders (searched recursively)."),
                                 QStringLiteral("PATH..."));
    const auto noCache = noCacheOption();
    parser.addOption(noCache);
    if (!parse(parser, arguments, QStringLiteral("validate")))
        return 2;
    const auto paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        err() << "recipe-explorer validate: give at least one recipe file or folder" << Qt::endl;
        return 2;
    }
    ProblemList problems;
    const bool useCache = !parser.isSet(noCache);
    const auto files = findFiles(paths, problems, useCache);
    const auto batch = loadWithCache(files, paths, useCache);
    problems += batch.problems;
    for (const auto &problem : problems)
        out() << problem.toString() << Qt::endl;
    printSummary(files.size(), batch.invalidFiles, problems);
    return hasErrors(problems) ? 1 : 0;
}

int CommandLine::rank(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QCoreApplication::translate("CommandLine", "Recipe files or folders; the bundled recipes when none."),
                                 QStringLiteral("[PATH...]"));
    const QCommandLineOption model(QStringLiteral("model"), QCoreApplication::translate("CommandLine", "Only this model."),
                                   QStringLiteral("NAME"));
    const QCommandLineOption gpu(QStringLiteral("gpu"), QCoreApplication::translate("CommandLine", "Only this GPU type."),
                                 QStringLiteral("TYPE"));
    const QCommandLineOption format(QStringLiteral("format"), QCoreApplication::translate("CommandLine", "table, csv, json or markdown."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    const auto noCache = noCacheOption();
    parser.addOptions({model, gpu, format, noCache});
    if (!parse(parser, arguments, QStringLiteral("rank")))
        return 2;
    const auto formatName = parser.value(format);
    if (!QStringList{QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json"), QStringLiteral("markdown")}.contains(
            formatName)) {
        err() << "recipe-explorer rank: unknown format '" << formatName << "' (table, csv, json or markdown)" << Qt::endl;
        return 2;
    }

    ProblemList problems;
    const auto batch = loadPathsOrBundled(parser.positionalArguments(), problems, !parser.isSet(noCache));
    printProblems(problems);

    // The window's table, in the columns and keys rank has always written.
    RecipeTableModel table;
    table.setRanking(Ranking::rank(batch.recipes, {parser.value(model), parser.value(gpu)}));
    QList<int> rows(table.rowCount());
    std::iota(rows.begin(), rows.end(), 0);
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
    const auto tableFormat = formatName == QLatin1String("json") ? TableWriter::Format::Json
        : formatName == QLatin1String("csv")                     ? TableWriter::Format::Csv
        : formatName == QLatin1String("markdown")                ? TableWriter::Format::Markdown
                                                                 : TableWriter::Format::Table;
    const int cellRole = tableFormat == TableWriter::Format::Json ? RecipeTableModel::ValueRole
        : tableFormat == TableWriter::Format::Csv                 ? RecipeTableModel::PlainTextRole
                                                                  : RecipeTableModel::RecordedTextRole;
    // CSV comes a row at a time, each a line; a table or Markdown comes laid out, its cells
    // escaped by the table writer; JSON has its strings escaped.
    const bool csv = tableFormat == TableWriter::Format::Csv;
    TableWriter::writeModel(
        [csv](const QString &piece) {
            if (csv)
                out() << TerminalStream::line(piece);
            else
                out() << TerminalStream::lines(piece);
        },
        tableFormat, &table, rows, columns, cellRole, RecipeTableModel::ColumnKeyRole);
    out().flush();
    return batch.invalidFiles > 0 || hasErrors(problems) ? 1 : 0;
}

int CommandLine::chart(const QStringList &arguments, const ChartWriter &writeChart)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QCoreApplication::translate("CommandLine", "Recipe files or folders; the bundled recipes when none."),
                                 QStringLiteral("[PATH...]"));
    const QCommandLineOption metric(QStringLiteral("metric"),
                                    QCoreApplication::translate("CommandLine", "throughput, cost, tradeoff or mfu."),
                                    QStringLiteral("METRIC"));
    const QCommandLineOption model(QStringLiteral("model"), QCoreApplication::translate("CommandLine", "Only this model (repeatable)."),
                                   QStringLiteral("NAME"));
    const QCommandLineOption gpu(QStringLiteral("gpu"), QCoreApplication::translate("CommandLine", "Only this GPU type (repeatable)."),
                                 QStringLiteral("TYPE"));
    const QCommandLineOption price(QStringLiteral("price"),
                                   QCoreApplication::translate("CommandLine",
                                                               "Your price per GPU-hour, e.g. H200=5 (repeatable); "
                                                               "costs are then also recomputed."),
                                   QStringLiteral("GPU=USD"));
    const QCommandLineOption cost(QStringLiteral("cost"),
                                  QCoreApplication::translate("CommandLine",
                                                              "recorded, recomputed or both (default: recorded, "
                                                              "both with --price)."),
                                  QStringLiteral("BASIS"));
    const QCommandLineOption every(QStringLiteral("every"),
                                   QCoreApplication::translate("CommandLine", "Every recipe, not only the best per GPU type."));
    const QCommandLineOption output(QStringLiteral("output"), QCoreApplication::translate("CommandLine", "FILE.png, .svg or .pdf."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"), QCoreApplication::translate("CommandLine", "Size in pixels (default 1600x900)."),
                                  QStringLiteral("WxH"), QStringLiteral("1600x900"));
    const QCommandLineOption scale(QStringLiteral("scale"), QCoreApplication::translate("CommandLine", "PNG pixel scale (default 1)."),
                                   QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption theme(QStringLiteral("theme"), QCoreApplication::translate("CommandLine", "light or dark (default light)."),
                                   QStringLiteral("THEME"), QStringLiteral("light"));
    const QCommandLineOption logScale(QStringLiteral("log"), QCoreApplication::translate("CommandLine", "Logarithmic value axis."));
    parser.addOptions({metric, model, gpu, price, cost, every, output, size, scale, theme, logScale});
    if (!parse(parser, arguments, QStringLiteral("chart")))
        return 2;

    auto usageError = [](const QString &message) {
        err() << "recipe-explorer chart: " << message << Qt::endl;
        return 2;
    };
    ChartData::Options options;
    const auto chosenMetric = ChartData::metricFromName(parser.value(metric));
    if (!chosenMetric)
        return usageError(parser.isSet(metric)
                              ? QStringLiteral("unknown metric '%1' (throughput, cost, tradeoff or mfu)").arg(parser.value(metric))
                              : QStringLiteral("give --metric throughput, cost, tradeoff or mfu"));
    options.metric = *chosenMetric;
    if (!parser.isSet(output))
        return usageError(QStringLiteral("give --output FILE.png, FILE.svg or FILE.pdf"));
    const auto outputPath = parser.value(output);
    const auto suffix = QFileInfo(outputPath).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return usageError(QStringLiteral("cannot write '%1': the file name must end in .png, .svg or .pdf").arg(outputPath));
    static const QRegularExpression sizePattern(QStringLiteral("^([1-9][0-9]{1,4})x([1-9][0-9]{1,4})$"));
    const auto sizeMatch = sizePattern.match(parser.value(size));
    if (!sizeMatch.hasMatch())
        return usageError(QStringLiteral("bad --size '%1' (WIDTHxHEIGHT in pixels, e.g. 1600x900)").arg(parser.value(size)));
    const QSize pixels(sizeMatch.captured(1).toInt(), sizeMatch.captured(2).toInt());
    if (pixels.width() > 20000 || pixels.height() > 20000 || pixels.width() < 200 || pixels.height() < 150)
        return usageError(QStringLiteral("--size %1 is outside 200x150 to 20000x20000").arg(parser.value(size)));
    bool scaleOk = false;
    const double pixelScale = parser.value(scale).toDouble(&scaleOk);
    if (!scaleOk || pixelScale <= 0 || pixelScale > 8)
        return usageError(QStringLiteral("bad --scale '%1' (a number above 0, at most 8)").arg(parser.value(scale)));
    const auto themeName = parser.value(theme);
    if (themeName != QLatin1String("light") && themeName != QLatin1String("dark"))
        return usageError(QStringLiteral("unknown theme '%1' (light or dark)").arg(themeName));
    for (const auto &entry : parser.values(price)) {
        const auto parts = entry.split(u'=');
        bool ok = false;
        const double usd = parts.value(1).toDouble(&ok);
        if (parts.size() != 2 || parts.first().isEmpty() || !ok || usd <= 0)
            return usageError(QStringLiteral("bad --price '%1' (GPU=USD per GPU-hour, e.g. H200=5)").arg(entry));
        options.prices.setPrice(parts.first(), usd);
    }
    const auto basis = parser.value(cost);
    if (basis.isEmpty())
        options.cost = parser.isSet(price) ? ChartData::CostBasis::Both : ChartData::CostBasis::Recorded;
    else if (basis == QLatin1String("recorded"))
        options.cost = ChartData::CostBasis::Recorded;
    else if (basis == QLatin1String("recomputed"))
        options.cost = ChartData::CostBasis::Recomputed;
    else if (basis == QLatin1String("both"))
        options.cost = ChartData::CostBasis::Both;
    else
        return usageError(QStringLiteral("unknown --cost '%1' (recorded, recomputed or both)").arg(basis));
    options.models = parser.values(model);
    options.gpuTypes = parser.values(gpu);
    options.selection = parser.isSet(every) ? ChartData::Selection::EveryRecipe : ChartData::Selection::BestPerGpu;

    ProblemList problems;
    const auto batch = loadPathsOrBundled(parser.positionalArguments(), problems, false);
    printProblems(problems);
    const auto chartData = ChartData::build(batch.recipes + RecipeLoader::bundledListingsFor(batch.recipes), options);
    if (chartData.isEmpty()) {
        err() << "recipe-explorer chart: no recipe matches the chosen models and GPU types" << Qt::endl;
        return 1;
    }

    if (!writeChart) {
        err() << "recipe-explorer chart: this program cannot draw; run recipe-explorer itself" << Qt::endl;
        return 1;
    }
    QString error;
    if (!writeChart(chartData, {outputPath, pixels, pixelScale, themeName == QLatin1String("dark"), parser.isSet(logScale)}, &error)) {
        err() << "recipe-explorer chart: " << error << Qt::endl;
        return 1;
    }
    err() << "wrote " << outputPath << " (" << pixels.width() << "x" << pixels.height() << ", " << chartData.bars.size()
          << (chartData.bars.size() == 1 ? QStringLiteral(" bar, ") : QStringLiteral(" bars, ")) << chartData.points.size()
          << (chartData.points.size() == 1 ? QStringLiteral(" point)") : QStringLiteral(" points)")) << Qt::endl;
    return batch.invalidFiles > 0 ? 1 : 0;
}

int CommandLine::diff(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("a"), QCoreApplication::translate("CommandLine", "The first recipe."),
                                 QStringLiteral("A.yaml"));
    parser.addPositionalArgument(QStringLiteral("b"), QCoreApplication::translate("CommandLine", "The second recipe."),
                                 QStringLiteral("B.yaml"));
    const QCommandLineOption format(QStringLiteral("format"), QCoreApplication::translate("CommandLine", "text or json."),
                                    QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOption(format);
    if (!parse(parser, arguments, QStringLiteral("diff")))
        return 2;
    const auto files = parser.positionalArguments();
    if (files.size() != 2) {
        err() << "recipe-explorer diff: give two recipe files, A and B" << Qt::endl;
        return 2;
    }
    const auto formatName = parser.value(format);
    if (formatName != QLatin1String("text") && formatName != QLatin1String("json")) {
        err() << "recipe-explorer diff: unknown format '" << formatName << "' (text or json)" << Qt::endl;
        return 2;
    }
    QList<Recipe> recipes;
    for (const auto &file : files) {
        const auto result = RecipeLoader::loadFile(file);
        printProblems(result.problems);
        if (!result.recipe)
            return 2;
        recipes << *result.recipe;
    }
    const auto diff = LayoutDiff::compare(recipes[0], recipes[1]);
    const auto rows = diff.differences();

    if (formatName == QLatin1String("json")) {
        QJsonObject object;
        for (const auto section : {LayoutDiff::Section::Layout, LayoutDiff::Section::Result, LayoutDiff::Section::Flags,
                                   LayoutDiff::Section::Env, LayoutDiff::Section::Stack}) {
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
            object.insert(LayoutDiff::sectionName(section), array);
        }
        out() << TerminalStream::lines(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)));
    } else {
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
        out() << "A: " << recipes[0].filePath() << "\nB: " << recipes[1].filePath() << "\n";
        if (rows.isEmpty()) {
            out() << "no differences\n";
        } else {
            if (const auto headline = diff.headline(); !headline.isEmpty())
                out() << headline << "\n";
            out() << "\n"
                  << TerminalStream::lines(TableWriter::write(TableWriter::Format::Table,
                                                              {QStringLiteral("section"), QStringLiteral("field"), QStringLiteral("A"),
                                                               QStringLiteral("B"), QStringLiteral("change")},
                                                              table, {false, false, false, false, true}));
        }
    }
    out().flush();
    return rows.isEmpty() ? 0 : 1;
}

int CommandLine::set(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), QCoreApplication::translate("CommandLine", "The recipe to edit."),
                                 QStringLiteral("FILE"));
    parser.addPositionalArgument(QStringLiteral("assignments"),
                                 QCoreApplication::translate("CommandLine",
                                                             "PATH=VALUE, read as the type the schema gives PATH; "
                                                             "PATH=@FILE reads a text block from FILE; PATH=null writes null."),
                                 QStringLiteral("PATH=VALUE..."));
    const QCommandLineOption remove(QStringLiteral("delete"),
                                    QCoreApplication::translate("CommandLine", "Remove this key or list item (repeatable)."),
                                    QStringLiteral("PATH"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    QCoreApplication::translate("CommandLine", "Write nothing; print the change as a unified diff."));
    const QCommandLineOption allowInvalid(
        QStringLiteral("allow-invalid"),
        QCoreApplication::translate("CommandLine", "Write the result even if it does not validate (a draft)."));
    const QCommandLineOption force(QStringLiteral("force"),
                                   QCoreApplication::translate("CommandLine", "Write even if the file changed on disk meanwhile."));
    parser.addOptions({remove, dryRun, allowInvalid, force});
    if (!parse(parser, arguments, QStringLiteral("set")))
        return 2;
    auto usageError = [](const QString &message) {
        err() << "recipe-explorer set: " << message << Qt::endl;
        return 2;
    };
    const auto positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(QStringLiteral("give a recipe file and PATH=VALUE..."));
    if (positional.size() < 2 && parser.values(remove).isEmpty())
        return usageError(QStringLiteral("give at least one PATH=VALUE or --delete PATH"));
    const auto fileName = positional.first();
    QString error;
    auto file = RecipeFile::open(fileName, &error);
    if (!file)
        return usageError(error);

    // Every change, one after another on the document: all or nothing.
    auto document = file->document();
    auto apply = [&](const RecipeEdit &edit) {
        const auto result = edit.applyTo(document);
        if (!result.ok) {
            err() << fileName << ": not changed: " << result.error << Qt::endl;
            return false;
        }
        document = *result.document;
        return true;
    };
    for (const auto &assignment : positional.mid(1)) {
        const auto equals = assignment.indexOf(u'=');
        if (equals <= 0)
            return usageError(QStringLiteral("'%1' is not PATH=VALUE").arg(assignment));
        const auto path = YamlPath::parse(assignment.left(equals), &error);
        if (!path)
            return usageError(error);
        const auto *node = document.find(*path);
        if (!node && RecipeSchema::instance().types(*path).isEmpty())
            return usageError(QStringLiteral("unknown path '%1': the recipe schema has no such field").arg(path->toString()));
        auto value = assignment.mid(equals + 1);
        std::optional<RecipeEdit> edit;
        if (value.startsWith(u'@')) {
            QFile text(value.mid(1));
            if (!text.open(QIODevice::ReadOnly))
                return usageError(QStringLiteral("cannot read %1: %2").arg(value.mid(1), text.errorString()));
            const auto content = QString::fromUtf8(text.readAll());
            const bool block = node && (node->style == YamlScalar::Style::Literal || node->style == YamlScalar::Style::Folded);
            edit = block ? RecipeEdit::setBlock(*path, content)
                : node   ? RecipeEdit::set(*path, YamlScalar::string(content))
                         : RecipeEdit::insert(*path, YamlTree::of(YamlScalar::string(content)));
        } else {
            const auto typed = typedValue(value, *path, node);
            edit = node ? RecipeEdit::set(*path, typed) : RecipeEdit::insert(*path, YamlTree::of(typed));
        }
        if (!apply(*edit))
            return 1;
    }
    for (const auto &text : parser.values(remove)) {
        const auto path = YamlPath::parse(text, &error);
        if (!path)
            return usageError(error);
        if (!document.find(*path))
            return usageError(QStringLiteral("unknown path '%1': the recipe has no such value").arg(path->toString()));
        if (!apply(RecipeEdit::remove(*path)))
            return 1;
    }

    // The result must still be a valid recipe, unless a draft is wanted.
    const auto checked = RecipeLoader::loadBytes(document.bytes(), fileName);
    printProblems(checked.problems);
    const bool invalid = hasErrors(checked.problems);
    if (invalid && !parser.isSet(allowInvalid)) {
        err() << fileName << ": not written: the result does not validate (--allow-invalid writes it as a draft)" << Qt::endl;
        return 1;
    }
    if (parser.isSet(dryRun)) {
        out() << TerminalStream::lines(QString::fromUtf8(UnifiedDiff::compare(file->savedBytes(), document.bytes(),
                                                                              QStringLiteral("a/") + TerminalText::escaped(fileName),
                                                                              QStringLiteral("b/") + TerminalText::escaped(fileName))));
        out().flush();
        return 0;
    }
    file->setDocument(document);
    if (!file->save(parser.isSet(force), &error)) {
        err() << "recipe-explorer set: " << error << Qt::endl;
        return 1;
    }
    return 0;
}

int CommandLine::lint(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QCoreApplication::translate("CommandLine", "Recipe files or folders (searched recursively)."),
                                 QStringLiteral("PATH..."));
    const QCommandLineOption format(QStringLiteral("format"), QCoreApplication::translate("CommandLine", "text or json."),
                                    QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption list(QStringLiteral("list"), QCoreApplication::translate("CommandLine", "List the checks and quit."));
    parser.addOptions({format, list});
    if (!parse(parser, arguments, QStringLiteral("lint")))
        return 2;
    if (parser.isSet(list)) {
        for (const auto &check : RecipeLint::checks())
            out() << check.id
                  << (check.severity == Problem::Severity::Error ? QStringLiteral("  error    ") : QStringLiteral("  warning  "))
                  << check.summary << Qt::endl;
        return 0;
    }
    const auto formatName = parser.value(format);
    if (formatName != QLatin1String("text") && formatName != QLatin1String("json")) {
        err() << "recipe-explorer lint: unknown format '" << formatName << "' (text or json)" << Qt::endl;
        return 2;
    }
    const auto paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        err() << "recipe-explorer lint: give at least one recipe file or folder" << Qt::endl;
        return 2;
    }
    ProblemList problems;
    const auto files = findFiles(paths, problems, false);
    const auto batch = RecipeBatch::load(files);
    problems += batch.problems;
    // One config a folder, read once; a config that does not read, reported once.
    QHash<QString, LintConfig> configs;
    QSet<QString> badConfigs;
    for (const auto &recipe : batch.recipes) {
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
    if (formatName == QLatin1String("json")) {
        QJsonArray array;
        static const QRegularExpression id(QStringLiteral(" \\[([a-z0-9-]+)\\]$"));
        for (const auto &problem : problems) {
            const auto m = id.match(problem.message);
            QJsonObject entry;
            entry.insert(QStringLiteral("file"), problem.file);
            entry.insert(QStringLiteral("line"), problem.line);
            entry.insert(QStringLiteral("column"), problem.column);
            entry.insert(QStringLiteral("severity"), problem.isError() ? QStringLiteral("error") : QStringLiteral("warning"));
            entry.insert(QStringLiteral("check"), m.hasMatch() ? m.captured(1) : QString());
            entry.insert(QStringLiteral("message"), m.hasMatch() ? problem.message.left(m.capturedStart()) : problem.message);
            array.append(entry);
        }
        out() << TerminalStream::lines(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
    } else {
        for (const auto &problem : problems)
            out() << problem.toString() << Qt::endl;
    }
    out().flush();
    printSummary(files.size(), -1, problems);
    return hasErrors(problems) ? 1 : 0;
}
