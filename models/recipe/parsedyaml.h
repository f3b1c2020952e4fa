// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <yaml-cpp/mark.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace YAML {
class Node;
}

// The first document of a YAML stream as yaml-cpp's parser reports it, kept in two
// arrays: one entry a node (its kind, where it starts, its text and tag) and the
// children of every collection. Nodes are numbered; an alias is its anchor's number,
// so that it reads as the node it names, as yaml-cpp's own node tree does. Built from
// the parser's events, it costs a fraction of yaml-cpp's node tree (no shared
// pointers, no node per key lookup) and is read by index. Values only: nothing here
// interprets a scalar.
class ParsedYaml
{
public:
    enum class Type : std::uint8_t { Null, Scalar, Sequence, Map };
    static constexpr int None = -1; // no node: a missing key, an absent document

    // Reads the first document of text with yaml-cpp's parser, and tells whether a
    // second one follows. Throws YAML::Exception where the parser does. Marks (and the
    // exceptions' marks) count columns in characters, not bytes.
    static ParsedYaml parse(std::string_view text);

    // The document's top node; None when the stream holds no document.
    int root() const { return m_root; }
    // Where a second document starts, when the stream holds one.
    const std::optional<YAML::Mark> &secondDocument() const { return m_second; }

    // For None: Null, no text, no children.
    Type type(int node) const { return node == None ? Type::Null : m_nodes[size_t(node)].type; }
    bool isNull(int node) const { return type(node) == Type::Null; }
    bool isScalar(int node) const { return type(node) == Type::Scalar; }
    bool isSequence(int node) const { return type(node) == Type::Sequence; }
    bool isMap(int node) const { return type(node) == Type::Map; }
    // A collection written in flow style ({...} or [...]).
    bool isFlow(int node) const { return node != None && m_nodes[size_t(node)].flow; }
    // Where the parser places the node (0-based); a null mark for None.
    YAML::Mark mark(int node) const { return node == None ? YAML::Mark::null_mark() : m_nodes[size_t(node)].mark; }
    // A scalar's text; empty for every other node.
    std::string_view scalar(int node) const
    {
        if (node == None || m_nodes[size_t(node)].type != Type::Scalar)
            return {};
        const auto &entry = m_nodes[size_t(node)];
        return std::string_view(m_text).substr(entry.textAt, entry.textSize);
    }
    // The same, as a QString.
    QString text(int node) const;
    // Where the i-th child of a collection is written (children counted as in m_children:
    // a mapping's key 2i, its value 2i+1): for an alias, the alias's own place, not its
    // anchor's.
    YAML::Mark childMark(int collection, int i) const;
    bool isAliasChild(int collection, int i) const;
    // The node's tag as the parser gives it: "?" for a plain scalar, "!" for a quoted one.
    std::string_view tag(int node) const;

    // The items of a list, the members of a mapping; 0 for other nodes.
    int size(int node) const { return node == None ? 0 : int(m_nodes[size_t(node)].count); }
    int item(int list, int i) const { return child(list, i); }
    int key(int map, int i) const { return child(map, 2 * i); }
    int value(int map, int i) const { return child(map, 2 * i + 1); }
    // The value of a mapping's first member whose key is this text; None when the node
    // is not a mapping or has no such key.
    int find(int map, std::string_view key) const;

    // Appends the node's value as the schema sees it (kinds, scalar texts, keys in
    // order; not tags, styles or positions) to out, in an encoding in which two values
    // are the same exactly when their bytes are. Its structure must have been checked:
    // an alias that contains itself would not end.
    void appendValue(int node, std::string &out) const;

    // The node and what it holds as yaml-cpp's node tree, for what needs one (writing a
    // value back out as YAML). Its structure must have been checked: an alias that
    // contains itself would not end.
    YAML::Node toNode(int node) const;

private:
    class Builder; // yaml-cpp's events -> entries

    struct Entry
    {
        YAML::Mark mark;
        std::uint32_t textAt = 0;
        std::uint32_t textSize = 0;
        std::uint32_t tagAt = 0;
        std::uint32_t tagSize = 0;
        std::uint32_t first = 0; // in m_children
        std::uint32_t count = 0; // items, or members (two children each)
        Type type = Type::Null;
        bool flow = false;
    };

    static ParsedYaml parseMarkedInBytes(std::string_view text);
    void countColumnsInCharacters(std::string_view text);

    int child(int node, int i) const { return m_children[m_nodes[size_t(node)].first + std::uint32_t(i)]; }

    std::vector<Entry> m_nodes;
    std::vector<int> m_children;
    std::string m_text; // every scalar and tag, one after another
    // The aliases' own places, by their slot in m_children, in slot order.
    std::vector<std::pair<std::uint32_t, YAML::Mark>> m_aliasMarks;
    int m_root = None;
    std::optional<YAML::Mark> m_second;
};
