// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/parsedyaml.h"
#include "recipe/problem.h"
#include "recipe/yamllocations.h"

#include <QString>

#include <vector>

// Walks a parsed YAML document once before anything else reads it, and rejects what
// would make later walks unsafe or ambiguous (nesting too deep, aliases that expand
// exponentially or contain themselves, duplicate or non-text keys). Every later walk
// may then recurse freely. Where the nodes start is YamlLocations' business.
class YamlStructureCheck
{
public:
    static constexpr int MaxDepth = 32;
    static constexpr int MaxNodes = 100000;

    // offsetShift is added to every byte offset (a stripped byte-order mark).
    YamlStructureCheck(QString file, int offsetShift);

    // False when the document must not be read further; problems() says why.
    bool check(const ParsedYaml &document);
    // Keys that are lists, mappings or null pass (a recipe's may not; any YAML file's may).
    void allowCollectionKeys() { m_collectionKeys = true; }

    const ProblemList &problems() const { return m_problems; }
    // Nodes the last check() visited: never more than MaxNodes + 1, whatever the input.
    int visited() const { return m_visited; }

private:
    bool m_collectionKeys = false;
    bool walk(int node, int depth);
    // The first key of a mapping's members before the one at index that has its text, or None.
    int earlierKey(int map, int index) const;
    void fail(int node, const QString &message);

    QString m_file;
    int m_offsetShift = 0;
    int m_visited = 0;
    const ParsedYaml *m_document = nullptr;
    std::vector<int> m_ancestors;
    YamlLocations::Steps m_steps; // from the top to the node being walked
    ProblemList m_problems;
};
