#include "itemmodels/commandflagmodel.h"

#include "recipe/recipeschema.h"

#include <QHash>

CommandFlagModel::CommandFlagModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CommandFlagModel::setRecipe(const Recipe &recipe)
{
    beginResetModel();
    m_recipe = recipe;
    m_command = ShellCommand::parse(recipe.run());
    endResetModel();
}

QString CommandFlagModel::fieldFor(const QString &flag)
{
    static const QHash<QString, QString> fields = {
        {QStringLiteral("--tensor-model-parallel-size"), QStringLiteral("layout.tp")},
        {QStringLiteral("--pipeline-model-parallel-size"), QStringLiteral("layout.pp")},
        {QStringLiteral("--context-parallel-size"), QStringLiteral("layout.cp")},
        {QStringLiteral("--expert-model-parallel-size"), QStringLiteral("layout.ep")},
        {QStringLiteral("--expert-tensor-parallel-size"), QStringLiteral("layout.etp")},
        {QStringLiteral("--num-virtual-stages-per-pipeline-rank"), QStringLiteral("layout.vpp")},
        {QStringLiteral("--sequence-parallel"), QStringLiteral("layout.sequence_parallel")},
        {QStringLiteral("--max-tokens-per-gpu"), QStringLiteral("layout.max_tokens_per_gpu")},
        {QStringLiteral("--recompute-granularity"), QStringLiteral("layout.recompute.granularity")},
        {QStringLiteral("--recompute-method"), QStringLiteral("layout.recompute.method")},
        {QStringLiteral("--recompute-num-layers"), QStringLiteral("layout.recompute.num_layers")},
        {QStringLiteral("--moe-token-dispatcher-type"), QStringLiteral("layout.dispatcher")},
        {QStringLiteral("--decoder-first-pipeline-num-layers"), QStringLiteral("layout.layer_split.first")},
        {QStringLiteral("--decoder-last-pipeline-num-layers"), QStringLiteral("layout.layer_split.last")},
        {QStringLiteral("--optimizer-cpu-offload"), QStringLiteral("layout.offload")},
        {QStringLiteral("--global-batch-size"), QStringLiteral("workload.global_batch")},
        {QStringLiteral("--seq-length"), QStringLiteral("workload.row_tokens")},
        {QStringLiteral("--actor-num-gpus-per-node"), QStringLiteral("gpu.per_node")},
        {QStringLiteral("--num-rollout"), QStringLiteral("result.steps_per_run")},
    };
    return fields.value(flag);
}

QString CommandFlagModel::fieldValue(const Recipe &r, const QString &field)
{
    const auto &l = r.layout();
    auto number = [](std::optional<int> v) { return v ? QString::number(*v) : QString(); };
    if (field == QLatin1String("layout.tp")) return QString::number(l.tp);
    if (field == QLatin1String("layout.pp")) return QString::number(l.pp);
    if (field == QLatin1String("layout.cp")) return QString::number(l.cp);
    if (field == QLatin1String("layout.ep")) return QString::number(l.ep);
    if (field == QLatin1String("layout.etp")) return QString::number(l.etp);
    if (field == QLatin1String("layout.vpp")) return QString::number(l.vpp);
    if (field == QLatin1String("layout.sequence_parallel")) return l.sequenceParallel ? QStringLiteral("true") : QStringLiteral("false");
    if (field == QLatin1String("layout.max_tokens_per_gpu")) return number(l.maxTokensPerGpu);
    if (field == QLatin1String("layout.recompute.granularity")) return l.recompute ? l.recompute->granularity : QString();
    if (field == QLatin1String("layout.recompute.method")) return l.recompute ? l.recompute->method : QString();
    if (field == QLatin1String("layout.recompute.num_layers")) return l.recompute ? number(l.recompute->numLayers) : QString();
    if (field == QLatin1String("layout.dispatcher")) return l.dispatcher;
    if (field == QLatin1String("layout.layer_split.first")) return l.layerSplit ? QString::number(l.layerSplit->first) : QString();
    if (field == QLatin1String("layout.layer_split.last")) return l.layerSplit ? QString::number(l.layerSplit->last) : QString();
    if (field == QLatin1String("layout.offload")) return l.offload ? QStringLiteral("true") : QStringLiteral("false");
    if (field == QLatin1String("workload.global_batch")) return QString::number(r.workload().globalBatch);
    if (field == QLatin1String("workload.row_tokens")) return QString::number(r.workload().rowTokens);
    if (field == QLatin1String("gpu.per_node")) return number(r.gpu().perNode);
    if (field == QLatin1String("result.steps_per_run")) return number(r.result().stepsPerRun);
    return {};
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
    const auto field = fieldFor(flag.name);
    const auto recorded = field.isEmpty() ? QString() : fieldValue(m_recipe, field);
    // A switch agrees with a true field; a value agrees when it reads the same.
    const bool agrees = field.isEmpty() || (flag.hasValue ? recorded == flag.value : recorded == QLatin1String("true"));
    switch (role) {
    case Qt::DisplayRole:
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
            return QString(RecipeSchema::instance().description(field)
                           + (agrees ? QString()
                                     : tr("\nThe recipe says %1; the command says %2.").arg(recorded, flag.hasValue ? flag.value : tr("on"))));
        return tr("Line %1 of the command").arg(flag.line);
    case LineRole:
        return flag.line;
    case AgreesRole:
        return agrees;
    default:
        return {};
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
