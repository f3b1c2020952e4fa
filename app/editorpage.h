// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/editorfields.h"
#include "analysis/lintconfig.h"
#include "recipe/problem.h"
#include "recipe/recipeedit.h"
#include "recipe/recipefile.h"

#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QSet>
#include <QThreadPool>
#include <QTimer>
#include <QWidget>
#include <memory>

class KMessageWidget;
class QLabel;
class QListWidget;
class RecipeAutosave;
class RecipeEditSession;
class RecipeForm;

// One recipe open for editing: the form over an edit session, the problems found as
// the author types, the derived figures, the banner that says the file changed on
// disk, and the autosave copy that keeps unsaved edits through a crash.
class EditorPage : public QWidget
{
    Q_OBJECT
public:
    // A recipe read for editing, with the lint configuration of its folder: what a
    // worker thread hands over (EditorTabs::edit()).
    struct Read
    {
        RecipeFile::Outcome file;
        LintConfig lint;
        QStringList opened; // the paths the window opened, within which a config counts
    };
    // The lint configuration as the ranking finds it for the recipes of these opened
    // paths (LintConfig::nearestFile).
    static Read read(const QString &path, const QStringList &opened = {});
    // nullptr, and why, when the file cannot be opened for editing.
    static EditorPage *open(Read read, QWidget *parent, QString *error);
    // Reads on the calling thread.
    static EditorPage *open(const QString &path, QWidget *parent, QString *error);
    ~EditorPage() override;

    RecipeEditSession *session() const { return m_session.get(); }
    RecipeForm *form() const { return m_form; }
    KMessageWidget *banner() const { return m_banner; }
    QListWidget *problemList() const { return m_problemList; }
    QListWidget *sectionList() const { return m_sectionList; }
    QString path() const;
    // The file's name, with "*" while there are unsaved changes.
    QString title() const;
    bool isModified() const;
    // Problems of the whole document, shown or not.
    const ProblemList &problems() const { return m_problems; }

    // Saving: false when cancelled or refused (and the reason shown).
    bool save();
    bool saveAs(const QString &path = {});
    // Asks, then reads the file again (on a worker thread), dropping the edits.
    void revert();
    // Reads the file again without asking (the banner's Reload).
    void reload();
    // The unified diff of the saved bytes against the edited ones; "Save" saves.
    void reviewChanges();
    // The file on disk against the edits, once read (on a worker thread).
    void compareWithDisk();
    // Shows the problems of every field, not only of those edited.
    void checkAll();
    // Asks Save / Discard / Cancel when there are unsaved changes; true when the
    // editor may close (and its autosave copy is gone).
    bool maybeClose();
    // Puts edits kept by an autosave copy back, as one undo step.
    bool restore(const QByteArray &bytes, QString *error = nullptr);
    // Looks for a change on disk now (the watcher also does): the file is read and
    // hashed on a worker thread, and the banner shows when the answer is a change.
    void checkDisk();
    // What the file on disk is now, looked at on a worker thread; nullopt when it
    // cannot be read, and why.
    struct DiskLook
    {
        std::optional<RecipeFile::DiskState> state;
        QString error;
    };
    // Where the page's reads and writes of its file run, one at a time and in order.
    QThreadPool *diskThread() { return &m_diskPool; }
    // Whether a look at the disk, a read for a comparison or a reload is under way.
    bool isReadingDisk() const { return m_diskLook || m_diskRead || m_reloading; }

Q_SIGNALS:
    void titleChanged();
    void saved(const QString &path);
    void statusMessage(const QString &message, int timeout);

private:
    EditorPage(std::unique_ptr<RecipeEditSession> session, LintConfig lint, QWidget *parent);
    void documentChanged();
    void apply(const RecipeEdit &edit, const QString &mergeKey);
    void reset(const YamlPath &path);
    void showModified();
    // The edited recipe (right) against other bytes (left), modal; true when Save was chosen.
    bool showDiff(const QString &name, const QString &title, const QString &explanation, const QByteArray &left, bool offerSave);
    void showProblems();
    void showHelp(const EditorFields::Field &field);
    void listSections();
    // The autosave copy kept and dropped on the disk thread.
    void keepAutosave();
    void discardAutosave();
    // Whether the file may be written: unchanged on disk, or the author says so; seen
    // is what the file on disk was then (nullopt: not there, or not readable).
    bool writeOverDisk(std::optional<RecipeFile::DiskState> *seen);
    // Writes the file's document (to target, when given; else only over the file as
    // seen) on the disk thread; false when it fails (and the reason shown: the disk
    // change banner when the file changed meanwhile).
    bool write(RecipeFile file, const QString &target, const std::optional<RecipeFile::DiskState> &seen = std::nullopt);
    void showDiskChange(const QString &how);
    void watch();

    std::unique_ptr<RecipeEditSession> m_session;
    RecipeAutosave *m_autosave;
    RecipeForm *m_form;
    KMessageWidget *m_banner;
    QLabel *m_summary;
    QLabel *m_help;
    QListWidget *m_problemList;
    QListWidget *m_sectionList;
    QFileSystemWatcher m_watcher;
    QTimer m_autosaveTimer;
    LintConfig m_lint;    // of the file's folder, read with the file
    QStringList m_opened; // the paths the window opened when the file was
    ProblemList m_problems;
    QSet<QString> m_touched; // paths of the fields edited
    bool m_showAll = false;
    bool m_diskConflict = false; // the file changed on disk and the author kept editing
    bool m_saving = false;
    QFutureWatcher<DiskLook> *m_diskLook = nullptr;   // checkDisk()'s, while under way
    bool m_lookAgain = false;                         // asked again while one was under way
    QFutureWatcher<QByteArray> *m_diskRead = nullptr; // compareWithDisk()'s, while under way
    QFutureWatcher<Read> *m_reloading = nullptr;      // reload()'s, while under way
    // The page's reads and writes, one at a time in order (the autosave copy before a
    // save), never behind a folder's load in the global pool. Last: it is destroyed
    // first, when what it runs has ended.
    QThreadPool m_diskPool;
};
