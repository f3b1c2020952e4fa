// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/parsedyaml.h"

#include <valijson/adapters/yaml_cpp_adapter.hpp>
#include <valijson/internal/adapter.hpp>
#include <valijson/internal/basic_adapter.hpp>

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

// valijson's view of a ParsedYaml document, so that the schema validates it without
// a yaml-cpp node tree. valijson's BasicAdapter asks for a family of small types (an
// array, an object, their iterators, a value); they live together here because none
// is used without the others. It reads values the way valijson's own yaml-cpp
// adapter does (every scalar is a string, converted when a number or a boolean is
// asked for, with weak types), so that both find the same faults.
class ParsedYamlAdapter;

namespace ParsedYamlValijson {

// A node of a document; the document outlives every adapter made over it.
struct Ref
{
    const ParsedYaml *document = nullptr;
    int node = ParsedYaml::None;

    int size() const { return document ? document->size(node) : 0; }
};

using Member = std::pair<std::string, ParsedYamlAdapter>;

// An array's iterator (Element: ParsedYamlAdapter) or an object's (Element: Member,
// the key's text and the value): an index into a node's children.
template<typename Element>
class ChildIterator
{
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Element;
    using difference_type = std::ptrdiff_t;
    using pointer = Element *;
    using reference = Element &;

    ChildIterator(Ref parent, int index) : m_parent(parent), m_index(index) { }
    Element operator*() const;
    valijson::adapters::DerefProxy<Element> operator->() const { return valijson::adapters::DerefProxy<Element>(**this); }
    bool operator==(const ChildIterator &other) const { return m_index == other.m_index; }
    bool operator!=(const ChildIterator &other) const { return m_index != other.m_index; }
    ChildIterator &operator++()
    {
        ++m_index;
        return *this;
    }
    ChildIterator operator++(int)
    {
        auto before = *this;
        ++m_index;
        return before;
    }
    void advance(std::ptrdiff_t n) { m_index += int(n); }

private:
    Ref m_parent;
    int m_index;
};

using ArrayIterator = ChildIterator<ParsedYamlAdapter>;
using MemberIterator = ChildIterator<Member>;

class Array
{
public:
    using const_iterator = ArrayIterator;
    using iterator = ArrayIterator;

    Array() = default; // empty
    explicit Array(Ref list) : m_list(list) { }
    ArrayIterator begin() const { return {m_list, 0}; }
    ArrayIterator end() const { return {m_list, m_list.size()}; }
    size_t size() const { return size_t(m_list.size()); }

private:
    Ref m_list;
};

class Object
{
public:
    using const_iterator = MemberIterator;
    using iterator = MemberIterator;

    Object() = default; // empty
    explicit Object(Ref map) : m_map(map) { }
    MemberIterator begin() const { return {m_map, 0}; }
    MemberIterator end() const { return {m_map, m_map.size()}; }
    // Compares the key's text in place: no key is copied to look one up.
    MemberIterator find(const std::string &name) const
    {
        const int members = m_map.size();
        for (int i = 0; i < members; ++i) {
            const int key = m_map.document->key(m_map.node, i);
            if (m_map.document->isScalar(key) && m_map.document->scalar(key) == name)
                return {m_map, i};
        }
        return end();
    }
    size_t size() const { return size_t(m_map.size()); }

private:
    Ref m_map;
};

class Value
{
public:
    Value() = default; // an empty mapping, as valijson's other adapters make
    explicit Value(Ref ref) : m_ref(ref) { }

    valijson::adapters::FrozenValue *freeze() const
    {
        // Only the schema's own values are frozen (enum, const); this one never is in
        // validation, but a copy is correct all the same.
        return new valijson::adapters::YamlCppFrozenValue(m_ref.document ? m_ref.document->toNode(m_ref.node)
                                                                         : YAML::Node(YAML::NodeType::Map));
    }

    std::optional<Array> getArrayOptional() const { return isArray() ? std::make_optional(Array(m_ref)) : std::optional<Array>(); }
    bool getArraySize(size_t &result) const
    {
        if (!isArray())
            return false;
        result = size_t(m_ref.size());
        return true;
    }
    std::optional<Object> getObjectOptional() const { return isObject() ? std::make_optional(Object(m_ref)) : std::optional<Object>(); }
    bool getObjectSize(size_t &result) const
    {
        if (!isObject())
            return false;
        result = size_t(m_ref.size());
        return true;
    }
    bool getString(std::string &result) const
    {
        if (!isString())
            return false;
        result = m_ref.document->scalar(m_ref.node);
        return true;
    }
    // Scalars are strings; valijson converts them with weak types, never through these.
    bool getBool(bool &) const { return false; }
    bool getDouble(double &) const { return false; }
    bool getInteger(int64_t &) const { return false; }

    static bool hasStrictTypes() { return false; }
    bool isArray() const { return m_ref.document && m_ref.document->isSequence(m_ref.node); }
    bool isObject() const { return !m_ref.document || m_ref.document->isMap(m_ref.node); }
    bool isString() const { return m_ref.document && m_ref.document->isScalar(m_ref.node); }
    bool isNull() const { return m_ref.document && m_ref.document->isNull(m_ref.node); }
    bool isBool() const { return false; }
    bool isDouble() const { return false; }
    bool isInteger() const { return false; }
    bool isNumber() const { return false; }

private:
    Ref m_ref;
};

} // namespace ParsedYamlValijson

class ParsedYamlAdapter : public valijson::adapters::BasicAdapter<ParsedYamlAdapter, ParsedYamlValijson::Array, ParsedYamlValijson::Member,
                                                                  ParsedYamlValijson::Object, ParsedYamlValijson::Value>
{
public:
    ParsedYamlAdapter() = default;
    ParsedYamlAdapter(const ParsedYaml &document, int node)
        : BasicAdapter(ParsedYamlValijson::Value({&document, node})), m_ref{&document, node}
    { }

    // A scalar read with weak types, as BasicAdapter reads it (a number as strtod or
    // an integer as an input stream takes it, "true" and "false", "" for null), from
    // the scalar's text in place: no copy, no stream, and no locale, so that a decimal
    // point is a point in every language.
    using BasicAdapter::asDouble;
    using BasicAdapter::asInteger;
    bool maybeBool() const override;
    bool maybeDouble() const override;
    bool maybeInteger() const override;
    bool maybeNull() const override;
    bool asDouble(double &result) const override;
    bool asInteger(int64_t &result) const override;

    // The same readings of any text, which need not end in a NUL.
    static bool readDouble(std::string_view text, double &result);
    static bool readInteger(std::string_view text, int64_t &result);

private:
    // The scalar's text; nullopt for any other node.
    std::optional<std::string_view> scalar() const;

    ParsedYamlValijson::Ref m_ref;
};

namespace ParsedYamlValijson {

template<>
inline ParsedYamlAdapter ArrayIterator::operator*() const
{
    return {*m_parent.document, m_parent.document->item(m_parent.node, m_index)};
}

template<>
inline Member MemberIterator::operator*() const
{
    const auto &document = *m_parent.document;
    return {std::string(document.scalar(document.key(m_parent.node, m_index))),
            ParsedYamlAdapter(document, document.value(m_parent.node, m_index))};
}

} // namespace ParsedYamlValijson
