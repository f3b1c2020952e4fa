// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "statusbadgedelegate.h"

#include "statusbadge.h"

#include <QApplication>
#include <QPainter>

void StatusBadgeDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const auto *style = option.widget ? option.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, option.widget);
    StatusBadge::paint(painter, option.rect.adjusted(6, 0, -6, 0), index.data().toString(), option.font);
}

QSize StatusBadgeDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const auto badge = StatusBadge::sizeFor(index.data().toString(), option.font);
    return badge.expandedTo(QStyledItemDelegate::sizeHint(option, index)) + QSize(12, 0);
}
