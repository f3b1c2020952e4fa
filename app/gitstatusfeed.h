// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class NavigationDock;
class QAction;
class QLabel;
class QStatusBar;
class RankingPage;
class RecipeStore;
class WorkTreeWatch;

// The git status of the folders shown, brought to the window: the ranking's Git column
// and "Changed only" filter, the marks in the models index, and the branch in the status
// bar. Made again on a worker thread after every load and whenever git changes the
// repository.
class GitStatusFeed : public QObject
{
    Q_OBJECT
public:
    GitStatusFeed(RecipeStore *store, RankingPage *ranking, NavigationDock *navigation, QStatusBar *statusBar, QObject *parent = nullptr);

    const WorkTreeWatch *watch() const { return m_watch; }
    // Keeps action enabled while the folders shown are in a git work tree, toolTip its
    // tooltip; else greyed out, with whyNot (the reason as %1) as its tooltip.
    void enableInWorkTree(QAction *action, const QString &toolTip, const QString &whyNot) const;

private:
    void recipesChanged();
    void statusChanged();
    QString branchText() const;

    RecipeStore *m_store;
    RankingPage *m_ranking;
    NavigationDock *m_navigation;
    QLabel *m_branch;
    WorkTreeWatch *m_watch;
};
