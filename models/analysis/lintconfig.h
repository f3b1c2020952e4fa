// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/recipe.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

// Which lint checks run and how severe their findings are: a folder's
// .recipe-lint.yaml (the nearest one above the recipe, up to the folder opened), then
// the recipe's own lint key.
//   ignore: [figures-cost]
//   severity: {figures-gpu-hours: error, layout-summary: off}
class LintConfig
{
public:
    static constexpr auto FileName = ".recipe-lint.yaml";
    // A larger file is refused, as a problem: a config is a few lines.
    static constexpr qint64 MaxBytes = 64 * 1024;

    // Reads the config of the folder a recipe file is in, or of the nearest folder
    // above (as nearestFile() finds it); a config that does not read is a problem at
    // its line and column.
    static LintConfig forFile(const QString &recipeFile, std::optional<Problem> *problem = nullptr, const QStringList &opened = {});
    // The opened paths (files and folders) as the folders they are or are in, absolute
    // and clean: looked at once (a stat each), then found by a hash for every recipe.
    struct OpenedFolders
    {
        QSet<QString> folders;
    };
    static OpenedFolders openedFolders(const QStringList &opened);
    static LintConfig forFile(const QString &recipeFile, std::optional<Problem> *problem, const OpenedFolders &opened);
    // The config file that counts for the recipes of a folder, or empty: the nearest in
    // it or above, up to the folder of the opened paths (files and folders) it is in, or
    // to the root of its repository (a folder holding .git) when that is above; with
    // neither, up to the home folder. Never above the home folder, and never in a
    // folder or a file of another user, or one its group or others may write to (as
    // /tmp): nobody else may switch a check off.
    static QString nearestFile(const QString &folder, const QStringList &opened = {});
    static QString nearestFile(const QString &folder, const OpenedFolders &opened);
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
