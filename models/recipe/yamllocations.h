// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/parsedyaml.h"
#include "recipe/sourcelocation.h"

#include <QHash>
#include <QString>

#include <optional>
#include <vector>

// Where the nodes of a parsed document start, by dotted path ("layout.tp",
// "correctness.component_tests[0]"), worked out on first use: a file without a
// problem, read for the ranking, never needs them. The document must have passed
// YamlStructureCheck (the walk follows aliases and recurses freely) and must outlive
// this object.
class YamlLocations
{
public:
    // One step down from a node: to the value of a mapping's member (its key node),
    // or to a list's item.
    struct Step
    {
        int key = ParsedYaml::None;
        int index = 0;
    };
    using Steps = std::vector<Step>;

    // offsetShift is added to every byte offset (a stripped byte-order mark).
    YamlLocations(const ParsedYaml &document, int offsetShift);

    // The path of the node the steps lead to from the top, written as all() writes it.
    static QString pathOf(const ParsedYaml &document, const Steps &steps);
    // The path of a mapping's member ("layout" + "tp": "layout.tp") and of a list's
    // item ("[0]" after the list's path): the one way paths are written.
    static QString memberPath(const QString &path, const QString &key);
    static QString itemPath(const QString &path, int index);

    // Path -> value position; "<path>#key" -> position of the key itself. The first
    // node met on a path keeps it (keys with dots can make two paths alike).
    const QHash<QString, SourceLocation> &all() const;
    SourceLocation locate(int node) const;

private:
    void walk(int node, const QString &path) const;

    const ParsedYaml &m_document;
    int m_offsetShift = 0;
    mutable std::optional<QHash<QString, SourceLocation>> m_all;
};
