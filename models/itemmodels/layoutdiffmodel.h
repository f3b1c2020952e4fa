// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/layoutdiff.h"

#include <QAbstractTableModel>

// A LayoutDiff as a table for the diff view: section, field or flag, A, B and the
// change, with roles that say whether a row differs and whether B is better.
class LayoutDiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Section, Field, A, B, Change, ColumnCount };
    Q_ENUM(Column)
    enum Role { SortRole = Qt::UserRole, DiffersRole, BetterRole, KindRole };
    Q_ENUM(Role)
    // How a row differs: added in B, removed in B, or changed.
    enum Kind { Same, Added, Removed, Changed };
    Q_ENUM(Kind)

    explicit LayoutDiffModel(QObject *parent = nullptr);

    void setRecipes(const Recipe &a, const Recipe &b);
    void setOnlyDifferences(bool only);
    bool onlyDifferences() const { return m_only; }
    const LayoutDiff &diff() const { return m_diff; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refill();

    LayoutDiff m_diff;
    QList<LayoutDiff::Row> m_rows;
    bool m_only = false;
};
