// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/sourcelocation.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QSharedData>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

// One published training recipe: a plain copyable value with typed accessors for
// every field of the schema. It keeps its source text and the position of every
// node, so an editor can change one value in place without reformatting the file.
// A summary (summary()) keeps only what tables, filters, search, charts and the
// ranking need: many thousands stay small in memory and in the cache, and a view
// that shows a whole recipe reads its file again.
class Recipe
{
public:
    using KeyValueList = QList<std::pair<QString, QString>>;

    struct Gpu
    {
        QString type;
        std::optional<double> memoryGb;
        int count = 0;
        std::optional<int> perNode;
        QString instance;
    };

    struct Author
    {
        QString name;
        QString url;
    };

    struct DatasetBuild
    {
        QString name;
        QString tokenizer;
        QString lossMask;
        std::optional<qint64> rows;
        std::optional<qint64> rowTokens;
        std::optional<qint64> paddingTokens;
        std::optional<qint64> seed;
        QString packing;
        std::optional<double> supervisedTokenRatio;
        QString parquetSha256;
        std::optional<qint64> parquetBytes;
        QString builder;
    };

    struct Dataset
    {
        QString name;
        QString source;
        QString revision;
        QString license;
        QString rowsSha256;
        DatasetBuild build;
    };

    struct Workload
    {
        int rowTokens = 0;
        QString rows;
        int globalBatch = 0;
        QString precision;
    };

    struct Recompute
    {
        QString granularity;
        QString method;
        std::optional<int> numLayers;
    };

    struct Offload
    {
        std::optional<double> optimizerFraction;
        std::optional<bool> overlapD2hH2d;
    };

    struct LayerSplit
    {
        int first = 0;
        int last = 0;
    };

    struct Layout
    {
        QString label;
        QString summary;
        QString highlights;
        int tp = 1;
        int pp = 1;
        int vpp = 1;
        int cp = 1;
        int ep = 1;
        int etp = 1;
        int dp = 1;
        bool sequenceParallel = false;
        std::optional<LayerSplit> layerSplit;
        std::optional<int> maxTokensPerGpu;
        std::optional<int> rowsPerMicrobatch;
        std::optional<Recompute> recompute;
        std::optional<Offload> offload;
        QString dispatcher;
    };

    struct ActiveParams
    {
        qint64 count = 0;
        QString source;
        QString revision;
    };

    struct Result
    {
        double tokensPerSecondPerGpu = 0;
        std::optional<double> usdPerMillionTokens;
        std::optional<double> stepTimeCvPercent;
        std::optional<double> mfu;
        QString mfuNote;
        std::optional<ActiveParams> activeParams;
        QString measured;
        std::optional<int> stepsPerRun;
        std::optional<std::pair<int, int>> window;
        std::optional<qint64> windowTokens;
        std::optional<int> runs;
        std::optional<bool> profiler;
        std::optional<double> gpuHours;
        QString gpuHoursNote;
    };

    struct ComponentTest
    {
        QString test;
        QString shape;
        QString gpu;
        QString date;
        QString result;
        QString detail;
        QString note;
    };

    struct Convergence
    {
        int steps = 0;
        QString result;
        std::optional<double> correlation;
        std::optional<double> finalLossDifference;
        std::optional<int> pointwiseFailures;
        QString note;
    };

    // All but the result, which a summary keeps (correctnessResult()).
    struct Correctness
    {
        QString summary;
        QString reference;
        QString configuration;
        QList<ComponentTest> componentTests;
        std::optional<Convergence> convergence;
        QString rules;
    };

    // lint: which checks this recipe turns off, and the severities it sets.
    struct LintSettings
    {
        QStringList ignore;
        KeyValueList severity; // check id -> error, warning or off
    };

    Recipe();

    QString filePath() const { return d->m_filePath; }
    void setFilePath(const QString &path) { d->m_filePath = path; }

    int schemaVersion() const { return d->m_schemaVersion; }
    QString model() const { return d->m_model; }
    const Gpu &gpu() const { return d->m_gpu; }
    const Author &author() const { return d->m_author; }
    QString status() const { return d->m_status; }
    // In file order: component key -> version text.
    const KeyValueList &stack() const { return details().stack; }
    const Workload &workload() const { return d->m_workload; }
    const Dataset &dataset() const { return details().dataset; }
    const Layout &layout() const { return d->m_layout; }
    const Result &result() const { return d->m_result; }
    QString correctnessResult() const { return d->m_correctnessResult; }
    const Correctness &correctness() const { return details().correctness; }
    // In file order: variable -> value.
    const KeyValueList &env() const { return details().env; }
    const QStringList &patches() const { return details().patches; }
    QString run() const { return details().run; }
    QString notes() const { return details().notes; }
    const LintSettings &lint() const { return d->m_lint; }

    // Convenience for ranking and tables.
    QString gpuType() const { return d->m_gpu.type; }
    int gpuCount() const { return d->m_gpu.count; }
    double tokensPerSecondPerGpu() const { return d->m_result.tokensPerSecondPerGpu; }
    std::optional<double> usdPerMillionTokens() const { return d->m_result.usdPerMillionTokens; }
    std::optional<double> mfu() const { return d->m_result.mfu; }
    QString layoutLabel() const { return d->m_layout.label; }

    // The file name without folder and extension, e.g. attune-tp2-pp4-ep32.
    QString name() const;

    // A listing entry: figures a model page lists for a GPU type whose recipe is not
    // published. It has a model, GPUs and figures only; no view may treat it as a recipe.
    bool isListing() const { return !d->m_listingSource.isEmpty(); }
    QString listingSource() const { return d->m_listingSource; }

    // Without the source, the node positions and the sections only a recipe's own page
    // shows (stack, dataset, correctness details, env, patches, run, notes).
    Recipe summary() const;
    bool isSummary() const { return d->m_summary; }

    // The bytes the recipe was read from, unchanged.
    const QByteArray &source() const { return details().source; }
    // Position of the value at a dotted path such as "layout.tp" or
    // "correctness.component_tests[0].test"; the file start when unknown.
    SourceLocation location(const QString &path) const { return details().locations.value(path); }
    bool hasLocation(const QString &path) const { return details().locations.contains(path); }
    const QHash<QString, SourceLocation> &locations() const { return details().locations; }

private:
    friend class RecipeLoader;
    friend class RecipeCodec;

    // What only a recipe's own views read: none in a summary, so that many thousands
    // of summaries stay small.
    struct Details : QSharedData
    {
        KeyValueList stack;
        Dataset dataset;
        Correctness correctness;
        KeyValueList env;
        QStringList patches;
        QString run;
        QString notes;
        QByteArray source;
        QHash<QString, SourceLocation> locations;
    };

    // The values, shared between copies until one changes (copying a recipe is cheap).
    struct Data : QSharedData
    {
        QString m_filePath;
        int m_schemaVersion = 0;
        bool m_summary = false;
        QString m_model;
        Gpu m_gpu;
        Author m_author;
        QString m_status;
        Workload m_workload;
        Layout m_layout;
        Result m_result;
        QString m_correctnessResult;
        LintSettings m_lint;
        QString m_listingSource;
        QSharedDataPointer<Details> m_details;
    };
    const Details &details() const;
    Details &details();

    QSharedDataPointer<Data> d;
};

Q_DECLARE_METATYPE(Recipe)
