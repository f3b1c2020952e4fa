// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeformat.h"

#include <QLocale>

#include <cmath>

namespace {
// The site writes English numbers whatever the reader's locale; so do the commands.
QLocale &site()
{
    static QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}
} // namespace

void RecipeFormat::setLocale(const QLocale &locale)
{
    site() = locale;
}

QLocale RecipeFormat::locale()
{
    return site();
}

bool RecipeFormat::decimalComma()
{
    return site().decimalPoint() == QLatin1String(",");
}

QString RecipeFormat::decimal(double value, int decimals)
{
    return site().toString(value, 'f', decimals);
}

QString RecipeFormat::tokensPerSecondShort(double value)
{
    return decimal(value, 1);
}

QString RecipeFormat::tokensPerSecond(double value)
{
    return decimal(value, 2);
}

QString RecipeFormat::usd(std::optional<double> value)
{
    return value ? site().toCurrencyString(*value, QStringLiteral("$"), 2) : QString();
}

QString RecipeFormat::usdWhole(double value)
{
    return site().toCurrencyString(value, QStringLiteral("$"), 0);
}

QString RecipeFormat::fractionPercent(std::optional<double> value)
{
    return value ? decimal(*value * 100.0, 1) + u'%' : QString();
}

QString RecipeFormat::percent(std::optional<double> value)
{
    return value ? plain(*value) + u'%' : QString();
}

QString RecipeFormat::integer(qint64 value)
{
    return site().toString(value);
}

QString RecipeFormat::plain(double value)
{
    if (std::isnan(value))
        return QStringLiteral("n/a");
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}
