// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/folderwatch.h"
#include "recipe/problem.h"
#include "recipe/problemgroups.h"
#include "recipe/ranking.h"
#include "recipe/rankingfilter.h"
#include "recipe/recipe.h"
#include "recipe/recipebatch.h"
#include "recipe/recipecache.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"
#include "recipe/storedfile.h"
#include "recipe/storescan.h"
#include "recipe/storesnapshot.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>

#include <functional>

// Owns the loaded recipes and their problems. Loads files and folders on worker
// threads (all cores), reports progress and can be cancelled; watches the folders
// and files and reloads only what changed. The UI thread never parses YAML here.
// A file given by name that no folder given holds is an opened file of the session:
// read, ranked, shown and watched like the folders' own.
// It keeps recipe summaries (Recipe::summary()), and with a cache file reads again
// only the files that changed since any run last read them; readWhole() reads one
// recipe whole for the views that show all of it.
class RecipeStore : public QObject
{
    Q_OBJECT
public:
    explicit RecipeStore(QObject *parent = nullptr);
    // How many recipes are checked at once after they are shown.
    static constexpr qsizetype CheckedAtOnce = 1024;
    ~RecipeStore() override;

    // Replaces what is open with these files and folders and starts loading them.
    void open(const QStringList &paths);
    // Adds files (or folders) to what is open, wherever they are, and reads what is new.
    void add(const QStringList &paths);
    // Reads every file again.
    void reload();
    void cancel();

    bool isLoading() const;
    QStringList paths() const { return m_paths; }
    // Summaries (Recipe::summary()).
    const QList<Recipe> &recipes() const { return m_recipes; }
    // Listing entries that ship with the program for the open models, on GPU types
    // without a full recipe (Recipe::isListing()).
    const QList<Recipe> &listings() const { return m_listings; }
    // The recipes and listings of a model (its name in any case), made with the ranking.
    QList<Recipe> modelRecipes(const QString &model) const { return m_byModel.value(model.toCaseFolded()); }
    // Recipes and listings ranked as the site ranks them, made off the UI thread with each change.
    const QList<RankedRecipe> &ranking() const { return m_ranking; }
    // The values the ranking's filters offer for these recipes and listings, made with the ranking.
    const QMap<RankingFilter::Field, QStringList> &filterChoices() const { return m_filterChoices; }
    const ProblemGroups &problems() const { return m_problems; }
    int fileCount() const { return int(m_files.size()); }
    int invalidFileCount() const { return m_invalidFiles; }
    // The summary of the recipe read from this file (absolute path or as displayed), if valid.
    std::optional<Recipe> recipe(const QString &filePath) const;
    // The whole recipe of this file, read again on a worker thread (a listing entry as it
    // is); nullopt when it is not a recipe the store holds or no longer reads.
    QFuture<std::optional<Recipe>> readWhole(const QString &filePath) const;
    // What the file system said of the file when it was last read (to tell a change).
    RecipeFiles::State fileState(const QString &filePath) const;
    // The absolute path of a file as displayed (or the path itself when unknown).
    QString absolutePath(const QString &displayPath) const;
    // The files given by name that lie in no folder given (absolute paths), as read by
    // the last load, valid or not; in the order given.
    const QStringList &openedFiles() const { return m_openedFiles; }
    // Whether the last load read this path (absolute or relative) as a folder given.
    bool isGivenFolder(const QString &path) const;
    // Why a file or folder given is no recipe the store holds: the first error found in it
    // or about it. located: the file was read and the error is at its line and column;
    // else it is about the file as a whole (it is not there, or no file).
    struct Fault
    {
        Problem problem;
        bool located = false;
    };
    // nullopt when the path is a recipe the store holds, or nothing is wrong with it.
    std::optional<Fault> fault(const QString &path) const;
    // Checks each valid recipe beyond its schema (lint), on the loading threads: it must
    // be safe to call from several at once. Its findings join the file's problems.
    // With a stamp of what the findings depend on besides the file (for the files of a
    // folder), the cache keeps them too; without one, a cache is not used.
    using Checker = std::function<ProblemList(const Recipe &recipe, const QString &absolutePath)>;
    void setChecker(Checker checker, RecipeCache::CheckStamp stamp = {})
    {
        m_checks = {std::move(checker), std::move(stamp), &m_checkPool};
    }
    // The cache (RecipeCache) to use, or none (the default) when empty.
    void setCacheFile(const QString &file) { m_cacheFile = file; }
    QString cacheFile() const { return m_cacheFile; }
    // How many of the files the last load read came from the cache.
    int cacheHits() const { return m_cacheHits; }
    // Empties the cache (on a worker thread) and reads every file again.
    void clearCache();
    // The problems of each valid recipe, by Recipe::filePath(): warnings and lint findings.
    const QHash<QString, ProblemList> &recipeProblems() const { return m_recipeProblems; }
    // How long to wait after a change on disk before reading again.
    void setDebounceInterval(int milliseconds) { m_debounce.setInterval(milliseconds); }
    // How many folders and files given by name are watched for changes.
    qsizetype watchCount() const { return m_folderWatch.watchCount(); }

Q_SIGNALS:
    void loadingStarted();
    void progressChanged(int done, int total);
    void loadingFinished(bool cancelled);
    // The recipes or problems changed (after a load, or a reload of changed files).
    void recipesChanged();
    // The checks' findings came in for recipes shown before without them (a first
    // load shows its recipes before lint has read them): recipes and ranking are the same.
    void problemsChanged();
    // The recipes are shown and lint reads those the cache had no findings for: the
    // progress that follows counts them.
    void checkingStarted();
    // A file changed in a watched folder that is none of the store's recipes: nothing
    // is read again.
    void changeIgnored(const QString &path);

private:
    struct Load
    {
        StoredFiles files; // the files read before, with the results in
        int cacheHits = 0;
        QList<RecipeFiles::Entry> unchecked; // valid recipes read without their checks (lint)
        bool recipesChanged = false;         // checking them found a file valid or invalid since
    };

    // The file a path names: its absolute path, or the path shown for it.
    StoredFiles::const_iterator findFile(const QString &filePath) const;
    std::optional<Recipe> listing(const QString &filePath) const;
    void startScan(bool full);
    void scanned();
    void startReading(const StoreScan &scan);
    struct Reading
    {
        QList<RecipeFiles::Entry> pending; // the files to read
        StoredFiles files;                 // the files read before
        RecipeBatch::Checks checks;
        QString cacheFile;
        QStringList roots;                 // the folders whose vanished files the cache forgets
        QList<RecipeFiles::Entry> present; // what is in them now
        bool checksLater = false;          // recipes the cache has no findings for go unchecked
    };
    // Reads the pending files (from the cache where it can) on a worker thread.
    static void readFiles(QPromise<Load> &promise, const Reading &reading);
    void loaded();
    // Checks (lint) the recipes read without, once they are shown, on a worker thread.
    void startChecks();
    void checked();
    // Makes the snapshot of the files read; findingsOnly: they are the recipes shown,
    // with findings new since, and only the problems are made again.
    void finish(bool findingsOnly = false);
    void rebuilt();
    void buildSchema();
    // The load ends once its recipes are shown, every folder is watched and the checks are in.
    void watched();
    void changedOnDisk();

    QStringList m_paths;
    QStringList m_openedFiles;
    QSet<QString> m_givenFolders; // of the last load, absolute
    StoredFiles m_files;          // absolute path -> state
    ProblemList m_scanProblems;
    QList<Recipe> m_recipes;
    QList<Recipe> m_listings;
    QList<RankedRecipe> m_ranking;
    QMap<RankingFilter::Field, QStringList> m_filterChoices;
    ProblemGroups m_problems;
    QHash<QString, ProblemList> m_recipeProblems;
    QHash<QString, QList<Recipe>> m_byModel;
    int m_invalidFiles = 0;
    QStringList m_listed; // the files the last scan listed, in its order
    QList<RecipeFiles::Entry> m_pending;
    QFutureWatcher<StoreScan> m_scanWatcher;
    // The load waits for its files to be read on the global pool's threads; it waits
    // on a thread of its own, so that it does not hold one of theirs.
    QThreadPool m_loadPool;
    QFutureWatcher<Load> m_loadWatcher;
    QFutureWatcher<StoreSnapshot> m_rebuildWatcher;
    QList<RecipeFiles::Entry> m_unchecked;
    // The checks wait and read on threads of their own, below the window's
    // (BackgroundPriority): one waits, and works, beside one a core.
    QThreadPool m_checkPool;
    QFutureWatcher<Load> m_checkWatcher;
    bool m_checking = false; // the load ends once the checks are in too
    FolderWatch m_folderWatch;
    bool m_shown = false; // the load's recipes are in the lists
    QTimer m_debounce;
    bool m_rescanQueued = false;
    bool m_loading = false;
    RecipeBatch::Checks m_checks;
    QString m_cacheFile;
    int m_cacheHits = 0;
};
