// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/fieldchanges.h"
#include "recipe/problem.h"
#include "recipe/recipe.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

// What a change to a collection of recipes does, recipe by recipe: for each file added,
// deleted, renamed or modified between a base and a head (a rename only when the
// recipe still describes the same model on the same GPU type; otherwise the file
// the base had is deleted and another added), the fields that changed (old
// and new), the headline figures before and after, the recipe's place in its model and
// GPU type's ranking before and after, and the findings (validation and lint) the head
// has that the base had not (compared by severity, check and message, so a finding
// that only moved lines is not new).
class RecipeReview
{
public:
    enum class Kind { Added, Deleted, Renamed, Modified };
    struct Change
    {
        Kind kind = Kind::Modified;
        QString basePath; // as the base side's recipes name it; empty when added
        QString headPath; // empty when deleted
    };
    // One side: every recipe of the collection (to rank), and each changed file's
    // findings and values (FieldChanges::valuesOf).
    struct Side
    {
        QList<Recipe> recipes;
        QHash<QString, ProblemList> findings;
        QHash<QString, FieldChanges::Values> values;
    };
    struct Place
    {
        int rank = 0;
        int of = 0;    // recipes in its model and GPU type
        QString group; // "Qwen3-32B on H200"
        QString model;
        QString gpuType;
    };
    struct Entry
    {
        Change change;
        std::optional<Recipe::Result> before;
        std::optional<Recipe::Result> after;
        std::optional<Place> placeBefore;
        std::optional<Place> placeAfter;
        QList<FieldChanges::Change> fields; // every value that differs, both sides loaded
        ProblemList newFindings;
        bool loadsBefore = false;
        bool loadsAfter = false;
    };

    static QList<Entry> of(const Side &base, const Side &head, const QList<Change> &changes);
    static QString kindName(Kind kind); // "added", "deleted", "modified", "renamed"
    // The letter git diff --name-status gives: A, D, M, R.
    static QString statusLetter(Kind kind);
    // Whether the head brings a finding of at least this severity.
    static bool addsFindings(const QList<Entry> &entries, Problem::Severity atLeast);
};
