// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewview.h"

#include "itemmodels/reviewmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

ReviewView::ReviewView(QWidget *parent)
    : QWidget(parent), m_model(new ReviewModel(this)), m_message(new QLabel(this)), m_table(new QTableView(this))
{
    m_message->setObjectName(QStringLiteral("reviewMessage"));
    m_message->setTextFormat(Qt::PlainText); // paths and git's words are anyone's
    m_message->setWordWrap(true);
    auto *choose = new QPushButton(tr("Since &Revision..."), this);
    choose->setObjectName(QStringLiteral("reviewChoose"));
    choose->setToolTip(tr("Review the changes since another commit, branch or tag"));
    connect(choose, &QPushButton::clicked, this, &ReviewView::chooseRevisionRequested);
    auto *refresh = new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&fresh"), this);
    refresh->setObjectName(QStringLiteral("reviewRefresh"));
    refresh->setToolTip(tr("Review the same revision again, with the files as they are now"));
    connect(refresh, &QPushButton::clicked, this, &ReviewView::refreshRequested);
    m_table->setObjectName(QStringLiteral("reviewTable"));
    m_table->setAccessibleName(tr("Recipes changed, with what the change does"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("Double-click or press Return to compare a recipe with its earlier version"));
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) { Q_EMIT rowActivated(index.row()); });
    auto *top = new QHBoxLayout;
    top->setContentsMargins(8, 4, 8, 4);
    top->addWidget(m_message, 1);
    top->addWidget(choose);
    top->addWidget(refresh);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
}

void ReviewView::showReview(const QString &title)
{
    m_message->setText(title);
    m_table->resizeColumnsToContents();
    m_table->setVisible(true);
}

void ReviewView::showMessage(const QString &message)
{
    m_message->setText(message);
    m_table->setVisible(false);
}

QString ReviewView::message() const
{
    return m_message->text();
}

#include "moc_reviewview.cpp"
