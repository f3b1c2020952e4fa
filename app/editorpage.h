// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/recipeeditordocument.h"

#include <QFuture>
#include <QWidget>

#include <memory>

class DiskChangeBanner;
class EditorProblemsView;
class EditorSaver;
class EditorSectionList;
class KMessageWidget;
class QListWidget;
class RecipeEdit;
class RecipeEditSession;
class RecipeForm;
class YamlPath;

// One recipe open for editing, as a page of the window: the views of its document
// (RecipeEditorDocument) arranged: the banner that says the file changed on disk, the
// summary of its problems, the form with its sections beside it, the list of problems,
// and the help of the field focused. Asks what the author decides (overwrite a change
// on disk, drop the edits, save before closing) and says in the status bar what it did.
class EditorPage : public QWidget
{
    Q_OBJECT
public:
    // nullptr, and why, when the file cannot be opened for editing.
    static EditorPage *open(RecipeEditorDocument::Read read, QWidget *parent, QString *error);
    // Reads on the calling thread.
    static EditorPage *open(const QString &path, QWidget *parent, QString *error);
    ~EditorPage() override;

    RecipeEditorDocument *document() const { return m_document.get(); }
    RecipeEditSession *session() const { return m_document->session(); }
    RecipeForm *form() const { return m_form; }
    KMessageWidget *banner() const;
    QListWidget *problemList() const;
    QListWidget *sectionList() const;
    QString path() const { return m_document->path(); }
    // The file's name, with "*" while there are unsaved changes.
    QString title() const;
    bool isModified() const { return m_document->isModified(); }
    // Problems of the whole document, shown or not.
    const ProblemList &problems() const { return m_document->problems(); }

    // Saving, on the document's disk thread: true once saved; false when cancelled or
    // refused (and the reason shown). The window keeps drawing meanwhile, and what the
    // author types or clicks in it waits until the answer.
    QFuture<bool> save();
    QFuture<bool> saveAs(const QString &path = {});
    // Save As refuses the paths this says may not be written.
    void setWriteGuard(std::function<bool(const QString &absolutePath)> refuses);
    // Asks, then reads the file again (on a worker thread), dropping the edits.
    void revert();
    // Reads the file again without asking (the banner's Reload).
    void reload() { m_document->reload(); }
    // The unified diff of the saved bytes against the edited ones; "Save" saves.
    void reviewChanges();
    // The file on disk against the edits, once read (on a worker thread).
    void compareWithDisk() { m_document->readDisk(); }
    // Shows the problems of every field, not only of those edited.
    void checkAll();
    // Focuses the field at path, or its nearest parent the form shows.
    void focusField(const YamlPath &path);
    // Focuses the first field an author edits: the model (schema_version has one choice).
    void focusFirstField();
    // Asks Save / Discard / Cancel when there are unsaved changes; true when the
    // editor may close (and its autosave copy is gone): at once, or after Save once
    // saved with nothing typed meanwhile left unsaved.
    QFuture<bool> maybeClose();
    // Puts edits kept by an autosave copy back, as one undo step.
    bool restore(const QByteArray &bytes, QString *error = nullptr);
    // Looks for a change on disk now (the watcher also does): the file is read and
    // hashed on a worker thread, and the banner shows when the answer is a change.
    void checkDisk() { m_document->checkDisk(); }
    // Where the page's reads and writes of its file run, one at a time and in order.
    QThreadPool *diskThread() { return m_document->diskThread(); }
    // Whether a look at the disk, a read for a comparison or a reload is under way.
    bool isReadingDisk() const { return m_document->isReadingDisk(); }

Q_SIGNALS:
    void titleChanged();
    void saved(const QString &path);
    void statusMessage(const QString &message, int timeout);

private:
    EditorPage(std::unique_ptr<RecipeEditorDocument> document, QWidget *parent);
    void arrange(QWidget *help);
    void observeDocument();
    void showDocument();
    void apply(const RecipeEdit &edit, const QString &mergeKey);
    void applyEdit(const RecipeEdit &edit, const QString &mergeKey, bool followAliases);
    // A value shared through an anchor: the places that read it are named, and the edit
    // made with all of them only when the author agrees.
    void askToFollowAliases(const RecipeEdit &edit, const QString &mergeKey, const QList<YamlPath> &sharedWith);
    void reset(const YamlPath &path);
    void showModified();
    // What a save that succeeded changes in the views, and says.
    void showSaved();
    void showSavedAs();

    std::unique_ptr<RecipeEditorDocument> m_document;
    RecipeForm *m_form;
    DiskChangeBanner *m_banner;
    EditorProblemsView *m_problems;
    EditorSaver *m_saver;
    EditorSectionList *m_sectionList;
    QString m_followAliasesFor; // the field whose typing changes every alias of its value
};
