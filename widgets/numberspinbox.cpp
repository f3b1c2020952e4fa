// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberspinbox.h"

#include "recipe/yamlscalar.h"

#include <cmath>

namespace {
// Integers a double holds exactly.
constexpr double Largest = 9007199254740992.0;
} // namespace

NumberSpinBox::NumberSpinBox(bool integer, QWidget *parent) : QDoubleSpinBox(parent), m_integer(integer)
{
    setDecimals(integer ? 0 : 12);
    setSingleStep(1);
    setRange(-Largest, Largest);
    setGroupSeparatorShown(false);
    setAccelerated(true);
    setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
}

void NumberSpinBox::setBounds(double minimum, double maximum, bool nullable)
{
    m_nullable = nullable;
    setRange(nullable ? minimum - 1 : minimum, maximum);
    setSpecialValueText(nullable ? QStringLiteral("null") : QString());
}

bool NumberSpinBox::isNull() const
{
    return m_nullable && value() == minimum();
}

void NumberSpinBox::setNull()
{
    setValue(minimum());
}

QString NumberSpinBox::textFromValue(double value) const
{
    if (m_integer)
        return QString::number(qint64(std::llround(value)));
    return YamlScalar::formatNumber(value);
}

double NumberSpinBox::valueFromText(const QString &text) const
{
    const auto trimmed = text.trimmed();
    if (m_nullable && trimmed == specialValueText())
        return minimum();
    return QLocale::c().toDouble(trimmed);
}

QValidator::State NumberSpinBox::validate(QString &text, int &) const
{
    const auto trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed == QLatin1String("-") || trimmed == QLatin1String("+"))
        return QValidator::Intermediate;
    if (m_nullable && specialValueText().startsWith(trimmed))
        return trimmed == specialValueText() ? QValidator::Acceptable : QValidator::Intermediate;
    bool ok = false;
    const double value = QLocale::c().toDouble(trimmed, &ok);
    if (!ok) {
        // "1e", "2.", "-0." on the way to a number
        const auto last = trimmed.back();
        return !m_integer && (last == u'e' || last == u'E' || last == u'.') ? QValidator::Intermediate : QValidator::Invalid;
    }
    if (m_integer && value != std::floor(value))
        return QValidator::Invalid;
    if (value < minimum() || value > maximum())
        return QValidator::Intermediate;
    return QValidator::Acceptable;
}
