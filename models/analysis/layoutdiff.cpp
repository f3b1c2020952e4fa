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
    auto add = [&diff](Section section, const QString &name, const QVariant &va, const QVariant &vb) {
        diff.m_rows.append({section, name, va, vb, std::nullopt, std::nullopt, !same(va, vb)});
    };

    // Layout, GPUs and instance.
    const auto &la = a.layout();
    const auto &lb = b.layout();
    auto split = [](const Recipe::Layout &l, bool first) {
        return l.layerSplit ? QVariant(first ? l.layerSplit->first : l.layerSplit->last) : QVariant();
    };
    auto recompute = [](const Recipe::Layout &l) {
        if (!l.recompute)
            return QVariant();
        QString text = l.recompute->granularity;
        if (!l.recompute->method.isEmpty())
            text += QStringLiteral(" (%1, %2 layer%3)")
                        .arg(l.recompute->method, QString::number(l.recompute->numLayers.value_or(0)),
                             l.recompute->numLayers.value_or(0) == 1 ? QString() : QStringLiteral("s"));
        return QVariant(text);
    };
    auto offload = [](const Recipe::Layout &l) {
        if (!l.offload)
            return QVariant();
        return QVariant(QStringLiteral("optimizer %1%2")
                            .arg(RecipeFormat::plain(l.offload->optimizerFraction.value_or(0)))
                            .arg(l.offload->overlapD2hH2d.value_or(false) ? QStringLiteral(", overlapped copies") : QString()));
    };
    add(Section::Layout, QStringLiteral("tp"), la.tp, lb.tp);
    add(Section::Layout, QStringLiteral("pp"), la.pp, lb.pp);
    add(Section::Layout, QStringLiteral("vpp"), la.vpp, lb.vpp);
    add(Section::Layout, QStringLiteral("cp"), la.cp, lb.cp);
    add(Section::Layout, QStringLiteral("ep"), la.ep, lb.ep);
    add(Section::Layout, QStringLiteral("etp"), la.etp, lb.etp);
    add(Section::Layout, QStringLiteral("dp"), la.dp, lb.dp);
    add(Section::Layout, QStringLiteral("sequence_parallel"), la.sequenceParallel, lb.sequenceParallel);
    add(Section::Layout, QStringLiteral("layer_split.first"), split(la, true), split(lb, true));
    add(Section::Layout, QStringLiteral("layer_split.last"), split(la, false), split(lb, false));
    add(Section::Layout, QStringLiteral("max_tokens_per_gpu"), optionalInt(la.maxTokensPerGpu), optionalInt(lb.maxTokensPerGpu));
    add(Section::Layout, QStringLiteral("rows_per_microbatch"), optionalInt(la.rowsPerMicrobatch), optionalInt(lb.rowsPerMicrobatch));
    add(Section::Layout, QStringLiteral("recompute"), recompute(la), recompute(lb));
    add(Section::Layout, QStringLiteral("offload"), offload(la), offload(lb));
    add(Section::Layout, QStringLiteral("dispatcher"), text(la.dispatcher), text(lb.dispatcher));
    add(Section::Layout, QStringLiteral("gpu.type"), a.gpuType(), b.gpuType());
    add(Section::Layout, QStringLiteral("gpu.count"), a.gpuCount(), b.gpuCount());
    add(Section::Layout, QStringLiteral("gpu.instance"), text(a.gpu().instance), text(b.gpu().instance));

    // Figures, with the change and whether it is for the better.
    auto figure = [&diff](const QString &name, std::optional<double> va, std::optional<double> vb, bool higherIsBetter) {
        Row row{Section::Result,
                name,
                optionalDouble(va),
                optionalDouble(vb),
                std::nullopt,
                std::nullopt,
                !same(optionalDouble(va), optionalDouble(vb))};
        if (va && vb && *va != 0) {
            row.changePercent = (*vb - *va) / *va * 100.0;
            if (*vb != *va)
                row.better = higherIsBetter ? *vb > *va : *vb < *va;
        }
        diff.m_rows.append(row);
    };
    figure(QStringLiteral("tokens_per_s_per_gpu"), a.tokensPerSecondPerGpu(), b.tokensPerSecondPerGpu(), true);
    figure(QStringLiteral("usd_per_million_tokens"), a.usdPerMillionTokens(), b.usdPerMillionTokens(), false);
    figure(QStringLiteral("mfu"), a.mfu(), b.mfu(), true);
    figure(QStringLiteral("step_time_cv_percent"), a.result().stepTimeCvPercent, b.result().stepTimeCvPercent, false);
    figure(QStringLiteral("gpu_hours"), a.result().gpuHours, b.result().gpuHours, false);

    // Flags: added, removed or changed, in the order of A then B's new ones.
    const auto ca = ShellCommand::parse(a.run());
    const auto cb = ShellCommand::parse(b.run());
    auto flagValue = [](const ShellCommand &c, const QString &name) -> QVariant {
        for (const auto &f : c.flags())
            if (f.name == name)
                return f.hasValue ? QVariant(f.value) : QVariant(QStringLiteral("(on)"));
        return {};
    };
    QStringList flagNames;
    for (const auto *c : {&ca, &cb})
        for (const auto &f : c->flags())
            if (!flagNames.contains(f.name))
                flagNames << f.name;
    for (const auto &name : std::as_const(flagNames))
        add(Section::Flags, name, flagValue(ca, name), flagValue(cb, name));

    // Env variables and the stack, by key.
    auto byKey = [&add](Section section, const Recipe::KeyValueList &la, const Recipe::KeyValueList &lb) {
        QStringList keys;
        for (const auto *list : {&la, &lb})
            for (const auto &[k, v] : *list)
                if (!keys.contains(k))
                    keys << k;
        auto find = [](const Recipe::KeyValueList &list, const QString &key) {
            for (const auto &[k, v] : list)
                if (k == key)
                    return QVariant(v);
            return QVariant();
        };
        for (const auto &key : std::as_const(keys))
            add(section, key, find(la, key), find(lb, key));
    };
    byKey(Section::Env, a.env(), b.env());
    byKey(Section::Stack, a.stack(), b.stack());
    const auto &da = a.dataset();
    const auto &db = b.dataset();
    add(Section::Stack, QStringLiteral("dataset.name"), text(da.name), text(db.name));
    add(Section::Stack, QStringLiteral("dataset.build.name"), text(da.build.name), text(db.build.name));
    add(Section::Stack, QStringLiteral("dataset.rows_sha256"), text(da.rowsSha256), text(db.rowsSha256));
    add(Section::Stack, QStringLiteral("dataset.build.rows"), da.build.rows ? QVariant(*da.build.rows) : QVariant(),
        db.build.rows ? QVariant(*db.build.rows) : QVariant());
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
