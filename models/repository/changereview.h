// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/recipereview.h"

#include <QList>
#include <QString>

#include <optional>

// What a change does to the recipes of a folder in a git work tree (RecipeReview),
// between a base commit and a head commit or the work tree. The recipes to rank come
// from the caches: the head side's summaries, and the base side is the head's with
// the changed files swapped for their base versions. The changed files of both sides
// are read whole, once each, for their recipes, values and findings (lint with the
// configuration of their folder in the work tree, at the default prices).
class ChangeReview
{
public:
    // nullopt, with why, where RevisionChanges::between fails ("not a git repository:
    // FOLDER", "unknown revision: REV").
    static std::optional<QList<RecipeReview::Entry>> of(const QString &folder, const QString &base, const std::optional<QString> &head,
                                                        QString *why);
};
