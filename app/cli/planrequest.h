// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/planquantity.h"
#include "analysis/planranking.h"
#include "analysis/pricetable.h"
#include "analysis/runplan.h"

#include <QCommandLineOption>
#include <QString>

class QCommandLineParser;

namespace Cli {
// The plan command's own options, and what they ask for once read.
class PlanRequest
{
public:
    PlanRequest();

    QList<QCommandLineOption> options() const;
    // The options that say what run is planned (not how plan ranks it): what chart takes.
    QList<QCommandLineOption> runOptions() const;
    // Reads the parsed options; on a bad one, returns its message ("bad --tokens 'abc': ...").
    QString read(const QCommandLineParser &parser);

    const RunPlan &plan() const { return m_plan; }
    const PriceTable &prices() const { return m_prices; }
    PlanRanking::Order order() const { return m_order; }

private:
    QString readQuantity(const QCommandLineParser &parser, const QCommandLineOption &option, PlanQuantity::Kind kind,
                         std::optional<double> *value) const;
    QString readPrices(const QString &source);

    QCommandLineOption m_tokens;
    QCommandLineOption m_days;
    QCommandLineOption m_budget;
    QCommandLineOption m_gpus;
    QCommandLineOption m_priceSource;
    QCommandLineOption m_sort;
    RunPlan m_plan;
    PriceTable m_prices;
    PlanRanking::Order m_order = PlanRanking::Order::Cost;
};
} // namespace Cli
