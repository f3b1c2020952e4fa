// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "startupoptions.h"

#include "analysis/viewlink.h"
#include "colortheme.h"
#include "language.h"
#include "recipe/yamlpath.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>
#include <QUrl>

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("StartupOptions", text);
}
} // namespace

struct StartupOptions::Declared
{
    QCommandLineOption help;
    QCommandLineOption version;
    QCommandLineOption selfTest;
    QCommandLineOption model;
    QCommandLineOption gpu;
    QCommandLineOption show;
    QCommandLineOption edit;
    QCommandLineOption field;
    QCommandLineOption theme;
    QCommandLineOption charts;
    QCommandLineOption present;
    QCommandLineOption page;
    QCommandLineOption compare;
    QCommandLineOption lang;
    QCommandLineOption noCache;
    QCommandLineOption view;
    QCommandLineOption gpuCatalog;
};

StartupOptions::Declared StartupOptions::declare(QCommandLineParser &parser)
{
    parser.setApplicationDescription(tr("Browse, compare and edit LLM training recipes.\n\n"
                                        "Commands: validate PATH..., rank [PATH...], chart, diff A B, set FILE PATH=VALUE..., lint PATH... "
                                        "(see recipe-explorer COMMAND --help)."));
    auto help = parser.addHelpOption();
    auto version = parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("path"),
        tr("Recipe folders and files; a file opens wherever it is, beside the bundled recipes when no folder is given."),
        QStringLiteral("[PATH...]"));
    Declared declared{
        help,
        version,
        QCommandLineOption(QStringLiteral("self-test"), tr("Load, print a summary and quit (checks that the window starts).")),
        QCommandLineOption(QStringLiteral("model"), tr("Show the ranking of this model."), QStringLiteral("NAME")),
        QCommandLineOption(QStringLiteral("gpu"), tr("Show the ranking on this GPU type."), QStringLiteral("TYPE")),
        QCommandLineOption(QStringLiteral("show"), tr("Open the page of this recipe file."), QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("edit"), tr("Open this recipe file in the editor (may be given more than once)."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("field"), tr("With --edit: show this field of the recipe, e.g. result.mfu."),
                           QStringLiteral("PATH")),
        QCommandLineOption(QStringLiteral("theme"), tr("system, light or dark (remembered)."), QStringLiteral("THEME")),
        QCommandLineOption(QStringLiteral("charts"), tr("Start on the Charts tab.")),
        QCommandLineOption(QStringLiteral("present"), tr("Start in presenter mode, on the charts of the ranking shown.")),
        QCommandLineOption(QStringLiteral("page"), tr("With --show or --compare: overview, command or source."), QStringLiteral("TAB")),
        QCommandLineOption(QStringLiteral("compare"), tr("Compare two recipe files (give it twice: A, then B)."), QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("lang"), tr("en, de or zh_CN: the language of this start (View > Language remembers one)."),
                           QStringLiteral("LANGUAGE")),
        QCommandLineOption(QStringLiteral("no-cache"), tr("Read every recipe file, without the recipe cache.")),
        QCommandLineOption(QStringLiteral("view"), tr("Open a view link (recipe-explorer:view?...): it only selects what to show."),
                           QStringLiteral("LINK")),
        QCommandLineOption(QStringLiteral("gpu-catalog"),
                           tr("A GPU catalogue file over the bundled one, for this start (View > GPU Catalogue remembers one)."),
                           QStringLiteral("FILE")),
    };
    parser.addOptions({declared.selfTest, declared.model, declared.gpu, declared.show, declared.edit, declared.field, declared.theme,
                       declared.charts, declared.present, declared.page, declared.compare, declared.lang, declared.noCache, declared.view,
                       declared.gpuCatalog});
    return declared;
}

QString StartupOptions::readRecipes(const QCommandLineParser &parser, const Declared &declared)
{
    // A desktop opens links and files as URLs: a view link is the view, a file URL its path.
    QStringList links = parser.values(declared.view);
    for (const auto &argument : parser.positionalArguments()) {
        if (ViewLink::isLink(argument))
            links << argument;
        else if (argument.startsWith(QLatin1String("file:"), Qt::CaseInsensitive) && QUrl(argument).isLocalFile())
            paths << QUrl(argument).toLocalFile();
        else
            paths << argument;
    }
    if (links.size() > 1)
        return tr("give one view link");
    view = links.value(0);
    showFile = parser.value(declared.show);
    editFiles = parser.values(declared.edit);
    editField = parser.value(declared.field);
    if (!editField.isEmpty()) {
        QString why;
        if (editFiles.isEmpty())
            return tr("--field needs --edit");
        if (!YamlPath::parse(editField, &why))
            return tr("--field: %1").arg(why);
    }
    // Editing a file without a folder given: the ranking shows the file's folder.
    if (paths.isEmpty() && !editFiles.isEmpty())
        paths << QFileInfo(editFiles.first()).absolutePath();
    compare = parser.values(declared.compare);
    if (!compare.isEmpty() && compare.size() != 2)
        return tr("give --compare twice: A, then B");
    return {};
}

QString StartupOptions::readNames(const QCommandLineParser &parser, const Declared &declared)
{
    if (parser.isSet(declared.theme)) {
        theme = parser.value(declared.theme);
        if (!ColorTheme::fromName(theme))
            return tr("unknown theme '%1' (system, light or dark)").arg(theme);
    }
    if (const auto lang = parser.value(declared.lang); parser.isSet(declared.lang) && (lang.isEmpty() || !Language::isKnown(lang)))
        return tr("unknown language '%1' (en, de or zh_CN)").arg(lang);
    if (parser.isSet(declared.page)) {
        // One --page names the recipe page's tab and the compare view's alike.
        const auto page = parser.value(declared.page);
        const auto recipeTab = RecipePageView::tabFromName(page);
        const auto diffTab = DiffView::tabFromName(page);
        if (!recipeTab || !diffTab)
            return tr("unknown page '%1' (overview, command or source)").arg(page);
        tab = *recipeTab;
        compareTab = *diffTab;
    }
    return {};
}

std::optional<StartupOptions> StartupOptions::parse(const QStringList &arguments, int *exitCode)
{
    QCommandLineParser parser;
    const auto declared = declare(parser);
    auto fail = [exitCode](const QString &message) {
        QTextStream(stderr) << "recipe-explorer: " << message << Qt::endl;
        *exitCode = 2;
        return std::nullopt;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(declared.help) || parser.isSet(declared.version)) {
        QTextStream(stdout) << (parser.isSet(declared.help)
                                    ? parser.helpText()
                                    : QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion() + u'\n');
        *exitCode = 0;
        return std::nullopt;
    }

    StartupOptions options;
    options.selfTest = parser.isSet(declared.selfTest);
    options.model = parser.value(declared.model);
    options.gpuType = parser.value(declared.gpu);
    options.charts = parser.isSet(declared.charts);
    options.present = parser.isSet(declared.present);
    options.noCache = parser.isSet(declared.noCache);
    options.gpuCatalog = parser.value(declared.gpuCatalog);
    if (auto why = options.readRecipes(parser, declared); !why.isEmpty())
        return fail(why);
    if (auto why = options.readNames(parser, declared); !why.isEmpty())
        return fail(why);
    return options;
}
