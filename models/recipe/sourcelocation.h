// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a node starts in a recipe file: 1-based line and column, 0-based byte offset.
struct SourceLocation
{
    int line = 1;
    int column = 1;
    int offset = 0;

    friend bool operator==(const SourceLocation &, const SourceLocation &) = default;
};
