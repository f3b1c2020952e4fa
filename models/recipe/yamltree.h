// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/yamlpath.h"
#include "recipe/yamlscalar.h"

#include <QList>
#include <QString>

#include <utility>

// A YAML document as values only: scalars with their meaning, mappings with their
// keys in file order, lists. Two files mean the same when their trees are equal;
// the edit engine checks every edit by comparing trees.
struct YamlTree
{
    enum class Kind { Scalar, Map, List };

    Kind kind = Kind::Scalar;
    YamlScalar::Value scalar;                    // Kind::Scalar, null included
    QList<std::pair<QString, YamlTree>> entries; // Kind::Map
    QList<YamlTree> items;                       // Kind::List
    QString tag;                                 // a tag written on the value; empty for none

    // What a key that is no text (a list, a mapping, null, a scalar tagged as other than
    // text) starts with, before its value's identity(): a lone surrogate, which no text
    // read from UTF-8 holds.
    static constexpr char16_t NoTextKey = 0xD800;

    static YamlTree of(const YamlScalar::Value &value);
    static YamlTree mapping(const QList<std::pair<QString, YamlTree>> &entries = {});
    static YamlTree list(const QList<YamlTree> &items = {});

    bool isNull() const { return kind == Kind::Scalar && scalar.type == YamlScalar::Type::Null; }
    YamlTree *find(const YamlPath &path);
    const YamlTree *find(const YamlPath &path) const;
    qsizetype indexOfKey(const QString &key) const;

    // One line a value, "path = type:text" (line breaks and other control characters
    // escaped), for test messages and diffs of meaning.
    QString dump(const QString &prefix = {}) const;
    // The whole value as one text that differs whenever the values differ (every
    // text is written with its length), to key or compare by.
    QString identity() const;

    friend bool operator==(const YamlTree &, const YamlTree &) = default;
};
