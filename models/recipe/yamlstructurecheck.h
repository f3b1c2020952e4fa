// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/parsedyaml.h"
#include "recipe/problem.h"
#include "recipe/sourcelocation.h"

#include <QHash>
#include <QString>

#include <vector>

// Walks a parsed YAML document once before anything else reads it: records where
// every node starts, and rejects what would make later walks unsafe or ambiguous
// (nesting too deep, aliases that expand exponentially or contain themselves,
// duplicate or non-text keys). Every later walk may then recurse freely.
class YamlStructureCheck
{
public:
    static constexpr int MaxDepth = 32;
    static constexpr int MaxNodes = 100000;

    // offsetShift is added to every byte offset (a stripped byte-order mark).
    YamlStructureCheck(QString file, int offsetShift);

    // False when the document must not be read further; problems() says why.
    bool check(const ParsedYaml &document);

    const ProblemList &problems() const { return m_problems; }
    // Nodes the last check() visited: never more than MaxNodes + 1, whatever the input.
    int visited() const { return m_visited; }
    // Dotted path ("layout.tp", "correctness.component_tests[0]") -> value position;
    // "<path>#key" -> position of the key itself.
    const QHash<QString, SourceLocation> &locations() const { return m_locations; }

private:
    bool walk(int node, const QString &path, int depth);
    SourceLocation locate(int node) const;
    void fail(int node, const QString &message);

    QString m_file;
    int m_offsetShift = 0;
    int m_visited = 0;
    const ParsedYaml *m_document = nullptr;
    std::vector<int> m_ancestors;
    ProblemList m_problems;
    QHash<QString, SourceLocation> m_locations;
};
