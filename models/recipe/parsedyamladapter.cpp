// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/parsedyamladapter.h"

#include <algorithm>
#include <charconv>
#include <clocale>
#include <cstdlib>
#include <limits>

#include <locale.h>

namespace {

// What isspace() takes in the C locale, and an input stream skips.
bool isSpace(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

bool allDigits(std::string_view text)
{
    return !text.empty() && std::all_of(text.cbegin(), text.cend(), [](char c) { return c >= '0' && c <= '9'; });
}

// The C locale, whatever the process's is: strtod reads a decimal point as the
// locale's LC_NUMERIC says, a comma in German.
locale_t cLocale()
{
    static const locale_t c = newlocale(LC_ALL_MASK, "C", locale_t(nullptr));
    return c;
}

} // namespace

std::optional<std::string_view> ParsedYamlAdapter::scalar() const
{
    if (!m_ref.document || !m_ref.document->isScalar(m_ref.node))
        return std::nullopt;
    return m_ref.document->scalar(m_ref.node);
}

bool ParsedYamlAdapter::maybeBool() const
{
    const auto text = scalar();
    return text && (*text == "true" || *text == "false");
}

bool ParsedYamlAdapter::maybeDouble() const
{
    double ignored = 0;
    return asDouble(ignored);
}

bool ParsedYamlAdapter::maybeInteger() const
{
    int64_t ignored = 0;
    return asInteger(ignored);
}

bool ParsedYamlAdapter::maybeNull() const
{
    if (m_ref.document && m_ref.document->isNull(m_ref.node))
        return true;
    const auto text = scalar();
    return text && text->empty();
}

bool ParsedYamlAdapter::asDouble(double &result) const
{
    const auto text = scalar();
    return text && readDouble(*text, result);
}

bool ParsedYamlAdapter::asInteger(int64_t &result) const
{
    const auto text = scalar();
    return text && readInteger(*text, result);
}

bool ParsedYamlAdapter::readDouble(std::string_view text, double &result)
{
    // A plain decimal ("-12.5"): from_chars rounds it as strtod does (both to the
    // nearest double), without a copy.
    const auto digits = text.substr(!text.empty() && text.front() == '-' ? 1 : 0);
    const auto point = digits.find('.');
    if (allDigits(digits.substr(0, point)) && (point == std::string_view::npos || allDigits(digits.substr(point + 1)))) {
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), result);
        if (error == std::errc() && end == text.data() + text.size())
            return true;
    }
    // Everything else (spaces, '+', exponents, hexadecimal, infinity, NaN, out of
    // range) as strtod reads it, in the C locale: the whole text must be the number.
    const std::string copy(text);
    char *end = nullptr;
    const double value = strtod_l(copy.c_str(), &end, cLocale());
    if (end == copy.c_str() || end != copy.c_str() + copy.size())
        return false;
    result = value;
    return true;
}

bool ParsedYamlAdapter::readInteger(std::string_view text, int64_t &result)
{
    // As `std::istringstream(text) >> value` with nothing after it: spaces first, a
    // sign, then decimal digits to the end, within range.
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    const bool negative = !text.empty() && text.front() == '-';
    if (!text.empty() && (text.front() == '+' || negative))
        text.remove_prefix(1);
    uint64_t magnitude = 0;
    if (!allDigits(text) || std::from_chars(text.data(), text.data() + text.size(), magnitude).ec != std::errc())
        return false;
    constexpr auto largest = uint64_t(std::numeric_limits<int64_t>::max());
    if (magnitude > largest + (negative ? 1 : 0))
        return false;
    result = negative ? int64_t(0 - magnitude) : int64_t(magnitude);
    return true;
}
