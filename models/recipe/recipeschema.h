// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/sourcelocation.h"
#include "recipe/yamlpath.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class ParsedYaml;
class YamlLocations;

// A JSON Schema in YAML (resources/schema/recipe.schema.yaml and listing.schema.yaml), loaded once and
// shared read-only by every thread. Validates parsed documents (valijson judges each
// constraint, SchemaFaultFinder says which one a value breaks and where) and words
// each fault as a problem at the offending node; also gives the title and
// description of every field for labels and tooltips.
class RecipeSchema
{
public:
    // The schema of recipe files.
    static const RecipeSchema &instance();
    // The schema of listing entries (resources/schema/listing.schema.yaml).
    static const RecipeSchema &listings();

    // Errors for schema violations and warnings for keys the schema does not know.
    // The document's structure must have been checked (YamlStructureCheck).
    ProblemList validate(const ParsedYaml &document, const YamlLocations &locations, const QString &file) const;

    // Label and help text of a field at a dotted path such as "layout.tp";
    // list indices are ignored ("correctness.component_tests[2].gpu" works).
    // The field's title, in the program's language.
    QString title(const QString &path) const;
    // Every title the schemas give, in English, as the translations know them.
    static QStringList translatableTitles();
    QString description(const QString &path) const;
    // Allowed values of an enumerated field, empty for others.
    QStringList allowedValues(const QString &path) const;
    // Every documented field path, in schema order.
    QStringList fieldPaths() const;

    // The JSON types the schema allows at a path ("integer", "number", "string",
    // "boolean", "null", "object", "array"), following list items and the values of
    // open mappings (env); empty where the schema says nothing.
    QStringList types(const YamlPath &path) const;
    // Whether the value at a path is a date written YYYY-MM-DD.
    bool isDate(const YamlPath &path) const;
    // The keys of the object at a path, in schema order.
    QStringList keys(const YamlPath &objectPath) const;
    // The keys the object at a path requires.
    QStringList required(const YamlPath &objectPath) const;
    // Whether the schema describes the value at a path at all.
    bool knows(const YamlPath &path) const;
    // Whether the object at a path takes keys of its own choosing (env, stack).
    bool isOpenMapping(const YamlPath &path) const;
    // A number the schema gives the value at a path: "minimum", "exclusiveMinimum",
    // "maximum", "minItems", "maxItems".
    std::optional<double> bound(const YamlPath &path, const char *keyword) const;
    // A string field's contentMediaType ("text/x-shellscript", "text/markdown").
    QString mediaType(const YamlPath &path) const;

    ~RecipeSchema();

private:
    explicit RecipeSchema(const QString &resource);
    struct Private;
    std::unique_ptr<Private> d;
};
