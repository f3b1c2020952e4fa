// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipefile.h"

#include "recipe/filereplacement.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

std::optional<RecipeFile::DiskState> RecipeFile::stateOf(const QString &path, QByteArray *bytes, QString *error)
{
    // A FIFO or a device is never opened: it may wait or run on forever.
    auto contents = RecipeFiles::read(path, RecipeLoader::MaxFileBytes);
    if (!contents.why.isEmpty()) {
        if (error) {
            const QFileInfo info(path);
            *error = !info.exists() && !info.isSymLink() ? QStringLiteral("%1: the file does not exist").arg(path)
                : info.isDir()                           ? QStringLiteral("%1: a folder, not a file").arg(path)
                                                         : QStringLiteral("%1: cannot be read: %2").arg(path, contents.why);
        }
        return std::nullopt;
    }
    if (contents.state.size > RecipeLoader::MaxFileBytes) {
        if (error)
            *error = QStringLiteral("%1: larger than %2 bytes, too large for a recipe").arg(path).arg(RecipeLoader::MaxFileBytes);
        return std::nullopt;
    }
    DiskState state{contents.state, QCryptographicHash::hash(contents.bytes, QCryptographicHash::Sha256), contents.statusChangedNs};
    if (bytes)
        *bytes = std::move(contents.bytes);
    return state;
}

std::optional<RecipeFile> RecipeFile::open(const QString &path, QString *error)
{
    RecipeFile file;
    file.m_path = QFileInfo(path).absoluteFilePath();
    file.m_symLink = QFileInfo(path).isSymLink();
    QByteArray bytes;
    const auto state = stateOf(path, &bytes, error);
    if (!state)
        return std::nullopt;
    QString parseError;
    const auto document = RecipeDocument::parse(bytes, &parseError);
    if (!document) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, parseError);
        return std::nullopt;
    }
    file.m_document = *document;
    file.m_saved = bytes;
    file.m_state = *state;
    return file;
}

RecipeFile::Outcome RecipeFile::read(const QString &path)
{
    Outcome opened;
    opened.file = open(path, &opened.error);
    return opened;
}

bool RecipeFile::changedOnDisk(QString *how) const
{
    QString error;
    const auto now = stateOf(m_path, nullptr, &error);
    return changedOnDisk(now, error, how);
}

bool RecipeFile::changedOnDisk(const std::optional<DiskState> &now, const QString &error, QString *how) const
{
    if (!now) {
        if (how)
            *how = error;
        return true;
    }
    if (*now == m_state)
        return false;
    if (how)
        *how = now->sha256 != m_state.sha256 ? QStringLiteral("%1 was changed on disk since it was read").arg(m_path)
                                             : QStringLiteral("%1 was written on disk since it was read (same bytes)").arg(m_path);
    // The same bytes written again are no conflict.
    return now->sha256 != m_state.sha256;
}

namespace {
bool fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

std::optional<FileReplacement::Seen> seenOf(const std::optional<RecipeFile::DiskState> &state)
{
    if (!state)
        return std::nullopt;
    return FileReplacement::Seen{state->file, state->statusChangedNs};
}
} // namespace

bool RecipeFile::save(bool force, QString *error)
{
    if (force)
        return saveOver(std::nullopt, error);
    QString how;
    QString lookError;
    const auto now = stateOf(m_path, nullptr, &lookError);
    if (changedOnDisk(now, lookError, &how))
        return fail(error, how + QStringLiteral("; not saved (save again with force to overwrite it)"));
    return saveOver(now, error);
}

bool RecipeFile::saveOver(const std::optional<DiskState> &seen, QString *error, bool *changedOnDisk)
{
    const QFileInfo info(m_path);
    if (!info.dir().exists())
        return fail(error, QStringLiteral("cannot save %1: its folder %2 no longer exists").arg(m_path, info.absolutePath()));
    if (info.isSymLink() && !m_symLink)
        return fail(error, QStringLiteral("cannot save %1: it is now a symbolic link").arg(m_path));
    if (info.isDir())
        return fail(error, QStringLiteral("cannot save %1: it is now a folder").arg(m_path));
    // Through a link the target is replaced, and the link stays (FileReplacement follows
    // it, also to a target not there yet).
    auto over = seen;
    for (int look = 0;; ++look) {
        const auto written = FileReplacement::write(m_path, m_document.bytes(), seenOf(over));
        if (!written.changedMeanwhile && !written.why.isEmpty())
            return fail(error, QStringLiteral("cannot save %1: %2").arg(m_path, written.why));
        if (!written.changedMeanwhile)
            break;
        // The same bytes written again meanwhile are no change to refuse: over them, then
        // (and when nothing was seen, the file that took the place of the one opened).
        const auto now = over ? stateOf(m_path) : std::nullopt;
        if (look < 3 && (!over || (now && now->sha256 == over->sha256))) {
            over = over ? now : std::nullopt;
            continue;
        }
        if (changedOnDisk)
            *changedOnDisk = true;
        return fail(error, QStringLiteral("%1 was changed on disk while it was saved; not saved").arg(m_path));
    }
    m_saved = m_document.bytes();
    if (const auto state = stateOf(m_path))
        m_state = *state;
    return true;
}

bool RecipeFile::saveAs(const QString &path, QString *error)
{
    RecipeFile other = *this;
    other.m_path = QFileInfo(path).absoluteFilePath();
    other.m_symLink = QFileInfo(path).isSymLink();
    if (!other.save(true, error))
        return false;
    *this = other;
    return true;
}

void RecipeFile::takeSaved(const RecipeFile &written)
{
    m_path = written.m_path;
    m_symLink = written.m_symLink;
    m_saved = written.m_saved;
    m_state = written.m_state;
}
