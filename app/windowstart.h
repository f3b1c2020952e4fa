// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class MainWindow;
struct StartupOptions;

// Starts the window on what its command line asks for: the colour theme before the
// window exists; then the cache, the page, the recipes and the editors; and, once the
// recipes are loaded, the group, the recipe and its tab, a comparison, or presenter
// mode. Files named (FILE..., --show, --compare) open wherever they are: beside the
// folder given, or the bundled recipes. main.cpp and the tests start the window
// through the same calls.
namespace WindowStart {
// Remembers and applies the theme --theme names (else the remembered one).
void applyTheme(const StartupOptions &options);
// Opens the recipes asked for in the window (shown already) and what they ask to see.
void begin(MainWindow &window, const StartupOptions &options);
// What the options ask to see, once the recipes are loaded.
void showRequested(MainWindow &window, const StartupOptions &options);
} // namespace WindowStart
