// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"

#include <QHash>
#include <QList>
#include <QString>
#include <utility>

// What loading recipe files produced (each file's recipe and problems), kept between
// runs in an SQLite file (Qt SQL, write-ahead log, safe for two instances at once)
// under the user's cache folder. A file's entry counts while its path, size,
// modification time, inode and device are as they were and the program and schema
// are the same; anything else is read again. A damaged cache file is noticed and
// made anew: it may cost time, never a wrong figure.
class RecipeCache
{
public:
    explicit RecipeCache(const QString &file = defaultFile());
    ~RecipeCache();
    RecipeCache(const RecipeCache &) = delete;
    RecipeCache &operator=(const RecipeCache &) = delete;

    // QStandardPaths::CacheLocation/recipes.sqlite
    static QString defaultFile();
    bool isOpen() const { return m_open; }
    const QString &file() const { return m_file; }

    // The results still valid for these files, by absolute path.
    QHash<QString, RecipeLoadResult> find(const QList<RecipeFiles::Entry> &files);
    // Keeps what reading these files produced (with the state they had when found).
    void store(const QList<std::pair<RecipeFiles::Entry, RecipeLoadResult>> &results);
    // Drops the entries of files under these folders that no longer exist.
    void prune(const QStringList &folders);
    void clear();
    int entryCount() const;
    // How many files the last find() answered from the cache.
    int hits() const { return m_hits; }

private:
    struct FileState
    {
        qint64 size = -1;
        qint64 modifiedNs = 0;
        qint64 inode = 0;
        qint64 device = 0;
        friend bool operator==(const FileState &, const FileState &) = default;
    };
    static std::optional<FileState> stateOf(const QString &path);
    static QByteArray stamp();
    bool open(bool retried);
    void remove();

    QString m_file;
    QString m_connection;
    bool m_open = false;
    int m_hits = 0;
    QHash<QString, FileState> m_found; // states seen by find(), stored with the results
};
