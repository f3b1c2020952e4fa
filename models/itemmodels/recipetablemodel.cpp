// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/recipetablemodel.h"

#include "analysis/displaytext.h"
#include "itemmodels/plantablemodel.h"
#include "recipe/backgroundpriority.h"
#include "recipe/recipeformat.h"
#include "recipe/recipeschema.h"

#include <QFileInfo>
#include <QThread>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

RecipeTableModel::RecipeTableModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_keysPool.setMaxThreadCount(1);
    m_slicePool.setMaxThreadCount(QThread::idealThreadCount());
    connect(&m_keysWatcher, &QFutureWatcherBase::finished, this, &RecipeTableModel::keysBuilt);
}

RecipeTableModel::~RecipeTableModel()
{
    ++m_keysGeneration; // a build under way stops
    m_keysPool.waitForDone();
}

void RecipeTableModel::setRecipes(const QList<Recipe> &recipes)
{
    setRanking(Ranking::rank(recipes));
}

void RecipeTableModel::setRanking(const QList<RankedRecipe> &ranking)
{
    beginResetModel();
    m_rows = ranking;
    m_fits.clear();
    forgetKeys();
    endResetModel();
}

void RecipeTableModel::setRecipeProblems(const QHash<QString, ProblemList> &problems)
{
    m_problems = problems;
    forgetKeys();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, Checks), index(rowCount() - 1, Checks));
}

void RecipeTableModel::setFileChanges(const FileChanges &changes, bool known)
{
    if (changes == m_changes && known == m_changesKnown)
        return; // a refresh that found what was known: nothing to sort or filter again
    m_changes = changes;
    m_changesKnown = known;
    forgetKeys();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, Change), index(rowCount() - 1, Change));
}

void RecipeTableModel::setPlan(const CostedPlan &plan)
{
    if (plan == m_plan)
        return;
    m_plan = plan;
    m_fits.clear();
    forgetKeys();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool RecipeTableModel::fitsPlan(int row) const
{
    if (!m_plan.isSet() || !m_plan.plan.hasConstraints())
        return true;
    if (m_fits.isEmpty()) {
        m_fits.resize(m_rows.size());
        for (qsizetype r = 0; r < m_rows.size(); ++r)
            m_fits[r] = m_plan.figuresOf(m_rows.at(r).recipe).fits();
    }
    return m_fits.at(row);
}

FileChange::Kind RecipeTableModel::changeOf(int row) const
{
    return m_changes.value(m_rows.at(row).recipe.filePath()).kind;
}

void RecipeTableModel::forgetKeys()
{
    m_keysStale = true;
    m_keys = {};
    // Made once the window is idle again: a change of problems then rows makes them once.
    QTimer::singleShot(0, this, [this, generation = ++m_keysGeneration] {
        if (generation != m_keysGeneration)
            return;
        if (m_keysStale)
            buildKeys();
        else // waited for already
            Q_EMIT keysReady();
    });
}

void RecipeTableModel::buildKeys() const
{
    if (m_keysBuilding == m_keysGeneration)
        return;
    m_keysBuilding = m_keysGeneration;
    const auto cancelled = [this, generation = int(m_keysGeneration)] { return m_keysGeneration != generation; };
    // Below the window's thread (BackgroundPriority).
    const auto build = [pool = &m_keysPool](const auto &...arguments) {
        BackgroundPriority::lowerThisThread(*pool);
        return RankingKeys::build(arguments...);
    };
    m_keysWatcher.setFuture(QtConcurrent::run(&m_keysPool, build, m_rows, m_problems, m_changes, &m_slicePool, cancelled, m_plan));
}

void RecipeTableModel::keysBuilt()
{
    if (m_keysBuilding != m_keysGeneration)
        return;
    if (m_keysStale) {
        m_keys = m_keysWatcher.result();
        m_keysStale = false;
    }
    Q_EMIT keysReady();
}

const RankingKeys &RecipeTableModel::keys() const
{
    if (m_keysStale) {
        buildKeys();
        m_keys = m_keysWatcher.future().result();
        m_keysStale = false;
    }
    return m_keys;
}

const QList<int> &RecipeTableModel::places(int column) const
{
    return keys().places(column);
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
    case Change: return tr("Git");
    case TimeToTrain: return tr("Time to train");
    case CostToTrain: return tr("Cost to train");
    case EnergyToTrain: return tr("Energy");
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
                                                  "file",
                                                  "change",
                                                  "days",
                                                  "cost_usd",
                                                  "energy_kwh"};
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
                                                   nullptr,
                                                   nullptr,
                                                   nullptr,
                                                   nullptr,
                                                   nullptr};
    if (column == TimeToTrain)
        return PlanTableModel::columnToolTip(PlanTableModel::TimeToTrain);
    if (column == CostToTrain)
        return PlanTableModel::columnToolTip(PlanTableModel::CostToTrain);
    if (column == EnergyToTrain)
        return PlanTableModel::columnToolTip(PlanTableModel::Energy);
    if (column == Rank)
        return tr("Rank among the recipes of the same model on the same GPU type, by tokens/s per GPU");
    if (column == File)
        return tr("The recipe file");
    if (column == Change)
        return tr("How the file differs from the git commit checked out (HEAD): modified, new or renamed");
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
    case GpuHours:
    case TimeToTrain:
    case CostToTrain:
    case EnergyToTrain: return true;
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
    case GroupOrderRole: return row.groupOrder;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isFigure(column) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    case ListingRole: return r.isListing();
    case Qt::ToolTipRole: {
        const auto hidden = DisplayText::hiddenNames(cellText(row, column, problemsOf(r), changeOf(index.row()), &m_plan));
        return hidden.isEmpty() ? toolTip(r, column) : QVariant(DisplayText::toolTip(tr("Hidden characters, shown as marks:"), hidden));
    }
    case RecordedTextRole: return recordedText(row, column);
    case PlainTextRole: return plainText(row, column);
    case ValueRole: return typedValue(row, column);
    case ProblemCountRole: return int(problemsOf(r).size());
    case HasErrorsRole: return hasErrors(problemsOf(r));
    case MissesPlanRole: return !fitsPlan(index.row());
    case SortRole: return cellSortValue(row, column, problemsOf(r), changeOf(index.row()), &m_plan);
    // Recipe text cannot reorder or hide itself on screen; sorting and copying read it unchanged.
    case Qt::DisplayRole: return DisplayText::line(cellText(row, column, problemsOf(r), changeOf(index.row()), &m_plan));
    default: return {};
    }
}

QVariant RecipeTableModel::toolTip(const Recipe &r, int column) const
{
    if (column == Checks) {
        QStringList lines;
        for (const auto &problem : problemsOf(r))
            lines << tr("line %1: %2").arg(problem.line).arg(problem.text());
        return DisplayText::toolTip(lines.join(u'\n'));
    }
    if (column == Change)
        return changeToolTip(r);
    if (r.isListing())
        return DisplayText::toolTip(tr("Listing only: figures from %1. The recipe behind them is not published.").arg(r.listingSource()));
    if (column == Layout)
        return DisplayText::toolTip(r.layout().summary);
    if (column == File)
        return DisplayText::toolTip(r.filePath());
    return {};
}

QString RecipeTableModel::changeToolTip(const Recipe &recipe) const
{
    const auto change = m_changes.value(recipe.filePath());
    switch (change.kind) {
    case FileChange::Modified: return tr("Modified since the commit checked out");
    case FileChange::Added: return tr("New: not in the commit checked out");
    case FileChange::Renamed: return DisplayText::toolTip(tr("Renamed from %1 since the commit checked out").arg(change.from));
    case FileChange::Unchanged: break;
    }
    return {};
}

QVariant RecipeTableModel::recordedText(const RankedRecipe &row, int column) const
{
    if (column == TokensPerSecondPerGpu)
        return RecipeFormat::tokensPerSecond(row.recipe.tokensPerSecondPerGpu());
    return cellText(row, column, problemsOf(row.recipe), m_changes.value(row.recipe.filePath()).kind, &m_plan);
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
    default: return cellSortValue(row, column, problemsOf(r), m_changes.value(r.filePath()).kind, &m_plan);
    }
}

const ProblemList &RecipeTableModel::problemsOf(const Recipe &recipe) const
{
    static const ProblemList none;
    const auto found = m_problems.constFind(recipe.filePath());
    return found != m_problems.cend() ? *found : none;
}

// Figures as numbers, null when absent; other columns as their text.
QVariant RecipeTableModel::cellSortValue(const RankedRecipe &row, int column, const ProblemList &problems, FileChange::Kind change,
                                         const CostedPlan *plan)
{
    const auto &r = row.recipe;
    const auto &result = r.result();
    switch (Column(column)) {
    case Rank: return row.rank;
    case Checks: return int(problems.size());
    case Gpus: return r.gpuCount();
    case TokensPerSecondPerGpu: return r.tokensPerSecondPerGpu();
    case UsdPerMillionTokens: return result.usdPerMillionTokens ? QVariant(*result.usdPerMillionTokens) : QVariant();
    case Mfu: return result.mfu ? QVariant(*result.mfu) : QVariant();
    case StepTimeCv: return result.stepTimeCvPercent ? QVariant(*result.stepTimeCvPercent) : QVariant();
    case GpuHours: return result.gpuHours ? QVariant(*result.gpuHours) : QVariant();
    case TimeToTrain:
    case CostToTrain:
    case EnergyToTrain: return planValue(r, column, plan);
    default: return cellText(row, column, problems, change);
    }
}

QString RecipeTableModel::cellText(const RankedRecipe &row, int column, const ProblemList &problems, FileChange::Kind change,
                                   const CostedPlan *plan)
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
    case Checks: return checksBadge(problems);
    case GpuHours: return result.gpuHours ? RecipeFormat::plain(*result.gpuHours) : QString();
    case File: return r.filePath();
    case Change: return changeText(change);
    case TimeToTrain:
    case CostToTrain:
    case EnergyToTrain: return planText(r, column, plan);
    case ColumnCount: break;
    }
    return {};
}

namespace {
// The plan table's column for one of the plan's columns here, and the row it shows.
int planTableColumn(int column)
{
    return column == RecipeTableModel::TimeToTrain ? PlanTableModel::TimeToTrain
        : column == RecipeTableModel::CostToTrain  ? PlanTableModel::CostToTrain
                                                   : PlanTableModel::Energy;
}

PlannedRecipe planned(const Recipe &recipe, const CostedPlan &plan)
{
    return {0, recipe, plan.figuresOf(recipe)};
}
} // namespace

// Days, dollars or kWh as the plan table has them; null without a plan.
QVariant RecipeTableModel::planValue(const Recipe &recipe, int column, const CostedPlan *plan)
{
    return plan && plan->isSet() ? PlanTableModel::typedValue(planned(recipe, *plan), planTableColumn(column)) : QVariant();
}

QString RecipeTableModel::planText(const Recipe &recipe, int column, const CostedPlan *plan)
{
    return plan && plan->isSet() ? PlanTableModel::displayText(planned(recipe, *plan), planTableColumn(column)) : QString();
}

QString RecipeTableModel::changeText(FileChange::Kind change)
{
    switch (change) {
    case FileChange::Modified: return tr("modified");
    case FileChange::Added: return tr("new");
    case FileChange::Renamed: return tr("renamed");
    case FileChange::Unchanged: break;
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
