#include "commandline.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>

namespace {
void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RECIPE_EXPLORER_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipes"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("openrecipes.dev"));
}
} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    if (CommandLine::needsGui(arguments)) {
        // Drawing needs a QApplication, never a display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        describeApplication();
        return CommandLine::run(arguments);
    }
    if (CommandLine::isCommand(arguments)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        return CommandLine::run(arguments);
    }

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Recipe Explorer"));
    QGuiApplication::setDesktopFileName(QStringLiteral(RECIPE_EXPLORER_APP_ID));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral(RECIPE_EXPLORER_APP_ID),
                                                 QIcon(QStringLiteral(":/icons/" RECIPE_EXPLORER_APP_ID ".svg"))));
    return MainWindow::start(app);
}
