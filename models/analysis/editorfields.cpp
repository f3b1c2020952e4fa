// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/editorfields.h"

#include <QDate>

namespace {

bool isLong(const YamlTree &value)
{
    return value.kind == YamlTree::Kind::Scalar && (value.scalar.text.size() > 70 || value.scalar.text.contains(u'\n'));
}

EditorFields::Widget scalarWidget(const QStringList &types, const RecipeSchema &schema, const YamlPath &path, const YamlTree *value)
{
    using W = EditorFields::Widget;
    if (!schema.allowedValues(path.schemaPath()).isEmpty())
        return W::Choice;
    const bool isString = types.contains(QLatin1String("string"));
    if (isString) {
        const auto media = schema.mediaType(path);
        if (media == QLatin1String("text/x-shellscript") || media == QLatin1String("text/markdown"))
            return W::Code;
        if (schema.isDate(path))
            return W::Date;
        return value && isLong(*value) ? W::LongText : W::Text;
    }
    if (types.contains(QLatin1String("boolean")) && !types.contains(QLatin1String("number")))
        return W::Boolean;
    if (types.contains(QLatin1String("integer")))
        return W::Integer;
    if (types.contains(QLatin1String("number")))
        return W::Number;
    return W::Text;
}

// Whether a scalar the file has can be shown by the widget its schema type wants;
// a value of another type (a string where a number belongs) is shown as text.
bool fits(EditorFields::Widget widget, const YamlTree &value)
{
    using W = EditorFields::Widget;
    if (value.kind != YamlTree::Kind::Scalar)
        return widget == W::Group || widget == W::Items || widget == W::KeyValues;
    if (widget == W::Group || widget == W::Items || widget == W::KeyValues)
        return value.isNull();
    const auto type = value.scalar.type;
    switch (widget) {
    case W::Integer:
        return type == YamlScalar::Type::Null
            || (type == YamlScalar::Type::Number && !value.scalar.text.contains(u'.')
                && !value.scalar.text.contains(u'e', Qt::CaseInsensitive));
    case W::Number: return type == YamlScalar::Type::Null || type == YamlScalar::Type::Number;
    case W::Boolean: return type == YamlScalar::Type::Null || type == YamlScalar::Type::Bool;
    case W::Date: return type == YamlScalar::Type::Null || YamlScalar::looksLikeDate(value.scalar.text);
    default: return true;
    }
}

EditorFields::Field build(const YamlTree &document, const YamlPath &path, const YamlTree *value, bool required, const RecipeSchema &schema)
{
    using W = EditorFields::Widget;
    EditorFields::Field field;
    field.path = path;
    field.present = value != nullptr;
    field.required = required;
    if (value)
        field.value = *value;
    const auto schemaPath = path.schemaPath();
    const QString key =
        path.isIndex(path.size() - 1) ? QStringLiteral("#%1").arg(path.index(path.size() - 1) + 1) : path.key(path.size() - 1);
    field.title = schema.title(schemaPath);
    // List items by their place ("#2"); keys of open mappings and unknown keys by name.
    if (field.title.isEmpty() || schema.isOpenMapping(path.parent()) || path.isIndex(path.size() - 1))
        field.title = key;
    field.description = schema.description(schemaPath);
    if (!schema.knows(path)) {
        field.widget = W::Unknown;
        return field;
    }
    const auto types = schema.types(path);
    field.types = types;
    field.nullable = types.contains(QLatin1String("null"));
    if (const auto minimum = schema.bound(path, "minimum"))
        field.minimum = minimum;
    else if (const auto exclusive = schema.bound(path, "exclusiveMinimum"))
        field.minimum = types.contains(QLatin1String("integer")) ? *exclusive + 1 : *exclusive;
    field.maximum = schema.bound(path, "maximum");
    field.choices = schema.allowedValues(schemaPath);

    if (types.contains(QLatin1String("object")) && schema.isOpenMapping(path) && !types.contains(QLatin1String("string"))) {
        field.widget = W::KeyValues;
    } else if (types.contains(QLatin1String("object"))) {
        field.widget = W::Group;
        QStringList seen;
        const auto requiredKeys = schema.required(path);
        if (value && value->kind == YamlTree::Kind::Map) {
            for (const auto &[childKey, childValue] : value->entries) {
                seen << childKey;
                field.children << build(document, path.child(childKey), &childValue, requiredKeys.contains(childKey), schema);
            }
        }
        for (const auto &childKey : schema.keys(path))
            if (!seen.contains(childKey))
                field.children << build(document, path.child(childKey), nullptr, requiredKeys.contains(childKey), schema);
    } else if (types.contains(QLatin1String("array"))) {
        field.widget = W::Items;
        const auto itemTypes = schema.types(path.child(0));
        field.itemWidget = itemTypes.contains(QLatin1String("object")) && !itemTypes.contains(QLatin1String("string"))
            ? W::Group
            : scalarWidget(itemTypes, schema, path.child(0), nullptr);
        if (value && value->kind == YamlTree::Kind::List)
            for (int i = 0; i < value->items.size(); ++i)
                field.children << build(document, path.child(i), &value->items.at(i), false, schema);
    } else {
        field.widget = scalarWidget(types, schema, path, value);
        if (field.widget == W::Code)
            field.syntax = schema.mediaType(path) == QLatin1String("text/markdown") ? QStringLiteral("Markdown") : QStringLiteral("Bash");
    }
    if (value && !fits(field.widget, *value)) {
        field.widget = value->kind == YamlTree::Kind::Scalar ? (isLong(*value) ? W::LongText : W::Text) : W::Unknown;
        field.children.clear();
    }
    return field;
}

} // namespace

bool EditorFields::Field::isScalar() const
{
    return widget != Widget::Group && widget != Widget::Items && widget != Widget::KeyValues && widget != Widget::Unknown;
}

YamlTree EditorFields::Field::initialValue() const
{
    switch (widget) {
    case Widget::Integer: return YamlTree::of(YamlScalar::integer(qint64(minimum.value_or(1))));
    case Widget::Number: return YamlTree::of(YamlScalar::number(minimum.value_or(0)));
    case Widget::Boolean: return YamlTree::of(YamlScalar::boolean(false));
    case Widget::Choice:
        return YamlTree::of(choices.contains(QLatin1String("draft")) ? YamlScalar::string(QStringLiteral("draft"))
                                                                     : YamlScalar::string(choices.value(0)));
    case Widget::Date: return YamlTree::of(YamlScalar::string(QDate::currentDate().toString(Qt::ISODate)));
    case Widget::KeyValues:
    case Widget::Group: {
        QList<std::pair<QString, YamlTree>> entries;
        for (const auto &child : children)
            if (child.required)
                entries.append({child.path.key(child.path.size() - 1), child.initialValue()});
        return YamlTree::mapping(entries);
    }
    case Widget::Items: return YamlTree::list();
    default: return YamlTree::of(YamlScalar::string(QString()));
    }
}

QList<EditorFields::Field> EditorFields::of(const YamlTree &document, const RecipeSchema &schema)
{
    QList<Field> fields;
    QStringList seen;
    const auto required = schema.required({});
    for (const auto &key : schema.keys({})) {
        const auto *value = document.kind == YamlTree::Kind::Map ? document.find(YamlPath({key})) : nullptr;
        fields << build(document, YamlPath({key}), value, required.contains(key), schema);
        seen << key;
    }
    if (document.kind == YamlTree::Kind::Map)
        for (const auto &[key, value] : document.entries)
            if (!seen.contains(key))
                fields << build(document, YamlPath({key}), &value, false, schema);
    return fields;
}

std::optional<EditorFields::Field> EditorFields::field(const YamlTree &document, const YamlPath &path, const RecipeSchema &schema)
{
    if (path.isEmpty())
        return std::nullopt;
    const auto parent = path.parent();
    const bool required = !path.isIndex(path.size() - 1) && schema.required(parent).contains(path.key(path.size() - 1));
    return build(document, path, document.find(path), required, schema);
}

YamlPath EditorFields::pathAt(const RecipeDocument &document, int line, int column)
{
    const auto &bytes = document.bytes();
    qsizetype offset = 0;
    for (int l = 1; l < line && offset >= 0; ++l) {
        offset = bytes.indexOf('\n', offset);
        if (offset >= 0)
            ++offset;
    }
    if (offset < 0)
        return {};
    // The column counts characters: step over each one's bytes.
    for (int c = 1; c < column && offset < bytes.size() && bytes.at(offset) != '\n'; ++c)
        do
            ++offset;
        while (offset < bytes.size() && (static_cast<unsigned char>(bytes.at(offset)) & 0xC0) == 0x80);
    YamlPath path;
    const RecipeDocument::Node *node = &document.root();
    for (;;) {
        const RecipeDocument::Node *inside = nullptr;
        int index = 0;
        for (int i = 0; i < node->children.size(); ++i) {
            const auto &child = node->children.at(i);
            const auto from = std::min(child.entryStart, child.keyStart >= 0 ? child.keyStart : child.start);
            const auto to = std::max(child.entryEnd, child.end);
            if (offset >= from && offset < to) {
                inside = &child;
                index = i;
                break;
            }
        }
        if (!inside)
            return path;
        path = node->kind == RecipeDocument::Node::Kind::List ? path.child(index) : path.child(inside->key);
        node = inside;
    }
}

bool EditorFields::sameShape(const QList<Field> &a, const QList<Field> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const auto &x = a.at(i);
        const auto &y = b.at(i);
        // One line or wrapping is the value's length; it changes with the next build, not while typing.
        auto kind = [](Widget w) { return w == Widget::LongText ? Widget::Text : w; };
        if (!(x.path == y.path) || x.present != y.present || kind(x.widget) != kind(y.widget) || !sameShape(x.children, y.children))
            return false;
        if (x.widget == Widget::KeyValues && x.value.entries.size() != y.value.entries.size())
            return false;
    }
    return true;
}
