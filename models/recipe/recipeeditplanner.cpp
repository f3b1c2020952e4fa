// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeeditplanner.h"

#include "recipe/blockscalartext.h"
#include "recipe/recipeschema.h"

#include <algorithm>

namespace {

using Node = RecipeDocument::Node;

bool isBlock(YamlScalar::Style style)
{
    return style == YamlScalar::Style::Literal || style == YamlScalar::Style::Folded;
}

qsizetype colonAfterKey(const QByteArray &bytes, const Node &node)
{
    qsizetype colon = node.keyEnd;
    while (colon < bytes.size() && bytes[colon] != ':')
        ++colon;
    return colon;
}

// The text of a flow collection rebuilt from its items' own bytes, one item changed.
QByteArray flowText(const Node &collection, const QList<QByteArray> &items)
{
    const bool map = collection.kind == Node::Kind::Map;
    return (map ? "{" : "[") + items.join(", ") + (map ? "}" : "]");
}

// The first key of a list item's mapping stands on the "- " line.
bool sharesDashLine(const QByteArray &bytes, const Node &entry)
{
    return entry.keyStart >= 0 && !bytes.mid(entry.entryStart, entry.keyStart - entry.entryStart).trimmed().isEmpty();
}

// Where a child stands among its parent's.
qsizetype indexOf(const Node &parent, const Node &child)
{
    qsizetype at = 0;
    // By place, not by offset: an empty item has no bytes and may start where the
    // next one does.
    while (at < parent.children.size() && &parent.children[at] != &child)
        ++at;
    return at;
}

QList<QByteArray> flowItems(const QByteArray &bytes, const Node &collection)
{
    QList<QByteArray> items;
    for (const auto &child : collection.children) {
        if (collection.kind == Node::Kind::Map)
            items << bytes.mid(child.keyStart, child.keyEnd - child.keyStart) + ": " + bytes.mid(child.start, child.end - child.start);
        else
            items << bytes.mid(child.start, child.end - child.start);
    }
    return items;
}

// In a flow collection a plain value must not hold its punctuation.
bool holdsFlowPunctuation(const QByteArray &text)
{
    return (text.contains(',') || text.contains('[') || text.contains(']') || text.contains('{') || text.contains('}'))
        && !text.startsWith('\'') && !text.startsWith('"');
}

QString leadingSpaceRefusal()
{
    return QStringLiteral("the text starts with a space, which a block cannot say without an indentation indicator");
}

} // namespace

RecipeEditPlanner::RecipeEditPlanner(const RecipeEdit &edit, const RecipeDocument &document)
    : m_edit(edit), m_document(document), m_bytes(document.bytes()), m_writer(document)
{ }

std::optional<RecipeEditPlanner::Plan> RecipeEditPlanner::plan()
{
    m_plan.expected = m_document.tree();
    if (m_edit.path().isEmpty()) {
        fail(QStringLiteral("the whole file cannot be edited as one value"));
        return std::nullopt;
    }
    const auto &path = m_edit.path();
    for (qsizetype i = 0; i < path.size(); ++i)
        if (!path.isIndex(i) && path.key(i).startsWith(QChar(YamlTree::NoTextKey))) {
            fail(QStringLiteral("a key that is no text (a list, a mapping, null or tagged) cannot be named in a path"));
            return std::nullopt;
        }
    m_parentPath = m_edit.path().parent();
    m_parent = m_document.find(m_parentPath);
    m_node = m_document.find(m_edit.path());
    if (!planKind())
        return std::nullopt;
    return m_plan;
}

bool RecipeEditPlanner::planKind()
{
    switch (m_edit.kind()) {
    case RecipeEdit::Kind::Set: return planSet();
    case RecipeEdit::Kind::SetBlock: return planSetBlock();
    case RecipeEdit::Kind::Insert: return planInsert();
    case RecipeEdit::Kind::Remove: return planRemove();
    case RecipeEdit::Kind::Move: return planMove();
    case RecipeEdit::Kind::Rename: return planRename();
    }
    return fail(QStringLiteral("unknown edit"));
}

bool RecipeEditPlanner::fail(const QString &why)
{
    m_error = QStringLiteral("%1: %2").arg(m_edit.describe(), why);
    return false;
}

void RecipeEditPlanner::splice(qsizetype from, qsizetype to, const QByteArray &text)
{
    m_plan.splice = {from, m_bytes.mid(from, to - from), text};
}

bool RecipeEditPlanner::planAs(const RecipeEdit &edit)
{
    RecipeEditPlanner planner(edit, m_document);
    const auto plan = planner.plan();
    if (!plan) {
        m_error = planner.error();
        return false;
    }
    m_plan = *plan;
    return true;
}

bool RecipeEditPlanner::parentIsNull() const
{
    return m_parent->kind == Node::Kind::Scalar && m_parent->value.type == YamlScalar::Type::Null;
}

// Set: a scalar in its own style; a block keeps its form; a collection can only become null.

bool RecipeEditPlanner::planSet()
{
    const auto &path = m_edit.path();
    const auto &value = m_edit.value();
    if (!m_node)
        return fail(QStringLiteral("there is no value at %1; insert it instead").arg(path.toString()));
    if (m_node->kind == Node::Kind::Alias) {
        // Just this place: the alias gives way to the value.
        splice(m_node->start, m_node->end, scalarText());
        expectExactly(value);
        return true;
    }
    if (!tagFits(value))
        return setDroppingTag();
    if (m_node->kind != Node::Kind::Scalar)
        return setCollectionToNull();
    if (isBlock(m_node->style) && value.type == YamlScalar::Type::String && writeBlock(value.text))
        return true;
    splice(m_node->start, m_node->end, (m_node->emptyNull ? QByteArray(" ") : QByteArray()) + scalarText());
    expectExactly(value);
    return true;
}

// A tag that would no longer say what the value is goes; an anchor beside it stays.
bool RecipeEditPlanner::setDroppingTag()
{
    if (m_node->propertiesStart < 0 || m_node->kind != Node::Kind::Scalar)
        return fail(QStringLiteral("the value is tagged %1, which does not fit the new value; remove the tag first").arg(m_node->tag));
    splice(m_node->propertiesStart, m_node->end, withoutTag(m_node->propertiesStart, m_node->start) + scalarText());
    m_plan.droppedTag = m_node->tag;
    *m_plan.expected.find(m_edit.path()) = YamlTree::of(m_edit.value());
    return true;
}

// The bytes from..to (a value's properties and what follows them) without the tag and
// the blanks after it: the anchor and any comment stay. A tag on a line of its own
// takes its line break and the next line's indentation with it, so that the value
// moves up to its place.
QByteArray RecipeEditPlanner::withoutTag(qsizetype from, qsizetype to) const
{
    const auto blank = [](char c) { return c == ' ' || c == '\t'; };
    for (qsizetype at = from; at < to;) {
        if (m_bytes[at] == '#') {
            at = m_document.nextLineStart(at);
            continue;
        }
        if (blank(m_bytes[at]) || m_bytes[at] == '\n' || m_bytes[at] == '\r') {
            ++at;
            continue;
        }
        qsizetype end = at;
        while (end < to && !blank(m_bytes[end]) && m_bytes[end] != '\n' && m_bytes[end] != '\r')
            ++end;
        if (m_bytes[at] != '!') {
            at = end;
            continue;
        }
        while (end < to && blank(m_bytes[end]))
            ++end;
        qsizetype lineBegin = at;
        while (lineBegin > 0 && blank(m_bytes[lineBegin - 1]))
            --lineBegin;
        const bool ownLine =
            (lineBegin == 0 || m_bytes[lineBegin - 1] == '\n') && end < to && (m_bytes[end] == '\n' || m_bytes[end] == '\r');
        if (ownLine) {
            end = m_document.nextLineStart(end);
            while (end < to && blank(m_bytes[end]))
                ++end;
        }
        return m_bytes.mid(from, at - from) + m_bytes.mid(end, to - end);
    }
    return m_bytes.mid(from, to - from);
}

// A tag written on the value stays: it must still say what the new value is.
bool RecipeEditPlanner::tagFits(const YamlScalar::Value &value) const
{
    static const QString core = QStringLiteral("tag:yaml.org,2002:");
    if (m_node->tag.isEmpty())
        return true;
    if (!m_node->tag.startsWith(core))
        return false; // a tag of the file's own: what it allows is not known here
    const auto name = m_node->tag.mid(core.size());
    switch (value.type) {
    case YamlScalar::Type::Null: return name == QLatin1String("null");
    case YamlScalar::Type::Bool: return name == QLatin1String("bool");
    case YamlScalar::Type::Number: return name == QLatin1String("float") || (name == QLatin1String("int") && !value.text.contains(u'.'));
    case YamlScalar::Type::String: return name == QLatin1String("str");
    }
    return false;
}

bool RecipeEditPlanner::setCollectionToNull()
{
    if (m_edit.value().type != YamlScalar::Type::Null)
        return fail(QStringLiteral("the value is a %1; set its fields")
                        .arg(m_node->kind == Node::Kind::Map ? QStringLiteral("mapping") : QStringLiteral("list")));
    if (m_node->flow || m_node->keyStart < 0)
        splice(m_node->start, m_node->end, "null");
    else
        splice(colonAfterKey(m_bytes, *m_node) + 1, m_node->end, " null");
    // The tag goes with the collection's lines, unless it stands in the kept bytes before.
    auto null = YamlTree::of(YamlScalar::null());
    if (m_node->flow || m_node->keyStart < 0)
        null.tag = m_node->tag;
    *m_plan.expected.find(m_edit.path()) = null;
    return true;
}

// The new value in the style the old one was written in (plain for a null), quoted where
// a flow collection's punctuation would end a plain one.
QByteArray RecipeEditPlanner::scalarText() const
{
    const auto &value = m_edit.value();
    auto preferred = m_node->value.type == YamlScalar::Type::Null ? YamlScalar::Style::Plain : m_node->style;
    if (isBlock(preferred))
        preferred = YamlScalar::Style::Plain;
    const auto text = m_writer.scalar(m_edit.path(), value, preferred);
    if (m_node->flow && value.type == YamlScalar::Type::String && holdsFlowPunctuation(text))
        return YamlScalar::singleQuoted(value.text).toUtf8();
    return text;
}

// SetBlock: the lines of a block scalar (| or >), or a value on one line made one.

bool RecipeEditPlanner::planSetBlock()
{
    auto text = m_edit.text();
    text.remove(u'\r');
    if (text.startsWith(u' '))
        return fail(leadingSpaceRefusal());
    if (m_edit.isTextFile())
        text = textFileText(text);
    if (m_node && m_node->kind == Node::Kind::Scalar && !m_node->flow && m_node->keyStart >= 0 && !isBlock(m_node->style))
        return lineToBlock(text);
    if (!m_node || m_node->kind != Node::Kind::Scalar || !isBlock(m_node->style))
        return fail(QStringLiteral("%1 is not a block of text (| or >)").arg(m_edit.path().toString()));
    const bool tagGoes = !tagFits(YamlScalar::string(text));
    if (tagGoes && m_node->propertiesStart < 0)
        return fail(QStringLiteral("the value is tagged %1, which does not fit a text; remove the tag first").arg(m_node->tag));
    if (!writeBlock(text))
        return fail(QStringLiteral("a block cannot hold this text (blank lines of spaces, control characters)"));
    if (tagGoes)
        dropTagBeforeBlock();
    return true;
}

// The tag before a rewritten block goes (a text is no longer what it said); an
// anchor beside it stays.
void RecipeEditPlanner::dropTagBeforeBlock()
{
    auto &splice = m_plan.splice;
    splice.removed = m_bytes.mid(m_node->propertiesStart, splice.offset + splice.removed.size() - m_node->propertiesStart);
    splice.inserted = withoutTag(m_node->propertiesStart, splice.offset) + splice.inserted;
    splice.offset = m_node->propertiesStart;
    m_plan.droppedTag = m_node->tag;
    m_plan.expected.find(m_edit.path())->tag.clear();
}

// A text file's text written as a block ends with one line break.
QString RecipeEditPlanner::textFileText(const QString &text) const
{
    auto body = text;
    while (body.endsWith(u'\n'))
        body.chop(1);
    const bool block = (m_node && isBlock(m_node->style)) || body.contains(u'\n');
    return block && !body.isEmpty() ? body + u'\n' : text;
}

// A value on one line becomes a literal block when the text has lines; text of one
// line stays a scalar.
bool RecipeEditPlanner::lineToBlock(const QString &text)
{
    auto body = text;
    while (body.endsWith(u'\n'))
        body.chop(1);
    const auto block = BlockScalarText::of(text, false);
    if (!body.contains(u'\n') || !block)
        return planAs(RecipeEdit::set(m_edit.path(), YamlScalar::string(text)));
    const auto lines = m_writer.blockLines(block->lines, m_node->indent + m_writer.step());
    splice(colonAfterKey(m_bytes, *m_node) + 1, m_node->end, ' ' + block->indicators() + m_writer.lineBreak() + lines);
    expectExactly(YamlScalar::string(text));
    return true;
}

// A block's header and lines rewritten to say the text exactly: the header keeps its
// style (a folded block of several lines becomes literal) and comment, its chomping
// gives back the final line breaks asked for; the lines keep the block's indentation.
bool RecipeEditPlanner::writeBlock(const QString &text)
{
    const auto block = BlockScalarText::of(text, m_node->style == YamlScalar::Style::Folded);
    if (!block)
        return false;
    const qsizetype contentStart = m_document.nextLineStart(m_node->start);
    const auto content = m_writer.blockLines(block->lines, blockIndent(contentStart));
    auto header = block->indicators();
    qsizetype rest = m_node->start + 1;
    while (rest < m_bytes.size() && (m_bytes[rest] == '-' || m_bytes[rest] == '+' || (m_bytes[rest] >= '0' && m_bytes[rest] <= '9')))
        ++rest;
    const bool noContentYet = contentStart > m_node->end;
    auto headerRest = m_bytes.mid(rest, (noContentYet ? m_node->end : contentStart) - rest);
    if (block->lines.isEmpty()) {
        // No lines: the header ends the value, on the line break that followed the old lines.
        while (headerRest.endsWith('\n') || headerRest.endsWith('\r'))
            headerRest.chop(1);
    } else if (noContentYet) {
        headerRest += m_writer.lineBreak();
    }
    header += headerRest;
    const auto end = block->chomping == BlockScalarText::Chomping::Keep ? afterBlankLines(m_node->end) : m_node->end;
    splice(m_node->start, end, header + content);
    expectExactly(YamlScalar::string(text));
    return true;
}

// The place after the blank lines that follow a block's last line, before the line
// break that ends them: a kept block's final breaks would take them in.
qsizetype RecipeEditPlanner::afterBlankLines(qsizetype end) const
{
    for (;;) {
        const auto next = m_document.nextLineStart(end);
        if (next >= m_bytes.size() || next == end)
            return end;
        auto lineEnd = next;
        while (lineEnd < m_bytes.size() && (m_bytes[lineEnd] == ' ' || m_bytes[lineEnd] == '\t' || m_bytes[lineEnd] == '\r'))
            ++lineEnd;
        if (lineEnd < m_bytes.size() && m_bytes[lineEnd] != '\n')
            return end;
        if (lineEnd >= m_bytes.size())
            return m_bytes.size();
        end = m_bytes[lineEnd - 1] == '\r' && lineEnd - 1 >= next ? lineEnd - 1 : lineEnd;
    }
}

// The block's indentation: its first line's, else one step below its key.
int RecipeEditPlanner::blockIndent(qsizetype contentStart) const
{
    for (qsizetype line = contentStart; line < m_node->end; line = m_document.nextLineStart(line)) {
        int n = 0;
        while (line + n < m_bytes.size() && m_bytes[line + n] == ' ')
            ++n;
        if (line + n < m_bytes.size() && m_bytes[line + n] != '\n' && m_bytes[line + n] != '\r')
            return std::max(n, m_node->indent + 1);
    }
    return m_node->indent + m_writer.step();
}

// What the edited place must read back as: the value asked for, with the tag it keeps.
void RecipeEditPlanner::expectExactly(const YamlScalar::Value &value)
{
    auto tree = YamlTree::of(value);
    tree.tag = m_node->tag;
    *m_plan.expected.find(m_edit.path()) = tree;
}

// Insert: an item into a list, or a key into a mapping where the schema orders it.

bool RecipeEditPlanner::planInsert()
{
    if (!m_parent || !expectedParent())
        return fail(
            QStringLiteral("there is no %1 to insert into").arg(m_parentPath.isEmpty() ? QStringLiteral("file") : m_parentPath.toString()));
    const auto &path = m_edit.path();
    return path.isIndex(path.size() - 1) ? insertItem() : insertKey();
}

bool RecipeEditPlanner::insertItem()
{
    const auto &path = m_edit.path();
    const auto &tree = m_edit.tree();
    const bool intoNull = parentIsNull();
    if (!intoNull && m_parent->kind != Node::Kind::List)
        return fail(QStringLiteral("%1 is not a list").arg(m_parentPath.toString()));
    const int count = intoNull ? 0 : int(m_parent->children.size());
    const int index = path.index(path.size() - 1);
    if (index > count)
        return fail(QStringLiteral("the list has %1 items; insert at 0 to %1").arg(count));
    if (intoNull)
        return becomeCollection(m_writer.item(path, m_parent->indent, tree), YamlTree::list({tree}),
                                QStringLiteral("only a key's null value can become a list"));
    if (m_parent->flow) {
        if (tree.kind != YamlTree::Kind::Scalar)
            return fail(QStringLiteral("a [ ] list takes only plain values here"));
        auto items = flowItems(m_bytes, *m_parent);
        items.insert(index, m_writer.scalar(path, tree.scalar));
        spliceFlow(items);
    } else {
        const auto lines = m_writer.item(path, m_parent->children.first().indent, tree);
        if (index < count)
            splice(m_parent->children[index].entryStart, m_parent->children[index].entryStart, lines);
        else
            spliceAfterLast(lines);
    }
    expectedParent()->items.insert(index, tree);
    return true;
}

bool RecipeEditPlanner::insertKey()
{
    const auto &path = m_edit.path();
    const auto key = path.key(path.size() - 1);
    const bool intoNull = parentIsNull();
    if (!intoNull && m_parent->kind != Node::Kind::Map)
        return fail(
            QStringLiteral("%1 is not a mapping").arg(m_parentPath.isEmpty() ? QStringLiteral("the file") : m_parentPath.toString()));
    if (m_node)
        return fail(QStringLiteral("%1 is already there; set it instead").arg(path.toString()));
    if (intoNull || (m_parent->flow && m_parent->children.isEmpty() && m_parent->keyStart >= 0))
        return becomeCollection(m_writer.entry(path, m_parent->indent + m_writer.step(), key, m_edit.tree()),
                                YamlTree::mapping({{key, m_edit.tree()}}), QStringLiteral("only a key's null value can become a mapping"));
    const auto index = schemaPlace(key);
    if (m_parent->flow)
        return insertFlowKey(index);
    const auto &first = m_parent->children.first();
    const int indent = first.indent;
    const auto lines = m_writer.entry(path, indent, key, m_edit.tree());
    if (index < m_parent->children.size()) {
        const auto &next = m_parent->children[index];
        // The first key of a list item shares the "- " line: insert before it on that line.
        if (index == 0 && sharesDashLine(m_bytes, first))
            splice(next.keyStart, next.keyStart, lines.mid(indent) + YamlWriter::spaces(indent));
        else
            splice(next.entryStart, next.entryStart, lines);
    } else {
        spliceAfterLast(lines);
    }
    expectedParent()->entries.insert(index, {key, m_edit.tree()});
    return true;
}

// A key into a { } mapping: "key: value" among its members, its value on one line.
bool RecipeEditPlanner::insertFlowKey(qsizetype index)
{
    const auto &path = m_edit.path();
    const auto &tree = m_edit.tree();
    if (tree.kind != YamlTree::Kind::Scalar)
        return fail(QStringLiteral("a { } mapping takes only plain values here"));
    const auto key = path.key(path.size() - 1);
    auto value = m_writer.scalar(path, tree.scalar);
    if (tree.scalar.type == YamlScalar::Type::String && holdsFlowPunctuation(value))
        value = YamlScalar::singleQuoted(tree.scalar.text).toUtf8();
    auto keyText = YamlScalar::writeKey(key).toUtf8();
    if (holdsFlowPunctuation(keyText))
        keyText = YamlScalar::singleQuoted(key).toUtf8();
    auto items = flowItems(m_bytes, *m_parent);
    items.insert(index, keyText + ": " + value);
    spliceFlow(items);
    expectedParent()->entries.insert(index, {key, tree});
    return true;
}

// Where the schema's order puts a key among the keys present; keys it does not order go last.
qsizetype RecipeEditPlanner::schemaPlace(const QString &key) const
{
    const auto order = RecipeSchema::instance().keys(m_parentPath);
    const auto rank = order.indexOf(key);
    if (rank < 0)
        return m_parent->children.size();
    qsizetype index = 0;
    for (qsizetype i = 0; i < m_parent->children.size(); ++i) {
        const auto r = order.indexOf(m_parent->children[i].key);
        if (r >= 0 && r < rank)
            index = i + 1;
    }
    return index;
}

// A key's null value (or empty { }) becomes a collection of one: its lines below the key.
bool RecipeEditPlanner::becomeCollection(const QByteArray &lines, const YamlTree &collection, const QString &refusal)
{
    if (m_parent->keyStart < 0)
        return fail(refusal);
    const auto &lineBreak = m_writer.lineBreak();
    splice(colonAfterKey(m_bytes, *m_parent) + 1, m_parent->end, lineBreak + lines.chopped(lineBreak.size()));
    *expectedParent() = collection;
    return true;
}

// Lines after the parent's last entry; at the end of a file without a final line break,
// the break comes first.
void RecipeEditPlanner::spliceAfterLast(const QByteArray &lines)
{
    const auto &lineBreak = m_writer.lineBreak();
    const auto at = m_parent->children.last().entryEnd;
    const bool needsBreak = at == m_bytes.size() && !m_bytes.endsWith('\n');
    splice(at, at, needsBreak ? lineBreak + lines.chopped(lineBreak.size()) : lines);
}

void RecipeEditPlanner::spliceFlow(const QList<QByteArray> &items)
{
    splice(m_parent->start, m_parent->end, flowText(*m_parent, items));
}

// Remove, Move, Rename: entries taken out, reordered or renamed in their own bytes.

bool RecipeEditPlanner::planRemove()
{
    if (!m_node || !m_parent)
        return fail(QStringLiteral("there is no value at %1").arg(m_edit.path().toString()));
    const auto at = indexOf(*m_parent, *m_node);
    if (at >= m_parent->children.size())
        return fail(QStringLiteral("%1 is not found among its parent's members").arg(m_edit.path().toString()));
    if (m_parent->flow) {
        auto items = flowItems(m_bytes, *m_parent);
        items.removeAt(at);
        spliceFlow(items);
    } else if (m_parent->children.size() == 1) {
        if (!leaveParentEmpty())
            return false;
    } else if (at == 0 && sharesDashLine(m_bytes, *m_node)) {
        // The first key on a "- " line: the next key moves up onto it.
        splice(m_node->keyStart, m_parent->children[1].keyStart, {});
    } else {
        splice(m_node->entryStart, m_node->entryEnd, {});
    }
    if (m_edit.path().isIndex(m_edit.path().size() - 1))
        expectedParent()->items.removeAt(at);
    else
        expectedParent()->entries.removeAt(at);
    return true;
}

// The last entry: the parent stays, empty.
bool RecipeEditPlanner::leaveParentEmpty()
{
    if (m_parent->keyStart < 0) {
        // The file's last key: an empty mapping stays, with the lines around it.
        if (m_parent->kind != Node::Kind::Map || m_parent->flow)
            return fail(QStringLiteral("the file must keep at least one key"));
        const bool lineBreakAfter = m_node->entryEnd > 0 && m_bytes[m_node->entryEnd - 1] == '\n';
        splice(m_node->entryStart, m_node->entryEnd, "{}" + (lineBreakAfter ? m_writer.lineBreak() : QByteArray()));
        return true;
    }
    auto end = m_node->entryEnd;
    const bool lineBreakAfter = end > 0 && m_bytes[end - 1] == '\n';
    if (lineBreakAfter)
        end -= end >= 2 && m_bytes[end - 2] == '\r' ? 2 : 1;
    splice(colonAfterKey(m_bytes, *m_parent) + 1, end, m_parent->kind == Node::Kind::Map ? " {}" : " []");
    return true;
}

bool RecipeEditPlanner::planMove()
{
    if (!m_node || !m_parent)
        return fail(QStringLiteral("there is no value at %1").arg(m_edit.path().toString()));
    const auto from = indexOf(*m_parent, *m_node);
    const auto count = m_parent->children.size();
    if (from >= count)
        return fail(QStringLiteral("%1 is not found among its parent's members").arg(m_edit.path().toString()));
    const int to = m_edit.to();
    if (to < 0 || to >= count)
        return fail(QStringLiteral("there are %1 places, 0 to %2").arg(count).arg(count - 1));
    if (to == from) {
        splice(0, 0, {});
    } else if (m_parent->flow) {
        auto items = flowItems(m_bytes, *m_parent);
        items.move(from, to);
        spliceFlow(items);
    } else if (!moveLines(from, to)) {
        return false;
    }
    if (m_edit.path().isIndex(m_edit.path().size() - 1))
        expectedParent()->items.move(from, to);
    else
        expectedParent()->entries.move(from, to);
    return true;
}

// The entries' whole lines from the lower place to the higher, put in their new order.
bool RecipeEditPlanner::moveLines(qsizetype from, qsizetype to)
{
    const auto low = std::min(from, to);
    const auto high = std::max(from, to);
    const auto &first = m_parent->children[low];
    if (sharesDashLine(m_bytes, first))
        return fail(QStringLiteral("the first key of a list item cannot move"));
    QList<QByteArray> texts;
    for (auto i = low; i <= high; ++i) {
        const auto &entry = m_parent->children[i];
        // Each entry's lines lie after the one before it; entries read as
        // overlapping would repeat bytes in the moved text.
        if (entry.entryStart > entry.entryEnd || (i > low && entry.entryStart < m_parent->children[i - 1].entryEnd))
            return fail(QStringLiteral("the entries of %1 overlap in the file").arg(m_parentPath.toString()));
        texts << m_bytes.mid(entry.entryStart, entry.entryEnd - entry.entryStart);
    }
    const bool lastHasBreak = texts.last().endsWith('\n');
    if (!lastHasBreak)
        texts.last() += m_writer.lineBreak();
    texts.move(from - low, to - low);
    auto joined = texts.join();
    if (!lastHasBreak)
        joined.chop(m_writer.lineBreak().size());
    splice(first.entryStart, m_parent->children[high].entryEnd, joined);
    return true;
}

bool RecipeEditPlanner::planRename()
{
    const auto &key = m_edit.text();
    if (!m_node || m_node->keyStart < 0)
        return fail(QStringLiteral("there is no key at %1").arg(m_edit.path().toString()));
    if (key.isEmpty())
        return fail(QStringLiteral("a key cannot be empty"));
    if (expectedParent()->indexOfKey(key) >= 0)
        return fail(QStringLiteral("%1 already has a key %2").arg(m_parentPath.toString(), key));
    splice(m_node->keyStart, m_node->keyEnd, YamlScalar::writeKey(key).toUtf8());
    auto *parent = expectedParent();
    parent->entries[parent->indexOfKey(m_node->key)].first = key;
    return true;
}
