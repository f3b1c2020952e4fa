// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A file of the recipe domain sees the domain: this builds.
#include "recipe/recipe.h"
