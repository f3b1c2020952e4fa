// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// recipe-explorer: runs the commands that draw nothing (validate, rank, diff, set,
// lint) itself, linked against the recipe models (Qt Core, Concurrent and SQL,
// yaml-cpp) only, so that it starts in a few milliseconds instead of loading the
// window's hundred libraries; for the window and for chart it becomes the window's
// program, recipe-explorer-window (beside it in a build, in libexec/recipe-explorer
// when installed).
#include "commandline.h"
#include "heaptuning.h"
#include "programsetup.h"
#include "recipe/recipecache.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <unistd.h>

namespace {
QByteArray windowProgram()
{
    const auto self = QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath());
    const auto besideIt = self.dir().filePath(QStringLiteral("recipe-explorer-window"));
    if (QFileInfo(besideIt).isExecutable())
        return QFile::encodeName(besideIt);
    return QFile::encodeName(QDir::cleanPath(self.dir().filePath(QStringLiteral(RECIPE_EXPLORER_WINDOW_PROGRAM))));
}
} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    const auto window = windowProgram();
    if (CommandLine::isCommand(arguments) && !CommandLine::needsGui(arguments)) {
        HeapTuning::apply(HeapTuning::Program::Commands);
        QCoreApplication app(argc, argv);
        ProgramSetup::apply(arguments);
        // One build, two programs: the cache's entries are the window's too.
        RecipeCache::setBuildFile(QFile::decodeName(window));
        return CommandLine::run(arguments);
    }
    // The same arguments, the same name in argv[0]: the window's program reads them as
    // if it had been started itself.
    execv(window.constData(), argv);
    std::fprintf(stderr, "recipe-explorer: cannot start %s: %s\n", window.constData(), std::strerror(errno));
    return 127;
}
