// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/recipeoverview.h"

#include "recipe/gpucatalog.h"
#include "recipe/recipeformat.h"
#include "recipe/recipeschema.h"

#include <QRegularExpression>

#include <algorithm>

namespace {
RecipeOverview::Field field(const QString &path, const QString &value, const QString &label = {})
{
    const auto &schema = RecipeSchema::instance();
    return {path, label.isEmpty() ? schema.title(path) : label, value, schema.description(path), {}};
}
} // namespace

QString RecipeOverview::headlineTitle(const QString &model, const QString &gpuType)
{
    if (gpuType.isEmpty())
        return QObject::tr("Training %1").arg(model);
    return QObject::tr("Training %1 on %2").arg(model, gpuType);
}

QString RecipeOverview::headlineSubtitle(const QList<Recipe> &shown)
{
    // Listing entries carry no workload: the headline speaks of the recipes.
    QList<Recipe> group;
    std::copy_if(shown.cbegin(), shown.cend(), std::back_inserter(group), [](const Recipe &r) { return !r.isListing(); });
    QStringList parts = {QObject::tr("Ranked by tokens/s per GPU")};
    if (group.isEmpty())
        return parts.first();
    auto same = [&group](auto value) {
        return std::all_of(group.cbegin(), group.cend(), [&](const Recipe &r) { return value(r) == value(group.first()); });
    };
    const auto &w = group.first().workload();
    if (same([](const Recipe &r) { return std::pair(r.workload().rowTokens, r.workload().rows); })) {
        // "SFT conversations" -> "SFT rows": the site names the rows by their kind.
        const auto kind = w.rows.section(u' ', 0, 0);
        parts << QObject::tr("%1-token %2 rows").arg(RecipeFormat::integer(w.rowTokens), kind).simplified();
    }
    if (same([](const Recipe &r) { return r.workload().globalBatch; }))
        parts << QObject::tr("global batch %1").arg(RecipeFormat::integer(w.globalBatch));
    if (same([](const Recipe &r) { return r.workload().precision; }))
        parts << w.precision.toUpper();
    return parts.join(QStringLiteral(" · "));
}

QString RecipeOverview::gpus(const Recipe &recipe)
{
    const auto &g = recipe.gpu();
    auto text = QStringLiteral("%1 x %2").arg(RecipeFormat::integer(g.count), g.type);
    if (g.memoryGb)
        text += QStringLiteral(" %1 GB").arg(RecipeFormat::plain(*g.memoryGb));
    QStringList details;
    if (!g.instance.isEmpty())
        details << g.instance;
    if (g.perNode)
        details << QObject::tr("%1 per node").arg(*g.perNode);
    if (!details.isEmpty())
        text += QStringLiteral(" (") + details.join(QStringLiteral(", ")) + u')';
    return text;
}

QString RecipeOverview::mfu(const Recipe &recipe)
{
    const auto &result = recipe.result();
    if (!result.mfu)
        return result.mfuNote.isEmpty() ? QObject::tr("not recorded") : result.mfuNote;
    auto text = RecipeFormat::fractionPercent(result.mfu);
    if (result.activeParams)
        text += QObject::tr(" (N = %1 active parameters per token)").arg(RecipeFormat::integer(result.activeParams->count));
    return text;
}

QString RecipeOverview::convergence(const Recipe &recipe)
{
    const auto &c = recipe.correctness().convergence;
    if (!c)
        return {};
    QStringList parts;
    if (c->correlation)
        parts << QObject::tr("correlation %1").arg(RecipeFormat::plain(*c->correlation));
    if (c->finalLossDifference)
        parts << QObject::tr("final loss difference %1").arg(RecipeFormat::plain(*c->finalLossDifference));
    auto text = parts.join(QStringLiteral(", "));
    if (c->pointwiseFailures)
        text += (text.isEmpty() ? QString() : QStringLiteral(", "))
            + QObject::tr("%1 pointwise failures over %2 steps").arg(*c->pointwiseFailures).arg(c->steps);
    return text;
}

QString RecipeOverview::componentTest(const Recipe::ComponentTest &test)
{
    auto text = test.test;
    QStringList where;
    if (!test.gpu.isEmpty())
        where << test.gpu;
    if (!test.date.isEmpty())
        where << test.date;
    if (!where.isEmpty())
        text += QStringLiteral(": ") + where.join(QStringLiteral(", ")) + u'.';
    if (!test.shape.isEmpty())
        text += QObject::tr(" Shape: %1.").arg(test.shape);
    if (!test.detail.isEmpty())
        text += u' ' + test.detail;
    if (!test.note.isEmpty())
        text += u' ' + test.note;
    return text;
}

QString RecipeOverview::measured(const Recipe &recipe)
{
    const auto &r = recipe.result();
    auto text = r.measured;
    if (r.stepsPerRun && r.window)
        text += QObject::tr(", %1-step run scored over steps %2–%3").arg(*r.stepsPerRun).arg(r.window->first).arg(r.window->second);
    return text;
}

QString RecipeOverview::rows(const Recipe &recipe)
{
    const auto &d = recipe.dataset();
    if (d.rowsSha256.isEmpty())
        return d.build.name;
    return QStringLiteral("%1 (rows_sha256 %2)").arg(d.build.name.isEmpty() ? d.name : d.build.name, d.rowsSha256);
}

QString RecipeOverview::stackLabel(const QString &key)
{
    auto label = key;
    return label.replace(u'_', u' ');
}

QList<RecipeOverview::Field> RecipeOverview::fields(const Recipe &recipe)
{
    QList<Field> list;
    const auto &r = recipe.result();
    auto author = field(QStringLiteral("author.name"), recipe.author().name);
    author.link = recipe.author().url;
    list << author;
    list << field(QStringLiteral("gpu"), gpus(recipe));
    list << field(QStringLiteral("layout.summary"), recipe.layout().summary, QObject::tr("Layout"));
    if (!recipe.layout().highlights.isEmpty())
        list << field(QStringLiteral("layout.highlights"), recipe.layout().highlights);
    list << field(QStringLiteral("result.tokens_per_s_per_gpu"), RecipeFormat::tokensPerSecond(r.tokensPerSecondPerGpu));
    if (r.usdPerMillionTokens)
        list << field(QStringLiteral("result.usd_per_million_tokens"), RecipeFormat::usd(r.usdPerMillionTokens));
    list << field(QStringLiteral("result.mfu"), mfu(recipe));
    if (r.stepTimeCvPercent)
        list << field(QStringLiteral("result.step_time_cv_percent"), RecipeFormat::percent(r.stepTimeCvPercent));
    if (const auto text = convergence(recipe); !text.isEmpty())
        list << field(QStringLiteral("correctness.convergence"), text);
    const auto &tests = recipe.correctness().componentTests;
    for (const auto &test : tests)
        list << field(QStringLiteral("correctness.component_tests"), componentTest(test),
                      tests.size() == 1 ? QObject::tr("Component test") : QObject::tr("Component tests"));
    if (!recipe.correctness().summary.isEmpty())
        list << field(QStringLiteral("correctness.summary"), recipe.correctness().summary, QObject::tr("Correctness"));
    list << field(QStringLiteral("result.measured"), measured(recipe));
    if (r.gpuHours) {
        auto text = RecipeFormat::plain(*r.gpuHours);
        if (!r.gpuHoursNote.isEmpty())
            text += QStringLiteral(" (") + r.gpuHoursNote + u')';
        list << field(QStringLiteral("result.gpu_hours"), text);
    }
    const auto &d = recipe.dataset();
    list << field(QStringLiteral("workload.dataset.rows_sha256"), rows(recipe), QObject::tr("Rows"));
    if (!d.name.isEmpty()) {
        QStringList about;
        for (const auto &part : {d.source, d.license})
            if (!part.isEmpty())
                about << part;
        list << field(QStringLiteral("workload.dataset"),
                      d.name + (about.isEmpty() ? QString() : QStringLiteral(" (") + about.join(QStringLiteral(", ")) + u')'));
    }
    if (d.build.rows)
        list << field(QStringLiteral("workload.dataset.build.rows"),
                      QObject::tr("%1 rows of %2 tokens, global batch %3")
                          .arg(RecipeFormat::integer(*d.build.rows), RecipeFormat::integer(recipe.workload().rowTokens),
                               RecipeFormat::integer(recipe.workload().globalBatch)),
                      QObject::tr("Row count"));
    if (!d.build.tokenizer.isEmpty())
        list << field(QStringLiteral("workload.dataset.build.tokenizer"), d.build.tokenizer);
    if (!d.build.packing.isEmpty())
        list << field(QStringLiteral("workload.dataset.build.packing"), d.build.packing);
    return list;
}

QString RecipeOverview::bibtex(const Recipe &recipe)
{
    const auto &author = recipe.author();
    const auto year = recipe.result().measured.left(4);
    auto key = author.name.toLower();
    key.remove(QRegularExpression(QStringLiteral("[^a-z0-9]")));
    key += year;
    QList<std::pair<QString, QString>> entries = {
        {QStringLiteral("author"), u'{' + author.name + u'}'},
        {QStringLiteral("title"),
         QStringLiteral("{%1 on %2 x %3: %4}")
             .arg(recipe.model(), QString::number(recipe.gpuCount()), recipe.gpuType(), recipe.layoutLabel())},
        {QStringLiteral("howpublished"), QStringLiteral("OpenRecipes recipe %1").arg(recipe.name())},
        {QStringLiteral("year"), year},
    };
    static const QRegularExpression arxiv(QStringLiteral("arxiv\\.org/(?:abs|pdf)/([0-9]{4}\\.[0-9]{4,5})"));
    if (const auto m = arxiv.match(author.url); m.hasMatch()) {
        entries.append({QStringLiteral("eprint"), m.captured(1)});
        entries.append({QStringLiteral("archivePrefix"), QStringLiteral("arXiv")});
    }
    if (!author.url.isEmpty())
        entries.append({QStringLiteral("url"), author.url});
    QString text = QStringLiteral("@misc{%1,\n").arg(key);
    for (qsizetype i = 0; i < entries.size(); ++i)
        text += QStringLiteral("  %1 = {%2}%3\n")
                    .arg(entries[i].first.leftJustified(13), entries[i].second, i + 1 < entries.size() ? QStringLiteral(",") : QString());
    return text + u'}';
}

QList<RecipeOverview::OtherGpu> RecipeOverview::otherGpus(const Recipe &recipe, const QList<Recipe> &all)
{
    QList<OtherGpu> best;
    for (const auto &other : all) {
        if (other.model().compare(recipe.model(), Qt::CaseInsensitive) != 0
            || other.gpuType().compare(recipe.gpuType(), Qt::CaseInsensitive) == 0)
            continue;
        auto it = std::find_if(best.begin(), best.end(),
                               [&](const OtherGpu &o) { return o.gpuType.compare(other.gpuType(), Qt::CaseInsensitive) == 0; });
        const OtherGpu entry{other.gpuType(),  other.gpuCount(), other.tokensPerSecondPerGpu(), other.usdPerMillionTokens(),
                             other.filePath(), other.isListing()};
        if (it == best.end())
            best.append(entry);
        else if (other.tokensPerSecondPerGpu() > it->tokensPerSecondPerGpu)
            *it = entry;
    }
    // In order of GPU generation, as the site lists them.
    std::sort(best.begin(), best.end(), [catalog = GpuCatalog::current()](const OtherGpu &a, const OtherGpu &b) {
        const auto ga = catalog->order(a.gpuType);
        const auto gb = catalog->order(b.gpuType);
        return ga != gb ? ga < gb : a.gpuType < b.gpuType;
    });
    return best;
}
