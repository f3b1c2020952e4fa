// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/rankingfilter.h"

#include <QPointer>
#include <QSortFilterProxyModel>

class RecipeTableModel;

// Shows a RecipeTableModel as the site ranks it: grouped by model and GPU type,
// #1 first in each group; sorting by another column sorts numbers as numbers.
// Shows the rows a RankingFilter lets through.
class RankingProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit RankingProxyModel(QObject *parent = nullptr);

    const RankingFilter &filter() const { return m_filter; }
    // Filters once for the whole value, and says so once.
    void setFilter(const RankingFilter &filter);

Q_SIGNALS:
    void filterChanged(const RankingFilter &filter);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QPointer<const RecipeTableModel> m_table; // the source, when it is one (looked up once, not per comparison)
    RankingFilter m_filter;
    QStringList m_words;
};
