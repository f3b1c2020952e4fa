// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipedocument.h"
#include "recipe/yamlpath.h"

#include <QList>
#include <QString>

// The anchors and aliases of a document, by path: where each alias is written and the
// anchored node it reads as (the last anchor of its name before it). An edit of an
// anchored node changes every place that reads it; these are the places.
class YamlAliases
{
public:
    struct Use
    {
        YamlPath at;     // the alias's place (for a key, the entry whose key it is)
        YamlPath anchor; // the anchored node's place
        QString name;
        bool key = false; // written as a key: the entry's key reads the anchored scalar
    };

    static YamlAliases of(const RecipeDocument &document);

    const QList<Use> &uses() const { return m_uses; }
    // The path with each alias it passes through (not its last step) replaced by the
    // anchored node's path: the node an edit there really changes.
    YamlPath canonical(const YamlPath &path) const;
    // The other places that show the node at path once it changes: aliases of it or of
    // an anchored node around it, and in turn the places that show those.
    QList<Use> readersOf(const YamlPath &path) const;
    // Aliases elsewhere of anchors defined at path or inside it: they would name nothing
    // once it is gone.
    QList<Use> anchorsReadOutside(const YamlPath &path) const;

private:
    void visit(const RecipeDocument::Node &node, const YamlPath &path);
    void use(const QString &name, const YamlPath &at, bool key);

    const RecipeDocument *m_document = nullptr;
    QList<Use> m_uses;
    QList<std::pair<QString, YamlPath>> m_anchors; // in document order; the last of a name counts
};
