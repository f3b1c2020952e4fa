// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

class KAutoSaveFile;

// Unsaved edits of a recipe kept in a copy outside its folder (KAutoSaveFile, under
// the program's data folder, locked while this instance lives), so that a crash or a
// kill loses nothing: the next start finds the copy and offers it back.
class RecipeAutosave : public QObject
{
    Q_OBJECT
public:
    explicit RecipeAutosave(const QString &recipePath, QObject *parent = nullptr);
    ~RecipeAutosave() override;

    // Keeps these bytes (the edited document) in the copy; false, and why, when it cannot.
    bool keep(const QByteArray &bytes, QString *error = nullptr);
    // Removes the copy: after a save, or when the edits are discarded.
    void discard();

    struct Stale
    {
        QString recipePath; // the recipe the edits are for
        QByteArray bytes;   // the edited document
        QString copyPath;   // where they were kept
    };
    // Copies left by instances that ended without saving or discarding (a crash, a
    // kill), for one recipe or, with none given, for every recipe.
    static QList<Stale> stale(const QString &recipePath = {});
    // Removes a stale copy once it is restored or declined.
    static void discardStale(const Stale &copy);

private:
    // Opens the copy and writes the recipe's path beside it, both the user's alone.
    bool start(QString *error);

    KAutoSaveFile *m_file;
};
