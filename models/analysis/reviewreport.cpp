// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/reviewreport.h"

#include "analysis/terminaltext.h"
#include "recipe/hiddencharacters.h"

#include <QJsonObject>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace {

using Entry = RecipeReview::Entry;

std::optional<double> tokens(const std::optional<Recipe::Result> &r)
{
    return r ? std::optional(r->tokensPerSecondPerGpu) : std::nullopt;
}
std::optional<double> cost(const std::optional<Recipe::Result> &r)
{
    return r ? r->usdPerMillionTokens : std::nullopt;
}
std::optional<double> mfu(const std::optional<Recipe::Result> &r)
{
    return r ? r->mfu : std::nullopt;
}

QString number(std::optional<double> value)
{
    return value ? QString::number(*value) : QStringLiteral("–");
}

QString findingLine(const Problem &problem)
{
    return QStringLiteral("new %1 at %2:%3: %4")
        .arg(problem.isError() ? QStringLiteral("error") : QStringLiteral("warning"))
        .arg(problem.line)
        .arg(problem.column)
        .arg(problem.text());
}

QString percentText(std::optional<double> percent)
{
    return percent ? (*percent > 0 ? QStringLiteral("+") : QString()) + QString::number(*percent, 'f', 1) + u'%' : QString();
}

// "result.tokens_per_s_per_gpu: 2200.16 -> 2600.5 (+18.2%)"
QString fieldLine(const FieldChanges::Change &field)
{
    auto line = QStringLiteral("%1: %2 -> %3")
                    .arg(field.path, field.before.value_or(QStringLiteral("(absent)")), field.after.value_or(QStringLiteral("(absent)")));
    if (field.changePercent)
        line += QStringLiteral(" (") + percentText(field.changePercent) + u')';
    return line;
}

QJsonValue jsonNumber(std::optional<double> value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonValue jsonPlace(const std::optional<RecipeReview::Place> &place)
{
    if (!place)
        return QJsonValue();
    return QJsonObject{{QStringLiteral("rank"), place->rank}, {QStringLiteral("of"), place->of}, {QStringLiteral("group"), place->group}};
}

QJsonValue jsonFigures(const std::optional<Recipe::Result> &r)
{
    if (!r)
        return QJsonValue();
    return QJsonObject{{QStringLiteral("tokens_per_s_per_gpu"), r->tokensPerSecondPerGpu},
                       {QStringLiteral("usd_per_million_tokens"), jsonNumber(r->usdPerMillionTokens)},
                       {QStringLiteral("mfu"), jsonNumber(r->mfu)}};
}

} // namespace

QString ReviewReport::summary(const QList<Entry> &entries, const QString &base, const QString &head)
{
    QMap<RecipeReview::Kind, int> kinds;
    int findings = 0;
    for (const auto &entry : entries) {
        ++kinds[entry.change.kind];
        findings += int(entry.newFindings.size());
    }
    // Every kind counted, none left out: a deletion is never hidden by its absence.
    QStringList parts;
    for (const auto kind :
         {RecipeReview::Kind::Added, RecipeReview::Kind::Deleted, RecipeReview::Kind::Renamed, RecipeReview::Kind::Modified})
        parts << QStringLiteral("%1 %2").arg(kinds.value(kind)).arg(RecipeReview::kindName(kind));
    return QStringLiteral("%1 %2 changed between %3 and %4: %5; %6 new %7")
        .arg(entries.size())
        .arg(entries.size() == 1 ? QStringLiteral("recipe") : QStringLiteral("recipes"), base, head, parts.join(QStringLiteral(", ")))
        .arg(findings)
        .arg(findings == 1 ? QStringLiteral("finding") : QStringLiteral("findings"));
}

QString ReviewReport::loss(const Entry &entry)
{
    if (entry.change.kind != RecipeReview::Kind::Deleted || !entry.placeBefore)
        return {};
    return QStringLiteral("the ranking of %1 loses its #%2 of %3%4")
        .arg(entry.placeBefore->group)
        .arg(entry.placeBefore->rank)
        .arg(entry.placeBefore->of)
        .arg(entry.before ? QStringLiteral(" (%1 tokens/s per GPU)").arg(number(tokens(entry.before))) : QString());
}

QString ReviewReport::figureChange(std::optional<double> before, std::optional<double> after)
{
    if (before && after && *before != *after && *before != 0)
        return QStringLiteral("%1 -> %2 (%3%4%)")
            .arg(number(before), number(after), *after > *before ? QStringLiteral("+") : QString())
            .arg((*after - *before) / *before * 100, 0, 'f', 1);
    if (before && after && *before == *after)
        return number(after);
    return QStringLiteral("%1 -> %2").arg(number(before), number(after));
}

QString ReviewReport::placeChange(const Entry &entry)
{
    const auto place = [](const std::optional<RecipeReview::Place> &p) {
        return p ? QStringLiteral("%1 of %2").arg(p->rank).arg(p->of) : QStringLiteral("–");
    };
    const auto &group = entry.placeAfter ? entry.placeAfter->group : entry.placeBefore ? entry.placeBefore->group : QString();
    return QStringLiteral("%1: rank %2 -> %3").arg(group, place(entry.placeBefore), place(entry.placeAfter));
}

QString ReviewReport::path(const Entry &entry)
{
    const auto &c = entry.change;
    if (c.kind == RecipeReview::Kind::Renamed)
        return c.basePath + QStringLiteral(" -> ") + c.headPath;
    return c.headPath.isEmpty() ? c.basePath : c.headPath;
}

QString ReviewReport::text(const QList<Entry> &entries, const QString &base, const QString &head)
{
    // A line each: what a recipe says (a script, a name) is escaped onto its line.
    const auto line = [](const QString &text) { return TerminalText::escaped(text) + u'\n'; };
    const QString indent(10, u' ');
    QString out = line(summary(entries, base, head));
    for (const auto &entry : entries) {
        out += RecipeReview::kindName(entry.change.kind).leftJustified(10) + line(path(entry));
        if (entry.placeBefore || entry.placeAfter)
            out += indent + line(placeChange(entry));
        if (const auto lost = loss(entry); !lost.isEmpty())
            out += indent + line(lost);
        if (entry.before || entry.after)
            out += indent
                + line(QStringLiteral("tokens/s per GPU %1, $ per 1M tokens %2, MFU %3")
                           .arg(figureChange(tokens(entry.before), tokens(entry.after)),
                                figureChange(cost(entry.before), cost(entry.after)), figureChange(mfu(entry.before), mfu(entry.after))));
        for (const auto &field : entry.fields)
            out += indent + line(fieldLine(field));
        for (const auto &problem : entry.newFindings)
            out += indent + line(findingLine(problem));
    }
    return out;
}

QString ReviewReport::markdownEscaped(const QString &text)
{
    return escaped(text, Context::Markdown);
}

QString ReviewReport::htmlEscaped(const QString &text)
{
    return escaped(text, Context::Html);
}

QString ReviewReport::escaped(const QString &text, Context context)
{
    // HTML is escaped; what GitHub would turn into a mention or an issue reference
    // after rendering (@name, #1, a@b) is broken by a zero-width space. In Markdown,
    // so is what it would autolink (https://, www.), and what could start emphasis,
    // code, math, a link or a table cell gets a backslash; an HTML block takes none.
    // The zero-width space is written as a reference, so that the report itself holds
    // no hidden character; a hidden character of the recipe's shows as its mark.
    const bool markdown = context == Context::Markdown;
    const QString breaker = QStringLiteral("&#8203;");
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const auto c = text.at(i);
        // A hidden character past U+FFFF (a tag character) is a pair of units: one mark.
        if (const auto [point, units] = HiddenCharacters::codePointAt(text, i); units == 2) {
            out += HiddenCharacters::kindOf(point) ? HiddenCharacters::mark(point).toHtmlEscaped() : text.mid(i, 2);
            ++i;
            continue;
        }
        switch (c.unicode()) {
        case '&': out += QStringLiteral("&amp;"); break;
        case '<': out += QStringLiteral("&lt;"); break;
        case '>': out += QStringLiteral("&gt;"); break;
        case '@':
        case '#':
        case ':':
            out += c;
            out += breaker;
            break;
        case '.':
            out += c;
            if (markdown && i >= 3 && text.mid(i - 3, 3).compare(QLatin1String("www"), Qt::CaseInsensitive) == 0)
                out += breaker;
            break;
        default:
            if (markdown && QStringLiteral("\\`*_[]|~$").contains(c))
                out += u'\\';
            if (HiddenCharacters::kindOf(c.unicode()))
                out += HiddenCharacters::mark(c.unicode()).toHtmlEscaped();
            else
                out += TerminalText::isControl(c.unicode()) ? QChar(u' ') : c;
        }
    }
    return out;
}

QString ReviewReport::markdownDetails(const Entry &entry)
{
    QString out = QStringLiteral("<details><summary>%1</summary>\n\n").arg(htmlEscaped(path(entry)));
    if (!entry.fields.isEmpty()) {
        out += QStringLiteral("| field | before | after | change |\n|---|---|---|---|\n");
        for (const auto &field : entry.fields)
            out += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                       .arg(markdownEscaped(field.path), markdownEscaped(field.before.value_or(QStringLiteral("–"))),
                            markdownEscaped(field.after.value_or(QStringLiteral("–"))), percentText(field.changePercent));
        out += u'\n';
    }
    for (const auto &problem : entry.newFindings)
        out += QStringLiteral("- ") + markdownEscaped(findingLine(problem)) + u'\n';
    return out + QStringLiteral("\n</details>\n");
}

QString ReviewReport::markdownRow(const Entry &entry)
{
    return QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
        .arg(RecipeReview::kindName(entry.change.kind), markdownEscaped(path(entry)),
             markdownEscaped(loss(entry).isEmpty() ? placeChange(entry) : loss(entry)),
             markdownEscaped(figureChange(tokens(entry.before), tokens(entry.after))),
             markdownEscaped(figureChange(cost(entry.before), cost(entry.after))),
             markdownEscaped(figureChange(mfu(entry.before), mfu(entry.after))), QString::number(entry.newFindings.size()));
}

QStringList ReviewReport::newErrors(const QList<Entry> &entries)
{
    QStringList lines;
    for (const auto &entry : entries)
        for (const auto &problem : entry.newFindings)
            if (problem.isError())
                lines << QStringLiteral("- ") + markdownEscaped(path(entry)) + QStringLiteral(": ") + markdownEscaped(findingLine(problem))
                        + u'\n';
    return lines;
}

QString ReviewReport::markdown(const QList<Entry> &entries, const QString &base, const QString &head, qsizetype maxLength)
{
    const auto top = QStringLiteral("### Recipe review\n\n") + markdownEscaped(summary(entries, base, head)) + QStringLiteral("\n\n");
    if (entries.isEmpty())
        return top;
    MarkdownParts parts;
    parts.top = top;
    parts.errors = newErrors(entries);
    for (const auto &entry : entries) {
        parts.rows << markdownRow(entry);
        parts.details << markdownDetails(entry);
        parts.names << path(entry);
        parts.moves << move(entry);
    }
    return fitted(parts, maxLength);
}

double ReviewReport::move(const Entry &entry)
{
    // A recipe that comes or goes moves the most; else its largest relative change of a figure.
    if (!entry.before || !entry.after)
        return std::numeric_limits<double>::infinity();
    double largest = 0;
    const std::pair<std::optional<double>, std::optional<double>> figures[] = {
        {tokens(entry.before), tokens(entry.after)}, {cost(entry.before), cost(entry.after)}, {mfu(entry.before), mfu(entry.after)}};
    for (const auto &[before, after] : figures)
        if (before && after && *before != 0)
            largest = std::max(largest, std::abs((*after - *before) / *before));
    return largest;
}

QString ReviewReport::fitted(const MarkdownParts &parts, qsizetype maxLength)
{
    const auto tableHead = QStringLiteral("| change | recipe | rank | tokens/s per GPU | $ per 1M tokens | MFU | new findings |\n"
                                          "|---|---|---|---|---|---|---|\n");
    const auto errorsHead = parts.errors.isEmpty() ? QString() : QStringLiteral("#### New errors\n\n");
    const auto errorsEnd = parts.errors.isEmpty() ? QString() : QStringLiteral("\n");
    const auto whole = parts.top + errorsHead + parts.errors.join(QString()) + errorsEnd + tableHead + parts.rows.join(QString()) + u'\n'
        + parts.details.join(QString());
    if (maxLength <= 0 || whole.size() <= maxLength)
        return whole;
    // Too long: the summary and the new errors, then the largest moves first, as many
    // rows and details as fit, and a last line that counts and names what was left out.
    const qsizetype budget = std::max<qsizetype>(0, maxLength - LastLineRoom);
    QString out = parts.top + errorsHead;
    int errorsLeft = 0;
    for (const auto &line : parts.errors) {
        if (out.size() + line.size() <= budget)
            out += line;
        else
            ++errorsLeft;
    }
    out += errorsEnd;
    QList<qsizetype> order(parts.rows.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return parts.moves.at(a) > parts.moves.at(b); });
    qsizetype used = out.size() + tableHead.size() + 1;
    // Takes each piece that still fits; the indices of those that do not.
    auto take = [&](const QStringList &pieces, QString &into) {
        QList<qsizetype> left;
        for (const auto i : order) {
            if (used + pieces.at(i).size() <= budget) {
                into += pieces.at(i);
                used += pieces.at(i).size();
            } else {
                left << i;
            }
        }
        return left;
    };
    QString rows;
    QString details;
    const auto rowsLeft = take(parts.rows, rows);
    const auto detailsLeft = take(parts.details, details);
    out += tableHead + rows + u'\n' + details;
    return out + leftOut(parts, maxLength, errorsLeft, rowsLeft, detailsLeft);
}

QString ReviewReport::leftOut(const MarkdownParts &parts, qsizetype maxLength, int errorsLeft, const QList<qsizetype> &rowsLeft,
                              const QList<qsizetype> &detailsLeft)
{
    QStringList counts;
    if (errorsLeft > 0)
        counts << QStringLiteral("%1 new %2").arg(errorsLeft).arg(errorsLeft == 1 ? QStringLiteral("error") : QStringLiteral("errors"));
    if (!rowsLeft.isEmpty())
        counts << QStringLiteral("%1 of %2 rows of the table").arg(rowsLeft.size()).arg(parts.rows.size());
    counts << QStringLiteral("%1 of %2 details").arg(detailsLeft.size()).arg(parts.details.size());
    auto line = QStringLiteral("\n_Left out to fit %1 characters: %2").arg(maxLength).arg(counts.join(QStringLiteral(", ")));
    // The recipes whose rows are not in the table (else whose details are not), as many as the room kept allows.
    const auto &left = rowsLeft.isEmpty() ? detailsLeft : rowsLeft;
    QStringList names;
    qsizetype room = LastLineRoom - line.size() - 40;
    for (const auto i : left) {
        const auto name = markdownEscaped(parts.names.at(i));
        if (room - name.size() - 2 < 0)
            break;
        names << name;
        room -= name.size() + 2;
    }
    if (!names.isEmpty())
        line += QStringLiteral(" (%1%2)").arg(names.join(QStringLiteral(", ")),
                                              names.size() < left.size() ? QStringLiteral(" and %1 more").arg(left.size() - names.size())
                                                                         : QString());
    return line + QStringLiteral("._\n");
}

QJsonArray ReviewReport::json(const QList<Entry> &entries)
{
    QJsonArray array;
    for (const auto &entry : entries) {
        QJsonArray fields;
        for (const auto &field : entry.fields)
            fields.append(QJsonObject{{QStringLiteral("field"), field.path},
                                      {QStringLiteral("before"), field.before ? QJsonValue(*field.before) : QJsonValue()},
                                      {QStringLiteral("after"), field.after ? QJsonValue(*field.after) : QJsonValue()},
                                      {QStringLiteral("change_percent"), jsonNumber(field.changePercent)}});
        QJsonArray findings;
        for (const auto &p : entry.newFindings)
            findings.append(QJsonObject{{QStringLiteral("line"), p.line},
                                        {QStringLiteral("column"), p.column},
                                        {QStringLiteral("severity"), p.isError() ? QStringLiteral("error") : QStringLiteral("warning")},
                                        {QStringLiteral("check"), p.check},
                                        {QStringLiteral("message"), p.message}});
        array.append(QJsonObject{{QStringLiteral("change"), RecipeReview::kindName(entry.change.kind)},
                                 {QStringLiteral("status"), RecipeReview::statusLetter(entry.change.kind)},
                                 {QStringLiteral("base_file"), entry.change.basePath},
                                 {QStringLiteral("head_file"), entry.change.headPath},
                                 {QStringLiteral("before"), jsonFigures(entry.before)},
                                 {QStringLiteral("after"), jsonFigures(entry.after)},
                                 {QStringLiteral("rank_before"), jsonPlace(entry.placeBefore)},
                                 {QStringLiteral("rank_after"), jsonPlace(entry.placeAfter)},
                                 {QStringLiteral("fields"), fields},
                                 {QStringLiteral("new_findings"), findings}});
    }
    return array;
}
