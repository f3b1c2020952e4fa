// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/planranking.h"

#include <QAbstractTableModel>

// One row per recipe with what a planned run would take on it (PlanRanking), formatted
// for reading (DisplayRole) and raw for machines (PlainTextRole, ValueRole).
class PlanTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Rank,
        Model,
        GpuType,
        Gpus,
        Extrapolated, // the GPU count the plan scales from, when it scales
        TokensPerSecondPerGpu,
        TimeToTrain,
        GpuHours,
        CostToTrain,
        UsdPerGpuHour,
        Energy,
        ReproduceCost,
        Fits,
        File,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole, // numbers; null when not known
        PlainTextRole,           // plain numbers ("657.5531", "998665.2"), empty when not known
        ValueRole,               // int, double, bool, text, or null when not known
        ColumnKeyRole,           // in headerData: the column's stable key, "days"
        FilePathRole,
    };
    Q_ENUM(Role)

    explicit PlanTableModel(QObject *parent = nullptr);

    void setRows(const QList<PlannedRecipe> &rows);
    const PlannedRecipe &rowAt(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString columnTitle(int column);
    static QString columnKey(int column);
    static QString columnToolTip(int column);
    static bool isFigure(int column);

    // What a cell holds (ValueRole) and shows (DisplayRole): callable on any thread.
    static QVariant typedValue(const PlannedRecipe &row, int column);
    static QString displayText(const PlannedRecipe &row, int column);

private:
    static QVariant toolTip(const PlannedRecipe &row, int column);

    QList<PlannedRecipe> m_rows;
};
