// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/costedplan.h"

#include <QCoreApplication>
#include <QString>

class Recipe;

// The Plan section of a recipe page: what the run planned would take on the recipe's
// layout (PlanFigures), each figure with how it was reached, as HTML whose every text
// from the recipe is escaped.
class PlanHtml
{
    Q_DECLARE_TR_FUNCTIONS(PlanHtml)

public:
    // The heading and a table of figures; empty without a plan.
    static QString of(const Recipe &recipe, const CostedPlan &plan);
};
