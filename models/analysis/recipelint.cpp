// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/recipelint.h"

#include "analysis/commandflagfields.h"
#include "analysis/derivedfigures.h"
#include "analysis/shellcommand.h"
#include "recipe/gpucatalog.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeformat.h"

#include <QCryptographicHash>
#include <QRegularExpression>

#include <cmath>
#include <initializer_list>
#include <limits>

namespace {

using Severity = Problem::Severity;

const QString ParallelDp = QStringLiteral("parallel-dp");
const QString ParallelEp = QStringLiteral("parallel-ep");
const QString ParallelVpp = QStringLiteral("parallel-vpp");
const QString GpuCount = QStringLiteral("gpu-count");
const QString GpuMemory = QStringLiteral("gpu-memory");
const QString CommandFlags = QStringLiteral("command-flags");
const QString EnvExports = QStringLiteral("env-exports");
const QString LayoutLabel = QStringLiteral("layout-label");
const QString LayoutSummary = QStringLiteral("layout-summary");
const QString FiguresCost = QStringLiteral("figures-cost");
const QString FiguresMfu = QStringLiteral("figures-mfu");
const QString FiguresWindowTokens = QStringLiteral("figures-window-tokens");
const QString FiguresWindow = QStringLiteral("figures-window");
const QString FiguresGpuHours = QStringLiteral("figures-gpu-hours");
const QString StatusVerified = QStringLiteral("status-verified");
const QString FiguresPeak = QStringLiteral("figures-peak");
const QString GpuUnchecked = QStringLiteral("gpu-unchecked");

// The highest share of a GPU's peak a training run is taken to reach: published runs
// stay well below it (around 40% to 60% at BF16), and a figure above it is more likely
// a slip (a wrong GPU count, tokens/s for the job rather than a GPU) than a record.
constexpr double PlausibleMfu = 0.8;

// Collects findings at their places, by the config's severities.
class Findings
{
public:
    Findings(const Recipe &recipe, const LintConfig &config) : m_recipe(recipe), m_config(config) { }

    void at(const QString &path, const QString &check, const QString &message, std::optional<Severity> severity = std::nullopt)
    {
        const auto where = m_recipe.location(path);
        add(where.line, where.column, check, message, severity);
    }

    // A place inside the run script: its line there, the column of the text on that line.
    void inRun(int scriptLine, const QString &text, const QString &check, const QString &message)
    {
        const int line = m_recipe.location(QStringLiteral("run")).line + scriptLine;
        // The file's lines, split only when a finding stands in the script.
        if (m_lines.isEmpty())
            m_lines = QString::fromUtf8(m_recipe.source()).split(u'\n');
        const auto column = m_lines.value(line - 1).indexOf(text);
        add(line, column < 0 ? 1 : int(column) + 1, check, message);
    }

    const ProblemList &problems() const { return m_problems; }

private:
    // given: the finding's own severity where a check has two (an error past a bound, a warning near it).
    void add(int line, int column, const QString &check, const QString &message, std::optional<Severity> given = std::nullopt)
    {
        const auto &checks = RecipeLint::checks();
        const auto it = std::find_if(checks.cbegin(), checks.cend(), [&](const RecipeLint::Check &c) { return c.id == check; });
        const auto severity = m_config.severity(check, given ? *given : it == checks.cend() ? Severity::Error : it->severity);
        if (severity)
            m_problems.append({m_recipe.filePath(), line, column, *severity, message, check});
    }

    const Recipe &m_recipe;
    const LintConfig &m_config;
    QStringList m_lines;
    ProblemList m_problems;
};

QString number(double value)
{
    return RecipeFormat::plain(value);
}

// The product of layout factors, held at the largest qint64 past it: far past any GPU
// count, where the int product of a few large factors would overflow.
qint64 product(std::initializer_list<int> factors)
{
    qint64 result = 1;
    for (const int factor : factors)
        if (qMulOverflow(result, qint64(factor), &result))
            return std::numeric_limits<qint64>::max();
    return result;
}

void parallelism(const Recipe &r, Findings &findings)
{
    const auto &l = r.layout();
    const qint64 count = r.gpuCount();
    const qint64 model = product({l.tp, l.pp, l.cp});
    if (model > 0 && (count % model != 0 || count / model != l.dp))
        findings.at(QStringLiteral("layout.dp"), ParallelDp,
                    count % model != 0 ? QStringLiteral("%1 GPUs do not divide into TP %2 x PP %3 x CP %4 = %5")
                                             .arg(count)
                                             .arg(l.tp)
                                             .arg(l.pp)
                                             .arg(l.cp)
                                             .arg(model)
                                       : QStringLiteral("dp is %1, but %2 GPUs / (TP %3 x PP %4 x CP %5) = %6")
                                             .arg(l.dp)
                                             .arg(count)
                                             .arg(l.tp)
                                             .arg(l.pp)
                                             .arg(l.cp)
                                             .arg(count / model));
    const qint64 expertGroup = product({l.ep, l.etp});
    const qint64 dense = product({l.tp, l.cp, l.dp});
    if (expertGroup > 0 && dense % expertGroup != 0)
        findings.at(QStringLiteral("layout.ep"), ParallelEp,
                    QStringLiteral("EP %1 x ETP %2 = %3 does not divide TP %4 x CP %5 x DP %6 = %7")
                        .arg(l.ep)
                        .arg(l.etp)
                        .arg(expertGroup)
                        .arg(l.tp)
                        .arg(l.cp)
                        .arg(l.dp)
                        .arg(dense));
    if (l.vpp < 1 || (l.vpp > 1 && l.pp < 2))
        findings.at(QStringLiteral("layout.vpp"), ParallelVpp,
                    l.vpp < 1 ? QStringLiteral("vpp is %1; it is at least 1").arg(l.vpp)
                              : QStringLiteral("vpp is %1 with pp %2; virtual stages need pipeline parallelism").arg(l.vpp).arg(l.pp));
}

void gpus(const Recipe &r, const ShellCommand &command, Findings &findings)
{
    const auto &g = r.gpu();
    if (g.perNode && *g.perNode > 0 && g.count % *g.perNode != 0)
        findings.at(QStringLiteral("gpu.per_node"), GpuCount,
                    QStringLiteral("%1 GPUs per node do not divide gpu.count %2").arg(*g.perNode).arg(g.count));
    const auto nodes = command.value(QStringLiteral("--actor-num-nodes"));
    const auto perNode = command.value(QStringLiteral("--actor-num-gpus-per-node"));
    if (nodes && perNode && nodes->toInt() * perNode->toInt() != g.count) {
        const auto flag = std::find_if(command.flags().cbegin(), command.flags().cend(),
                                       [](const ShellCommand::Flag &f) { return f.name == QLatin1String("--actor-num-nodes"); });
        findings.inRun(flag->line, flag->name, GpuCount,
                       QStringLiteral("the command runs %1 nodes x %2 GPUs = %3, but gpu.count is %4")
                           .arg(*nodes, *perNode, QString::number(nodes->toInt() * perNode->toInt()), QString::number(g.count)));
    }
    const auto catalog = GpuCatalog::current(); // held while its entry is read
    const auto *gpu = catalog->find(g.type);
    const auto known = gpu ? gpu->memoryGb : QList<double>();
    if (g.memoryGb && !known.isEmpty() && !known.contains(*g.memoryGb)) {
        QStringList sizes;
        for (const auto size : known)
            sizes << number(size);
        findings.at(
            QStringLiteral("gpu.memory_gb"), GpuMemory,
            QStringLiteral("memory_gb is %1, but a %2 has %3 GB").arg(number(*g.memoryGb), g.type, sizes.join(QStringLiteral(" or "))));
    }
}

void flags(const Recipe &r, const ShellCommand &command, Findings &findings)
{
    for (const auto &flag : command.flags()) {
        if (CommandFlagFields::agrees(r, flag))
            continue;
        const auto field = CommandFlagFields::fieldFor(flag.name);
        const auto recorded = CommandFlagFields::fieldValue(r, field);
        findings.inRun(flag.line, flag.name, CommandFlags,
                       QStringLiteral("the command says %1 %2, but %3 is %4")
                           .arg(flag.name, flag.hasValue ? flag.value : QStringLiteral("(on)"), field,
                                recorded.isEmpty() ? QStringLiteral("not set") : recorded));
    }
    // A field that is on needs its switch; a recompute needs its flags.
    if (r.layout().sequenceParallel && !command.has(QStringLiteral("--sequence-parallel")) && !command.flags().isEmpty())
        findings.at(QStringLiteral("layout.sequence_parallel"), CommandFlags,
                    QStringLiteral("layout.sequence_parallel is true, but the command has no --sequence-parallel"));
    if (r.layout().recompute && !r.layout().recompute->granularity.isEmpty() && !command.flags().isEmpty()
        && !command.has(QStringLiteral("--recompute-granularity")))
        findings.at(QStringLiteral("layout.recompute.granularity"), CommandFlags,
                    QStringLiteral("layout.recompute.granularity is %1, but the command has no --recompute-granularity")
                        .arg(r.layout().recompute->granularity));
}

void env(const Recipe &r, const ShellCommand &command, Findings &findings)
{
    for (const auto &[name, value] : r.env()) {
        const auto exported = std::find_if(command.exports().cbegin(), command.exports().cend(),
                                           [&](const ShellCommand::Export &e) { return e.name == name; });
        if (exported == command.exports().cend())
            findings.at(QStringLiteral("env.") + name, EnvExports,
                        QStringLiteral("env sets %1=%2, but the run script does not export it").arg(name, value));
        else if (exported->value != value)
            findings.at(QStringLiteral("env.") + name, EnvExports,
                        QStringLiteral("env sets %1=%2, but the run script exports %1=%3").arg(name, value, exported->value));
    }
    for (const auto &e : command.exports())
        if (std::none_of(r.env().cbegin(), r.env().cend(), [&](const auto &entry) { return entry.first == e.name; }))
            findings.inRun(e.line, e.name, EnvExports,
                           QStringLiteral("the run script exports %1=%2, but env does not list it").arg(e.name, e.value));
}

int dimension(const Recipe::Layout &l, const QString &name)
{
    if (name == QLatin1String("TP"))
        return l.tp;
    if (name == QLatin1String("PP"))
        return l.pp;
    if (name == QLatin1String("VPP"))
        return l.vpp;
    if (name == QLatin1String("CP"))
        return l.cp;
    if (name == QLatin1String("EP"))
        return l.ep;
    if (name == QLatin1String("ETP"))
        return l.etp;
    if (name == QLatin1String("DP"))
        return l.dp;
    return -1;
}

void layoutText(const Recipe &r, Findings &findings)
{
    // "TP4 PP2" in the label, "TP 4, PP 2" in the summary: each dimension named agrees with its field.
    static const QRegularExpression label(QStringLiteral("\\b(TP|PP|VPP|CP|EP|ETP|DP)(\\d+)\\b"));
    static const QRegularExpression summary(QStringLiteral("\\b(TP|PP|VPP|CP|EP|ETP|DP) (\\d+)\\b"));
    const struct
    {
        const QRegularExpression &pattern;
        QString text;
        QString path;
        QString check;
        QString noun;
    } texts[] = {{label, r.layout().label, QStringLiteral("layout.label"), LayoutLabel, QStringLiteral("the label")},
                 {summary, r.layout().summary, QStringLiteral("layout.summary"), LayoutSummary, QStringLiteral("the summary")}};
    for (const auto &t : texts) {
        for (auto it = t.pattern.globalMatch(t.text); it.hasNext();) {
            const auto m = it.next();
            const int field = dimension(r.layout(), m.captured(1));
            if (field != m.captured(2).toInt())
                findings.at(
                    t.path, t.check,
                    QStringLiteral("%1 says %2, but layout.%3 is %4").arg(t.noun, m.captured(0), m.captured(1).toLower()).arg(field));
        }
    }
}

// Model FLOP/s a GPU would do at the recorded throughput, against what it can: above its
// peak the figure cannot be, above the plausible share it is doubtful.
void physics(const Recipe &r, Findings &findings)
{
    const auto &result = r.result();
    if (!result.activeParams || result.activeParams->count <= 0 || result.tokensPerSecondPerGpu <= 0)
        return;
    const auto catalog = GpuCatalog::current();
    const auto peak = catalog->peakFlops(r.gpuType(), r.workload().precision);
    if (!peak)
        return;
    const double share = 6.0 * double(result.activeParams->count) * result.tokensPerSecondPerGpu / *peak;
    if (share <= PlausibleMfu)
        return;
    auto tera = [](double flops) { return RecipeFormat::integer(std::llround(flops / 1e12)); };
    const auto text =
        QStringLiteral("6 x %1 active parameters x %2 tokens/s per GPU is %3 TFLOP/s; the %4's peak is %5 TFLOP/s: MFU would be %6%")
            .arg(RecipeFormat::integer(result.activeParams->count), number(result.tokensPerSecondPerGpu), tera(share * *peak), r.gpuType(),
                 tera(*peak), RecipeFormat::integer(std::llround(share * 100)));
    findings.at(QStringLiteral("result.tokens_per_s_per_gpu"), FiguresPeak,
                share > 1 ? text + QStringLiteral(", more than the GPU can compute")
                          : text + QStringLiteral(", above the %1% no training run is known to reach").arg(qRound(PlausibleMfu * 100)),
                share > 1 ? Severity::Error : Severity::Warning);
}

// What could not be checked for want of the GPU's facts, said rather than passed over.
void unchecked(const Recipe &r, const PriceTable &prices, Findings &findings)
{
    const auto catalog = GpuCatalog::current();
    const auto *gpu = catalog->find(r.gpuType());
    const auto where = QStringLiteral("gpu.type");
    const auto add =
        QStringLiteral("add it to a GPU catalogue file (View > GPU Catalogue > Open Catalogue File..., or --gpu-catalog FILE)");
    if (!gpu) {
        findings.at(
            where, GpuUnchecked,
            QStringLiteral("%1 is not in the GPU catalogue: the peak, MFU, cost and memory checks did not run; %2").arg(r.gpuType(), add));
        return;
    }
    QStringList missing;
    if (!catalog->peakFlops(r.gpuType(), r.workload().precision) && (r.result().mfu || r.result().activeParams))
        missing << QStringLiteral("no peak FLOP/s at %1: the peak and MFU checks did not run")
                       .arg(r.workload().precision.isEmpty() ? QStringLiteral("BF16") : r.workload().precision);
    if (!prices.price(r.gpuType()) && r.result().usdPerMillionTokens)
        missing << QStringLiteral("no price: the cost check did not run (set one in View > GPU Prices...)");
    if (gpu->memoryGb.isEmpty() && r.gpu().memoryGb)
        missing << QStringLiteral("no memory sizes: the memory check did not run");
    if (!missing.isEmpty())
        findings.at(where, GpuUnchecked,
                    QStringLiteral("the GPU catalogue has for %1 %2").arg(gpu->name, missing.join(QStringLiteral("; "))));
}

void figures(const Recipe &r, const PriceTable &prices, Findings &findings)
{
    const auto &result = r.result();
    const double tokens = result.tokensPerSecondPerGpu;
    // The derived figures are DerivedFigures', as the editor shows them; computed once.
    const auto derived = DerivedFigures::of(r, prices);
    auto figure = [&derived](const QString &path) { return DerivedFigures::find(derived, path); };
    const auto cost = figure(QStringLiteral("result.usd_per_million_tokens"));
    if (cost && result.usdPerMillionTokens && !cost->agrees)
        findings.at(QStringLiteral("result.usd_per_million_tokens"), FiguresCost,
                    QStringLiteral("$ / 1M tokens is %1, but $%2 per GPU-hour at %3 tokens/s per GPU is %4")
                        .arg(RecipeFormat::usd(result.usdPerMillionTokens), number(*prices.price(r.gpuType())), number(tokens),
                             RecipeFormat::usd(cost->derived.toDouble())));
    const auto mfu = figure(QStringLiteral("result.mfu"));
    if (mfu && result.mfu && !mfu->agrees)
        findings.at(QStringLiteral("result.mfu"), FiguresMfu,
                    QStringLiteral("mfu is %1, but 6 x %2 active parameters x %3 tokens/s / the %4's peak is %5")
                        .arg(number(*result.mfu), RecipeFormat::integer(result.activeParams->count), number(tokens), r.gpuType(),
                             RecipeFormat::decimal(mfu->derived.toDouble(), 4)));
    if (result.window) {
        const auto [first, last] = *result.window;
        const auto steps = result.stepsPerRun;
        if (first < 1 || last < first || (steps && last > *steps))
            findings.at(QStringLiteral("result.window"), FiguresWindow,
                        steps ? QStringLiteral("the window is steps %1 to %2, but a run has steps 1 to %3").arg(first).arg(last).arg(*steps)
                              : QStringLiteral("the window is steps %1 to %2; it needs 1 <= first <= last").arg(first).arg(last));
        const auto windowTokens = figure(QStringLiteral("result.window_tokens"));
        if (result.windowTokens && windowTokens && !windowTokens->agrees) {
            findings.at(QStringLiteral("result.window_tokens"), FiguresWindowTokens,
                        QStringLiteral("window_tokens is %1, but %2 steps x global batch %3 x %4-token rows is %5")
                            .arg(RecipeFormat::integer(*result.windowTokens))
                            .arg(last - first + 1)
                            .arg(r.workload().globalBatch)
                            .arg(r.workload().rowTokens)
                            .arg(RecipeFormat::integer(windowTokens->derived.toLongLong())));
        }
    }
    // GPU-hours cannot be fewer than the measured steps alone take, and rarely 20 times more.
    if (result.gpuHours && result.stepsPerRun && tokens > 0 && r.gpuCount() > 0) {
        const double stepSeconds = double(r.workload().globalBatch) * r.workload().rowTokens / (tokens * r.gpuCount());
        const double least = r.gpuCount() * *result.stepsPerRun * stepSeconds * result.runs.value_or(1) / 3600.0;
        if (*result.gpuHours < least * 0.95 || *result.gpuHours > least * 20)
            findings.at(QStringLiteral("result.gpu_hours"), FiguresGpuHours,
                        QStringLiteral("gpu_hours is %1, but %2 GPUs x %3 steps of %4 s take %5 GPU-hours")
                            .arg(number(*result.gpuHours))
                            .arg(r.gpuCount())
                            .arg(*result.stepsPerRun)
                            .arg(RecipeFormat::decimal(stepSeconds, 1), RecipeFormat::decimal(least, 2)));
    }
}

} // namespace

const QList<RecipeLint::Check> &RecipeLint::checks()
{
    static const QList<Check> all = {
        {ParallelDp, Severity::Error, QStringLiteral("layout.dp = gpu.count / (tp x pp x cp), a whole number")},
        {ParallelEp, Severity::Error, QStringLiteral("ep x etp divides tp x cp x dp")},
        {ParallelVpp, Severity::Error, QStringLiteral("vpp >= 1, and above 1 only with pp > 1")},
        {GpuCount, Severity::Error, QStringLiteral("gpu.per_node divides gpu.count; the command's nodes x GPUs per node = gpu.count")},
        {GpuMemory, Severity::Error, QStringLiteral("gpu.memory_gb is a memory size of gpu.type (the GPU catalogue)")},
        {CommandFlags, Severity::Error,
         QStringLiteral("each parallelism, recompute, batch, length, offload and dispatcher flag of run agrees with its field")},
        {EnvExports, Severity::Error, QStringLiteral("env and the export lines of run name the same variables with the same values")},
        {LayoutLabel, Severity::Error,
         QStringLiteral("every dimension layout.label names (TP4, PP2, VPP4, EP32, DP16, CP2) agrees with its field")},
        {LayoutSummary, Severity::Error, QStringLiteral("every \"TP n\", \"PP n\" ... of layout.summary agrees with its field")},
        {FiguresCost, Severity::Error,
         QStringLiteral("$ / 1M tokens = price per GPU-hour x 10^6 / (tokens/s per GPU x 3600), within a cent")},
        {FiguresMfu, Severity::Error, QStringLiteral("mfu = 6 x active parameters x tokens/s per GPU / peak FLOP/s, within 0.001")},
        {FiguresWindowTokens, Severity::Error, QStringLiteral("window_tokens = (window end - start + 1) x global batch x row tokens")},
        {FiguresWindow, Severity::Error, QStringLiteral("the window lies within steps 1 to steps_per_run")},
        {FiguresGpuHours, Severity::Warning, QStringLiteral("gpu_hours is no less than the measured steps take, nor 20 times more")},
        {StatusVerified, Severity::Error, QStringLiteral("status verified needs correctness.result pass")},
        {FiguresPeak, Severity::Error,
         QStringLiteral("6 x active parameters x tokens/s per GPU stays below the GPU's peak FLOP/s (an error above it, a warning "
                        "above 80% of it)")},
        {GpuUnchecked, Severity::Warning,
         QStringLiteral("gpu.type is in the GPU catalogue with the peak, price and memory the other checks need")},
    };
    return all;
}

ProblemList RecipeLint::check(const Recipe &recipe, const PriceTable &prices, const LintConfig &config)
{
    if (recipe.isListing())
        return {};
    const auto settings = config.withRecipe(recipe);
    Findings findings(recipe, settings);
    const auto command = ShellCommand::parse(recipe.run());
    parallelism(recipe, findings);
    gpus(recipe, command, findings);
    flags(recipe, command, findings);
    env(recipe, command, findings);
    layoutText(recipe, findings);
    figures(recipe, prices, findings);
    physics(recipe, findings);
    unchecked(recipe, prices, findings);
    if (recipe.status() == QLatin1String("verified") && recipe.correctnessResult() != QLatin1String("pass"))
        findings.at(QStringLiteral("status"), StatusVerified,
                    QStringLiteral("status is verified, but correctness.result is %1")
                        .arg(recipe.correctnessResult().isEmpty() ? QStringLiteral("not given") : recipe.correctnessResult()));
    return findings.problems();
}

std::function<ProblemList(const Recipe &, const QString &)> RecipeLint::checker(const PriceTable &prices, const QStringList &opened)
{
    // The opened paths looked at once, not for every recipe.
    return [prices, opened = LintConfig::openedFolders(opened)](const Recipe &recipe, const QString &absolutePath) {
        return check(recipe, prices, LintConfig::forFile(absolutePath, nullptr, opened));
    };
}

std::function<QByteArray(const QString &)> RecipeLint::checkerStamp(const PriceTable &prices, const QStringList &opened)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const auto &check : checks())
        hash.addData(QString(check.id + u' ' + QString::number(int(check.severity)) + u'\n').toUtf8());
    for (const auto &entry : prices.entries())
        hash.addData(QString(entry.gpuType + u' ' + QString::number(entry.usdPerGpuHour, 'g', 17) + u'\n').toUtf8());
    hash.addData(RecipeFormat::locale().name().toUtf8()); // how the findings write numbers
    hash.addData(GpuCatalog::current()->stamp());         // the GPUs' facts the checks compare with
    const auto base = hash.result();
    return [base, opened = LintConfig::openedFolders(opened)](const QString &folder) {
        QCryptographicHash stamp(QCryptographicHash::Sha256);
        stamp.addData(base);
        if (const auto config = LintConfig::nearestFile(folder, opened); !config.isEmpty()) {
            stamp.addData(config.toUtf8());
            // Its bytes, or what stands for them when they are not read (its size, why).
            const auto contents = RecipeFiles::read(config, LintConfig::MaxBytes);
            stamp.addData(contents.bytes);
            stamp.addData(QString(u'\n' + QString::number(contents.state.size) + u' ' + contents.why).toUtf8());
        }
        return stamp.result();
    };
}
