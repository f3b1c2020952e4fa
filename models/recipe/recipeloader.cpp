// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeloader.h"

#include "recipe/recipefiles.h"
#include "recipe/recipeschema.h"
#include "recipe/yamlstructurecheck.h"

#include <QFile>

#include <algorithm>
#include <sstream>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include "recipe/yamlnode.h"

using YamlNode::at;

namespace {

Problem error(const QString &file, int line, int column, const QString &message)
{
    return {file, line, column, Problem::Severity::Error, message};
}

// Position of the first byte that is not valid UTF-8, or -1.
qsizetype firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int extra = 0;
        unsigned min = 0;
        unsigned codePoint = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            extra = 1, min = 0x80, codePoint = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2, min = 0x800, codePoint = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3, min = 0x10000, codePoint = c & 0x07;
        } else {
            return i;
        }
        if (i + extra >= n)
            return i;
        for (int k = 1; k <= extra; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
            codePoint = (codePoint << 6) | (p[i + k] & 0x3F);
        }
        if (codePoint < min || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

SourceLocation locationOfOffset(const QByteArray &bytes, qsizetype offset)
{
    const auto before = bytes.left(offset);
    const int line = int(before.count('\n')) + 1;
    const auto lineStart = before.lastIndexOf('\n') + 1;
    // Columns count characters, so decode the start of the line.
    const int column = int(QString::fromUtf8(before.mid(lineStart)).size()) + 1;
    return {line, column, int(offset)};
}

QString text(const YAML::Node &node)
{
    return node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

template<typename T>
std::optional<T> number(const YAML::Node &node)
{
    if (!node.IsScalar())
        return std::nullopt;
    return node.as<T>();
}

std::optional<bool> flag(const YAML::Node &node)
{
    return node.IsScalar() ? std::optional<bool>(node.as<bool>()) : std::nullopt;
}

Recipe::KeyValueList keyValues(const YAML::Node &node)
{
    Recipe::KeyValueList list;
    if (node.IsMap())
        for (const auto &member : node)
            list.append({text(member.first), text(member.second)});
    return list;
}

// What a value the schema let through but the program cannot hold says: a number
// out of range, named by its key and shown as written.
QString valueError(const QByteArray &bytes, const QHash<QString, SourceLocation> &locations, int line, int column,
                   const YAML::Exception &e)
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

// Checks the bytes, parses them and checks the document's structure; on success the
// document and the position of every node, else nothing and the problem.
// Counts the documents of a stream, up to two, and keeps where the second one's
// content starts (as the node LoadAll would make of it).
class DocumentCounter : public YAML::EventHandler
{
public:
    int documents = 0;
    std::optional<YAML::Mark> second;
    void OnDocumentStart(const YAML::Mark &) override { ++documents; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &mark, YAML::anchor_t) override { node(mark); }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t) override { node(mark); }
    void OnScalar(const YAML::Mark &mark, const std::string &, YAML::anchor_t, const std::string &) override { node(mark); }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        node(mark);
    }
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t, YAML::EmitterStyle::value) override { node(mark); }
    void OnMapEnd() override {}

private:
    void node(const YAML::Mark &mark)
    {
        if (documents == 2 && !second)
            second = mark;
    }
};

// Where a second document starts, if there is one. Only a stream with a document
// marker, or whose first document is a flow collection (which may end before the
// stream does), can hold one, so only such a stream is read a second time.
std::optional<YAML::Mark> secondDocument(const std::string &text, const YAML::Node &first)
{
    const bool marked = text.starts_with("---") || text.starts_with("...") || text.find("\n---") != std::string::npos
        || text.find("\n...") != std::string::npos;
    const bool flow = (first.IsMap() || first.IsSequence()) && first.Style() == YAML::EmitterStyle::Flow;
    if (!marked && !flow)
        return std::nullopt;
    std::istringstream in(text);
    YAML::Parser parser(in);
    DocumentCounter counter;
    while (counter.documents < 2 && parser.HandleNextDocument(counter)) {
    }
    if (counter.documents < 2)
        return std::nullopt;
    return counter.second.value_or(YAML::Mark());
}

std::optional<YAML::Node> readDocument(const QByteArray &bytes, const QString &file, ProblemList &problems,
                                       QHash<QString, SourceLocation> &locations)
{
    YAML::Mark secondMark;
    auto fail = [&problems](Problem p) {
        problems.append(std::move(p));
        return std::nullopt;
    };
    if (bytes.size() > RecipeLoader::MaxFileBytes)
        return fail(error(file, 1, 1, QStringLiteral("file is over %1 bytes; a recipe may have at most %1")
                                          .arg(RecipeLoader::MaxFileBytes)));
    if (const auto bad = firstInvalidUtf8(bytes); bad >= 0) {
        const auto where = locationOfOffset(bytes, bad);
        return fail(error(file, where.line, where.column,
                          QStringLiteral("invalid UTF-8 byte 0x%1; a recipe must be UTF-8 text")
                              .arg(uchar(bytes.at(bad)), 2, 16, QLatin1Char('0'))));
    }
    if (const auto nul = bytes.indexOf('\0'); nul >= 0) {
        const auto where = locationOfOffset(bytes, nul);
        return fail(error(file, where.line, where.column, QStringLiteral("NUL byte; a recipe must be text")));
    }
    const int bom = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const auto yamlText = bytes.toStdString().substr(bom);

    std::vector<YAML::Node> documents;
    try {
        // Not YAML::LoadAll: on a document that starts with ',' yaml-cpp's parser does
        // not move on and LoadAll makes empty documents until memory runs out. The
        // first document is read alone; a second is looked for by counting, at most two.
        documents.push_back(YAML::Load(yamlText));
        if (const auto second = secondDocument(yamlText, documents.front()))
            documents.push_back(YAML::Node(YAML::NodeType::Null)), secondMark = *second;
    } catch (const YAML::DeepRecursion &e) {
        return fail(error(file, e.mark.line + 1, e.mark.column + 1,
                          QStringLiteral("nesting deeper than the YAML reader allows")));
    } catch (const YAML::Exception &e) {
        const int line = e.mark.is_null() ? 1 : e.mark.line + 1;
        const int column = e.mark.is_null() ? 1 : e.mark.column + 1;
        return fail(error(file, line, column, QStringLiteral("YAML syntax error: ") + QString::fromStdString(e.msg)));
    }
    if (documents.empty() || documents.front().IsNull())
        return fail(error(file, 1, 1, QStringLiteral("the file is empty; a recipe is a YAML mapping of its fields")));
    if (documents.size() > 1) {
        const auto mark = secondMark;
        return fail(error(file, mark.line + 1, mark.column + 1,
                          QStringLiteral("a second YAML document; a recipe file holds exactly one")));
    }
    const auto &document = documents.front();
    if (!document.IsMap()) {
        const auto mark = document.Mark();
        return fail(error(file, mark.line + 1, mark.column + 1,
                          QStringLiteral("the top level must be a mapping of recipe fields, not %1")
                              .arg(document.IsSequence() ? QStringLiteral("a list") : QStringLiteral("a single value"))));
    }
    YamlStructureCheck structure(file, bom);
    if (!structure.check(document)) {
        problems += structure.problems();
        return std::nullopt;
    }
    locations = structure.locations();
    return document;
}

} // namespace

RecipeLoadResult RecipeLoader::loadFile(const QString &path, const QString &displayPath)
{
    const auto shown = displayPath.isEmpty() ? path : displayPath;
    // Never opened unless a regular file: opening a FIFO waits for a writer forever,
    // and a device may never end.
    if (const auto why = RecipeFiles::whyNotAFile(path); !why.isEmpty())
        return {std::nullopt, {error(shown, 1, 1, QStringLiteral("cannot open: ") + why)}};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, {error(shown, 1, 1, QStringLiteral("cannot open: ") + file.errorString())}};
    if (file.size() > MaxFileBytes)
        return {std::nullopt,
                {error(shown, 1, 1, QStringLiteral("file is %1 bytes; a recipe may have at most %2")
                                        .arg(file.size()).arg(MaxFileBytes))}};
    // Read one byte more than allowed, in case the file grew or is not a regular file.
    const auto bytes = file.read(MaxFileBytes + 1);
    return loadBytes(bytes, shown);
}

RecipeLoadResult RecipeLoader::loadBytes(const QByteArray &bytes, const QString &displayPath)
{
    try {
        return parse(bytes, displayPath);
    } catch (const std::exception &e) {
        // Hostile input must never take the program down; say what the reader said.
        return {std::nullopt, {error(displayPath, 1, 1, QStringLiteral("cannot read the recipe: ") + QString::fromUtf8(e.what()))}};
    }
}

RecipeLoadResult RecipeLoader::parse(const QByteArray &bytes, const QString &displayPath)
{
    const auto &file = displayPath;
    RecipeLoadResult out;
    auto fail = [&out](Problem p) {
        out.problems.append(std::move(p));
        return out;
    };
    QHash<QString, SourceLocation> locations;
    const auto read = readDocument(bytes, file, out.problems, locations);
    if (!read)
        return out;
    const auto &document = *read;

    if (const auto version = at(document, "schema_version"); version.IsScalar()) {
        int value = 0;
        if (!YAML::convert<int>::decode(version, value) || value != SupportedSchemaVersion) {
            const auto where = locations.value(QStringLiteral("schema_version"));
            return fail(error(file, where.line, where.column,
                              QStringLiteral("unsupported schema_version %1; this program reads version %2")
                                  .arg(text(version)).arg(SupportedSchemaVersion)));
        }
    }

    out.problems = RecipeSchema::instance().validate(document, locations, file);
    if (hasErrors(out.problems))
        return out;

    try {
        Recipe r;
        r.d->m_filePath = file;
        r.d->m_source = bytes;
        r.d->m_locations = locations;
        r.d->m_schemaVersion = at(document, "schema_version").as<int>();
        r.d->m_model = text(at(document, "model"));

        const auto gpu = at(document, "gpu");
        r.d->m_gpu = {text(at(gpu, "type")), number<double>(at(gpu, "memory_gb")), at(gpu, "count").as<int>(),
                   number<int>(at(gpu, "per_node")), text(at(gpu, "instance"))};
        r.d->m_author = {text(at(at(document, "author"), "name")), text(at(at(document, "author"), "url"))};
        r.d->m_status = text(at(document, "status"));
        r.d->m_stack = keyValues(at(document, "stack"));

        const auto workload = at(document, "workload");
        r.d->m_workload.rowTokens = at(workload, "row_tokens").as<int>();
        r.d->m_workload.rows = text(at(workload, "rows"));
        r.d->m_workload.globalBatch = at(workload, "global_batch").as<int>();
        r.d->m_workload.precision = text(at(workload, "precision"));
        const auto dataset = at(workload, "dataset");
        r.d->m_workload.dataset = {text(at(dataset, "name")), text(at(dataset, "source")), text(at(dataset, "revision")),
                                text(at(dataset, "license")), text(at(dataset, "rows_sha256")), {}};
        const auto build = at(dataset, "build");
        r.d->m_workload.dataset.build = {text(at(build, "name")), text(at(build, "tokenizer")), text(at(build, "loss_mask")),
                                      number<qint64>(at(build, "rows")), number<qint64>(at(build, "row_tokens")),
                                      number<qint64>(at(build, "padding_tokens")), number<qint64>(at(build, "seed")),
                                      text(at(build, "packing")), number<double>(at(build, "supervised_token_ratio")),
                                      text(at(build, "parquet_sha256")), number<qint64>(at(build, "parquet_bytes")),
                                      text(at(build, "builder"))};

        const auto layout = at(document, "layout");
        auto &l = r.d->m_layout;
        l.label = text(at(layout, "label"));
        l.summary = text(at(layout, "summary"));
        l.highlights = text(at(layout, "highlights"));
        l.tp = number<int>(at(layout, "tp")).value_or(1);
        l.pp = number<int>(at(layout, "pp")).value_or(1);
        l.vpp = number<int>(at(layout, "vpp")).value_or(1);
        l.cp = number<int>(at(layout, "cp")).value_or(1);
        l.ep = number<int>(at(layout, "ep")).value_or(1);
        l.etp = number<int>(at(layout, "etp")).value_or(1);
        l.dp = number<int>(at(layout, "dp")).value_or(1);
        l.sequenceParallel = flag(at(layout, "sequence_parallel")).value_or(false);
        if (const auto split = at(layout, "layer_split"); split.IsMap())
            l.layerSplit = Recipe::LayerSplit{number<int>(at(split, "first")).value_or(0), number<int>(at(split, "last")).value_or(0)};
        l.maxTokensPerGpu = number<int>(at(layout, "max_tokens_per_gpu"));
        l.rowsPerMicrobatch = number<int>(at(layout, "rows_per_microbatch"));
        if (const auto recompute = at(layout, "recompute"); recompute.IsMap())
            l.recompute = Recipe::Recompute{text(at(recompute, "granularity")), text(at(recompute, "method")),
                                            number<int>(at(recompute, "num_layers"))};
        if (const auto offload = at(layout, "offload"); offload.IsMap())
            l.offload = Recipe::Offload{number<double>(at(offload, "optimizer_fraction")), flag(at(offload, "overlap_d2h_h2d"))};
        l.dispatcher = text(at(layout, "dispatcher"));

        const auto result = at(document, "result");
        auto &res = r.d->m_result;
        res.tokensPerSecondPerGpu = at(result, "tokens_per_s_per_gpu").as<double>();
        res.usdPerMillionTokens = number<double>(at(result, "usd_per_million_tokens"));
        res.stepTimeCvPercent = number<double>(at(result, "step_time_cv_percent"));
        res.mfu = number<double>(at(result, "mfu"));
        res.mfuNote = text(at(result, "mfu_note"));
        if (const auto params = at(result, "active_params"); params.IsMap())
            res.activeParams = Recipe::ActiveParams{at(params, "count").as<qint64>(), text(at(params, "source")),
                                                    text(at(params, "revision"))};
        res.measured = text(at(result, "measured"));
        res.stepsPerRun = number<int>(at(result, "steps_per_run"));
        if (const auto window = at(result, "window"); window.IsSequence() && window.size() == 2)
            res.window = std::pair{window[0].as<int>(), window[1].as<int>()};
        res.windowTokens = number<qint64>(at(result, "window_tokens"));
        res.runs = number<int>(at(result, "runs"));
        res.profiler = flag(at(result, "profiler"));
        res.gpuHours = number<double>(at(result, "gpu_hours"));
        res.gpuHoursNote = text(at(result, "gpu_hours_note"));

        const auto correctness = at(document, "correctness");
        auto &c = r.d->m_correctness;
        c.result = text(at(correctness, "result"));
        c.summary = text(at(correctness, "summary"));
        c.reference = text(at(correctness, "reference"));
        c.configuration = text(at(correctness, "configuration"));
        for (const auto &t : at(correctness, "component_tests"))
            c.componentTests.append({text(at(t, "test")), text(at(t, "shape")), text(at(t, "gpu")), text(at(t, "date")),
                                     text(at(t, "result")), text(at(t, "detail")), text(at(t, "note"))});
        if (const auto conv = at(correctness, "convergence"); conv.IsMap())
            c.convergence = Recipe::Convergence{at(conv, "steps").as<int>(), text(at(conv, "result")),
                                                number<double>(at(conv, "correlation")),
                                                number<double>(at(conv, "final_loss_difference")),
                                                number<int>(at(conv, "pointwise_failures")), text(at(conv, "note"))};
        c.rules = text(at(correctness, "rules"));

        r.d->m_env = keyValues(at(document, "env"));
        for (const auto &patch : at(document, "patches"))
            r.d->m_patches.append(patch.IsScalar() ? text(patch) : QString::fromStdString(YAML::Dump(patch)));
        r.d->m_run = text(at(document, "run"));
        r.d->m_notes = text(at(document, "notes"));
        const auto lint = at(document, "lint");
        for (const auto &id : at(lint, "ignore"))
            if (id.IsScalar())
                r.d->m_lint.ignore << text(id);
        r.d->m_lint.severity = keyValues(at(lint, "severity"));
        out.recipe = std::move(r);
    } catch (const YAML::Exception &e) {
        const int line = e.mark.is_null() ? 1 : e.mark.line + 1;
        const int column = e.mark.is_null() ? 1 : e.mark.column + 1;
        out.problems.append(error(file, line, column, valueError(bytes, locations, line, column, e)));
    }
    return out;
}

QList<Recipe> RecipeLoader::loadListings(const QByteArray &bytes, const QString &displayPath, ProblemList *problems)
{
    ProblemList found;
    QList<Recipe> listings;
    try {
        QHash<QString, SourceLocation> locations;
        if (const auto document = readDocument(bytes, displayPath, found, locations)) {
            found += RecipeSchema::listings().validate(*document, locations, displayPath);
            if (!hasErrors(found)) {
                int index = 0;
                for (const auto &entry : at(*document, "listings")) {
                    Recipe r;
                    r.d->m_filePath = displayPath + QStringLiteral("#listings[%1]").arg(index++);
                    r.d->m_schemaVersion = SupportedSchemaVersion;
                    r.d->m_model = text(at(entry, "model"));
                    r.d->m_gpu.type = text(at(at(entry, "gpu"), "type"));
                    r.d->m_gpu.count = at(at(entry, "gpu"), "count").as<int>();
                    r.d->m_result.tokensPerSecondPerGpu = at(entry, "tokens_per_s_per_gpu").as<double>();
                    r.d->m_result.usdPerMillionTokens = number<double>(at(entry, "usd_per_million_tokens"));
                    r.d->m_listingSource = text(at(entry, "source"));
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
