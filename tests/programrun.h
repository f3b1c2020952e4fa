// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the real recipe-explorer program and keeps what it wrote byte for byte, for
// tests that look at its output as a terminal would receive it.
#include "testutils.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

namespace TestUtils {

struct ProgramRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// The cache folder (XDG_CACHE_HOME) of every program runProgram() starts.
inline QString programCacheHome()
{
    static QTemporaryDir cache;
    return cache.path();
}

// The program with these arguments, in the source folder (or another), without a
// display, in English whatever the machine's language, and with a recipe cache of this
// test run only.
inline ProgramRun runProgram(const QStringList &arguments, const QString &folder = QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR))
{
    QProcess process;
    process.setWorkingDirectory(folder);
    auto env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("minimal"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), programCacheHome());
    speakEnglish(env);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RECIPE_EXPLORER_EXECUTABLE), arguments);
    if (!process.waitForFinished(30000))
        process.kill();
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

} // namespace TestUtils
