// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipedocument.h"
#include "recipe/yamlpath.h"
#include "recipe/yamlscalar.h"
#include "recipe/yamltree.h"

#include <QByteArray>
#include <QString>

#include <QList>

#include <optional>

class YamlAliases;

// Bytes replaced at one place: what an edit does to a file, and what undoes it.
struct ByteSplice
{
    qsizetype offset = 0;
    QByteArray removed;
    QByteArray inserted;

    QByteArray applyTo(const QByteArray &bytes) const;
    ByteSplice inverted() const { return {offset, inserted, removed}; }
    friend bool operator==(const ByteSplice &, const ByteSplice &) = default;
};

// One change to a recipe file that touches the bytes of the changed value and
// nothing else: set a scalar or a block scalar, insert a key (where the schema's
// order puts it) or a list item, remove one, move one, rename a key. Applying it
// parses the new bytes again and compares what they mean with what the edit should
// mean; anything else is refused and the bytes stay as they were.
class RecipeEdit
{
public:
    enum class Kind { Set, SetBlock, Insert, Remove, Move, Rename };

    static RecipeEdit set(const YamlPath &path, const YamlScalar::Value &value);
    // The text of a block scalar (| or >), exactly: the block keeps its style, comment and
    // indentation, and its chomping indicator becomes the one that gives back the text's
    // final line breaks. A value on one line becomes a literal block when the text has lines.
    static RecipeEdit setBlock(const YamlPath &path, const QString &text);
    // The text of a value the schema says is a text file (contentMediaType: a script, Markdown
    // notes), as the form edits it: written as a block, it ends with one line break, as a
    // text file does; a text of one line into a value on one line stays as typed.
    static RecipeEdit setTextFile(const YamlPath &path, const QString &text);
    // A key absent from a mapping, or an item into a list at the path's index (the
    // list's length appends); a null parent becomes the mapping or list.
    static RecipeEdit insert(const YamlPath &path, const YamlTree &value);
    static RecipeEdit remove(const YamlPath &path);
    // A list item or mapping entry to another place among its siblings.
    static RecipeEdit move(const YamlPath &path, int to);
    static RecipeEdit rename(const YamlPath &path, const QString &key);

    struct Result
    {
        bool ok = false;
        QString error; // why it was refused
        int line = 0;  // refused: the line of the edited place (its parent's, for an insert), 1-based; 0 when it has none
        ByteSplice splice;
        QByteArray bytes;                       // the document after the edit
        std::optional<RecipeDocument> document; // the same, parsed
        // Other places that read the edited node through an alias (changed with it when
        // aliases are followed; else the reason the edit was refused).
        QList<YamlPath> sharedWith;
        QString droppedTag; // a tag that no longer fitted the value, taken away ("tag:yaml.org,2002:int")
    };
    Result applyTo(const RecipeDocument &document) const;
    // The check every edit passes: the splice applied, the bytes parsed again and compared
    // node by node with what the document should mean; anything else refused, naming the
    // first difference.
    static Result check(const RecipeDocument &document, const ByteSplice &splice, const YamlTree &expected, const QString &description);

    Kind kind() const { return m_kind; }
    const YamlPath &path() const { return m_path; }
    // What the edit puts there, by kind: the value of Set, the text of SetBlock or the new
    // key of Rename, the value of Insert, the place of Move.
    const YamlScalar::Value &value() const { return m_value; }
    const QString &text() const { return m_text; }
    const YamlTree &tree() const { return m_tree; }
    int to() const { return m_to; }
    // An anchored node read elsewhere through aliases is edited only when this is set,
    // and then every place that reads it changes with it.
    RecipeEdit followingAliases(bool follow = true) const;
    bool followsAliases() const { return m_followAliases; }
    bool isTextFile() const { return m_textFile; }
    // "set result.tokens_per_s_per_gpu = 1234.5"
    QString describe() const;

private:
    RecipeEdit(Kind kind, const YamlPath &path);
    Result planAndCheck(const RecipeDocument &document) const;
    int lineOf(const RecipeDocument &document) const;
    bool followShared(const YamlAliases &aliases, const RecipeDocument &document, YamlTree &expected, Result &result) const;

    Kind m_kind = Kind::Set;
    YamlPath m_path;
    YamlScalar::Value m_value;
    QString m_text;
    YamlTree m_tree;
    int m_to = 0;
    bool m_textFile = false;
    bool m_followAliases = false;
};
