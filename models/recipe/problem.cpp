// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/problem.h"

#include <algorithm>

QString Problem::text() const
{
    return check.isEmpty() ? message : message + QStringLiteral(" [") + check + u']';
}

QString Problem::toString() const
{
    const auto kind = severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
    return file + u':' + QString::number(line) + u':' + QString::number(column) + u": " + kind + u": " + text();
}

bool hasErrors(const ProblemList &problems)
{
    return std::any_of(problems.cbegin(), problems.cend(), [](const Problem &p) { return p.isError(); });
}
