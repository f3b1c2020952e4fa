// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeschema.h"

#include "recipe/parsedyaml.h"
#include "recipe/parsedyamladapter.h"
#include "recipe/schemafault.h"
#include "recipe/schemafaultfinder.h"
#include "recipe/schemafaultmessage.h"
#include "recipe/yamllocations.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <valijson/adapters/yaml_cpp_adapter.hpp>
#include <valijson/constraints/concrete_constraints.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <yaml-cpp/yaml.h>

#include "recipe/yamlnode.h"

using YamlNode::at;

#include <algorithm>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

QString toQString(const std::string &s)
{
    return QString::fromStdString(s);
}

// Removes list indices: "a.b[3].c" -> "a.b.c", as schema lookups do not need them.
QString withoutIndices(const QString &path)
{
    static const QRegularExpression index(QStringLiteral("\\[\\d+\\]"));
    QString p = path;
    p.remove(index);
    return p;
}

} // namespace

struct RecipeSchema::Private
{
    // The keys each mapping of the schema knows, looked up by hash: the check for
    // unknown keys runs on every file, and a yaml-cpp lookup compares key by key.
    struct Keys
    {
        bool listsProperties = false;                     // has "properties"
        bool open = false;                                // "additionalProperties" is a schema
        std::unordered_map<std::string, Keys> properties; // those whose schema is a mapping
        std::unique_ptr<Keys> items;                      // a list's items, when a mapping

        static Keys of(const YAML::Node &schemaNode)
        {
            Keys keys;
            const auto properties = at(schemaNode, "properties");
            keys.listsProperties = properties.IsMap();
            for (const auto &property : properties)
                if (YamlNode::isMap(property.second))
                    keys.properties.emplace(property.first.Scalar(), of(property.second));
            keys.open = at(schemaNode, "additionalProperties").IsMap();
            if (const auto items = at(schemaNode, "items"); YamlNode::isMap(items))
                keys.items = std::make_unique<Keys>(of(items));
            return keys;
        }
    };

    YAML::Node root;
    valijson::Schema schema;
    // The top level's properties with their schemas, in the order valijson visits
    // them (by name), and the top level without them (each property's schema empty):
    // validate() checks each section of a recipe on its own, and a section met before
    // (a sweep's files differ in a few) is not checked again.
    std::vector<std::tuple<std::string, const valijson::Subschema *, const Keys *>> sections;
    valijson::Schema topLevel;
    // The top level's own keywords say nothing of its sections' values (only of which
    // keys there are, and of values no section's schema covers): what it finds is then
    // kept by those too.
    bool topLevelByKeys = false;
    QStringList paths;
    QHash<QString, YAML::Node> nodes; // path without indices -> schema node
    Keys keys;

    void index(const YAML::Node &schemaNode, const QString &path)
    {
        if (!path.isEmpty()) {
            paths << path;
            nodes.insert(path, schemaNode);
        }
        indexProperties(schemaNode, path);
        // A list of objects: its items' fields sit under the list's own path.
        indexProperties(at(schemaNode, "items"), path);
    }

    void indexProperties(const YAML::Node &schemaNode, const QString &path)
    {
        // Written as the document's locations are, which are looked up by these paths.
        for (const auto &property : at(schemaNode, "properties"))
            index(property.second, YamlLocations::memberPath(path, toQString(property.first.Scalar())));
    }

    // The schema of the value at a path: properties, list items, open mappings' values.
    YAML::Node schemaAt(const YamlPath &path) const
    {
        YAML::Node node = root;
        for (qsizetype i = 0; i < path.size(); ++i) {
            if (!node.IsDefined() || !node.IsMap())
                return YAML::Node(YAML::NodeType::Undefined);
            YAML::Node next;
            if (path.isIndex(i)) {
                next.reset(at(node, "items"));
            } else {
                next.reset(at(at(node, "properties"), path.key(i).toStdString()));
                if (!next.IsDefined() || next.IsNull())
                    next.reset(at(node, "additionalProperties"));
            }
            node.reset(next);
        }
        return node;
    }

    YAML::Node nodeFor(const QString &path) const
    {
        if (path.isEmpty())
            return root;
        return nodes.value(withoutIndices(path));
    }

    QString fieldText(const YAML::Node &schemaNode, const char *key) const
    {
        if (!schemaNode.IsDefined() || !schemaNode.IsMap())
            return {};
        const auto value = at(schemaNode, key);
        return value.IsScalar() ? toQString(value.Scalar()) : QString();
    }

    // What a section of the top level holds that the schema finds: the constraints
    // it breaks, and the keys the schema does not know.
    struct Findings
    {
        std::vector<SchemaFault> faults;
        std::vector<std::vector<int>> unknownKeys;
    };

    // Each thread keeps the findings of the sections it checked, by an encoding of
    // the section's value: a collection's files share most sections (a sweep's differ
    // in layout and result), which are then checked once. At most 1,024 sections and
    // about 4 MB of keys a thread (a file adds at most one key a section, of at most
    // 64 KB; a larger section is checked every time).
    static constexpr size_t MaxKept = 1024;
    static constexpr size_t MaxKeptBytes = 4 * 1024 * 1024;
    static constexpr size_t MaxKeyBytes = 64 * 1024;
    struct Kept
    {
        std::unordered_map<std::string, Findings> findings;
        size_t bytes = 0;
    };
    static Kept &kept()
    {
        thread_local Kept kept;
        return kept;
    }

    // Drops what the thread keeps when a file of that many sections could pass the
    // bounds: kept findings are not dropped while a file refers to them.
    static void forgetIfFull(size_t sections)
    {
        auto &k = kept();
        if (k.findings.size() + sections > MaxKept || k.bytes > MaxKeptBytes)
            k = Kept();
    }

    // The findings kept by this thread for key, or else those check() makes, then kept;
    // those of a key too large to keep go into unkept.
    template<typename Check>
    static const Findings &keptOrChecked(const std::string &key, std::vector<Findings> &unkept, Check check)
    {
        auto &k = kept();
        if (const auto found = k.findings.find(key); found != k.findings.end())
            return found->second;
        auto checked = check();
        if (key.size() > MaxKeyBytes)
            return unkept.emplace_back(std::move(checked));
        k.bytes += key.size();
        return k.findings.emplace(key, std::move(checked)).first->second;
    }

    // The number of the section of that name; sections.size() when there is none.
    size_t sectionNamed(std::string_view name) const
    {
        const auto found = std::find_if(sections.cbegin(), sections.cend(), [&](const auto &s) { return std::get<0>(s) == name; });
        return size_t(found - sections.cbegin());
    }

    // The start of a key for what is kept: this schema, and which part of it (a
    // section's number; the number of sections for the top level).
    std::string &keyFor(size_t part) const
    {
        thread_local std::string key;
        const Private *schema = this;
        key.assign(reinterpret_cast<const char *>(&schema), sizeof schema);
        key.append(reinterpret_cast<const char *>(&part), sizeof part);
        return key;
    }

    // The schema's patterns, compiled once a thread.
    static SchemaFaultFinder::Regexes &regexes()
    {
        thread_local SchemaFaultFinder::Regexes compiled;
        return compiled;
    }

    static void addFaults(const valijson::Subschema &subschema, const ParsedYamlAdapter &value, std::vector<SchemaFault> &faults)
    {
        SchemaFaultFinder(regexes()).check(subschema, value, faults);
    }

    static Findings faultsOf(const valijson::Subschema &subschema, const ParsedYamlAdapter &value)
    {
        Findings checked;
        addFaults(subschema, value, checked.faults);
        return checked;
    }

    // The findings for the value of the section numbered section, checked now or
    // kept from an earlier file; one not to be kept goes into unkept.
    const Findings &findings(const ParsedYaml &document, size_t section, int value, std::vector<Findings> &unkept) const
    {
        auto &key = keyFor(section);
        document.appendValue(value, key);
        return keptOrChecked(key, unkept, [&] {
            const auto &[name, subschema, keys] = sections[section];
            auto checked = faultsOf(*subschema, ParsedYamlAdapter(document, value));
            std::vector<int> trail;
            unknownKeys(document, value, *keys, trail, checked.unknownKeys);
            return checked;
        });
    }

    // The faults at the top level of the map root, besides its sections:
    // checked now, or kept from an earlier file with the same keys (and the same
    // values where no section's schema covers them). Only when topLevelByKeys.
    const Findings &topLevelFindings(const ParsedYaml &document, int root, std::vector<Findings> &unkept) const
    {
        auto &key = keyFor(sections.size());
        for (int m = 0; m < document.size(root); ++m) {
            const int name = document.key(root, m);
            document.appendValue(name, key);
            if (document.isScalar(name) && sectionNamed(document.scalar(name)) < sections.size())
                key += '-'; // a kind byte appendValue never writes: the value left out
            else
                document.appendValue(document.value(root, m), key);
        }
        return keptOrChecked(key, unkept, [&] { return faultsOf(topLevel, ParsedYamlAdapter(document, root)); });
    }

    // The keys below node that keys does not know, each as the positions (a
    // mapping's member, a list's item) that lead to it from node, depth first: they
    // depend on the value alone.
    static void unknownKeys(const ParsedYaml &document, int node, const Keys &keys, std::vector<int> &trail,
                            std::vector<std::vector<int>> &found)
    {
        const bool map = document.isMap(node);
        if (!map && !(document.isSequence(node) && keys.items))
            return;
        const int n = document.size(node);
        for (int i = 0; i < n; ++i) {
            const Keys *childKeys = keys.items.get();
            if (map) {
                const auto child = keys.properties.find(std::string(document.scalar(document.key(node, i))));
                const bool known = child != keys.properties.end();
                if (!known && (keys.open || !keys.listsProperties))
                    continue;
                childKeys = known ? &child->second : nullptr;
            }
            trail.push_back(i);
            if (childKeys)
                unknownKeys(document, map ? document.value(node, i) : document.item(node, i), *childKeys, trail, found);
            else
                found.push_back(trail);
            trail.pop_back();
        }
    }

    // The warning for an unknown key that trail leads to from node; path holds the
    // steps from the top to node.
    static void warnAt(const ParsedYaml &document, int node, const std::vector<int> &trail, YamlLocations::Steps path,
                       const YamlLocations &locations, const QString &file, ProblemList &problems)
    {
        for (const int i : trail) {
            if (document.isMap(node)) {
                path.push_back({document.key(node, i), 0});
                node = document.value(node, i);
            } else {
                path.push_back({ParsedYaml::None, i});
                node = document.item(node, i);
            }
        }
        const auto childPath = YamlLocations::pathOf(document, path);
        const auto &all = locations.all();
        const auto where = all.value(childPath + QStringLiteral("#key"), all.value(childPath));
        problems.append({file, where.line, where.column, Problem::Severity::Warning,
                         QStringLiteral("unknown key '%1' (not in recipe schema version 1)").arg(childPath)});
    }

    // What validate() finds in one document.
    struct Checked
    {
        std::vector<SchemaFault> faults; // in the order valijson checks, paths from the top
        // Each section's findings (nullptr for one the document lacks), kept or made now;
        // those not to be kept are in unkept.
        std::vector<const Findings *> sections;
        std::vector<Findings> unkept;
    };

    // The faults of a top-level mapping, section by section (by name), then the top
    // level's own (required keys), as valijson checks the whole document.
    void checkBySection(const ParsedYaml &document, int root, Checked &checked) const
    {
        forgetIfFull(sections.size() + 1);
        checked.unkept.reserve(sections.size() + 1); // checked.sections point into it
        checked.sections.assign(sections.size(), nullptr);
        for (size_t i = 0; i < sections.size(); ++i) {
            const auto &name = std::get<0>(sections[i]);
            const int value = document.find(root, name);
            if (value == ParsedYaml::None)
                continue;
            checked.sections[i] = &findings(document, i, value, checked.unkept);
            for (const auto &fault : checked.sections[i]->faults) {
                auto &inDocument = checked.faults.emplace_back(fault);
                inDocument.path.insert(inDocument.path.begin(), name);
            }
        }
        if (topLevelByKeys) {
            const auto &faults = topLevelFindings(document, root, checked.unkept).faults;
            checked.faults.insert(checked.faults.end(), faults.cbegin(), faults.cend());
        } else {
            addFaults(topLevel, ParsedYamlAdapter(document, root), checked.faults);
        }
    }

    // An error for each fault at the node it names; one the same as an earlier one
    // (the same words at the same path) is left out.
    void reportFaults(const std::vector<SchemaFault> &faults, const ParsedYaml &document, const YamlLocations &locations,
                      const QString &file, ProblemList &problems) const
    {
        QSet<QString> seen;
        for (const auto &fault : faults) {
            const auto path = fault.pathText();
            const auto text = SchemaFaultMessage::text(fault, path, nodeFor(path), document);
            if (seen.contains(path + text))
                continue;
            seen.insert(path + text);
            const auto where = locations.all().value(path);
            problems.append({file, where.line, where.column, Problem::Severity::Error, text});
        }
    }

    // A warning for each key below root the schema does not know, depth first.
    void warnUnknownKeys(const ParsedYaml &document, int root, const YamlLocations &locations, const QString &file,
                         ProblemList &problems) const
    {
        std::vector<int> trail;
        std::vector<std::vector<int>> found;
        unknownKeys(document, root, keys, trail, found);
        for (const auto &unknown : found)
            warnAt(document, root, unknown, {}, locations, file, problems);
    }

    // The same from what each section's findings hold, in the order the top level
    // lists its keys, depth first, as a walk of the whole document meets them.
    void warnUnknownKeysBySection(const ParsedYaml &document, int root, const Checked &checked, const YamlLocations &locations,
                                  const QString &file, ProblemList &problems) const
    {
        const bool topLevelClosed = !keys.open && keys.listsProperties;
        for (int m = 0; m < document.size(root); ++m) {
            const int keyNode = document.key(root, m);
            const auto name = document.scalar(keyNode);
            const size_t section = sectionNamed(name);
            if (const auto *findings = section < sections.size() ? checked.sections[section] : nullptr) {
                for (const auto &trail : findings->unknownKeys)
                    warnAt(document, document.value(root, m), trail, {{keyNode, 0}}, locations, file, problems);
            } else if (topLevelClosed && !keys.properties.contains(std::string(name))) {
                warnAt(document, root, {m}, {}, locations, file, problems);
            }
        }
    }
};

const RecipeSchema &RecipeSchema::instance()
{
    static const RecipeSchema schema(QStringLiteral(":/schema/recipe.schema.yaml"));
    return schema;
}

const RecipeSchema &RecipeSchema::listings()
{
    static const RecipeSchema schema(QStringLiteral(":/schema/listing.schema.yaml"));
    return schema;
}

RecipeSchema::RecipeSchema(const QString &resource) : d(std::make_unique<Private>())
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error("a schema is missing from the program's resources");
    d->root = YAML::Load(file.readAll().toStdString());
    valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
    valijson::adapters::YamlCppAdapter adapter(d->root);
    parser.populateSchema(adapter, d->schema);
    valijson::Subschema::ApplyFunction collect = [this](const valijson::constraints::Constraint &constraint) {
        if (const auto *properties = dynamic_cast<const valijson::constraints::PropertiesConstraint *>(&constraint))
            properties->applyToProperties([this](const auto &name, const valijson::Subschema *subschema) {
                d->sections.emplace_back(std::string(name.c_str()), subschema, nullptr);
                return true;
            });
        return true;
    };
    d->schema.apply(collect);
    YAML::Node topLevel = YAML::Clone(d->root);
    YAML::Node anything(YAML::NodeType::Map);
    for (const auto &section : d->sections)
        anything[std::get<0>(section)] = YAML::Node(YAML::NodeType::Map);
    topLevel["properties"] = anything;
    valijson::adapters::YamlCppAdapter topLevelAdapter(topLevel);
    parser.populateSchema(topLevelAdapter, d->topLevel);
    d->index(d->root, {});
    d->keys = Private::Keys::of(d->root);
    // Each section's known keys; a section without (its schema not a mapping) is left
    // to the whole document's check.
    for (auto &[name, subschema, keys] : d->sections) {
        const auto known = d->keys.properties.find(name);
        keys = known == d->keys.properties.end() ? nullptr : &known->second;
    }
    if (std::any_of(d->sections.cbegin(), d->sections.cend(), [](const auto &s) { return std::get<2>(s) == nullptr; }))
        d->sections.clear();
    // Keywords that look at keys, the top level's type, or values outside the sections
    // (additionalProperties); any other (allOf, if, dependentSchemas...) might look
    // into a section.
    static const std::set<std::string> byKeys = {"$schema", "$id",      "title",      "description",
                                                 "type",    "required", "properties", "additionalProperties"};
    d->topLevelByKeys = d->root.IsMap()
        && std::all_of(d->root.begin(), d->root.end(), [](const auto &keyword) { return byKeys.contains(keyword.first.Scalar()); });
}

RecipeSchema::~RecipeSchema() = default;

ProblemList RecipeSchema::validate(const ParsedYaml &document, const YamlLocations &locations, const QString &file) const
{
    ProblemList problems;
    const int root = document.root();
    const bool bySection = document.isMap(root) && !d->sections.empty();
    Private::Checked checked;
    try {
        if (bySection)
            d->checkBySection(document, root, checked);
        else
            Private::addFaults(d->schema, ParsedYamlAdapter(document, root), checked.faults);
    } catch (const std::exception &e) {
        problems.append(
            {file, 1, 1, Problem::Severity::Error, QStringLiteral("cannot check the recipe against its schema: ") + toQString(e.what())});
        return problems;
    }
    d->reportFaults(checked.faults, document, locations, file, problems);
    if (bySection)
        d->warnUnknownKeysBySection(document, root, checked, locations, file, problems);
    else
        d->warnUnknownKeys(document, root, locations, file, problems);
    return problems;
}

namespace {
// The schema's field titles, for lupdate: the window shows them translated. A test
// checks that every title of the schemas is here.
const char *const Titles[] = {
    QT_TRANSLATE_NOOP("RecipeSchema", "$ / 1M tokens"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Active parameters"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Author"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Build"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Build name"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Builder"),
    QT_TRANSLATE_NOOP("RecipeSchema", "CP"),
    QT_TRANSLATE_NOOP("RecipeSchema", "CUDA"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Citation link"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Command"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Component tests"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Configuration check"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Convergence check"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Correctness"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Correlation"),
    QT_TRANSLATE_NOOP("RecipeSchema", "DP"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Dataset"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Date"),
    QT_TRANSLATE_NOOP("RecipeSchema", "DeepEP"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Detail"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Dispatcher"),
    QT_TRANSLATE_NOOP("RecipeSchema", "EP"),
    QT_TRANSLATE_NOOP("RecipeSchema", "ETP"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Environment"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Final loss difference"),
    QT_TRANSLATE_NOOP("RecipeSchema", "First stage"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Framework"),
    QT_TRANSLATE_NOOP("RecipeSchema", "GPU"),
    QT_TRANSLATE_NOOP("RecipeSchema", "GPU type"),
    QT_TRANSLATE_NOOP("RecipeSchema", "GPU-hours"),
    QT_TRANSLATE_NOOP("RecipeSchema", "GPU-hours note"),
    QT_TRANSLATE_NOOP("RecipeSchema", "GPUs"),
    QT_TRANSLATE_NOOP("RecipeSchema", "GPUs per node"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Global batch"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Granularity"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Highlights"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Ignored checks"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Instance"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Last stage"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Layer split"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Layers"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Layout"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Layout summary"),
    QT_TRANSLATE_NOOP("RecipeSchema", "License"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Lint"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Listings"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Loss mask"),
    QT_TRANSLATE_NOOP("RecipeSchema", "MFU"),
    QT_TRANSLATE_NOOP("RecipeSchema", "MFU note"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Max tokens per GPU"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Measured"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Megatron-LM"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Memory"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Method"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Model"),
    QT_TRANSLATE_NOOP("RecipeSchema", "NCCL"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Network"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Note"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Notes"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Offload"),
    QT_TRANSLATE_NOOP("RecipeSchema", "OpenRecipes listing entries"),
    QT_TRANSLATE_NOOP("RecipeSchema", "OpenRecipes training recipe"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Optimizer fraction"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Overlapped copies"),
    QT_TRANSLATE_NOOP("RecipeSchema", "PP"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Packing"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Padding tokens"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Parquet sha256"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Parquet size"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Patches"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Pointwise failures"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Precision"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Profiler"),
    QT_TRANSLATE_NOOP("RecipeSchema", "PyTorch"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Python"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Recompute"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Reference"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Result"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Revision"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Rows"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Rows per microbatch"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Rows sha256"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Rules"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Runs"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Schema version"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Seed"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Sequence parallel"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Severities"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Shape"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Source"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Stack"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Status"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Step-time CV"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Steps"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Steps per run"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Summary"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Supervised tokens"),
    QT_TRANSLATE_NOOP("RecipeSchema", "TP"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Test"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Tokenizer"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Tokens per row"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Tokens/s per GPU"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Transformer Engine"),
    QT_TRANSLATE_NOOP("RecipeSchema", "VPP"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Window"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Window tokens"),
    QT_TRANSLATE_NOOP("RecipeSchema", "Workload"),
};
} // namespace

QStringList RecipeSchema::translatableTitles()
{
    QStringList titles;
    for (const auto *title : Titles)
        titles << QString::fromUtf8(title);
    return titles;
}

QString RecipeSchema::title(const QString &path) const
{
    // The file's English title when there is no translation.
    const auto english = d->fieldText(d->nodeFor(path), "title");
    return english.isEmpty() ? english : QCoreApplication::translate("RecipeSchema", english.toUtf8().constData());
}

QString RecipeSchema::description(const QString &path) const
{
    return d->fieldText(d->nodeFor(path), "description");
}

QStringList RecipeSchema::allowedValues(const QString &path) const
{
    QStringList values;
    const auto node = d->nodeFor(path);
    if (node.IsMap())
        for (const auto &v : at(node, "enum"))
            if (!v.IsNull())
                values << toQString(v.Scalar());
    return values;
}

QStringList RecipeSchema::fieldPaths() const
{
    return d->paths;
}

QStringList RecipeSchema::types(const YamlPath &path) const
{
    QStringList types;
    const auto node = d->schemaAt(path);
    if (!node.IsDefined() || !node.IsMap())
        return types;
    const auto type = at(node, "type");
    if (type.IsScalar())
        types << toQString(type.Scalar());
    else if (type.IsSequence())
        for (const auto &t : type)
            types << toQString(t.Scalar());
    if (at(node, "enum").IsSequence())
        for (const auto &v : at(node, "enum"))
            if (v.IsNull() && !types.contains(QLatin1String("null")))
                types << QStringLiteral("null");
    return types;
}

bool RecipeSchema::isDate(const YamlPath &path) const
{
    const auto node = d->schemaAt(path);
    return node.IsMap() && d->fieldText(node, "pattern").contains(QLatin1String("{4}-"));
}

QStringList RecipeSchema::keys(const YamlPath &objectPath) const
{
    QStringList keys;
    const auto node = d->schemaAt(objectPath);
    if (node.IsMap())
        for (const auto &property : at(node, "properties"))
            keys << toQString(property.first.Scalar());
    return keys;
}

QStringList RecipeSchema::required(const YamlPath &objectPath) const
{
    QStringList keys;
    const auto node = d->schemaAt(objectPath);
    if (node.IsMap())
        for (const auto &key : at(node, "required"))
            keys << toQString(key.Scalar());
    return keys;
}

bool RecipeSchema::knows(const YamlPath &path) const
{
    const auto node = d->schemaAt(path);
    return node.IsDefined() && node.IsMap();
}

bool RecipeSchema::isOpenMapping(const YamlPath &path) const
{
    const auto node = d->schemaAt(path);
    return node.IsMap() && at(node, "additionalProperties").IsMap();
}

std::optional<double> RecipeSchema::bound(const YamlPath &path, const char *keyword) const
{
    const auto node = d->schemaAt(path);
    if (!node.IsMap())
        return std::nullopt;
    const auto value = at(node, keyword);
    if (!value.IsScalar())
        return std::nullopt;
    bool ok = false;
    const double number = toQString(value.Scalar()).toDouble(&ok);
    return ok ? std::optional<double>(number) : std::nullopt;
}

QString RecipeSchema::mediaType(const YamlPath &path) const
{
    return d->fieldText(d->schemaAt(path), "contentMediaType");
}
