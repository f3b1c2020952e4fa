// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/costedplan.h"

#include <QObject>

class FilterBar;
class PlanBar;
class RecipePageView;
class RecipeTableModel;
class RecipeTableView;

// The run planned, from the Plan bar to the ranking: remembered in the settings,
// costed at the prices it names, its columns shown once it is set and hidden once it
// is cleared, "Fits the plan" offered while it has a deadline or a budget, and the
// recipe page's Plan section.
class RankingPlan : public QObject
{
    Q_OBJECT
public:
    RankingPlan(PlanBar *bar, RecipeTableModel *table, RecipeTableView *view, FilterBar *filters, RecipePageView *page,
                QObject *parent = nullptr);

    // The plan with the prices it names: the published ones, or the reader's (Settings).
    static CostedPlan costed(const RunPlan &plan);

private:
    void apply(const RunPlan &plan);

    RecipeTableModel *m_table;
    RecipeTableView *m_view;
    FilterBar *m_filters;
    RecipePageView *m_page;
    bool m_shown = false; // whether a plan was set when last applied
};
