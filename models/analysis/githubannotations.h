// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QString>

// A problem as the workflow command a GitHub Actions runner turns into an annotation:
// "::error file=F,line=L,col=C,title=CHECK::MESSAGE" (or ::warning). What a recipe puts
// in the file name or the message is escaped as the runner reads it ('%', CR and LF, and
// in the properties ',' and ':' too), so it can neither end the command nor start another.
class GithubAnnotations
{
public:
    static QString line(const Problem &problem);

private:
    static QString escapedData(const QString &text);
    static QString escapedProperty(const QString &text);
};
