// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A file of the recipe domain cannot see the analyses above it.
#include "analysis/layoutdiff.h"
