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

HistoryFeed::HistoryFeed(const RecipeStore *store, RecipePageView *page, QObject *parent)
    : QObject(parent), m_store(store), m_page(page), m_progress(new QTimer(this))
{
    m_progress->setInterval(250);
    connect(m_progress, &QTimer::timeout, this, &HistoryFeed::showProgress);
    connect(m_page->historyView(), &HistoryView::cancelRequested, this, &HistoryFeed::cancel);
    connect(m_page, &RecipePageView::historyWanted, this, &HistoryFeed::wanted);
    connect(&m_reading, &QFutureWatcherBase::finished, this, &HistoryFeed::done);
    connect(m_page->historyView(), &HistoryView::compareRequested, this, &HistoryFeed::compare);
}

HistoryFeed::~HistoryFeed()
{
    if (m_shared)
        m_shared->stop = true;
    m_reading.waitForFinished();
}

void HistoryFeed::wanted(const QString &filePath)
{
    if (m_shared)
        m_shared->stop = true; // the one before is no longer wanted
    m_shared = std::make_shared<Shared>();
    m_file = m_store->absolutePath(filePath);
    showProgress();
    m_progress->start();
    m_reading.setFuture(QtConcurrent::run(&HistoryFeed::read, m_file, m_shared));
}

void HistoryFeed::showProgress()
{
    const auto file = QDir::toNativeSeparators(m_file);
    const auto walked = m_shared ? int(m_shared->walked.load()) : 0;
    m_page->historyView()->showProgress(walked == 0
                                            ? tr("Reading the commits that changed %1…").arg(file)
                                            : tr("Reading the commits that changed %1… %n commit(s) read", nullptr, walked).arg(file));
}

void HistoryFeed::cancel()
{
    if (!m_shared || !m_progress->isActive())
        return; // shown already: a reading done but not yet delivered is still cancelled
    m_shared->stop = true;
    m_progress->stop();
    m_page->historyView()->showMessage(tr("Reading the history was cancelled: show the tab again to read it"));
}

void HistoryFeed::compare(const QString &commitA, const QString &pathA, const QString &commitB, const QString &pathB)
{
    const auto inWorkTree = [this](const QString &path) { return m_workTree + u'/' + path; };
    Q_EMIT compareRequested(inWorkTree(pathA), commitA, commitB.isEmpty() ? m_file : inWorkTree(pathB), commitB);
}

HistoryFeed::Reading HistoryFeed::read(const QString &absolutePath, const std::shared_ptr<Shared> &shared)
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
    reading.history = RecipeHistory::of(
        *repository, *relative,
        [shared](qsizetype walked) {
            shared->walked = walked;
            return !shared->stop.load();
        },
        &cache);
    return reading;
}

void HistoryFeed::done()
{
    m_progress->stop();
    if (m_shared && m_shared->stop) {
        Q_EMIT readingEnded(false); // cancelled: what was read is not all of it
        return;
    }
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
    Q_EMIT readingEnded(true);
}

#include "moc_historyfeed.cpp"
