// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyview.h"

#include "historychart.h"
#include "itemmodels/historymodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

HistoryView::HistoryView(QWidget *parent)
    : QWidget(parent), m_model(new HistoryModel(this)), m_message(new QLabel(this)), m_chart(new HistoryChart(this)),
      m_table(new QTableView(this))
{
    m_message->setObjectName(QStringLiteral("historyMessage"));
    m_message->setTextFormat(Qt::PlainText); // paths and git's words are anyone's
    m_message->setWordWrap(true);
    m_message->setContentsMargins(8, 4, 8, 4);
    m_chart->setObjectName(QStringLiteral("historyChart"));
    m_chart->setMinimumWidth(380);
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setAccessibleName(tr("Commits that changed the recipe"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_message);
    layout->addWidget(splitter, 1);
    showMessage({});
}

void HistoryView::showHistory(const QString &note)
{
    m_chart->setHistory(m_model->history());
    m_table->resizeColumnsToContents();
    m_message->setText(note);
    m_message->setVisible(!note.isEmpty());
    m_table->parentWidget()->setVisible(true);
}

void HistoryView::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(true);
    m_table->parentWidget()->setVisible(false);
}

QString HistoryView::message() const
{
    return m_message->text();
}

#include "moc_historyview.cpp"
