// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bytes -> loader (structure check, YAML, schema) -> lint -> every cell of the
// ranking's item model. Nothing may crash, leak or hang; a loaded recipe must rank.
#include "analysis/recipelint.h"
#include "itemmodels/recipetablemodel.h"
#include "recipe/ranking.h"
#include "recipe/recipeloader.h"

#include <QCoreApplication>

#include <cstdint>

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
