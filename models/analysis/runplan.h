// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVariant>

#include <optional>

// A run someone plans: how many tokens to train, and optionally by when, for how much
// and on how many GPUs. The ranking, a recipe's page and the charts read it to tell
// what each recipe's layout would take (PlanFigures).
struct RunPlan
{
    // Which price table costs the plan: the one the published figures use, or the reader's own.
    enum class Prices { Published, Yours };

    double tokens = 0;
    std::optional<double> days;      // the deadline, in days from the start
    std::optional<double> budgetUsd; // what the run may cost
    std::optional<int> gpus;         // the GPU count to scale every recipe to; else each its own
    Prices prices = Prices::Published;

    // A plan asks something only with tokens to train.
    bool isSet() const { return tokens > 0; }
    bool hasConstraints() const { return days || budgetUsd; }
    // Nothing asked, at the same prices.
    RunPlan cleared() const
    {
        RunPlan plan;
        plan.prices = prices;
        return plan;
    }

    // For settings and view links: a map of what is set ("tokens", "days", "budget_usd",
    // "gpus", and "prices": "yours" when not the published ones).
    QVariantMap toVariant() const;
    // What a map holds that makes sense; anything else is left unset.
    static RunPlan fromVariant(const QVariant &value);

    friend bool operator==(const RunPlan &, const RunPlan &) = default;
};
