// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipebatch.h"

#include "recipe/backgroundpriority.h"

#include <QtConcurrent/QtConcurrentMap>

#include <atomic>

QList<RecipeLoadResult> RecipeBatch::loadEach(const QList<RecipeFiles::Entry> &files, RecipeCache *cache, Keep keep, const Checks &checks,
                                              const std::function<void(int)> &progress, const std::function<bool()> &cancelled,
                                              QList<qsizetype> *unchecked)
{
    // Findings are kept apart from what the file says, so the cache can keep both.
    const bool cacheChecks = !checks.check || checks.stamp;
    // Checks read the whole recipe (and may name its nodes' positions in their
    // findings); without, a summary is all that is read.
    const bool checkNow = checks.check && !unchecked;
    const bool background = checkNow && checks.pool;
    auto *pool = background ? checks.pool : QThreadPool::globalInstance();
    auto cached = cache && cacheChecks ? cache->find(files, checks.stamp, pool) : QList<std::optional<RecipeLoadResult>>(files.size());
    QList<qsizetype> toRead;
    for (qsizetype i = 0; i < files.size(); ++i)
        if (!cached.at(i))
            toRead << i;
    const auto extent = keep == Keep::Summaries && !checkNow ? RecipeLoader::Read::Summary : RecipeLoader::Read::Whole;
    std::atomic<int> done = int(files.size() - toRead.size());
    if (progress && done > 0)
        progress(done);
    struct Read
    {
        RecipeLoadResult result;
        ProblemList findings;
    };
    auto read = QtConcurrent::blockingMapped<QList<Read>>(pool, toRead, [&](qsizetype i) {
        if (background)
            BackgroundPriority::lowerThisThread(*pool);
        Read r;
        if (cancelled && cancelled())
            return r;
        const auto &entry = files.at(i);
        r.result = RecipeLoader::loadFile(entry.path, entry.displayPath, extent, RecipeFiles::Known::RegularFile);
        if (checkNow && r.result.recipe)
            r.findings = checks.check(*r.result.recipe, entry.path);
        if (keep == Keep::Summaries && r.result.recipe && !r.result.recipe->isSummary())
            r.result.recipe = r.result.recipe->summary();
        if (progress)
            progress(++done);
        return r;
    });
    if (cancelled && cancelled())
        return {};
    if (cache && cacheChecks) {
        QList<std::pair<RecipeFiles::Entry, RecipeLoadResult>> fresh;
        QHash<QString, ProblemList> findings;
        fresh.reserve(toRead.size());
        for (qsizetype k = 0; k < toRead.size(); ++k) {
            const auto &entry = files.at(toRead.at(k));
            if (checks.check && !checkNow && read.at(k).result.recipe)
                continue; // stored once checked
            fresh.append({entry, read.at(k).result});
            if (checks.check)
                findings.insert(entry.path, read.at(k).findings);
        }
        cache->store(fresh, findings);
    }
    if (checks.check && unchecked)
        for (qsizetype k = 0; k < toRead.size(); ++k)
            if (read.at(k).result.recipe)
                unchecked->append(toRead.at(k));
    QList<RecipeLoadResult> results;
    results.reserve(files.size());
    qsizetype next = 0;
    for (auto &hit : cached) {
        if (hit) {
            results.append(std::move(*hit));
        } else {
            auto &r = read[next++];
            r.result.problems += r.findings;
            results.append(std::move(r.result));
        }
    }
    return results;
}

RecipeBatch RecipeBatch::load(const QList<RecipeFiles::Entry> &files, RecipeCache *cache, Keep keep)
{
    return of(loadEach(files, cache, keep));
}

RecipeBatch RecipeBatch::of(QList<RecipeLoadResult> results)
{
    RecipeBatch batch;
    batch.recipes.reserve(results.size());
    for (auto &result : results) {
        if (result.recipe)
            batch.recipes.append(std::move(*result.recipe));
        else
            ++batch.invalidFiles;
        batch.problems += result.problems;
    }
    return batch;
}
