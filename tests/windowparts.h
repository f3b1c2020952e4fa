// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window's parts, found as its children for the tests that look inside: the
// window and its pages hand out what they do, never their widgets.
#include "chartspage.h"
#include "chartview.h"
#include "comparepage.h"
#include "diffview.h"
#include "filterbar.h"
#include "mainwindow.h"
#include "navigationview.h"
#include "problemsdock.h"
#include "rankingpage.h"
#include "recipepageview.h"
#include "recipetableview.h"

#include <QListView>

namespace WindowParts {
inline ChartsPage *chartsPage(const MainWindow &window)
{
    return window.findChild<ChartsPage *>();
}

inline ChartView *chartView(const MainWindow &window)
{
    return chartsPage(window)->findChild<ChartView *>(); // not a presenter's: those are the window's
}

inline ComparePage *comparePage(const MainWindow &window)
{
    return window.findChild<ComparePage *>();
}

inline DiffView *diffView(const MainWindow &window)
{
    return comparePage(window)->findChild<DiffView *>();
}

inline RankingPage *rankingPage(const MainWindow &window)
{
    return window.findChild<RankingPage *>();
}

inline RecipePageView *recipePage(const MainWindow &window)
{
    return rankingPage(window)->findChild<RecipePageView *>();
}

inline RecipeTableView *rankingTable(const MainWindow &window)
{
    return rankingPage(window)->findChild<RecipeTableView *>();
}

inline FilterBar *filterBar(const MainWindow &window)
{
    return rankingPage(window)->findChild<FilterBar *>();
}

inline QTreeView *navigation(const MainWindow &window)
{
    return window.findChild<NavigationView *>();
}

inline QListView *problems(const MainWindow &window)
{
    return window.findChild<ProblemsDock *>()->view();
}
} // namespace WindowParts
