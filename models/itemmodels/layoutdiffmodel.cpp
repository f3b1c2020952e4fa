// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/layoutdiffmodel.h"

#include "analysis/displaytext.h"
#include "recipe/recipeformat.h"

LayoutDiffModel::LayoutDiffModel(QObject *parent) : QAbstractTableModel(parent)
{ }

void LayoutDiffModel::setRecipes(const Recipe &a, const Recipe &b)
{
    m_diff = LayoutDiff::compare(a, b);
    refill();
}

void LayoutDiffModel::setOnlyDifferences(bool only)
{
    if (m_only == only)
        return;
    m_only = only;
    refill();
}

void LayoutDiffModel::refill()
{
    beginResetModel();
    m_rows = m_only ? m_diff.differences() : m_diff.rows();
    endResetModel();
}

int LayoutDiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LayoutDiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LayoutDiffModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &row = m_rows.at(index.row());
    const auto kind = !row.differs ? Same : row.a.isNull() ? Added : row.b.isNull() ? Removed : Changed;
    switch (role) {
    case Qt::ToolTipRole: return DisplayText::toolTip(data(index, Qt::DisplayRole).toString());
    case Qt::DisplayRole:
    case SortRole:
        switch (Column(index.column())) {
        case Section: return LayoutDiff::sectionName(row.section);
        case Field: return role == SortRole ? row.name : DisplayText::line(row.name);
        case A: return role == SortRole ? row.aText() : DisplayText::line(row.aText());
        case B: return role == SortRole ? row.bText() : DisplayText::line(row.bText());
        case Change:
            if (!row.changePercent || !row.differs)
                return {};
            if (role == SortRole)
                return *row.changePercent;
            return QStringLiteral("%1%2%").arg(*row.changePercent >= 0 ? QStringLiteral("+") : QString(),
                                               RecipeFormat::decimal(*row.changePercent, 1));
        case ColumnCount: break;
        }
        return {};
    case DiffersRole: return row.differs;
    case BetterRole: return row.better ? QVariant(*row.better) : QVariant();
    case KindRole: return kind;
    default: return {};
    }
}

QVariant LayoutDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Section: return tr("Section");
    case Field: return tr("Field or flag");
    case A: return tr("A");
    case B: return tr("B");
    case Change: return tr("Change");
    default: return {};
    }
}

#include "moc_layoutdiffmodel.cpp"
