// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/problemlistmodel.h"

#include "analysis/displaytext.h"

ProblemListModel::ProblemListModel(QObject *parent) : QAbstractListModel(parent)
{ }

void ProblemListModel::setProblems(const ProblemGroups &problems)
{
    beginResetModel();
    m_problems = problems;
    endResetModel();
}

int ProblemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_problems.size());
}

QVariant ProblemListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &p = m_problems.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        // One arg() call: a file name holding "%2" is not filled in by a later one.
        return QStringLiteral("%1:%2:%3 %4")
            .arg(DisplayText::line(p.file), QString::number(p.line), QString::number(p.column), DisplayText::visible(p.text()));
    case Qt::ToolTipRole: return DisplayText::toolTip(p.toString());
    case SortRole:
        return QString(p.file + QStringLiteral(":%1:%2").arg(p.line, 8, 10, QLatin1Char(u'0')).arg(p.column, 8, 10, QLatin1Char(u'0')));
    case FileRole: return p.file;
    case LineRole: return p.line;
    case ColumnRole: return p.column;
    case SeverityRole: return p.isError() ? QStringLiteral("error") : QStringLiteral("warning");
    case MessageRole: return p.text();
    default: return {};
    }
}

#include "moc_problemlistmodel.cpp"
