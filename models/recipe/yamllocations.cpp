// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamllocations.h"

YamlLocations::YamlLocations(const ParsedYaml &document, int offsetShift) : m_document(document), m_offsetShift(offsetShift)
{ }

QString YamlLocations::memberPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

QString YamlLocations::itemPath(const QString &path, int index)
{
    return path + u'[' + QString::number(index) + u']';
}

QString YamlLocations::pathOf(const ParsedYaml &document, const Steps &steps)
{
    QString path;
    for (const auto &step : steps)
        path = step.key == ParsedYaml::None ? itemPath(path, step.index) : memberPath(path, document.text(step.key));
    return path;
}

const QHash<QString, SourceLocation> &YamlLocations::all() const
{
    if (!m_all) {
        m_all.emplace();
        walk(m_document.root(), {});
    }
    return *m_all;
}

SourceLocation YamlLocations::locate(int node) const
{
    const auto mark = m_document.mark(node);
    if (mark.is_null())
        return {};
    return {mark.line + 1, mark.column + 1, mark.pos + m_offsetShift};
}

void YamlLocations::walk(int node, const QString &path) const
{
    auto &all = *m_all;
    if (!path.isEmpty() && !all.contains(path))
        all.insert(path, locate(node));
    if (m_document.isMap(node)) {
        for (int i = 0; i < m_document.size(node); ++i) {
            const int keyNode = m_document.key(node, i);
            const auto childPath = memberPath(path, m_document.text(keyNode));
            all.insert(childPath + QStringLiteral("#key"), locate(keyNode));
            walk(m_document.value(node, i), childPath);
        }
    } else if (m_document.isSequence(node)) {
        for (int i = 0; i < m_document.size(node); ++i)
            walk(m_document.item(node, i), itemPath(path, i));
    }
}
