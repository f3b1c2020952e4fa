// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/runplan.h"

#include <optional>

class PriceTable;
class Recipe;

// What a planned run would take on one recipe's layout, from the recipe's own figures:
// its tokens/s per GPU held, on its GPU count or the plan's (then linear in GPUs, and
// marked extrapolated).
struct PlanFigures
{
    // Without tokens/s per GPU there is nothing to tell: no time, no cost ("no throughput").
    bool hasThroughput = false;
    int gpus = 0;              // the GPUs the run is planned on
    bool extrapolated = false; // gpus is the plan's, not the recipe's
    double seconds = 0;        // wall-clock time to train the plan's tokens
    double gpuHours = 0;
    std::optional<double> usdPerGpuHour; // the price of the recipe's GPU type, when known
    std::optional<double> costUsd;       // gpuHours at that price
    std::optional<double> boardWatts;    // the GPU catalogue's, when the type is known
    std::optional<double> energyKwh;     // gpuHours at that board power: an estimate
    std::optional<double> reproduceUsd;  // the recipe's own measured run (gpu_hours) at the price

    // Against the plan's deadline and budget (true when the plan sets none); a cost
    // not known does not fit a budget.
    bool meetsDeadline = true;
    bool withinBudget = true;
    bool fits() const { return hasThroughput && meetsDeadline && withinBudget; }
    double days() const { return seconds / 86400.0; }

    static PlanFigures of(const Recipe &recipe, const RunPlan &plan, const PriceTable &prices);
};
