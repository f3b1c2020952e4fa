// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A file of the analyses cannot see the repository layer above them.
#include "repository/gitrepository.h"
