// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/chartcommand.h"

#include "analysis/terminalstream.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/planrequest.h"
#include "cli/recipeinput.h"
#include "recipe/recipeloader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace Cli {

namespace {

const auto command = QStringLiteral("chart");

// The command's options, in the order its help lists them.
struct ChartOptions
{
    QCommandLineOption metric{
        QStringLiteral("metric"),
        QCoreApplication::translate(
            "CommandLine",
            "throughput, cost, tradeoff, mfu, plan (cost against time to train, with --tokens) or scaling (one model across GPU counts)."),
        QStringLiteral("METRIC")};
    QCommandLineOption model{QStringLiteral("model"), QCoreApplication::translate("CommandLine", "Only this model (repeatable)."),
                             QStringLiteral("NAME")};
    QCommandLineOption gpu{QStringLiteral("gpu"), QCoreApplication::translate("CommandLine", "Only this GPU type (repeatable)."),
                           QStringLiteral("TYPE")};
    QCommandLineOption price{QStringLiteral("price"),
                             QCoreApplication::translate("CommandLine",
                                                         "Your price per GPU-hour, e.g. H200=5 (repeatable); "
                                                         "costs are then also recomputed."),
                             QStringLiteral("GPU=USD")};
    QCommandLineOption cost{QStringLiteral("cost"),
                            QCoreApplication::translate("CommandLine",
                                                        "recorded, recomputed or both (default: recorded, "
                                                        "both with --price)."),
                            QStringLiteral("BASIS")};
    QCommandLineOption every{QStringLiteral("every"),
                             QCoreApplication::translate("CommandLine", "Every recipe, not only the best per GPU type.")};
    QCommandLineOption output{QStringLiteral("output"), QCoreApplication::translate("CommandLine", "FILE.png, .svg or .pdf."),
                              QStringLiteral("FILE")};
    QCommandLineOption size{QStringLiteral("size"), QCoreApplication::translate("CommandLine", "Size in pixels (default 1600x900)."),
                            QStringLiteral("WxH"), QStringLiteral("1600x900")};
    QCommandLineOption scale{QStringLiteral("scale"), QCoreApplication::translate("CommandLine", "PNG pixel scale (default 1)."),
                             QStringLiteral("N"), QStringLiteral("1")};
    QCommandLineOption theme{QStringLiteral("theme"), QCoreApplication::translate("CommandLine", "light or dark (default light)."),
                             QStringLiteral("THEME"), QStringLiteral("light")};
    QCommandLineOption logScale{QStringLiteral("log"), QCoreApplication::translate("CommandLine", "Logarithmic value axis.")};

    PlanRequest plan; // --metric plan: the run planned

    void addTo(QCommandLineParser &parser) const
    {
        addPathsArgument(parser, RecipePaths::BundledWhenNone);
        parser.addOptions({metric, model, gpu, price, cost, every, output, size, scale, theme, logScale});
        parser.addOptions(plan.runOptions());
    }
};

// What the options ask to draw, and into which file.
struct ChartRequest
{
    ChartData::Options chart;
    ChartCommand::Image image;
};

// Each reader below fills its part of the request from the parsed options and returns
// the usage error's message, empty when the options are fine.

QString readMetric(const QCommandLineParser &parser, const ChartOptions &options, ChartData::Options *chart)
{
    const auto metric = ChartData::metricFromName(parser.value(options.metric));
    if (!metric)
        return parser.isSet(options.metric)
            ? QStringLiteral("unknown metric '%1' (throughput, cost, tradeoff, mfu, plan or scaling)").arg(parser.value(options.metric))
            : QStringLiteral("give --metric throughput, cost, tradeoff, mfu, plan or scaling");
    chart->metric = *metric;
    return {};
}

QString readOutput(const QCommandLineParser &parser, const ChartOptions &options, ChartCommand::Image *image)
{
    if (!parser.isSet(options.output))
        return QStringLiteral("give --output FILE.png, FILE.svg or FILE.pdf");
    image->path = parser.value(options.output);
    const auto suffix = QFileInfo(image->path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return QStringLiteral("cannot write '%1': the file name must end in .png, .svg or .pdf").arg(image->path);
    return {};
}

QString readLook(const QCommandLineParser &parser, const ChartOptions &options, ChartCommand::Image *image)
{
    const auto size = parser.value(options.size);
    static const QRegularExpression sizePattern(QStringLiteral("^([1-9][0-9]{1,4})x([1-9][0-9]{1,4})$"));
    const auto sizeMatch = sizePattern.match(size);
    if (!sizeMatch.hasMatch())
        return QStringLiteral("bad --size '%1' (WIDTHxHEIGHT in pixels, e.g. 1600x900)").arg(size);
    image->pixels = QSize(sizeMatch.captured(1).toInt(), sizeMatch.captured(2).toInt());
    if (image->pixels.width() > 20000 || image->pixels.height() > 20000 || image->pixels.width() < 200 || image->pixels.height() < 150)
        return QStringLiteral("--size %1 is outside 200x150 to 20000x20000").arg(size);
    bool scaleOk = false;
    image->pixelScale = parser.value(options.scale).toDouble(&scaleOk);
    if (!scaleOk || image->pixelScale <= 0 || image->pixelScale > 8)
        return QStringLiteral("bad --scale '%1' (a number above 0, at most 8)").arg(parser.value(options.scale));
    const auto theme = parser.value(options.theme);
    if (theme != QLatin1String("light") && theme != QLatin1String("dark"))
        return QStringLiteral("unknown theme '%1' (light or dark)").arg(theme);
    image->dark = theme == QLatin1String("dark");
    image->logScale = parser.isSet(options.logScale);
    return {};
}

QString readCosts(const QCommandLineParser &parser, const ChartOptions &options, ChartData::Options *chart)
{
    for (const auto &entry : parser.values(options.price)) {
        const auto parts = entry.split(u'=');
        bool ok = false;
        const double usd = parts.value(1).toDouble(&ok);
        if (parts.size() != 2 || parts.first().isEmpty() || !ok || usd <= 0)
            return QStringLiteral("bad --price '%1' (GPU=USD per GPU-hour, e.g. H200=5)").arg(entry);
        chart->prices.setPrice(parts.first(), usd);
    }
    const auto basis = parser.value(options.cost);
    if (basis.isEmpty())
        chart->cost = parser.isSet(options.price) ? ChartData::CostBasis::Both : ChartData::CostBasis::Recorded;
    else if (basis == QLatin1String("recorded"))
        chart->cost = ChartData::CostBasis::Recorded;
    else if (basis == QLatin1String("recomputed"))
        chart->cost = ChartData::CostBasis::Recomputed;
    else if (basis == QLatin1String("both"))
        chart->cost = ChartData::CostBasis::Both;
    else
        return QStringLiteral("unknown --cost '%1' (recorded, recomputed or both)").arg(basis);
    return {};
}

// The run a plan chart charts, at the prices it names; other charts take no plan.
QString readPlan(const QCommandLineParser &parser, ChartOptions &options, ChartData::Options *chart)
{
    // Options that do not go with the chart asked for are refused, never silently dropped.
    const auto planOptions = options.plan.runOptions();
    const bool planned = std::any_of(planOptions.cbegin(), planOptions.cend(), [&parser](const auto &o) { return parser.isSet(o); });
    if (chart->metric != ChartData::Metric::PlanCost) {
        return planned ? QStringLiteral("--tokens, --days, --budget, --gpus and --prices go with --metric plan") : QString();
    }
    if (parser.isSet(options.price) || parser.isSet(options.cost))
        return QStringLiteral("--price and --cost do not go with --metric plan: its costs are at --prices (default, saved or a CSV file)");
    if (const auto error = options.plan.read(parser); !error.isEmpty())
        return error;
    chart->plan = {options.plan.plan(), options.plan.prices()};
    return {};
}

// The whole request, read in the order the options' errors have always been reported.
QString readRequest(const QCommandLineParser &parser, ChartOptions &options, ChartRequest *request)
{
    auto error = readMetric(parser, options, &request->chart);
    if (error.isEmpty())
        error = readOutput(parser, options, &request->image);
    if (error.isEmpty())
        error = readLook(parser, options, &request->image);
    if (error.isEmpty())
        error = readCosts(parser, options, &request->chart);
    if (error.isEmpty())
        error = readPlan(parser, options, &request->chart);
    if (!error.isEmpty())
        return error;
    request->chart.models = parser.values(options.model);
    request->chart.gpuTypes = parser.values(options.gpu);
    request->chart.selection = parser.isSet(options.every) ? ChartData::Selection::EveryRecipe : ChartData::Selection::BestPerGpu;
    return {};
}

// Draws the chart and says so on stderr; false (and printed why) when it cannot.
bool draw(const ChartData::Chart &chart, const ChartCommand::Image &image, const ChartCommand::Writer &writeChart)
{
    if (!writeChart) {
        failure(command, QStringLiteral("this program cannot draw; run recipe-explorer itself"));
        return false;
    }
    QString error;
    if (!writeChart(chart, image, &error)) {
        failure(command, error);
        return false;
    }
    err() << "wrote " << image.path << " (" << image.pixels.width() << "x" << image.pixels.height() << ", " << chart.bars.size()
          << (chart.bars.size() == 1 ? QStringLiteral(" bar, ") : QStringLiteral(" bars, ")) << chart.points.size()
          << (chart.points.size() == 1 ? QStringLiteral(" point)") : QStringLiteral(" points)")) << Qt::endl;
    return true;
}

} // namespace

int ChartCommand::run(const QStringList &arguments, const Writer &writeChart)
{
    QCommandLineParser parser;
    ChartOptions options;
    options.addTo(parser);
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    ChartRequest request;
    if (const auto error = readRequest(parser, options, &request); !error.isEmpty())
        return usageError(command, error);

    ProblemList problems;
    const auto batch = loadPathsOrBundled(parser.positionalArguments(), problems, false);
    printProblems(problems);
    const auto chart = ChartData::build(batch.recipes + RecipeLoader::bundledListingsFor(batch.recipes), request.chart);
    if (chart.isEmpty())
        return failure(command,
                       chart.emptyText.isEmpty() ? QStringLiteral("no recipe matches the chosen models and GPU types") : chart.emptyText);
    if (!draw(chart, request.image, writeChart))
        return 1;
    return batch.invalidFiles > 0 ? 1 : 0;
}

} // namespace Cli
