// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipedocument.h"
#include "recipe/recipeedit.h"
#include "recipe/recipefile.h"

#include <QObject>
#include <QUndoStack>

#include <memory>

// A recipe open for editing: its file, the document as edited, and the undo stack.
// Every change goes through the edit engine (RecipeEdit), so only the edited values'
// bytes change; undoing every step gives back the bytes as read. Saving writes the
// document through RecipeFile: atomically, and never over a change made on disk.
class RecipeEditSession : public QObject
{
    Q_OBJECT
public:
    // nullptr (and why, naming the file) when the file cannot be opened.
    static std::unique_ptr<RecipeEditSession> open(const QString &path, QString *error = nullptr);
    // A session over a file already read (RecipeFile::open(), on a worker thread, say).
    static std::unique_ptr<RecipeEditSession> open(RecipeFile file);

    const QString &path() const { return m_file.path(); }
    const RecipeDocument &document() const { return m_file.document(); }
    // What the document means now, kept with it (not rebuilt on each call).
    const YamlTree &tree() const { return m_tree; }
    const QByteArray &savedBytes() const { return m_file.savedBytes(); }
    QUndoStack *undoStack() { return &m_undo; }
    bool isModified() const { return m_file.isModified(); }

    // Applies an edit as one undo step; with a merge key (a field's path), the steps
    // typed one after another into that field become one. False, and why, when refused.
    // sharedWith: the other places that read the edited value through aliases (the
    // reason a refused edit was refused, or what changed with it).
    bool apply(const RecipeEdit &edit, QString *error = nullptr, const QString &mergeKey = {}, QList<YamlPath> *sharedWith = nullptr);
    // The value at a path as last saved, and whether the edited one differs from it.
    std::optional<YamlTree> savedValue(const YamlPath &path) const;
    // Puts the value at a path back as saved, as one undo step: the saved bytes of
    // the value where it is still there, else through the edit engine.
    bool resetToSaved(const YamlPath &path, QString *error = nullptr);
    bool differsFromSaved(const YamlPath &path) const;

    bool changedOnDisk(QString *how = nullptr) const { return m_file.changedOnDisk(how); }
    bool changedOnDisk(const std::optional<RecipeFile::DiskState> &now, const QString &error, QString *how = nullptr) const
    {
        return m_file.changedOnDisk(now, error, how);
    }
    const RecipeFile::DiskState &diskState() const { return m_file.diskState(); }
    bool save(bool force, QString *error = nullptr);
    // The file as edited: a copy to save elsewhere (on a worker thread, say), then
    // handed to takeSaved().
    const RecipeFile &file() const { return m_file; }
    // What a copy of file() wrote: RecipeFile::save(), or saveAs() to another file,
    // which the session edits from then on (the undo steps stay). Edits made
    // meanwhile stay unsaved.
    void takeSaved(const RecipeFile &written);
    // Replaces the whole document with other bytes (edits kept by an autosave copy,
    // the disk's version) as one undo step; false, and why, when they do not parse.
    bool replaceBytes(const QByteArray &bytes, const QString &text, QString *error = nullptr);
    // Reads the file from disk again, dropping the edits and the undo steps.
    bool reload(QString *error = nullptr);
    // The same with the file read again already (RecipeFile::open() of path()).
    void reload(RecipeFile file);

    // For RecipeEditCommand: the bytes of a step, parsed as before.
    void setBytes(const QByteArray &bytes);

Q_SIGNALS:
    void documentChanged();
    void modifiedChanged(bool modified);
    void pathChanged(const QString &path);
    void saved();

private:
    explicit RecipeEditSession(RecipeFile file);

    RecipeFile m_file;
    YamlTree m_tree;
    YamlTree m_savedTree;
    QUndoStack m_undo;
    bool m_modified = false;
};
