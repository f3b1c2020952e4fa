// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/planquantity.h"

#include "analysis/terminaltext.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace {
double multiplier(QChar suffix)
{
    switch (suffix.toLower().unicode()) {
    case u'k': return 1e3;
    case u'm': return 1e6;
    case u'b': return 1e9;
    case u't': return 1e12;
    default: return 0;
    }
}

bool takesSuffix(PlanQuantity::Kind kind)
{
    return kind == PlanQuantity::Kind::Tokens || kind == PlanQuantity::Kind::Money;
}

// "1,5" for "1.5" and "1.000" for "1,000", and back.
QString swapSeparators(QString text)
{
    for (auto &c : text)
        c = c == u'.' ? u',' : c == u',' ? u'.' : c;
    return text;
}
} // namespace

QString PlanQuantity::text(double value, Kind kind, bool decimalComma)
{
    static const std::pair<double, char16_t> suffixes[] = {{1e12, u'T'}, {1e9, u'B'}, {1e6, u'M'}, {1e3, u'k'}};
    QString written = QString::number(value, 'g', QLocale::FloatingPointShortest);
    for (const auto &[factor, suffix] : suffixes) {
        // Only where the suffix reads back the same number.
        const auto scaled = QString::number(value / factor, 'g', QLocale::FloatingPointShortest);
        if (takesSuffix(kind) && value >= factor && scaled.toDouble() * factor == value) {
            written = scaled + QChar(suffix);
            break;
        }
    }
    return decimalComma ? swapSeparators(written) : written;
}

double PlanQuantity::largest(Kind kind)
{
    switch (kind) {
    case Kind::Tokens: return 1e18;
    case Kind::Money: return 1e15;
    case Kind::Days: return 1e6;
    case Kind::Count: return 1e6;
    }
    return 0;
}

PlanQuantity PlanQuantity::parse(const QString &text, Kind kind, bool decimalComma)
{
    // sign, digits (grouped in threes or not), fraction, exponent, then what follows
    static const QRegularExpression pattern(
        QStringLiteral(R"(^([+-]?)([0-9]{1,3}(?:[,_][0-9]{3})+|[0-9]+)(\.[0-9]+)?([eE][+-]?[0-9]+)?\s*(.*)$)"));
    PlanQuantity quantity;
    auto trimmed = decimalComma ? swapSeparators(text.trimmed()) : text.trimmed();
    if (kind == Kind::Money && trimmed.startsWith(u'$'))
        trimmed = trimmed.mid(1).trimmed();
    if (trimmed.isEmpty()) {
        quantity.m_fault = Fault::Empty;
        return quantity;
    }
    const auto match = pattern.match(trimmed);
    if (!match.hasMatch()) {
        quantity.m_fault = Fault::NotANumber;
        return quantity;
    }
    const auto rest = match.captured(5);
    double factor = 1;
    if (!rest.isEmpty() && !rest.front().isLetter()) { // "1..2", "1,00"
        quantity.m_fault = Fault::NotANumber;
        return quantity;
    }
    if (!rest.isEmpty()) {
        factor = rest.size() == 1 && takesSuffix(kind) ? multiplier(rest.front()) : 0;
        if (factor == 0) {
            quantity.m_fault = Fault::UnknownSuffix;
            quantity.m_suffix = rest;
            return quantity;
        }
    }
    auto digits = match.captured(2);
    digits.remove(u',').remove(u'_');
    const double number = QString(match.captured(1) + digits + match.captured(3) + match.captured(4)).toDouble() * factor;
    if (!(number > 0))
        quantity.m_fault = Fault::NotPositive;
    else if (!std::isfinite(number) || number > largest(kind))
        quantity.m_fault = Fault::TooLarge;
    else if (kind == Kind::Count && number != std::floor(number))
        quantity.m_fault = Fault::NotWhole;
    else
        quantity.m_value = number;
    return quantity;
}

QString PlanQuantity::faultText(Kind kind) const
{
    switch (m_fault) {
    case Fault::None: return {};
    case Fault::Empty: return tr("empty");
    case Fault::NotANumber: return tr("not a number");
    case Fault::UnknownSuffix:
        return takesSuffix(kind) ? tr("unknown suffix '%1' (k, M, B or T)").arg(TerminalText::escaped(m_suffix))
                                 : tr("a plain number, without '%1'").arg(TerminalText::escaped(m_suffix));
    case Fault::NotPositive: return tr("must be above 0");
    case Fault::TooLarge: return tr("too large (at most %1)").arg(largest(kind), 0, 'g', 6);
    case Fault::NotWhole: return tr("must be a whole number");
    }
    return {};
}
