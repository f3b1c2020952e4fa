// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyfeed.h"

#include "historyview.h"
#include "itemmodels/historymodel.h"
#include "recipe/recipeblobcache.h"
#include "recipe/recipestore.h"
#include "recipepageview.h"
#include "repository/gitrepository.h"

#include <QDir>
#include <QtConcurrent/QtConcurrentRun>

HistoryFeed::HistoryFeed(const RecipeStore *store, RecipePageView *page, QObject *parent) : QObject(parent), m_store(store), m_page(page)
{
    connect(m_page, &RecipePageView::historyWanted, this, &HistoryFeed::wanted);
    connect(&m_reading, &QFutureWatcherBase::finished, this, &HistoryFeed::done);
    connect(m_page->historyView(), &HistoryView::compareRequested, this, &HistoryFeed::compare);
}

HistoryFeed::~HistoryFeed()
{
    if (m_stop)
        *m_stop = true;
    m_reading.waitForFinished();
}

void HistoryFeed::wanted(const QString &filePath)
{
    if (m_stop)
        *m_stop = true; // the one before is no longer wanted
    m_stop = std::make_shared<std::atomic_bool>(false);
    m_page->historyView()->showMessage(tr("Reading the commits that changed %1…").arg(QDir::toNativeSeparators(filePath)));
    m_file = m_store->absolutePath(filePath);
    m_reading.setFuture(QtConcurrent::run(&HistoryFeed::read, m_file, m_stop));
}

void HistoryFeed::compare(const QString &commitA, const QString &pathA, const QString &commitB, const QString &pathB)
{
    const auto inWorkTree = [this](const QString &path) { return m_workTree + u'/' + path; };
    Q_EMIT compareRequested(inWorkTree(pathA), commitA, commitB.isEmpty() ? m_file : inWorkTree(pathB), commitB);
}

HistoryFeed::Reading HistoryFeed::read(const QString &absolutePath, const std::shared_ptr<std::atomic_bool> &stop)
{
    Reading reading;
    const auto repository = GitRepository::containing(absolutePath, &reading.why);
    if (!repository)
        return reading;
    const auto relative = repository->relativePath(absolutePath);
    if (!relative) {
        reading.why = QStringLiteral("not a git repository: ") + absolutePath;
        return reading;
    }
    reading.workTree = repository->workTree();
    RecipeBlobCache cache; // this thread's connection
    reading.history = RecipeHistory::of(*repository, *relative, [stop] { return stop->load(); }, &cache);
    return reading;
}

void HistoryFeed::done()
{
    const auto reading = m_reading.result();
    auto *view = m_page->historyView();
    view->model()->setHistory(reading.history);
    m_workTree = reading.workTree;
    if (!reading.why.isEmpty())
        view->showMessage(tr("No history: %1").arg(reading.why));
    else if (reading.history.versions.isEmpty())
        view->showMessage(tr("No history: no commit has this file yet"));
    else
        view->showHistory(reading.history.truncated ? tr("History truncated (shallow clone): older commits are not in this repository")
                                                    : QString());
}

#include "moc_historyfeed.cpp"
