// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamltree.h"

YamlTree YamlTree::of(const YamlScalar::Value &value)
{
    YamlTree tree;
    tree.scalar = value;
    return tree;
}

YamlTree YamlTree::mapping(const QList<std::pair<QString, YamlTree>> &entries)
{
    YamlTree tree;
    tree.kind = Kind::Map;
    tree.entries = entries;
    return tree;
}

YamlTree YamlTree::list(const QList<YamlTree> &items)
{
    YamlTree tree;
    tree.kind = Kind::List;
    tree.items = items;
    return tree;
}

qsizetype YamlTree::indexOfKey(const QString &key) const
{
    for (qsizetype i = 0; i < entries.size(); ++i)
        if (entries[i].first == key)
            return i;
    return -1;
}

// Through the non-const accessors, so that a tree that shares its lists with another
// copy gets its own before it is changed.
YamlTree *YamlTree::find(const YamlPath &path)
{
    if (!std::as_const(*this).find(path))
        return nullptr;
    YamlTree *node = this;
    for (qsizetype i = 0; i < path.size(); ++i)
        node = path.isIndex(i) ? &node->items[path.index(i)] : &node->entries[node->indexOfKey(path.key(i))].second;
    return node;
}

const YamlTree *YamlTree::find(const YamlPath &path) const
{
    const YamlTree *node = this;
    for (qsizetype i = 0; i < path.size() && node; ++i) {
        if (path.isIndex(i)) {
            const int index = path.index(i);
            node = node->kind == Kind::List && index < node->items.size() ? &node->items[index] : nullptr;
        } else {
            const auto at = node->kind == Kind::Map ? node->indexOfKey(path.key(i)) : -1;
            node = at >= 0 ? &node->entries[at].second : nullptr;
        }
    }
    return node;
}

namespace {
// A key as a path shows it: one that is no text (kept by its identity() after
// YamlTree::NoTextKey) in words.
QString shownKey(const QString &key)
{
    if (!key.startsWith(QChar(YamlTree::NoTextKey)))
        return key;
    const auto kind = key.size() > 1 ? key[1] : QChar();
    return kind == u'm' ? QStringLiteral("(a mapping as key)")
        : kind == u'l'  ? QStringLiteral("(a list as key)")
                        : QStringLiteral("(a tagged or null key)");
}

// A text on one line: line breaks, tabs and other control characters escaped.
QString oneLine(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const auto c : text) {
        if (c == u'\n')
            out += QStringLiteral("\\n");
        else if (c == u'\t')
            out += QStringLiteral("\\t");
        else if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}
} // namespace

QString YamlTree::dump(const QString &prefix) const
{
    static const char *const types[] = {"null", "bool", "number", "string"};
    switch (kind) {
    case Kind::Scalar:
        return prefix + QStringLiteral(" = ") + (tag.isEmpty() ? QString() : tag + u' ') + QLatin1String(types[int(scalar.type)]) + u':'
            + oneLine(scalar.text) + u'\n';
    case Kind::Map: {
        QString text = prefix + QStringLiteral(" = ") + (tag.isEmpty() ? QString() : tag + u' ') + QStringLiteral("{}\n");
        for (const auto &[key, value] : entries) {
            const auto shown = oneLine(shownKey(key));
            text += value.dump(prefix.isEmpty() ? shown : prefix + u'.' + shown);
        }
        return text;
    }
    case Kind::List: {
        QString text = prefix + QStringLiteral(" = ") + (tag.isEmpty() ? QString() : tag + u' ') + QStringLiteral("[]\n");
        for (qsizetype i = 0; i < items.size(); ++i)
            text += items[i].dump(prefix + u'[' + QString::number(i) + u']');
        return text;
    }
    }
    return {};
}

namespace {
QString counted(const QString &text)
{
    return QString::number(text.size()) + u':' + text;
}
} // namespace

QString YamlTree::identity() const
{
    switch (kind) {
    case Kind::Scalar: return u's' + counted(tag) + QString::number(int(scalar.type)) + counted(scalar.text);
    case Kind::Map: {
        QString text = u'm' + counted(tag) + QString::number(entries.size()) + u'{';
        for (const auto &[key, value] : entries)
            text += counted(key) + value.identity();
        return text + u'}';
    }
    case Kind::List: {
        QString text = u'l' + counted(tag) + QString::number(items.size()) + u'[';
        for (const auto &item : items)
            text += item.identity();
        return text + u']';
    }
    }
    return {};
}
