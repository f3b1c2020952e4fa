// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipetabledelegate.h"

#include "itemmodels/recipetablemodel.h"

#include <KColorScheme>

void RecipeTableDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(RecipeTableModel::ListingRole).toBool())
        option->font.setItalic(true);
    // A recipe that misses the run planned (its deadline or budget) is greyed.
    if (index.data(RecipeTableModel::MissesPlanRole).toBool())
        option->palette.setColor(QPalette::Text,
                                 KColorScheme(QPalette::Active, KColorScheme::View).foreground(KColorScheme::InactiveText).color());
    if (index.column() == RecipeTableModel::Checks && index.data(RecipeTableModel::HasErrorsRole).toBool()) {
        const auto negative = KColorScheme(QPalette::Active, KColorScheme::View).foreground(KColorScheme::NegativeText).color();
        option->palette.setColor(QPalette::Text, negative);
    }
}
