// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/schemafault.h"

#include <QString>

namespace YAML {
class Node;
}
class ParsedYaml;

// The sentence a user reads for a schema fault: made from the fault's fields, the
// schema's own words for the field (its type, enum and pattern) and the value the
// document holds there, so that no library's wording reaches the user.
class SchemaFaultMessage
{
public:
    // path: fault.pathText(); schemaNode: the schema of the field at path, as
    // RecipeSchema knows it (undefined where it knows none).
    static QString text(const SchemaFault &fault, const QString &path, const YAML::Node &schemaNode, const ParsedYaml &document);
};
