// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipeautosave.h"

#include "recipe/privatefiles.h"

#include <KAutoSaveFile>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

namespace {
// Beside each copy: the path of the recipe it is for.
const auto RecipeSuffix = QStringLiteral(".recipe");
} // namespace

RecipeAutosave::RecipeAutosave(const QString &recipePath, QObject *parent)
    : QObject(parent), m_file(new KAutoSaveFile(QUrl::fromLocalFile(QFileInfo(recipePath).absoluteFilePath()), this))
{ }

RecipeAutosave::~RecipeAutosave() = default;

bool RecipeAutosave::keep(const QByteArray &bytes, QString *error)
{
    if (!m_file->isOpen() && !start(error))
        return false;
    // Replaced whole (written beside it and renamed over it): a kill while keeping
    // leaves the copy before or the copy after, never a mix of the two. The copy stays
    // this instance's by its name and its lock, and keeps its mode (the user's alone).
    QSaveFile copy(m_file->fileName());
    copy.setDirectWriteFallback(false);
    if (!copy.open(QIODevice::WriteOnly) || copy.write(bytes) != bytes.size() || !copy.commit()) {
        if (error)
            *error = QStringLiteral("cannot keep a copy of the edits of %1 in %2: %3")
                         .arg(m_file->managedFile().toLocalFile(), m_file->fileName(), copy.errorString());
        return false;
    }
    return true;
}

bool RecipeAutosave::start(QString *error)
{
    const auto recipePath = m_file->managedFile().toLocalFile();
    // The edits of a private recipe stay private: the folders of the copies (those
    // KAutoSaveFile uses) only the user may enter, made so before the first copy is in.
    const auto staleFiles = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/stalefiles");
    QString why;
    if (!PrivateFiles::makeFolder(staleFiles, &why)
        || !PrivateFiles::makeFolder(staleFiles + u'/' + QCoreApplication::applicationName(), &why)) {
        if (error)
            *error = QStringLiteral("cannot keep a copy of the edits of %1: %2").arg(recipePath, why);
        return false;
    }
    if (!m_file->open(QIODevice::ReadWrite)) {
        if (error)
            *error = QStringLiteral("cannot keep a copy of the edits of %1: %2").arg(recipePath, m_file->errorString());
        return false;
    }
    // Made empty, in the closed folder: closed to others before anything is written in
    // it. The copy's name holds only the recipe's file name; its whole path goes beside it.
    QFile recipe(m_file->fileName() + RecipeSuffix);
    const auto own = QFile::ReadOwner | QFile::WriteOwner;
    const bool closed = m_file->setPermissions(own);
    if (!closed || !recipe.open(QIODevice::WriteOnly, own) || recipe.write(recipePath.toUtf8()) < 0) {
        // The message of the file that failed: the copy's, or the one beside it.
        if (error)
            *error = QStringLiteral("cannot keep a copy of the edits of %1 in %2: %3")
                         .arg(recipePath, closed ? recipe.fileName() : m_file->fileName(),
                              closed ? recipe.errorString() : m_file->errorString());
        discard(); // the next keep starts again
        return false;
    }
    return true;
}

void RecipeAutosave::discard()
{
    if (m_file->isOpen()) {
        QFile::remove(m_file->fileName() + RecipeSuffix);
        m_file->remove();
    }
    m_file->releaseLock();
}

QList<RecipeAutosave::Stale> RecipeAutosave::stale(const QString &recipePath)
{
    const auto files = recipePath.isEmpty()
        ? KAutoSaveFile::allStaleFiles(QCoreApplication::applicationName())
        : KAutoSaveFile::staleFiles(QUrl::fromLocalFile(QFileInfo(recipePath).absoluteFilePath()), QCoreApplication::applicationName());
    QList<Stale> copies;
    for (auto *file : files) {
        // A copy whose instance still lives holds its lock; a dead instance's lock is stale.
        QLockFile lock(file->fileName() + QStringLiteral(".lock"));
        // Read, not opened: opening takes the copy over, and letting go of it then removes it.
        QFile copy(file->fileName());
        QFile recipe(file->fileName() + RecipeSuffix);
        if (lock.tryLock(0) && copy.open(QIODevice::ReadOnly) && recipe.open(QIODevice::ReadOnly)) {
            Stale stale{QString::fromUtf8(recipe.readAll()), copy.readAll(), file->fileName()};
            // An instance killed before its first copy was written leaves an empty one:
            // no edits to offer back.
            lock.unlock();
            if (stale.bytes.isEmpty())
                discardStale(stale);
            else
                copies.append(stale);
        }
        delete file;
    }
    return copies;
}

void RecipeAutosave::discardStale(const Stale &copy)
{
    QFile::remove(copy.copyPath);
    QFile::remove(copy.copyPath + RecipeSuffix);
    // The lock its instance left behind.
    QFile::remove(copy.copyPath + QStringLiteral(".lock"));
}

#include "moc_recipeautosave.cpp"
