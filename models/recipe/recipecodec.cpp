// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipecodec.h"

#include "recipe/stringpool.h"

#include <cstring>
#include <type_traits>

namespace {

// Bytes in this machine's order, text as UTF-8 with its length: written and read
// straight from memory (a QDataStream reads each value through a QIODevice).
class Writer
{
public:
    QByteArray bytes;

    template<typename T>
    void put(const T &v)
    {
        if constexpr (std::is_same_v<T, QString>) {
            const auto utf8 = v.toUtf8();
            put(qint32(utf8.size()));
            bytes += utf8;
        } else if constexpr (std::is_same_v<T, QStringList>) {
            put(qint32(v.size()));
            for (const auto &text : v)
                put(text);
        } else if constexpr (std::is_same_v<T, Recipe::KeyValueList>) {
            put(qint32(v.size()));
            for (const auto &[key, value] : v)
                put(key), put(value);
        } else {
            static_assert(std::is_arithmetic_v<T>);
            bytes.append(reinterpret_cast<const char *>(&v), sizeof v);
        }
    }
    template<typename T>
    void putOptional(const std::optional<T> &v)
    {
        put(v.has_value());
        if (v)
            put(*v);
    }
};

class Reader
{
public:
    explicit Reader(const QByteArray &bytes, StringPool *pool = nullptr)
        : m_at(bytes.constData()), m_end(bytes.constData() + bytes.size()), m_pool(pool)
    { }
    bool ok() const { return m_ok; }
    bool atEnd() const { return m_at == m_end; }

    template<typename T>
    void get(T &v)
    {
        if constexpr (std::is_same_v<T, QString>) {
            const auto size = count();
            if (!take(size))
                return;
            v = m_pool ? m_pool->fromUtf8({m_at - size, size_t(size)}) : QString::fromUtf8(m_at - size, size);
        } else if constexpr (std::is_same_v<T, QStringList>) {
            const auto size = count();
            v.clear();
            for (qint32 i = 0; i < size && m_ok; ++i)
                get(v.emplace_back());
        } else if constexpr (std::is_same_v<T, Recipe::KeyValueList>) {
            const auto size = count();
            v.clear();
            for (qint32 i = 0; i < size && m_ok; ++i) {
                auto &[key, value] = v.emplace_back();
                get(key), get(value);
            }
        } else {
            static_assert(std::is_arithmetic_v<T>);
            if (take(sizeof v))
                std::memcpy(&v, m_at - sizeof v, sizeof v);
        }
    }
    template<typename T>
    void getOptional(std::optional<T> &v)
    {
        bool has = false;
        get(has);
        if (has) {
            T value{};
            get(value);
            v = value;
        } else {
            v.reset();
        }
    }
    // A length or count, checked against the bytes left.
    qint32 count()
    {
        qint32 n = 0;
        get(n);
        if (n < 0 || n > m_end - m_at)
            m_ok = false;
        return m_ok ? n : 0;
    }

private:
    bool take(qsizetype n)
    {
        if (!m_ok || n > m_end - m_at) {
            m_ok = false;
            return false;
        }
        m_at += n;
        return true;
    }
    const char *m_at;
    const char *m_end;
    StringPool *m_pool;
    bool m_ok = true;
};

template<typename T, typename F>
void putStruct(Writer &w, const std::optional<T> &v, F write)
{
    w.put(v.has_value());
    if (v)
        write(*v);
}

template<typename T, typename F>
void getStruct(Reader &r, std::optional<T> &v, F read)
{
    bool has = false;
    r.get(has);
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
    io(r.d->m_correctnessResult);
    io(r.d->m_lint.ignore), io(r.d->m_lint.severity), io(r.d->m_listingSource);
}

namespace {

void writeProblems(Writer &w, const ProblemList &problems)
{
    w.put(qint32(problems.size()));
    for (const auto &p : problems)
        w.put(p.line), w.put(p.column), w.put(int(p.severity)), w.put(p.message), w.put(p.check);
}

bool readProblems(Reader &r, const QString &displayPath, ProblemList &problems)
{
    const auto count = r.count();
    problems.reserve(problems.size() + std::min<qint32>(count, 64));
    for (qint32 i = 0; i < count && r.ok(); ++i) {
        Problem p;
        int severity = 0;
        r.get(p.line), r.get(p.column), r.get(severity), r.get(p.message), r.get(p.check);
        p.severity = severity == int(Problem::Severity::Warning) ? Problem::Severity::Warning : Problem::Severity::Error;
        p.file = displayPath;
        problems.append(p);
    }
    return r.ok() && r.atEnd();
}

} // namespace

QByteArray RecipeCodec::encode(const RecipeLoadResult &result)
{
    Writer w;
    w.bytes.reserve(1024);
    w.put(FormatVersion), w.put(result.recipe.has_value());
    if (result.recipe) {
        const Recipe &r = *result.recipe;
        fields(
            r, [&](const auto &v) { w.put(v); }, [&](const auto &v) { w.putOptional(v); },
            [&](const auto &v, auto write) { putStruct(w, v, write); });
    }
    writeProblems(w, result.problems);
    return w.bytes;
}

std::optional<RecipeLoadResult> RecipeCodec::decode(const QByteArray &bytes, const QString &displayPath, StringPool *pool)
{
    Reader r(bytes, pool);
    quint32 version = 0;
    bool hasRecipe = false;
    r.get(version), r.get(hasRecipe);
    if (version != FormatVersion || !r.ok())
        return std::nullopt;
    RecipeLoadResult result;
    if (hasRecipe) {
        Recipe recipe;
        fields(recipe, [&](auto &v) { r.get(v); }, [&](auto &v) { r.getOptional(v); }, [&](auto &v, auto read) { getStruct(r, v, read); });
        recipe.d->m_filePath = displayPath;
        recipe.d->m_summary = true;
        result.recipe = std::move(recipe);
    }
    if (!readProblems(r, displayPath, result.problems))
        return std::nullopt;
    return result;
}

QByteArray RecipeCodec::encodeProblems(const ProblemList &problems)
{
    Writer w;
    w.put(FormatVersion);
    writeProblems(w, problems);
    return w.bytes;
}

std::optional<ProblemList> RecipeCodec::decodeProblems(const QByteArray &bytes, const QString &displayPath, StringPool *pool)
{
    Reader r(bytes, pool);
    quint32 version = 0;
    r.get(version);
    ProblemList problems;
    if (version != FormatVersion || !r.ok() || !readProblems(r, displayPath, problems))
        return std::nullopt;
    return problems;
}
