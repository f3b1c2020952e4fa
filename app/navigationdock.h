// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "itemmodels/navigationmodel.h"
#include "recipe/ranking.h"

#include <QDockWidget>
#include <QFutureWatcher>

#include <optional>

class NavigationView;

// The site's "All models" index as a dock: the files opened from outside the folder,
// models, their GPU types and their recipes. Choosing an entry asks for its group or
// its recipe (or file); following the window's own choice (a recipe opened elsewhere)
// asks for nothing.
class NavigationDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit NavigationDock(QWidget *parent = nullptr);
    // Up to this many recipes, each is shown under its GPU type at once.
    static constexpr int MaxRecipesExpanded = 5000;

    // Past this many recipes, the index is made on a worker thread and shown once made.
    static constexpr int MadeAtOnceUpTo = 5000;

    // A new ranking and opened files, keeping the model or GPU type the reader had chosen.
    void setRanking(const QList<RankedRecipe> &ranking, const QStringList &openedFiles);
    // Selects a recipe's entry, without asking for it (once the index is made, when it
    // is being made).
    void follow(const QString &filePath);
    // How each file differs from the git commit checked out, marked on its recipe's row.
    void setFileChanges(const FileChanges &changes);
    // Selects nothing, without asking for anything.
    void clearChoice();

Q_SIGNALS:
    // An empty model: every recipe; an empty GPU type: every GPU of the model.
    void groupChosen(const QString &model, const QString &gpuType);
    void recipeChosen(const QString &filePath);

private:
    void show(NavigationModel::Tree tree);
    void currentChanged();
    void select(const QModelIndex &index);

    NavigationModel *m_model;
    NavigationView *m_view;
    QFutureWatcher<NavigationModel::Tree> m_building;
    bool m_following = false;
    bool m_showLater = false;             // an index is being made, to be shown
    std::optional<QString> m_followLater; // a recipe to follow once the index being made is shown
};
