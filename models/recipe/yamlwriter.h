// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/yamlpath.h"
#include "recipe/yamlscalar.h"
#include "recipe/yamltree.h"

#include <QByteArray>
#include <QString>

class RecipeDocument;

// Renders new values in a document's own line breaks and indentation, so that what an
// edit inserts looks like the lines around it.
class YamlWriter
{
public:
    explicit YamlWriter(const RecipeDocument &document);

    // "\r\n" or "\n", as the document's lines end.
    const QByteArray &lineBreak() const { return m_lineBreak; }
    // The indentation one level adds in the document.
    int step() const { return m_step; }
    static QByteArray spaces(int n) { return QByteArray(n, ' '); }

    // A scalar on one line, in the preferred style where it reads back the same; a
    // date-like text stays plain where the schema wants a date.
    QByteArray scalar(const YamlPath &path, const YamlScalar::Value &value, YamlScalar::Style preferred = YamlScalar::Style::Plain) const;
    // "key: value" and, for a mapping or list, its lines below; each line ends in a break.
    QByteArray entry(const YamlPath &path, int indent, const QString &key, const YamlTree &value) const;
    // What follows "key:" or "- ": " scalar", " {}", " []", or a break and the lines of a
    // collection (without a last break).
    QByteArray below(const YamlPath &path, int indent, const YamlTree &value) const;
    // "- value" at an indentation, a mapping's first key on the dash's line; ends in a break.
    QByteArray item(const YamlPath &path, int indent, const YamlTree &value) const;
    // The lines of a block scalar's text at an indentation, joined by line breaks (no
    // break before the first or after the last); an empty line stays without spaces.
    QByteArray blockLines(const QString &text, int indent) const;

private:
    QByteArray m_lineBreak;
    int m_step;
};
