// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipedocument.h"
#include "recipe/recipeschema.h"
#include "recipe/yamlpath.h"
#include "recipe/yamltree.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

// What the recipe editor's form shows for a document: one section per top-level
// group in schema order, and in each the fields in the file's key order followed by
// the schema's fields the file does not have. Each field says which widget its
// type wants, its label and help from the schema, and whether it is set.
class EditorFields
{
public:
    enum class Widget {
        Integer,   // spin box
        Number,    // spin box with decimals
        Choice,    // combo box of the schema's enum
        Boolean,   // check box
        Date,      // YYYY-MM-DD with a calendar
        Text,      // one line
        LongText,  // wrapping text
        Code,      // a block scalar with highlighting (run, notes)
        KeyValues, // an open mapping as a key/value table (env, stack)
        Items,     // a list: one field or sub-form per item
        Group,     // an object's fields
        Unknown,   // a key the schema does not know: shown read-only, kept
    };

    struct Field
    {
        YamlPath path;
        QString title;
        QString description;
        Widget widget = Widget::Text;
        bool present = false;          // the key is in the file
        bool required = false;         // the schema requires it
        bool nullable = false;         // null is an allowed value
        QStringList types;             // the JSON types the schema allows
        std::optional<double> minimum; // the least value a spin box allows
        std::optional<double> maximum;
        QStringList choices;              // Choice
        QString syntax;                   // Code: the highlighting definition, "Bash" or "Markdown"
        YamlTree value;                   // as the file has it (null when absent)
        QList<Field> children;            // Group: its fields; Items: one field an item
        Widget itemWidget = Widget::Text; // Items: what each item is

        // The value a newly set field starts with.
        YamlTree initialValue() const;
        bool isScalar() const;
    };

    static QList<Field> of(const YamlTree &document, const RecipeSchema &schema = RecipeSchema::instance());
    // The field of one path, built as of() builds it; nullopt when the path is not a field.
    static std::optional<Field> field(const YamlTree &document, const YamlPath &path,
                                      const RecipeSchema &schema = RecipeSchema::instance());
    // The deepest value of the document at a 1-based line and column (a problem's
    // place), as a path; empty for the document itself.
    static YamlPath pathAt(const RecipeDocument &document, int line, int column);
    // Two field lists with the same fields in the same places (values may differ).
    static bool sameShape(const QList<Field> &a, const QList<Field> &b);
};
