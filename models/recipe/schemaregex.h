// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>

#include <string>

// valijson's engine for the schemas' `pattern`s, over QRegularExpression (PCRE2,
// compiled once a validator and just in time) instead of std::regex, whose matching
// took half of the schema check. JSON Schema's patterns are ECMAScript expressions:
// there `$` matches at the very end only, where PCRE's also matches before a final
// line break, so a `$` outside a character class is read as `\z`. Otherwise the
// schemas use what both read alike (anchors, ASCII classes, counted repeats); a test
// holds every pattern of the schemas to std::regex.
class SchemaRegex
{
public:
    // Throws std::runtime_error for a pattern PCRE2 does not take.
    explicit SchemaRegex(const std::string &pattern);

    // Whether the pattern matches anywhere in text, as std::regex_search answers.
    static bool search(const std::string &text, const SchemaRegex &regex);

    // The pattern as handed to PCRE2.
    static QString translated(const std::string &pattern);

private:
    QRegularExpression m_expression;
};
