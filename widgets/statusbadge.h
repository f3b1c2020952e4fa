// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QRect>
#include <QSize>
#include <QString>

class QPainter;

// How a recipe's status (verified, draft, listing only, ...) is drawn: a small
// rounded badge in colours that read on light and dark palettes. Used by the
// ranking's status column and the recipe page.
class StatusBadge
{
public:
    // Background of a badge for this status; text is drawn in white on it.
    static QColor colorFor(const QString &status);
    // Paints a badge centred vertically in rect, left aligned; returns its width.
    static int paint(QPainter *painter, const QRect &rect, const QString &status, const QFont &font);
    static QSize sizeFor(const QString &status, const QFont &font);
};
