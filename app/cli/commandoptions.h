// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

// What the commands' options and arguments have in common.
namespace Cli {
// Adds --help and --lang to a command's own options and parses the arguments. Returns
// the exit status when the command is done already: 2 after a usage error (printed),
// 0 after printing the help; nullopt when the command is to run.
std::optional<int> parseOptions(QCommandLineParser &parser, const QStringList &arguments, const QString &command);

// What a command reads when it is given no recipe file or folder.
enum class RecipePaths {
    Required,        // nothing: it refuses to run
    BundledWhenNone, // the bundled recipes
};
// Adds the positional argument PATH... (recipe files and folders), with its help.
void addPathsArgument(QCommandLineParser &parser, RecipePaths paths);

// The option every loading command has.
QCommandLineOption noCacheOption();
// --rev REV: the recipes as a commit of their git repository has them.
QCommandLineOption revisionOption();
} // namespace Cli
