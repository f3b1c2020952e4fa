// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/pricetable.h"
#include "recipe/recipe.h"

#include <QList>
#include <QString>

#include <optional>

// The figures of a recipe that follow from its other fields, recorded against
// derived: dp from the GPUs and the model-parallel sizes, the layout label from the
// layout, window tokens from the window, batch and rows, $ / 1M tokens from
// throughput and the GPU's price, MFU from the active parameters, throughput and
// the GPU's peak. What the editor shows beside those fields, and lint checks.
class DerivedFigures
{
public:
    struct Figure
    {
        QString path;     // the recorded field, "result.usd_per_million_tokens"
        QString recorded; // as the recipe has it, empty when it has none
        QString derived;  // as it would be written
        QString formula;  // how, with the numbers: "$7.91 x 10^6 / (2200.16 x 3600)"
        bool agrees = true;
    };

    // Every figure that can be derived for this recipe; those lacking an input are left out.
    static QList<Figure> of(const Recipe &recipe, const PriceTable &prices = PriceTable::defaults());
    static std::optional<Figure> find(const Recipe &recipe, const QString &path, const PriceTable &prices = PriceTable::defaults());
    // The figure for a path among figures already derived.
    static std::optional<Figure> find(const QList<Figure> &figures, const QString &path);

    // "TP2 PP4 EP32 DP16": TP and PP always, the others above 1.
    static QString layoutLabel(const Recipe::Layout &layout);
};
