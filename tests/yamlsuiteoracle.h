// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a YAML document means according to yaml-cpp's own loader (YAML::Load), apart
// from the edit engine: the oracle that decides whether an edit read back exactly as
// asked. Nodes compare by kind, tag, scalar text and, for mappings and lists, their
// members in order; aliases are resolved (yaml-cpp hands out the anchored node).
#include <yaml-cpp/yaml.h>

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace YamlSuiteOracle {

using Segment = std::variant<std::string, int>;
using Path = std::vector<Segment>;

inline QString show(const Path &path)
{
    QStringList parts;
    for (const auto &segment : path)
        parts << (std::holds_alternative<int>(segment) ? QStringLiteral("[%1]").arg(std::get<int>(segment))
                                                       : QString::fromStdString(std::get<std::string>(segment)));
    return parts.join(u'.');
}

// The documents of a stream; nothing when yaml-cpp does not read it.
inline std::optional<std::vector<YAML::Node>> load(const std::string &text)
{
    try {
        return YAML::LoadAll(text);
    } catch (const YAML::Exception &) {
        return std::nullopt;
    }
}

// What a plain scalar resolves to in the YAML 1.2 core schema: "str", "null", "bool",
// "int" or "float".
inline QString coreType(const std::string &text)
{
    static const QRegularExpression null(QStringLiteral("^(~|null|Null|NULL|)$"));
    static const QRegularExpression boolean(QStringLiteral("^(true|True|TRUE|false|False|FALSE)$"));
    static const QRegularExpression integer(QStringLiteral("^([-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"));
    static const QRegularExpression real(
        QStringLiteral("^([-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN))$"));
    const auto t = QString::fromStdString(text);
    if (null.match(t).hasMatch())
        return QStringLiteral("null");
    if (boolean.match(t).hasMatch())
        return QStringLiteral("bool");
    if (integer.match(t).hasMatch())
        return QStringLiteral("int");
    if (real.match(t).hasMatch())
        return QStringLiteral("float");
    return QStringLiteral("str");
}

// A scalar node that reads as exactly this string.
inline bool isString(const YAML::Node &node, const std::string &text)
{
    if (!node.IsScalar() || node.Scalar() != text)
        return false;
    const auto &tag = node.Tag();
    return tag == "!" || tag == "tag:yaml.org,2002:str" || (tag == "?" && coreType(text) == QLatin1String("str"));
}

inline bool isStringKey(const YAML::Node &key)
{
    return key.IsScalar() && (key.Tag() == "!" || key.Tag() == "?" || key.Tag() == "tag:yaml.org,2002:str");
}

// The tag a node resolves to: a quoted scalar's is str, a plain one's its core schema type;
// none for a collection without one.
inline std::string resolvedTag(const YAML::Node &node)
{
    const auto &tag = node.Tag();
    if (!node.IsScalar())
        return tag == "?" || tag == "!" ? std::string() : tag;
    if (tag == "!")
        return "tag:yaml.org,2002:str";
    if (tag == "?" || tag.empty()) // empty: a node made here rather than read
        return "tag:yaml.org,2002:" + coreType(node.Scalar()).toStdString();
    return tag;
}

// The node at a path, in a tree that can be changed through it.
inline YAML::Node nodeAt(YAML::Node root, const Path &path)
{
    for (const auto &segment : path)
        root.reset(std::holds_alternative<int>(segment) ? root[std::get<int>(segment)] : root[std::get<std::string>(segment)]);
    return root;
}

// The first difference between two nodes, or an empty string when they mean the same.
inline QString difference(const YAML::Node &a, const YAML::Node &b, const QString &where = QStringLiteral("(root)"))
{
    if (a.Type() != b.Type())
        return where + QStringLiteral(": the kind of node differs");
    if (resolvedTag(a) != resolvedTag(b))
        return where
            + QStringLiteral(": tag %1 became %2").arg(QString::fromStdString(resolvedTag(a)), QString::fromStdString(resolvedTag(b)));
    if (a.IsScalar())
        return a.Scalar() == b.Scalar()
            ? QString()
            : where + QStringLiteral(": \"%1\" became \"%2\"").arg(QString::fromStdString(a.Scalar()), QString::fromStdString(b.Scalar()));
    if (a.size() != b.size())
        return where + QStringLiteral(": %1 members became %2").arg(a.size()).arg(b.size());
    if (a.IsSequence()) {
        for (std::size_t i = 0; i < a.size(); ++i)
            if (auto d = difference(a[i], b[i], where + QStringLiteral("[%1]").arg(i)); !d.isEmpty())
                return d;
        return {};
    }
    auto i = a.begin();
    auto j = b.begin();
    for (; i != a.end(); ++i, ++j) {
        if (auto d = difference(i->first, j->first, where + QStringLiteral(" key")); !d.isEmpty())
            return d;
        const auto key = i->first.IsScalar() ? QString::fromStdString(i->first.Scalar()) : QStringLiteral("?");
        if (auto d = difference(i->second, j->second, where + u'.' + key); !d.isEmpty())
            return d;
    }
    return {};
}

// The member of a collection at one segment of a path: its key node and value.
struct Member
{
    YAML::Node key; // null for a list item
    YAML::Node value;
};

inline std::vector<Member> members(const YAML::Node &node)
{
    std::vector<Member> out;
    if (node.IsMap())
        for (auto it = node.begin(); it != node.end(); ++it)
            out.push_back({it->first, it->second});
    else if (node.IsSequence())
        for (auto it = node.begin(); it != node.end(); ++it)
            out.push_back({YAML::Node(), *it});
    return out;
}

inline bool matches(const Member &member, const Segment &segment, int index)
{
    if (std::holds_alternative<int>(segment))
        return !member.key && std::get<int>(segment) == index;
    return member.key && member.key.IsScalar() && member.key.Scalar() == std::get<std::string>(segment);
}

// What is expected where the edit happened, given the node there before and after.
using Check = std::function<QString(const YAML::Node &before, const YAML::Node &after, const QString &where)>;

// Compares before and after along the edited path: everything off the path must be the
// same; at the path's end, check decides.
inline QString differenceAlong(const YAML::Node &before, const YAML::Node &after, const Path &path, std::size_t depth, const Check &check,
                               const QString &where = QStringLiteral("(root)"))
{
    if (depth == path.size())
        return check(before, after, where);
    if (before.Type() != after.Type() || resolvedTag(before) != resolvedTag(after))
        return where + QStringLiteral(": the kind or tag of a collection changed");
    const auto a = members(before);
    const auto b = members(after);
    if (a.size() != b.size())
        return where + QStringLiteral(": %1 members became %2").arg(a.size()).arg(b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto here = where + u'.' + (a[i].key && a[i].key.IsScalar() ? QString::fromStdString(a[i].key.Scalar()) : QString::number(i));
        if (a[i].key)
            if (auto d = difference(a[i].key, b[i].key, here + QStringLiteral(" key")); !d.isEmpty())
                return d;
        const auto d = matches(a[i], path[depth], int(i)) ? differenceAlong(a[i].value, b[i].value, path, depth + 1, check, here)
                                                          : difference(a[i].value, b[i].value, here);
        if (!d.isEmpty())
            return d;
    }
    return {};
}

} // namespace YamlSuiteOracle
