// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problemgroups.h"

#include <QAbstractListModel>

// The problems of the open files, one row each, as FILE:LINE:COL message.
class ProblemListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole, FileRole, LineRole, ColumnRole, SeverityRole, MessageRole };
    Q_ENUM(Role)

    explicit ProblemListModel(QObject *parent = nullptr);

    void setProblems(const ProblemGroups &problems);
    void setProblems(const ProblemList &problems) { setProblems(ProblemGroups(problems)); }
    const Problem &problemAt(int row) const { return m_problems.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    ProblemGroups m_problems;
};
