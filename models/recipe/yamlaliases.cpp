// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamlaliases.h"

namespace {

using Node = RecipeDocument::Node;

YamlPath joined(const YamlPath &base, const YamlPath &path, qsizetype from)
{
    auto segments = base.segments();
    segments.append(path.segments().mid(from));
    return YamlPath(segments);
}

} // namespace

YamlAliases YamlAliases::of(const RecipeDocument &document)
{
    YamlAliases aliases;
    aliases.m_document = &document;
    aliases.visit(document.root(), {});
    return aliases;
}

void YamlAliases::visit(const Node &node, const YamlPath &path)
{
    if (node.kind == Node::Kind::Alias) {
        use(node.alias, path, false);
        return;
    }
    if (!node.anchor.isEmpty())
        m_anchors.append({node.anchor, path});
    for (qsizetype i = 0; i < node.children.size(); ++i) {
        const auto &child = node.children[i];
        const auto at = node.kind == Node::Kind::Map ? path.child(child.key) : path.child(int(i));
        if (!child.keyAlias.isEmpty())
            use(child.keyAlias, at, true);
        visit(child, at);
    }
}

void YamlAliases::use(const QString &name, const YamlPath &at, bool key)
{
    for (auto it = m_anchors.crbegin(); it != m_anchors.crend(); ++it) {
        if (it->first == name) {
            m_uses.append({at, it->second, name, key});
            return;
        }
    }
}

YamlPath YamlAliases::canonical(const YamlPath &path) const
{
    YamlPath at;
    for (qsizetype i = 0; i < path.size(); ++i) {
        at = at.child(path.segments().at(i));
        if (i + 1 == path.size())
            break;
        const auto *node = m_document->find(at);
        if (!node || node->kind != Node::Kind::Alias)
            continue;
        for (const auto &u : m_uses)
            if (!u.key && u.at == at)
                at = u.anchor;
    }
    return at;
}

QList<YamlAliases::Use> YamlAliases::readersOf(const YamlPath &path) const
{
    QList<Use> readers;
    QList<YamlPath> changed{path};
    // Each place found may itself lie in an anchored node read elsewhere; the walk ends
    // because the structure check refused aliases that contain themselves.
    for (qsizetype next = 0; next < changed.size() && changed.size() < 1000; ++next) {
        const auto at = changed[next];
        for (const auto &u : m_uses) {
            if (u.key ? at != u.anchor : !at.startsWith(u.anchor))
                continue;
            auto reader = u;
            if (!u.key) {
                reader.at = joined(u.at, at, u.anchor.size());
                if (reader.at.startsWith(u.anchor) || changed.contains(reader.at))
                    continue; // an alias inside its own anchor: refused when parsed
                changed.append(reader.at);
            }
            readers.append(reader);
        }
    }
    return readers;
}

QList<YamlAliases::Use> YamlAliases::anchorsReadOutside(const YamlPath &path) const
{
    QList<Use> lost;
    for (const auto &u : m_uses)
        if (u.anchor.startsWith(path) && !u.at.startsWith(path))
            lost.append(u);
    return lost;
}
