// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"

#include <QByteArray>
#include <QFuture>
#include <QList>

#include <optional>

class QThreadPool;

// Decodes the recipe cache's entries into load results on the thread pool, a batch at
// a time: while the pool decodes one batch, the thread that reads the table reads the
// next, and only those two batches' bytes are held at once.
class RecipeCacheDecoder
{
public:
    // An entry's bytes for the file at index in the list; findings empty when none count.
    struct Row
    {
        qsizetype index;
        QByteArray result;
        QByteArray findings;
    };

    // Each result goes to results at its file's index; withFindings: a valid recipe's
    // entry counts only with its findings, which follow its problems. Decoded on pool's threads.
    RecipeCacheDecoder(const QList<RecipeFiles::Entry> &files, bool withFindings, QList<std::optional<RecipeLoadResult>> &results,
                       QThreadPool *pool);
    ~RecipeCacheDecoder();
    RecipeCacheDecoder(const RecipeCacheDecoder &) = delete;
    RecipeCacheDecoder &operator=(const RecipeCacheDecoder &) = delete;

    // Decodes the batch once it is full.
    void add(Row row);
    // Decodes the rows added since the last batch, and waits for all.
    void finish();
    // Waits for the batch being decoded.
    void wait();

private:
    void decodeBatch();
    void decodePart(qsizetype part);

    static constexpr qsizetype RowsABatch = 1024;
    // A string pool for each part of a batch: the recipes' repeated texts are shared.
    static constexpr qsizetype Parts = 8;

    const QList<RecipeFiles::Entry> &m_files;
    const bool m_withFindings;
    QThreadPool *const m_pool;
    std::optional<RecipeLoadResult> *m_results; // the workers write distinct elements
    QList<qsizetype> m_parts;
    QList<Row> m_rows;
    QList<Row> m_decoding;
    QFuture<void> m_decoded;
};
