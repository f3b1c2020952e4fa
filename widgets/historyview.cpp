// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyview.h"

#include "historychart.h"
#include "itemmodels/historymodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

HistoryView::HistoryView(QWidget *parent)
    : QWidget(parent), m_model(new HistoryModel(this)), m_message(new QLabel(this)), m_chart(new HistoryChart(this)),
      m_table(new QTableView(this)), m_compare(new QPushButton(tr("Compare"), this)), m_cancel(new QPushButton(tr("Cancel"), this))
{
    m_cancel->setObjectName(QStringLiteral("historyCancel"));
    m_cancel->setToolTip(tr("Stop reading the commits that changed the recipe"));
    connect(m_cancel, &QPushButton::clicked, this, &HistoryView::cancelRequested);
    m_compare->setObjectName(QStringLiteral("historyCompare"));
    m_compare->setEnabled(false);
    m_compare->setToolTip(tr("Select two commits to compare them, or one to compare it with the file on disk"));
    connect(m_compare, &QPushButton::clicked, this, &HistoryView::compareSelected);
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
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const auto count = m_table->selectionModel()->selectedRows().size();
        m_compare->setEnabled(count == 1 || count == 2);
    });
    auto *tablePane = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(m_compare, 0, Qt::AlignLeft);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tablePane);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 8, 0);
    top->addWidget(m_message, 1);
    top->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    showMessage({});
}

void HistoryView::showHistory(const QString &note)
{
    m_chart->setHistory(m_model->history());
    m_table->resizeColumnsToContents();
    m_message->setText(note);
    m_message->setVisible(!note.isEmpty());
    m_cancel->setVisible(false);
    m_table->parentWidget()->parentWidget()->setVisible(true);
}

void HistoryView::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(true);
    m_cancel->setVisible(false);
    m_table->parentWidget()->parentWidget()->setVisible(false);
}

void HistoryView::showProgress(const QString &message)
{
    showMessage(message);
    m_cancel->setVisible(true);
}

void HistoryView::compareSelected()
{
    auto rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty() || rows.size() > 2)
        return;
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() > b.row(); }); // oldest first
    // Twelve digits name a commit as surely as forty, and read better in the compare view's title.
    const auto commit = [](const QModelIndex &row) { return row.data(HistoryModel::CommitRole).toString().left(12); };
    const auto path = [](const QModelIndex &row) { return row.data(HistoryModel::PathRole).toString(); };
    if (rows.size() == 2)
        Q_EMIT compareRequested(commit(rows[0]), path(rows[0]), commit(rows[1]), path(rows[1]));
    else
        Q_EMIT compareRequested(commit(rows[0]), path(rows[0]), {}, {});
}

QString HistoryView::message() const
{
    return m_message->text();
}

#include "moc_historyview.cpp"
