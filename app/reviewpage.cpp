// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewpage.h"

#include "itemmodels/reviewmodel.h"
#include "recipe/recipestore.h"
#include "repository/changereview.h"
#include "reviewview.h"
#include "revisionchooser.h"

#include <QDir>
#include <QFileInfo>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

ReviewPage::ReviewPage(const RecipeStore *store, QWidget *parent) : QWidget(parent), m_store(store), m_view(new ReviewView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_thread.setMaxThreadCount(1);
    connect(&m_reading, &QFutureWatcherBase::finished, this, &ReviewPage::done);
    connect(m_view, &ReviewView::rowActivated, this, &ReviewPage::open);
    connect(m_view, &ReviewView::chooseRevisionRequested, this, &ReviewPage::chooseRevision);
    connect(m_view, &ReviewView::refreshRequested, this, [this] { review(m_revision.isEmpty() ? QStringLiteral("HEAD") : m_revision); });
    m_view->showMessage(tr("Review Changes Since... (Ctrl+Shift+R) shows what the changes to the recipes do"));
}

ReviewPage::~ReviewPage()
{
    m_thread.clear(); // reviews asked for and not started: no longer wanted
    m_thread.waitForDone();
}

QString ReviewPage::folder() const
{
    // The first folder given; for files alone, the folder of the first.
    const auto paths = m_store->paths();
    if (paths.isEmpty())
        return {};
    return QFileInfo(paths.first()).isDir() ? paths.first() : QFileInfo(paths.first()).path();
}

void ReviewPage::chooseRevision()
{
    RevisionChooser::choose(m_store->absolutePath(folder()), this, tr("Review Changes Since a Git Revision"),
                            [this](const QString &chosen) { review(chosen); });
}

void ReviewPage::review(const QString &revision)
{
    m_revision = revision;
    m_view->showMessage(tr("Reviewing the changes since %1…").arg(revision));
    Q_EMIT reviewStarted();
    m_thread.clear(); // one asked for before and not started yet is not wanted any more
    m_reading.setFuture(QtConcurrent::run(&m_thread, &ReviewPage::read, folder(), revision));
}

ReviewPage::Reading ReviewPage::read(const QString &folder, const QString &revision)
{
    Reading reading;
    if (auto entries = ChangeReview::of(folder, revision, std::nullopt, &reading.why))
        reading.entries = std::move(*entries);
    return reading;
}

void ReviewPage::done()
{
    if (m_reading.isRunning())
        return; // another review was asked for meanwhile
    const auto reading = m_reading.result();
    m_view->model()->setEntries(reading.entries, m_store->absolutePath(folder()));
    if (!reading.why.isEmpty())
        m_view->showMessage(tr("No review: %1").arg(reading.why));
    else if (reading.entries.isEmpty())
        m_view->showMessage(tr("No recipe changed since %1").arg(m_revision));
    else
        m_view->showReview(tr("%n recipe(s) changed since %1, in the work tree", nullptr, int(reading.entries.size())).arg(m_revision));
}

void ReviewPage::open(int row)
{
    const auto &change = m_view->model()->entries().at(row).change;
    switch (change.kind) {
    case RecipeReview::Kind::Added: Q_EMIT recipeRequested(change.headPath); return;
    case RecipeReview::Kind::Deleted:
        Q_EMIT statusMessage(tr("%1 was removed since %2: there is nothing to compare it with").arg(change.basePath, m_revision), 5000);
        return;
    case RecipeReview::Kind::Modified:
    case RecipeReview::Kind::Renamed: Q_EMIT compareVersionsRequested(change.basePath, m_revision, change.headPath, {}); return;
    }
}

#include "moc_reviewpage.cpp"
