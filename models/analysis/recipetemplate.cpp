// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/recipetemplate.h"

#include "analysis/editorfields.h"
#include "recipe/recipeedit.h"

namespace {

bool apply(std::optional<RecipeDocument> &document, const RecipeEdit &edit, QString *error)
{
    auto result = edit.applyTo(*document);
    if (!result.ok) {
        if (error)
            *error = result.error;
        return false;
    }
    document = std::move(result.document);
    return true;
}

} // namespace

QByteArray RecipeTemplate::skeleton()
{
    auto document = RecipeDocument::parse(
        QByteArrayLiteral("# An OpenRecipes recipe; the fields are documented in schema/recipe.schema.yaml.\nschema_version: 1\n"));
    for (const auto &field : EditorFields::of(document->tree())) {
        if (!field.required || field.present)
            continue;
        auto value = field.initialValue();
        if (field.widget == EditorFields::Widget::Number)
            value = YamlTree::of(YamlScalar::null()); // to be measured
        if (field.widget == EditorFields::Widget::Group)
            for (auto &[key, child] : value.entries)
                if (const auto f = EditorFields::field(YamlTree::mapping(), field.path.child(key));
                    f && (f->widget == EditorFields::Widget::Number || f->widget == EditorFields::Widget::Date))
                    child = YamlTree::of(YamlScalar::null());
        apply(document, RecipeEdit::insert(field.path, value), nullptr);
    }
    return document->bytes();
}

QStringList RecipeTemplate::measuredFields()
{
    return {QStringLiteral("result.tokens_per_s_per_gpu"),
            QStringLiteral("result.usd_per_million_tokens"),
            QStringLiteral("result.step_time_cv_percent"),
            QStringLiteral("result.mfu"),
            QStringLiteral("result.measured"),
            QStringLiteral("result.window_tokens"),
            QStringLiteral("result.gpu_hours")};
}

std::optional<QByteArray> RecipeTemplate::fromExisting(const RecipeDocument &source, QString *error)
{
    std::optional<RecipeDocument> document = source;
    const auto tree = source.tree();
    if (!apply(document,
               tree.find(YamlPath({QStringLiteral("status")}))
                   ? RecipeEdit::set(YamlPath({QStringLiteral("status")}), YamlScalar::string(QStringLiteral("draft")))
                   : RecipeEdit::insert(YamlPath({QStringLiteral("status")}), YamlTree::of(YamlScalar::string(QStringLiteral("draft")))),
               error))
        return std::nullopt;
    QList<YamlPath> cleared;
    for (const auto &text : measuredFields())
        cleared << *YamlPath::parse(text);
    if (const auto *tests = tree.find(*YamlPath::parse(QStringLiteral("correctness.component_tests")));
        tests && tests->kind == YamlTree::Kind::List)
        for (int i = 0; i < tests->items.size(); ++i)
            cleared << YamlPath({QStringLiteral("correctness"), QStringLiteral("component_tests"), i, QStringLiteral("date")});
    for (const auto &path : cleared) {
        const auto *value = tree.find(path);
        if (value && value->kind == YamlTree::Kind::Scalar && !value->isNull()
            && !apply(document, RecipeEdit::set(path, YamlScalar::null()), error))
            return std::nullopt;
    }
    return document->bytes();
}
