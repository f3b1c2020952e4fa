// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamlstructurecheck.h"

#include <algorithm>
#include <utility>

YamlStructureCheck::YamlStructureCheck(QString file, int offsetShift)
    : m_file(std::move(file))
    , m_offsetShift(offsetShift)
{
}

bool YamlStructureCheck::check(const ParsedYaml &document)
{
    m_document = &document;
    m_visited = 0;
    m_ancestors.clear();
    const bool ok = walk(document.root(), {}, 0);
    m_document = nullptr;
    return ok;
}

SourceLocation YamlStructureCheck::locate(int node) const
{
    const auto mark = m_document->mark(node);
    if (mark.is_null())
        return {};
    return {mark.line + 1, mark.column + 1, mark.pos + m_offsetShift};
}

void YamlStructureCheck::fail(int node, const QString &message)
{
    const auto where = locate(node);
    m_problems.append({m_file, where.line, where.column, Problem::Severity::Error, message});
}

bool YamlStructureCheck::walk(int node, const QString &path, int depth)
{
    // An alias shares its node, so a walk that follows aliases can revisit a node
    // exponentially often, or forever when the alias points at its own parent.
    if (++m_visited > MaxNodes) {
        fail(node, QStringLiteral("the document expands to more than %1 nodes; aliases that repeat aliases are not "
                                  "allowed in a recipe").arg(MaxNodes));
        return false;
    }
    if (depth > MaxDepth) {
        fail(node, QStringLiteral("nesting deeper than %1 levels").arg(MaxDepth));
        return false;
    }
    if (std::find(m_ancestors.cbegin(), m_ancestors.cend(), node) != m_ancestors.cend()) {
        fail(node, QStringLiteral("alias refers to a node that contains it ('%1')").arg(path));
        return false;
    }
    if (!path.isEmpty() && !m_locations.contains(path))
        m_locations.insert(path, locate(node));

    const auto &document = *m_document;
    if (document.isMap(node)) {
        m_ancestors.push_back(node);
        QHash<QString, SourceLocation> keys;
        const int members = document.size(node);
        for (int i = 0; i < members; ++i) {
            const int keyNode = document.key(node, i);
            if (!document.isScalar(keyNode)) {
                fail(keyNode, QStringLiteral("a key must be plain text, not a list or mapping"));
                return false;
            }
            const auto key = document.text(keyNode);
            const auto childPath = path.isEmpty() ? key : path + u'.' + key;
            if (const auto first = keys.constFind(key); first != keys.cend()) {
                fail(keyNode, QStringLiteral("duplicate key '%1' (first defined at line %2)")
                                  .arg(childPath).arg(first->line));
                return false;
            }
            keys.insert(key, locate(keyNode));
            m_locations.insert(childPath + QStringLiteral("#key"), locate(keyNode));
            if (!walk(document.value(node, i), childPath, depth + 1))
                return false;
        }
        m_ancestors.pop_back();
    } else if (document.isSequence(node)) {
        m_ancestors.push_back(node);
        const int items = document.size(node);
        for (int i = 0; i < items; ++i) {
            if (!walk(document.item(node, i), path + u'[' + QString::number(i) + u']', depth + 1))
                return false;
        }
        m_ancestors.pop_back();
    }
    return true;
}
