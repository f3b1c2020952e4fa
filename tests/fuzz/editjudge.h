// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A judge of the edit engine apart from the engine: what yaml-cpp's own loader
// (YAML::Load) reads in the bytes before and after an edit the engine accepted. The
// edited place must hold what the edit put there (a value in the YAML 1.2 core schema,
// with the YAML 1.1 booleans yes/no/on/off the program reads as booleans), a member
// removed, moved or renamed must be so, and everything else must be as it was.
// Built on tests/yamlsuiteoracle.h (nodes compared by kind, tag and text).
#include "../yamlsuiteoracle.h"
#include "recipe/recipeedit.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <numeric>
#include <optional>
#include <vector>

namespace EditJudge {
namespace Oracle = YamlSuiteOracle;

inline Oracle::Path oraclePath(const YamlPath &path)
{
    Oracle::Path out;
    for (qsizetype i = 0; i < path.size(); ++i)
        out.push_back(path.isIndex(i) ? Oracle::Segment(path.index(i)) : Oracle::Segment(path.key(i).toStdString()));
    return out;
}

// Why a node does not read as this scalar value, in yaml-cpp's loader and the YAML 1.2
// core schema (with the YAML 1.1 booleans yes/no/on/off, which the program reads as
// booleans too); empty when it does.
inline QString notReadAs(const YAML::Node &node, const YamlScalar::Value &value)
{
    if (!node.IsScalar() && !node.IsNull())
        return QStringLiteral("a collection, not a scalar");
    // A null node is no scalar to Oracle::resolvedTag, which gives it no tag.
    const auto tag =
        node.IsNull() && (node.Tag() == "?" || node.Tag().empty()) ? std::string("tag:yaml.org,2002:null") : Oracle::resolvedTag(node);
    const auto text = node.IsNull() ? std::string() : node.Scalar();
    const auto said = QStringLiteral("%1 \"%2\"").arg(QString::fromStdString(tag), QString::fromStdString(text));
    switch (value.type) {
    case YamlScalar::Type::Null: return tag == "tag:yaml.org,2002:null" ? QString() : said + QStringLiteral(", not null");
    case YamlScalar::Type::Bool:
        return tag == "tag:yaml.org,2002:bool" && QString::fromStdString(text).toLower() == value.text
            ? QString()
            : said + QStringLiteral(", not ") + value.text;
    case YamlScalar::Type::Number: {
        if (tag != "tag:yaml.org,2002:int" && tag != "tag:yaml.org,2002:float")
            return said + QStringLiteral(", not a number");
        const auto t = QString::fromStdString(text);
        bool ok = false;
        const double read = t.startsWith(QLatin1String("0x")) ? double(t.mid(2).toLongLong(&ok, 16))
            : t.startsWith(QLatin1String("0o"))               ? double(t.mid(2).toLongLong(&ok, 8))
                                                              : t.toDouble(&ok);
        return ok && read == value.text.toDouble() ? QString() : said + QStringLiteral(", not ") + value.text;
    }
    case YamlScalar::Type::String: {
        static const QRegularExpression yaml11Boolean(QStringLiteral("^(yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$"));
        if (node.Tag() == "?" && yaml11Boolean.match(QString::fromStdString(text)).hasMatch())
            return said + QStringLiteral(", plain: a YAML 1.1 boolean, not the text");
        return Oracle::isString(node, value.text.toStdString()) ? QString()
                                                                : said + QStringLiteral(", not the text \"%1\"").arg(value.text);
    }
    }
    return QStringLiteral("unknown type");
}

// The members of a mapping or list; a list item's key is undefined (Oracle::members
// gives it a null key, which is a defined node).
inline std::vector<Oracle::Member> membersOf(const YAML::Node &node)
{
    auto members = Oracle::members(node);
    if (node.IsSequence())
        for (auto &member : members)
            member.key.reset(YAML::Node(YAML::NodeType::Undefined));
    return members;
}

// Whether a member is the one a segment of an edit's path names. Keys compare as the
// engine reads them, as UTF-8 text (bytes that are no UTF-8 read as U+FFFD).
inline bool isAt(const Oracle::Member &member, const Oracle::Segment &segment, std::size_t index)
{
    if (std::holds_alternative<int>(segment))
        return !member.key && std::size_t(std::get<int>(segment)) == index;
    return member.key && member.key.IsScalar()
        && QString::fromStdString(member.key.Scalar()) == QString::fromStdString(std::get<std::string>(segment));
}

// Whether a mapping has a key that is no text (null, a list, a mapping): the engine
// names such keys in words of its own, which this oracle does not read.
inline bool hasKeyThatIsNoText(const YAML::Node &node)
{
    const auto members = Oracle::members(node);
    return node.IsMap() && std::any_of(members.cbegin(), members.cend(), [](const Oracle::Member &m) { return !m.key.IsScalar(); });
}

// Walks before and after down the edited path together: at each level every member off
// the path must be the same, and the collection the same kind; at the path's end, check
// decides.
inline QString differenceAlong(YAML::Node before, YAML::Node after, const Oracle::Path &path, const Oracle::Check &check)
{
    QString where = QStringLiteral("(root)");
    for (const auto &segment : path) {
        if (before.Type() != after.Type() || Oracle::resolvedTag(before) != Oracle::resolvedTag(after))
            return where + QStringLiteral(": the kind or tag of a collection changed");
        const auto a = membersOf(before);
        const auto b = membersOf(after);
        if (a.size() != b.size())
            return where + QStringLiteral(": %1 members became %2").arg(a.size()).arg(b.size());
        std::optional<std::size_t> on;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (isAt(a[i], segment, i))
                on = i;
        if (!on) // what the path names cannot be found where keys are no text: not judged
            return hasKeyThatIsNoText(before) ? QString()
                                              : where + QStringLiteral(": yaml-cpp reads nothing at ") + Oracle::show({segment});
        for (std::size_t i = 0; i < a.size(); ++i) {
            const auto here = where + QStringLiteral("[%1]").arg(i);
            if (a[i].key && b[i].key)
                if (auto d = Oracle::difference(a[i].key, b[i].key, here + QStringLiteral(" key")); !d.isEmpty())
                    return d;
            if (i != *on)
                if (auto d = Oracle::difference(a[i].value, b[i].value, here); !d.isEmpty())
                    return d;
        }
        where += QStringLiteral("[%1]").arg(*on);
        before.reset(a[*on].value);
        after.reset(b[*on].value);
    }
    return check(before, after, where);
}

// The members a mapping or list should have after an edit of one of them (not a Set),
// as places among the members before: those places in order, with the edited one
// removed, moved or renamed; and the members it has, as places among those after (an
// inserted key, which goes where the schema orders it, is checked and left out).
// Places, not members moved about: assigning a YAML::Node writes into the tree.
struct MemberEdit
{
    std::vector<Oracle::Member> before;
    std::vector<Oracle::Member> after;
    std::vector<std::size_t> expected;  // places in before
    std::vector<std::size_t> actual;    // places in after
    std::optional<std::size_t> renamed; // the place in after of the renamed key
    QString error;
    bool judged = true;
};

inline std::vector<std::size_t> places(std::size_t count)
{
    std::vector<std::size_t> out(count);
    std::iota(out.begin(), out.end(), 0);
    return out;
}

inline MemberEdit membersAfter(const RecipeEdit &edit, const YAML::Node &before, const YAML::Node &after)
{
    const auto last = oraclePath(edit.path()).back();
    MemberEdit out{membersOf(before), membersOf(after), {}, {}, {}, {}, true};
    out.expected = places(out.before.size());
    out.actual = places(out.after.size());
    if (edit.kind() == RecipeEdit::Kind::Insert) {
        const auto key = std::get<std::string>(last);
        const auto isNew = [&](std::size_t i) {
            return out.after[i].key && out.after[i].key.IsScalar() && out.after[i].key.Scalar() == key;
        };
        const auto inserted = std::find_if(out.actual.cbegin(), out.actual.cend(), isNew);
        if (inserted == out.actual.cend() || std::count_if(out.actual.cbegin(), out.actual.cend(), isNew) != 1)
            out.error = QStringLiteral("the inserted key is not there once");
        else if (!Oracle::isStringKey(out.after[*inserted].key))
            out.error = QStringLiteral("the inserted key is no text");
        else if (const auto why = notReadAs(out.after[*inserted].value, edit.tree().scalar); !why.isEmpty())
            out.error = QString::fromStdString(key) + QStringLiteral(": ") + why;
        else
            out.actual.erase(inserted);
        return out;
    }
    std::optional<std::size_t> at;
    for (std::size_t i = 0; i < out.before.size(); ++i)
        if (isAt(out.before[i], last, i))
            at = i;
    if (!at) {
        if (hasKeyThatIsNoText(before)) // not judged, as in differenceAlong()
            out.judged = false;
        else
            out.error = QStringLiteral("yaml-cpp reads no member there");
        return out;
    }
    switch (edit.kind()) {
    case RecipeEdit::Kind::Remove: out.expected.erase(out.expected.begin() + std::ptrdiff_t(*at)); break;
    case RecipeEdit::Kind::Move:
        out.expected.erase(out.expected.begin() + std::ptrdiff_t(*at));
        out.expected.insert(out.expected.begin() + edit.to(), *at);
        break;
    case RecipeEdit::Kind::Rename: out.renamed = at; break;
    default: out.error = QStringLiteral("not an edit of a member"); break;
    }
    return out;
}

// The edited mapping or list compared with what it was: the members the edit leaves
// alone the same and in the same order, and the member it is about as it says.
inline QString parentDifference(const RecipeEdit &edit, const YAML::Node &before, const YAML::Node &after, const QString &where)
{
    const auto members = membersAfter(edit, before, after);
    if (!members.judged)
        return {};
    if (!members.error.isEmpty())
        return where + QStringLiteral(": ") + members.error;
    if (members.expected.size() != members.actual.size())
        return where + QStringLiteral(": %1 members, %2 expected").arg(members.actual.size()).arg(members.expected.size());
    for (std::size_t i = 0; i < members.expected.size(); ++i) {
        const auto &was = members.before[members.expected[i]];
        const auto &is = members.after[members.actual[i]];
        const auto here = where + QStringLiteral("[%1]").arg(i);
        if (members.renamed == members.actual[i]) {
            if (!Oracle::isStringKey(is.key) || is.key.Scalar() != edit.text().toStdString())
                return here + QStringLiteral(": the key is not ") + edit.text();
        } else if (bool(was.key) != bool(is.key)) {
            return here + QStringLiteral(": a key where there was none, or none where there was one");
        } else if (was.key) {
            if (auto d = Oracle::difference(was.key, is.key, here + QStringLiteral(" key")); !d.isEmpty())
                return d;
        }
        if (auto d = Oracle::difference(was.value, is.value, here); !d.isEmpty())
            return d;
    }
    // The collection stays what it was, even emptied (a null one may become a mapping).
    return before.IsNull() || before.Type() == after.Type() ? QString() : where + QStringLiteral(": the kind of collection changed");
}

// What yaml-cpp reads in the bytes after the edit against what it read before: the
// first difference from what the edit should have done, or an empty string.
inline QString oracleDifference(const RecipeEdit &edit, const YAML::Node &before, const YAML::Node &after)
{
    const auto path = oraclePath(edit.path());
    switch (edit.kind()) {
    case RecipeEdit::Kind::Set:
    case RecipeEdit::Kind::SetBlock: {
        const auto value = edit.kind() == RecipeEdit::Kind::Set ? edit.value() : YamlScalar::string(edit.text());
        return differenceAlong(before, after, path, [&value](const YAML::Node &, const YAML::Node &node, const QString &where) {
            const auto why = notReadAs(node, value);
            return why.isEmpty() ? why : where + QStringLiteral(": ") + why;
        });
    }
    default: {
        auto parent = path;
        parent.pop_back();
        return differenceAlong(before, after, parent, [&edit](const YAML::Node &a, const YAML::Node &b, const QString &where) {
            return parentDifference(edit, a, b, where);
        });
    }
    }
}

// The first document yaml-cpp reads in these bytes, as the engine reads only the first;
// nothing when it reads none. (Not Oracle::load: reading on past the first document
// takes yaml-cpp into unbounded memory on some inputs the engine reads.)
inline std::optional<YAML::Node> loaded(const QByteArray &bytes)
{
    try {
        return YAML::Load(bytes.toStdString());
    } catch (const YAML::Exception &) {
        return std::nullopt;
    }
}

// Why yaml-cpp's reading of the bytes after an edit is not what the edit should make of
// the bytes before it; empty when it is, or when yaml-cpp does not read the bytes before
// (nothing to judge by). A stream that ends in a lone '!' (the non-specific tag) is not
// judged either: yaml-cpp reads it there as the tag "tag:yaml.org,2002:", and as '!'
// once anything follows it.
inline QString difference(const RecipeEdit &edit, const QByteArray &before, const QByteArray &after)
{
    if (before.endsWith(" !") || before.endsWith("\t!") || before == "!")
        return {};
    const auto was = loaded(before);
    if (!was)
        return {};
    const auto is = loaded(after);
    return is ? oracleDifference(edit, *was, *is) : QStringLiteral("yaml-cpp does not read the result");
}

} // namespace EditJudge
