// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

// Work that runs once the window shows what it waits for (checks of recipes already
// shown, the keys sorts and searches use) runs below the window's thread: when the
// cores are busy, the window answers first. A thread lowered stays lowered (raising
// it back needs a privilege), and the threads it starts begin lowered: only threads
// of pools kept for such work are lowered, and they start threads only in such pools.
class BackgroundPriority
{
public:
    // Lowers the calling thread's scheduling priority (its nice value, on Linux) once,
    // when it is one of pool's threads: a thread that waits for a task and runs it
    // itself (as QFuture::result() may) keeps its own.
    static void lowerThisThread(const QThreadPool &pool);
    // The calling thread's nice value (0 where threads have none of their own).
    static int ofThisThread();
};
