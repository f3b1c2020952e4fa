// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gitstatusfeed.h"

#include "analysis/displaytext.h"
#include "navigationdock.h"
#include "rankingpage.h"
#include "recipe/recipestore.h"
#include "repository/worktreewatch.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QStatusBar>

GitStatusFeed::GitStatusFeed(RecipeStore *store, RankingPage *ranking, NavigationDock *navigation, QStatusBar *statusBar, QObject *parent)
    : QObject(parent), m_store(store), m_ranking(ranking), m_navigation(navigation), m_branch(new QLabel(statusBar)),
      m_watch(new WorkTreeWatch(this))
{
    m_branch->setObjectName(QStringLiteral("gitBranch"));
    m_branch->setTextFormat(Qt::PlainText); // a branch's name is anyone's
    m_branch->hide();
    statusBar->addPermanentWidget(m_branch);
    connect(m_store, &RecipeStore::recipesChanged, this, &GitStatusFeed::recipesChanged);
    connect(m_watch, &WorkTreeWatch::statusChanged, this, &GitStatusFeed::statusChanged);
}

void GitStatusFeed::enableInWorkTree(QAction *action, const QString &toolTip, const QString &whyNot) const
{
    const auto follow = [watch = m_watch, action, toolTip, whyNot] {
        const auto &status = watch->status();
        action->setEnabled(status.isKnown());
        action->setToolTip(status.isKnown() ? toolTip : DisplayText::toolTip(whyNot.arg(status.why)));
    };
    connect(m_watch, &WorkTreeWatch::statusChanged, action, follow);
    follow();
}

void GitStatusFeed::recipesChanged()
{
    QStringList folders;
    for (const auto &path : m_store->paths())
        if (m_store->isGivenFolder(path))
            folders.append(path);
    m_watch->setFolders(folders);
}

void GitStatusFeed::statusChanged()
{
    const auto &status = m_watch->status();
    m_ranking->setWorkTreeStatus(status);
    m_navigation->setFileChanges(status.changes);
    m_branch->setVisible(status.isKnown());
    m_branch->setText(branchText());
    m_branch->setAccessibleName(m_branch->text());
    m_branch->setToolTip(status.isKnown() ? DisplayText::toolTip(tr("Git work tree: %1").arg(QDir::toNativeSeparators(status.workTree)))
                                          : QString());
}

// "main · 2 changed, 1 deleted", "detached at 1a2b3c4", "main, no commits yet".
QString GitStatusFeed::branchText() const
{
    const auto &status = m_watch->status();
    if (!status.isKnown())
        return {};
    if (status.shortCommit.isEmpty())
        return tr("%1, no commits yet").arg(status.branch);
    auto text = status.branch.isEmpty() ? tr("detached at %1").arg(status.shortCommit) : status.branch;
    if (!status.changes.isEmpty())
        text += tr(" · %n changed", nullptr, int(status.changes.size()));
    if (!status.deleted.isEmpty())
        text += tr(", %n deleted", nullptr, int(status.deleted.size()));
    return text;
}

#include "moc_gitstatusfeed.cpp"
