// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeedit.h"

#include "recipe/recipeeditplanner.h"
#include "recipe/utf8text.h"
#include "recipe/yamlaliases.h"

#include <QStringList>

namespace {

QString firstDifference(const YamlTree &expected, const YamlTree &actual)
{
    const auto a = expected.dump().split(u'\n');
    const auto b = actual.dump().split(u'\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
        if (a.value(i) != b.value(i))
            return QStringLiteral("expected \"%1\", the file would say \"%2\"").arg(a.value(i), b.value(i));
    return {};
}

// The splice lies within the file and takes out the bytes that are there: otherwise it
// would not give the old bytes back when inverted. (A value's place read from the parser
// can lie past the end of a malformed stream.)
bool takesOutWhatIsThere(const QByteArray &bytes, const ByteSplice &splice)
{
    return splice.offset >= 0 && splice.offset + splice.removed.size() <= bytes.size()
        && QByteArrayView(bytes).sliced(splice.offset, splice.removed.size()) == QByteArrayView(splice.removed);
}

} // namespace

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

RecipeEdit RecipeEdit::setTextFile(const YamlPath &path, const QString &text)
{
    auto edit = setBlock(path, text);
    edit.m_textFile = true;
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

RecipeEdit RecipeEdit::followingAliases(bool follow) const
{
    auto edit = *this;
    edit.m_followAliases = follow;
    return edit;
}

RecipeEdit::Result RecipeEdit::applyTo(const RecipeDocument &document) const
{
    auto result = planAndCheck(document);
    if (!result.ok)
        result.line = lineOf(document);
    return result;
}

// The line where the edited place stands in the file, or its parent's.
int RecipeEdit::lineOf(const RecipeDocument &document) const
{
    const auto *node = document.find(m_path);
    if (!node && !m_path.isEmpty())
        node = document.find(m_path.parent());
    if (!node)
        return 0;
    return Utf8Text::locationOf(document.bytes(), node->keyStart >= 0 ? node->keyStart : node->start).line;
}

RecipeEdit::Result RecipeEdit::planAndCheck(const RecipeDocument &document) const
{
    // Through an alias the edit reaches the anchored node: that is what it changes.
    const auto aliases = YamlAliases::of(document);
    auto edit = *this;
    edit.m_path = aliases.canonical(m_path);
    RecipeEditPlanner planner(edit, document);
    auto plan = planner.plan();
    if (!plan) {
        Result result;
        result.error = planner.error();
        return result;
    }
    Result shared;
    if (!edit.followShared(aliases, document, plan->expected, shared))
        return shared;
    auto result = check(document, plan->splice, plan->expected, describe());
    result.sharedWith = shared.sharedWith;
    result.droppedTag = plan->droppedTag;
    return result;
}

// The places that read what the edit changes: refused unless aliases are followed, and
// then expected to change alike. An anchor the edit takes away while an alias elsewhere
// names it is refused always.
bool RecipeEdit::followShared(const YamlAliases &aliases, const RecipeDocument &document, YamlTree &expected, Result &result) const
{
    const bool ownValue = m_kind == Kind::Set || m_kind == Kind::SetBlock;
    const auto changed = ownValue ? m_path : m_path.parent();
    const auto *node = document.find(m_path);
    const bool replaces = m_kind == Kind::Remove || (ownValue && node && node->kind != RecipeDocument::Node::Kind::Scalar);
    for (const auto &lost : replaces ? aliases.anchorsReadOutside(m_path) : QList<YamlAliases::Use>()) {
        result.error = QStringLiteral("%1: the anchor &%2 would be gone, and %3 reads it").arg(describe(), lost.name, lost.at.toString());
        return false;
    }
    const auto readers = aliases.readersOf(changed);
    QStringList places;
    for (const auto &reader : readers) {
        result.sharedWith << reader.at;
        places << (reader.key ? QStringLiteral("%1 (its key)").arg(reader.at.toString()) : reader.at.toString());
    }
    if (readers.isEmpty())
        return true;
    if (!m_followAliases) {
        result.error =
            QStringLiteral("%1: the value is shared through the anchor &%2 and is also read at %3; not edited unless aliases are followed")
                .arg(describe(), readers.first().name, places.join(QStringLiteral(", ")));
        return false;
    }
    const auto *now = expected.find(changed);
    for (const auto &reader : readers) {
        if (!reader.key) {
            if (auto *there = expected.find(reader.at); there && now)
                *there = *now;
        } else if (auto *parent = expected.find(reader.at.parent()); parent && now) {
            const auto index = parent->indexOfKey(reader.at.key(reader.at.size() - 1));
            if (index >= 0)
                parent->entries[index].first = now->scalar.text;
        }
    }
    return true;
}

RecipeEdit::Result RecipeEdit::check(const RecipeDocument &document, const ByteSplice &splice, const YamlTree &expected,
                                     const QString &description)
{
    Result result;
    if (!takesOutWhatIsThere(document.bytes(), splice)) {
        result.error = QStringLiteral("%1: the value's place in the file is unclear; not edited").arg(description);
        return result;
    }
    // Checked by reading the new bytes back: they must mean what the edit should, node by
    // node (keys in order, scalars, tags, aliases as what they name).
    const auto bytes = splice.applyTo(document.bytes());
    QString parseError;
    const auto after = RecipeDocument::parse(bytes, &parseError);
    if (!after) {
        result.error = QStringLiteral("%1: the file would no longer read (%2)").arg(description, parseError);
        return result;
    }
    if (after->hasMoreDocuments() && !document.hasMoreDocuments()) {
        result.error = QStringLiteral("%1: the file would read as more than one document").arg(description);
        return result;
    }
    const auto meaning = after->tree();
    if (meaning != expected) {
        result.error =
            QStringLiteral("%1: the file would not read back as edited; %2").arg(description, firstDifference(expected, meaning));
        return result;
    }
    result.ok = true;
    result.splice = splice;
    result.bytes = bytes;
    result.document = after;
    return result;
}
