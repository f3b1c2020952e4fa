#pragma once

#include <QStringList>

// The headless commands of recipe-explorer (validate, rank). They run on a
// QCoreApplication and never create a widget.
class CommandLine
{
public:
    // True when the arguments name a command rather than files for the window.
    static bool isCommand(const QStringList &arguments);
    // Runs the command; returns the process exit code.
    static int run(const QStringList &arguments);

private:
    static int validate(const QStringList &arguments);
    static int rank(const QStringList &arguments);
    static int usage();
};
