// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "navigationdock.h"

#include "itemmodels/navigationmodel.h"
#include "navigationview.h"

#include <QtConcurrent/QtConcurrentRun>

NavigationDock::NavigationDock(QWidget *parent)
    : QDockWidget(tr("Models"), parent), m_model(new NavigationModel(this)), m_view(new NavigationView(this))
{
    setObjectName(QStringLiteral("navigationDock"));
    m_view->setModel(m_model);
    setWidget(m_view);
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &NavigationDock::currentChanged);
    connect(&m_building, &QFutureWatcher<NavigationModel::Tree>::finished, this, [this] {
        if (!m_building.isCanceled() && m_building.future().resultCount() > 0)
            show(m_building.future().takeResult());
    });
}

void NavigationDock::setFileChanges(const FileChanges &changes)
{
    m_model->setFileChanges(changes);
}

void NavigationDock::setRanking(const QList<RankedRecipe> &ranking, const QStringList &openedFiles)
{
    if (ranking.size() <= MadeAtOnceUpTo) {
        m_building.cancel();
        show(NavigationModel::build(ranking, openedFiles));
        return;
    }
    m_showLater = true;
    m_building.setFuture(QtConcurrent::run(&NavigationModel::build, ranking, openedFiles));
}

void NavigationDock::show(NavigationModel::Tree tree)
{
    const auto index = m_view->currentIndex();
    const auto keepModel = index.data(NavigationModel::ModelRole).toString();
    const auto keepGpu = index.data(NavigationModel::KindRole).toInt() == NavigationModel::ModelKind
        ? QString()
        : index.data(NavigationModel::GpuTypeRole).toString();
    const auto recipes = tree.recipeCount();
    m_showLater = false;
    m_following = true;
    m_model->setTree(std::move(tree));
    // Every recipe under its GPU type; with many thousands, the models and their GPU
    // types only (a tree view lays out every line shown, on the window's thread), and
    // a GPU type opens to its recipes.
    if (recipes <= MaxRecipesExpanded)
        m_view->expandAll();
    else
        m_view->expandToDepth(0);
    if (!keepModel.isEmpty())
        m_view->setCurrentIndex(m_model->find(keepModel, keepGpu));
    m_following = false;
    if (const auto later = std::exchange(m_followLater, std::nullopt))
        follow(*later);
}

void NavigationDock::follow(const QString &filePath)
{
    if (m_showLater) {
        m_followLater = filePath;
        return;
    }
    // An opened file chosen under its heading stays chosen there.
    if (m_view->currentIndex().data(NavigationModel::FilePathRole).toString() == filePath)
        return;
    const auto index = m_model->find({}, {}, filePath);
    if (index.isValid() && m_view->currentIndex() != index)
        select(index);
}

void NavigationDock::clearChoice()
{
    m_followLater.reset();
    select({});
}

void NavigationDock::select(const QModelIndex &index)
{
    m_following = true;
    m_view->setCurrentIndex(index);
    m_following = false;
}

void NavigationDock::currentChanged()
{
    if (m_following)
        return;
    const auto index = m_view->currentIndex();
    const auto kind = index.data(NavigationModel::KindRole).toInt();
    if (!index.isValid())
        Q_EMIT groupChosen({}, {});
    else if (kind == NavigationModel::RecipeKind || kind == NavigationModel::OpenedFileKind)
        Q_EMIT recipeChosen(index.data(NavigationModel::FilePathRole).toString());
    else if (kind == NavigationModel::OpenedFilesKind)
        return; // a heading: nothing to show
    else
        Q_EMIT groupChosen(index.data(NavigationModel::ModelRole).toString(),
                           kind == NavigationModel::GpuKind ? index.data(NavigationModel::GpuTypeRole).toString() : QString());
}
