// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/viewlink.h"

#include "analysis/planquantity.h"

#include <QDir>
#include <QSet>

#include <array>
#include <utility>

namespace {
using Page = ViewState::Page;
using Part = ViewState::Part;

const std::array<std::pair<Page, const char *>, 4> pageNames{
    {{Page::Ranking, "ranking"}, {Page::Charts, "charts"}, {Page::Compare, "compare"}, {Page::Review, "review"}}};
const std::array<std::pair<Part, const char *>, 4> partNames{
    {{Part::Overview, "overview"}, {Part::Command, "command"}, {Part::Source, "source"}, {Part::History, "history"}}};
const std::array<std::pair<ChartData::CostBasis, const char *>, 3> costNames{
    {{ChartData::CostBasis::Recorded, "recorded"}, {ChartData::CostBasis::Recomputed, "recomputed"}, {ChartData::CostBasis::Both, "both"}}};

template<typename Enum, std::size_t N>
QString nameOf(const std::array<std::pair<Enum, const char *>, N> &names, Enum value)
{
    for (const auto &[e, name] : names)
        if (e == value)
            return QString::fromLatin1(name);
    return {};
}

template<typename Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char *>, N> &names, const QString &name)
{
    for (const auto &[e, n] : names)
        if (name == QLatin1String(n))
            return e;
    return std::nullopt;
}

template<typename Enum, std::size_t N>
QString choicesOf(const std::array<std::pair<Enum, const char *>, N> &names)
{
    QStringList all;
    for (const auto &[e, name] : names)
        all << QString::fromLatin1(name);
    return all.join(QStringLiteral(", "));
}

// The keys a link may give more than once.
bool repeatable(const QString &key)
{
    return key == QLatin1String("folder");
}

// Control characters, and those that change how the text around them reads (bidi
// overrides, zero-width marks, line and paragraph separators): a path shown with them
// could pass for another.
bool hasControl(const QString &value)
{
    return std::any_of(value.cbegin(), value.cend(), [](QChar c) {
        const auto category = c.category();
        return category == QChar::Other_Control || category == QChar::Other_Format || category == QChar::Separator_Line
            || category == QChar::Separator_Paragraph;
    });
}

QString quantity(double value, PlanQuantity::Kind kind)
{
    return PlanQuantity::text(value, kind);
}

// The link's query, key by key, in a fixed order; only what differs from the default view.
QList<std::pair<QString, QString>> queryOf(const ViewState &s)
{
    QList<std::pair<QString, QString>> q;
    auto add = [&q](const char *key, const QString &value) {
        if (!value.isEmpty())
            q.append({QString::fromLatin1(key), value});
    };
    add("page", s.page == Page::Ranking ? QString() : nameOf(pageNames, s.page));
    for (const auto &folder : s.folders)
        add("folder", folder);
    add("recipe", s.recipe);
    add("tab", s.part == Part::Overview ? QString() : nameOf(partNames, s.part));
    add("a", s.compareA);
    add("b", s.compareB);
    add("a_rev", s.compareRevisionA);
    add("b_rev", s.compareRevisionB);
    add("compare_tab", s.comparePart == Part::Overview ? QString() : nameOf(partNames, s.comparePart));
    add("rev", s.revision);
    for (const auto field : RankingFilter::fields())
        q.append({RankingFilter::key(field), s.filter.value(field)});
    q.erase(std::remove_if(q.begin(), q.end(), [](const auto &kv) { return kv.second.isEmpty(); }), q.end());
    add("changed", s.filter.changedOnly() ? QStringLiteral("1") : QString());
    add("fits", s.filter.fitsPlanOnly() ? QStringLiteral("1") : QString());
    add("chart", s.chart.metric == ChartData::Metric::Throughput ? QString() : ChartData::metricName(s.chart.metric));
    add("every", s.chart.selection == ChartData::Selection::EveryRecipe ? QStringLiteral("1") : QString());
    add("cost", s.chart.cost == ChartData::CostBasis::Recorded ? QString() : nameOf(costNames, s.chart.cost));
    add("log", s.chart.logScale ? QStringLiteral("1") : QString());
    add("scaling_model", s.chart.scalingModel);
    add("tokens", s.plan.tokens > 0 ? quantity(s.plan.tokens, PlanQuantity::Kind::Tokens) : QString());
    add("days", s.plan.days ? quantity(*s.plan.days, PlanQuantity::Kind::Days) : QString());
    add("budget", s.plan.budgetUsd ? quantity(*s.plan.budgetUsd, PlanQuantity::Kind::Money) : QString());
    add("gpus", s.plan.gpus ? QString::number(*s.plan.gpus) : QString());
    add("prices", s.plan.prices == RunPlan::Prices::Yours ? QStringLiteral("yours") : QString());
    return q;
}
} // namespace

QUrl ViewLink::toUrl(const ViewState &state)
{
    QByteArray text = scheme().toLatin1() + ":view";
    const auto query = queryOf(state);
    for (qsizetype i = 0; i < query.size(); ++i)
        text += (i == 0 ? "?" : "&") + QUrl::toPercentEncoding(query[i].first) + '=' + QUrl::toPercentEncoding(query[i].second, "/:,@");
    return QUrl::fromEncoded(text, QUrl::StrictMode);
}

QString ViewLink::commandLine(const QUrl &link)
{
    auto text = link.toString(QUrl::FullyEncoded);
    text.replace(u'\'', QStringLiteral("'\\''"));
    return QStringLiteral("recipe-explorer --view '%1'").arg(text);
}

bool ViewLink::isLink(const QString &argument)
{
    return argument.startsWith(scheme() + u':', Qt::CaseInsensitive);
}

ViewLink::Parsed ViewLink::parse(const QString &link)
{
    Parsed parsed;
    auto malformed = [&parsed](const QString &why, const QString &key = {}) {
        parsed.fault = why;
        parsed.faultKey = key;
        parsed.state.reset();
        return parsed;
    };
    if (link.size() > MaxLength)
        return malformed(tr("the link is longer than %1 characters").arg(MaxLength));
    const auto text = link.trimmed();
    if (!isLink(text))
        return malformed(tr("not a view link: it does not start with %1:").arg(scheme()));
    auto rest = text.mid(scheme().size() + 1).section(u'#', 0, 0);
    const auto where = rest.section(u'?', 0, 0);
    if (where != QLatin1String("view") && where != QLatin1String("//view") && where != QLatin1String("//view/"))
        return malformed(tr("not a view link: it names '%1', not view").arg(where.left(80)));
    ViewState state;
    QSet<QString> seen;
    const auto query = rest.section(u'?', 1);
    for (const auto &pair : query.split(u'&', Qt::SkipEmptyParts)) {
        const auto key = QUrl::fromPercentEncoding(pair.section(u'=', 0, 0).toUtf8());
        const auto value = QUrl::fromPercentEncoding(pair.section(u'=', 1).toUtf8());
        if (hasControl(key))
            return malformed(tr("a key holds a control character"));
        if (hasControl(value))
            return malformed(tr("the value of '%1' holds a control character").arg(key.left(80)), key);
        const auto why = read(state, key, value);
        if (!why) {
            if (!parsed.ignoredKeys.contains(key.left(80)))
                parsed.ignoredKeys << key.left(80);
            continue;
        }
        if (!why->isEmpty())
            return malformed(*why, key);
        if (state.folders.size() > MaxFolders)
            return malformed(tr("the link names more than %1 folders").arg(MaxFolders), key);
        if (seen.contains(key) && !repeatable(key))
            return malformed(tr("'%1' is given twice").arg(key), key);
        seen.insert(key);
    }
    parsed.state = state;
    return parsed;
}

QString ViewLink::badValue(const QString &key, const QString &value, const QString &expected)
{
    return tr("bad value '%1' for '%2' (%3)").arg(value.left(80), key, expected);
}

std::optional<QString> ViewLink::read(ViewState &state, const QString &key, const QString &value)
{
    for (const auto &reader : {&ViewLink::readPlace, &ViewLink::readRevision})
        if (const auto why = reader(state, key, value))
            return why;
    if (const auto why = readFilter(state.filter, key, value))
        return why;
    if (const auto why = readChart(state.chart, key, value))
        return why;
    return readPlan(state.plan, key, value);
}

std::optional<QString> ViewLink::readPlace(ViewState &state, const QString &key, const QString &value)
{
    auto path = [&key, &value](QString *into) {
        if (!QDir::isAbsolutePath(value))
            return badValue(key, value, tr("an absolute path"));
        *into = QDir::cleanPath(value);
        return QString();
    };
    if (key == QLatin1String("page")) {
        const auto page = valueOf(pageNames, value);
        if (!page)
            return badValue(key, value, choicesOf(pageNames));
        state.page = *page;
        return QString();
    }
    if (key == QLatin1String("tab") || key == QLatin1String("compare_tab")) {
        const auto part = valueOf(partNames, value);
        if (!part)
            return badValue(key, value, choicesOf(partNames));
        (key == QLatin1String("tab") ? state.part : state.comparePart) = *part;
        return QString();
    }
    if (key == QLatin1String("folder")) {
        QString folder;
        const auto why = path(&folder);
        if (why.isEmpty() && !state.folders.contains(folder))
            state.folders << folder;
        return why;
    }
    for (const auto &[name, into] :
         {std::pair(u"recipe", &state.recipe), std::pair(u"a", &state.compareA), std::pair(u"b", &state.compareB)})
        if (key == name)
            return path(into);
    return std::nullopt;
}

std::optional<QString> ViewLink::readRevision(ViewState &state, const QString &key, const QString &value)
{
    for (const auto &[name, into] :
         {std::pair(u"rev", &state.revision), std::pair(u"a_rev", &state.compareRevisionA), std::pair(u"b_rev", &state.compareRevisionB)}) {
        if (key != name)
            continue;
        // A revision is a name for git to resolve: never an option.
        if (value.isEmpty() || value.startsWith(u'-'))
            return badValue(key, value, tr("a commit, branch or tag"));
        *into = value;
        return QString();
    }
    return std::nullopt;
}

std::optional<QString> ViewLink::readFilter(RankingFilter &filter, const QString &key, const QString &value)
{
    for (const auto field : RankingFilter::fields())
        if (key == RankingFilter::key(field)) {
            filter.setValue(field, value);
            return QString();
        }
    if (key != QLatin1String("changed") && key != QLatin1String("fits"))
        return std::nullopt;
    if (value != QLatin1String("1") && value != QLatin1String("0"))
        return badValue(key, value, QStringLiteral("1, 0"));
    if (key == QLatin1String("changed"))
        filter.setChangedOnly(value == u'1');
    else
        filter.setFitsPlanOnly(value == u'1');
    return QString();
}

std::optional<QString> ViewLink::readChart(ViewState::Chart &chart, const QString &key, const QString &value)
{
    const auto bad = [&key, &value](const QString &expected) { return badValue(key, value, expected); };
    auto flag = [&](bool *into) {
        if (value != QLatin1String("1") && value != QLatin1String("0"))
            return bad(QStringLiteral("1, 0"));
        *into = value == u'1';
        return QString();
    };
    if (key == QLatin1String("chart")) {
        const auto metric = ChartData::metricFromName(value);
        if (!metric)
            return bad(QStringLiteral("throughput, cost, tradeoff, mfu, plan, scaling"));
        chart.metric = *metric;
        return QString();
    }
    if (key == QLatin1String("every")) {
        bool every = false;
        const auto why = flag(&every);
        chart.selection = every ? ChartData::Selection::EveryRecipe : ChartData::Selection::BestPerGpu;
        return why;
    }
    if (key == QLatin1String("cost")) {
        const auto cost = valueOf(costNames, value);
        if (!cost)
            return bad(choicesOf(costNames));
        chart.cost = *cost;
        return QString();
    }
    if (key == QLatin1String("log"))
        return flag(&chart.logScale);
    if (key == QLatin1String("scaling_model")) {
        chart.scalingModel = value;
        return QString();
    }
    return std::nullopt;
}

std::optional<QString> ViewLink::readPlan(RunPlan &plan, const QString &key, const QString &value)
{
    auto number = [&key, &value](PlanQuantity::Kind kind, auto assign) {
        const auto q = PlanQuantity::parse(value, kind);
        if (!q.value())
            return badValue(key, value, q.faultText(kind));
        assign(*q.value());
        return QString();
    };
    if (key == QLatin1String("tokens"))
        return number(PlanQuantity::Kind::Tokens, [&plan](double v) { plan.tokens = v; });
    if (key == QLatin1String("days"))
        return number(PlanQuantity::Kind::Days, [&plan](double v) { plan.days = v; });
    if (key == QLatin1String("budget"))
        return number(PlanQuantity::Kind::Money, [&plan](double v) { plan.budgetUsd = v; });
    if (key == QLatin1String("gpus"))
        return number(PlanQuantity::Kind::Count, [&plan](double v) { plan.gpus = int(v); });
    if (key == QLatin1String("prices")) {
        if (value != QLatin1String("yours") && value != QLatin1String("published"))
            return badValue(key, value, QStringLiteral("published, yours"));
        plan.prices = value == QLatin1String("yours") ? RunPlan::Prices::Yours : RunPlan::Prices::Published;
        return QString();
    }
    return std::nullopt;
}
