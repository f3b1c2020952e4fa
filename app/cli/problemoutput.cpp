// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/problemoutput.h"

#include "analysis/githubannotations.h"
#include "analysis/sariflog.h"
#include "analysis/terminalstream.h"
#include "cli/commandoutput.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Cli {

namespace {

QJsonArray problemArray(const ProblemList &problems)
{
    QJsonArray array;
    for (const auto &problem : problems) {
        QJsonObject entry;
        entry.insert(QStringLiteral("file"), problem.file);
        entry.insert(QStringLiteral("line"), problem.line);
        entry.insert(QStringLiteral("column"), problem.column);
        entry.insert(QStringLiteral("severity"), problem.isError() ? QStringLiteral("error") : QStringLiteral("warning"));
        entry.insert(QStringLiteral("check"), problem.check);
        entry.insert(QStringLiteral("message"), problem.message);
        array.append(entry);
    }
    return array;
}

void writeJson(const QJsonDocument &document)
{
    out() << TerminalStream::lines(QString::fromUtf8(document.toJson(QJsonDocument::Indented)));
}

} // namespace

void writeProblems(OutputFormat::Kind format, const ProblemList &problems)
{
    switch (format) {
    case OutputFormat::Kind::Json: writeJson(QJsonDocument(problemArray(problems))); break;
    case OutputFormat::Kind::Sarif: writeJson(QJsonDocument(SarifLog::of(problems, QCoreApplication::applicationVersion()))); break;
    case OutputFormat::Kind::Github:
        for (const auto &problem : problems)
            out() << GithubAnnotations::line(problem) << Qt::endl;
        break;
    default:
        for (const auto &problem : problems)
            out() << problem.toString() << Qt::endl;
    }
    out().flush();
}

} // namespace Cli
