// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "analysis/terminalstream.h"
#include "cli/chartcommand.h"
#include "cli/commandoutput.h"
#include "cli/diffcommand.h"
#include "cli/historycommand.h"
#include "cli/lintcommand.h"
#include "cli/plancommand.h"
#include "cli/rankcommand.h"
#include "cli/reviewcommand.h"
#include "cli/setcommand.h"
#include "cli/validatecommand.h"

#include <QFileInfo>

#include <algorithm>
#include <numeric>

namespace {

const QStringList commands = {QStringLiteral("validate"), QStringLiteral("rank"),   QStringLiteral("chart"),
                              QStringLiteral("diff"),     QStringLiteral("set"),    QStringLiteral("lint"),
                              QStringLiteral("history"),  QStringLiteral("review"), QStringLiteral("plan")};

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

bool CommandLine::needsGui(const QStringList &arguments)
{
    return arguments.value(1) == QLatin1String("chart");
}

std::optional<int> CommandLine::refuseUnknown(const QStringList &arguments)
{
    const auto first = arguments.value(1);
    if (first.isEmpty() || first.startsWith(u'-') || commands.contains(first) || QFileInfo::exists(first))
        return std::nullopt;
    const auto nearest = *std::min_element(commands.cbegin(), commands.cend(), [&first](const QString &a, const QString &b) {
        return editDistance(first, a) < editDistance(first, b);
    });
    Cli::err() << "no such file or command: " << first << "\n";
    if (editDistance(first, nearest) <= 2)
        Cli::err() << "did you mean: recipe-explorer " << nearest << "?\n";
    else
        Cli::err() << "the commands: " << commands.join(QStringLiteral(", ")) << "\n";
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
        return Cli::ValidateCommand::run(rest);
    if (command == QLatin1String("rank"))
        return Cli::RankCommand::run(rest);
    if (command == QLatin1String("chart"))
        return Cli::ChartCommand::run(rest, writeChart);
    if (command == QLatin1String("diff"))
        return Cli::DiffCommand::run(rest);
    if (command == QLatin1String("set"))
        return Cli::SetCommand::run(rest);
    if (command == QLatin1String("lint"))
        return Cli::LintCommand::run(rest);
    if (command == QLatin1String("history"))
        return Cli::HistoryCommand::run(rest);
    if (command == QLatin1String("review"))
        return Cli::ReviewCommand::run(rest);
    if (command == QLatin1String("plan"))
        return Cli::PlanCommand::run(rest);
    return usage();
}

int CommandLine::usage()
{
    Cli::err() << "usage: recipe-explorer [validate|rank|chart|diff|set|lint|history|review|plan] ..." << Qt::endl;
    return 2;
}
