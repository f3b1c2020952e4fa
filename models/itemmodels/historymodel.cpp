// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/historymodel.h"

#include "analysis/displaytext.h"
#include "recipe/recipeformat.h"

HistoryModel::HistoryModel(QObject *parent) : QAbstractTableModel(parent)
{ }

void HistoryModel::setHistory(const RecipeHistory::Result &history)
{
    beginResetModel();
    m_history = history;
    endResetModel();
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_history.versions.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &version = m_history.versions.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return DisplayText::line(cellText(version, index.column()));
    case Qt::ToolTipRole: return toolTip(version, index.column());
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isFigure(index.column()) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    case CommitRole: return version.commit;
    case PathRole: return version.path;
    default: return {};
    }
}

QString HistoryModel::cellText(const RecipeHistory::Version &version, int column) const
{
    const auto &figures = version.figures;
    switch (Column(column)) {
    case Commit: return version.shortCommit;
    case Date: return version.date.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    case Author: return version.author;
    case Subject: return version.subject;
    case Change: return changeText(version);
    case TokensPerSecondPerGpu: return figures ? RecipeFormat::tokensPerSecondShort(figures->tokensPerSecondPerGpu) : QString();
    case UsdPerMillionTokens: return figures ? RecipeFormat::usd(figures->usdPerMillionTokens) : QString();
    case Mfu: return figures ? RecipeFormat::fractionPercent(figures->mfu) : QString();
    case ColumnCount: break;
    }
    return {};
}

QVariant HistoryModel::toolTip(const RecipeHistory::Version &version, int column) const
{
    if (!version.problem.isEmpty() && isFigure(column))
        return DisplayText::toolTip(version.problem);
    if (column == Subject || column == Change || column == Commit)
        return DisplayText::toolTip(QStringList{version.commit, version.subject, version.path}.join(u'\n'));
    return {};
}

bool HistoryModel::isFigure(int column)
{
    return column == TokensPerSecondPerGpu || column == UsdPerMillionTokens || column == Mfu;
}

QString HistoryModel::changeText(const RecipeHistory::Version &version)
{
    switch (version.change) {
    case RecipeHistory::Change::Added: return tr("added");
    case RecipeHistory::Change::Modified: return tr("modified");
    case RecipeHistory::Change::Renamed: return tr("renamed from %1").arg(version.oldPath);
    case RecipeHistory::Change::Copied: return tr("copied from %1").arg(version.oldPath);
    case RecipeHistory::Change::Deleted: return tr("deleted");
    }
    return {};
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Commit: return tr("Commit");
    case Date: return tr("Date");
    case Author: return tr("Author");
    case Subject: return tr("Subject");
    case Change: return tr("Change");
    case TokensPerSecondPerGpu: return tr("Tokens/s per GPU");
    case UsdPerMillionTokens: return tr("$ / 1M tokens");
    case Mfu: return tr("MFU");
    case ColumnCount: break;
    }
    return {};
}

#include "moc_historymodel.cpp"
