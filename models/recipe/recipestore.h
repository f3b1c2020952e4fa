// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/ranking.h"
#include "recipe/problem.h"
#include "recipe/recipe.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>

class QFileSystemWatcher;

// Owns the loaded recipes and their problems. Loads files and folders on worker
// threads (all cores), reports progress and can be cancelled; watches the folders
// and files and reloads only what changed. The UI thread never parses YAML here.
class RecipeStore : public QObject
{
    Q_OBJECT
public:
    explicit RecipeStore(QObject *parent = nullptr);
    ~RecipeStore() override;

    // Replaces what is open with these files and folders and starts loading them.
    void open(const QStringList &paths);
    // Reads every file again.
    void reload();
    void cancel();

    bool isLoading() const;
    QStringList paths() const { return m_paths; }
    const QList<Recipe> &recipes() const { return m_recipes; }
    // Listing entries that ship with the program for the open models, on GPU types
    // without a full recipe (Recipe::isListing()).
    const QList<Recipe> &listings() const { return m_listings; }
    // Recipes and listings ranked as the site ranks them, made off the UI thread with each change.
    const QList<RankedRecipe> &ranking() const { return m_ranking; }
    const ProblemList &problems() const { return m_problems; }
    int fileCount() const { return int(m_files.size()); }
    int invalidFileCount() const;
    // The recipe read from this file (absolute path or as displayed), if valid.
    std::optional<Recipe> recipe(const QString &filePath) const;
    // The absolute path of a file as displayed (or the path itself when unknown).
    QString absolutePath(const QString &displayPath) const;
    // Checks each valid recipe beyond its schema (lint), on the loading threads: it must
    // be safe to call from several at once. Its findings join the file's problems.
    using Checker = std::function<ProblemList(const Recipe &recipe, const QString &absolutePath)>;
    void setChecker(Checker checker) { m_checker = std::move(checker); }
    // The problems of each valid recipe, by Recipe::filePath(): warnings and lint findings.
    const QHash<QString, ProblemList> &recipeProblems() const { return m_recipeProblems; }
    // How long to wait after a change on disk before reading again.
    void setDebounceInterval(int milliseconds) { m_debounce.setInterval(milliseconds); }

Q_SIGNALS:
    void loadingStarted();
    void progressChanged(int done, int total);
    void loadingFinished(bool cancelled);
    // The recipes or problems changed (after a load, or a reload of changed files).
    void recipesChanged();

private:
    struct FileState
    {
        QString displayPath;
        RecipeFiles::State state;
        RecipeLoadResult result;
    };
    struct Snapshot
    {
        QList<Recipe> recipes;
        QList<Recipe> listings;
        ProblemList problems;
        QList<RankedRecipe> ranking;
        QHash<QString, ProblemList> recipeProblems;
    };
    struct Scan
    {
        QList<RecipeFiles::Entry> entries;
        ProblemList problems;
        QStringList folders;
        bool full = false;
    };

    void startScan(bool full);
    void scanned();
    void loaded();
    void finish();
    void rebuilt();
    void watch();
    void addWatches(QStringList paths);
    void watched();
    void changedOnDisk();

    QStringList m_paths;
    QHash<QString, FileState> m_files; // absolute path -> state
    ProblemList m_scanProblems;
    QList<Recipe> m_recipes;
    QList<Recipe> m_listings;
    QList<RankedRecipe> m_ranking;
    ProblemList m_problems;
    QHash<QString, ProblemList> m_recipeProblems;
    QStringList m_folders;
    QList<RecipeFiles::Entry> m_pending;
    QFutureWatcher<Scan> m_scanWatcher;
    QFutureWatcher<RecipeLoadResult> m_loadWatcher;
    QFutureWatcher<Snapshot> m_rebuildWatcher;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer m_debounce;
    bool m_rescanQueued = false;
    bool m_loading = false;
    Checker m_checker;
};
