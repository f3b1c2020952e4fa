// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the C library's heap is set up, before any thread starts, for loading many
// recipes on every core.
class HeapTuning
{
public:
    enum class Program {
        Commands, // one load, then out
        Window,   // what it loads it keeps, for as long as it is open
    };

    static void apply(Program program);
};
