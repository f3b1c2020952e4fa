// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A file of the analyses sees the analyses and the domain: this builds.
#include "analysis/layoutdiff.h"
#include "recipe/recipe.h"
