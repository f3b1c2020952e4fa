// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/layoutdiff.h"

#include "analysis/shellcommand.h"
#include "recipe/recipeformat.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>

namespace {

QVariant optionalInt(std::optional<int> v)
{
    return v ? QVariant(*v) : QVariant();
}

QVariant optionalDouble(std::optional<double> v)
{
    return v ? QVariant(*v) : QVariant();
}

QVariant text(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

QString display(const QVariant &v)
{
    if (!v.isValid() || v.isNull())
        return QStringLiteral("—");
    if (v.typeId() == QMetaType::Bool)
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.typeId() == QMetaType::Double)
        return RecipeFormat::plain(v.toDouble());
    return v.toString();
}

bool same(const QVariant &a, const QVariant &b)
{
    if (a.isNull() != b.isNull())
        return false;
    return a.isNull() || display(a) == display(b);
}

using Row = LayoutDiff::Row;
using Section = LayoutDiff::Section;

Row row(Section section, const QString &name, const QVariant &a, const QVariant &b)
{
    return {section, name, a, b, std::nullopt, std::nullopt, !same(a, b)};
}

QVariant layerSplit(const Recipe::Layout &l, bool first)
{
    return l.layerSplit ? QVariant(first ? l.layerSplit->first : l.layerSplit->last) : QVariant();
}

QVariant recompute(const Recipe::Layout &l)
{
    if (!l.recompute)
        return QVariant();
    QString described = l.recompute->granularity;
    if (!l.recompute->method.isEmpty())
        described += QStringLiteral(" (%1, %2 layer%3)")
                         .arg(l.recompute->method, QString::number(l.recompute->numLayers.value_or(0)),
                              l.recompute->numLayers.value_or(0) == 1 ? QString() : QStringLiteral("s"));
    return QVariant(described);
}

QVariant offload(const Recipe::Layout &l)
{
    if (!l.offload)
        return QVariant();
    return QVariant(QStringLiteral("optimizer %1%2")
                        .arg(RecipeFormat::plain(l.offload->optimizerFraction.value_or(0)))
                        .arg(l.offload->overlapD2hH2d.value_or(false) ? QStringLiteral(", overlapped copies") : QString()));
}

// Layout, GPUs and instance.
void appendLayoutRows(QList<Row> &rows, const Recipe &a, const Recipe &b)
{
    auto add = [&rows](const QString &name, const QVariant &va, const QVariant &vb) { rows << row(Section::Layout, name, va, vb); };
    const auto &la = a.layout();
    const auto &lb = b.layout();
    add(QStringLiteral("tp"), la.tp, lb.tp);
    add(QStringLiteral("pp"), la.pp, lb.pp);
    add(QStringLiteral("vpp"), la.vpp, lb.vpp);
    add(QStringLiteral("cp"), la.cp, lb.cp);
    add(QStringLiteral("ep"), la.ep, lb.ep);
    add(QStringLiteral("etp"), la.etp, lb.etp);
    add(QStringLiteral("dp"), la.dp, lb.dp);
    add(QStringLiteral("sequence_parallel"), la.sequenceParallel, lb.sequenceParallel);
    add(QStringLiteral("layer_split.first"), layerSplit(la, true), layerSplit(lb, true));
    add(QStringLiteral("layer_split.last"), layerSplit(la, false), layerSplit(lb, false));
    add(QStringLiteral("max_tokens_per_gpu"), optionalInt(la.maxTokensPerGpu), optionalInt(lb.maxTokensPerGpu));
    add(QStringLiteral("rows_per_microbatch"), optionalInt(la.rowsPerMicrobatch), optionalInt(lb.rowsPerMicrobatch));
    add(QStringLiteral("recompute"), recompute(la), recompute(lb));
    add(QStringLiteral("offload"), offload(la), offload(lb));
    add(QStringLiteral("dispatcher"), text(la.dispatcher), text(lb.dispatcher));
    add(QStringLiteral("gpu.type"), a.gpuType(), b.gpuType());
    add(QStringLiteral("gpu.count"), a.gpuCount(), b.gpuCount());
    add(QStringLiteral("gpu.instance"), text(a.gpu().instance), text(b.gpu().instance));
}

// A result figure, with the change and whether it is for the better.
Row figure(const QString &name, std::optional<double> a, std::optional<double> b, bool higherIsBetter)
{
    auto figureRow = row(Section::Result, name, optionalDouble(a), optionalDouble(b));
    if (a && b && *a != 0) {
        figureRow.changePercent = (*b - *a) / *a * 100.0;
        if (*b != *a)
            figureRow.better = higherIsBetter ? *b > *a : *b < *a;
    }
    return figureRow;
}

void appendResultRows(QList<Row> &rows, const Recipe &a, const Recipe &b)
{
    rows << figure(QStringLiteral("tokens_per_s_per_gpu"), a.tokensPerSecondPerGpu(), b.tokensPerSecondPerGpu(), true)
         << figure(QStringLiteral("usd_per_million_tokens"), a.usdPerMillionTokens(), b.usdPerMillionTokens(), false)
         << figure(QStringLiteral("mfu"), a.mfu(), b.mfu(), true)
         << figure(QStringLiteral("step_time_cv_percent"), a.result().stepTimeCvPercent, b.result().stepTimeCvPercent, false)
         << figure(QStringLiteral("gpu_hours"), a.result().gpuHours, b.result().gpuHours, false);
}

QVariant flagValue(const ShellCommand &command, const QString &name)
{
    for (const auto &f : command.flags())
        if (f.name == name)
            return f.hasValue ? QVariant(f.value) : QVariant(QStringLiteral("(on)"));
    return {};
}

// Flags: added, removed or changed, in the order of A then B's new ones.
void appendFlagRows(QList<Row> &rows, const Recipe &a, const Recipe &b)
{
    const auto ca = ShellCommand::parse(a.run());
    const auto cb = ShellCommand::parse(b.run());
    QStringList flagNames;
    for (const auto *c : {&ca, &cb})
        for (const auto &f : c->flags())
            if (!flagNames.contains(f.name))
                flagNames << f.name;
    for (const auto &name : std::as_const(flagNames))
        rows << row(Section::Flags, name, flagValue(ca, name), flagValue(cb, name));
}

QVariant valueOf(const Recipe::KeyValueList &list, const QString &key)
{
    for (const auto &[k, v] : list)
        if (k == key)
            return QVariant(v);
    return QVariant();
}

// Env variables or the stack, by key, in the order of A then B's new ones.
void appendKeyValueRows(QList<Row> &rows, Section section, const Recipe::KeyValueList &a, const Recipe::KeyValueList &b)
{
    QStringList keys;
    for (const auto *list : {&a, &b})
        for (const auto &[k, v] : *list)
            if (!keys.contains(k))
                keys << k;
    for (const auto &key : std::as_const(keys))
        rows << row(section, key, valueOf(a, key), valueOf(b, key));
}

void appendDatasetRows(QList<Row> &rows, const Recipe::Dataset &a, const Recipe::Dataset &b)
{
    rows << row(Section::Stack, QStringLiteral("dataset.name"), text(a.name), text(b.name))
         << row(Section::Stack, QStringLiteral("dataset.build.name"), text(a.build.name), text(b.build.name))
         << row(Section::Stack, QStringLiteral("dataset.rows_sha256"), text(a.rowsSha256), text(b.rowsSha256))
         << row(Section::Stack, QStringLiteral("dataset.build.rows"), a.build.rows ? QVariant(*a.build.rows) : QVariant(),
                b.build.rows ? QVariant(*b.build.rows) : QVariant());
}

} // namespace

QString LayoutDiff::Row::aText() const
{
    return display(a);
}

QString LayoutDiff::Row::bText() const
{
    return display(b);
}

QString LayoutDiff::sectionName(Section section)
{
    switch (section) {
    case Section::Layout: return QStringLiteral("layout");
    case Section::Result: return QStringLiteral("result");
    case Section::Flags: return QStringLiteral("flags");
    case Section::Env: return QStringLiteral("env");
    case Section::Stack: return QStringLiteral("stack");
    }
    return {};
}

LayoutDiff LayoutDiff::compare(const Recipe &a, const Recipe &b)
{
    LayoutDiff diff;
    appendLayoutRows(diff.m_rows, a, b);
    appendResultRows(diff.m_rows, a, b);
    appendFlagRows(diff.m_rows, a, b);
    appendKeyValueRows(diff.m_rows, Section::Env, a.env(), b.env());
    appendKeyValueRows(diff.m_rows, Section::Stack, a.stack(), b.stack());
    appendDatasetRows(diff.m_rows, a.dataset(), b.dataset());
    return diff;
}

QList<LayoutDiff::Row> LayoutDiff::differences() const
{
    QList<Row> rows;
    std::copy_if(m_rows.cbegin(), m_rows.cend(), std::back_inserter(rows), [](const Row &r) { return r.differs; });
    return rows;
}

bool LayoutDiff::differs() const
{
    return std::any_of(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.differs; });
}

QString LayoutDiff::headline() const
{
    const QMap<QString, QString> labels = {
        {QStringLiteral("tokens_per_s_per_gpu"), QCoreApplication::translate("LayoutDiff", "tokens/s per GPU")},
        {QStringLiteral("usd_per_million_tokens"), QCoreApplication::translate("LayoutDiff", "$ / 1M tokens")}};
    QStringList parts;
    for (const auto &row : m_rows)
        if (row.section == Section::Result && labels.contains(row.name) && row.changePercent)
            parts << QStringLiteral("%1 %2%3%")
                         .arg(labels.value(row.name), *row.changePercent >= 0 ? QStringLiteral("+") : QString(),
                              RecipeFormat::decimal(*row.changePercent, 1));
    return parts.join(QStringLiteral(", "));
}
