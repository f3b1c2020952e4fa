// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/sariflog.h"

#include "analysis/recipelint.h"

#include <QDir>
#include <QJsonArray>
#include <QUrl>

namespace {

QString level(Problem::Severity severity)
{
    return severity == Problem::Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
}

QJsonObject text(const QString &words)
{
    return {{QStringLiteral("text"), words}};
}

QJsonObject rule(const QString &id, const QString &summary, Problem::Severity severity)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("shortDescription"), text(summary)},
            {QStringLiteral("defaultConfiguration"), QJsonObject{{QStringLiteral("level"), level(severity)}}}};
}

} // namespace

QJsonObject SarifLog::of(const ProblemList &problems, const QString &toolVersion)
{
    const auto ruleList = rules();
    QHash<QString, int> ruleIndexes;
    for (qsizetype i = 0; i < ruleList.size(); ++i)
        ruleIndexes.insert(ruleList.at(i).toObject().value(QStringLiteral("id")).toString(), int(i));
    QJsonArray results;
    for (const auto &problem : problems)
        results.append(result(problem, ruleIndexes));
    const QJsonObject driver{{QStringLiteral("name"), QStringLiteral("Recipe Explorer")},
                             {QStringLiteral("version"), toolVersion},
                             {QStringLiteral("informationUri"), QStringLiteral("https://openrecipes.dev")},
                             {QStringLiteral("rules"), ruleList}};
    const QJsonObject run{{QStringLiteral("tool"), QJsonObject{{QStringLiteral("driver"), driver}}},
                          {QStringLiteral("columnKind"), QStringLiteral("unicodeCodePoints")},
                          {QStringLiteral("results"), results}};
    return {{QStringLiteral("$schema"), QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json")},
            {QStringLiteral("version"), QStringLiteral("2.1.0")},
            {QStringLiteral("runs"), QJsonArray{run}}};
}

QString SarifLog::fileUri(const QString &path)
{
    if (QDir::isAbsolutePath(path))
        return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded);
    QUrl url;
    // A first segment with a ':' would read as a scheme; "./" keeps it a path.
    const auto firstSegment = path.section(QLatin1Char('/'), 0, 0);
    url.setPath(firstSegment.contains(QLatin1Char(':')) ? QStringLiteral("./") + path : path, QUrl::DecodedMode);
    return url.toString(QUrl::FullyEncoded);
}

QJsonArray SarifLog::rules()
{
    QJsonArray list{rule(QString::fromLatin1(InvalidRecipeRule),
                         QStringLiteral("The file does not read as YAML or does not follow the recipe schema."), Problem::Severity::Error)};
    for (const auto &check : RecipeLint::checks())
        list.append(rule(check.id, check.summary, check.severity));
    return list;
}

QJsonObject SarifLog::result(const Problem &problem, const QHash<QString, int> &ruleIndexes)
{
    const auto id = problem.check.isEmpty() ? QString::fromLatin1(InvalidRecipeRule) : problem.check;
    const QJsonObject region{{QStringLiteral("startLine"), std::max(problem.line, 1)},
                             {QStringLiteral("startColumn"), std::max(problem.column, 1)}};
    const QJsonObject physical{{QStringLiteral("artifactLocation"), QJsonObject{{QStringLiteral("uri"), fileUri(problem.file)}}},
                               {QStringLiteral("region"), region}};
    QJsonObject entry{{QStringLiteral("ruleId"), id},
                      {QStringLiteral("level"), level(problem.severity)},
                      {QStringLiteral("message"), text(problem.message)},
                      {QStringLiteral("locations"), QJsonArray{QJsonObject{{QStringLiteral("physicalLocation"), physical}}}}};
    if (const auto index = ruleIndexes.constFind(id); index != ruleIndexes.cend())
        entry.insert(QStringLiteral("ruleIndex"), *index);
    return entry;
}
