// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "blamefeed.h"

#include "recipe/recipestore.h"
#include "recipepageview.h"
#include "repository/gitrepository.h"
#include "repository/recipeblame.h"

#include <QFile>
#include <QtConcurrent/QtConcurrentRun>

BlameFeed::BlameFeed(const RecipeStore *store, RecipePageView *page, QObject *parent) : QObject(parent), m_store(store), m_page(page)
{
    connect(m_page, &RecipePageView::blameWanted, this, &BlameFeed::wanted);
    connect(&m_reading, &QFutureWatcherBase::finished, this, &BlameFeed::done);
}

BlameFeed::~BlameFeed()
{
    m_reading.waitForFinished();
}

void BlameFeed::wanted(const QString &filePath)
{
    if (m_reading.isRunning()) {
        m_next = filePath;
        return;
    }
    m_next.clear();
    m_file = filePath;
    m_reading.setFuture(QtConcurrent::run(&BlameFeed::notes, m_store->absolutePath(filePath)));
}

QStringList BlameFeed::notes(const QString &absolutePath)
{
    const auto repository = GitRepository::containing(absolutePath, nullptr);
    const auto relative = repository ? repository->relativePath(absolutePath) : std::nullopt;
    QFile file(absolutePath);
    if (!relative || !file.open(QIODevice::ReadOnly))
        return {};
    const auto lines = RecipeBlame::of(*repository, *relative, file.read(RecipeLoader::MaxFileBytes));
    QStringList notes;
    for (const auto &line : lines.value_or(QList<RecipeBlame::Line>()))
        notes.append(line.shortCommit.isEmpty()
                         ? tr("Not committed yet: changed since the commit checked out")
                         : QStringLiteral("%1 · %2 · %3\n%4")
                               .arg(line.shortCommit, line.author, line.date.toString(QStringLiteral("yyyy-MM-dd")), line.subject));
    return notes;
}

void BlameFeed::done()
{
    // Only onto the file it was read for, still shown.
    if (!m_next.isEmpty()) { // another was wanted meanwhile
        wanted(m_next);
        return;
    }
    if (m_page->hasRecipe() && m_page->recipe().filePath() == m_file)
        m_page->setLineNotes(m_reading.result());
}

#include "moc_blamefeed.cpp"
