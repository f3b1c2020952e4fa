// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// One scalar of a YAML file: what its text means (YAML 1.2 core types, with the
// YAML 1.1 booleans yes/no/on/off that yaml-cpp also reads as booleans) and how to
// write a value so that it reads back as the same value, in the style the file
// already uses where it can.
class YamlScalar
{
public:
    enum class Type { Null, Bool, Number, String };
    enum class Style { Plain, SingleQuoted, DoubleQuoted, Literal, Folded };

    // A value with its type and a canonical text: numbers as the shortest text that
    // reads back the same double, booleans "true"/"false", null empty.
    struct Value
    {
        Type type = Type::Null;
        QString text;
        friend bool operator==(const Value &, const Value &) = default;
    };

    static Value null() { return {Type::Null, {}}; }
    static Value boolean(bool value) { return {Type::Bool, value ? QStringLiteral("true") : QStringLiteral("false")}; }
    static Value number(double value);
    static Value integer(qint64 value);
    static Value string(const QString &value) { return {Type::String, value}; }

    // What a scalar means: a plain one by its text, a quoted or block one is text.
    static Value read(const QString &text, bool plain);
    // How a plain scalar's text resolves.
    static Type plainType(const QString &text);
    static bool looksLikeDate(const QString &text);

    // The shortest text that reads back the same double (std::to_chars).
    static QString formatNumber(double value);

    // The text to write for a value on one line: in the preferred style when the value
    // reads back the same there, else with the least quoting that does (plain, then
    // single, then double quotes). A date-like string stays plain only where dates may.
    static QString write(const Value &value, Style preferred, bool plainDates = false, Style *written = nullptr);
    static bool canBePlain(const QString &text, bool plainDates);
    static bool canBeSingleQuoted(const QString &text);
    static QString singleQuoted(const QString &text);
    static QString doubleQuoted(const QString &text);
    // A key of a mapping, plain where it can be.
    static QString writeKey(const QString &key);
};
