// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestedfiles.h"

#include "cli/commandoutput.h"

#include <QDir>

#include <utility>

RequestedFiles::RequestedFiles(RecipeStore *store, QObject *parent) : QObject(parent), m_store(store)
{
    connect(store, &RecipeStore::loadingStarted, this, &RequestedFiles::loadingStarted);
    connect(store, &RecipeStore::loadingFinished, this, &RequestedFiles::loadingFinished);
}

void RequestedFiles::expect(const QStringList &paths)
{
    m_waiting += paths;
}

void RequestedFiles::expectInstead(const QStringList &paths)
{
    m_loading.clear();
    m_waiting = paths;
}

void RequestedFiles::loadingStarted()
{
    // A path asked for while a load was under way is read by the next one.
    m_loading += std::exchange(m_waiting, {});
}

void RequestedFiles::loadingFinished(bool cancelled)
{
    if (cancelled) {
        // Read by the load that follows, if it still holds them.
        m_waiting = std::exchange(m_loading, {}) + m_waiting;
        return;
    }
    report(std::exchange(m_loading, {}));
}

void RequestedFiles::report(const QStringList &paths)
{
    QString first;
    QList<RecipeStore::Fault> faults;
    for (const auto &path : paths) {
        const auto fault = m_store->fault(path);
        if (!fault && (m_store->isGivenFolder(path) || !m_store->recipe(path)))
            continue; // a folder
        if (first.isEmpty())
            first = path;
        if (fault)
            faults.append(*fault);
    }
    if (!faults.isEmpty()) {
        ProblemList problems;
        for (const auto &fault : std::as_const(faults))
            problems.append(fault.problem);
        Cli::printProblems(problems);
        auto message = describe(faults.first());
        if (faults.size() > 1)
            message += tr(" (and %n more, see Problems)", nullptr, int(faults.size() - 1));
        Q_EMIT statusMessage(message, 15000);
    }
    if (!first.isEmpty())
        Q_EMIT firstFileRead(first);
}

QString RequestedFiles::describe(const RecipeStore::Fault &fault)
{
    const auto &problem = fault.problem;
    const auto file = QDir::toNativeSeparators(problem.file);
    // One arg() call: a file named "%2" is not filled in by a later one.
    if (fault.located)
        return tr("Cannot open %1 at line %2, column %3: %4")
            .arg(file, QString::number(problem.line), QString::number(problem.column), problem.text());
    return tr("Cannot open %1: %2").arg(file, problem.text());
}
