// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTextStream>

#include <concepts>
#include <cstdio>

// The way the command line writes text to stdout or stderr, so that no command can
// pass a recipe's control characters to the terminal (TerminalText). Any QString
// written is taken for a value that may come from a recipe and escaped whole, its
// newlines too; the program's own words and line breaks are string literals, which
// are written as they are. Two wrappers say where the program's own layout is:
// line(text), one line ended by the program's line break (a CSV row), and
// lines(text), a text it laid out in lines itself (a table, a JSON document, a diff,
// the help), whose newlines and tabs stay, so what it quotes must already be on one
// line (TableWriter escapes the cells of a table, QJsonDocument its strings).
// Pointers to characters and byte arrays are not accepted: they could hold anything.
class TerminalStream
{
public:
    explicit TerminalStream(FILE *file);

    // One line ended by the program's "\n" or "\r\n".
    struct Line
    {
        QString text;
    };
    static Line line(const QString &text) { return {text}; }
    // A text the program laid out in lines.
    struct Lines
    {
        QString text;
    };
    static Lines lines(const QString &text) { return {text}; }

    TerminalStream &operator<<(const QString &text);
    TerminalStream &operator<<(const Line &text);
    TerminalStream &operator<<(const Lines &text);
    // A string literal of the program: its words and its layout.
    template<std::size_t N>
    TerminalStream &operator<<(const char (&literal)[N])
    {
        m_stream << literal;
        return *this;
    }
    template<typename Number>
        requires(std::integral<Number> || std::floating_point<Number>) && (!std::same_as<Number, char>) && (!std::same_as<Number, bool>)
    TerminalStream &operator<<(Number number)
    {
        m_stream << number;
        return *this;
    }
    // Qt::endl and Qt::flush.
    TerminalStream &operator<<(QTextStream &(*manipulator)(QTextStream &));

    void flush();

private:
    QTextStream m_stream;
};
