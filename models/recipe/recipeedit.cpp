// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeedit.h"

#include "recipe/recipeschema.h"

#include <QStringList>

namespace {

using Node = RecipeDocument::Node;

// Rendering new values in the file's own line breaks and indentation.
struct Writer
{
    const RecipeDocument &document;
    QByteArray lineBreak = document.lineBreak();
    int step = document.indentStep();

    QByteArray scalar(const YamlPath &path, const YamlScalar::Value &value, YamlScalar::Style preferred = YamlScalar::Style::Plain) const
    {
        return YamlScalar::write(value, preferred, RecipeSchema::instance().isDate(path)).toUtf8();
    }

    QByteArray spaces(int n) const { return QByteArray(n, ' '); }

    // "key: value" and, for a mapping or list, its lines below; each line ends in a break.
    QByteArray entry(const YamlPath &path, int indent, const QString &key, const YamlTree &value) const
    {
        const auto head = spaces(indent) + YamlScalar::writeKey(key).toUtf8() + ':';
        return head + below(path, indent, value) + lineBreak;
    }

    // What follows "key:" or "- ": " scalar", " {}", " []", or a break and the lines of a collection (without a last break).
    QByteArray below(const YamlPath &path, int indent, const YamlTree &value) const
    {
        switch (value.kind) {
        case YamlTree::Kind::Scalar: return ' ' + scalar(path, value.scalar);
        case YamlTree::Kind::Map: {
            if (value.entries.isEmpty())
                return " {}";
            QByteArray text;
            for (const auto &[key, child] : value.entries)
                text += lineBreak + entry(path.child(key), indent + step, key, child).chopped(lineBreak.size());
            return text;
        }
        case YamlTree::Kind::List: {
            if (value.items.isEmpty())
                return " []";
            QByteArray text;
            for (qsizetype i = 0; i < value.items.size(); ++i)
                text += lineBreak + item(path.child(int(i)), indent, value.items[i]).chopped(lineBreak.size());
            return text;
        }
        }
        return {};
    }

    // "- value" at an indentation, a mapping's first key on the dash's line; ends in a break.
    QByteArray item(const YamlPath &path, int indent, const YamlTree &value) const
    {
        if (value.kind == YamlTree::Kind::Map && !value.entries.isEmpty()) {
            QByteArray text = spaces(indent) + "- ";
            bool first = true;
            for (const auto &[key, child] : value.entries) {
                const auto line = entry(path.child(key), indent + 2, key, child);
                text += first ? line.mid(indent + 2) : line;
                first = false;
            }
            return text;
        }
        return spaces(indent) + '-' + below(path, indent + 2, value) + lineBreak;
    }
};

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

QString firstDifference(const YamlTree &expected, const YamlTree &actual)
{
    const auto a = expected.dump().split(u'\n');
    const auto b = actual.dump().split(u'\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
        if (a.value(i) != b.value(i))
            return QStringLiteral("expected \"%1\", the file would say \"%2\"").arg(a.value(i).trimmed(), b.value(i).trimmed());
    return {};
}

} // namespace

struct RecipeEdit::Plan
{
    ByteSplice splice;
    YamlTree expected;
};

QByteArray ByteSplice::applyTo(const QByteArray &bytes) const
{
    return bytes.left(offset) + inserted + bytes.mid(offset + removed.size());
}

RecipeEdit::RecipeEdit(Kind kind, const YamlPath &path) : m_kind(kind), m_path(path)
{ }

RecipeEdit RecipeEdit::set(const YamlPath &path, const YamlScalar::Value &value)
{
    RecipeEdit edit(Kind::Set, path);
    edit.m_value = value;
    return edit;
}

RecipeEdit RecipeEdit::setBlock(const YamlPath &path, const QString &text)
{
    RecipeEdit edit(Kind::SetBlock, path);
    edit.m_text = text;
    return edit;
}

RecipeEdit RecipeEdit::insert(const YamlPath &path, const YamlTree &value)
{
    RecipeEdit edit(Kind::Insert, path);
    edit.m_tree = value;
    return edit;
}

RecipeEdit RecipeEdit::remove(const YamlPath &path)
{
    return RecipeEdit(Kind::Remove, path);
}

RecipeEdit RecipeEdit::move(const YamlPath &path, int to)
{
    RecipeEdit edit(Kind::Move, path);
    edit.m_to = to;
    return edit;
}

RecipeEdit RecipeEdit::rename(const YamlPath &path, const QString &key)
{
    RecipeEdit edit(Kind::Rename, path);
    edit.m_text = key;
    return edit;
}

QString RecipeEdit::describe() const
{
    const auto path = m_path.toString();
    switch (m_kind) {
    case Kind::Set:
        return QStringLiteral("set %1 = %2").arg(path, m_value.type == YamlScalar::Type::Null ? QStringLiteral("null") : m_value.text);
    case Kind::SetBlock: return QStringLiteral("set the text of %1").arg(path);
    case Kind::Insert: return QStringLiteral("insert %1").arg(path);
    case Kind::Remove: return QStringLiteral("remove %1").arg(path);
    case Kind::Move: return QStringLiteral("move %1 to place %2").arg(path).arg(m_to);
    case Kind::Rename: return QStringLiteral("rename %1 to %2").arg(path, m_text);
    }
    return {};
}

RecipeEdit::Result RecipeEdit::applyTo(const RecipeDocument &document) const
{
    Result result;
    Plan plan;
    if (!this->plan(document, plan, result.error))
        return result;
    // The splice must lie within the file and take out the bytes that are there:
    // otherwise it would not give the old bytes back when inverted. (A value's place
    // read from the parser can lie past the end of a malformed stream.)
    const auto &old = document.bytes();
    const auto &splice = plan.splice;
    if (splice.offset < 0 || splice.offset + splice.removed.size() > old.size()
        || QByteArrayView(old).sliced(splice.offset, splice.removed.size()) != QByteArrayView(splice.removed)) {
        result.error = QStringLiteral("%1: the value's place in the file is unclear; not edited").arg(describe());
        return result;
    }
    const auto bytes = plan.splice.applyTo(document.bytes());
    QString parseError;
    const auto after = RecipeDocument::parse(bytes, &parseError);
    if (!after) {
        result.error = QStringLiteral("%1: the file would no longer read (%2)").arg(describe(), parseError);
        return result;
    }
    const auto meaning = after->tree();
    if (meaning != plan.expected) {
        result.error =
            QStringLiteral("%1: the file would not read back as edited; %2").arg(describe(), firstDifference(plan.expected, meaning));
        return result;
    }
    result.ok = true;
    result.splice = plan.splice;
    result.bytes = bytes;
    result.document = after;
    return result;
}

bool RecipeEdit::plan(const RecipeDocument &document, Plan &plan, QString &error) const
{
    const auto &bytes = document.bytes();
    const Writer writer{document};
    plan.expected = document.tree();
    auto fail = [&](const QString &why) {
        error = QStringLiteral("%1: %2").arg(describe(), why);
        return false;
    };
    auto splice = [&](qsizetype from, qsizetype to, const QByteArray &text) { plan.splice = {from, bytes.mid(from, to - from), text}; };
    if (m_path.isEmpty())
        return fail(QStringLiteral("the whole file cannot be edited as one value"));
    const auto parentPath = m_path.parent();
    const Node *parent = document.find(parentPath);
    const Node *node = document.find(m_path);
    YamlTree *expectedParent = plan.expected.find(parentPath);

    switch (m_kind) {
    case Kind::Set: {
        if (!node)
            return fail(QStringLiteral("there is no value at %1; insert it instead").arg(m_path.toString()));
        if (node->kind == Node::Kind::Alias)
            return fail(QStringLiteral("the value is an alias of another; edit that one"));
        if (node->kind != Node::Kind::Scalar) {
            if (m_value.type != YamlScalar::Type::Null)
                return fail(QStringLiteral("the value is a %1; set its fields")
                                .arg(node->kind == Node::Kind::Map ? QStringLiteral("mapping") : QStringLiteral("list")));
            if (node->flow || node->keyStart < 0)
                splice(node->start, node->end, "null");
            else
                splice(colonAfterKey(bytes, *node) + 1, node->end, " null");
        } else if ((node->style == YamlScalar::Style::Literal || node->style == YamlScalar::Style::Folded)
                   && m_value.type == YamlScalar::Type::String) {
            return setBlock(m_path, m_value.text).plan(document, plan, error);
        } else {
            auto preferred = node->value.type == YamlScalar::Type::Null ? YamlScalar::Style::Plain : node->style;
            if (preferred == YamlScalar::Style::Literal || preferred == YamlScalar::Style::Folded)
                preferred = YamlScalar::Style::Plain;
            QString text = YamlScalar::write(m_value, preferred, RecipeSchema::instance().isDate(m_path));
            // In a flow collection a plain value must not hold its punctuation.
            if (node->flow && m_value.type == YamlScalar::Type::String
                && (text.contains(u',') || text.contains(u'[') || text.contains(u']') || text.contains(u'{') || text.contains(u'}'))
                && !text.startsWith(u'\'') && !text.startsWith(u'"'))
                text = YamlScalar::singleQuoted(m_value.text);
            splice(node->start, node->end, (node->emptyNull ? QByteArray(" ") : QByteArray()) + text.toUtf8());
        }
        *plan.expected.find(m_path) = YamlTree::of(m_value);
        return true;
    }
    case Kind::SetBlock: {
        // A value on one line becomes a literal block ("|", or "|-" without a final line break).
        if (node && node->kind == Node::Kind::Scalar && !node->flow && node->keyStart >= 0 && node->style != YamlScalar::Style::Literal
            && node->style != YamlScalar::Style::Folded) {
            auto text = m_text;
            text.remove(u'\r');
            const bool finalBreak = text.endsWith(u'\n');
            while (text.endsWith(u'\n'))
                text.chop(1);
            if (text.isEmpty() || !text.contains(u'\n'))
                return set(m_path, YamlScalar::string(m_text)).plan(document, plan, error);
            if (text.startsWith(u' '))
                return fail(QStringLiteral("the text starts with a space, which a block cannot say without an indentation indicator"));
            QByteArray content = finalBreak ? QByteArray(" |") : QByteArray(" |-");
            for (const auto &line : text.split(u'\n'))
                content += writer.lineBreak + (line.isEmpty() ? QByteArray() : writer.spaces(node->indent + writer.step) + line.toUtf8());
            splice(colonAfterKey(bytes, *node) + 1, node->end, content);
            *plan.expected.find(m_path) = YamlTree::of(YamlScalar::string(finalBreak ? text + u'\n' : text));
            return true;
        }
        if (!node || node->kind != Node::Kind::Scalar
            || (node->style != YamlScalar::Style::Literal && node->style != YamlScalar::Style::Folded))
            return fail(QStringLiteral("%1 is not a block of text (| or >)").arg(m_path.toString()));
        auto text = m_text;
        text.remove(u'\r');
        const auto header = bytes.mid(node->start, document.nextLineStart(node->start) - node->start);
        const char chomping = header.size() > 1 && (header[1] == '-' || header[1] == '+') ? header[1] : ' ';
        if (chomping != '+')
            while (text.endsWith(u'\n'))
                text.chop(1);
        // The block's indentation: its first line's, else one step below its key.
        qsizetype contentStart = document.nextLineStart(node->start);
        int indent = node->indent + writer.step;
        for (qsizetype line = contentStart; line < node->end; line = document.nextLineStart(line)) {
            int n = 0;
            while (line + n < bytes.size() && bytes[line + n] == ' ')
                ++n;
            if (line + n < bytes.size() && bytes[line + n] != '\n' && bytes[line + n] != '\r') {
                indent = n;
                break;
            }
        }
        if (text.startsWith(u' '))
            return fail(QStringLiteral("the text starts with a space, which a block cannot say without an indentation indicator"));
        QByteArray content;
        const auto lines = text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i)
                content += writer.lineBreak;
            if (!lines[i].isEmpty())
                content += writer.spaces(indent) + lines[i].toUtf8();
        }
        if (contentStart > node->end) // no content line yet
            splice(node->end, node->end, writer.lineBreak + content);
        else
            splice(contentStart, node->end, content);
        auto value = m_text;
        value.remove(u'\r');
        if (chomping == ' ')
            value = text.isEmpty() ? QString() : text + u'\n';
        else if (chomping == '-')
            value = text;
        // A folded block's meaning is checked by reading it back.
        if (node->style == YamlScalar::Style::Folded) {
            const auto after = RecipeDocument::parse(plan.splice.applyTo(bytes));
            if (after && after->find(m_path))
                value = after->find(m_path)->value.text;
        }
        *plan.expected.find(m_path) = YamlTree::of(YamlScalar::string(value));
        return true;
    }
    case Kind::Insert: {
        if (!parent || !expectedParent)
            return fail(
                QStringLiteral("there is no %1 to insert into").arg(parentPath.isEmpty() ? QStringLiteral("file") : parentPath.toString()));
        const bool intoNull = parent->kind == Node::Kind::Scalar && parent->value.type == YamlScalar::Type::Null;
        if (m_path.isIndex(m_path.size() - 1)) {
            // An item into a list.
            if (!intoNull && parent->kind != Node::Kind::List)
                return fail(QStringLiteral("%1 is not a list").arg(parentPath.toString()));
            const int count = intoNull ? 0 : int(parent->children.size());
            const int index = m_path.index(m_path.size() - 1);
            if (index > count)
                return fail(QStringLiteral("the list has %1 items; insert at 0 to %1").arg(count));
            if (intoNull) {
                if (parent->keyStart < 0)
                    return fail(QStringLiteral("only a key's null value can become a list"));
                const auto lines = writer.item(m_path, parent->indent, m_tree);
                splice(colonAfterKey(bytes, *parent) + 1, parent->end, writer.lineBreak + lines.chopped(writer.lineBreak.size()));
                *expectedParent = YamlTree::list({m_tree});
                return true;
            }
            if (parent->flow) {
                if (m_tree.kind != YamlTree::Kind::Scalar)
                    return fail(QStringLiteral("a [ ] list takes only plain values here"));
                auto items = flowItems(bytes, *parent);
                items.insert(index, writer.scalar(m_path, m_tree.scalar));
                splice(parent->start, parent->end, flowText(*parent, items));
            } else {
                const int indent = parent->children.first().indent;
                const auto lines = writer.item(m_path, indent, m_tree);
                if (index < count) {
                    splice(parent->children[index].entryStart, parent->children[index].entryStart, lines);
                } else {
                    const auto at = parent->children.last().entryEnd;
                    const bool needsBreak = at == bytes.size() && !bytes.endsWith('\n');
                    splice(at, at, needsBreak ? writer.lineBreak + lines.chopped(writer.lineBreak.size()) : lines);
                }
            }
            expectedParent->items.insert(index, m_tree);
            return true;
        }
        // A key into a mapping.
        const auto key = m_path.key(m_path.size() - 1);
        if (!intoNull && parent->kind != Node::Kind::Map)
            return fail(
                QStringLiteral("%1 is not a mapping").arg(parentPath.isEmpty() ? QStringLiteral("the file") : parentPath.toString()));
        if (node)
            return fail(QStringLiteral("%1 is already there; set it instead").arg(m_path.toString()));
        if (intoNull || (parent->flow && parent->children.isEmpty() && parent->keyStart >= 0)) {
            if (parent->keyStart < 0)
                return fail(QStringLiteral("only a key's null value can become a mapping"));
            const auto lines = writer.entry(m_path, parent->indent + writer.step, key, m_tree);
            splice(colonAfterKey(bytes, *parent) + 1, parent->end, writer.lineBreak + lines.chopped(writer.lineBreak.size()));
            *expectedParent = YamlTree::mapping({{key, m_tree}});
            return true;
        }
        if (parent->flow)
            return fail(QStringLiteral("%1 is written { }; insert into it is not supported").arg(parentPath.toString()));
        // Where the schema's order puts it among the keys present; keys it does not order go last.
        const auto order = RecipeSchema::instance().keys(parentPath);
        const auto rank = order.indexOf(key);
        qsizetype index = parent->children.size();
        if (rank >= 0) {
            index = 0;
            for (qsizetype i = 0; i < parent->children.size(); ++i) {
                const auto r = order.indexOf(parent->children[i].key);
                if (r >= 0 && r < rank)
                    index = i + 1;
            }
        }
        const auto &first = parent->children.first();
        const int indent = first.indent;
        // The first key of a list item shares the "- " line: insert before it on that line.
        const bool dashLine = sharesDashLine(bytes, first);
        const auto lines = writer.entry(m_path, indent, key, m_tree);
        if (index < parent->children.size()) {
            const auto &next = parent->children[index];
            if (index == 0 && dashLine)
                splice(next.keyStart, next.keyStart, lines.mid(indent) + writer.spaces(indent));
            else
                splice(next.entryStart, next.entryStart, lines);
        } else {
            const auto at = parent->children.last().entryEnd;
            const bool needsBreak = at == bytes.size() && !bytes.endsWith('\n');
            splice(at, at, needsBreak ? writer.lineBreak + lines.chopped(writer.lineBreak.size()) : lines);
        }
        expectedParent->entries.insert(index, {key, m_tree});
        return true;
    }
    case Kind::Remove: {
        if (!node || !parent)
            return fail(QStringLiteral("there is no value at %1").arg(m_path.toString()));
        const auto at = indexOf(*parent, *node);
        if (parent->flow) {
            auto items = flowItems(bytes, *parent);
            items.removeAt(at);
            splice(parent->start, parent->end, flowText(*parent, items));
        } else if (parent->children.size() == 1) {
            if (parent->keyStart < 0)
                return fail(QStringLiteral("the file must keep at least one key"));
            // The last entry: the parent stays, empty.
            auto end = node->entryEnd;
            const bool lineBreakAfter = end > 0 && bytes[end - 1] == '\n';
            if (lineBreakAfter)
                end -= end >= 2 && bytes[end - 2] == '\r' ? 2 : 1;
            splice(colonAfterKey(bytes, *parent) + 1, end, parent->kind == Node::Kind::Map ? " {}" : " []");
        } else if (at == 0 && sharesDashLine(bytes, *node)) {
            // The first key on a "- " line: the next key moves up onto it.
            splice(node->keyStart, parent->children[1].keyStart, {});
        } else {
            splice(node->entryStart, node->entryEnd, {});
        }
        if (m_path.isIndex(m_path.size() - 1))
            expectedParent->items.removeAt(at);
        else
            expectedParent->entries.removeAt(at);
        return true;
    }
    case Kind::Move: {
        if (!node || !parent)
            return fail(QStringLiteral("there is no value at %1").arg(m_path.toString()));
        const auto from = indexOf(*parent, *node);
        const auto count = parent->children.size();
        if (m_to < 0 || m_to >= count)
            return fail(QStringLiteral("there are %1 places, 0 to %2").arg(count).arg(count - 1));
        if (m_to == from) {
            splice(0, 0, {});
        } else if (parent->flow) {
            auto items = flowItems(bytes, *parent);
            items.move(from, m_to);
            splice(parent->start, parent->end, flowText(*parent, items));
        } else {
            const auto low = std::min<qsizetype>(from, m_to);
            const auto high = std::max<qsizetype>(from, m_to);
            const auto &first = parent->children[low];
            if (sharesDashLine(bytes, first))
                return fail(QStringLiteral("the first key of a list item cannot move"));
            QList<QByteArray> texts;
            for (auto i = low; i <= high; ++i) {
                const auto &entry = parent->children[i];
                // Each entry's lines lie after the one before it; entries read as
                // overlapping would repeat bytes in the moved text.
                if (entry.entryStart > entry.entryEnd || (i > low && entry.entryStart < parent->children[i - 1].entryEnd))
                    return fail(QStringLiteral("the entries of %1 overlap in the file").arg(parentPath.toString()));
                texts << bytes.mid(entry.entryStart, entry.entryEnd - entry.entryStart);
            }
            const bool lastHasBreak = texts.last().endsWith('\n');
            if (!lastHasBreak)
                texts.last() += writer.lineBreak;
            texts.move(from - low, m_to - low);
            auto joined = texts.join();
            if (!lastHasBreak)
                joined.chop(writer.lineBreak.size());
            splice(first.entryStart, parent->children[high].entryEnd, joined);
        }
        if (m_path.isIndex(m_path.size() - 1))
            expectedParent->items.move(from, m_to);
        else
            expectedParent->entries.move(from, m_to);
        return true;
    }
    case Kind::Rename: {
        if (!node || node->keyStart < 0)
            return fail(QStringLiteral("there is no key at %1").arg(m_path.toString()));
        if (m_text.isEmpty())
            return fail(QStringLiteral("a key cannot be empty"));
        if (expectedParent->indexOfKey(m_text) >= 0)
            return fail(QStringLiteral("%1 already has a key %2").arg(parentPath.toString(), m_text));
        splice(node->keyStart, node->keyEnd, YamlScalar::writeKey(m_text).toUtf8());
        expectedParent->entries[expectedParent->indexOfKey(node->key)].first = m_text;
        return true;
    }
    }
    return fail(QStringLiteral("unknown edit"));
}
