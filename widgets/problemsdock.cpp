// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemsdock.h"

#include <QListView>

ProblemsDock::ProblemsDock(QAbstractItemModel *problems, QWidget *parent) : QDockWidget(tr("Problems"), parent), m_view(new QListView(this))
{
    setObjectName(QStringLiteral("problemsDock"));
    m_view->setObjectName(QStringLiteral("problems"));
    m_view->setAccessibleName(tr("Problems"));
    m_view->setModel(problems);
    m_view->setUniformItemSizes(true);
    setWidget(m_view);
    hide();
    connect(m_view, &QListView::activated, this, [this](const QModelIndex &index) { Q_EMIT problemActivated(index.row()); });
}
