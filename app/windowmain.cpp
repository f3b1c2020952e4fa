// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// recipe-explorer-window: the window, and the chart command (it draws with the
// window's chart view); recipe-explorer starts it with its own arguments.
#include "analysis/terminaltext.h"
#include "chartview.h"
#include "commandline.h"
#include "editorpage.h"
#include "editortabs.h"
#include "gpucatalogchoice.h"
#include "heaptuning.h"
#include "language.h"
#include "mainwindow.h"
#include "programsetup.h"
#include "recipe/recipeformat.h"
#include "recipe/recipestore.h"
#include "startupoptions.h"
#include "windowstart.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QIcon>
#include <QTextStream>
#include <QTimer>

namespace {
// The chart command's drawing: the window's chart view, offscreen.
bool writeChart(const ChartData::Chart &chart, const CommandLine::ChartImage &image, QString *error)
{
    ChartView view;
    view.setTheme(image.dark ? ChartView::Theme::Dark : ChartView::Theme::Light);
    // Text sized for a slide: about 1/60 of the height.
    view.setFontSize(std::clamp(image.pixels.height() / 60.0, 9.0, 40.0));
    view.setLogScale(image.logScale);
    view.resize(image.pixels);
    view.setChart(chart);
    return view.exportTo(image.path, image.pixels, image.pixelScale, error);
}

int startWindow(QApplication &app, const StartupOptions &options)
{
    WindowStart::applyTheme(options);
    GpuCatalogChoice::setGivenAtStart(options.gpuCatalog);
    MainWindow window;
    if (options.selfTest) {
        // Once the recipes are loaded and the editors asked for are open.
        auto report = [&window] {
            if (window.editors()->isOpening())
                return;
            QTextStream out(stdout);
            out << window.store()->recipes().size() << " recipes, " << window.store()->problems().size() << " problems";
            if (const auto editors = window.editors()->editors(); !editors.isEmpty())
                out << ", editing " << TerminalText::escaped(QFileInfo(editors.first()->path()).fileName());
            out << '\n';
            QCoreApplication::exit(window.store()->recipes().isEmpty() ? 1 : 0);
        };
        QObject::connect(
            window.store(), &RecipeStore::loadingFinished, &app,
            [&window, report] {
                report();
                QObject::connect(window.editors(), &EditorTabs::openingFinished, &window, report);
            },
            Qt::SingleShotConnection);
    }
    window.show();
    WindowStart::begin(window, options);
    // Edits an instance could not save (a crash, a kill) are offered back.
    if (!options.selfTest)
        QTimer::singleShot(0, &window, [&window] { window.editors()->offerRestore(); });
    return app.exec();
}
} // namespace

int main(int argc, char *argv[])
{
    HeapTuning::apply(HeapTuning::Program::Window);
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    if (CommandLine::needsGui(arguments)) {
        // Drawing needs a QApplication, never a display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        ProgramSetup::apply(arguments);
        return CommandLine::run(arguments, writeChart);
    }
    // A misspelled command is no folder to open a window on.
    if (const auto refused = CommandLine::refuseUnknown(arguments))
        return *refused;
    if (CommandLine::isCommand(arguments)) {
        QCoreApplication app(argc, argv);
        ProgramSetup::apply(arguments);
        return CommandLine::run(arguments);
    }

    // --help and --version need no display: they are answered before there is a window.
    const QStringList answeredWithoutWindow = {QStringLiteral("-h"), QStringLiteral("--help"), QStringLiteral("--help-all"),
                                               QStringLiteral("-v"), QStringLiteral("--version")};
    if (std::any_of(arguments.cbegin(), arguments.cend(), [&](const QString &a) { return answeredWithoutWindow.contains(a); })) {
        QCoreApplication reader(argc, argv);
        ProgramSetup::apply(arguments);
        int exitCode = 0;
        if (!StartupOptions::parse(QCoreApplication::arguments(), &exitCode))
            return exitCode;
    }

    QApplication app(argc, argv);
    // The window's figures follow its language; the commands' output never does.
    RecipeFormat::setLocale(Language::locale(ProgramSetup::apply(arguments)));
    QApplication::setApplicationDisplayName(QStringLiteral("Recipe Explorer"));
    QGuiApplication::setDesktopFileName(QStringLiteral(RECIPE_EXPLORER_APP_ID));
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral(RECIPE_EXPLORER_APP_ID), QIcon(QStringLiteral(":/icons/" RECIPE_EXPLORER_APP_ID ".svg"))));
    // Qt has taken its own options (-geometry, -style, ...) out of the arguments by now.
    int exitCode = 0;
    const auto options = StartupOptions::parse(QApplication::arguments(), &exitCode);
    if (!options)
        return exitCode;
    return startWindow(app, *options);
}
