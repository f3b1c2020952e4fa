// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "keyvaluetable.h"

#include "toolbutton.h"

#include "analysis/displaytext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace { }

KeyValueTable::KeyValueTable(QWidget *parent) : QWidget(parent), m_table(new QTableWidget(0, 2, this))
{
    m_table->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);

    auto *add = new ToolButton(QStringLiteral("list-add"), tr("Add"), this);
    m_remove = new ToolButton(QStringLiteral("list-remove"), tr("Remove"), this);
    m_up = new ToolButton(QStringLiteral("go-up"), tr("Move Up"), this);
    m_down = new ToolButton(QStringLiteral("go-down"), tr("Move Down"), this);
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QToolButton *button : {static_cast<QToolButton *>(add), m_remove, m_up, m_down}) {
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);

    connect(m_table, &QTableWidget::cellChanged, this, &KeyValueTable::cellChanged);
    connect(m_table, &QTableWidget::currentCellChanged, this, &KeyValueTable::updateButtons);
    connect(add, &QToolButton::clicked, this, &KeyValueTable::addRequested);
    connect(m_remove, &QToolButton::clicked, this, [this] {
        if (const auto key = currentKey(); !key.isNull())
            Q_EMIT removeRequested(key);
    });
    connect(m_up, &QToolButton::clicked, this, [this] {
        if (const int row = m_table->currentRow(); row > 0)
            Q_EMIT moveRequested(currentKey(), row - 1);
    });
    connect(m_down, &QToolButton::clicked, this, [this] {
        if (const int row = m_table->currentRow(); row >= 0 && row + 1 < m_table->rowCount())
            Q_EMIT moveRequested(currentKey(), row + 1);
    });
    updateButtons();
}

void KeyValueTable::setEntries(const QList<std::pair<QString, QString>> &entries)
{
    const auto keep = currentKey();
    m_updating = true;
    m_entries = entries;
    m_table->setRowCount(int(entries.size()));
    for (int row = 0; row < entries.size(); ++row) {
        for (int column = 0; column < 2; ++column) {
            const auto &text = column == 0 ? entries[row].first : entries[row].second;
            auto *item = m_table->item(row, column);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(row, column, item);
            }
            if (item->text() != text)
                item->setText(text);
            item->setToolTip(DisplayText::toolTip(text));
        }
    }
    m_updating = false;
    const int rows = std::max(1, int(entries.size()));
    m_table->setFixedHeight(m_table->horizontalHeader()->height() + rows * m_table->verticalHeader()->defaultSectionSize()
                            + 2 * m_table->frameWidth());
    if (!keep.isNull())
        setCurrentKey(keep);
    updateButtons();
}

QString KeyValueTable::currentKey() const
{
    const int row = m_table->currentRow();
    return row >= 0 && row < m_entries.size() ? m_entries[row].first : QString();
}

void KeyValueTable::setCurrentKey(const QString &key)
{
    for (int row = 0; row < m_entries.size(); ++row)
        if (m_entries[row].first == key)
            m_table->setCurrentCell(row, std::max(0, m_table->currentColumn()));
}

void KeyValueTable::cellChanged(int row, int column)
{
    if (m_updating || row >= m_entries.size())
        return;
    const auto text = m_table->item(row, column)->text();
    const auto key = m_entries[row].first;
    // Shown as it is until the file says otherwise.
    if (column == 0 && text != key && !text.isEmpty())
        Q_EMIT keyRenamed(key, text);
    else if (column == 1 && text != m_entries[row].second)
        Q_EMIT valueEdited(key, text);
}

void KeyValueTable::updateButtons()
{
    const int row = m_table->currentRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_table->rowCount());
}
