// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

// Problems as a SARIF 2.1.0 log, the format code-scanning services read: one run of the
// program, a rule for each lint check (its id, summary and severity) and one for what
// reading and the schema find ("recipe-invalid"), and a result for each problem with
// the file's URI (a relative path stays relative), line and column (in characters).
class SarifLog
{
public:
    static constexpr auto InvalidRecipeRule = "recipe-invalid";

    static QJsonObject of(const ProblemList &problems, const QString &toolVersion);
    // A file's path as a URI reference: relative paths stay relative, reserved characters
    // ('#', '?', '%', spaces, ...) are percent-encoded, an absolute path is a file: URI.
    static QString fileUri(const QString &path);

private:
    static QJsonArray rules();
    static QJsonObject result(const Problem &problem, const QHash<QString, int> &ruleIndexes);
};
