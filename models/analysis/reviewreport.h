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
    // At most maxLength characters (a pull-request comment holds 65,536; 0 for no bound):
    // when the whole does not fit, the summary and every new error first, then the
    // largest moves, and a last line that counts and names what was left out.
    static constexpr qsizetype CommentLength = 65536;
    static QString markdown(const QList<RecipeReview::Entry> &entries, const QString &base, const QString &head,
                            qsizetype maxLength = CommentLength);
    static QJsonArray json(const QList<RecipeReview::Entry> &entries);

    // "3 recipes changed between A and B: 1 added, 2 modified; 1 new finding"
    static QString summary(const QList<RecipeReview::Entry> &entries, const QString &base, const QString &head);
    // Markdown's special characters and HTML's, escaped, and what GitHub would link.
    static QString markdownEscaped(const QString &text);
    // The same inside an HTML block (<summary>), where Markdown's escapes do not count.
    static QString htmlEscaped(const QString &text);

private:
    enum class Context { Markdown, Html };
    // The Markdown's parts, one a recipe in the lists (in the diff's order).
    struct MarkdownParts
    {
        QString top; // the title and the summary
        QStringList errors;
        QStringList rows;
        QStringList details;
        QStringList names;
        QList<double> moves;
    };
    // Room kept for the line that names what was left out.
    static constexpr qsizetype LastLineRoom = 800;
    static QString markdownRow(const RecipeReview::Entry &entry);
    static QStringList newErrors(const QList<RecipeReview::Entry> &entries);
    static double move(const RecipeReview::Entry &entry);
    static QString fitted(const MarkdownParts &parts, qsizetype maxLength);
    static QString leftOut(const MarkdownParts &parts, qsizetype maxLength, int errorsLeft, const QList<qsizetype> &rowsLeft,
                           const QList<qsizetype> &detailsLeft);
    // What a deleted recipe's ranking loses; empty for other changes.
    static QString loss(const RecipeReview::Entry &entry);
    static QString escaped(const QString &text, Context context);
    static QString figureChange(std::optional<double> before, std::optional<double> after);
    static QString placeChange(const RecipeReview::Entry &entry);
    static QString path(const RecipeReview::Entry &entry);
    static QString markdownDetails(const RecipeReview::Entry &entry);
};
