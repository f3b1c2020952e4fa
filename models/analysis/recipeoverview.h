// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipe.h"

#include <QList>
#include <QString>

// The text of a recipe page and of a ranking's headline, composed from the recipe's
// fields the way the OpenRecipes site words them. Labels and tooltips come from the
// schema. Views only lay this out.
class RecipeOverview
{
public:
    struct Field
    {
        QString path; // schema path, for the tooltip and the source viewer
        QString label;
        QString value;
        QString toolTip;
        QString link; // optional URL the value points to
    };

    struct OtherGpu
    {
        QString gpuType;
        int gpus = 0;
        double tokensPerSecondPerGpu = 0;
        std::optional<double> usdPerMillionTokens;
        QString filePath;
        bool listingOnly = false;
    };

    // "Training Qwen3.5-397B-A17B on H200"
    static QString headlineTitle(const QString &model, const QString &gpuType);
    // "Ranked by tokens/s per GPU · 8,192-token SFT rows · global batch 128 · BF16";
    // a part is left out when the recipes disagree on it.
    static QString headlineSubtitle(const QList<Recipe> &group);

    // Author, GPUs, layout, figures, checks, measurement and rows, in the site's order.
    static QList<Field> fields(const Recipe &recipe);
    static QString gpus(const Recipe &recipe);
    static QString mfu(const Recipe &recipe);
    static QString convergence(const Recipe &recipe);
    static QString componentTest(const Recipe::ComponentTest &test);
    static QString measured(const Recipe &recipe);
    static QString rows(const Recipe &recipe);
    // Stack keys as the site writes them: "megatron_lm" -> "megatron lm".
    static QString stackLabel(const QString &key);
    // BibTeX built from the author fields (an arXiv link becomes eprint and archivePrefix).
    static QString bibtex(const Recipe &recipe);
    // The best recipe of the same model on every other GPU type, by tokens/s per GPU.
    static QList<OtherGpu> otherGpus(const Recipe &recipe, const QList<Recipe> &all);
};
