// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/backgroundpriority.h"

#include <QThread>
#include <QThreadPool>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace {
// Weighs about a tenth of a thread at the default priority with the kernel's
// scheduler: still progressing on a machine kept busy by others, never starved.
constexpr int BackgroundNice = 10;
} // namespace

void BackgroundPriority::lowerThisThread(const QThreadPool &pool)
{
#ifdef Q_OS_LINUX
    thread_local bool lowered = false;
    if (lowered || !pool.contains(QThread::currentThread()))
        return;
    lowered = true;
    // On Linux a nice value is a thread's own (the thread id names it).
    if (ofThisThread() < BackgroundNice)
        setpriority(PRIO_PROCESS, id_t(gettid()), BackgroundNice);
#endif
}

int BackgroundPriority::ofThisThread()
{
#ifdef Q_OS_LINUX
    return getpriority(PRIO_PROCESS, id_t(gettid()));
#else
    return 0;
#endif
}
