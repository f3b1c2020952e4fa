// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeloader.h"

#include "recipe/hiddentextcheck.h"
#include "recipe/parsedyaml.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeschema.h"
#include "recipe/stringpool.h"
#include "recipe/utf8text.h"
#include "recipe/yamllocations.h"
#include "recipe/yamlstructurecheck.h"

#include <QFile>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <limits>
#include <sstream>
#include <string_view>
#include <type_traits>
#include <vector>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

namespace {

Problem error(const QString &file, int line, int column, const QString &message)
{
    return {file, line, column, Problem::Severity::Error, message};
}

// At most maxDigits decimal digits, and nothing else (an empty text passes).
bool fewDigits(std::string_view text, size_t maxDigits)
{
    return text.size() <= maxDigits && std::all_of(text.cbegin(), text.cend(), [](char c) { return c >= '0' && c <= '9'; });
}

// A scalar's value read as yaml-cpp's conversions read it (YAML::convert): numbers
// through a stream that takes any base and the YAML spellings of infinity and NaN.
// A plain decimal number is read without the stream, to the same value.
template<typename T>
bool decodeNumber(std::string_view input, T &out)
{
    const auto number = input.substr(!input.empty() && input.front() == '-' ? 1 : 0);
    bool plain = false;
    if constexpr (std::is_integral_v<T>) {
        plain = !number.empty() && (number.front() != '0' || number.size() == 1) && fewDigits(number, 18);
    } else {
        // Up to 15 digits before and after a point and no exponent: a value strtod and
        // from_chars both round the same way, never out of range.
        const auto point = number.find('.');
        const auto whole = number.substr(0, point);
        const auto fraction = point == std::string_view::npos ? std::string_view() : number.substr(point + 1);
        plain = !whole.empty() && fewDigits(whole, 15) && (point == std::string_view::npos || !fraction.empty()) && fewDigits(fraction, 15);
    }
    if (plain) {
        const auto [end, error] = std::from_chars(input.data(), input.data() + input.size(), out);
        return error == std::errc() && end == input.data() + input.size();
    }
    const std::string text(input);
    std::stringstream stream(text);
    stream.unsetf(std::ios::dec);
    if (YAML::conversion::ConvertStreamTo(stream, out))
        return true;
    if constexpr (std::numeric_limits<T>::has_infinity) {
        if (YAML::conversion::IsInfinity(text)) {
            out = std::numeric_limits<T>::infinity();
            return true;
        }
        if (YAML::conversion::IsNegativeInfinity(text)) {
            out = -std::numeric_limits<T>::infinity();
            return true;
        }
    }
    if constexpr (std::numeric_limits<T>::has_quiet_NaN) {
        if (YAML::conversion::IsNaN(text)) {
            out = std::numeric_limits<T>::quiet_NaN();
            return true;
        }
    }
    return false;
}

// The values of a parsed recipe, read as yaml-cpp's Node::as<T>() reads them: a
// value that does not convert throws YAML::TypedBadConversion at its node.
class Fields
{
public:
    explicit Fields(const ParsedYaml &document) : y(document) { }

    int at(int parent, std::string_view key) const { return y.find(parent, key); }

    // A collection's recipes repeat most of their texts (model, GPU, author, status,
    // layout): each thread converts one of them once and shares it.
    QString text(int node) const
    {
        thread_local StringPool pool;
        return pool.fromUtf8(y.scalar(node));
    }

    // A text only a whole recipe keeps: none for a summary.
    QString text(int node, bool whole) const { return whole ? text(node) : QString(); }

    template<typename T>
    T as(int node) const
    {
        T value{};
        if constexpr (std::is_same_v<T, bool>) {
            if (y.isScalar(node) && YAML::convert<bool>::decode(YAML::Node(std::string(y.scalar(node))), value))
                return value;
        } else {
            if (y.isScalar(node) && decodeNumber(y.scalar(node), value))
                return value;
        }
        throw YAML::TypedBadConversion<T>(y.mark(node));
    }

    template<typename T>
    std::optional<T> number(int node) const
    {
        return y.isScalar(node) ? std::optional<T>(as<T>(node)) : std::nullopt;
    }

    std::optional<bool> flag(int node) const { return number<bool>(node); }

    Recipe::KeyValueList keyValues(int node) const
    {
        Recipe::KeyValueList list;
        if (y.isMap(node))
            for (int i = 0; i < y.size(node); ++i)
                list.append({text(y.key(node, i)), text(y.value(node, i))});
        return list;
    }

    // The items of a list; none for any other node.
    std::vector<int> items(int node) const
    {
        std::vector<int> list;
        if (y.isSequence(node))
            for (int i = 0; i < y.size(node); ++i)
                list.push_back(y.item(node, i));
        return list;
    }

    const ParsedYaml &y;
};

// What a value the schema let through but the program cannot hold says: a number
// out of range, named by its key and shown as written.
QString valueError(const QByteArray &bytes, const QHash<QString, SourceLocation> &locations, int line, int column, const YAML::Exception &e)
{
    if (!dynamic_cast<const YAML::BadConversion *>(&e))
        return QStringLiteral("cannot read value: ") + QString::fromStdString(e.msg);
    QString key;
    for (auto it = locations.cbegin(); it != locations.cend(); ++it)
        if (it->line == line && it->column == column && (key.isEmpty() || it.key().size() > key.size()))
            key = it.key();
    // The value as written: from its column to the end of its line or a comment.
    const auto lines = QString::fromUtf8(bytes).split(u'\n');
    auto written = line >= 1 && line <= lines.size() ? lines.at(line - 1).mid(column - 1) : QString();
    if (const auto comment = written.indexOf(QLatin1String(" #")); comment >= 0)
        written.truncate(comment);
    written = written.trimmed();
    if (key.isEmpty())
        return QStringLiteral("value \"%1\" is out of the range this program reads").arg(written);
    return QStringLiteral("'%1' is out of the range this program reads, found \"%2\"").arg(key, written);
}

} // namespace

namespace {

// The bytes of a UTF-8 byte-order mark the file starts with: 3 or 0.
int byteOrderMark(const QByteArray &bytes)
{
    return bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
}

// Checks the bytes, parses them and checks the document's structure; on success the
// document, else nothing and the problem.
std::optional<ParsedYaml> readDocument(const QByteArray &bytes, const QString &file, ProblemList &problems)
{
    auto fail = [&problems](Problem p) {
        problems.append(std::move(p));
        return std::nullopt;
    };
    if (bytes.size() > RecipeLoader::MaxFileBytes)
        return fail(
            error(file, 1, 1, QStringLiteral("file is over %1 bytes; a recipe may have at most %1").arg(RecipeLoader::MaxFileBytes)));
    // A Git LFS pointer stands where the recipe was not fetched: say so, not that it is no recipe.
    if (bytes.startsWith("version https://git-lfs.github.com/spec/v1\n"))
        return fail(error(file, 1, 1, QStringLiteral("stored in Git LFS, not fetched (a pointer file: git lfs pull fetches it)")));
    if (const auto bad = Utf8Text::firstInvalid(bytes); bad >= 0) {
        const auto where = Utf8Text::locationOf(bytes, bad);
        return fail(error(
            file, where.line, where.column,
            QStringLiteral("invalid UTF-8 byte 0x%1; a recipe must be UTF-8 text").arg(uchar(bytes.at(bad)), 2, 16, QLatin1Char('0'))));
    }
    if (const auto nul = bytes.indexOf('\0'); nul >= 0) {
        const auto where = Utf8Text::locationOf(bytes, nul);
        return fail(error(file, where.line, where.column, QStringLiteral("NUL byte; a recipe must be text")));
    }
    const int bom = byteOrderMark(bytes);
    const std::string_view yamlText(bytes.constData() + bom, size_t(bytes.size() - bom));

    std::optional<ParsedYaml> parsed;
    try {
        // Not YAML::LoadAll: on a document that starts with ',' yaml-cpp's parser does
        // not move on and LoadAll makes empty documents until memory runs out. The
        // first document is read, and a second only looked for.
        parsed = ParsedYaml::parse(yamlText);
    } catch (const YAML::DeepRecursion &e) {
        return fail(error(file, e.mark.line + 1, e.mark.column + 1, QStringLiteral("nesting deeper than the YAML reader allows")));
    } catch (const YAML::Exception &e) {
        const int line = e.mark.is_null() ? 1 : e.mark.line + 1;
        const int column = e.mark.is_null() ? 1 : e.mark.column + 1;
        return fail(error(file, line, column, QStringLiteral("YAML syntax error: ") + QString::fromStdString(e.msg)));
    }
    const auto &document = *parsed;
    const int root = document.root();
    if (document.isNull(root))
        return fail(error(file, 1, 1, QStringLiteral("the file is empty; a recipe is a YAML mapping of its fields")));
    if (const auto &second = document.secondDocument()) {
        return fail(
            error(file, second->line + 1, second->column + 1, QStringLiteral("a second YAML document; a recipe file holds exactly one")));
    }
    if (!document.isMap(root)) {
        const auto mark = document.mark(root);
        return fail(error(file, mark.line + 1, mark.column + 1,
                          QStringLiteral("the top level must be a mapping of recipe fields, not %1")
                              .arg(document.isSequence(root) ? QStringLiteral("a list") : QStringLiteral("a single value"))));
    }
    YamlStructureCheck structure(file, bom);
    if (!structure.check(document)) {
        problems += structure.problems();
        return std::nullopt;
    }
    return parsed;
}

// The schema_version this program does not read, if the file names one.
std::optional<Problem> unsupportedVersion(const ParsedYaml &document, const YamlLocations &locations, const QString &file)
{
    const Fields f(document);
    const auto version = f.at(document.root(), "schema_version");
    if (!document.isScalar(version))
        return std::nullopt;
    int value = 0;
    if (decodeNumber(document.scalar(version), value) && value == RecipeLoader::SupportedSchemaVersion)
        return std::nullopt;
    const auto where = locations.all().value(QStringLiteral("schema_version"));
    return error(file, where.line, where.column,
                 QStringLiteral("unsupported schema_version %1; this program reads version %2")
                     .arg(f.text(version))
                     .arg(RecipeLoader::SupportedSchemaVersion));
}

// Each section is read in the order of the file's schema: the first value that cannot
// be held throws, and names the problem's place.

Recipe::Gpu readGpu(const Fields &f, int gpu)
{
    return {f.text(f.at(gpu, "type")), f.number<double>(f.at(gpu, "memory_gb")), f.as<int>(f.at(gpu, "count")),
            f.number<int>(f.at(gpu, "per_node")), f.text(f.at(gpu, "instance"))};
}

Recipe::Workload readWorkload(const Fields &f, int workload)
{
    Recipe::Workload w;
    w.rowTokens = f.as<int>(f.at(workload, "row_tokens"));
    w.rows = f.text(f.at(workload, "rows"));
    w.globalBatch = f.as<int>(f.at(workload, "global_batch"));
    w.precision = f.text(f.at(workload, "precision"));
    return w;
}

// whole: with the texts, which a summary does without (its numbers are still read).
Recipe::DatasetBuild readDatasetBuild(const Fields &f, int build, bool whole)
{
    return {f.text(f.at(build, "name"), whole),
            f.text(f.at(build, "tokenizer"), whole),
            f.text(f.at(build, "loss_mask"), whole),
            f.number<qint64>(f.at(build, "rows")),
            f.number<qint64>(f.at(build, "row_tokens")),
            f.number<qint64>(f.at(build, "padding_tokens")),
            f.number<qint64>(f.at(build, "seed")),
            f.text(f.at(build, "packing"), whole),
            f.number<double>(f.at(build, "supervised_token_ratio")),
            f.text(f.at(build, "parquet_sha256"), whole),
            f.number<qint64>(f.at(build, "parquet_bytes")),
            f.text(f.at(build, "builder"), whole)};
}

Recipe::Dataset readDataset(const Fields &f, int dataset, bool whole)
{
    Recipe::Dataset d{f.text(f.at(dataset, "name"), whole),        f.text(f.at(dataset, "source"), whole),
                      f.text(f.at(dataset, "revision"), whole),    f.text(f.at(dataset, "license"), whole),
                      f.text(f.at(dataset, "rows_sha256"), whole), {}};
    d.build = readDatasetBuild(f, f.at(dataset, "build"), whole);
    return d;
}

Recipe::Layout readLayout(const Fields &f, int layout)
{
    Recipe::Layout l;
    l.label = f.text(f.at(layout, "label"));
    l.summary = f.text(f.at(layout, "summary"));
    l.highlights = f.text(f.at(layout, "highlights"));
    l.tp = f.number<int>(f.at(layout, "tp")).value_or(1);
    l.pp = f.number<int>(f.at(layout, "pp")).value_or(1);
    l.vpp = f.number<int>(f.at(layout, "vpp")).value_or(1);
    l.cp = f.number<int>(f.at(layout, "cp")).value_or(1);
    l.ep = f.number<int>(f.at(layout, "ep")).value_or(1);
    l.etp = f.number<int>(f.at(layout, "etp")).value_or(1);
    l.dp = f.number<int>(f.at(layout, "dp")).value_or(1);
    l.sequenceParallel = f.flag(f.at(layout, "sequence_parallel")).value_or(false);
    if (const auto split = f.at(layout, "layer_split"); f.y.isMap(split))
        l.layerSplit = Recipe::LayerSplit{f.number<int>(f.at(split, "first")).value_or(0), f.number<int>(f.at(split, "last")).value_or(0)};
    l.maxTokensPerGpu = f.number<int>(f.at(layout, "max_tokens_per_gpu"));
    l.rowsPerMicrobatch = f.number<int>(f.at(layout, "rows_per_microbatch"));
    if (const auto recompute = f.at(layout, "recompute"); f.y.isMap(recompute))
        l.recompute = Recipe::Recompute{f.text(f.at(recompute, "granularity")), f.text(f.at(recompute, "method")),
                                        f.number<int>(f.at(recompute, "num_layers"))};
    if (const auto offload = f.at(layout, "offload"); f.y.isMap(offload))
        l.offload = Recipe::Offload{f.number<double>(f.at(offload, "optimizer_fraction")), f.flag(f.at(offload, "overlap_d2h_h2d"))};
    l.dispatcher = f.text(f.at(layout, "dispatcher"));
    return l;
}

Recipe::Result readResult(const Fields &f, int result)
{
    Recipe::Result res;
    res.tokensPerSecondPerGpu = f.as<double>(f.at(result, "tokens_per_s_per_gpu"));
    res.usdPerMillionTokens = f.number<double>(f.at(result, "usd_per_million_tokens"));
    res.stepTimeCvPercent = f.number<double>(f.at(result, "step_time_cv_percent"));
    res.mfu = f.number<double>(f.at(result, "mfu"));
    res.mfuNote = f.text(f.at(result, "mfu_note"));
    if (const auto params = f.at(result, "active_params"); f.y.isMap(params))
        res.activeParams =
            Recipe::ActiveParams{f.as<qint64>(f.at(params, "count")), f.text(f.at(params, "source")), f.text(f.at(params, "revision"))};
    res.measured = f.text(f.at(result, "measured"));
    res.stepsPerRun = f.number<int>(f.at(result, "steps_per_run"));
    if (const auto window = f.at(result, "window"); f.y.isSequence(window) && f.y.size(window) == 2)
        res.window = std::pair{f.as<int>(f.y.item(window, 0)), f.as<int>(f.y.item(window, 1))};
    res.windowTokens = f.number<qint64>(f.at(result, "window_tokens"));
    res.runs = f.number<int>(f.at(result, "runs"));
    res.profiler = f.flag(f.at(result, "profiler"));
    res.gpuHours = f.number<double>(f.at(result, "gpu_hours"));
    res.gpuHoursNote = f.text(f.at(result, "gpu_hours_note"));
    return res;
}

// All but the result, which a summary keeps too (read by the caller, before these).
Recipe::Correctness readCorrectness(const Fields &f, int correctness, bool whole)
{
    Recipe::Correctness c;
    c.summary = f.text(f.at(correctness, "summary"), whole);
    c.reference = f.text(f.at(correctness, "reference"), whole);
    c.configuration = f.text(f.at(correctness, "configuration"), whole);
    if (whole)
        for (const int t : f.items(f.at(correctness, "component_tests")))
            c.componentTests.append({f.text(f.at(t, "test")), f.text(f.at(t, "shape")), f.text(f.at(t, "gpu")), f.text(f.at(t, "date")),
                                     f.text(f.at(t, "result")), f.text(f.at(t, "detail")), f.text(f.at(t, "note"))});
    if (const auto conv = f.at(correctness, "convergence"); f.y.isMap(conv))
        c.convergence = Recipe::Convergence{f.as<int>(f.at(conv, "steps")),
                                            f.text(f.at(conv, "result"), whole),
                                            f.number<double>(f.at(conv, "correlation")),
                                            f.number<double>(f.at(conv, "final_loss_difference")),
                                            f.number<int>(f.at(conv, "pointwise_failures")),
                                            f.text(f.at(conv, "note"), whole)};
    c.rules = f.text(f.at(correctness, "rules"), whole);
    return c;
}

QStringList readPatches(const Fields &f, int patches)
{
    QStringList list;
    for (const int patch : f.items(patches))
        list.append(f.y.isScalar(patch) ? f.text(patch) : QString::fromStdString(YAML::Dump(f.y.toNode(patch))));
    return list;
}

Recipe::LintSettings readLint(const Fields &f, int lint)
{
    Recipe::LintSettings settings;
    for (const int id : f.items(f.at(lint, "ignore")))
        if (f.y.isScalar(id))
            settings.ignore << f.text(id);
    settings.severity = f.keyValues(f.at(lint, "severity"));
    return settings;
}

} // namespace

RecipeLoadResult RecipeLoader::loadFile(const QString &path, const QString &displayPath, Read read, RecipeFiles::Known known,
                                        const DocumentReader &alsoRead)
{
    return loadContents(RecipeFiles::read(path, MaxFileBytes, known), displayPath.isEmpty() ? path : displayPath, read, alsoRead);
}

RecipeLoadResult RecipeLoader::loadContents(const RecipeFiles::Contents &contents, const QString &displayPath, Read read,
                                            const DocumentReader &alsoRead)
{
    if (!contents.why.isEmpty())
        return {std::nullopt, {error(displayPath, 1, 1, QStringLiteral("cannot open: ") + contents.why)}};
    if (contents.state.size > MaxFileBytes)
        return {std::nullopt, {error(displayPath, 1, 1, oversizeMessage(contents.state.size))}};
    return loadBytes(contents.bytes, displayPath, read, alsoRead);
}

QString RecipeLoader::oversizeMessage(qint64 size)
{
    return QStringLiteral("file is %1 bytes; a recipe may have at most %2").arg(size).arg(MaxFileBytes);
}

RecipeLoadResult RecipeLoader::loadBytes(const QByteArray &bytes, const QString &displayPath, Read read, const DocumentReader &alsoRead)
{
    try {
        return parse(bytes, displayPath, read, alsoRead);
    } catch (const std::exception &e) {
        // Hostile input must never take the program down; say what the reader said.
        return {std::nullopt, {error(displayPath, 1, 1, QStringLiteral("cannot read the recipe: ") + QString::fromUtf8(e.what()))}};
    }
}

RecipeLoadResult RecipeLoader::parse(const QByteArray &bytes, const QString &displayPath, Read read, const DocumentReader &alsoRead)
{
    const auto &file = displayPath;
    RecipeLoadResult out;
    const auto document = readDocument(bytes, file, out.problems);
    if (!document)
        return out;
    const YamlLocations locations(*document, byteOrderMark(bytes));
    if (auto unsupported = unsupportedVersion(*document, locations, file)) {
        out.problems.append(std::move(*unsupported));
        return out;
    }
    out.problems = RecipeSchema::instance().validate(*document, locations, file);
    // Text that displays otherwise than it is: an error, but the recipe still shows (marked).
    const auto hidden = HiddenTextCheck::check(bytes, *document, file);
    if (hasErrors(out.problems)) {
        out.problems += hidden;
        return out;
    }
    try {
        out.recipe = recipeFrom(*document, locations, bytes, file, read);
    } catch (const YAML::Exception &e) {
        const int line = e.mark.is_null() ? 1 : e.mark.line + 1;
        const int column = e.mark.is_null() ? 1 : e.mark.column + 1;
        out.problems.append(error(file, line, column, valueError(bytes, locations.all(), line, column, e)));
    }
    if (alsoRead && out.recipe)
        alsoRead(*document);
    out.problems += hidden;
    return out;
}

Recipe RecipeLoader::recipeFrom(const ParsedYaml &document, const YamlLocations &locations, const QByteArray &bytes, const QString &file,
                                Read read)
{
    const Fields f(document);
    const int root = document.root();
    Recipe r;
    r.d->m_filePath = file;
    // A summary's other sections go to a scratch copy without their texts: their
    // numbers are still read, so that one the program cannot hold refuses the file
    // as it does when the whole recipe is read.
    const bool whole = read == Read::Whole;
    Recipe::Details scratch;
    auto &details = whole ? r.details() : scratch;
    if (whole) {
        details.source = bytes;
        details.locations = locations.all();
    }
    r.d->m_schemaVersion = f.as<int>(f.at(root, "schema_version"));
    r.d->m_model = f.text(f.at(root, "model"));
    r.d->m_gpu = readGpu(f, f.at(root, "gpu"));
    r.d->m_author = {f.text(f.at(f.at(root, "author"), "name")), f.text(f.at(f.at(root, "author"), "url"))};
    r.d->m_status = f.text(f.at(root, "status"));
    if (whole)
        details.stack = f.keyValues(f.at(root, "stack"));
    const auto workload = f.at(root, "workload");
    r.d->m_workload = readWorkload(f, workload);
    details.dataset = readDataset(f, f.at(workload, "dataset"), whole);
    r.d->m_layout = readLayout(f, f.at(root, "layout"));
    r.d->m_result = readResult(f, f.at(root, "result"));
    const auto correctness = f.at(root, "correctness");
    r.d->m_correctnessResult = f.text(f.at(correctness, "result"));
    details.correctness = readCorrectness(f, correctness, whole);
    if (whole) {
        details.env = f.keyValues(f.at(root, "env"));
        details.patches = readPatches(f, f.at(root, "patches"));
        details.run = f.text(f.at(root, "run"));
        details.notes = f.text(f.at(root, "notes"));
    }
    r.d->m_lint = readLint(f, f.at(root, "lint"));
    r.d->m_summary = !whole;
    return r;
}

QList<Recipe> RecipeLoader::loadListings(const QByteArray &bytes, const QString &displayPath, ProblemList *problems)
{
    ProblemList found;
    QList<Recipe> listings;
    try {
        if (const auto document = readDocument(bytes, displayPath, found)) {
            const YamlLocations locations(*document, byteOrderMark(bytes));
            found += RecipeSchema::listings().validate(*document, locations, displayPath);
            if (!hasErrors(found)) {
                int index = 0;
                const Fields f(*document);
                for (const int entry : f.items(f.at(document->root(), "listings"))) {
                    Recipe r;
                    r.d->m_filePath = displayPath + QStringLiteral("#listings[%1]").arg(index++);
                    r.d->m_schemaVersion = SupportedSchemaVersion;
                    r.d->m_model = f.text(f.at(entry, "model"));
                    r.d->m_gpu.type = f.text(f.at(f.at(entry, "gpu"), "type"));
                    r.d->m_gpu.count = f.as<int>(f.at(f.at(entry, "gpu"), "count"));
                    r.d->m_result.tokensPerSecondPerGpu = f.as<double>(f.at(entry, "tokens_per_s_per_gpu"));
                    r.d->m_result.usdPerMillionTokens = f.number<double>(f.at(entry, "usd_per_million_tokens"));
                    r.d->m_listingSource = f.text(f.at(entry, "source"));
                    listings.append(r);
                }
            }
        }
    } catch (const std::exception &e) {
        found.append(error(displayPath, 1, 1, QStringLiteral("cannot read the listings: ") + QString::fromUtf8(e.what())));
        listings.clear();
    }
    if (problems)
        *problems += found;
    return listings;
}

QList<Recipe> RecipeLoader::bundledListings()
{
    // The resource never changes: read and validate it once, not on every reload.
    static const QList<Recipe> listings = [] {
        QFile file(QStringLiteral(":/listings/model-pages.yaml"));
        if (!file.open(QIODevice::ReadOnly))
            return QList<Recipe>();
        return loadListings(file.readAll(), QStringLiteral("model-pages.yaml"), nullptr);
    }();
    return listings;
}

QList<Recipe> RecipeLoader::bundledListingsFor(const QList<Recipe> &recipes)
{
    QList<Recipe> wanted;
    for (const auto &listing : bundledListings()) {
        auto same = [&listing](const Recipe &r, bool gpuToo) {
            return r.model().compare(listing.model(), Qt::CaseInsensitive) == 0
                && (!gpuToo || r.gpuType().compare(listing.gpuType(), Qt::CaseInsensitive) == 0);
        };
        if (std::any_of(recipes.cbegin(), recipes.cend(), [&](const Recipe &r) { return same(r, false); })
            && std::none_of(recipes.cbegin(), recipes.cend(), [&](const Recipe &r) { return same(r, true); }))
            wanted.append(listing);
    }
    return wanted;
}
