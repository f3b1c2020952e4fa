// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "navigationview.h"

#include "itemmodels/navigationmodel.h"

#include <QHeaderView>

NavigationView::NavigationView(QWidget *parent) : QTreeView(parent)
{
    setObjectName(QStringLiteral("navigation"));
    setAccessibleName(tr("All models"));
    setUniformRowHeights(true);
}

void NavigationView::setModel(QAbstractItemModel *model)
{
    QTreeView::setModel(model);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(NavigationModel::Name, QHeaderView::Stretch);
    header()->setSectionResizeMode(NavigationModel::Recipes, QHeaderView::ResizeToContents);
    // Fitted to the rows in view and a few more, not to a thousand of ten thousand.
    header()->setResizeContentsPrecision(25);
}
