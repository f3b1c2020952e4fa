// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bytes -> loader (structure check, YAML, schema) -> lint -> every cell of the
// ranking's item model. Nothing may crash, leak or hang; a loaded recipe must rank.
// Apart from the loader's own checks, yaml-cpp's loader judges every recipe it
// accepts (LoaderJudge): each figure and text of its summary is what yaml-cpp reads
// at the same keys, read whole or as a summary alone (which must load alike).
//
// To see the judge fail, build with a planted fault (one more GPU than the file says):
//   cmake -B build/fuzzcheck -DRECIPE_EXPLORER_FUZZ_PLANTED_FAULT=ON  (defines FUZZ_PLANTED_FAULT)
// and run it on the seeds: it stops at the first recipe with "gpu.count: the recipe holds 9, yaml-cpp reads 8".
#include "analysis/recipelint.h"
#include "itemmodels/recipetablemodel.h"
#include "loaderjudge.h"
#include "recipe/ranking.h"
#include "recipe/recipeloader.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace {
// yaml-cpp's reading of the bytes judges the recipe read from them.
void judge(const QByteArray &bytes, const Recipe &recipe, const char *read)
{
    auto figures = LoaderJudge::figures(recipe);
#ifdef FUZZ_PLANTED_FAULT
    for (auto &figure : figures)
        if (figure.path == "gpu.count")
            std::get<std::optional<int>>(figure.held) = *std::get<std::optional<int>>(figure.held) + 1;
#endif
    if (const auto difference = LoaderJudge::difference(bytes, figures); !difference.isEmpty()) {
        // The bytes are the fuzzer's own, with no NUL after them: printed by their length.
        std::fprintf(stderr, "the loader (%s) and yaml-cpp disagree: %s\n--- file:\n%.*s\n---\n", read, qPrintable(difference),
                     int(std::min<qsizetype>(bytes.size(), 4000)), bytes.constData());
        __builtin_trap();
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_loader";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);

    const auto bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto result = RecipeLoader::loadBytes(bytes, QStringLiteral("fuzz.yaml"));
    for (const auto &problem : result.problems)
        if (problem.line < 0 || problem.column < 0 || problem.message.isEmpty())
            __builtin_trap();
    if (!result.recipe)
        return 0;
    judge(bytes, result.recipe->summary(), "whole");
    const auto summary = RecipeLoader::loadBytes(bytes, QStringLiteral("fuzz.yaml"), RecipeLoader::Read::Summary);
    if (!summary.recipe) // the same files load either way (RecipeLoader::Read)
        __builtin_trap();
    judge(bytes, *summary.recipe, "summary");
    const auto findings = RecipeLint::check(*result.recipe);
    RecipeTableModel model;
    model.setRecipes({*result.recipe});
    model.setRanking(Ranking::rank({*result.recipe}));
    model.setRecipeProblems({{result.recipe->filePath(), findings}});
    if (model.rowCount() != 1)
        __builtin_trap();
    for (int column = 0; column < model.columnCount(); ++column)
        for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(RecipeTableModel::ValueRole), int(RecipeTableModel::PlainTextRole),
                         int(RecipeTableModel::ListingRole), int(RecipeTableModel::HasErrorsRole)})
            (void)model.index(0, column).data(role);
    return 0;
}
