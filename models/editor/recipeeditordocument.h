// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/derivedfigures.h"
#include "analysis/lintconfig.h"
#include "recipe/problem.h"
#include "recipe/recipefile.h"

#include <QFileSystemWatcher>
#include <QFuture>
#include <QObject>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class RecipeAutosave;
class RecipeEditSession;

// One recipe open for editing, apart from every view of it: the edit session (the
// bytes, their spans, the undo history), what follows from the bytes (problems,
// derived figures), the autosave copy that keeps unsaved edits through a crash, the
// watch on the file, and its reads and writes. Those run on a disk thread of the
// document's own, one at a time and in order, and end in a QFuture or a signal; the
// form, the banner and the review dialog observe it.
class RecipeEditorDocument : public QObject
{
    Q_OBJECT
public:
    // A recipe read for editing, with the lint configuration of its folder: what a
    // worker thread hands over.
    struct Read
    {
        RecipeFile::Outcome file;
        LintConfig lint;
        QStringList opened; // the paths the window opened, within which a config counts
    };
    // Reads on the calling thread; the lint configuration as the ranking finds it for
    // the recipes of these opened paths (LintConfig::nearestFile).
    static Read read(const QString &path, const QStringList &opened = {});
    // read() on a worker thread of the global pool.
    static QFuture<Read> load(const QString &path, const QStringList &opened = {});
    // nullptr, and why, when the file cannot be opened for editing.
    static std::unique_ptr<RecipeEditorDocument> open(Read read, QString *error);
    ~RecipeEditorDocument() override;

    RecipeEditSession *session() const { return m_session.get(); }
    QString path() const;
    bool isModified() const;
    // Problems of the whole document (reading, schema and lint), and the figures
    // derived from it, as of its bytes now.
    const ProblemList &problems() const { return m_problems; }
    const QList<DerivedFigures::Figure> &derivedFigures() const { return m_derived; }

    // Puts edits kept by an autosave copy back, as one undo step named text.
    bool restore(const QByteArray &bytes, const QString &text, QString *error);

    struct SaveOutcome
    {
        enum class Result {
            Unfinished, // still under way when the program quit
            Saved,
            Declined,      // the file changed on disk and the author said not to write over it
            ChangedOnDisk, // another program wrote the file after it was looked at
            Failed,
        };
        Result result = Result::Unfinished;
        QString error; // why it failed, or how the file changed on disk
    };
    // Asked, on this object's thread, whether a change made on disk by another program
    // (how it changed) may be written over.
    using OverwriteQuestion = std::function<bool(const QString &how)>;
    // Writes the recipe as it is now over the file as it is looked at first; edits
    // made meanwhile stay unsaved. The edits go aside first (the autosave copy).
    QFuture<SaveOutcome> save(const OverwriteQuestion &mayOverwrite);
    // Writes it to another file, which the document edits from then on.
    QFuture<SaveOutcome> saveAs(const QString &target);
    bool isSaving() const { return m_saving; }

    // Reads the file again, dropping the edits: reloaded() or reloadFailed().
    void reload();
    // Reads the file on disk as it is now, for a comparison: diskRead() (empty when it
    // cannot be read).
    void readDisk();
    // Looks for a change on disk now (the watch on the file also does): the file is
    // read and hashed, and diskChanged() says when it is a change by another program.
    void checkDisk();
    // Where the document's reads and writes of its file run, one at a time and in order.
    QThreadPool *diskThread() { return &m_diskPool; }
    // Whether a look at the disk, a read for a comparison or a reload is under way.
    bool isReadingDisk() const { return m_looking || m_reading || m_reloading; }
    // The edits are saved or dropped: no copy of them is kept aside any more.
    void discardAutosave();

Q_SIGNALS:
    // The bytes changed (an edit, an undo, a reload), or what is found in them.
    void changed();
    void modifiedChanged();
    void pathChanged();
    void diskChanged(const QString &how);
    void reloaded();
    void reloadFailed(const QString &error);
    void diskRead(const QByteArray &bytes);
    void autosaveFailed(const QString &error);

private:
    RecipeEditorDocument(std::unique_ptr<RecipeEditSession> session, LintConfig lint, QStringList opened);
    void connectSession();
    // Problems and derived figures found again, and the autosave copy kept or dropped.
    void examine();
    void watch();
    void readLintConfig();
    struct DiskLook
    {
        std::optional<RecipeFile::DiskState> state;
        QString error;
    };
    QFuture<DiskLook> lookAtDisk();
    void lookedAtDisk(const DiskLook &look, const RecipeFile::DiskState &before);
    void reloadWith(Read read);
    // The edits kept aside on the disk thread.
    void keepAutosave();
    // Writes a copy of the file (to target, when given; else only over the file as
    // seen) on the disk thread, and takes what it wrote.
    QFuture<SaveOutcome> write(RecipeFile file, const QString &target, const std::optional<RecipeFile::DiskState> &seen = std::nullopt);
    SaveOutcome takeWritten(const RecipeFile::Outcome &written);
    void replaceAutosave();

    std::unique_ptr<RecipeEditSession> m_session;
    RecipeAutosave *m_autosave;
    QFileSystemWatcher m_watcher;
    QTimer m_autosaveTimer;
    LintConfig m_lint;    // of the file's folder, read with the file
    QStringList m_opened; // the paths the window opened when the file was
    ProblemList m_problems;
    QList<DerivedFigures::Figure> m_derived;
    bool m_saving = false;
    bool m_looking = false;   // checkDisk()'s look, while under way
    bool m_lookAgain = false; // asked again while one was under way
    bool m_reading = false;   // readDisk()'s, while under way
    bool m_reloading = false; // reload()'s, while under way
    // The document's reads and writes, one at a time in order (the autosave copy before
    // a save), never behind a folder's load in the global pool. Last: it is destroyed
    // first, when what it runs has ended.
    QThreadPool m_diskPool;
};
