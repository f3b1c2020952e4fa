// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/chartcommand.h"

#include <QStringList>

#include <optional>

// The commands of recipe-explorer: which arguments name one, and which command runs
// (each is a class of its own under cli/). All but chart run on a QCoreApplication and
// never create a widget; chart draws with the window's chart view (ChartWriter) on the
// offscreen platform, so it needs no display either.
class CommandLine
{
public:
    // The file the chart command writes.
    using ChartImage = Cli::ChartCommand::Image;
    // Draws a chart into a file; false, and why in *error, when it cannot.
    using ChartWriter = Cli::ChartCommand::Writer;

    // True when the arguments name a command rather than files for the window.
    static bool isCommand(const QStringList &arguments);
    // A first argument that is neither a command nor a path that exists (a misspelled
    // command): says so on stderr, with the nearest command, and returns 2; else nullopt.
    static std::optional<int> refuseUnknown(const QStringList &arguments);
    // True for commands that draw (they need a QApplication, offscreen, and a ChartWriter).
    static bool needsGui(const QStringList &arguments);
    // Runs the command; returns the process exit code (0 after a command's --help).
    // Only the window's program has a chart writer: without one, chart fails with a message.
    static int run(const QStringList &arguments, const ChartWriter &writeChart = {});

private:
    static int usage();
};
