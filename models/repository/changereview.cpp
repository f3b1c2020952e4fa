// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/changereview.h"

#include "analysis/fieldchanges.h"
#include "analysis/lintconfig.h"
#include "analysis/pricetable.h"
#include "analysis/recipelint.h"
#include "recipe/recipeblobcache.h"
#include "recipe/recipecache.h"
#include "repository/revisionchanges.h"
#include "repository/revisionrecipes.h"

#include <QFileInfo>
#include <QSet>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

namespace {

// A changed file read whole: its recipe (when it loads), problems and lint findings,
// and its values.
struct ChangedFile
{
    QString displayPath;
    RecipeLoadResult result;
    FieldChanges::Values values;
};

// The lint configuration of each folder the files are in, read once per folder.
using Configs = QHash<QString, LintConfig>;
Configs configsOf(const QStringList &paths)
{
    Configs configs;
    for (const auto &path : paths) {
        const auto folder = QFileInfo(path).absolutePath();
        if (!configs.contains(folder))
            configs.insert(folder, LintConfig::forFile(QFileInfo(path).absoluteFilePath()));
    }
    return configs;
}

void addFindings(ChangedFile &file, const Configs &configs)
{
    if (file.result.recipe)
        file.result.problems +=
            RecipeLint::check(*file.result.recipe, PriceTable::defaults(), configs.value(QFileInfo(file.displayPath).absolutePath()));
}

ChangedFile fromBytes(const RevisionRecipes::File &file, const Configs &configs)
{
    ChangedFile changed{file.displayPath, {}, {}};
    if (file.problem)
        changed.result.problems.append(*file.problem);
    else
        changed.result =
            RecipeLoader::loadBytes(file.bytes, file.displayPath, RecipeLoader::Read::Whole,
                                    [&changed](const ParsedYaml &document) { changed.values = FieldChanges::valuesOf(document); });
    addFindings(changed, configs);
    return changed;
}

ChangedFile fromWorkTree(const RecipeFiles::Entry &entry, const Configs &configs)
{
    ChangedFile changed{entry.displayPath, {}, {}};
    changed.result = RecipeLoader::loadFile(entry.path, entry.displayPath, RecipeLoader::Read::Whole, RecipeFiles::Known::Nothing,
                                            [&changed](const ParsedYaml &document) { changed.values = FieldChanges::valuesOf(document); });
    addFindings(changed, configs);
    return changed;
}

// The changed files of a side, at a revision or (none) in the work tree, each parsed once.
std::optional<QList<ChangedFile>> changedFiles(const std::optional<QString> &revision, const QSet<QString> &changed, QString *why)
{
    QStringList paths(changed.cbegin(), changed.cend());
    paths.removeAll(QString());
    paths.sort();
    if (paths.isEmpty())
        return QList<ChangedFile>();
    ProblemList unused;
    const auto configs = configsOf(paths);
    if (!revision)
        return QtConcurrent::blockingMapped<QList<ChangedFile>>(RecipeFiles::find(paths, &unused),
                                                                [&configs](const auto &entry) { return fromWorkTree(entry, configs); });
    const auto files = RevisionRecipes::read(paths, *revision, &unused, why);
    if (!files)
        return std::nullopt;
    return QtConcurrent::blockingMapped<QList<ChangedFile>>(*files, [&configs](const auto &file) { return fromBytes(file, configs); });
}

// The head side's summaries of every recipe, from the caches where they have them.
std::optional<QList<Recipe>> headSummaries(const QString &folder, const std::optional<QString> &head, QString *why)
{
    ProblemList unused;
    if (head) {
        RecipeBlobCache blobs;
        const auto batch = RevisionRecipes::load({folder}, *head, RecipeLoader::Read::Summary, &unused, why, &blobs);
        return batch ? std::optional(batch->recipes) : std::nullopt;
    }
    RecipeCache cache;
    return RecipeBatch::load(RecipeFiles::find({folder}, &unused), &cache, RecipeBatch::Keep::Summaries).recipes;
}

// A side: the head's summaries but for the changed files, and those as this side has them.
RecipeReview::Side sideOf(const QList<Recipe> &summaries, const QSet<QString> &changedInHead, const QList<ChangedFile> &changed)
{
    RecipeReview::Side side;
    side.recipes.reserve(summaries.size());
    for (const auto &recipe : summaries)
        if (!changedInHead.contains(recipe.filePath()))
            side.recipes.append(recipe);
    for (const auto &file : changed) {
        if (file.result.recipe)
            side.recipes.append(*file.result.recipe);
        side.findings.insert(file.displayPath, file.result.problems);
        side.values.insert(file.displayPath, file.values);
    }
    return side;
}

RecipeReview::Kind kindOf(RevisionChanges::Kind kind)
{
    switch (kind) {
    case RevisionChanges::Kind::Added: return RecipeReview::Kind::Added;
    case RevisionChanges::Kind::Deleted: return RecipeReview::Kind::Removed;
    case RevisionChanges::Kind::Renamed: return RecipeReview::Kind::Renamed;
    default: return RecipeReview::Kind::Modified;
    }
}

} // namespace

std::optional<QList<RecipeReview::Entry>> ChangeReview::of(const QString &folder, const QString &base, const std::optional<QString> &head,
                                                           QString *why)
{
    // The summaries are read meanwhile, on a thread of the pool the files are parsed on.
    QString summariesWhy;
    auto summaries = QtConcurrent::run([&] { return headSummaries(folder, head, &summariesWhy); });
    const auto changes = RevisionChanges::between(folder, base, head, why);
    if (!changes) {
        summaries.waitForFinished(); // it reads what this frame holds
        return std::nullopt;
    }
    QSet<QString> basePaths, headPaths;
    QList<RecipeReview::Change> reviewed;
    for (const auto &change : *changes) {
        basePaths.insert(change.basePath);
        headPaths.insert(change.headPath);
        reviewed.append({kindOf(change.kind), change.basePath, change.headPath});
    }
    const auto before = changedFiles(base, basePaths, why);
    const auto after = before ? changedFiles(head, headPaths, why) : std::nullopt;
    const auto recipes = summaries.result();
    if (!after)
        return std::nullopt;
    if (!recipes) {
        if (why)
            *why = summariesWhy;
        return std::nullopt;
    }
    return RecipeReview::of(sideOf(*recipes, headPaths, *before), sideOf(*recipes, headPaths, *after), reviewed);
}
