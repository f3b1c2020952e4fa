// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Loads a folder of N recipes (default 2,000; the benchmarks' corpus, written to
// CORPUS or a temporary folder) into the real window and measures the load, how long
// the UI thread goes without answering (the longest gap between ticks of a 10 ms
// timer), the process's peak memory, sorting the ranking by each column and each
// keystroke of a search, and opening recipe pages. The recipe cache is under XDG_CACHE_HOME,
// in a folder of this program's own name, not the one recipe-explorer fills: run it
// twice on one CORPUS for a cold and a warm load. Reports figures; asserts none of the
// timings, only that everything loaded and progress was shown on a cold load.
//   bench_loading [N] [CORPUS]
#include "benchcorpus.h"
#include "heaptuning.h"
#include "itemmodels/rankingproxymodel.h"
#include "itemmodels/recipetablemodel.h"
#include "loadprogress.h"
#include "mainwindow.h"
#include "rankingpage.h"
#include "recipe/backgroundpriority.h"
#include "recipe/rankingfilter.h"
#include "recipe/recipestore.h"
#include "recipepageview.h"
#include "recipetableview.h"
#include "testutils.h"
#include "windowparts.h"

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

#include <sys/resource.h>
#include <time.h>

namespace {
// What the UI thread did in a gap: its time on a core, how often it was switched out
// (preempted, or waiting for something), and the page faults it took.
struct ThreadUse
{
    qint64 cpuMicroseconds = 0;
    long involuntary = 0;
    long voluntary = 0;
    long minorFaults = 0;
    long majorFaults = 0;

    static ThreadUse now()
    {
        timespec cpu{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu);
        rusage usage{};
        getrusage(RUSAGE_THREAD, &usage);
        return {qint64(cpu.tv_sec) * 1000000 + cpu.tv_nsec / 1000, usage.ru_nivcsw, usage.ru_nvcsw, usage.ru_minflt, usage.ru_majflt};
    }
    ThreadUse since(const ThreadUse &before) const
    {
        return {cpuMicroseconds - before.cpuMicroseconds, involuntary - before.involuntary, voluntary - before.voluntary,
                minorFaults - before.minorFaults, majorFaults - before.majorFaults};
    }
};

qint64 slowest(const QList<qint64> &times)
{
    return times.isEmpty() ? 0 : *std::max_element(times.cbegin(), times.cend());
}

qint64 median(QList<qint64> times)
{
    if (times.isEmpty())
        return 0;
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}
} // namespace

int main(int argc, char *argv[])
{
    HeapTuning::apply(HeapTuning::Program::Window); // as the window's program does
    const int startPriority = BackgroundPriority::ofThisThread();
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    TestUtils::SettingsFolder settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QTextStream out(stdout);
    const int files = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 2000;

    // Realistic data: the benchmarks' corpus (tests/benchcorpus.h).
    QTemporaryDir temporary;
    const QString corpus = argc > 2 ? QString::fromLocal8Bit(argv[2]) : temporary.path();
    QString error;
    if (!QDir(corpus).exists() || QDir(corpus).isEmpty()) {
        if (!BenchCorpus::write(files, QDir(corpus), 1, &error)) {
            out << error << '\n';
            return 2;
        }
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
    ThreadUse lastUse;
    ThreadUse inLongestGap;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, &app, [&] {
        const auto now = clock.elapsed();
        const auto use = ThreadUse::now();
        if (now - last > longestGap)
            longestGapAt = now, inLongestGap = use.since(lastUse);
        lastUse = use;
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
    // The full ranking is in the window when the ranking page shows every recipe; the
    // load finishes once every file is watched too.
    qint64 rankingShown = -1;
    QObject::connect(WindowParts::rankingPage(window), &RankingPage::shownRecipesChanged, &app, [&] {
        if (rankingShown < 0 && WindowParts::rankingPage(window)->ranking()->rowCount() >= files)
            rankingShown = clock.elapsed();
    });
    // The keys sorts and searches use are made on worker threads once the rows are in.
    const auto *tableModel = qobject_cast<const RecipeTableModel *>(WindowParts::rankingPage(window)->ranking()->sourceModel());
    qint64 keysMade = -1;
    QObject::connect(tableModel, &RecipeTableModel::keysReady, &app, [&] { keysMade = clock.elapsed(); });

    clock.start();
    lastUse = ThreadUse::now();
    ticker.start();
    window.openPaths({corpus});
    const auto openCall = clock.elapsed();
    // Up to ten minutes: a cold load of 100,000 recipes takes one to two on 2 cores.
    const bool done = finished.wait(600000);
    const auto loadTime = clock.elapsed();
    // Let the window paint the result and finish what it does once loaded.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 1000)
        app.processEvents(QEventLoop::AllEvents, 20);
    ticker.stop(); // the load's gaps; sorting and searching are timed each
    const auto loaded = window.store()->recipes().size();
    const int cacheHits = window.store()->cacheHits();

    // Sorting by each column, and a search typed a key at a time, with every row there
    // and the keys they use made (asked for sooner, they are applied once made).
    auto *table = WindowParts::rankingTable(window);
    auto *ranking = WindowParts::rankingPage(window)->ranking();
    while (!tableModel->hasKeys() && clock.elapsed() < 240000)
        app.processEvents(QEventLoop::AllEvents, 20);
    QElapsedTimer step;
    qint64 slowestSort = 0;
    int slowestSortColumn = 0;
    for (int column = 0; column < ranking->columnCount(); ++column) {
        step.start();
        table->sortByColumn(column, Qt::DescendingOrder);
        app.processEvents();
        if (step.elapsed() > slowestSort)
            slowestSort = step.elapsed(), slowestSortColumn = column;
    }
    table->sortByColumn(0, Qt::AscendingOrder);
    qint64 slowestKey = 0;
    const QString typed = QStringLiteral("h200 tp4");
    for (qsizetype n = 1; n <= typed.size(); ++n) {
        RankingFilter filter;
        filter.setValue(RankingFilter::Text, typed.left(n));
        step.start();
        WindowParts::rankingPage(window)->setFilter(filter);
        app.processEvents();
        slowestKey = std::max(slowestKey, step.elapsed());
    }
    const auto matching = ranking->rowCount();
    // Opening recipe pages, in the whole ranking: the store keeps summaries, so each
    // page reads its file whole on a worker thread. Timed alone (the read), and until
    // the page shows the whole recipe (the read, the row's selection and the layout).
    WindowParts::rankingPage(window)->setFilter(RankingFilter());
    app.processEvents();
    QList<qint64> reads;
    QList<qint64> pages;
    bool pagesShown = true;
    const auto recipes = window.store()->recipes();
    const auto *page = WindowParts::recipePage(window);
    for (qsizetype i = 0; i < std::min<qsizetype>(20, recipes.size()); ++i) {
        const auto path = recipes.at(i * (recipes.size() / 20)).filePath();
        step.start();
        auto read = window.store()->readWhole(path);
        read.waitForFinished();
        reads.append(step.elapsed());
        pagesShown = read.result().has_value() && pagesShown;
        step.start();
        window.showRecipe(path);
        pagesShown =
            QTest::qWaitFor([&] { return page->hasRecipe() && !page->recipe().isSummary() && page->recipe().filePath() == path; }, 5000)
            && pagesShown;
        pages.append(step.elapsed());
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);

    out << "files: " << files << "\nloaded: " << loaded << " (" << cacheHits << " from the cache)\n"
        << "cache: " << window.store()->cacheFile() << " (this benchmark's own: a run of recipe-explorer rank does not fill it)\n"
        << "full ranking shown after: " << rankingShown << " ms\nload time (every file watched too): " << loadTime << " ms"
        << (done ? "" : " (not finished: waited no longer)") << '\n'
        << "longest UI-thread gap: " << longestGap << " ms, ending " << longestGapAt << " ms after the load started (10 ms timer, " << ticks
        << " ticks)\n"
        << "in the longest gap the UI thread was on a core " << inLongestGap.cpuMicroseconds / 1000 << " ms, switched out "
        << inLongestGap.involuntary << " times preempted and " << inLongestGap.voluntary << " times waiting, with "
        << inLongestGap.minorFaults << " page faults (" << inLongestGap.majorFaults << " from disk)\n"
        << "sort and search keys made after: " << keysMade << " ms\n"
        << "openPaths() returned after " << openCall << " ms\n"
        << "progress updates: " << progressUpdates << ", progress bar shown: " << (progressBarShown ? "yes" : "no") << "\n"
        << "slowest sort: " << slowestSort << " ms (column " << slowestSortColumn << " of " << ranking->columnCount() << ")\n"
        << "slowest search keystroke: " << slowestKey << " ms (typing '" << typed << "', " << matching << " rows match)\n"
        << "slowest whole recipe read: " << slowest(reads) << " ms (median " << median(reads)
        << " ms); slowest recipe page shown: " << slowest(pages) << " ms (median " << median(pages) << " ms; 20 recipes)\n"
        << "peak memory: " << usage.ru_maxrss / 1024 << " MiB\n"
        << "the window's thread's nice value at the end: " << BackgroundPriority::ofThisThread() << " (at the start: " << startPriority
        << ")\n";
    out.flush();
    // What it promises besides the figures: everything loaded, progress was shown
    // while files were read for long enough to notice (a small or warm load may be
    // over before the bar appears; the ranking is shown once every file is read), and
    // every page opened showed its whole recipe.
    const bool longRead = cacheHits < loaded && rankingShown > LoadProgress::ShowDelay + 200;
    return done && loaded == files && (!longRead || (progressBarShown && progressUpdates > 0)) && pagesShown ? 0 : 1;
}
