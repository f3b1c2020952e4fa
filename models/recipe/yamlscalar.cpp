// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamlscalar.h"

#include <QRegularExpression>

#include <charconv>
#include <cmath>

namespace {
bool isNullText(const QString &t)
{
    return t.isEmpty() || t == QLatin1String("~") || t == QLatin1String("null") || t == QLatin1String("Null") || t == QLatin1String("NULL");
}

std::optional<bool> boolText(const QString &t)
{
    static const QStringList yes = {QStringLiteral("true"), QStringLiteral("True"), QStringLiteral("TRUE"), QStringLiteral("yes"),
                                    QStringLiteral("Yes"),  QStringLiteral("YES"),  QStringLiteral("on"),   QStringLiteral("On"),
                                    QStringLiteral("ON"),   QStringLiteral("y"),    QStringLiteral("Y")};
    static const QStringList no = {QStringLiteral("false"), QStringLiteral("False"), QStringLiteral("FALSE"), QStringLiteral("no"),
                                   QStringLiteral("No"),    QStringLiteral("NO"),    QStringLiteral("off"),   QStringLiteral("Off"),
                                   QStringLiteral("OFF"),   QStringLiteral("n"),     QStringLiteral("N")};
    if (yes.contains(t))
        return true;
    if (no.contains(t))
        return false;
    return std::nullopt;
}

std::optional<double> numberText(const QString &t)
{
    static const QRegularExpression decimal(QStringLiteral("^[-+]?[0-9]+$"));
    static const QRegularExpression octal(QStringLiteral("^0o[0-7]+$"));
    static const QRegularExpression hex(QStringLiteral("^0x[0-9a-fA-F]+$"));
    static const QRegularExpression real(QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
    static const QRegularExpression infinity(QStringLiteral("^[-+]?\\.(inf|Inf|INF)$"));
    static const QRegularExpression nan(QStringLiteral("^\\.(nan|NaN|NAN)$"));
    if (decimal.match(t).hasMatch() || real.match(t).hasMatch())
        return t.toDouble();
    if (octal.match(t).hasMatch())
        return double(t.mid(2).toULongLong(nullptr, 8));
    if (hex.match(t).hasMatch())
        return double(t.mid(2).toULongLong(nullptr, 16));
    if (infinity.match(t).hasMatch())
        return t.startsWith(u'-') ? -INFINITY : INFINITY;
    if (nan.match(t).hasMatch())
        return NAN;
    return std::nullopt;
}
} // namespace

QString YamlScalar::formatNumber(double value)
{
    if (std::isnan(value))
        return QStringLiteral(".nan");
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("-.inf") : QStringLiteral(".inf");
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QString::fromLatin1(buffer, result.ptr - buffer);
}

YamlScalar::Value YamlScalar::number(double value)
{
    return {Type::Number, formatNumber(value)};
}

YamlScalar::Value YamlScalar::integer(qint64 value)
{
    // Counts past 2^53 are not doubles: keep every digit.
    if (std::llabs(value) < (qint64(1) << 53))
        return number(double(value));
    return {Type::Number, QString::number(value)};
}

YamlScalar::Type YamlScalar::plainType(const QString &text)
{
    if (isNullText(text))
        return Type::Null;
    if (boolText(text))
        return Type::Bool;
    if (numberText(text))
        return Type::Number;
    return Type::String;
}

YamlScalar::Value YamlScalar::read(const QString &text, bool plain)
{
    if (!plain)
        return string(text);
    switch (plainType(text)) {
    case Type::Null: return null();
    case Type::Bool: return boolean(*boolText(text));
    case Type::Number: {
        static const QRegularExpression decimal(QStringLiteral("^[-+]?[0-9]+$"));
        if (decimal.match(text).hasMatch()) {
            bool ok = false;
            const auto whole = text.toLongLong(&ok);
            if (ok)
                return integer(whole);
        }
        return number(*numberText(text));
    }
    case Type::String: break;
    }
    return string(text);
}

bool YamlScalar::looksLikeDate(const QString &text)
{
    static const QRegularExpression date(QStringLiteral("^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ].*)?$"));
    return date.match(text).hasMatch();
}

bool YamlScalar::canBePlain(const QString &text, bool plainDates)
{
    if (text.isEmpty() || text != text.trimmed() || plainType(text) != Type::String)
        return false;
    if (!plainDates && looksLikeDate(text))
        return false;
    static const QString indicators = QStringLiteral("-?:,[]{}#&*!|>'\"%@`");
    if (indicators.contains(text.front()))
        return false;
    if (text.contains(QLatin1String(": ")) || text.contains(QLatin1String(" #")) || text.endsWith(u':')
        || text.contains(QLatin1String("\t#")))
        return false;
    for (const auto c : text)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QChar(0xfeff) || c.category() == QChar::Other_Surrogate)
            return false;
    return true;
}

bool YamlScalar::canBeSingleQuoted(const QString &text)
{
    for (const auto c : text)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QChar(0xfeff))
            return false;
    // A single-quoted scalar folds its spaces around line breaks; on one line it keeps them all.
    return true;
}

QString YamlScalar::singleQuoted(const QString &text)
{
    auto escaped = text;
    escaped.replace(u'\'', QStringLiteral("''"));
    return u'\'' + escaped + u'\'';
}

QString YamlScalar::doubleQuoted(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const auto c : text) {
        switch (c.unicode()) {
        case '"': out += QStringLiteral("\\\""); break;
        case '\\': out += QStringLiteral("\\\\"); break;
        case '\n': out += QStringLiteral("\\n"); break;
        case '\t': out += QStringLiteral("\\t"); break;
        case '\r': out += QStringLiteral("\\r"); break;
        case 0: out += QStringLiteral("\\0"); break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QChar(0xfeff))
                out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    return out + u'"';
}

QString YamlScalar::write(const Value &value, Style preferred, bool plainDates, Style *written)
{
    auto as = [written](Style style, const QString &text) {
        if (written)
            *written = style;
        return text;
    };
    switch (value.type) {
    case Type::Null: return as(Style::Plain, QStringLiteral("null"));
    case Type::Bool:
    case Type::Number: return as(Style::Plain, value.text);
    case Type::String: break;
    }
    const auto &text = value.text;
    if (preferred == Style::DoubleQuoted)
        return as(Style::DoubleQuoted, doubleQuoted(text));
    if (preferred == Style::SingleQuoted)
        return canBeSingleQuoted(text) ? as(Style::SingleQuoted, singleQuoted(text)) : as(Style::DoubleQuoted, doubleQuoted(text));
    if (canBePlain(text, plainDates))
        return as(Style::Plain, text);
    if (canBeSingleQuoted(text))
        return as(Style::SingleQuoted, singleQuoted(text));
    return as(Style::DoubleQuoted, doubleQuoted(text));
}

QString YamlScalar::writeKey(const QString &key)
{
    return write(string(key), Style::Plain);
}
