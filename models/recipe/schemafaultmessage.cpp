// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/schemafaultmessage.h"

#include "recipe/parsedyaml.h"
#include "recipe/yamlnode.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringList>

#include <yaml-cpp/yaml.h>

using YamlNode::at;

namespace {

QString toQString(const std::string &s)
{
    return QString::fromStdString(s);
}

QString describeNode(const ParsedYaml &document, int node)
{
    switch (document.type(node)) {
    case ParsedYaml::Type::Null: return QStringLiteral("null");
    case ParsedYaml::Type::Scalar: {
        auto text = document.text(node);
        if (text.size() > 40)
            text = text.left(37) + QStringLiteral("...");
        return u'"' + text + u'"';
    }
    case ParsedYaml::Type::Sequence: return QStringLiteral("a list");
    case ParsedYaml::Type::Map: return QStringLiteral("a mapping");
    }
    return QStringLiteral("nothing");
}

// What the document holds at path, found by the path's own words: "null" for a
// missing key (as yaml-cpp reads one), "nothing" below one or past a list's end.
QString foundAt(const ParsedYaml &document, const QString &path)
{
    int value = document.root();
    bool missingKey = false;
    static const QRegularExpression part(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    for (auto it = part.globalMatch(path); it.hasNext();) {
        const auto m = it.next();
        if (value == ParsedYaml::None) { // below a missing key: nothing
            missingKey = false;
            break;
        }
        if (m.capturedLength(1) && document.isMap(value)) {
            value = document.find(value, m.captured(1).toStdString());
            missingKey = value == ParsedYaml::None;
        } else if (m.capturedLength(2) && document.isSequence(value)) {
            const auto index = m.captured(2).toULongLong();
            value = index < qulonglong(document.size(value)) ? document.item(value, int(index)) : ParsedYaml::None;
        } else {
            value = ParsedYaml::None;
        }
    }
    return missingKey ? QStringLiteral("null") : value != ParsedYaml::None ? describeNode(document, value) : QStringLiteral("nothing");
}

QString typeWords(const YAML::Node &type)
{
    static const QHash<QString, QString> words = {
        {QStringLiteral("integer"), QStringLiteral("a whole number")},
        {QStringLiteral("number"), QStringLiteral("a number")},
        {QStringLiteral("string"), QStringLiteral("text")},
        {QStringLiteral("boolean"), QStringLiteral("true or false")},
        {QStringLiteral("object"), QStringLiteral("a mapping")},
        {QStringLiteral("array"), QStringLiteral("a list")},
        {QStringLiteral("null"), QStringLiteral("null")},
    };
    QStringList names;
    if (type.IsScalar())
        names << words.value(toQString(type.Scalar()));
    else if (type.IsSequence())
        for (const auto &t : type)
            names << words.value(toQString(t.Scalar()));
    if (names.size() > 1) {
        const auto last = names.takeLast();
        return names.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
    }
    return names.value(0);
}

QString allowedValues(const YAML::Node &schemaNode)
{
    QStringList allowed;
    for (const auto &v : at(schemaNode, "enum"))
        allowed << (v.IsNull() ? QStringLiteral("null") : toQString(v.Scalar()));
    return allowed.join(QStringLiteral(", "));
}

// A limit as the messages have always shown it: rounded to six decimals, then
// without trailing zeros ("0", "1", "0.5").
QString limitText(double limit)
{
    return QString::number(QString::number(limit, 'f', 6).toDouble(), 'g', 12);
}

QString boundText(const SchemaFault &fault, const QString &name, const QString &found)
{
    const bool lower = fault.kind == SchemaFault::Kind::Minimum;
    const auto relation = lower ? (fault.exclusive ? QStringLiteral("greater than") : QStringLiteral("at least"))
                                : (fault.exclusive ? QStringLiteral("less than") : QStringLiteral("at most"));
    return QStringLiteral("%1 must be %2 %3, found %4").arg(name, relation, limitText(fault.limit), found);
}

QString patternText(const YAML::Node &schemaNode, const QString &name, const QString &found)
{
    const auto patternNode = at(schemaNode, "pattern");
    const auto pattern = schemaNode.IsMap() && patternNode.IsScalar() ? toQString(patternNode.Scalar()) : QString();
    const auto expected = pattern.contains(QLatin1String("{4}-"))
        ? QStringLiteral("a date written YYYY-MM-DD")
        : (pattern.contains(QLatin1String("{64}")) ? QStringLiteral("64 lowercase hex digits")
                                                   : QStringLiteral("text matching ") + pattern);
    return QStringLiteral("%1 must be %2, found %3").arg(name, expected, found);
}

// The number of items a list may hold, in the words these messages have always used.
QString itemCountText(const SchemaFault &fault, const QString &name)
{
    const auto limit = fault.kind == SchemaFault::Kind::MinItems ? QStringLiteral("no fewer than") : QStringLiteral("no more than");
    return QStringLiteral("%1 has the wrong number of items (Array should contain %2 %3 elements.)").arg(name, limit).arg(fault.count);
}

// A mapping's keys that its schema refuses, in the words these messages have always used.
QString memberText(const SchemaFault &fault, const QString &name)
{
    if (fault.kind == SchemaFault::Kind::AdditionalProperty)
        return name + QStringLiteral(": Failed to validate against additional properties schema");
    return name
        + QStringLiteral(": Object contains a property that could not be validated using 'properties' or 'additionalProperties' "
                         "constraints: '%1'.")
              .arg(toQString(fault.key));
}

} // namespace

QString SchemaFaultMessage::text(const SchemaFault &fault, const QString &path, const YAML::Node &schemaNode, const ParsedYaml &document)
{
    const auto name = path.isEmpty() ? QStringLiteral("the recipe") : u'\'' + path + u'\'';
    using Kind = SchemaFault::Kind;
    switch (fault.kind) {
    case Kind::Required: {
        const auto key = toQString(fault.key);
        return QStringLiteral("missing required key '%1'").arg(path.isEmpty() ? key : path + u'.' + key);
    }
    case Kind::Type: return QStringLiteral("%1 must be %2, found %3").arg(name, typeWords(at(schemaNode, "type")), foundAt(document, path));
    case Kind::Enum: return QStringLiteral("%1 is %2; expected one of: %3").arg(name, foundAt(document, path), allowedValues(schemaNode));
    case Kind::Minimum:
    case Kind::Maximum: return boundText(fault, name, foundAt(document, path));
    case Kind::Pattern: return patternText(schemaNode, name, foundAt(document, path));
    case Kind::MinLength: return QStringLiteral("%1 must not be empty").arg(name);
    case Kind::MinItems:
    case Kind::MaxItems: return itemCountText(fault, name);
    case Kind::AdditionalProperty:
    case Kind::UnexpectedProperty: return memberText(fault, name);
    case Kind::Other: break;
    }
    return QStringLiteral("%1 does not meet the schema's '%2' rule").arg(name, toQString(fault.key));
}
