// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/githubannotations.h"

QString GithubAnnotations::line(const Problem &problem)
{
    // Joined, not arg()-ed: an escaped text holds "%2C" and the like.
    QString line = (problem.isError() ? QStringLiteral("::error file=") : QStringLiteral("::warning file=")) + escapedProperty(problem.file)
        + QStringLiteral(",line=") + QString::number(problem.line) + QStringLiteral(",col=") + QString::number(problem.column);
    if (!problem.check.isEmpty())
        line += QStringLiteral(",title=") + escapedProperty(problem.check);
    return line + QStringLiteral("::") + escapedData(problem.message);
}

QString GithubAnnotations::escapedData(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('%'), QStringLiteral("%25"));
    escaped.replace(QLatin1Char('\r'), QStringLiteral("%0D"));
    escaped.replace(QLatin1Char('\n'), QStringLiteral("%0A"));
    return escaped;
}

QString GithubAnnotations::escapedProperty(const QString &text)
{
    auto escaped = escapedData(text);
    escaped.replace(QLatin1Char(':'), QStringLiteral("%3A"));
    escaped.replace(QLatin1Char(','), QStringLiteral("%2C"));
    return escaped;
}
