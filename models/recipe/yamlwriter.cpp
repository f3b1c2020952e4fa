// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamlwriter.h"

#include "recipe/recipedocument.h"
#include "recipe/recipeschema.h"

#include <QStringList>

YamlWriter::YamlWriter(const RecipeDocument &document) : m_lineBreak(document.lineBreak()), m_step(document.indentStep())
{ }

QByteArray YamlWriter::scalar(const YamlPath &path, const YamlScalar::Value &value, YamlScalar::Style preferred) const
{
    return YamlScalar::write(value, preferred, RecipeSchema::instance().isDate(path)).toUtf8();
}

QByteArray YamlWriter::entry(const YamlPath &path, int indent, const QString &key, const YamlTree &value) const
{
    const auto head = spaces(indent) + YamlScalar::writeKey(key).toUtf8() + ':';
    return head + below(path, indent, value) + m_lineBreak;
}

QByteArray YamlWriter::below(const YamlPath &path, int indent, const YamlTree &value) const
{
    switch (value.kind) {
    case YamlTree::Kind::Scalar: return ' ' + scalar(path, value.scalar);
    case YamlTree::Kind::Map: {
        if (value.entries.isEmpty())
            return " {}";
        QByteArray text;
        for (const auto &[key, child] : value.entries)
            text += m_lineBreak + entry(path.child(key), indent + m_step, key, child).chopped(m_lineBreak.size());
        return text;
    }
    case YamlTree::Kind::List: {
        if (value.items.isEmpty())
            return " []";
        QByteArray text;
        for (qsizetype i = 0; i < value.items.size(); ++i)
            text += m_lineBreak + item(path.child(int(i)), indent, value.items[i]).chopped(m_lineBreak.size());
        return text;
    }
    }
    return {};
}

QByteArray YamlWriter::item(const YamlPath &path, int indent, const YamlTree &value) const
{
    if (value.kind == YamlTree::Kind::Map && !value.entries.isEmpty()) {
        QByteArray text = spaces(indent) + "- ";
        bool first = true;
        for (const auto &[key, child] : value.entries) {
            const auto line = entry(path.child(key), indent + 2, key, child);
            text += first ? line.mid(indent + 2) : line;
            first = false;
        }
        return text;
    }
    return spaces(indent) + '-' + below(path, indent + 2, value) + m_lineBreak;
}

QByteArray YamlWriter::blockLines(const QString &text, int indent) const
{
    QByteArray content;
    const auto lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i)
            content += m_lineBreak;
        if (!lines[i].isEmpty())
            content += spaces(indent) + lines[i].toUtf8();
    }
    return content;
}
