// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "startupoptions.h"

#include "colortheme.h"
#include "language.h"
#include "recipe/yamlpath.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("StartupOptions", text);
}
} // namespace

std::optional<StartupOptions> StartupOptions::parse(const QStringList &arguments, int *exitCode)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Browse, compare and edit LLM training recipes.\n\n"
                                        "Commands: validate PATH..., rank [PATH...], chart, diff A B, set FILE PATH=VALUE..., lint PATH... "
                                        "(see recipe-explorer COMMAND --help)."));
    const auto help = parser.addHelpOption();
    const auto version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("path"), tr("A recipe folder or files; the bundled recipes when none."),
                                 QStringLiteral("[PATH...]"));
    const QCommandLineOption selfTest(QStringLiteral("self-test"), tr("Load, print a summary and quit (checks that the window starts)."));
    const QCommandLineOption model(QStringLiteral("model"), tr("Show the ranking of this model."), QStringLiteral("NAME"));
    const QCommandLineOption gpu(QStringLiteral("gpu"), tr("Show the ranking on this GPU type."), QStringLiteral("TYPE"));
    const QCommandLineOption show(QStringLiteral("show"), tr("Open the page of this recipe file."), QStringLiteral("FILE"));
    const QCommandLineOption theme(QStringLiteral("theme"), tr("system, light or dark (remembered)."), QStringLiteral("THEME"));
    const QCommandLineOption charts(QStringLiteral("charts"), tr("Start on the Charts tab."));
    const QCommandLineOption present(QStringLiteral("present"), tr("Start in presenter mode, on the charts of the ranking shown."));
    const QCommandLineOption page(QStringLiteral("page"), tr("With --show or --compare: overview, command or source."),
                                  QStringLiteral("TAB"));
    const QCommandLineOption compare(QStringLiteral("compare"), tr("Compare two recipe files (give it twice: A, then B)."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption edit(QStringLiteral("edit"), tr("Open this recipe file in the editor (may be given more than once)."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption field(QStringLiteral("field"), tr("With --edit: show this field of the recipe, e.g. result.mfu."),
                                   QStringLiteral("PATH"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  tr("en, de or zh_CN: the language of this start (View > Language remembers one)."),
                                  QStringLiteral("LANGUAGE"));
    const QCommandLineOption noCache(QStringLiteral("no-cache"), tr("Read every recipe file, without the recipe cache."));
    parser.addOptions({selfTest, model, gpu, show, edit, field, theme, charts, present, page, compare, lang, noCache});

    QTextStream err(stderr);
    auto fail = [&](const QString &message) {
        err << "recipe-explorer: " << message << Qt::endl;
        *exitCode = 2;
        return std::nullopt;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(help) || parser.isSet(version)) {
        QTextStream(stdout) << (parser.isSet(help)
                                    ? parser.helpText()
                                    : QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion() + u'\n');
        *exitCode = 0;
        return std::nullopt;
    }

    StartupOptions options;
    options.paths = parser.positionalArguments();
    options.selfTest = parser.isSet(selfTest);
    options.model = parser.value(model);
    options.gpuType = parser.value(gpu);
    options.showFile = parser.value(show);
    options.editFiles = parser.values(edit);
    options.editField = parser.value(field);
    if (!options.editField.isEmpty()) {
        QString why;
        if (options.editFiles.isEmpty())
            return fail(tr("--field needs --edit"));
        if (!YamlPath::parse(options.editField, &why))
            return fail(tr("--field: %1").arg(why));
    }
    // Editing a file without a folder given: the ranking shows the file's folder.
    if (options.paths.isEmpty() && !options.editFiles.isEmpty())
        options.paths << QFileInfo(options.editFiles.first()).absolutePath();
    options.charts = parser.isSet(charts);
    options.present = parser.isSet(present);
    options.compare = parser.values(compare);
    if (!options.compare.isEmpty() && options.compare.size() != 2)
        return fail(tr("give --compare twice: A, then B"));
    options.noCache = parser.isSet(noCache);
    if (parser.isSet(theme)) {
        options.theme = parser.value(theme);
        if (!ColorTheme::fromName(options.theme))
            return fail(tr("unknown theme '%1' (system, light or dark)").arg(options.theme));
    }
    if (parser.isSet(lang) && (parser.value(lang).isEmpty() || !Language::isKnown(parser.value(lang))))
        return fail(tr("unknown language '%1' (en, de or zh_CN)").arg(parser.value(lang)));
    if (parser.isSet(page)) {
        const auto tabs = QStringList{QStringLiteral("overview"), QStringLiteral("command"), QStringLiteral("source")};
        const auto index = tabs.indexOf(parser.value(page));
        if (index < 0)
            return fail(tr("unknown page '%1' (overview, command or source)").arg(parser.value(page)));
        options.tab = RecipePageView::Tab(index);
    }
    return options;
}
