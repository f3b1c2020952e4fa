// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/pricetable.h"

#include <QDialog>

class QTableWidget;

// Edits the $ per GPU-hour of each GPU type, with the instance each price is for.
class PriceDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PriceDialog(const PriceTable &prices, QWidget *parent = nullptr);
    PriceTable prices() const;

private:
    void fill(const PriceTable &prices);
    void addRow(const PriceTable::Entry &entry);

    QTableWidget *m_table = nullptr;
};
