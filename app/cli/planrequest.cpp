// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/planrequest.h"

#include "analysis/pricefile.h"
#include "analysis/terminaltext.h"
#include "settings/settings.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Cli {

PlanRequest::PlanRequest()
    : m_tokens(QStringLiteral("tokens"), QCoreApplication::translate("CommandLine", "Tokens to train: 2T, 500B, 1.5e12 (k, M, B, T)."),
               QStringLiteral("N")),
      m_days(QStringLiteral("days"),
             QCoreApplication::translate("CommandLine", "The deadline, in days: recipes that take longer do not fit."),
             QStringLiteral("D")),
      m_budget(QStringLiteral("budget"),
               QCoreApplication::translate("CommandLine", "The budget in dollars (1.5M): recipes that cost more do not fit."),
               QStringLiteral("B")),
      m_gpus(QStringLiteral("gpus"),
             QCoreApplication::translate("CommandLine", "Scale every recipe to this many GPUs, its tokens/s per GPU held (extrapolated)."),
             QStringLiteral("G")),
      m_priceSource(
          QStringLiteral("prices"),
          QCoreApplication::translate(
              "CommandLine", "Dollars per GPU-hour: default (the published instances), saved (the window's), or a CSV file of GPU,USD."),
          QStringLiteral("SOURCE"), QStringLiteral("default")),
      m_sort(QStringLiteral("sort"), QCoreApplication::translate("CommandLine", "cost or time: what ranks the recipes of a model."),
             QStringLiteral("KEY"), QStringLiteral("cost"))
{ }

QList<QCommandLineOption> PlanRequest::options() const
{
    return runOptions() << m_sort;
}

QList<QCommandLineOption> PlanRequest::runOptions() const
{
    return {m_tokens, m_days, m_budget, m_gpus, m_priceSource};
}

QString PlanRequest::readQuantity(const QCommandLineParser &parser, const QCommandLineOption &option, PlanQuantity::Kind kind,
                                  std::optional<double> *value) const
{
    const auto name = option.names().constFirst();
    if (!parser.isSet(option))
        return {};
    const auto text = parser.value(option);
    const auto quantity = PlanQuantity::parse(text, kind);
    if (!quantity.value())
        return QCoreApplication::translate("CommandLine", "bad --%1 '%2': %3")
            .arg(name, TerminalText::escaped(text), quantity.faultText(kind));
    *value = quantity.value();
    return {};
}

QString PlanRequest::readPrices(const QString &source)
{
    if (source == QLatin1String("default")) {
        m_prices = PriceTable::defaults();
        return {};
    }
    if (source == QLatin1String("saved")) {
        m_prices = Settings::instance().prices();
        return {};
    }
    Problem problem;
    const auto table = PriceFile::read(source, &problem);
    if (!table)
        return QCoreApplication::translate("CommandLine", "bad --prices: %1 (default, saved, or a CSV file of GPU,USD per GPU-hour)")
            .arg(problem.toString());
    m_prices = *table;
    return {};
}

QString PlanRequest::read(const QCommandLineParser &parser)
{
    if (!parser.isSet(m_tokens))
        return QCoreApplication::translate("CommandLine", "--tokens N is required: how many tokens to train (2T, 500B, 1.5e12)");
    std::optional<double> tokens;
    std::optional<double> gpus;
    for (const auto &error : {readQuantity(parser, m_tokens, PlanQuantity::Kind::Tokens, &tokens),
                              readQuantity(parser, m_days, PlanQuantity::Kind::Days, &m_plan.days),
                              readQuantity(parser, m_budget, PlanQuantity::Kind::Money, &m_plan.budgetUsd),
                              readQuantity(parser, m_gpus, PlanQuantity::Kind::Count, &gpus)})
        if (!error.isEmpty())
            return error;
    m_plan.tokens = *tokens;
    if (gpus)
        m_plan.gpus = int(*gpus);
    const auto sort = parser.optionNames().contains(m_sort.names().constFirst()) ? parser.value(m_sort) : QStringLiteral("cost");
    if (sort != QLatin1String("cost") && sort != QLatin1String("time"))
        return QCoreApplication::translate("CommandLine", "unknown --sort '%1' (cost or time)").arg(TerminalText::escaped(sort));
    m_order = sort == QLatin1String("time") ? PlanRanking::Order::Time : PlanRanking::Order::Cost;
    return readPrices(parser.value(m_priceSource));
}

} // namespace Cli
