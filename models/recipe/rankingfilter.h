// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipe.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <array>

// What the ranking is narrowed to: a model, a GPU type, an author, a status (each
// exact, case-insensitive, empty for all), free text (every word must appear) and,
// in a git work tree, the files changed since the commit checked out and, with a run
// planned, the recipes that fit it.
// One value read by the settings, the filter bar and the ranking proxy; the fields
// are declared here and nowhere else.
class RankingFilter
{
public:
    enum Field { Model, GpuType, Author, Status, Text };
    static constexpr int FieldCount = 5;
    static constexpr std::array<Field, FieldCount> fields() { return {Model, GpuType, Author, Status, Text}; }
    // The choice fields: every field but Text.
    static constexpr std::array<Field, FieldCount - 1> choiceFields() { return {Model, GpuType, Author, Status}; }

    // Stable name of a field, for settings: "model", "gpu", "author", "status", "text".
    static QString key(Field field);

    QString value(Field field) const { return m_values.at(field); }
    void setValue(Field field, const QString &value) { m_values[field] = value; }

    QString model() const { return value(Model); }
    QString gpuType() const { return value(GpuType); }
    QString author() const { return value(Author); }
    QString status() const { return value(Status); }
    QString text() const { return value(Text); }

    // Only the recipes whose file differs from the git commit checked out.
    bool changedOnly() const { return m_changedOnly; }
    void setChangedOnly(bool changedOnly) { m_changedOnly = changedOnly; }
    // Only the recipes that meet the deadline and budget of the run planned (when one is).
    bool fitsPlanOnly() const { return m_fitsPlanOnly; }
    void setFitsPlanOnly(bool fitsPlanOnly) { m_fitsPlanOnly = fitsPlanOnly; }

    bool isEmpty() const;
    // The text filter split into the words that must all appear.
    QStringList words() const;

    // The value of a choice field in a recipe (its model, GPU type, author name or status).
    static QString recipeValue(const Recipe &recipe, Field field);
    // Every value each choice field takes in these recipes, sorted case-insensitively,
    // each once; listing entries add only their GPU type.
    static QMap<Field, QStringList> choices(const QList<Recipe> &recipes, const QList<Recipe> &listings = {});

    friend bool operator==(const RankingFilter &, const RankingFilter &) = default;

private:
    std::array<QString, FieldCount> m_values;
    bool m_changedOnly = false;
    bool m_fitsPlanOnly = false;
};
