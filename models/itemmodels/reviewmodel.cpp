// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/reviewmodel.h"

#include "analysis/displaytext.h"
#include "recipe/recipeformat.h"

#include <QDir>
#include <QFileInfo>

namespace {

using Entry = RecipeReview::Entry;
using Figure = std::optional<double> (*)(const Recipe::Result &);

std::optional<double> figure(const std::optional<Recipe::Result> &result, Figure of)
{
    return result ? of(*result) : std::nullopt;
}

std::optional<double> tokens(const Recipe::Result &r)
{
    return r.tokensPerSecondPerGpu;
}
std::optional<double> cost(const Recipe::Result &r)
{
    return r.usdPerMillionTokens;
}
std::optional<double> mfu(const Recipe::Result &r)
{
    return r.mfu;
}

QString placeText(const std::optional<RecipeReview::Place> &place)
{
    return place ? ReviewModel::tr("%1 of %2").arg(place->rank).arg(place->of) : QStringLiteral("–");
}

QString fieldLine(const FieldChanges::Change &field)
{
    const auto absent = ReviewModel::tr("(absent)");
    return QStringLiteral("%1: %2 → %3").arg(field.path, field.before.value_or(absent), field.after.value_or(absent));
}

} // namespace

ReviewModel::ReviewModel(QObject *parent) : QAbstractTableModel(parent)
{ }

void ReviewModel::setEntries(const QList<RecipeReview::Entry> &entries, const QString &folder)
{
    beginResetModel();
    m_entries = entries;
    m_folder = folder;
    endResetModel();
}

QString ReviewModel::shown(const QString &path) const
{
    return m_folder.isEmpty() ? path : QDir(QFileInfo(m_folder).absoluteFilePath()).relativeFilePath(QFileInfo(path).absoluteFilePath());
}

int ReviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ReviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return DisplayText::line(cellText(entry, index.column()));
    case Qt::ToolTipRole: return toolTip(entry, index.column());
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(index.column() >= TokensPerSecondPerGpu && index.column() <= NewFindings
                                       ? Qt::AlignRight | Qt::AlignVCenter
                                       : Qt::AlignLeft | Qt::AlignVCenter);
    case BasePathRole: return entry.change.basePath;
    case HeadPathRole: return entry.change.headPath;
    case KindRole: return int(entry.change.kind);
    default: return {};
    }
}

QString ReviewModel::cellText(const Entry &entry, int column) const
{
    const auto &c = entry.change;
    switch (Column(column)) {
    case Change: return kindText(c.kind);
    case File:
        return c.kind == RecipeReview::Kind::Renamed ? QStringLiteral("%1 → %2").arg(shown(c.basePath), shown(c.headPath))
                                                     : shown(c.headPath.isEmpty() ? c.basePath : c.headPath);
    case Place: {
        const auto &place = entry.placeAfter ? entry.placeAfter : entry.placeBefore;
        if (!place)
            return {};
        return QStringLiteral("%1: %2 → %3")
            .arg(tr("%1 on %2").arg(place->model, place->gpuType), placeText(entry.placeBefore), placeText(entry.placeAfter));
    }
    case TokensPerSecondPerGpu:
        return figureChange(figure(entry.before, tokens), figure(entry.after, tokens), &RecipeFormat::tokensPerSecondShort);
    case UsdPerMillionTokens:
        return figureChange(figure(entry.before, cost), figure(entry.after, cost), [](double v) { return RecipeFormat::usd(v); });
    case Mfu:
        return figureChange(figure(entry.before, mfu), figure(entry.after, mfu), [](double v) { return RecipeFormat::fractionPercent(v); });
    case Values: return entry.fields.isEmpty() ? QString() : QString::number(entry.fields.size());
    case NewFindings: return entry.newFindings.isEmpty() ? QString() : QString::number(entry.newFindings.size());
    case ColumnCount: break;
    }
    return {};
}

QVariant ReviewModel::toolTip(const Entry &entry, int column) const
{
    QStringList lines;
    if (column == Values)
        for (const auto &field : entry.fields)
            lines << fieldLine(field);
    else if (column == NewFindings)
        for (const auto &problem : entry.newFindings)
            lines << QStringLiteral("%1:%2: %3").arg(problem.line).arg(problem.column).arg(problem.text());
    else if (column == File)
        for (const auto &path : {entry.change.basePath, entry.change.headPath})
            if (!path.isEmpty() && !lines.contains(path))
                lines << path;
    if (lines.isEmpty())
        return {};
    return DisplayText::toolTip(lines.join(u'\n'));
}

QString ReviewModel::figureChange(std::optional<double> before, std::optional<double> after, const std::function<QString(double)> &format)
{
    const auto text = [&format](std::optional<double> value) { return value ? format(*value) : QStringLiteral("–"); };
    if (!before && !after)
        return {};
    if (before && after && *before == *after)
        return text(after);
    if (before && after && *before != 0)
        return QStringLiteral("%1 → %2 (%3)")
            .arg(text(before), text(after),
                 (*after > *before ? QStringLiteral("+") : QString()) + RecipeFormat::decimal((*after - *before) / *before * 100, 1)
                     + u'%');
    return QStringLiteral("%1 → %2").arg(text(before), text(after));
}

QString ReviewModel::kindText(RecipeReview::Kind kind)
{
    switch (kind) {
    case RecipeReview::Kind::Added: return tr("added");
    case RecipeReview::Kind::Deleted: return tr("deleted");
    case RecipeReview::Kind::Modified: return tr("modified");
    case RecipeReview::Kind::Renamed: return tr("renamed");
    }
    return {};
}

QVariant ReviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Change: return tr("Change");
    case File: return tr("Recipe");
    case Place: return tr("Rank before → after");
    case TokensPerSecondPerGpu: return tr("Tokens/s per GPU");
    case UsdPerMillionTokens: return tr("$ / 1M tokens");
    case Mfu: return tr("MFU");
    case Values: return tr("Values changed");
    case NewFindings: return tr("New findings");
    case ColumnCount: break;
    }
    return {};
}

#include "moc_reviewmodel.cpp"
