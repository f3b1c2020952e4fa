// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

#include <optional>

// Figures written the way the OpenRecipes site writes them: 545.3, 2,034.42, $4.03, 5.4%;
// the window writes them in its language's locale instead (1.232,5 in German).
class RecipeFormat
{
public:
    // Set once, before any figure is written; the default is English (United States).
    static void setLocale(const QLocale &locale);
    static QLocale locale();
    // Whether that locale writes a decimal comma ("1,5"), as German does.
    static bool decimalComma();

    // Tokens/s per GPU in tables: one decimal, thousands separated ("1,232.5").
    static QString tokensPerSecondShort(double value);
    // Tokens/s per GPU on a recipe page: as recorded, two decimals ("2,034.42").
    static QString tokensPerSecond(double value);
    static QString usd(std::optional<double> value);
    // Whole dollars, for large sums: "$998,665".
    static QString usdWhole(double value);
    // A fraction as a percentage with one decimal: 0.054 -> "5.4%".
    static QString fractionPercent(std::optional<double> value);
    // A value already in percent: 1.14 -> "1.14%".
    static QString percent(std::optional<double> value);
    static QString integer(qint64 value);
    // Fixed decimals with thousands separators.
    static QString decimal(double value, int decimals);
    // Shortest text that reads back the same number (0.9997869, 8.4e-05 -> "8.4e-05").
    static QString plain(double value);
};
