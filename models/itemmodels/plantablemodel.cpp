// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/plantablemodel.h"

#include "analysis/displaytext.h"
#include "analysis/plantext.h"
#include "recipe/recipeformat.h"

#include <cmath>

namespace {
QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}
} // namespace

PlanTableModel::PlanTableModel(QObject *parent) : QAbstractTableModel(parent)
{ }

void PlanTableModel::setRows(const QList<PlannedRecipe> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PlanTableModel::columnTitle(int column)
{
    switch (Column(column)) {
    case Rank: return tr("#");
    case Model: return tr("Model");
    case GpuType: return tr("GPU");
    case Gpus: return tr("GPUs");
    case Extrapolated: return tr("Scaled from");
    case TokensPerSecondPerGpu: return tr("Tokens/s per GPU");
    case TimeToTrain: return tr("Time to train");
    case GpuHours: return tr("GPU-hours");
    case CostToTrain: return tr("Cost to train");
    case UsdPerGpuHour: return tr("$ / GPU-hour");
    case Energy: return tr("Energy");
    case ReproduceCost: return tr("Cost of the measured run");
    case Fits: return tr("Fits the plan");
    case File: return tr("File");
    case ColumnCount: break;
    }
    return {};
}

QString PlanTableModel::columnKey(int column)
{
    static const char *const keys[ColumnCount] = {"rank",
                                                  "model",
                                                  "gpu",
                                                  "gpus",
                                                  "scaled_from_gpus",
                                                  "tokens_per_s_per_gpu",
                                                  "days",
                                                  "gpu_hours",
                                                  "cost_usd",
                                                  "usd_per_gpu_hour",
                                                  "energy_kwh",
                                                  "reproduce_usd",
                                                  "fits",
                                                  "file"};
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(keys[column]) : QString();
}

QString PlanTableModel::columnToolTip(int column)
{
    switch (Column(column)) {
    case Rank: return tr("Place among the recipes of the same model: those that fit the plan first, then by cost");
    case Gpus: return tr("The GPUs the run is planned on: the recipe's own, or the plan's");
    case Extrapolated:
        return tr("The recipe's own GPU count, when the plan scales it to another: its tokens/s per GPU held, an extrapolation");
    case TimeToTrain: return tr("Wall-clock time to train the plan's tokens: tokens / (tokens/s per GPU x GPUs)");
    case GpuHours: return tr("GPU-hours to train the plan's tokens");
    case CostToTrain: return tr("GPU-hours to train the plan's tokens at the price of the GPU type");
    case UsdPerGpuHour: return tr("The price of the GPU type per GPU-hour, from the price table");
    case Energy: return tr("An estimate: GPU-hours at the GPU type's board power, the GPUs alone");
    case ReproduceCost: return tr("The recipe's own measured run (its gpu_hours) at the price of the GPU type");
    case Fits: return tr("Whether the run meets the plan's deadline and budget");
    default: return {};
    }
}

bool PlanTableModel::isFigure(int column)
{
    return column != Model && column != GpuType && column != Fits && column != File;
}

QVariant PlanTableModel::typedValue(const PlannedRecipe &row, int column)
{
    const auto &f = row.figures;
    const bool known = f.hasThroughput;
    switch (Column(column)) {
    case Rank: return row.rank;
    case Model: return row.recipe.model();
    case GpuType: return row.recipe.gpuType();
    case Gpus: return f.gpus;
    case Extrapolated: return f.extrapolated ? QVariant(row.recipe.gpuCount()) : QVariant();
    case TokensPerSecondPerGpu: return known ? QVariant(row.recipe.tokensPerSecondPerGpu()) : QVariant();
    case TimeToTrain: return known ? QVariant(f.days()) : QVariant();
    case GpuHours: return known ? QVariant(f.gpuHours) : QVariant();
    case CostToTrain: return known ? optional(f.costUsd) : QVariant();
    case UsdPerGpuHour: return optional(f.usdPerGpuHour);
    case Energy: return known ? optional(f.energyKwh) : QVariant();
    case ReproduceCost: return optional(f.reproduceUsd);
    case Fits: return f.fits();
    case File: return row.recipe.filePath();
    case ColumnCount: break;
    }
    return {};
}

QString PlanTableModel::displayText(const PlannedRecipe &row, int column)
{
    const auto &f = row.figures;
    const auto value = typedValue(row, column);
    if (value.isNull())
        return column == TimeToTrain ? tr("no throughput") : QString();
    switch (Column(column)) {
    case Rank: return QStringLiteral("#%1").arg(row.rank);
    case TokensPerSecondPerGpu: return RecipeFormat::tokensPerSecond(value.toDouble());
    case TimeToTrain: return PlanText::duration(f.seconds);
    case GpuHours: return RecipeFormat::integer(std::llround(f.gpuHours));
    case CostToTrain:
    case ReproduceCost: return RecipeFormat::usdWhole(value.toDouble());
    case UsdPerGpuHour: return RecipeFormat::usd(value.toDouble());
    case Energy: return PlanText::energy(value.toDouble());
    case Fits: return f.fits() ? tr("yes") : PlanText::misfit(f);
    default: return value.toString();
    }
}

QVariant PlanTableModel::toolTip(const PlannedRecipe &row, int column)
{
    const auto &f = row.figures;
    if (column == Energy && f.boardWatts)
        return tr("%1 W per GPU, the board power of the GPU type").arg(RecipeFormat::integer(std::llround(*f.boardWatts)));
    if (column == Gpus && f.extrapolated)
        return tr("Scaled from the recipe's %1 GPUs, its tokens/s per GPU held").arg(row.recipe.gpuCount());
    if (column == File)
        return DisplayText::toolTip(row.recipe.filePath());
    return {};
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &row = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: return DisplayText::line(displayText(row, column));
    case Qt::ToolTipRole: return toolTip(row, column);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isFigure(column) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    case SortRole:
    case ValueRole: return typedValue(row, column);
    case PlainTextRole: {
        const auto value = typedValue(row, column);
        if (value.typeId() == QMetaType::Double)
            return RecipeFormat::plain(value.toDouble());
        if (value.typeId() == QMetaType::Bool)
            return value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
        return value.isNull() ? QString() : value.toString();
    }
    case FilePathRole: return row.recipe.filePath();
    default: return {};
    }
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (role) {
    case Qt::DisplayRole: return columnTitle(section);
    case Qt::ToolTipRole: return columnToolTip(section);
    case ColumnKeyRole: return columnKey(section);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isFigure(section) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    default: return {};
    }
}
