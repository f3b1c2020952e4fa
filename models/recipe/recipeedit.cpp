// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeedit.h"

#include "recipe/recipeeditplanner.h"

#include <QStringList>

namespace {

QString firstDifference(const YamlTree &expected, const YamlTree &actual)
{
    const auto a = expected.dump().split(u'\n');
    const auto b = actual.dump().split(u'\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
        if (a.value(i) != b.value(i))
            return QStringLiteral("expected \"%1\", the file would say \"%2\"").arg(a.value(i).trimmed(), b.value(i).trimmed());
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

RecipeEdit::Result RecipeEdit::applyTo(const RecipeDocument &document) const
{
    RecipeEditPlanner planner(*this, document);
    const auto plan = planner.plan();
    if (!plan) {
        Result result;
        result.error = planner.error();
        return result;
    }
    return check(document, plan->splice, plan->expected, describe());
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
