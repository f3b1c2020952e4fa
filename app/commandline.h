// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

// The commands of recipe-explorer. All but chart run on a QCoreApplication and never
// create a widget; chart draws with the window's chart view (ChartWriter) on the
// offscreen platform, so it needs no display either.
class CommandLine
{
public:
    // The file the chart command writes.
    struct ChartImage
    {
        QString path; // .png, .svg or .pdf
        QSize pixels;
        double pixelScale = 1;
        bool dark = false;
        bool logScale = false;
    };
    // Draws a chart into a file; false, and why in *error, when it cannot.
    using ChartWriter = std::function<bool(const ChartData::Chart &chart, const ChartImage &image, QString *error)>;

    // True when the arguments name a command rather than files for the window.
    static bool isCommand(const QStringList &arguments);
    // A first argument that is neither a command nor a path that exists (a misspelled
    // command): says so on stderr, with the nearest command, and returns 2; else nullopt.
    static std::optional<int> refuseUnknown(const QStringList &arguments);
    // True for commands that draw (they need a QApplication, offscreen, and a ChartWriter).
    static bool needsGui(const QStringList &arguments);
    // Runs the command; returns the process exit code. Only the window's program has
    // a chart writer: without one, chart fails with a message.
    static int run(const QStringList &arguments, const ChartWriter &writeChart = {});

private:
    static int validate(const QStringList &arguments);
    static int rank(const QStringList &arguments);
    static int chart(const QStringList &arguments, const ChartWriter &writeChart);
    static int diff(const QStringList &arguments);
    static int set(const QStringList &arguments);
    static int lint(const QStringList &arguments);
    static int usage();
};
