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
    // Laid out a part at a time: a list of 100,000s of findings would hold the window
    // up for tens of milliseconds at once.
    m_view->setLayoutMode(QListView::Batched);
    m_view->setBatchSize(LaidOutAtOnce);
    setWidget(m_view);
    hide();
    connect(m_view, &QListView::activated, this, [this](const QModelIndex &index) { Q_EMIT problemActivated(index.row()); });
}
