// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "heaptuning.h"

#include <QThread>

#include <algorithm>

#include <malloc.h>

void HeapTuning::apply(Program program)
{
    // Loading thousands of recipes on every core grows each thread's heap a page at a
    // time, one mprotect() each, serialised on the process's memory map: ask for the
    // heap's room at once (address space only; pages are still taken when touched).
    mallopt(M_TOP_PAD, 64 * 1024 * 1024);
    if (program != Program::Window)
        return;
    // Each heap keeps that room when it shrinks, and memory freed in it stays the
    // process's. glibc makes up to eight heaps a core as threads contend; the window
    // reads on a few pools at once and holds what it read: one heap a core keeps its
    // peak lower for a load a few percent slower (docs/benchmarks.md).
    mallopt(M_ARENA_MAX, std::max(2, QThread::idealThreadCount()));
}
