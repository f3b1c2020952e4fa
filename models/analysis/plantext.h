// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

struct PlanFigures;
struct RunPlan;

// How a plan's figures read wherever they are shown: the ranking, the recipe page,
// the charts, in the window's language.
class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(PlanText)

public:
    // "657 d 13 h", "5.2 h"
    static QString duration(double seconds);
    // "88,377 kWh"
    static QString energy(double kwh);
    // Why a run does not fit: "past the deadline, over the budget"; empty when it fits.
    static QString misfit(const PlanFigures &figures);
    // What a plan asks of a run: "400 days, $5,000,000"; empty when neither is set.
    static QString constraints(const RunPlan &plan);
};
