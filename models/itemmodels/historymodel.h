// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "repository/recipehistory.h"

#include <QAbstractTableModel>

// The commits that changed a recipe's file (RecipeHistory), newest first: when, who,
// what, the change (a rename names the old path) and the headline figures at each.
class HistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // The figures before author and subject: a long subject does not push them out of view.
    enum Column { Commit, Date, Change, TokensPerSecondPerGpu, UsdPerMillionTokens, Mfu, Author, Subject, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        CommitRole = Qt::UserRole, // the full id
        PathRole,                  // the file's path in that commit
    };
    Q_ENUM(Role)

    explicit HistoryModel(QObject *parent = nullptr);

    void setHistory(const RecipeHistory::Result &history);
    const RecipeHistory::Result &history() const { return m_history; }
    const RecipeHistory::Version &versionAt(int row) const { return m_history.versions.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "renamed from PATH", "added", ...
    static QString changeText(const RecipeHistory::Version &version);
    static bool isFigure(int column);

private:
    QString cellText(const RecipeHistory::Version &version, int column) const;
    QVariant toolTip(const RecipeHistory::Version &version, int column) const;

    RecipeHistory::Result m_history;
};
