// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rankingplan.h"

#include "filterbar.h"
#include "itemmodels/recipetablemodel.h"
#include "planbar.h"
#include "recipepageview.h"
#include "recipetableview.h"
#include "settings/settings.h"

RankingPlan::RankingPlan(PlanBar *bar, RecipeTableModel *table, RecipeTableView *view, FilterBar *filters, RecipePageView *page,
                         QObject *parent)
    : QObject(parent), m_table(table), m_view(view), m_filters(filters), m_page(page)
{
    const auto plan = Settings::instance().plan();
    bar->setPlan(plan);
    // The columns as the window left them (saved with the plan), or as they are now.
    m_shown = !view->isColumnHidden(RecipeTableModel::TimeToTrain);
    apply(plan);
    connect(bar, &PlanBar::planChanged, this, [](const RunPlan &changed) { Settings::instance().setPlan(changed); });
    // A plan set elsewhere (a view link) shows in the bar too.
    connect(&Settings::instance(), &Settings::planChanged, this, [this, bar](const RunPlan &changed) {
        if (bar->plan() != (changed.isSet() ? changed : changed.cleared()))
            bar->setPlan(changed);
        apply(changed);
    });
    connect(&Settings::instance(), &Settings::pricesChanged, this, [this] { apply(Settings::instance().plan()); });
}

CostedPlan RankingPlan::costed(const RunPlan &plan)
{
    return {plan, plan.prices == RunPlan::Prices::Yours ? Settings::instance().prices() : PriceTable::defaults()};
}

void RankingPlan::apply(const RunPlan &plan)
{
    const auto costedPlan = costed(plan);
    m_table->setPlan(costedPlan);
    m_page->setPlan(costedPlan);
    m_filters->setPlanConstrained(plan.isSet() && plan.hasConstraints());
    if (plan.isSet() == m_shown)
        return;
    m_shown = plan.isSet();
    for (const int column : {RecipeTableModel::TimeToTrain, RecipeTableModel::CostToTrain, RecipeTableModel::EnergyToTrain}) {
        m_view->setColumnHidden(column, !m_shown);
        if (m_shown)
            m_view->resizeColumnToContents(column);
    }
    Q_EMIT m_view->layoutChanged();
}
