// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "statusbadge.h"

#include <QFontMetrics>
#include <QPainter>

namespace {
QFont badgeFont(const QFont &font)
{
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.85);
    small.setBold(true);
    return small;
}
} // namespace

QColor StatusBadge::colorFor(const QString &status)
{
    // Saturated mid-tones keep white text readable on light and dark windows alike;
    // blue and orange stay apart for colour-blind readers.
    if (status == QLatin1String("verified"))
        return QColor(0x1f, 0x77, 0xb4);
    if (status == QLatin1String("deprecated"))
        return QColor(0xb2, 0x3a, 0x48);
    if (status == QLatin1String("draft") || status == QLatin1String("unverified"))
        return QColor(0xc2, 0x6a, 0x00);
    // Listing entries and unknown states: neutral grey.
    return QColor(0x6b, 0x6b, 0x6b);
}

QSize StatusBadge::sizeFor(const QString &status, const QFont &font)
{
    const auto small = badgeFont(font);
    const QFontMetrics metrics(small);
    return {metrics.horizontalAdvance(status) + metrics.height(), metrics.height() + 4};
}

int StatusBadge::paint(QPainter *painter, const QRect &rect, const QString &status, const QFont &font)
{
    if (status.isEmpty())
        return 0;
    const auto small = badgeFont(font);
    const auto size = sizeFor(status, font);
    const QRect badge(rect.left(), rect.top() + (rect.height() - size.height()) / 2, size.width(), size.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colorFor(status));
    painter->drawRoundedRect(badge, size.height() / 2.0, size.height() / 2.0);
    painter->setPen(Qt::white);
    painter->setFont(small);
    painter->drawText(badge, Qt::AlignCenter, status);
    painter->restore();
    return size.width();
}
