// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipe.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

// Which lint checks run and how severe their findings are: a folder's
// .recipe-lint.yaml (the nearest one above the recipe), then the recipe's own lint key.
//   ignore: [figures-cost]
//   severity: {figures-gpu-hours: error, layout-summary: off}
class LintConfig
{
public:
    static constexpr auto FileName = ".recipe-lint.yaml";
    // A larger file is refused, as a problem: a config is a few lines.
    static constexpr qint64 MaxBytes = 64 * 1024;

    // Reads the config of the folder a recipe file is in, or of the nearest folder
    // above; a config that does not read is a problem at its line and column.
    static LintConfig forFile(const QString &recipeFile, std::optional<Problem> *problem = nullptr);
    // The config file nearest above (or in) this folder, or empty.
    static QString nearestFile(const QString &folder);
    // nullopt (and the problem, without a file) when the text is not a lint config.
    static std::optional<LintConfig> parse(const QByteArray &yaml, Problem *problem = nullptr);

    // The recipe's own lint key, over this config.
    LintConfig withRecipe(const Recipe &recipe) const;
    // The severity of a check's findings, or nullopt when it is off or ignored.
    std::optional<Problem::Severity> severity(const QString &check, Problem::Severity usual) const;

private:
    void set(const QString &check, const QString &severity);

    QStringList m_ignore;
    QHash<QString, QString> m_severity;
};
