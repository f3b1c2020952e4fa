// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/recipereview.h"

#include <QJsonArray>
#include <QString>

// A review of a change (RecipeReview) as plain text, as Markdown to paste into a
// pull-request comment (a summary table first, each recipe's details folded), or as
// JSON. Recipe text in Markdown is escaped so that it shows as written and makes no
// markup, link or HTML of its own; text and JSON leave that to their writers.
class ReviewReport
{
public:
    // base and head: what was compared ("HEAD~2", "the work tree").
    static QString text(const QList<RecipeReview::Entry> &entries, const QString &base, const QString &head);
    static QString markdown(const QList<RecipeReview::Entry> &entries, const QString &base, const QString &head);
    static QJsonArray json(const QList<RecipeReview::Entry> &entries);

    // "3 recipes changed between A and B: 1 added, 2 modified; 1 new finding"
    static QString summary(const QList<RecipeReview::Entry> &entries, const QString &base, const QString &head);
    // Markdown's special characters and HTML's, escaped, and what GitHub would link.
    static QString markdownEscaped(const QString &text);
    // The same inside an HTML block (<summary>), where Markdown's escapes do not count.
    static QString htmlEscaped(const QString &text);

private:
    enum class Context { Markdown, Html };
    static QString escaped(const QString &text, Context context);
    static QString figureChange(std::optional<double> before, std::optional<double> after);
    static QString placeChange(const RecipeReview::Entry &entry);
    static QString path(const RecipeReview::Entry &entry);
    static QString markdownDetails(const RecipeReview::Entry &entry);
};
