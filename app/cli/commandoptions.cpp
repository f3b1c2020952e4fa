// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commandoptions.h"

#include "analysis/terminalstream.h"
#include "cli/commandoutput.h"
#include "recipe/gpucatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Cli {

std::optional<int> parseOptions(QCommandLineParser &parser, const QStringList &arguments, const QString &command)
{
    parser.setApplicationDescription(QCoreApplication::translate("CommandLine", "recipe-explorer %1").arg(command));
    const auto help = parser.addHelpOption();
    // Read before parsing (main installs the language); machine-readable output is the same in every language.
    parser.addOption(QCommandLineOption(QStringLiteral("lang"),
                                        QCoreApplication::translate("CommandLine", "en, de or zh_CN: the language of messages."),
                                        QStringLiteral("LANGUAGE")));
    const QCommandLineOption catalog(
        QStringLiteral("gpu-catalog"),
        QCoreApplication::translate("CommandLine", "A GPU catalogue file whose types add to or override the bundled ones."),
        QStringLiteral("FILE"));
    parser.addOption(catalog);
    if (!parser.parse(arguments)) {
        err() << "recipe-explorer " << command << ": " << parser.errorText() << Qt::endl
              << "Try 'recipe-explorer " << command << " --help'." << Qt::endl;
        return 2;
    }
    if (parser.isSet(help)) {
        out() << TerminalStream::lines(parser.helpText());
        out().flush();
        return 0;
    }
    if (parser.isSet(catalog)) {
        const auto problems = GpuCatalog::setUserFile(parser.value(catalog));
        for (const auto &problem : problems)
            err() << problem.toString() << Qt::endl;
        if (!problems.isEmpty())
            return 2;
    }
    return std::nullopt;
}

void addPathsArgument(QCommandLineParser &parser, RecipePaths paths)
{
    if (paths == RecipePaths::Required)
        parser.addPositionalArgument(QStringLiteral("path"),
                                     QCoreApplication::translate("CommandLine", "Recipe files or folders (searched recursively)."),
                                     QStringLiteral("PATH..."));
    else
        parser.addPositionalArgument(QStringLiteral("path"),
                                     QCoreApplication::translate("CommandLine", "Recipe files or folders; the bundled recipes when none."),
                                     QStringLiteral("[PATH...]"));
}

QCommandLineOption noCacheOption()
{
    return QCommandLineOption(QStringLiteral("no-cache"),
                              QCoreApplication::translate("CommandLine", "Read every file, not what the cache kept from the last run."));
}

QCommandLineOption revisionOption()
{
    return QCommandLineOption(QStringLiteral("rev"),
                              QCoreApplication::translate("CommandLine",
                                                          "Read the recipes as the commit REV of their git repository has them "
                                                          "(a branch, a tag, HEAD~2, a commit id), without checking anything out."),
                              QStringLiteral("REV"));
}

} // namespace Cli
