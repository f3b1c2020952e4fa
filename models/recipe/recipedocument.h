// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipeloader.h"
#include "recipe/yamlpath.h"
#include "recipe/yamlscalar.h"
#include "recipe/yamltree.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

// One recipe file's bytes and where each value lies in them: the byte span of every
// key and value (scalars, mappings and lists), found from yaml-cpp's start marks by
// scanning to each value's end. The edit engine (RecipeEdit) splices these spans.
class RecipeDocument
{
public:
    struct Node
    {
        enum class Kind { Scalar, Map, List, Alias };
        Kind kind = Kind::Scalar;
        YamlScalar::Style style = YamlScalar::Style::Plain; // scalars
        bool flow = false;                                  // a [ ] or { } collection, or a value inside one
        bool emptyNull = false;                             // "key:" with nothing after it
        YamlScalar::Value value;                            // scalars and null
        qsizetype start = 0;                                // the value's bytes, [start, end)
        qsizetype end = 0;
        QString key; // in a mapping
        qsizetype keyStart = -1;
        qsizetype keyEnd = -1;
        qsizetype entryStart = 0; // the entry's whole lines (key or "- " to the line break after the value)
        qsizetype entryEnd = 0;
        int indent = 0; // column of the key, or of the "-" of a list item
        QList<Node> children;
        QString tag;                    // a tag the value is written with, as the parser resolves it ("tag:yaml.org,2002:int", "!local")
        QString anchor;                 // "&name" written before the value: the name
        QString alias;                  // Kind::Alias: the anchor it names
        QString keyAlias;               // a key written as an alias: the anchor it names
        qsizetype propertiesStart = -1; // the value's tag and anchor, [propertiesStart, start), when it has any
        std::shared_ptr<const YamlTree> aliased; // Kind::Alias: what it reads as
    };

    // nullopt (and the yaml-cpp message) when the bytes do not parse as one YAML document.
    static std::optional<RecipeDocument> parse(const QByteArray &bytes, QString *error = nullptr);

    const QByteArray &bytes() const { return m_bytes; }
    const Node &root() const { return m_root; }
    const Node *find(const YamlPath &path) const;
    // What the file means, without its spans.
    YamlTree tree() const;
    // The file read as a recipe (RecipeLoader): the Recipe when valid, and its problems.
    RecipeLoadResult recipe(const QString &displayPath) const;
    static YamlTree treeOf(const Node &node);

    bool hasBom() const { return m_bom; }
    // Another document follows the first in the stream.
    bool hasMoreDocuments() const { return m_moreDocuments; }
    // "\r\n" when the file's lines end so, else "\n".
    QByteArray lineBreak() const;
    // The indentation one level adds in this file (2 when nothing says otherwise).
    int indentStep() const { return m_indentStep; }

    // Start of the line holding a byte, and the index just past the line break after it.
    qsizetype lineStart(qsizetype position) const;
    qsizetype nextLineStart(qsizetype position) const;

private:
    QByteArray m_bytes;
    Node m_root;
    bool m_bom = false;
    bool m_moreDocuments = false;
    int m_indentStep = 2;
};
