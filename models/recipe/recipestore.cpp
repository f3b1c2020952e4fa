// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipestore.h"

#include "recipe/backgroundpriority.h"
#include "recipe/recipeschema.h"
#include "recipe/sharedtexts.h"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

namespace {
// The result of a step of the load that finished, taken rather than copied (the
// watcher would keep it until the next step); none when the step was cancelled.
template<typename T>
std::optional<T> takeResult(QFutureWatcher<T> &watcher)
{
    auto future = watcher.future();
    if (watcher.isCanceled() || future.resultCount() == 0)
        return std::nullopt;
    return future.takeResult();
}
} // namespace

RecipeStore::RecipeStore(QObject *parent) : QObject(parent)
{
    m_loadPool.setMaxThreadCount(1);
    m_checkPool.setMaxThreadCount(QThread::idealThreadCount() + 1);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &RecipeStore::changedOnDisk);
    connect(&m_folderWatch, &FolderWatch::changed, &m_debounce, qOverload<>(&QTimer::start));
    connect(&m_folderWatch, &FolderWatch::watched, this, &RecipeStore::watched);
    connect(&m_folderWatch, &FolderWatch::ignored, this, &RecipeStore::changeIgnored);
    connect(&m_scanWatcher, &QFutureWatcher<StoreScan>::finished, this, &RecipeStore::scanned);
    connect(&m_loadWatcher, &QFutureWatcher<Load>::progressValueChanged, this,
            [this](int value) { Q_EMIT progressChanged(value, m_loadWatcher.progressMaximum()); });
    connect(&m_loadWatcher, &QFutureWatcher<Load>::finished, this, &RecipeStore::loaded);
    connect(&m_rebuildWatcher, &QFutureWatcher<StoreSnapshot>::finished, this, &RecipeStore::rebuilt);
    connect(&m_checkWatcher, &QFutureWatcher<Load>::progressValueChanged, this,
            [this](int value) { Q_EMIT progressChanged(value, m_checkWatcher.progressMaximum()); });
    connect(&m_checkWatcher, &QFutureWatcher<Load>::finished, this, &RecipeStore::checked);
}

RecipeStore::~RecipeStore()
{
    m_scanWatcher.cancel();
    m_loadWatcher.cancel();
    m_checkWatcher.cancel();
    m_scanWatcher.waitForFinished();
    m_loadWatcher.waitForFinished();
    m_checkWatcher.waitForFinished();
    m_rebuildWatcher.waitForFinished();
}

void RecipeStore::open(const QStringList &paths)
{
    cancel();
    m_paths = paths;
    m_openedFiles.clear();
    m_givenFolders.clear();
    m_files.clear();
    m_recipes.clear();
    m_listings.clear();
    m_ranking.clear();
    m_filterChoices.clear();
    m_problems.clear();
    m_recipeProblems.clear();
    m_byModel.clear();
    m_invalidFiles = 0;
    m_scanProblems.clear();
    m_folderWatch.clear();
    Q_EMIT recipesChanged();
    startScan(true);
}

void RecipeStore::add(const QStringList &paths)
{
    for (const auto &path : paths)
        if (const auto absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath()); !m_paths.contains(absolute))
            m_paths.append(absolute);
    // Even with nothing new: the load that ends says what became of each path given.
    startScan(false);
}

void RecipeStore::reload()
{
    cancel();
    startScan(true);
}

void RecipeStore::cancel()
{
    m_rescanQueued = false;
    m_debounce.stop();
    // Watches still to add belong to the load cancelled; with no load's files read,
    // the watches added are of the load cancelled too: a change there starts no load.
    if (m_files.isEmpty())
        m_folderWatch.clear();
    else
        m_folderWatch.cancel();
    if (!m_loading)
        return;
    m_scanWatcher.cancel();
    m_loadWatcher.cancel();
    m_checkWatcher.cancel();
    m_scanWatcher.waitForFinished();
    m_loadWatcher.waitForFinished();
    m_checkWatcher.waitForFinished();
    m_rebuildWatcher.waitForFinished();
    // What the steps of the load cancelled have still to say (a rebuild that had
    // finished, say) is dropped with their futures: an empty one is cancelled.
    m_scanWatcher.setFuture({});
    m_loadWatcher.setFuture({});
    m_checkWatcher.setFuture({});
    m_rebuildWatcher.setFuture({});
    m_pending.clear();
    m_unchecked.clear();
    m_checking = false;
    m_loading = false;
    Q_EMIT loadingFinished(true);
}

bool RecipeStore::isLoading() const
{
    return m_loading;
}

StoredFiles::const_iterator RecipeStore::findFile(const QString &filePath) const
{
    if (const auto it = m_files.constFind(filePath); it != m_files.cend())
        return it;
    for (auto it = m_files.cbegin(); it != m_files.cend(); ++it)
        if (it->displayPath == filePath)
            return it;
    return m_files.cend();
}

bool RecipeStore::isGivenFolder(const QString &path) const
{
    return m_givenFolders.contains(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
}

std::optional<Recipe> RecipeStore::listing(const QString &filePath) const
{
    for (const auto &listing : m_listings)
        if (listing.filePath() == filePath)
            return listing;
    return std::nullopt;
}

std::optional<Recipe> RecipeStore::recipe(const QString &filePath) const
{
    if (const auto it = findFile(filePath); it != m_files.cend() && it->result.recipe)
        return it->result.recipe;
    return listing(filePath);
}

QFuture<std::optional<Recipe>> RecipeStore::readWhole(const QString &filePath) const
{
    QString path;
    QString shown;
    if (const auto it = findFile(filePath); it != m_files.cend() && it->result.recipe) {
        path = it.key();
        shown = it->displayPath;
    }
    return QtConcurrent::run([path, shown, listing = listing(filePath)]() -> std::optional<Recipe> {
        if (listing)
            return listing;
        if (path.isEmpty())
            return std::nullopt;
        return RecipeLoader::loadFile(path, shown).recipe;
    });
}

RecipeFiles::State RecipeStore::fileState(const QString &filePath) const
{
    const auto it = findFile(filePath);
    return it != m_files.cend() ? it->state : RecipeFiles::State();
}

void RecipeStore::clearCache()
{
    // Emptied on a worker thread, then every file is read again.
    QtConcurrent::run([file = m_cacheFile] {
        if (!file.isEmpty())
            RecipeCache(file).clear();
    }).then(this, [this] { reload(); });
}

QString RecipeStore::absolutePath(const QString &displayPath) const
{
    const auto it = findFile(displayPath);
    return it != m_files.cend() ? it.key() : displayPath;
}

std::optional<RecipeStore::Fault> RecipeStore::fault(const QString &path) const
{
    // A folder given is no file read: not looked for among 100,000s of them.
    const auto absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const bool folder = m_givenFolders.contains(absolute);
    if (!folder && recipe(path))
        return std::nullopt;
    // Problems name a file as it is displayed, or as it was given when it was not found.
    QStringList names{path, absolute};
    const auto read = folder ? m_files.cend() : findFile(absolute);
    if (read != m_files.cend())
        names.append(read->displayPath);
    // What the listing said of the path, then what reading the file found: not every
    // problem of every file (there may be 100,000s).
    for (const auto &problem : std::as_const(m_scanProblems))
        if (problem.isError() && names.contains(problem.file))
            return Fault{problem, read != m_files.cend()};
    if (read != m_files.cend())
        for (const auto &problem : read->result.problems)
            if (problem.isError() && names.contains(problem.file))
                return Fault{problem, true};
    return std::nullopt;
}

void RecipeStore::startScan(bool full)
{
    if (isLoading()) {
        m_rescanQueued = true;
        return;
    }
    m_loading = true;
    m_shown = false;
    Q_EMIT loadingStarted();
    Q_EMIT progressChanged(0, 0);
    const auto paths = m_paths;
    // Listing folders is I/O too: do it on a worker thread.
    m_scanWatcher.setFuture(QtConcurrent::run(&StoreScan::of, paths, full, m_files));
}

void RecipeStore::scanned()
{
    const auto taken = m_loading ? takeResult(m_scanWatcher) : std::nullopt;
    if (!taken)
        return;
    const auto &scan = *taken;
    m_scanProblems = scan.problems;
    m_listed = scan.listed;
    m_openedFiles = scan.openedFiles;
    m_givenFolders = QSet<QString>(scan.givenFolders.cbegin(), scan.givenFolders.cend());
    // Forget files that are gone; read only new or changed ones (all of them on a full
    // reload): told apart on the worker that listed them.
    m_pending = scan.pending;
    for (const auto &gone : scan.gone)
        m_files.remove(gone);
    if (m_pending.isEmpty()) {
        m_cacheHits = 0;
        finish();
    } else {
        startReading(scan);
    }
    // Watched while the files are read: the window's thread waits for them meanwhile.
    // The load is finished once every file is watched, so no later change is missed.
    m_folderWatch.watch(scan.folders, m_openedFiles);
}

void RecipeStore::startReading(const StoreScan &scan)
{
    // The cache and its database connection live on the worker thread that reads.
    const auto roots = scan.full ? scan.givenFolders : QStringList();
    // The recipes are shown first, their checks follow (startChecks).
    m_loadWatcher.setFuture(QtConcurrent::run(&m_loadPool, &RecipeStore::readFiles,
                                              Reading{m_pending, m_files, m_checks, m_cacheFile, roots, scan.entries, true}));
}

void RecipeStore::readFiles(QPromise<Load> &promise, const Reading &reading)
{
    const auto &pending = reading.pending;
    promise.setProgressRange(0, int(pending.size()));
    std::unique_ptr<RecipeCache> cache;
    if (!reading.cacheFile.isEmpty())
        cache = std::make_unique<RecipeCache>(reading.cacheFile);
    Load load;
    // The files with the new results in, made here rather than on the window's thread.
    load.files = reading.files;
    load.files.reserve(reading.files.size() + pending.size());
    // Checks come in parts: the recipes read again for them are dropped part by part
    // (those shown are kept), not held all at once beside them.
    const qsizetype part = reading.checksLater ? std::max<qsizetype>(pending.size(), 1) : CheckedAtOnce;
    SharedTexts messages; // kept once for all the files that have them
    for (qsizetype from = 0; from < pending.size(); from += part) {
        const auto files = pending.mid(from, part);
        QList<qsizetype> unchecked;
        auto results = RecipeBatch::loadEach(
            files, cache.get(), RecipeBatch::Keep::Summaries, reading.checks,
            [&promise, from](int done) { promise.setProgressValue(int(from) + done); }, [&promise] { return promise.isCanceled(); },
            reading.checksLater ? &unchecked : nullptr);
        if (promise.isCanceled())
            return;
        for (auto &result : results)
            for (auto &problem : result.problems)
                problem.message = messages.shared(problem.message);
        for (const auto index : std::as_const(unchecked))
            load.unchecked.append(files.at(index));
        for (qsizetype i = 0; i < files.size() && i < results.size(); ++i) {
            auto &result = results[i];
            // The recipe shown stays (a change on disk since is read again once noticed),
            // unless the file became valid or invalid since.
            const auto shown = reading.checksLater ? reading.files.cend() : reading.files.constFind(files.at(i).path);
            if (shown != reading.files.cend() && shown->result.recipe && result.recipe)
                result.recipe = shown->result.recipe;
            else if (shown != reading.files.cend())
                load.recipesChanged = load.recipesChanged || bool(shown->result.recipe) != bool(result.recipe);
            load.files.insert(files.at(i).path, {files.at(i).displayPath, files.at(i).state, std::move(result)});
        }
    }
    if (cache) {
        load.cacheHits = cache->hits();
        if (!reading.roots.isEmpty())
            cache->prune(reading.roots, reading.present);
    }
    promise.addResult(std::move(load));
}

void RecipeStore::loaded()
{
    auto taken = m_loading ? takeResult(m_loadWatcher) : std::nullopt;
    if (!taken)
        return;
    auto &load = *taken;
    m_cacheHits = load.cacheHits;
    m_files = std::move(load.files);
    m_unchecked = std::move(load.unchecked);
    m_pending.clear();
    finish();
}

void RecipeStore::startChecks()
{
    m_checking = true;
    Q_EMIT checkingStarted();
    const auto checking = [pool = &m_checkPool](QPromise<Load> &promise, const Reading &reading) {
        BackgroundPriority::lowerThisThread(*pool);
        readFiles(promise, reading);
    };
    m_checkWatcher.setFuture(
        QtConcurrent::run(&m_checkPool, checking, Reading{std::exchange(m_unchecked, {}), m_files, m_checks, m_cacheFile, {}, {}, false}));
}

void RecipeStore::checked()
{
    auto taken = m_loading ? takeResult(m_checkWatcher) : std::nullopt;
    if (!taken)
        return;
    m_files = std::move(taken->files);
    m_checking = false;
    // The same recipes, now with their findings (unless one became valid or invalid
    // since); the load ends once they are shown.
    finish(!taken->recipesChanged);
}

void RecipeStore::finish(bool findingsOnly)
{
    // Order, collect and rank on a worker thread; the window only swaps the lists in.
    m_rebuildWatcher.setFuture(QtConcurrent::run(&StoreSnapshot::of, m_files, m_listed, m_scanProblems, findingsOnly));
}

void RecipeStore::rebuilt()
{
    auto taken = m_loading ? takeResult(m_rebuildWatcher) : std::nullopt;
    if (!taken)
        return;
    auto &snapshot = *taken;
    m_problems = std::move(snapshot.problems);
    m_recipeProblems = std::move(snapshot.recipeProblems);
    m_invalidFiles = snapshot.invalidFiles;
    if (snapshot.findingsOnly) {
        Q_EMIT problemsChanged();
    } else {
        m_recipes = std::move(snapshot.recipes);
        m_listings = std::move(snapshot.listings);
        m_ranking = std::move(snapshot.ranking);
        m_filterChoices = std::move(snapshot.filterChoices);
        m_byModel = std::move(snapshot.byModel);
        Q_EMIT recipesChanged();
    }
    m_shown = true;
    buildSchema();
    watched();
}

void RecipeStore::buildSchema()
{
    // Reading a whole recipe (a page, an editor) needs the schema, and building it
    // takes longer than reading a recipe; a load from the cache does not build it.
    // Built on a worker once the recipes are shown (not beside the load, which it
    // would slow), rather than when the first page opens; once built, asking is free.
    QThreadPool::globalInstance()->start([] { RecipeSchema::instance(); });
}

void RecipeStore::watched()
{
    if (!m_loading || m_checking || m_folderWatch.isWatching() || !m_shown)
        return;
    // The checks once the window has taken the recipes in and every folder is watched:
    // on every core, they would hold the window's thread back while it does.
    if (!m_unchecked.isEmpty()) {
        startChecks();
        return;
    }
    m_loading = false;
    Q_EMIT loadingFinished(false);
    if (m_rescanQueued) {
        m_rescanQueued = false;
        startScan(false);
    }
}

void RecipeStore::changedOnDisk()
{
    startScan(false);
}

#include "moc_recipestore.cpp"
