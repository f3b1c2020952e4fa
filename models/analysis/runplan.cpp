// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/runplan.h"

#include "analysis/planquantity.h"

#include <cmath>

namespace {
const auto tokensKey = QStringLiteral("tokens");
const auto daysKey = QStringLiteral("days");
const auto budgetKey = QStringLiteral("budget_usd");
const auto gpusKey = QStringLiteral("gpus");
const auto pricesKey = QStringLiteral("prices");
const auto yours = QStringLiteral("yours");

// A positive number within the kind's range, or nothing.
std::optional<double> positive(const QVariant &value, PlanQuantity::Kind kind)
{
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok || !std::isfinite(number) || number <= 0 || number > PlanQuantity::largest(kind))
        return std::nullopt;
    return number;
}
} // namespace

QVariantMap RunPlan::toVariant() const
{
    QVariantMap map;
    if (prices == Prices::Yours)
        map.insert(pricesKey, yours);
    if (!isSet())
        return map;
    map.insert(tokensKey, tokens);
    if (days)
        map.insert(daysKey, *days);
    if (budgetUsd)
        map.insert(budgetKey, *budgetUsd);
    if (gpus)
        map.insert(gpusKey, *gpus);
    return map;
}

RunPlan RunPlan::fromVariant(const QVariant &value)
{
    const auto map = value.toMap();
    RunPlan plan;
    plan.prices = map.value(pricesKey).toString() == yours ? Prices::Yours : Prices::Published;
    const auto tokens = positive(map.value(tokensKey), PlanQuantity::Kind::Tokens);
    if (!tokens)
        return plan;
    plan.tokens = *tokens;
    plan.days = positive(map.value(daysKey), PlanQuantity::Kind::Days);
    plan.budgetUsd = positive(map.value(budgetKey), PlanQuantity::Kind::Money);
    if (const auto gpus = positive(map.value(gpusKey), PlanQuantity::Kind::Count); gpus && *gpus == std::floor(*gpus))
        plan.gpus = int(*gpus);
    return plan;
}
