// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipedocument.h"

#include "recipe/parsedyaml.h"
#include "recipe/recipespans.h"
#include "recipe/utf8text.h"
#include "recipe/yamlstructurecheck.h"

#include <yaml-cpp/exceptions.h>

#include <algorithm>

std::optional<RecipeDocument> RecipeDocument::parse(const QByteArray &bytes, QString *error)
{
    RecipeDocument document;
    document.m_bytes = bytes;
    document.m_bom = bytes.startsWith("\xEF\xBB\xBF");
    // YAML is Unicode: bytes that are not UTF-8 would read as other text (two
    // different bytes as the same replacement character).
    if (const auto bad = Utf8Text::firstInvalid(bytes); bad >= 0) {
        if (error) {
            const auto where = Utf8Text::locationOf(bytes, bad);
            *error = QStringLiteral("line %1, column %2: invalid UTF-8 byte 0x%3")
                         .arg(where.line)
                         .arg(where.column)
                         .arg(uchar(bytes.at(bad)), 2, 16, QLatin1Char('0'));
        }
        return std::nullopt;
    }
    // A byte-order mark belongs at the start; inside, an edit that brought it to the
    // start would change the text after it.
    if (const auto mark = bytes.indexOf("\xEF\xBB\xBF", document.m_bom ? 3 : 0); mark >= 0) {
        if (error) {
            const auto where = Utf8Text::locationOf(bytes, mark);
            *error = QStringLiteral("line %1, column %2: a byte-order mark (U+FEFF) inside the text").arg(where.line).arg(where.column);
        }
        return std::nullopt;
    }
    std::optional<ParsedYaml> parsed;
    try {
        parsed = ParsedYaml::parse(bytes.toStdString());
    } catch (const YAML::Exception &e) {
        if (error)
            *error =
                QStringLiteral("line %1, column %2: %3").arg(e.mark.line + 1).arg(e.mark.column + 1).arg(QString::fromStdString(e.msg));
        return std::nullopt;
    }
    // What the loader refuses before any walk (aliases that expand exponentially or
    // contain themselves, deep nesting, duplicate keys), refused here too: the walks
    // below would not end.
    YamlStructureCheck check(QString(), document.m_bom ? 3 : 0);
    check.allowCollectionKeys();
    if (!check.check(*parsed)) {
        const auto &problem = check.problems().first();
        if (error)
            *error = QStringLiteral("line %1, column %2: %3").arg(problem.line).arg(problem.column).arg(problem.text());
        return std::nullopt;
    }
    const int root = parsed->root();
    // A stream without a document (empty, or only comments) starts at its first byte.
    const qsizetype rootAt = root == ParsedYaml::None ? 0 : qsizetype(parsed->mark(root).pos) + (document.m_bom ? 3 : 0);
    document.m_root = RecipeSpans::build(document.m_bytes, *parsed, document.m_bom ? 3 : 0, root, rootAt);
    document.m_moreDocuments = parsed->secondDocument().has_value();
    // The indentation step: the smallest indentation of a nested key.
    int step = 0;
    for (const auto &child : document.m_root.children)
        for (const auto &grandchild : child.children)
            if (child.kind == Node::Kind::Map && !child.flow && grandchild.indent > child.indent)
                step = step ? std::min(step, grandchild.indent - child.indent) : grandchild.indent - child.indent;
    document.m_indentStep = step > 0 ? step : 2;
    return document;
}

const RecipeDocument::Node *RecipeDocument::find(const YamlPath &path) const
{
    const Node *node = &m_root;
    for (qsizetype i = 0; i < path.size() && node; ++i) {
        if (path.isIndex(i)) {
            const int index = path.index(i);
            node = node->kind == Node::Kind::List && index < node->children.size() ? &node->children[index] : nullptr;
        } else {
            const Node *found = nullptr;
            if (node->kind == Node::Kind::Map)
                for (const auto &child : node->children)
                    if (child.key == path.key(i)) {
                        found = &child;
                        break;
                    }
            node = found;
        }
    }
    return node;
}

YamlTree RecipeDocument::treeOf(const Node &node)
{
    switch (node.kind) {
    case Node::Kind::Map: {
        auto tree = YamlTree::mapping();
        for (const auto &child : node.children)
            tree.entries.append({child.key, treeOf(child)});
        tree.tag = node.tag;
        return tree;
    }
    case Node::Kind::List: {
        auto tree = YamlTree::list();
        for (const auto &child : node.children)
            tree.items.append(treeOf(child));
        tree.tag = node.tag;
        return tree;
    }
    case Node::Kind::Alias: return node.aliased ? *node.aliased : YamlTree();
    case Node::Kind::Scalar: break;
    }
    auto tree = YamlTree::of(node.value);
    tree.tag = node.tag;
    return tree;
}

RecipeLoadResult RecipeDocument::recipe(const QString &displayPath) const
{
    return RecipeLoader::loadBytes(m_bytes, displayPath);
}

YamlTree RecipeDocument::tree() const
{
    return treeOf(m_root);
}

QByteArray RecipeDocument::lineBreak() const
{
    const auto newline = m_bytes.indexOf('\n');
    return newline > 0 && m_bytes[newline - 1] == '\r' ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
}

qsizetype RecipeDocument::lineStart(qsizetype position) const
{
    return RecipeSpans::lineStart(m_bytes, position);
}

qsizetype RecipeDocument::nextLineStart(qsizetype position) const
{
    return RecipeSpans::nextLineStart(m_bytes, position);
}
