// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

// One constraint of a schema that a value breaks, as facts: where the value is, which
// keyword it breaks and that keyword's figures. SchemaFaultFinder finds them; the
// readable text is made from these fields alone (SchemaFaultMessage).
struct SchemaFault
{
    enum class Kind {
        Type,               // "type"
        Required,           // "required": key is the missing key
        Enum,               // "enum"
        Minimum,            // "minimum", or "exclusiveMinimum" when exclusive
        Maximum,            // "maximum", or "exclusiveMaximum" when exclusive
        Pattern,            // "pattern"
        MinLength,          // "minLength": count
        MinItems,           // "minItems": count
        MaxItems,           // "maxItems": count
        AdditionalProperty, // a key the mapping's "additionalProperties" schema refuses
        UnexpectedProperty, // "additionalProperties: false": key is the first key not allowed
        Other,              // a keyword the program's schemas do not use: key is its name
    };
    // A mapping's key or a list's index.
    using Step = std::variant<std::string, int>;

    std::vector<Step> path = {}; // from the value checked to the one that breaks the constraint
    Kind kind = Kind::Other;
    std::string key = {};
    double limit = 0;
    bool exclusive = false;
    uint64_t count = 0;

    // The path as problems name it: "layout.tp", "result.window[0]"; a key that reads
    // as a whole number is written as an index, as the messages always have.
    QString pathText() const;
};
