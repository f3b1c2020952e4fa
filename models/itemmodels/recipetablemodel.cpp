// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/recipetablemodel.h"

#include "analysis/displaytext.h"
#include "recipe/recipeformat.h"
#include "recipe/recipeschema.h"

#include <QFileInfo>
#include <QTimer>

RecipeTableModel::RecipeTableModel(QObject *parent) : QAbstractTableModel(parent)
{ }

void RecipeTableModel::setRecipes(const QList<Recipe> &recipes)
{
    setRanking(Ranking::rank(recipes));
}

void RecipeTableModel::setRanking(const QList<RankedRecipe> &ranking)
{
    beginResetModel();
    m_rows = ranking;
    forgetKeys();
    m_groupOrder.clear();
    m_groupOrder.reserve(m_rows.size());
    // Made with the ranking (off the UI thread in the window).
    for (const auto &ranked : std::as_const(m_rows))
        m_groupOrder << ranked.groupOrder;
    endResetModel();
}

void RecipeTableModel::setRecipeProblems(const QHash<QString, ProblemList> &problems)
{
    m_problems = problems;
    forgetKeys();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, Checks), index(rowCount() - 1, Checks));
}

void RecipeTableModel::forgetKeys()
{
    m_searchText.clear();
    m_searchTextBuilt = 0;
    m_sortKeys.clear();
    buildSearchTextLater();
}

void RecipeTableModel::buildSearchText(int rows) const
{
    if (m_searchText.size() != m_rows.size())
        m_searchText = QStringList(m_rows.size()), m_searchTextBuilt = 0;
    const int end = std::min(int(m_rows.size()), m_searchTextBuilt + rows);
    for (int r = m_searchTextBuilt; r < end; ++r) {
        QString all;
        for (int column = 0; column < ColumnCount; ++column)
            all += index(r, column).data(Qt::DisplayRole).toString() + u'\n';
        const auto &recipe = m_rows.at(r).recipe;
        // Folded once: a search then compares as it is.
        m_searchText[r] = QString(all + recipe.layout().summary + u'\n' + recipe.gpu().instance).toCaseFolded();
    }
    m_searchTextBuilt = end;
}

void RecipeTableModel::buildSearchTextLater()
{
    // A slice at a time while the window is idle, so the first keystroke finds it made.
    QTimer::singleShot(0, this, [this, rows = m_rows.size()] {
        if (rows != m_rows.size() || m_searchTextBuilt >= m_rows.size())
            return;
        buildSearchText(64);
        buildSearchTextLater();
    });
}

const QString &RecipeTableModel::searchText(int row) const
{
    if (m_searchText.size() != m_rows.size() || row >= m_searchTextBuilt)
        buildSearchText(int(m_rows.size()));
    return m_searchText.at(row);
}

const QVariant &RecipeTableModel::sortKey(int row, int column) const
{
    if (m_sortKeys.size() != ColumnCount)
        m_sortKeys = QList<QList<QVariant>>(ColumnCount);
    auto &keys = m_sortKeys[column];
    if (keys.size() != m_rows.size()) {
        keys = QList<QVariant>(m_rows.size());
        for (int r = 0; r < int(m_rows.size()); ++r) {
            // Text folded once: sorting then compares it as it is, as a case-insensitive sort would.
            auto key = index(r, column).data(SortRole);
            keys[r] = key.userType() == QMetaType::QString ? QVariant(key.toString().toCaseFolded()) : key;
        }
    }
    return keys.at(row);
}

int RecipeTableModel::rowOfFile(const QString &filePath) const
{
    for (qsizetype row = 0; row < m_rows.size(); ++row)
        if (m_rows.at(row).recipe.filePath() == filePath)
            return int(row);
    return -1;
}

int RecipeTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RecipeTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RecipeTableModel::columnTitle(int column)
{
    switch (Column(column)) {
    case Rank: return tr("#");
    case Model: return tr("Model");
    case GpuType: return tr("GPU");
    case Gpus: return tr("GPUs");
    case TokensPerSecondPerGpu: return tr("Tokens/s per GPU");
    case UsdPerMillionTokens: return tr("$ / 1M tokens");
    case Mfu: return tr("MFU");
    case StepTimeCv: return tr("Step-time CV");
    case Layout: return tr("Layout");
    case Highlights: return tr("Highlights");
    case Measured: return tr("Measured");
    case Author: return tr("Author");
    case Status: return tr("Status");
    case Checks: return tr("Checks");
    case GpuHours: return tr("GPU-hours");
    case File: return tr("File");
    case ColumnCount: break;
    }
    return {};
}

QString RecipeTableModel::columnKey(int column)
{
    static const char *const keys[ColumnCount] = {"rank",
                                                  "checks",
                                                  "model",
                                                  "gpu",
                                                  "gpus",
                                                  "tokens_per_s_per_gpu",
                                                  "usd_per_million_tokens",
                                                  "mfu",
                                                  "step_time_cv_percent",
                                                  "layout",
                                                  "highlights",
                                                  "measured",
                                                  "author",
                                                  "status",
                                                  "gpu_hours",
                                                  "file"};
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(keys[column]) : QString();
}

QString RecipeTableModel::columnToolTip(int column)
{
    static const char *const paths[ColumnCount] = {nullptr,
                                                   nullptr,
                                                   "model",
                                                   "gpu.type",
                                                   "gpu.count",
                                                   "result.tokens_per_s_per_gpu",
                                                   "result.usd_per_million_tokens",
                                                   "result.mfu",
                                                   "result.step_time_cv_percent",
                                                   "layout.label",
                                                   "layout.highlights",
                                                   "result.measured",
                                                   "author.name",
                                                   "status",
                                                   "result.gpu_hours",
                                                   nullptr};
    if (column == Rank)
        return tr("Rank among the recipes of the same model on the same GPU type, by tokens/s per GPU");
    if (column == File)
        return tr("The recipe file");
    if (column == Checks)
        return tr("What recipe-explorer lint finds in the recipe: figures, layout and command that disagree");
    if (column < 0 || column >= ColumnCount || !paths[column])
        return {};
    return RecipeSchema::instance().description(QString::fromLatin1(paths[column]));
}

bool RecipeTableModel::isFigure(int column)
{
    switch (column) {
    case Rank:
    case Gpus:
    case TokensPerSecondPerGpu:
    case UsdPerMillionTokens:
    case Mfu:
    case StepTimeCv:
    case GpuHours: return true;
    default: return false;
    }
}

QVariant RecipeTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &row = m_rows.at(index.row());
    const auto &r = row.recipe;
    const int column = index.column();
    switch (role) {
    case RecipeRole: return QVariant::fromValue(r);
    case FilePathRole: return r.filePath();
    case RankRole: return row.rank;
    case ModelRole: return r.model();
    case GpuTypeRole: return r.gpuType();
    case StatusRole: return r.status();
    case GroupOrderRole: return m_groupOrder.at(index.row());
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isFigure(column) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    case ListingRole: return r.isListing();
    case Qt::ToolTipRole: return toolTip(r, column);
    case RecordedTextRole: return recordedText(row, column);
    case PlainTextRole: return plainText(row, column);
    case ValueRole: return typedValue(row, column);
    case ProblemCountRole: return int(m_problems.value(r.filePath()).size());
    case HasErrorsRole: return hasErrors(m_problems.value(r.filePath()));
    case SortRole: return sortValue(row, column);
    case Qt::DisplayRole: return displayText(row, column);
    default: return {};
    }
}

QVariant RecipeTableModel::toolTip(const Recipe &r, int column) const
{
    if (column == Checks) {
        QStringList lines;
        for (const auto &problem : m_problems.value(r.filePath()))
            lines << tr("line %1: %2").arg(problem.line).arg(problem.text());
        return DisplayText::toolTip(lines.join(u'\n'));
    }
    if (r.isListing())
        return DisplayText::toolTip(tr("Listing only: figures from %1. The recipe behind them is not published.").arg(r.listingSource()));
    if (column == Layout)
        return DisplayText::toolTip(r.layout().summary);
    if (column == File)
        return DisplayText::toolTip(r.filePath());
    return {};
}

QVariant RecipeTableModel::recordedText(const RankedRecipe &row, int column) const
{
    if (column == TokensPerSecondPerGpu)
        return RecipeFormat::tokensPerSecond(row.recipe.tokensPerSecondPerGpu());
    return displayText(row, column);
}

QVariant RecipeTableModel::plainText(const RankedRecipe &row, int column) const
{
    const auto value = typedValue(row, column);
    if (value.typeId() == QMetaType::Double)
        return RecipeFormat::plain(value.toDouble());
    return value.isNull() ? QString() : value.toString();
}

QVariant RecipeTableModel::typedValue(const RankedRecipe &row, int column) const
{
    const auto &r = row.recipe;
    switch (Column(column)) {
    case Rank: return row.rank;
    case Gpus: return r.gpuCount();
    case Layout: return r.isListing() ? QVariant() : QVariant(r.layoutLabel());
    case Highlights: return r.isListing() ? QVariant() : QVariant(r.layout().highlights);
    case Status: return r.status();
    default: return sortValue(row, column);
    }
}

// Figures as numbers, null when absent; other columns as their text.
QVariant RecipeTableModel::sortValue(const RankedRecipe &row, int column) const
{
    const auto &r = row.recipe;
    const auto &result = r.result();
    switch (Column(column)) {
    case Rank: return row.rank;
    case Checks: return int(m_problems.value(r.filePath()).size());
    case Gpus: return r.gpuCount();
    case TokensPerSecondPerGpu: return r.tokensPerSecondPerGpu();
    case UsdPerMillionTokens: return result.usdPerMillionTokens ? QVariant(*result.usdPerMillionTokens) : QVariant();
    case Mfu: return result.mfu ? QVariant(*result.mfu) : QVariant();
    case StepTimeCv: return result.stepTimeCvPercent ? QVariant(*result.stepTimeCvPercent) : QVariant();
    case GpuHours: return result.gpuHours ? QVariant(*result.gpuHours) : QVariant();
    default: return displayText(row, column);
    }
}

QVariant RecipeTableModel::displayText(const RankedRecipe &row, int column) const
{
    const auto &r = row.recipe;
    const auto &result = r.result();
    switch (Column(column)) {
    case Rank: return QStringLiteral("#%1").arg(row.rank);
    case Model: return r.model();
    case GpuType: return r.gpuType();
    case Gpus: return RecipeFormat::integer(r.gpuCount());
    case TokensPerSecondPerGpu: return RecipeFormat::tokensPerSecondShort(r.tokensPerSecondPerGpu());
    case UsdPerMillionTokens: return RecipeFormat::usd(result.usdPerMillionTokens);
    case Mfu: return RecipeFormat::fractionPercent(result.mfu);
    case StepTimeCv: return RecipeFormat::percent(result.stepTimeCvPercent);
    case Layout: return r.isListing() ? QStringLiteral("—") : r.layoutLabel();
    case Highlights: return r.isListing() ? tr("listing only") : r.layout().highlights;
    case Measured: return result.measured;
    case Author: return r.author().name;
    case Status: return r.isListing() ? tr("listing only") : r.status();
    case Checks: return checksBadge(m_problems.value(r.filePath()));
    case GpuHours: return result.gpuHours ? RecipeFormat::plain(*result.gpuHours) : QString();
    case File: return r.filePath();
    case ColumnCount: break;
    }
    return {};
}

// "✖ 2" when a problem is an error, "⚠ 2" when all are warnings, nothing when there are none.
QString RecipeTableModel::checksBadge(const ProblemList &problems)
{
    return problems.isEmpty() ? QString() : (hasErrors(problems) ? QStringLiteral("✖ %1") : QStringLiteral("⚠ %1")).arg(problems.size());
}

QVariant RecipeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole)
        return columnTitle(section);
    if (role == Qt::ToolTipRole)
        return columnToolTip(section);
    if (role == ColumnKeyRole)
        return columnKey(section);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(isFigure(section) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    return {};
}

#include "moc_recipetablemodel.cpp"
