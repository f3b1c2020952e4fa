// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/viewstate.h"
#include "diffview.h"
#include "mainwindow.h"
#include "recipepageview.h"

#include <array>
#include <utility>

// The window's pages and tabs as a view link names them, both ways, in one table each.
namespace ViewMapping {
inline constexpr std::array<std::pair<MainWindow::Page, ViewState::Page>, 4> pages{{
    {MainWindow::Page::Ranking, ViewState::Page::Ranking},
    {MainWindow::Page::Charts, ViewState::Page::Charts},
    {MainWindow::Page::Compare, ViewState::Page::Compare},
    {MainWindow::Page::Review, ViewState::Page::Review},
}};
inline constexpr std::array<std::pair<RecipePageView::Tab, ViewState::Part>, 4> recipeTabs{{
    {RecipePageView::Tab::Overview, ViewState::Part::Overview},
    {RecipePageView::Tab::Command, ViewState::Part::Command},
    {RecipePageView::Tab::Source, ViewState::Part::Source},
    {RecipePageView::Tab::History, ViewState::Part::History},
}};
// The compare page's tabs, by the recipe tab that shows the same parts.
inline constexpr std::array<std::pair<DiffView::Tab, ViewState::Part>, 3> compareTabs{{
    {DiffView::Tab::Fields, ViewState::Part::Overview},
    {DiffView::Tab::Commands, ViewState::Part::Command},
    {DiffView::Tab::Files, ViewState::Part::Source},
}};

// The link's name for a window's value, and the window's value for a link's name
// (the table's first when the table has none for it).
template<typename Window, typename Link, std::size_t N>
Link toLink(const std::array<std::pair<Window, Link>, N> &table, Window value)
{
    for (const auto &[w, l] : table)
        if (w == value)
            return l;
    return table.front().second;
}

template<typename Window, typename Link, std::size_t N>
Window toWindow(const std::array<std::pair<Window, Link>, N> &table, Link value)
{
    for (const auto &[w, l] : table)
        if (l == value)
            return w;
    return table.front().first;
}
} // namespace ViewMapping
