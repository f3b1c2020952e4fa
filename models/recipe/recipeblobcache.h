// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipeloader.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <optional>
#include <utility>

class QSqlQuery;

// What reading recipes stored in git produced (each one's summary and problems), kept
// between runs by the blob's object id, which names its bytes: an entry counts for as
// long as this build does (RecipeCache::stamp()), whatever path or revision the blob
// is met under. An SQLite file only the user may read, beside RecipeCache's; one that
// does not open or read is done without (the blobs are read), never a wrong figure.
class RecipeBlobCache
{
public:
    explicit RecipeBlobCache(const QString &file = defaultFile());
    ~RecipeBlobCache();
    RecipeBlobCache(const RecipeBlobCache &) = delete;
    RecipeBlobCache &operator=(const RecipeBlobCache &) = delete;

    // QStandardPaths::CacheLocation/recipe-blobs.sqlite
    static QString defaultFile();
    bool isOpen() const { return m_open; }

    // The results kept for these blobs (their id in hex, and the path to name them by),
    // in their order; nullopt: read it.
    QList<std::optional<RecipeLoadResult>> find(const QList<std::pair<QByteArray, QString>> &blobs);
    // Keeps what reading these blobs produced (their summaries: Read::Summary).
    void store(const QList<std::pair<QByteArray, RecipeLoadResult>> &results);
    // What is kept at most: the newest stored (a blob stored again is new again).
    static constexpr int MaxBlobs = 200000;
    static constexpr int MaxAnalyses = 10000;

    // How many blobs the last find() answered.
    int hits() const { return m_hits; }

    // What an analysis made of a blob under a stamp (what else it depends on), as its
    // own bytes, kept beside the blob's summary: for each (blob id, stamp), the bytes
    // kept or nullopt.
    using Analysis = std::pair<QByteArray, QByteArray>;
    QList<std::optional<QByteArray>> findAnalyses(const QList<Analysis> &keys);
    void storeAnalyses(const QList<std::pair<Analysis, QByteArray>> &analyses);
    int entryCount() const;
    // Forgets every blob and analysis.
    void clear();

private:
    bool open(bool retried);
    // Stores rows (bind gives the i-th its values) in one transaction, then keeps the
    // table's newest within limit; false when nothing was stored.
    bool writeRows(const QString &insert, qsizetype rows, const std::function<void(QSqlQuery &, qsizetype)> &bind, const QString &table,
                   int limit);
    // Empties the cache when another build made it; false when it cannot be used.
    static bool useStamp(QSqlQuery &q);

    QString m_file;
    QString m_connection;
    bool m_open = false;
    int m_hits = 0;
};
