// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/commandflagmodel.h"

#include "analysis/commandflagfields.h"
#include "analysis/displaytext.h"
#include "recipe/recipeschema.h"

CommandFlagModel::CommandFlagModel(QObject *parent) : QAbstractTableModel(parent)
{ }

void CommandFlagModel::setRecipe(const Recipe &recipe)
{
    beginResetModel();
    m_recipe = recipe;
    m_command = ShellCommand::parse(recipe.run());
    endResetModel();
}

int CommandFlagModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_command.flags().size());
}

int CommandFlagModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CommandFlagModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &flag = m_command.flags().at(index.row());
    const auto field = CommandFlagFields::fieldFor(flag.name);
    const auto recorded = field.isEmpty() ? QString() : CommandFlagFields::fieldValue(m_recipe, field);
    const bool agrees = CommandFlagFields::agrees(m_recipe, flag);
    switch (role) {
    case Qt::DisplayRole: return DisplayText::line(data(index, SortRole).toString());
    case SortRole:
        switch (Column(index.column())) {
        case Flag: return flag.name;
        case Value: return flag.hasValue ? flag.value : QString();
        case Field: return field;
        case FieldValue: return recorded;
        case ColumnCount: break;
        }
        return {};
    case Qt::ToolTipRole:
        if (!field.isEmpty())
            return DisplayText::toolTip(
                RecipeSchema::instance().description(field)
                + (agrees ? QString()
                          : tr("\nThe recipe says %1; the command says %2.").arg(recorded, flag.hasValue ? flag.value : tr("on"))));
        return DisplayText::toolTip(tr("Line %1 of the command").arg(flag.line));
    case LineRole: return flag.line;
    case AgreesRole: return agrees;
    default: return {};
    }
}

QVariant CommandFlagModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Flag: return tr("Flag");
    case Value: return tr("Value");
    case Field: return tr("Recipe field");
    case FieldValue: return tr("In the recipe");
    default: return {};
    }
}

#include "moc_commandflagmodel.cpp"
