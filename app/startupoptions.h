// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diffview.h"
#include "recipepageview.h"

#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

// What the window is asked to start on, parsed from its command line: a plain value
// that main.cpp applies once the recipes are loaded.
struct StartupOptions
{
    QStringList paths; // folders and files; no folder: the bundled recipes, beside the files
    bool selfTest = false;
    QString model;
    QString gpuType;
    QString showFile;
    QStringList editFiles; // opened in the recipe editor
    QString editField;     // with editFiles: the field to show, "result.mfu"
    // --page: the recipe's tab, and the compare view's that shows the same parts.
    RecipePageView::Tab tab = RecipePageView::Tab::Overview;
    DiffView::Tab compareTab = DiffView::Tab::Fields;
    QStringList compare; // none or A and B
    bool charts = false;
    bool present = false;
    QString theme; // empty: the remembered one
    QString view;  // a view link (--view, or an argument that is one), shown once loaded
    bool noCache = false;
    QString gpuCatalog; // a GPU catalogue file over the bundled one, for this start

    // Parses the window's arguments (argv); prints help, the version or a usage
    // error and sets exitCode when the program should stop instead.
    static std::optional<StartupOptions> parse(const QStringList &arguments, int *exitCode);

private:
    struct Declared; // the options as the parser was given them
    static Declared declare(QCommandLineParser &parser);
    // Each reads its part; a usage error when a value is wrong or does not go with another.
    QString readRecipes(const QCommandLineParser &parser, const Declared &declared);
    QString readNames(const QCommandLineParser &parser, const Declared &declared);
};
