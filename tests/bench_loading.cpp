// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Loads a folder of 2,000 recipes (the benchmarks' corpus) into the real window
// and measures how long the UI thread goes without answering: the longest gap
// between ticks of a 10 ms timer during the load. Reports figures; asserts none
// of the timings, only that everything loaded and progress was shown.
#include "benchcorpus.h"
#include "mainwindow.h"
#include "recipe/recipestore.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>

#include <algorithm>

int main(int argc, char *argv[])
{
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QTextStream out(stdout);
    const int files = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 2000;

    // Realistic data: the benchmarks' corpus (tests/benchcorpus.h).
    QTemporaryDir dir;
    QString error;
    if (!BenchCorpus::write(files, QDir(dir.path()), 1, &error)) {
        out << error << '\n';
        return 2;
    }

    MainWindow window;
    window.show();
    // Measure the load, not the window's first appearance.
    if (!QTest::qWaitForWindowExposed(&window))
        return 2;
    QTest::qWait(300);
    QElapsedTimer clock;
    qint64 last = 0;
    qint64 longestGap = 0;
    qint64 longestGapAt = 0;
    int ticks = 0;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, &app, [&] {
        const auto now = clock.elapsed();
        if (now - last > longestGap)
            longestGapAt = now;
        longestGap = std::max(longestGap, now - last);
        last = now;
        ++ticks;
    });
    int progressUpdates = 0;
    bool progressBarShown = false;
    auto *bar = window.findChild<QProgressBar *>();
    QObject::connect(window.store(), &RecipeStore::progressChanged, &app, [&](int done, int) {
        ++progressUpdates;
        progressBarShown = progressBarShown || (bar && bar->isVisible() && done > 0);
    });
    QSignalSpy finished(window.store(), &RecipeStore::loadingFinished);

    clock.start();
    ticker.start();
    window.openPaths({dir.path()});
    const auto openCall = clock.elapsed();
    const bool done = finished.wait(120000);
    const auto loadTime = clock.elapsed();
    // Let the window paint the result too.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 200)
        app.processEvents(QEventLoop::AllEvents, 20);
    const auto loaded = window.store()->recipes().size();

    out << "files: " << files << "\nloaded: " << loaded << "\nload time: " << loadTime << " ms\n"
        << "longest UI-thread gap: " << longestGap << " ms, ending " << longestGapAt << " ms after the load started (10 ms timer, "
        << ticks << " ticks)\n"
        << "openPaths() returned after " << openCall << " ms\n"
        << "progress updates: " << progressUpdates << ", progress bar shown: " << (progressBarShown ? "yes" : "no") << "\n";
    out.flush();
    // What it promises besides the figures: everything loaded, and progress was shown.
    return done && loaded == files && progressBarShown && progressUpdates > 0 ? 0 : 1;
}
