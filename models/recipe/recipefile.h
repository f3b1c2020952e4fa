// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipedocument.h"
#include "recipe/recipefiles.h"

#include <QByteArray>
#include <QString>

#include <optional>

// A recipe file opened for editing: its document, and what the file on disk was
// when it was read or last saved (size, modification time, inode, a hash of the
// bytes), so that a save never overwrites a change made meanwhile by another program.
class RecipeFile
{
public:
    struct DiskState
    {
        RecipeFiles::State file; // size, modification time, inode and device
        QByteArray sha256;
        qint64 statusChangedNs = 0; // ctime: a save refuses a file no longer this one
        friend bool operator==(const DiskState &, const DiskState &) = default;
    };

    // nullopt (and why, naming the file) when it cannot be read or does not parse.
    static std::optional<RecipeFile> open(const QString &path, QString *error);
    // A file, or why there is none, as one value: what a worker thread hands over.
    struct Outcome;
    // open() as one value.
    static Outcome read(const QString &path);

    const QString &path() const { return m_path; }
    const RecipeDocument &document() const { return m_document; }
    // The document as edited; saved by save().
    void setDocument(const RecipeDocument &document) { m_document = document; }
    bool isModified() const { return m_document.bytes() != m_saved; }
    const QByteArray &savedBytes() const { return m_saved; }

    // Whether the file on disk is no longer the one read or saved, and how.
    bool changedOnDisk(QString *how = nullptr) const;
    // The same from what stateOf() said of the file (nullopt, and error, when it could
    // not be read), looked at elsewhere: on a worker thread, say.
    bool changedOnDisk(const std::optional<DiskState> &now, const QString &error, QString *how = nullptr) const;
    // What the file was when read or last saved, which the above compare with.
    const DiskState &diskState() const { return m_state; }
    // Writes the document atomically, keeping what the file is: owner, group, mode,
    // ACLs, extended attributes and hard links (FileReplacement). Refuses when the file
    // changed on disk since it was read or saved, unless forced; the file is looked at
    // again just before the new bytes take its place. The error names the file and the cause.
    bool save(bool force, QString *error);
    // The same over the file as it was seen on disk (a look the author saw and agreed
    // to write over; nullopt: whatever is there): refused, and changedOnDisk set, when
    // just before the new bytes take its place it is another file with other bytes.
    bool saveOver(const std::optional<DiskState> &seen, QString *error, bool *changedOnDisk = nullptr);
    // Writes the document to another file (replacing it), which is the file from then on.
    bool saveAs(const QString &path, QString *error);
    // What a copy of this file wrote with save() or saveAs() (run elsewhere: on a
    // worker thread, say): its path, saved bytes and state on disk become this file's;
    // the document as edited stays.
    void takeSaved(const RecipeFile &written);

    static std::optional<DiskState> stateOf(const QString &path, QByteArray *bytes = nullptr, QString *error = nullptr);

private:
    QString m_path;
    RecipeDocument m_document;
    QByteArray m_saved;
    DiskState m_state;
    bool m_symLink = false; // opened through a link: saving writes through it too
};

struct RecipeFile::Outcome
{
    std::optional<RecipeFile> file;
    QString error;
    bool changedOnDisk = false; // a save refused for a change made on disk meanwhile
};
