// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

namespace Cli {
// recipe-explorer chart --metric M --output FILE [PATH...]: draws one of the window's
// charts into a PNG, SVG or PDF file. It computes the chart here and leaves the drawing
// to the window's chart view (a Writer), so that this code needs no widget.
class ChartCommand
{
public:
    // The file the chart is drawn into.
    struct Image
    {
        QString path; // .png, .svg or .pdf
        QSize pixels;
        double pixelScale = 1;
        bool dark = false;
        bool logScale = false;
    };
    // Draws a chart into a file; false, and why in *error, when it cannot.
    using Writer = std::function<bool(const ChartData::Chart &chart, const Image &image, QString *error)>;

    // Runs the command on its arguments (the first the program's name and the
    // command's); returns the process exit code. Without a writer it computes the chart
    // and then fails with a message.
    static int run(const QStringList &arguments, const Writer &writeChart);
};
} // namespace Cli
