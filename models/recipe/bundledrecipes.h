// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// The published recipes that ship with the program and open when no folder is given.
class BundledRecipes
{
public:
    // The installed copy (share/recipe-explorer/recipes in the running program's
    // prefix, from bin or libexec/recipe-explorer), else the source tree's recipes/
    // folder the program was built from.
    static QString folder();
};
