// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "programsetup.h"

#include "language.h"

#include <QCoreApplication>

QString ProgramSetup::apply(const QStringList &arguments)
{
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RECIPE_EXPLORER_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipes"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("openrecipes.dev"));
    auto code = Language::requested(arguments);
    if (!Language::isKnown(code))
        code.clear();
    Language::install(code);
    return code;
}
