// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/commandflagfields.h"

#include <QHash>

namespace {
// Flag -> the recipe field that states the same, in the command's usual order.
const QList<std::pair<QString, QString>> &table()
{
    static const QList<std::pair<QString, QString>> pairs = {
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
    return pairs;
}
} // namespace

QString CommandFlagFields::fieldFor(const QString &flag)
{
    static const auto fields = [] {
        QHash<QString, QString> map;
        for (const auto &[name, field] : table())
            map.insert(name, field);
        return map;
    }();
    return fields.value(flag);
}

QString CommandFlagFields::fieldValue(const Recipe &r, const QString &field)
{
    const auto &l = r.layout();
    auto number = [](std::optional<int> v) { return v ? QString::number(*v) : QString(); };
    if (field == QLatin1String("layout.tp"))
        return QString::number(l.tp);
    if (field == QLatin1String("layout.pp"))
        return QString::number(l.pp);
    if (field == QLatin1String("layout.cp"))
        return QString::number(l.cp);
    if (field == QLatin1String("layout.ep"))
        return QString::number(l.ep);
    if (field == QLatin1String("layout.etp"))
        return QString::number(l.etp);
    if (field == QLatin1String("layout.vpp"))
        return QString::number(l.vpp);
    if (field == QLatin1String("layout.sequence_parallel"))
        return l.sequenceParallel ? QStringLiteral("true") : QStringLiteral("false");
    if (field == QLatin1String("layout.max_tokens_per_gpu"))
        return number(l.maxTokensPerGpu);
    if (field == QLatin1String("layout.recompute.granularity"))
        return l.recompute ? l.recompute->granularity : QString();
    if (field == QLatin1String("layout.recompute.method"))
        return l.recompute ? l.recompute->method : QString();
    if (field == QLatin1String("layout.recompute.num_layers"))
        return l.recompute ? number(l.recompute->numLayers) : QString();
    if (field == QLatin1String("layout.dispatcher"))
        return l.dispatcher;
    if (field == QLatin1String("layout.layer_split.first"))
        return l.layerSplit ? QString::number(l.layerSplit->first) : QString();
    if (field == QLatin1String("layout.layer_split.last"))
        return l.layerSplit ? QString::number(l.layerSplit->last) : QString();
    if (field == QLatin1String("layout.offload"))
        return l.offload ? QStringLiteral("true") : QStringLiteral("false");
    if (field == QLatin1String("workload.global_batch"))
        return QString::number(r.workload().globalBatch);
    if (field == QLatin1String("workload.row_tokens"))
        return QString::number(r.workload().rowTokens);
    if (field == QLatin1String("gpu.per_node"))
        return number(r.gpu().perNode);
    if (field == QLatin1String("result.steps_per_run"))
        return number(r.result().stepsPerRun);
    return {};
}

QStringList CommandFlagFields::flags()
{
    QStringList names;
    for (const auto &[name, field] : table())
        names << name;
    return names;
}

bool CommandFlagFields::agrees(const Recipe &recipe, const ShellCommand::Flag &flag)
{
    const auto field = fieldFor(flag.name);
    if (field.isEmpty())
        return true;
    const auto recorded = fieldValue(recipe, field);
    return flag.hasValue ? recorded == flag.value : recorded == QLatin1String("true");
}
