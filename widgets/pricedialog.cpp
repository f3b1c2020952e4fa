// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricedialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

PriceDialog::PriceDialog(const PriceTable &prices, QWidget *parent) : QDialog(parent), m_table(new QTableWidget(0, 3, this))
{
    setWindowTitle(tr("GPU Prices"));
    m_table->setHorizontalHeaderLabels({tr("GPU type"), tr("$ per GPU-hour"), tr("Instance")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("Prices"));
    auto *note = new QLabel(tr("Costs at your prices are $ / 1M tokens = price x 10^6 / (tokens/s per GPU x 3600). "
                               "The defaults reproduce the published figures."),
                            this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    auto *add = buttons->addButton(tr("Add GPU Type"), QDialogButtonBox::ActionRole);
    connect(add, &QPushButton::clicked, this, [this] { addRow({tr("GPU"), 1.0, {}}); });
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] { fill(PriceTable::defaults()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    fill(prices);
    resize(560, 320);
}

void PriceDialog::fill(const PriceTable &prices)
{
    m_table->setRowCount(0);
    for (const auto &entry : prices.entries())
        addRow(entry);
}

void PriceDialog::addRow(const PriceTable::Entry &entry)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(entry.gpuType));
    auto *price = new QDoubleSpinBox(m_table);
    price->setRange(0.01, 10000);
    price->setDecimals(2);
    price->setPrefix(QStringLiteral("$"));
    price->setValue(entry.usdPerGpuHour);
    price->setAccessibleName(tr("Price of %1").arg(entry.gpuType));
    m_table->setCellWidget(row, 1, price);
    m_table->setItem(row, 2, new QTableWidgetItem(entry.instance));
}

PriceTable PriceDialog::prices() const
{
    PriceTable table;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto gpu = m_table->item(row, 0)->text().trimmed();
        const auto *price = qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(row, 1));
        if (!gpu.isEmpty() && price)
            table.setPrice(gpu, price->value(), m_table->item(row, 2) ? m_table->item(row, 2)->text().trimmed() : QString());
    }
    return table;
}
