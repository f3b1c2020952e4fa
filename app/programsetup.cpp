// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "programsetup.h"

#include "language.h"

#include <QCoreApplication>

#include <clocale>

QString ProgramSetup::apply(const QStringList &arguments)
{
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RECIPE_EXPLORER_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipes"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("openrecipes.dev"));
    // QCoreApplication took the user's locale for the C library too; its LC_NUMERIC
    // would make strtod and printf read and write "1,5" in German. Recipes are YAML,
    // whose numbers have a point in every language; what the window shows in the
    // user's language goes through QLocale, which this does not touch.
    std::setlocale(LC_NUMERIC, "C");
    auto code = Language::requested(arguments);
    if (!Language::isKnown(code))
        code.clear();
    Language::install(code);
    return code;
}
