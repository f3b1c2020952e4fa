// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeeditplanner.h"

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
    while (at < parent.children.size() && parent.children[at].start != child.start)
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
    if (m_node->kind == Node::Kind::Alias)
        return fail(QStringLiteral("the value is an alias of another; edit that one"));
    if (m_node->kind != Node::Kind::Scalar) {
        if (!setCollectionToNull())
            return false;
    } else if (isBlock(m_node->style) && value.type == YamlScalar::Type::String) {
        return planAs(RecipeEdit::setBlock(path, value.text));
    } else {
        splice(m_node->start, m_node->end, (m_node->emptyNull ? QByteArray(" ") : QByteArray()) + scalarText());
    }
    *m_plan.expected.find(path) = YamlTree::of(value);
    return true;
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
    if (m_node && m_node->kind == Node::Kind::Scalar && !m_node->flow && m_node->keyStart >= 0 && !isBlock(m_node->style))
        return lineToBlock();
    if (!m_node || m_node->kind != Node::Kind::Scalar || !isBlock(m_node->style))
        return fail(QStringLiteral("%1 is not a block of text (| or >)").arg(m_edit.path().toString()));
    return rewriteBlock();
}

// A value on one line becomes a literal block ("|", or "|-" without a final line break);
// text of one line stays a scalar.
bool RecipeEditPlanner::lineToBlock()
{
    auto text = m_edit.text();
    text.remove(u'\r');
    const bool finalBreak = text.endsWith(u'\n');
    while (text.endsWith(u'\n'))
        text.chop(1);
    if (text.isEmpty() || !text.contains(u'\n'))
        return planAs(RecipeEdit::set(m_edit.path(), YamlScalar::string(m_edit.text())));
    if (text.startsWith(u' '))
        return fail(leadingSpaceRefusal());
    const QByteArray header = finalBreak ? QByteArray(" |") : QByteArray(" |-");
    const auto lines = m_writer.blockLines(text, m_node->indent + m_writer.step());
    splice(colonAfterKey(m_bytes, *m_node) + 1, m_node->end, header + m_writer.lineBreak() + lines);
    *m_plan.expected.find(m_edit.path()) = YamlTree::of(YamlScalar::string(finalBreak ? text + u'\n' : text));
    return true;
}

// A block's lines replaced, keeping its header (indicator and chomping) and indentation.
bool RecipeEditPlanner::rewriteBlock()
{
    auto text = m_edit.text();
    text.remove(u'\r');
    const qsizetype contentStart = m_document.nextLineStart(m_node->start);
    const auto header = m_bytes.mid(m_node->start, contentStart - m_node->start);
    const char chomping = header.size() > 1 && (header[1] == '-' || header[1] == '+') ? header[1] : ' ';
    if (chomping != '+')
        while (text.endsWith(u'\n'))
            text.chop(1);
    if (text.startsWith(u' '))
        return fail(leadingSpaceRefusal());
    const auto content = m_writer.blockLines(text, blockIndent(contentStart));
    if (contentStart > m_node->end) // no content line yet
        splice(m_node->end, m_node->end, m_writer.lineBreak() + content);
    else
        splice(contentStart, m_node->end, content);
    *m_plan.expected.find(m_edit.path()) = YamlTree::of(YamlScalar::string(blockValue(text, chomping)));
    return true;
}

// The block's indentation: its first line's, else one step below its key.
int RecipeEditPlanner::blockIndent(qsizetype contentStart) const
{
    for (qsizetype line = contentStart; line < m_node->end; line = m_document.nextLineStart(line)) {
        int n = 0;
        while (line + n < m_bytes.size() && m_bytes[line + n] == ' ')
            ++n;
        if (line + n < m_bytes.size() && m_bytes[line + n] != '\n' && m_bytes[line + n] != '\r')
            return n;
    }
    return m_node->indent + m_writer.step();
}

// What the rewritten block says: the text as its chomping keeps the final line break. A
// folded block's meaning is checked by reading it back (after the splice).
QString RecipeEditPlanner::blockValue(const QString &text, char chomping) const
{
    auto value = m_edit.text();
    value.remove(u'\r');
    if (chomping == ' ')
        value = text.isEmpty() ? QString() : text + u'\n';
    else if (chomping == '-')
        value = text;
    if (m_node->style == YamlScalar::Style::Folded) {
        const auto after = RecipeDocument::parse(m_plan.splice.applyTo(m_bytes));
        if (after && after->find(m_edit.path()))
            value = after->find(m_edit.path())->value.text;
    }
    return value;
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
    if (m_parent->flow)
        return fail(QStringLiteral("%1 is written { }; insert into it is not supported").arg(m_parentPath.toString()));
    const auto index = schemaPlace(key);
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
    if (m_parent->keyStart < 0)
        return fail(QStringLiteral("the file must keep at least one key"));
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
