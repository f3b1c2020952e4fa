#include "recipe/recipeformat.h"

#include <QLocale>

#include <cmath>

namespace {
QLocale site()
{
    // The site writes English numbers whatever the reader's locale.
    QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}
} // namespace

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
    return value ? u'$' + decimal(*value, 2) : QString();
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
