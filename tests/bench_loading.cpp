// Loads a folder of 2,000 recipes (made from the bundled ones) into the real window
// and measures how long the UI thread goes without answering: the longest gap
// between ticks of a 10 ms timer during the load. Reports figures; asserts none
// of the timings, only that everything loaded and progress was shown.
#include "mainwindow.h"
#include "recipe/recipestore.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
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

    // Realistic data: the bundled recipes, each copied with its own model name and figure.
    QList<QByteArray> sources;
    QDirIterator it(QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes"), {QStringLiteral("*.yaml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            return 2;
        sources << f.readAll();
    }
    std::sort(sources.begin(), sources.end());
    QTemporaryDir dir;
    for (int i = 0; i < files; ++i) {
        auto bytes = sources.at(i % sources.size());
        const QByteArray model = "model: Bench-" + QByteArray::number(i % 50) + '-';
        bytes.replace("model: ", model);
        bytes.replace("tokens_per_s_per_gpu: ", QByteArray("tokens_per_s_per_gpu: 1" + QByteArray::number(i % 97)));
        const auto folder = dir.filePath(QStringLiteral("m%1/h200").arg(i % 50));
        QDir().mkpath(folder);
        QFile f(folder + QStringLiteral("/recipe-%1.yaml").arg(i));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
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
