// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/planfigures.h"
#include "analysis/pricetable.h"
#include "analysis/runplan.h"

// A plan with the prices its runs are costed at: what the window's views read.
struct CostedPlan
{
    RunPlan plan;
    PriceTable prices;

    bool isSet() const { return plan.isSet(); }
    PlanFigures figuresOf(const Recipe &recipe) const { return PlanFigures::of(recipe, plan, prices); }

    friend bool operator==(const CostedPlan &, const CostedPlan &) = default;
};
