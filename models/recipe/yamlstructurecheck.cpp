// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamlstructurecheck.h"

#include <yaml-cpp/yaml.h>

#include <QSet>
#include <utility>

YamlStructureCheck::YamlStructureCheck(QString file, int offsetShift)
    : m_file(std::move(file))
    , m_offsetShift(offsetShift)
{
}

bool YamlStructureCheck::check(const YAML::Node &document)
{
    m_visited = 0;
    m_ancestors.clear();
    return walk(document, {}, 0);
}

SourceLocation YamlStructureCheck::locate(const YAML::Node &node) const
{
    const auto mark = node.Mark();
    if (mark.is_null())
        return {};
    return {mark.line + 1, mark.column + 1, mark.pos + m_offsetShift};
}

void YamlStructureCheck::fail(const YAML::Node &node, const QString &message)
{
    const auto where = locate(node);
    m_problems.append({m_file, where.line, where.column, Problem::Severity::Error, message});
}

bool YamlStructureCheck::walk(const YAML::Node &node, const QString &path, int depth)
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
    for (const auto &ancestor : m_ancestors) {
        if (node.is(ancestor)) {
            fail(node, QStringLiteral("alias refers to a node that contains it ('%1')").arg(path));
            return false;
        }
    }
    if (!path.isEmpty() && !m_locations.contains(path))
        m_locations.insert(path, locate(node));

    if (node.IsMap()) {
        m_ancestors.push_back(node);
        QHash<QString, SourceLocation> keys;
        for (const auto &member : node) {
            if (!member.first.IsScalar()) {
                fail(member.first, QStringLiteral("a key must be plain text, not a list or mapping"));
                return false;
            }
            const auto key = QString::fromStdString(member.first.Scalar());
            const auto childPath = path.isEmpty() ? key : path + u'.' + key;
            if (const auto first = keys.constFind(key); first != keys.cend()) {
                fail(member.first, QStringLiteral("duplicate key '%1' (first defined at line %2)")
                                       .arg(childPath).arg(first->line));
                return false;
            }
            keys.insert(key, locate(member.first));
            m_locations.insert(childPath + QStringLiteral("#key"), locate(member.first));
            if (!walk(member.second, childPath, depth + 1))
                return false;
        }
        m_ancestors.pop_back();
    } else if (node.IsSequence()) {
        m_ancestors.push_back(node);
        int index = 0;
        for (const auto &item : node) {
            if (!walk(item, path + u'[' + QString::number(index++) + u']', depth + 1))
                return false;
        }
        m_ancestors.pop_back();
    }
    return true;
}
