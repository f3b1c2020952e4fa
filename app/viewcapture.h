// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/viewstate.h"

class MainWindow;

// What the window shows now, as a view link carries it: the page in front, the folders
// open, the recipe and tab, the pair compared, the revision reviewed, the filters, the
// chart and the plan.
namespace ViewCapture {
ViewState of(const MainWindow &window);
} // namespace ViewCapture
