// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// The headless commands of recipe-explorer. validate and rank run on a
// QCoreApplication and never create a widget; chart draws with the window's chart
// view on the offscreen platform, so it needs no display either.
class CommandLine
{
public:
    // True when the arguments name a command rather than files for the window.
    static bool isCommand(const QStringList &arguments);
    // True for commands that draw (they need a QApplication, offscreen).
    static bool needsGui(const QStringList &arguments);
    // Runs the command; returns the process exit code.
    static int run(const QStringList &arguments);

private:
    static int validate(const QStringList &arguments);
    static int rank(const QStringList &arguments);
    static int chart(const QStringList &arguments);
    static int diff(const QStringList &arguments);
    static int set(const QStringList &arguments);
    static int lint(const QStringList &arguments);
    static int usage();
};
