// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/shellcommand.h"
#include "recipe/recipe.h"

#include <QAbstractTableModel>

// The flags of a recipe's command as a table: flag, value, line, and where a recipe
// field says the same thing (--tensor-model-parallel-size and layout.tp), that field,
// its value in the recipe and whether the two agree.
class CommandFlagModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Flag, Value, Field, FieldValue, ColumnCount };
    Q_ENUM(Column)
    enum Role { SortRole = Qt::UserRole, LineRole, AgreesRole };
    Q_ENUM(Role)

    explicit CommandFlagModel(QObject *parent = nullptr);

    void setRecipe(const Recipe &recipe);
    const ShellCommand &command() const { return m_command; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Recipe m_recipe;
    ShellCommand m_command;
};
