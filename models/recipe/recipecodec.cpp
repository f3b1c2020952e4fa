// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipecodec.h"

#include <QDataStream>
#include <QIODevice>

namespace {

template<typename T>
void put(QDataStream &s, const std::optional<T> &v)
{
    s << v.has_value();
    if (v)
        s << *v;
}

template<typename T>
void get(QDataStream &s, std::optional<T> &v)
{
    bool has = false;
    s >> has;
    if (has) {
        T value{};
        s >> value;
        v = value;
    } else {
        v.reset();
    }
}

template<typename T, typename F>
void putStruct(QDataStream &s, const std::optional<T> &v, F write)
{
    s << v.has_value();
    if (v)
        write(*v);
}

template<typename T, typename F>
void getStruct(QDataStream &s, std::optional<T> &v, F read)
{
    bool has = false;
    s >> has;
    if (has) {
        T value{};
        read(value);
        v = value;
    } else {
        v.reset();
    }
}

} // namespace

template<typename R, typename Op, typename OptOp, typename StructOp>
void RecipeCodec::fields(R &r, Op io, OptOp opt, StructOp structure)
{
    io(r.m_filePath), io(r.m_schemaVersion), io(r.m_model);
    io(r.m_gpu.type), opt(r.m_gpu.memoryGb), io(r.m_gpu.count), opt(r.m_gpu.perNode), io(r.m_gpu.instance);
    io(r.m_author.name), io(r.m_author.url), io(r.m_status), io(r.m_stack);
    auto &w = r.m_workload;
    io(w.rowTokens), io(w.rows), io(w.globalBatch), io(w.precision);
    auto &d = w.dataset;
    io(d.name), io(d.source), io(d.revision), io(d.license), io(d.rowsSha256);
    auto &b = d.build;
    io(b.name), io(b.tokenizer), io(b.lossMask), opt(b.rows), opt(b.rowTokens), opt(b.paddingTokens), opt(b.seed), io(b.packing),
        opt(b.supervisedTokenRatio), io(b.parquetSha256), opt(b.parquetBytes), io(b.builder);
    auto &l = r.m_layout;
    io(l.label), io(l.summary), io(l.highlights), io(l.tp), io(l.pp), io(l.vpp), io(l.cp), io(l.ep), io(l.etp), io(l.dp),
        io(l.sequenceParallel);
    structure(l.layerSplit, [&](auto &v) { io(v.first), io(v.last); });
    opt(l.maxTokensPerGpu), opt(l.rowsPerMicrobatch);
    structure(l.recompute, [&](auto &v) { io(v.granularity), io(v.method), opt(v.numLayers); });
    structure(l.offload, [&](auto &v) { opt(v.optimizerFraction), opt(v.overlapD2hH2d); });
    io(l.dispatcher);
    auto &x = r.m_result;
    io(x.tokensPerSecondPerGpu), opt(x.usdPerMillionTokens), opt(x.stepTimeCvPercent), opt(x.mfu), io(x.mfuNote);
    structure(x.activeParams, [&](auto &v) { io(v.count), io(v.source), io(v.revision); });
    io(x.measured), opt(x.stepsPerRun);
    structure(x.window, [&](auto &v) { io(v.first), io(v.second); });
    opt(x.windowTokens), opt(x.runs), opt(x.profiler), opt(x.gpuHours), io(x.gpuHoursNote);
    auto &c = r.m_correctness;
    io(c.result), io(c.summary), io(c.reference), io(c.configuration);
    qsizetype tests = c.componentTests.size();
    io(tests);
    if (tests < 0 || tests > 100000)
        return;
    if constexpr (!std::is_const_v<R>)
        c.componentTests.resize(tests);
    for (auto &t : c.componentTests)
        io(t.test), io(t.shape), io(t.gpu), io(t.date), io(t.result), io(t.detail), io(t.note);
    structure(c.convergence, [&](auto &v) {
        io(v.steps), io(v.result), opt(v.correlation), opt(v.finalLossDifference), opt(v.pointwiseFailures), io(v.note);
    });
    io(c.rules);
    io(r.m_lint.ignore), io(r.m_lint.severity), io(r.m_env), io(r.m_patches), io(r.m_run), io(r.m_notes), io(r.m_listingSource);
}

QByteArray RecipeCodec::encode(const RecipeLoadResult &result)
{
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_5);
    s << FormatVersion << result.recipe.has_value();
    if (result.recipe) {
        const Recipe &r = *result.recipe;
        fields(r, [&](const auto &v) { s << v; }, [&](const auto &v) { put(s, v); },
               [&](const auto &v, auto write) { putStruct(s, v, write); });
    }
    s << qsizetype(result.problems.size());
    for (const auto &p : result.problems)
        s << p.line << p.column << int(p.severity) << p.message;
    return bytes;
}

std::optional<RecipeLoadResult> RecipeCodec::decode(const QByteArray &bytes, const QString &displayPath)
{
    QDataStream s(bytes);
    s.setVersion(QDataStream::Qt_6_5);
    quint32 version = 0;
    bool hasRecipe = false;
    s >> version >> hasRecipe;
    if (version != FormatVersion || s.status() != QDataStream::Ok)
        return std::nullopt;
    RecipeLoadResult result;
    if (hasRecipe) {
        Recipe r;
        fields(r, [&](auto &v) { s >> v; }, [&](auto &v) { get(s, v); }, [&](auto &v, auto read) { getStruct(s, v, read); });
        r.m_filePath = displayPath;
        result.recipe = std::move(r);
    }
    qsizetype problems = 0;
    s >> problems;
    if (problems < 0 || problems > 100000)
        return std::nullopt;
    for (qsizetype i = 0; i < problems && s.status() == QDataStream::Ok; ++i) {
        Problem p;
        int severity = 0;
        s >> p.line >> p.column >> severity >> p.message;
        p.severity = severity == int(Problem::Severity::Warning) ? Problem::Severity::Warning : Problem::Severity::Error;
        p.file = displayPath;
        result.problems.append(p);
    }
    if (s.status() != QDataStream::Ok || !s.atEnd())
        return std::nullopt;
    return result;
}
