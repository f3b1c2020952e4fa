#include "commandline.h"

#include "bundledrecipes.h"
#include "ranking.h"
#include "recipebatch.h"
#include "recipefiles.h"
#include "recipeformat.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace {

const QStringList commands = {QStringLiteral("validate"), QStringLiteral("rank")};

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

void printProblems(const ProblemList &problems)
{
    for (const auto &problem : problems)
        err() << problem.toString() << Qt::endl;
}

// Parses a command's own options; returns false (and has printed why) on a usage error.
bool parse(QCommandLineParser &parser, const QStringList &arguments, const QString &command)
{
    parser.setApplicationDescription(QCoreApplication::translate("CommandLine", "recipe-explorer %1").arg(command));
    const auto help = parser.addHelpOption();
    if (!parser.parse(arguments)) {
        err() << "recipe-explorer " << command << ": " << parser.errorText() << Qt::endl
              << "Try 'recipe-explorer " << command << " --help'." << Qt::endl;
        return false;
    }
    if (parser.isSet(help)) {
        out() << parser.helpText();
        out().flush();
        std::exit(0);
    }
    return true;
}

} // namespace

bool CommandLine::isCommand(const QStringList &arguments)
{
    return arguments.size() > 1 && commands.contains(arguments.at(1));
}

int CommandLine::run(const QStringList &arguments)
{
    const auto command = arguments.value(1);
    auto rest = arguments;
    rest.removeAt(1);
    rest[0] = rest[0] + u' ' + command;
    if (command == QLatin1String("validate"))
        return validate(rest);
    if (command == QLatin1String("rank"))
        return rank(rest);
    return usage();
}

int CommandLine::usage()
{
    err() << "usage: recipe-explorer [validate|rank] ..." << Qt::endl;
    return 2;
}

int CommandLine::validate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QCoreApplication::translate("CommandLine", "Recipe files or folders (searched recursively)."),
                                 QStringLiteral("PATH..."));
    if (!parse(parser, arguments, QStringLiteral("validate")))
        return 2;
    const auto paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        err() << "recipe-explorer validate: give at least one recipe file or folder" << Qt::endl;
        return 2;
    }
    ProblemList problems;
    const auto files = RecipeFiles::find(paths, &problems);
    const auto batch = RecipeBatch::load(files);
    problems += batch.problems;
    for (const auto &problem : problems)
        out() << problem.toString() << Qt::endl;
    const auto errors = std::count_if(problems.cbegin(), problems.cend(), [](const Problem &p) { return p.isError(); });
    err() << files.size() << (files.size() == 1 ? " file" : " files") << " checked, " << batch.invalidFiles
          << " invalid, " << errors << (errors == 1 ? " error, " : " errors, ") << problems.size() - errors
          << (problems.size() - errors == 1 ? " warning" : " warnings") << Qt::endl;
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
    const QCommandLineOption format(QStringLiteral("format"),
                                    QCoreApplication::translate("CommandLine", "table, csv, json or markdown."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    parser.addOptions({model, gpu, format});
    if (!parse(parser, arguments, QStringLiteral("rank")))
        return 2;
    const auto formatName = parser.value(format);
    if (!QStringList{QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json"), QStringLiteral("markdown")}
             .contains(formatName)) {
        err() << "recipe-explorer rank: unknown format '" << formatName << "' (table, csv, json or markdown)" << Qt::endl;
        return 2;
    }

    auto paths = parser.positionalArguments();
    QList<RecipeFiles::Entry> files;
    ProblemList problems;
    if (paths.isEmpty()) {
        // Name bundled files as recipes/<model>/<gpu>/<name>.yaml, as their header comments do.
        const auto folder = BundledRecipes::folder();
        files = RecipeFiles::find({folder}, &problems);
        for (auto &file : files)
            file.displayPath = QStringLiteral("recipes/") + QDir(folder).relativeFilePath(file.path);
    } else {
        files = RecipeFiles::find(paths, &problems);
    }
    const auto batch = RecipeBatch::load(files);
    problems += batch.problems;
    printProblems(problems);

    const auto ranked = Ranking::rank(batch.recipes, {parser.value(model), parser.value(gpu)});

    if (formatName == QLatin1String("json")) {
        QJsonArray array;
        for (const auto &[rank, recipe] : ranked) {
            QJsonObject object;
            object.insert(QStringLiteral("rank"), rank);
            object.insert(QStringLiteral("model"), recipe.model());
            object.insert(QStringLiteral("gpu"), recipe.gpuType());
            object.insert(QStringLiteral("gpus"), recipe.gpuCount());
            object.insert(QStringLiteral("tokens_per_s_per_gpu"), recipe.tokensPerSecondPerGpu());
            object.insert(QStringLiteral("usd_per_million_tokens"),
                          recipe.usdPerMillionTokens() ? QJsonValue(*recipe.usdPerMillionTokens()) : QJsonValue());
            object.insert(QStringLiteral("mfu"), recipe.mfu() ? QJsonValue(*recipe.mfu()) : QJsonValue());
            object.insert(QStringLiteral("layout"), recipe.layoutLabel());
            object.insert(QStringLiteral("measured"), recipe.result().measured);
            object.insert(QStringLiteral("author"), recipe.author().name);
            object.insert(QStringLiteral("file"), recipe.filePath());
            array.append(object);
        }
        out() << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    } else {
        const QStringList headers = {QStringLiteral("rank"), QStringLiteral("model"), QStringLiteral("gpu"),
                                     QStringLiteral("gpus"), QStringLiteral("tokens_per_s_per_gpu"),
                                     QStringLiteral("usd_per_million_tokens"), QStringLiteral("mfu"),
                                     QStringLiteral("layout"), QStringLiteral("measured"), QStringLiteral("author"),
                                     QStringLiteral("file")};
        const bool machine = formatName == QLatin1String("csv");
        QList<QStringList> rows;
        for (const auto &[rank, recipe] : ranked) {
            const auto usd = recipe.usdPerMillionTokens();
            const auto mfu = recipe.mfu();
            rows.append({machine ? QString::number(rank) : u'#' + QString::number(rank), recipe.model(),
                         recipe.gpuType(), QString::number(recipe.gpuCount()),
                         machine ? RecipeFormat::plain(recipe.tokensPerSecondPerGpu())
                                 : RecipeFormat::tokensPerSecond(recipe.tokensPerSecondPerGpu()),
                         machine ? (usd ? RecipeFormat::plain(*usd) : QString()) : RecipeFormat::usd(usd),
                         machine ? (mfu ? RecipeFormat::plain(*mfu) : QString()) : RecipeFormat::fractionPercent(mfu),
                         recipe.layoutLabel(), recipe.result().measured, recipe.author().name, recipe.filePath()});
        }
        const auto tableFormat = machine ? TableWriter::Format::Csv
            : formatName == QLatin1String("markdown") ? TableWriter::Format::Markdown
                                                       : TableWriter::Format::Table;
        const QList<bool> right = {true, false, false, true, true, true, true};
        out() << TableWriter::write(tableFormat, headers, rows, right);
    }
    out().flush();
    return batch.invalidFiles > 0 || hasErrors(problems) ? 1 : 0;
}
