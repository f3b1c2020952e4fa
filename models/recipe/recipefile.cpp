// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipefile.h"

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
                   : info.isDir()                        ? QStringLiteral("%1: a folder, not a file").arg(path)
                                                         : QStringLiteral("%1: cannot be read: %2").arg(path, contents.why);
        }
        return std::nullopt;
    }
    if (contents.state.size > RecipeLoader::MaxFileBytes) {
        if (error)
            *error = QStringLiteral("%1: larger than %2 bytes, too large for a recipe").arg(path).arg(RecipeLoader::MaxFileBytes);
        return std::nullopt;
    }
    DiskState state{contents.state, QCryptographicHash::hash(contents.bytes, QCryptographicHash::Sha256)};
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

bool RecipeFile::save(bool force, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QString how;
    if (!force && changedOnDisk(&how))
        return fail(how + QStringLiteral("; not saved (save again with force to overwrite it)"));
    const QFileInfo info(m_path);
    if (!info.dir().exists())
        return fail(QStringLiteral("cannot save %1: its folder %2 no longer exists").arg(m_path, info.absolutePath()));
    if (info.isSymLink() && !m_symLink)
        return fail(QStringLiteral("cannot save %1: it is now a symbolic link").arg(m_path));
    if (info.isDir())
        return fail(QStringLiteral("cannot save %1: it is now a folder").arg(m_path));
    const auto permissions = info.exists() ? QFile::permissions(m_path) : QFileDevice::Permissions();
    // Through a link the target is replaced, and the link stays.
    if (const auto why = RecipeFiles::write(m_symLink ? info.canonicalFilePath() : m_path, m_document.bytes()); !why.isEmpty())
        return fail(QStringLiteral("cannot save %1: %2").arg(m_path, why));
    if (permissions && QFile::permissions(m_path) != permissions)
        QFile::setPermissions(m_path, permissions);
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
