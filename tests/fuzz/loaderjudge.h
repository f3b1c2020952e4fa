// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A judge of the recipe loader apart from the loader: the figures and texts a loaded
// recipe holds (those its summary keeps: GPU count, tokens/s per GPU, MFU, $ per 1M
// tokens, GPU hours, the layout's sizes, model, GPU type...) against what yaml-cpp's
// own loader (YAML::Load, then Node::as<T>()) reads at the same keys of the same bytes.
// The loader reads the parser's events into a tree of its own and converts scalars
// with code of its own (a fast path for plain decimals): this catches either going
// astray. Where a value's text is a plain decimal, it must also be the number that
// text stands for (std::from_chars), whatever yaml-cpp says.
//
// What is not judged, and why:
// - bytes yaml-cpp does not load (it throws): nothing to judge by;
// - a number's text that YAML 1.1 and 1.2 read differently is not checked against the
//   decimal it looks like: "017" is octal 15 to YAML 1.1 and to yaml-cpp's conversion
//   (a stream that takes any base), 17 to YAML 1.2; likewise 0x1A, 0o17, 1_000, .inf.
//   Only a text of [-+]?(0|[1-9][0-9]*)(.[0-9]+)?([eE][-+]?[0-9]+)? (no exponent or
//   fraction for an integer) is, and only where from_chars gives a value in range.
//   yaml-cpp's own reading is compared with the loader's for every text.
// Merge keys (<<) are no merge to either side (yaml-cpp 0.8 has none: "<<" is a key),
// aliases read as their anchors' nodes on both, and a file with a duplicate key is
// refused by the loader (YamlStructureCheck), so "the first such key" never differs.
#include "recipe/recipe.h"

#include <QByteArray>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace LoaderJudge {

using Window = std::pair<int, int>;
// What a recipe holds at a place, in its own type; a text is empty where there is none.
using Held =
    std::variant<std::optional<int>, std::optional<qint64>, std::optional<double>, std::optional<bool>, std::optional<Window>, QString>;

struct Figure
{
    std::string path;    // keys from the top, dotted: "result.mfu"
    std::string section; // the mapping the loader reads it in only when it is one, or empty
    Held held;           // what the recipe holds
    Held absent;         // what it holds where its place has no scalar (missing, null, a collection)
};

template<typename T>
Figure number(std::string path, std::optional<T> held, std::optional<T> absent = std::nullopt, std::string section = {})
{
    return {std::move(path), std::move(section), std::move(held), std::move(absent)};
}

inline Figure text(std::string path, const QString &held, std::string section = {})
{
    return {std::move(path), std::move(section), held, QString()};
}

// A section's value only when the loader reads the section (a mapping there).
template<typename S, typename T>
std::optional<T> inSection(const std::optional<S> &section, T S::*member)
{
    return section ? std::optional<T>((*section).*member) : std::nullopt;
}

inline std::vector<Figure> gpuAndWorkload(const Recipe &r)
{
    return {number<int>("schema_version", r.schemaVersion()),
            text("model", r.model()),
            text("gpu.type", r.gpu().type),
            number<double>("gpu.memory_gb", r.gpu().memoryGb),
            number<int>("gpu.count", r.gpu().count),
            number<int>("gpu.per_node", r.gpu().perNode),
            text("gpu.instance", r.gpu().instance),
            text("author.name", r.author().name),
            text("author.url", r.author().url),
            text("status", r.status()),
            number<int>("workload.row_tokens", r.workload().rowTokens),
            text("workload.rows", r.workload().rows),
            number<int>("workload.global_batch", r.workload().globalBatch),
            text("workload.precision", r.workload().precision),
            text("correctness.result", r.correctnessResult())};
}

inline std::vector<Figure> layout(const Recipe::Layout &l)
{
    const std::string split = "layout.layer_split";
    const std::string recompute = "layout.recompute";
    const std::string offload = "layout.offload";
    // The parallel sizes are 1 and the split's ends 0 where the file gives none.
    return {text("layout.label", l.label),
            text("layout.summary", l.summary),
            text("layout.highlights", l.highlights),
            number<int>("layout.tp", l.tp, 1),
            number<int>("layout.pp", l.pp, 1),
            number<int>("layout.vpp", l.vpp, 1),
            number<int>("layout.cp", l.cp, 1),
            number<int>("layout.ep", l.ep, 1),
            number<int>("layout.etp", l.etp, 1),
            number<int>("layout.dp", l.dp, 1),
            number<bool>("layout.sequence_parallel", l.sequenceParallel, false),
            number<int>(split + ".first", inSection(l.layerSplit, &Recipe::LayerSplit::first), 0, split),
            number<int>(split + ".last", inSection(l.layerSplit, &Recipe::LayerSplit::last), 0, split),
            number<int>("layout.max_tokens_per_gpu", l.maxTokensPerGpu),
            number<int>("layout.rows_per_microbatch", l.rowsPerMicrobatch),
            text(recompute + ".granularity", inSection(l.recompute, &Recipe::Recompute::granularity).value_or(QString()), recompute),
            text(recompute + ".method", inSection(l.recompute, &Recipe::Recompute::method).value_or(QString()), recompute),
            number<int>(recompute + ".num_layers", inSection(l.recompute, &Recipe::Recompute::numLayers).value_or(std::nullopt),
                        std::nullopt, recompute),
            number<double>(offload + ".optimizer_fraction",
                           inSection(l.offload, &Recipe::Offload::optimizerFraction).value_or(std::nullopt), std::nullopt, offload),
            number<bool>(offload + ".overlap_d2h_h2d", inSection(l.offload, &Recipe::Offload::overlapD2hH2d).value_or(std::nullopt),
                         std::nullopt, offload),
            text("layout.dispatcher", l.dispatcher)};
}

inline std::vector<Figure> result(const Recipe::Result &r)
{
    const std::string params = "result.active_params";
    return {number<double>("result.tokens_per_s_per_gpu", r.tokensPerSecondPerGpu),
            number<double>("result.usd_per_million_tokens", r.usdPerMillionTokens),
            number<double>("result.step_time_cv_percent", r.stepTimeCvPercent),
            number<double>("result.mfu", r.mfu),
            text("result.mfu_note", r.mfuNote),
            number<qint64>(params + ".count", inSection(r.activeParams, &Recipe::ActiveParams::count), std::nullopt, params),
            text(params + ".source", inSection(r.activeParams, &Recipe::ActiveParams::source).value_or(QString()), params),
            text(params + ".revision", inSection(r.activeParams, &Recipe::ActiveParams::revision).value_or(QString()), params),
            text("result.measured", r.measured),
            number<int>("result.steps_per_run", r.stepsPerRun),
            number<Window>("result.window", r.window),
            number<qint64>("result.window_tokens", r.windowTokens),
            number<int>("result.runs", r.runs),
            number<bool>("result.profiler", r.profiler),
            number<double>("result.gpu_hours", r.gpuHours),
            text("result.gpu_hours_note", r.gpuHoursNote)};
}

// Every figure and text of a recipe's summary, with the place it is read from.
inline std::vector<Figure> figures(const Recipe &recipe)
{
    auto out = gpuAndWorkload(recipe);
    for (auto &&part : {layout(recipe.layout()), result(recipe.result())})
        out.insert(out.end(), part.begin(), part.end());
    return out;
}

// The node at a dotted path of keys, as yaml-cpp's node tree finds it (the first
// member whose key is that text); an undefined node where a key is missing or a node
// on the way is no mapping. Looked up through a const node: the non-const
// operator[] would add the key.
inline YAML::Node nodeAt(const YAML::Node &root, const std::string &path)
{
    YAML::Node node(root);
    for (const auto &key : QString::fromStdString(path).split(u'.')) {
        if (!node.IsDefined() || !node.IsMap())
            return YAML::Node(YAML::NodeType::Undefined);
        const YAML::Node &map = node;
        const YAML::Node found = map[key.toStdString()];
        node.reset(found.IsDefined() ? found : YAML::Node(YAML::NodeType::Undefined));
    }
    return node;
}

inline bool isScalar(const YAML::Node &node)
{
    return node.IsDefined() && node.IsScalar();
}

// What yaml-cpp reads at a place in the type the recipe holds it in: Node::as<T>() of
// a scalar (which throws YAML::BadConversion where it does not convert), absent where
// there is none. A window is a list of exactly two, as the loader reads one.
template<typename T>
std::optional<T> readAt(const YAML::Node &node, const std::optional<T> &absent)
{
    if constexpr (std::is_same_v<T, Window>) {
        if (node.IsDefined() && node.IsSequence() && node.size() == 2)
            return Window{node[0].as<int>(), node[1].as<int>()};
        return absent;
    } else {
        return isScalar(node) ? std::optional<T>(node.as<T>()) : absent;
    }
}

// Doubles compare bit for bit (both sides round the same decimal text correctly, so
// they must give the same double, -0 too); any NaN is the same as any other.
template<typename T>
bool same(const std::optional<T> &a, const std::optional<T> &b)
{
    if constexpr (std::is_same_v<T, double>) {
        if (!a || !b)
            return a.has_value() == b.has_value();
        return (std::isnan(*a) && std::isnan(*b)) || std::bit_cast<std::uint64_t>(*a) == std::bit_cast<std::uint64_t>(*b);
    } else {
        return a == b;
    }
}

template<typename T>
QString show(const std::optional<T> &value)
{
    if (!value)
        return QStringLiteral("nothing");
    if constexpr (std::is_same_v<T, Window>)
        return QStringLiteral("[%1, %2]").arg(value->first).arg(value->second);
    else if constexpr (std::is_same_v<T, double>)
        return QString::number(*value, 'g', 17);
    else if constexpr (std::is_same_v<T, bool>)
        return *value ? QStringLiteral("true") : QStringLiteral("false");
    else
        return QString::number(*value);
}

// The number a text of plain decimal digits stands for alike in YAML 1.1 and 1.2, as
// from_chars reads it (correctly rounded, whatever the locale); nothing for any other
// text, or one out of T's range. No leading zero: YAML 1.1 reads 017 as octal. (\z, not
// $, which also matches before a final line feed.)
template<typename T>
std::optional<T> plainDecimal(const std::string &text)
{
    static const QRegularExpression integer(QStringLiteral("\\A[-+]?(0|[1-9][0-9]*)\\z"));
    static const QRegularExpression real(QStringLiteral("\\A[-+]?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\z"));
    if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, Window>) {
        return std::nullopt;
    } else {
        if (!(std::is_integral_v<T> ? integer : real).match(QString::fromStdString(text)).hasMatch())
            return std::nullopt;
        const auto from = text.data() + (text.front() == '+' ? 1 : 0); // from_chars takes no '+'
        T value{};
        const auto [end, error] = std::from_chars(from, text.data() + text.size(), value);
        return error == std::errc() && end == text.data() + text.size() ? std::optional<T>(value) : std::nullopt;
    }
}

// Why what the recipe holds is not what yaml-cpp reads at the figure's place; empty
// when it is.
template<typename T>
QString numberDifference(const Figure &figure, const YAML::Node &root, const std::optional<T> &held)
{
    const auto absent = std::get<std::optional<T>>(figure.absent);
    const auto inSection = figure.section.empty() || nodeAt(root, figure.section).IsMap();
    const auto node = nodeAt(root, figure.path);
    const auto scalar = isScalar(node) ? QStringLiteral(" (\"%1\")").arg(QString::fromStdString(node.Scalar())) : QString();
    std::optional<T> read;
    try {
        read = inSection ? readAt<T>(node, absent) : std::nullopt;
    } catch (const YAML::Exception &e) {
        return QStringLiteral("the recipe holds %1, yaml-cpp cannot read it as that type%2: %3")
            .arg(show(held), scalar, QString::fromStdString(e.msg));
    }
    if (!same(read, held))
        return QStringLiteral("the recipe holds %1, yaml-cpp reads %2%3").arg(show(held), show(read), scalar);
    const auto decimal = isScalar(node) && inSection ? plainDecimal<T>(node.Scalar()) : std::nullopt;
    if (decimal && !same(decimal, held))
        return QStringLiteral("the recipe and yaml-cpp hold %1, the decimal text is %2%3").arg(show(held), show(decimal), scalar);
    return {};
}

inline QString textDifference(const Figure &figure, const YAML::Node &root, const QString &held)
{
    const auto inSection = figure.section.empty() || nodeAt(root, figure.section).IsMap();
    const auto node = nodeAt(root, figure.path);
    // A text is empty where the place holds no scalar, as the loader reads it.
    const auto read = inSection && isScalar(node) ? QString::fromStdString(node.Scalar()) : QString();
    return read == held ? QString() : QStringLiteral("the recipe holds \"%1\", yaml-cpp reads \"%2\"").arg(held, read);
}

inline QString figureDifference(const Figure &figure, const YAML::Node &root)
{
    const auto why = std::visit(
        [&](const auto &held) {
            if constexpr (std::is_same_v<std::decay_t<decltype(held)>, QString>)
                return textDifference(figure, root, held);
            else
                return numberDifference(figure, root, held);
        },
        figure.held);
    return why.isEmpty() ? why : QString::fromStdString(figure.path) + QStringLiteral(": ") + why;
}

// The first document yaml-cpp reads in these bytes, as the loader reads only the
// first; nothing when it reads none (not the loader's fault, nothing to judge by).
inline std::optional<YAML::Node> loaded(const QByteArray &bytes)
{
    try {
        return YAML::Load(bytes.toStdString());
    } catch (const YAML::Exception &) {
        return std::nullopt;
    }
}

// Why the figures a loaded recipe holds are not what yaml-cpp reads in the bytes it
// was loaded from; empty when they are, or when yaml-cpp does not read the bytes.
inline QString difference(const QByteArray &bytes, const std::vector<Figure> &figures)
{
    const auto root = loaded(bytes);
    if (!root)
        return {};
    for (const auto &figure : figures)
        if (auto why = figureDifference(figure, *root); !why.isEmpty())
            return why;
    return {};
}

} // namespace LoaderJudge
