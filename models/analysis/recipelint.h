// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/lintconfig.h"
#include "analysis/pricetable.h"
#include "recipe/problem.h"
#include "recipe/recipe.h"

#include <QList>
#include <QString>

#include <functional>

// Cross-checks what a recipe says in several places: the layout fields against each
// other, the label, the summary, the command's flags and the env; the figures that
// follow from each other; the GPUs; the status. Each finding names both sides and
// the numbers, stands at the node at fault and ends with its check id.
class RecipeLint
{
public:
    struct Check
    {
        QString id;
        Problem::Severity severity;
        QString summary; // what it checks, for the README and --list
    };
    static const QList<Check> &checks();

    // Findings as problems (file, line, column, severity, "message [check-id]").
    static ProblemList check(const Recipe &recipe, const PriceTable &prices = PriceTable::defaults(), const LintConfig &config = {});
    // For RecipeStore::setChecker: checks each recipe at these prices with its folder's config.
    static std::function<ProblemList(const Recipe &, const QString &)> checker(const PriceTable &prices, const QStringList &opened = {});
    // What the checker's findings for the recipes of a folder depend on besides each
    // file: the checks, the prices, how numbers are written (RecipeFormat::locale) and
    // the config that counts there (for RecipeCache).
    static std::function<QByteArray(const QString &folder)> checkerStamp(const PriceTable &prices, const QStringList &opened = {});
};
