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

// Finders for the tests of what the README and the user guide promise: menu actions by
// their path, the charts page's controls, presenter mode's window.
#include "presenterwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QToolButton>

#include <algorithm>

namespace WindowParts {
// An action of the menu bar by the texts of its menus and its own, without the
// mnemonics' ampersands: {"View", "Theme", "Dark"}; nullptr when there is none.
inline QAction *menuAction(const MainWindow &window, const QStringList &path)
{
    auto actions = window.menuBar()->actions();
    QAction *found = nullptr;
    for (const auto &name : path) {
        const auto named =
            std::find_if(actions.cbegin(), actions.cend(), [&name](const QAction *a) { return QString(a->text()).remove(u'&') == name; });
        if (named == actions.cend())
            return nullptr;
        found = *named;
        actions = found->menu() ? found->menu()->actions() : QList<QAction *>();
    }
    return found;
}

// A button of the charts page by its text ("Reset Zoom", "Export").
inline QToolButton *chartsButton(const MainWindow &window, const QString &text)
{
    const auto buttons = chartsPage(window)->findChildren<QToolButton *>();
    const auto found = std::find_if(buttons.cbegin(), buttons.cend(), [&text](const QToolButton *b) { return b->text() == text; });
    return found == buttons.cend() ? nullptr : *found;
}

// The charts page's switch between a linear and a logarithmic value axis.
inline QCheckBox *logScaleSwitch(const MainWindow &window)
{
    return chartsPage(window)->findChild<QCheckBox *>();
}

inline QHeaderView *rankingHeader(const MainWindow &window)
{
    return rankingTable(window)->horizontalHeader();
}

// Presenter mode's window while it is shown, else nullptr.
inline PresenterWindow *shownPresenter()
{
    for (auto *widget : QApplication::topLevelWidgets())
        if (auto *presenter = qobject_cast<PresenterWindow *>(widget); presenter && presenter->isVisible())
            return presenter;
    return nullptr;
}
} // namespace WindowParts
