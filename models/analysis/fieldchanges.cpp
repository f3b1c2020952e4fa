// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/fieldchanges.h"

#include "recipe/parsedyaml.h"
#include "recipe/yamllocations.h"

#include <QHash>
#include <QSet>

namespace {

using Values = FieldChanges::Values;

void flatten(const ParsedYaml &document, int node, const QString &path, Values &values)
{
    if (document.isMap(node)) {
        if (document.size(node) == 0)
            values.append({path, QStringLiteral("{}")});
        for (int i = 0; i < document.size(node); ++i)
            flatten(document, document.value(node, i), YamlLocations::memberPath(path, document.text(document.key(node, i))), values);
    } else if (document.isSequence(node)) {
        if (document.size(node) == 0)
            values.append({path, QStringLiteral("[]")});
        for (int i = 0; i < document.size(node); ++i)
            flatten(document, document.item(node, i), YamlLocations::itemPath(path, i), values);
    } else {
        values.append({path, document.isNull(node) ? QStringLiteral("null") : document.text(node)});
    }
}

std::optional<double> percent(const QString &before, const QString &after)
{
    bool a = false, b = false;
    const auto x = before.toDouble(&a);
    const auto y = after.toDouble(&b);
    if (!a || !b || x == 0)
        return std::nullopt;
    return (y - x) / x * 100;
}

} // namespace

FieldChanges::Values FieldChanges::valuesOf(const ParsedYaml &document)
{
    Values values;
    flatten(document, document.root(), QString(), values);
    return values;
}

QList<FieldChanges::Change> FieldChanges::between(const Values &old, const Values &now)
{
    QHash<QString, QString> oldByPath;
    for (const auto &[path, value] : old)
        oldByPath.insert(path, value);
    QSet<QString> seen;
    QList<Change> changes;
    for (const auto &[path, value] : now) {
        seen.insert(path);
        const auto was = oldByPath.constFind(path);
        if (was == oldByPath.cend())
            changes.append({path, std::nullopt, value, std::nullopt});
        else if (*was != value)
            changes.append({path, *was, value, percent(*was, value)});
    }
    for (const auto &[path, value] : old)
        if (!seen.contains(path))
            changes.append({path, value, std::nullopt, std::nullopt});
    return changes;
}
