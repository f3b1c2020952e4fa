// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <utility>

class ParsedYaml;

// The values that differ between two versions of a recipe file, by the dotted path
// the rest of the program names them with ("layout.tp", "stack.torch",
// "correctness.component_tests[0].result"): every scalar (and empty list or mapping),
// with its text before and after; absent on one side as nullopt. In the order of the
// new version, then what only the old one has. Both must be recipes that loaded (their
// structure checked, so the walk is bounded).
class FieldChanges
{
public:
    struct Change
    {
        QString path;
        std::optional<QString> before;
        std::optional<QString> after;
        std::optional<double> changePercent; // when both are numbers
    };

    // Every value of a recipe, by path, in file order.
    using Values = QList<std::pair<QString, QString>>;

    static QList<Change> between(const Values &before, const Values &after);
    // The values of a document the loader made a recipe of.
    static Values valuesOf(const ParsedYaml &document);
};
