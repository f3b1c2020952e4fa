// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/recipeeditordocument.h"

#include "analysis/recipelint.h"
#include "editor/recipeeditsession.h"
#include "recipe/recipeautosave.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"
#include "settings/settings.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

RecipeEditorDocument::Read RecipeEditorDocument::read(const QString &path, const QStringList &opened)
{
    const auto absolute = QFileInfo(path).absoluteFilePath();
    return {RecipeFile::read(absolute), LintConfig::forFile(absolute, nullptr, opened), opened};
}

QFuture<RecipeEditorDocument::Read> RecipeEditorDocument::load(const QString &path, const QStringList &opened)
{
    return QtConcurrent::run(&RecipeEditorDocument::read, path, opened);
}

std::unique_ptr<RecipeEditorDocument> RecipeEditorDocument::open(Read read, QString *error)
{
    if (!read.file.file) {
        if (error)
            *error = read.file.error;
        return nullptr;
    }
    return std::unique_ptr<RecipeEditorDocument>(
        new RecipeEditorDocument(RecipeEditSession::open(std::move(*read.file.file)), std::move(read.lint), std::move(read.opened)));
}

RecipeEditorDocument::RecipeEditorDocument(std::unique_ptr<RecipeEditSession> session, LintConfig lint, QStringList opened)
    : m_session(std::move(session)), m_autosave(new RecipeAutosave(m_session->path(), this)), m_lint(std::move(lint)),
      m_opened(std::move(opened))
{
    m_diskPool.setMaxThreadCount(1);
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(500);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &RecipeEditorDocument::keepAutosave);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this] {
        watch(); // a save by rename drops the watch
        checkDisk();
    });
    connectSession();
    watch();
    examine();
}

RecipeEditorDocument::~RecipeEditorDocument()
{
    // What is under way on the disk thread ends first.
    m_diskPool.waitForDone();
    // Kept through a crash, not through a close: the author decided before closing.
    if (m_autosaveTimer.isActive() && isModified()) {
        QString error;
        m_autosave->keep(m_session->document().bytes(), &error);
    }
}

void RecipeEditorDocument::connectSession()
{
    connect(m_session.get(), &RecipeEditSession::documentChanged, this, &RecipeEditorDocument::examine);
    connect(m_session.get(), &RecipeEditSession::modifiedChanged, this, &RecipeEditorDocument::modifiedChanged);
    connect(m_session.get(), &RecipeEditSession::pathChanged, this, [this] {
        watch();
        Q_EMIT pathChanged();
        readLintConfig();
    });
}

QString RecipeEditorDocument::path() const
{
    return m_session->path();
}

bool RecipeEditorDocument::isModified() const
{
    return m_session->isModified();
}

void RecipeEditorDocument::examine()
{
    const auto loaded = m_session->document().recipe(path());
    m_problems = loaded.problems;
    m_derived.clear();
    if (loaded.recipe) {
        const auto prices = Settings::instance().prices();
        m_problems += RecipeLint::check(*loaded.recipe, prices, m_lint);
        m_derived = DerivedFigures::of(*loaded.recipe, prices);
    }
    if (isModified())
        m_autosaveTimer.start();
    else
        discardAutosave();
    Q_EMIT changed();
}

void RecipeEditorDocument::watch()
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    m_watcher.addPath(path());
}

void RecipeEditorDocument::readLintConfig()
{
    // The new folder's lint configuration, read on the disk thread.
    auto config = QtConcurrent::run(&m_diskPool, [path = path(), opened = m_opened] { return LintConfig::forFile(path, nullptr, opened); });
    config.then(this, [this](const LintConfig &lint) {
        m_lint = lint;
        examine();
    });
}

bool RecipeEditorDocument::restore(const QByteArray &bytes, const QString &text, QString *error)
{
    if (!m_session->replaceBytes(bytes, text, error))
        return false;
    keepAutosave();
    return true;
}

void RecipeEditorDocument::keepAutosave()
{
    m_autosaveTimer.stop();
    if (!isModified())
        return;
    // On the disk thread, in order with the document's other reads and writes there.
    QtConcurrent::run(&m_diskPool, [autosave = m_autosave, bytes = m_session->document().bytes()] {
        QString error;
        return autosave->keep(bytes, &error) ? QString() : error;
    }).then(this, [this](const QString &error) {
        if (!error.isEmpty())
            Q_EMIT autosaveFailed(error);
    });
}

void RecipeEditorDocument::discardAutosave()
{
    m_autosaveTimer.stop();
    m_diskPool.start([autosave = m_autosave] { autosave->discard(); });
}

void RecipeEditorDocument::replaceAutosave()
{
    // The copy kept for the old path goes, on the disk thread, after what is queued there.
    auto *old = m_autosave;
    QtConcurrent::run(&m_diskPool, [old] { old->discard(); }).then(this, [old] { delete old; });
    m_autosave = new RecipeAutosave(path(), this);
}

QFuture<RecipeEditorDocument::DiskLook> RecipeEditorDocument::lookAtDisk()
{
    return QtConcurrent::run(&m_diskPool, [path = path()] {
        DiskLook look;
        look.state = RecipeFile::stateOf(path, nullptr, &look.error);
        return look;
    });
}

void RecipeEditorDocument::checkDisk()
{
    if (m_looking) {
        m_lookAgain = true; // the file changed again while it was read
        return;
    }
    m_looking = true;
    m_lookAgain = false;
    // What the answer is compared with: a save or a reload meanwhile changes it, and
    // the answer, which may have been read before, is then looked for again.
    lookAtDisk().then(this, [this, before = m_session->diskState()](const DiskLook &look) { lookedAtDisk(look, before); });
}

void RecipeEditorDocument::lookedAtDisk(const DiskLook &look, const RecipeFile::DiskState &before)
{
    m_looking = false;
    if (m_lookAgain || !(m_session->diskState() == before)) {
        checkDisk();
        return;
    }
    QString how;
    if (m_session->changedOnDisk(look.state, look.error, &how))
        Q_EMIT diskChanged(how);
}

void RecipeEditorDocument::readDisk()
{
    if (m_reading)
        return; // the bytes asked for come in a moment
    m_reading = true;
    // What cannot be read (gone, no longer a file, too large) compares as empty.
    QtConcurrent::run(&m_diskPool, [path = path()] {
        return RecipeFiles::read(path, RecipeLoader::MaxFileBytes).bytes;
    }).then(this, [this](const QByteArray &bytes) {
        m_reading = false;
        Q_EMIT diskRead(bytes);
    });
}

void RecipeEditorDocument::reload()
{
    if (m_reloading)
        return; // read in a moment
    m_reloading = true;
    QtConcurrent::run(&m_diskPool, &RecipeEditorDocument::read, path(), m_opened).then(this, [this](Read read) {
        // From the event loop even when the read ended before this was attached: reload()
        // returns before the document changes, as its callers expect.
        QMetaObject::invokeMethod(this, [this, read = std::move(read)]() mutable { reloadWith(std::move(read)); }, Qt::QueuedConnection);
    });
}

void RecipeEditorDocument::reloadWith(Read read)
{
    m_reloading = false;
    if (!read.file.file) {
        Q_EMIT reloadFailed(read.file.error);
        return;
    }
    m_lint = std::move(read.lint);
    m_session->reload(std::move(*read.file.file));
    Q_EMIT reloaded();
}

QFuture<RecipeEditorDocument::SaveOutcome> RecipeEditorDocument::save(const OverwriteQuestion &mayOverwrite)
{
    m_saving = true;
    // What is saved is the recipe as it is now; edits made while it is written stay unsaved.
    auto file = m_session->file();
    auto written = lookAtDisk().then(this, [this, file = std::move(file), mayOverwrite](const DiskLook &look) mutable {
        QString how;
        if (m_session->changedOnDisk(look.state, look.error, &how) && !mayOverwrite(how))
            return QtFuture::makeReadyValueFuture(SaveOutcome{SaveOutcome::Result::Declined, {}});
        // The edits go aside first: a crash or a kill while saving leaves them there if
        // the file still has the old bytes.
        keepAutosave();
        // Only over the file looked at: a change made since is not overwritten unseen.
        return write(std::move(file), {}, look.state);
    });
    return written.unwrap().then(this, [this](const SaveOutcome &outcome) {
        m_saving = false;
        if (outcome.result == SaveOutcome::Result::Saved) {
            if (isModified())
                keepAutosave(); // edits made while it was written
            else
                discardAutosave();
        }
        return outcome;
    });
}

QFuture<RecipeEditorDocument::SaveOutcome> RecipeEditorDocument::saveAs(const QString &target)
{
    m_saving = true;
    return write(m_session->file(), target).then(this, [this](const SaveOutcome &outcome) {
        m_saving = false;
        if (outcome.result == SaveOutcome::Result::Saved)
            replaceAutosave();
        return outcome;
    });
}

QFuture<RecipeEditorDocument::SaveOutcome> RecipeEditorDocument::write(RecipeFile file, const QString &target,
                                                                       const std::optional<RecipeFile::DiskState> &seen)
{
    // On the disk thread, after what is queued there: the autosave copy first.
    auto written = QtConcurrent::run(&m_diskPool, [file = std::move(file), target, seen]() mutable {
        RecipeFile::Outcome outcome;
        if (target.isEmpty() ? file.saveOver(seen, &outcome.error, &outcome.changedOnDisk) : file.saveAs(target, &outcome.error))
            outcome.file = std::move(file);
        return outcome;
    });
    return written.then(this, [this](const RecipeFile::Outcome &outcome) { return takeWritten(outcome); });
}

RecipeEditorDocument::SaveOutcome RecipeEditorDocument::takeWritten(const RecipeFile::Outcome &written)
{
    if (!written.file && written.changedOnDisk)
        // Another program wrote the file after it was looked at: its bytes stay.
        return {SaveOutcome::Result::ChangedOnDisk, written.error};
    if (!written.file)
        return {SaveOutcome::Result::Failed, written.error};
    m_session->takeSaved(*written.file);
    return {SaveOutcome::Result::Saved, {}};
}

#include "moc_recipeeditordocument.cpp"
