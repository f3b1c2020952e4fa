// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipespans.h"

#include "recipe/parsedyaml.h"

#include <algorithm>

namespace {

using Node = RecipeDocument::Node;

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

qsizetype lineStartIn(const QByteArray &b, qsizetype p)
{
    while (p > 0 && b[p - 1] != '\n')
        --p;
    return p;
}

qsizetype nextLineStartIn(const QByteArray &b, qsizetype p)
{
    while (p < b.size() && b[p] != '\n')
        ++p;
    return p < b.size() ? p + 1 : p;
}

// Finds each value's end in the bytes, from the start yaml-cpp marks.
class SpanBuilder
{
public:
    SpanBuilder(const QByteArray &bytes, const ParsedYaml &document, qsizetype offset) : b(bytes), y(document), offset(offset) { }

    // valueAt: where the value's text would start on its key's (or dash's) line; markAt:
    // where the parser places it, which is where it starts when it is written below.
    Node build(int node, qsizetype valueAt, qsizetype markAt, int parentIndent, bool inFlow, bool isAlias = false)
    {
        Node out;
        out.flow = inFlow;
        // Properties (a tag or an anchor) stay; the value starts after them.
        qsizetype at = skipProperties(valueAt, out);
        // Properties before a block mapping's first key, on its line, are the key's.
        if (y.isMap(node) && !inFlow && !nothingFollows(at) && at < b.size() && b[at] != '{') {
            out.anchor.clear();
            out.propertiesStart = -1;
        }
        // A value below its key, after a comment or properties: where the parser places
        // it, or (when the parser places it at the properties) on the next line indented
        // deeper; a scalar's after its own properties, on its line or lines of their own.
        if (!inFlow && nothingFollows(at) && !y.isNull(node)) {
            if (y.isScalar(node)) {
                for (auto below = markAt > at ? markAt : contentBelow(at, parentIndent); below >= 0;
                     below = contentBelow(at, parentIndent)) {
                    at = skipProperties(below, out);
                    if (!nothingFollows(at) || at == below)
                        break;
                }
            } else if (markAt > at) {
                at = markAt;
            }
        }
        if (isAlias && at < b.size() && b[at] == '*') {
            out.kind = Node::Kind::Alias;
            out.start = at;
            out.end = tokenEnd(at, inFlow);
            out.alias = QString::fromUtf8(b.mid(at + 1, out.end - at - 1));
            out.aliased = std::make_shared<const YamlTree>(meaning(node));
            return out;
        }
        out.tag = tagOf(node);
        switch (y.type(node)) {
        case ParsedYaml::Type::Map: buildMap(out, node, inFlow); break;
        case ParsedYaml::Type::Sequence: buildList(out, node, inFlow); break;
        case ParsedYaml::Type::Null:
        case ParsedYaml::Type::Scalar: buildScalar(out, node, at, parentIndent, inFlow); break;
        }
        return out;
    }

    // A tag written on the node; nothing for the non-specific ones ("?" plain, "!" quoted).
    QString tagOf(int node) const
    {
        const auto tag = y.tag(node);
        return tag == "?" || tag == "!" ? QString() : QString::fromUtf8(tag.data(), qsizetype(tag.size()));
    }

    // A scalar whose text is resolved as a plain one is: untagged and plain, or tagged with
    // one of the core schema's types that are not strings.
    bool readsAsPlain(int node) const
    {
        const auto tag = y.tag(node);
        return tag == "?" || tag == "tag:yaml.org,2002:int" || tag == "tag:yaml.org,2002:float" || tag == "tag:yaml.org,2002:bool"
            || tag == "tag:yaml.org,2002:null";
    }

    // A key that is a list, a mapping, null or tagged as other than text cannot be named
    // in a path; it is kept by all it means, so that the trees of two readings compare.
    QString keyText(int key) const
    {
        const auto tag = y.tag(key);
        const bool text = y.isScalar(key) && (tag == "?" || tag == "!" || tag == "tag:yaml.org,2002:str");
        return text ? y.text(key) : QChar(YamlTree::NoTextKey) + meaning(key).identity();
    }

    // What a node means, as the parser reads it (an alias as its anchor's node).
    YamlTree meaning(int node) const
    {
        YamlTree tree;
        if (y.isMap(node)) {
            tree = YamlTree::mapping();
            for (int i = 0; i < y.size(node); ++i)
                tree.entries.append({keyText(y.key(node, i)), meaning(y.value(node, i))});
        } else if (y.isSequence(node)) {
            tree = YamlTree::list();
            for (int i = 0; i < y.size(node); ++i)
                tree.items.append(meaning(y.item(node, i)));
        } else {
            tree = YamlTree::of(y.isNull(node) ? YamlScalar::null() : YamlScalar::read(y.text(node), readsAsPlain(node)));
        }
        tree.tag = tagOf(node);
        return tree;
    }

    qsizetype lineStart(qsizetype p) const { return lineStartIn(b, p); }
    // Nothing but a comment or the line's end from p: the value is below, or absent.
    bool nothingFollows(qsizetype p) const { return p >= b.size() || b[p] == '\n' || b[p] == '\r' || b[p] == '#'; }
    qsizetype afterLine(qsizetype p) const { return nextLineStartIn(b, p); }

private:
    // Where the parser places a node, within the bytes (a node it places nowhere, or
    // past the end of a malformed stream, at the nearest end).
    qsizetype mark(int node) const { return place(y.mark(node)); }
    qsizetype childMark(int collection, int i) const { return place(y.childMark(collection, i)); }
    qsizetype place(const YAML::Mark &mark) const { return std::clamp<qsizetype>(qsizetype(mark.pos) + offset, 0, b.size()); }

    // A key's end and its ':' (the end of the key's text when it has none). An implicit
    // key is on one line; an explicit one ("? key") may go on over the lines of its
    // block, and its ':' starts a line. Each key's search stays within its own lines,
    // so that keys without a ':' do not each read the rest of the file.
    std::pair<qsizetype, qsizetype> keyAndColon(qsizetype keyStart, bool inFlow) const
    {
        auto isIndicator = [&](qsizetype p) {
            return b[p] == ':'
                && (p + 1 >= b.size() || isBlank(b[p + 1]) || b[p + 1] == '\n' || b[p + 1] == '\r'
                    || (inFlow && (b[p + 1] == ',' || b[p + 1] == '}')));
        };
        qsizetype keyEnd = keyStart;
        if (keyStart < b.size() && (b[keyStart] == '[' || b[keyStart] == '{')) {
            // A flow collection as key: its ':' follows its closing bracket.
            keyEnd = flowEnd(keyStart);
            qsizetype p = keyEnd;
            while (p < b.size() && isBlank(b[p]))
                ++p;
            if (p < b.size() && b[p] == ':')
                return {keyEnd, p};
        } else if (keyStart < b.size() && (b[keyStart] == '\'' || b[keyStart] == '"')) {
            keyEnd = quotedEnd(keyStart);
            qsizetype p = keyEnd;
            while (p < b.size() && isBlank(b[p]))
                ++p;
            if (p < b.size() && b[p] == ':')
                return {keyEnd, p};
        } else {
            for (qsizetype p = keyStart; p < b.size() && b[p] != '\n'; ++p) {
                if (isIndicator(p))
                    return {p, p};
                if (inFlow && (b[p] == ',' || b[p] == '}' || b[p] == ']'))
                    break;
            }
            keyEnd = contentEnd(keyStart, inFlow);
        }
        // An explicit key: its ':' begins a later line of its block.
        qsizetype question = keyStart - 1;
        while (question >= 0 && isBlank(b[question]))
            --question;
        if (question >= 0 && b[question] == '?' && !inFlow) {
            const int questionIndent = int(question - lineStart(question));
            for (qsizetype line = afterLine(keyStart); line < b.size(); line = afterLine(line)) {
                if (blankLine(line))
                    continue;
                const int indent = indentOf(line);
                if (line + indent < b.size() && isIndicator(line + indent))
                    return {keyEnd, line + indent};
                if (indent <= questionIndent)
                    break;
                keyEnd = contentEnd(line + indent, false);
            }
        }
        return {keyEnd, keyEnd};
    }

    // The "?" before an explicit key (followed by a blank), else the key's own start.
    qsizetype explicitKeyIndicator(qsizetype keyStart) const
    {
        qsizetype question = keyStart - 1;
        while (question >= 0 && isBlank(b[question]))
            --question;
        return question >= 0 && question < keyStart - 1 && b[question] == '?' ? question : keyStart;
    }

    // End of the content on the line from p: before a comment, without trailing blanks.
    qsizetype contentEnd(qsizetype p, bool inFlow) const
    {
        qsizetype end = p;
        for (qsizetype i = p; i < b.size() && b[i] != '\n'; ++i) {
            if (b[i] == '#' && i > p && isBlank(b[i - 1]))
                break;
            if (inFlow && (b[i] == ',' || b[i] == ']' || b[i] == '}'))
                break;
            end = i + 1;
        }
        while (end > p && (isBlank(b[end - 1]) || b[end - 1] == '\r'))
            --end;
        return end;
    }

    qsizetype tokenEnd(qsizetype p, bool inFlow) const
    {
        while (p < b.size() && !isBlank(b[p]) && b[p] != '\n' && b[p] != '\r' && !(inFlow && (b[p] == ',' || b[p] == ']' || b[p] == '}')))
            ++p;
        return p;
    }

    int indentOf(qsizetype lineBegin) const
    {
        int n = 0;
        while (lineBegin + n < b.size() && b[lineBegin + n] == ' ')
            ++n;
        return n;
    }

    bool blankLine(qsizetype lineBegin) const
    {
        for (qsizetype i = lineBegin; i < b.size() && b[i] != '\n'; ++i)
            if (!isBlank(b[i]) && b[i] != '\r')
                return false;
        return true;
    }

    // A plain scalar: its first line, then lines indented deeper than its parent.
    qsizetype plainEnd(qsizetype start, int parentIndent, bool inFlow) const
    {
        qsizetype end = contentEnd(start, inFlow);
        if (inFlow)
            return end;
        for (qsizetype line = afterLine(start); line < b.size(); line = afterLine(line)) {
            if (blankLine(line))
                continue;
            const int indent = indentOf(line);
            if (indent <= parentIndent || b[line + indent] == '#')
                break;
            end = contentEnd(line + indent, false);
        }
        return end;
    }

    qsizetype quotedEnd(qsizetype start) const
    {
        const char quote = b[start];
        for (qsizetype i = start + 1; i < b.size(); ++i) {
            if (quote == '\'' && b[i] == '\'') {
                if (i + 1 < b.size() && b[i + 1] == '\'') {
                    ++i;
                    continue;
                }
                return i + 1;
            }
            if (quote == '"' && b[i] == '\\') {
                ++i;
                continue;
            }
            if (quote == '"' && b[i] == '"')
                return i + 1;
        }
        return b.size();
    }

    // A block scalar ends with its last line of content: one indented deeper than its
    // parent (but a comment indented less than the text), or a line of spaces only that
    // is longer than the content's indentation (those spaces are text).
    qsizetype blockEnd(qsizetype start, int parentIndent) const
    {
        qsizetype end = contentEnd(start, false);
        int contentIndent = -1;
        for (qsizetype line = afterLine(start); line < b.size(); line = afterLine(line)) {
            if (blankLine(line)) {
                if (contentIndent >= 0 && indentOf(line) > contentIndent)
                    end = lineEnd(line);
                continue;
            }
            if (indentOf(line) <= parentIndent)
                break;
            // A comment indented less than the text ends it.
            if (contentIndent >= 0 && indentOf(line) < contentIndent && b[line + indentOf(line)] == '#')
                break;
            if (contentIndent < 0)
                contentIndent = indentOf(line);
            end = lineEnd(line);
        }
        return end;
    }

    // The end of a line's text, before its line break.
    qsizetype lineEnd(qsizetype line) const
    {
        qsizetype e = line;
        while (e < b.size() && b[e] != '\n')
            ++e;
        if (e > line && b[e - 1] == '\r')
            --e;
        return e;
    }

    qsizetype flowEnd(qsizetype start) const
    {
        int depth = 0;
        for (qsizetype i = start; i < b.size(); ++i) {
            const char c = b[i];
            if (c == '\'' || c == '"') {
                i = quotedEnd(i) - 1;
            } else if (c == '[' || c == '{') {
                ++depth;
            } else if (c == ']' || c == '}') {
                if (--depth == 0)
                    return i + 1;
            }
        }
        return b.size();
    }

    void buildScalar(Node &out, int node, qsizetype at, int parentIndent, bool inFlow)
    {
        out.kind = Node::Kind::Scalar;
        out.start = at;
        const bool isNull = y.isNull(node);
        if (isNull && (nothingFollows(at) || (inFlow && (b[at] == ',' || b[at] == ']' || b[at] == '}')))) {
            out.emptyNull = true;
            out.end = at;
            out.value = YamlScalar::null();
            return;
        }
        if (at >= b.size()) { // an empty value after its properties at the end of the file
            out.end = at;
            out.value = isNull ? YamlScalar::null() : YamlScalar::read(y.text(node), readsAsPlain(node));
            return;
        }
        const char c = b[at];
        if (c == '\'' || c == '"') {
            out.style = c == '\'' ? YamlScalar::Style::SingleQuoted : YamlScalar::Style::DoubleQuoted;
            out.end = quotedEnd(at);
        } else if (!inFlow && (c == '|' || c == '>')) {
            out.style = c == '|' ? YamlScalar::Style::Literal : YamlScalar::Style::Folded;
            out.end = blockEnd(at, parentIndent);
        } else {
            out.style = YamlScalar::Style::Plain;
            out.end = plainEnd(at, parentIndent, inFlow);
        }
        if (isNull) {
            out.value = YamlScalar::null();
        } else {
            const auto text = y.text(node);
            const bool plain = readsAsPlain(node);
            out.value = YamlScalar::read(text, plain);
        }
    }

    void buildMap(Node &out, int node, bool inFlow)
    {
        out.kind = Node::Kind::Map;
        out.start = mark(node);
        out.flow = inFlow || (out.start < b.size() && b[out.start] == '{');
        if (out.flow)
            out.end = b[out.start] == '{' ? flowEnd(out.start) : out.start;
        for (int i = 0; i < y.size(node); ++i) {
            Node child;
            const int keyNode = y.key(node, i);
            const int value = y.value(node, i);
            const qsizetype keyStart = childMark(node, 2 * i);
            const auto [keyEnd0, colon] = keyAndColon(keyStart, out.flow);
            qsizetype keyEnd = keyEnd0;
            // The trailing blanks of a plain key are not part of it.
            while (keyEnd > keyStart && isBlank(b[keyEnd - 1]))
                --keyEnd;
            // An explicit key ("? key") stands where its "?" does.
            const qsizetype keyAt = out.flow ? keyStart : explicitKeyIndicator(keyStart);
            const int indent = int(keyAt - lineStart(keyAt));
            const bool hasColon = colon < b.size() && b[colon] == ':';
            qsizetype valueAt = hasColon ? colon + 1 : colon;
            while (valueAt < b.size() && isBlank(b[valueAt]))
                ++valueAt;
            // A block collection below the key starts where yaml-cpp marks it.
            const bool blockBelow = (y.isMap(value) || y.isSequence(value)) && nothingFollows(valueAt);
            const auto valueMark = childMark(node, 2 * i + 1);
            child = build(value, blockBelow ? valueMark : valueAt, valueMark, indent, out.flow, y.isAliasChild(node, 2 * i + 1));
            child.key = keyText(keyNode);
            if (y.isAliasChild(node, 2 * i))
                child.keyAlias = QString::fromUtf8(b.mid(keyStart + 1, tokenEnd(keyStart, out.flow) - keyStart - 1));
            child.keyStart = keyStart;
            child.keyEnd = keyEnd;
            child.indent = indent;
            if (child.emptyNull)
                child.start = child.end = hasColon ? colon + 1 : keyEnd;
            child.entryStart = lineStart(keyAt);
            child.entryEnd = out.flow ? child.end : afterLine(std::max(child.end - 1, keyEnd));
            out.children.append(child);
        }
        if (!out.flow)
            out.end = out.children.isEmpty() ? out.start : out.children.last().end;
    }

    // After the properties (tags, anchors) at p, and the blanks after them.
    qsizetype skipProperties(qsizetype at, Node &out) const
    {
        while (at < b.size() && (b[at] == '!' || b[at] == '&')) {
            const qsizetype from = at;
            if (out.propertiesStart < 0)
                out.propertiesStart = at;
            while (at < b.size() && !isBlank(b[at]) && b[at] != '\n' && b[at] != '\r')
                ++at;
            if (b[from] == '&')
                out.anchor = QString::fromUtf8(b.mid(from + 1, at - from - 1));
            while (at < b.size() && isBlank(b[at]))
                ++at;
        }
        return at;
    }

    // The first text on the lines after p's, past blank and comment lines, when its
    // line is indented deeper than parentIndent; else -1.
    qsizetype contentBelow(qsizetype p, int parentIndent) const
    {
        for (qsizetype line = afterLine(p); line < b.size(); line = afterLine(line)) {
            qsizetype first = line;
            while (first < b.size() && isBlank(b[first]))
                ++first;
            if (first >= b.size())
                return -1;
            if (b[first] == '\n' || b[first] == '\r' || b[first] == '#')
                continue;
            return indentOf(line) > parentIndent ? first : -1;
        }
        return -1;
    }

    bool isDash(qsizetype p) const
    {
        return p < b.size() && b[p] == '-' && (p + 1 >= b.size() || isBlank(b[p + 1]) || b[p + 1] == '\n' || b[p + 1] == '\r');
    }

    // The first "-" from p over blanks, line breaks and comments, or -1.
    qsizetype dashFrom(qsizetype p) const
    {
        while (p < b.size()) {
            if (b[p] == '#')
                p = afterLine(p);
            else if (isBlank(b[p]) || b[p] == '\n' || b[p] == '\r')
                ++p;
            else
                return isDash(p) ? p : -1;
        }
        return -1;
    }

    // A block list item's "-". The parser places an empty item where the next token
    // is (the next item's "-", or its value), so its "-" is the first one after the
    // item before; any other item's is at or back from its value over blanks.
    qsizetype itemDash(const Node &list, int node, int i, qsizetype itemAt) const
    {
        if (y.isNull(y.item(node, i)) && !y.isAliasChild(node, i)) {
            Node properties;
            const auto dash = dashFrom(i == 0 ? skipProperties(list.start, properties) : list.children.last().entryEnd);
            if (dash >= 0 && dash <= itemAt)
                return dash;
        }
        if (isDash(itemAt))
            return itemAt;
        qsizetype dash = itemAt - 1;
        while (dash > 0 && isBlank(b[dash]))
            --dash;
        return dash;
    }

    void buildList(Node &out, int node, bool inFlow)
    {
        out.kind = Node::Kind::List;
        out.start = mark(node);
        out.flow = inFlow || (out.start < b.size() && b[out.start] == '[');
        if (out.flow)
            out.end = flowEnd(out.start);
        for (int i = 0; i < y.size(node); ++i) {
            const int itemNode = y.item(node, i);
            const qsizetype itemAt = childMark(node, i);
            if (out.flow) {
                out.children.append(build(itemNode, itemAt, itemAt, 0, true, y.isAliasChild(node, i)));
                continue;
            }
            const qsizetype dash = itemDash(out, node, i, itemAt);
            const int indent = int(dash - lineStart(dash));
            qsizetype valueAt = dash + 1;
            while (valueAt < b.size() && isBlank(b[valueAt]))
                ++valueAt;
            const bool blockBelow = (y.isMap(itemNode) || y.isSequence(itemNode)) && nothingFollows(valueAt);
            Node child = build(itemNode, blockBelow ? itemAt : valueAt, itemAt, indent, false, y.isAliasChild(node, i));
            if (child.emptyNull)
                child.start = child.end = dash + 1;
            child.indent = indent;
            child.entryStart = lineStart(dash);
            child.entryEnd = afterLine(std::max(child.end - 1, dash));
            out.children.append(child);
        }
        if (!out.flow)
            out.end = out.children.isEmpty() ? out.start : out.children.last().end;
    }

    const QByteArray &b;
    const ParsedYaml &y;
    const qsizetype offset;
};

} // namespace

RecipeDocument::Node RecipeSpans::build(const QByteArray &bytes, const ParsedYaml &parsed, qsizetype offset, int root, qsizetype rootAt)
{
    return SpanBuilder(bytes, parsed, offset).build(root, rootAt, rootAt, -1, false);
}

qsizetype RecipeSpans::lineStart(const QByteArray &bytes, qsizetype position)
{
    return lineStartIn(bytes, position);
}

qsizetype RecipeSpans::nextLineStart(const QByteArray &bytes, qsizetype position)
{
    return nextLineStartIn(bytes, position);
}
