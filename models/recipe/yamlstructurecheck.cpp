// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamlstructurecheck.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <utility>

YamlStructureCheck::YamlStructureCheck(QString file, int offsetShift) : m_file(std::move(file)), m_offsetShift(offsetShift)
{ }

bool YamlStructureCheck::check(const ParsedYaml &document)
{
    m_document = &document;
    m_visited = 0;
    m_ancestors.clear();
    m_steps.clear();
    const bool ok = walk(document.root(), 0);
    m_document = nullptr;
    return ok;
}

void YamlStructureCheck::fail(int node, const QString &message)
{
    const auto where = YamlLocations(*m_document, m_offsetShift).locate(node);
    m_problems.append({m_file, where.line, where.column, Problem::Severity::Error, message});
}

int YamlStructureCheck::earlierKey(int map, int index) const
{
    const auto &document = *m_document;
    const auto text = document.scalar(document.key(map, index));
    for (int i = 0; i < index; ++i)
        if (document.scalar(document.key(map, i)) == text)
            return document.key(map, i);
    return ParsedYaml::None;
}

bool YamlStructureCheck::walk(int node, int depth)
{
    // An alias shares its node, so a walk that follows aliases can revisit a node
    // exponentially often, or forever when the alias points at its own parent.
    if (++m_visited > MaxNodes) {
        fail(node,
             QStringLiteral("the document expands to more than %1 nodes; aliases that repeat aliases are not "
                            "allowed in a recipe")
                 .arg(MaxNodes));
        return false;
    }
    if (depth > MaxDepth) {
        fail(node, QStringLiteral("nesting deeper than %1 levels").arg(MaxDepth));
        return false;
    }
    const auto &document = *m_document;
    if (std::find(m_ancestors.cbegin(), m_ancestors.cend(), node) != m_ancestors.cend()) {
        fail(node, QStringLiteral("alias refers to a node that contains it ('%1')").arg(YamlLocations::pathOf(document, m_steps)));
        return false;
    }

    if (document.isMap(node)) {
        m_ancestors.push_back(node);
        const int members = document.size(node);
        // Few keys are compared with those before them; many through a table, so
        // that a hostile mapping of many keys costs no more than a walk.
        constexpr int FewKeys = 16;
        std::unordered_map<std::string_view, int> seen;
        for (int i = 0; i < members; ++i) {
            const int keyNode = document.key(node, i);
            if (!document.isScalar(keyNode)) {
                if (!m_collectionKeys) {
                    fail(keyNode, QStringLiteral("a key must be plain text, not a list or mapping"));
                    return false;
                }
                if (!walk(keyNode, depth + 1) || !walk(document.value(node, i), depth + 1))
                    return false;
                continue;
            }
            int first = ParsedYaml::None;
            if (members <= FewKeys) {
                first = earlierKey(node, i);
            } else if (const auto [it, added] = seen.emplace(document.scalar(keyNode), keyNode); !added) {
                first = it->second;
            }
            m_steps.push_back({keyNode, 0});
            if (first != ParsedYaml::None) {
                fail(keyNode,
                     QStringLiteral("duplicate key '%1' (first defined at line %2)")
                         .arg(YamlLocations::pathOf(document, m_steps))
                         .arg(YamlLocations(document, m_offsetShift).locate(first).line));
                return false;
            }
            if (!walk(document.value(node, i), depth + 1))
                return false;
            m_steps.pop_back();
        }
        m_ancestors.pop_back();
    } else if (document.isSequence(node)) {
        m_ancestors.push_back(node);
        const int items = document.size(node);
        for (int i = 0; i < items; ++i) {
            m_steps.push_back({ParsedYaml::None, i});
            if (!walk(document.item(node, i), depth + 1))
                return false;
            m_steps.pop_back();
        }
        m_ancestors.pop_back();
    }
    return true;
}
