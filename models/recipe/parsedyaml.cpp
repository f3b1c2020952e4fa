// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/parsedyaml.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstring>
#include <istream>
#include <iterator>
#include <streambuf>
#include <unordered_map>

// Turns the parser's events into entries: a collection gets its number when it
// starts (so that an alias inside it may name it, as in yaml-cpp's node tree), and
// its children once it ends, copied in one piece from a stack of finished nodes.
class ParsedYaml::Builder : public YAML::EventHandler
{
public:
    explicit Builder(ParsedYaml &out) : m(out) { }

    void OnDocumentStart(const YAML::Mark &) override { }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override { finish(start(mark, Type::Null, anchor)); }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        // The alias reads as its anchor's node; where it is written is kept beside.
        m_pendingAliases.push_back({m_finished.size(), mark});
        finish(m_anchors.at(anchor));
    }
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, const std::string &value) override
    {
        const int node = start(mark, Type::Scalar, anchor);
        auto &entry = m.m_nodes[size_t(node)];
        entry.textAt = std::uint32_t(m.m_text.size());
        entry.textSize = std::uint32_t(value.size());
        m.m_text += value;
        setTag(entry, tag);
        finish(node);
    }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, YAML::EmitterStyle::value style) override
    {
        open(mark, Type::Sequence, tag, anchor, style);
    }
    void OnSequenceEnd() override { close(1); }
    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, YAML::EmitterStyle::value style) override
    {
        open(mark, Type::Map, tag, anchor, style);
    }
    void OnMapEnd() override { close(2); }

private:
    int start(const YAML::Mark &mark, Type type, YAML::anchor_t anchor)
    {
        const int node = int(m.m_nodes.size());
        Entry entry;
        entry.mark = mark;
        entry.type = type;
        m.m_nodes.push_back(entry);
        if (anchor) {
            if (m_anchors.size() <= anchor)
                m_anchors.resize(anchor + 1, None);
            m_anchors[anchor] = node;
        }
        return node;
    }

    void setTag(Entry &entry, const std::string &tag)
    {
        entry.tagAt = std::uint32_t(m.m_text.size());
        entry.tagSize = std::uint32_t(tag.size());
        m.m_text += tag;
    }

    void open(const YAML::Mark &mark, Type type, const std::string &tag, YAML::anchor_t anchor, YAML::EmitterStyle::value style)
    {
        const int node = start(mark, type, anchor);
        auto &entry = m.m_nodes[size_t(node)];
        setTag(entry, tag);
        entry.flow = style == YAML::EmitterStyle::Flow;
        m_open.push_back({node, m_finished.size()});
    }

    void close(int childrenPerEntry)
    {
        const auto [node, from] = m_open.back();
        m_open.pop_back();
        auto &entry = m.m_nodes[size_t(node)];
        entry.first = std::uint32_t(m.m_children.size());
        entry.count = std::uint32_t((m_finished.size() - from) / size_t(childrenPerEntry));
        m.m_children.insert(m.m_children.end(), m_finished.begin() + std::ptrdiff_t(from), m_finished.end());
        placeAliases(from, entry.first);
        m_finished.resize(from);
        finish(node);
    }

    // The aliases among the children just placed: their slots in m_children.
    void placeAliases(size_t from, std::uint32_t first)
    {
        auto pending = m_pendingAliases.end();
        while (pending != m_pendingAliases.begin() && std::prev(pending)->first >= from)
            --pending;
        for (auto it = pending; it != m_pendingAliases.end(); ++it)
            m.m_aliasMarks.push_back({first + std::uint32_t(it->first - from), it->second});
        m_pendingAliases.erase(pending, m_pendingAliases.end());
    }

    void finish(int node)
    {
        if (m_open.empty())
            m.m_root = node;
        else
            m_finished.push_back(node);
    }

    struct Open
    {
        int node;
        size_t from; // where its children start in m_finished
    };

    ParsedYaml &m;
    std::vector<int> m_anchors;
    std::vector<Open> m_open;
    std::vector<int> m_finished;
    std::vector<std::pair<size_t, YAML::Mark>> m_pendingAliases; // index in m_finished, place
};

namespace {

// Counts the documents the parser reports and keeps where the first one's top node starts.
class DocumentStart : public YAML::EventHandler
{
public:
    std::optional<YAML::Mark> first;
    void OnDocumentStart(const YAML::Mark &) override { }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark &mark, YAML::anchor_t) override { node(mark); }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t) override { node(mark); }
    void OnScalar(const YAML::Mark &mark, const std::string &, YAML::anchor_t, const std::string &) override { node(mark); }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override { node(mark); }
    void OnSequenceEnd() override { }
    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override { node(mark); }
    void OnMapEnd() override { }

private:
    void node(const YAML::Mark &mark)
    {
        if (!first)
            first = mark;
    }
};

// Hands the parser the caller's bytes where they are; an istringstream would copy them.
class TextBuffer : public std::streambuf
{
public:
    explicit TextBuffer(std::string_view text)
    {
        // Only ever read: the get area is never written through.
        auto *begin = const_cast<char *>(text.data());
        setg(begin, begin, begin + text.size());
    }
};

// What one pass over the text tells before it is parsed: its lines, and whether a line
// starts with a document marker ("---" or "...").
struct Shape
{
    size_t lines = 1;
    bool marked = false;
};

Shape shapeOf(std::string_view text)
{
    Shape shape;
    const auto markerAt = [&text](size_t at) {
        return text.size() - at >= 3 && (text[at] == '-' || text[at] == '.') && text[at + 1] == text[at] && text[at + 2] == text[at];
    };
    shape.marked = markerAt(0);
    const char *begin = text.data();
    const char *end = begin + text.size();
    for (const char *p = begin; (p = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)))) != nullptr;) {
        ++p;
        ++shape.lines;
        shape.marked = shape.marked || markerAt(size_t(p - begin));
    }
    return shape;
}

// yaml-cpp counts a mark's column in bytes; a column here counts characters, as the
// window's views and editors count them (a line without multi-byte characters keeps its).
YAML::Mark inCharacters(YAML::Mark mark, std::string_view text)
{
    // yaml-cpp's offsets start after a byte-order mark.
    const int start = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    if (mark.is_null() || mark.column <= 0 || mark.pos < mark.column || size_t(start + mark.pos) > text.size())
        return mark;
    int characters = 0;
    for (auto i = size_t(start + mark.pos - mark.column); i < size_t(start + mark.pos); ++i)
        characters += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    mark.column = characters;
    return mark;
}

bool isAscii(std::string_view text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

} // namespace

ParsedYaml ParsedYaml::parse(std::string_view text)
{
    try {
        auto out = parseMarkedInBytes(text);
        if (!isAscii(text))
            out.countColumnsInCharacters(text);
        return out;
    } catch (const YAML::DeepRecursion &e) {
        throw YAML::DeepRecursion(e.depth(), inCharacters(e.mark, text), e.msg);
    } catch (const YAML::ParserException &e) {
        throw YAML::ParserException(inCharacters(e.mark, text), e.msg);
    }
}

void ParsedYaml::countColumnsInCharacters(std::string_view text)
{
    for (auto &entry : m_nodes)
        entry.mark = inCharacters(entry.mark, text);
    for (auto &alias : m_aliasMarks)
        alias.second = inCharacters(alias.second, text);
    if (m_second)
        m_second = inCharacters(*m_second, text);
}

ParsedYaml ParsedYaml::parseMarkedInBytes(std::string_view text)
{
    ParsedYaml out;
    const auto shape = shapeOf(text);
    // About one node a line: reserve once instead of growing.
    const auto lines = shape.lines;
    out.m_nodes.reserve(lines + lines / 2);
    out.m_children.reserve(lines + lines / 2);
    out.m_text.reserve(text.size());

    TextBuffer buffer(text);
    std::istream in(&buffer);
    YAML::Parser parser(in);
    Builder builder(out);
    if (!parser.HandleNextDocument(builder))
        return out;
    // Only a stream with a document marker, or whose first document is a flow
    // collection (which may end before the stream does), can hold a second one: only
    // then is the parser asked for it. It is not read further than its start.
    if (shape.marked || out.isFlow(out.m_root)) {
        DocumentStart second;
        if (parser.HandleNextDocument(second))
            out.m_second = second.first.value_or(YAML::Mark());
    }
    return out;
}

QString ParsedYaml::text(int node) const
{
    const auto text = scalar(node);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

YAML::Mark ParsedYaml::childMark(int collection, int i) const
{
    const auto slot = m_nodes[size_t(collection)].first + std::uint32_t(i);
    const auto alias = std::lower_bound(m_aliasMarks.begin(), m_aliasMarks.end(), slot,
                                        [](const auto &entry, std::uint32_t s) { return entry.first < s; });
    return alias != m_aliasMarks.end() && alias->first == slot ? alias->second : mark(m_children[slot]);
}

bool ParsedYaml::isAliasChild(int collection, int i) const
{
    const auto slot = m_nodes[size_t(collection)].first + std::uint32_t(i);
    return std::binary_search(m_aliasMarks.begin(), m_aliasMarks.end(), std::pair<std::uint32_t, YAML::Mark>{slot, {}},
                              [](const auto &a, const auto &b) { return a.first < b.first; });
}

std::string_view ParsedYaml::tag(int node) const
{
    if (node == None)
        return {};
    const auto &entry = m_nodes[size_t(node)];
    return std::string_view(m_text).substr(entry.tagAt, entry.tagSize);
}

int ParsedYaml::find(int map, std::string_view key) const
{
    if (!isMap(map))
        return None;
    const int members = size(map);
    for (int i = 0; i < members; ++i) {
        const int k = this->key(map, i);
        if (isScalar(k) && scalar(k) == key)
            return value(map, i);
    }
    return None;
}

void ParsedYaml::appendValue(int node, std::string &out) const
{
    // A kind byte; a scalar's length and text, a collection's count and children.
    const auto kind = type(node);
    out += char('0' + int(kind));
    if (kind == Type::Null)
        return;
    const auto &entry = m_nodes[size_t(node)];
    const std::uint32_t count = kind == Type::Scalar ? entry.textSize : entry.count;
    out.append(reinterpret_cast<const char *>(&count), sizeof count);
    if (kind == Type::Scalar) {
        out.append(m_text, entry.textAt, entry.textSize);
        return;
    }
    const std::uint32_t children = kind == Type::Map ? 2 * count : count;
    for (std::uint32_t i = 0; i < children; ++i)
        appendValue(m_children[entry.first + i], out);
}

YAML::Node ParsedYaml::toNode(int node) const
{
    // A node met twice (an alias) becomes one shared yaml-cpp node, which the emitter
    // writes with an anchor and an alias, as it would the file's own.
    std::unordered_map<int, YAML::Node> made;
    auto make = [this, &made](auto &self, int n) -> YAML::Node {
        if (const auto it = made.find(n); it != made.end())
            return it->second;
        static constexpr YAML::NodeType::value kinds[] = {YAML::NodeType::Null, YAML::NodeType::Scalar, YAML::NodeType::Sequence,
                                                          YAML::NodeType::Map};
        YAML::Node out = isScalar(n) ? YAML::Node(std::string(scalar(n))) : YAML::Node(kinds[int(type(n))]);
        if (isScalar(n))
            out.SetTag(std::string(tag(n)));
        for (int i = 0; i < size(n); ++i) {
            if (isSequence(n))
                out.push_back(self(self, item(n, i)));
            else
                out.force_insert(self(self, key(n, i)), self(self, value(n, i)));
        }
        if (type(n) == Type::Sequence || type(n) == Type::Map) {
            out.SetTag(std::string(tag(n)));
            out.SetStyle(isFlow(n) ? YAML::EmitterStyle::Flow : YAML::EmitterStyle::Block);
        }
        made.emplace(n, out);
        return out;
    };
    if (node == None)
        return YAML::Node();
    return make(make, node);
}
