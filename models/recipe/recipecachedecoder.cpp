// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipecachedecoder.h"

#include "recipe/recipecodec.h"
#include "recipe/stringpool.h"

#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <numeric>

RecipeCacheDecoder::RecipeCacheDecoder(const QList<RecipeFiles::Entry> &files, bool withFindings,
                                       QList<std::optional<RecipeLoadResult>> &results, QThreadPool *pool)
    : m_files(files), m_withFindings(withFindings), m_pool(pool), m_results(results.data()) // detached once, here
      ,
      m_parts(Parts)
{
    std::iota(m_parts.begin(), m_parts.end(), 0);
    m_rows.reserve(std::min(files.size(), RowsABatch));
}

RecipeCacheDecoder::~RecipeCacheDecoder()
{
    wait();
}

void RecipeCacheDecoder::add(Row row)
{
    m_rows.append(std::move(row));
    if (m_rows.size() == RowsABatch)
        decodeBatch();
}

void RecipeCacheDecoder::finish()
{
    decodeBatch();
    wait();
}

void RecipeCacheDecoder::wait()
{
    m_decoded.waitForFinished();
}

void RecipeCacheDecoder::decodeBatch()
{
    m_decoded.waitForFinished();
    m_decoding = std::move(m_rows);
    m_rows = QList<Row>();
    m_rows.reserve(RowsABatch);
    m_decoded = QtConcurrent::map(m_pool, m_parts, [this](qsizetype part) { decodePart(part); });
}

void RecipeCacheDecoder::decodePart(qsizetype part)
{
    StringPool pool;
    for (qsizetype i = part; i < m_decoding.size(); i += Parts) {
        const auto &row = m_decoding.at(i);
        const auto &entry = m_files.at(row.index);
        const auto shown = entry.displayPath.isEmpty() ? entry.path : entry.displayPath;
        auto result = RecipeCodec::decode(row.result, shown, &pool);
        if (!result)
            continue;
        if (m_withFindings && result->recipe) {
            const auto findings = row.findings.isEmpty() ? std::nullopt : RecipeCodec::decodeProblems(row.findings, shown, &pool);
            if (!findings)
                continue;
            // Taken as decoded (no list grown for them): most recipes have no other problem.
            if (result->problems.isEmpty())
                result->problems = std::move(*findings);
            else
                result->problems += *findings;
        }
        m_results[row.index] = std::move(result);
    }
}
