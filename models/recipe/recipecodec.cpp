// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipecodec.h"

#include <QDataStream>
#include <QIODevice>

#include <type_traits>

namespace {

// Text as UTF-8: half the bytes of QDataStream's UTF-16 for this mostly ASCII text.
template<typename T>
void putValue(QDataStream &s, const T &v)
{
    if constexpr (std::is_same_v<T, QString>)
        s << v.toUtf8();
    else
        s << v;
}

template<typename T>
void getValue(QDataStream &s, T &v)
{
    if constexpr (std::is_same_v<T, QString>) {
        QByteArray bytes;
        s >> bytes;
        v = QString::fromUtf8(bytes);
    } else {
        s >> v;
    }
}

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
    // What Recipe::summary() keeps.
    io(r.d->m_schemaVersion), io(r.d->m_model);
    io(r.d->m_gpu.type), opt(r.d->m_gpu.memoryGb), io(r.d->m_gpu.count), opt(r.d->m_gpu.perNode), io(r.d->m_gpu.instance);
    io(r.d->m_author.name), io(r.d->m_author.url), io(r.d->m_status);
    auto &w = r.d->m_workload;
    io(w.rowTokens), io(w.rows), io(w.globalBatch), io(w.precision);
    auto &l = r.d->m_layout;
    io(l.label), io(l.summary), io(l.highlights), io(l.tp), io(l.pp), io(l.vpp), io(l.cp), io(l.ep), io(l.etp), io(l.dp),
        io(l.sequenceParallel);
    structure(l.layerSplit, [&](auto &v) { io(v.first), io(v.last); });
    opt(l.maxTokensPerGpu), opt(l.rowsPerMicrobatch);
    structure(l.recompute, [&](auto &v) { io(v.granularity), io(v.method), opt(v.numLayers); });
    structure(l.offload, [&](auto &v) { opt(v.optimizerFraction), opt(v.overlapD2hH2d); });
    io(l.dispatcher);
    auto &x = r.d->m_result;
    io(x.tokensPerSecondPerGpu), opt(x.usdPerMillionTokens), opt(x.stepTimeCvPercent), opt(x.mfu), io(x.mfuNote);
    structure(x.activeParams, [&](auto &v) { io(v.count), io(v.source), io(v.revision); });
    io(x.measured), opt(x.stepsPerRun);
    structure(x.window, [&](auto &v) { io(v.first), io(v.second); });
    opt(x.windowTokens), opt(x.runs), opt(x.profiler), opt(x.gpuHours), io(x.gpuHoursNote);
    io(r.d->m_correctness.result);
    io(r.d->m_lint.ignore), io(r.d->m_lint.severity), io(r.d->m_listingSource);
}

namespace {

void writeProblems(QDataStream &s, const ProblemList &problems)
{
    s << qsizetype(problems.size());
    for (const auto &p : problems)
        s << p.line << p.column << int(p.severity) << p.message;
}

bool readProblems(QDataStream &s, const QString &displayPath, ProblemList &problems)
{
    qsizetype count = 0;
    s >> count;
    if (count < 0 || count > 100000)
        return false;
    for (qsizetype i = 0; i < count && s.status() == QDataStream::Ok; ++i) {
        Problem p;
        int severity = 0;
        s >> p.line >> p.column >> severity >> p.message;
        p.severity = severity == int(Problem::Severity::Warning) ? Problem::Severity::Warning : Problem::Severity::Error;
        p.file = displayPath;
        problems.append(p);
    }
    return s.status() == QDataStream::Ok && s.atEnd();
}

// Little-endian: no byte swapping of every character on this machine's kind.
void prepare(QDataStream &s)
{
    s.setVersion(QDataStream::Qt_6_5);
    s.setByteOrder(QDataStream::LittleEndian);
}

} // namespace

QByteArray RecipeCodec::encode(const RecipeLoadResult &result)
{
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    prepare(s);
    s << FormatVersion << result.recipe.has_value();
    if (result.recipe) {
        const Recipe &r = *result.recipe;
        fields(r, [&](const auto &v) { putValue(s, v); }, [&](const auto &v) { put(s, v); },
               [&](const auto &v, auto write) { putStruct(s, v, write); });
    }
    writeProblems(s, result.problems);
    return bytes;
}

std::optional<RecipeLoadResult> RecipeCodec::decode(const QByteArray &bytes, const QString &displayPath)
{
    QDataStream s(bytes);
    prepare(s);
    quint32 version = 0;
    bool hasRecipe = false;
    s >> version >> hasRecipe;
    if (version != FormatVersion || s.status() != QDataStream::Ok)
        return std::nullopt;
    RecipeLoadResult result;
    if (hasRecipe) {
        Recipe r;
        fields(r, [&](auto &v) { getValue(s, v); }, [&](auto &v) { get(s, v); }, [&](auto &v, auto read) { getStruct(s, v, read); });
        r.d->m_filePath = displayPath;
        r.d->m_summary = true;
        result.recipe = std::move(r);
    }
    if (!readProblems(s, displayPath, result.problems))
        return std::nullopt;
    return result;
}

QByteArray RecipeCodec::encodeProblems(const ProblemList &problems)
{
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    prepare(s);
    s << FormatVersion;
    writeProblems(s, problems);
    return bytes;
}

std::optional<ProblemList> RecipeCodec::decodeProblems(const QByteArray &bytes, const QString &displayPath)
{
    QDataStream s(bytes);
    prepare(s);
    quint32 version = 0;
    s >> version;
    ProblemList problems;
    if (version != FormatVersion || s.status() != QDataStream::Ok || !readProblems(s, displayPath, problems))
        return std::nullopt;
    return problems;
}
