// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/recipeeditordocument.h"

#include <QObject>

class QWidget;

// Saves an editor's document when the author asks, and answers at once: says in the
// status bar what it is saving, asks before it writes over a change another program
// made, and shows why a save failed. The document writes on its disk thread; the
// answer is waited for with the window still drawn and its timers running.
class EditorSaver : public QObject
{
    Q_OBJECT
public:
    EditorSaver(RecipeEditorDocument *document, QWidget *page);

    // Over the file; false when cancelled or refused (and the reason shown).
    bool save();
    // To another file, asked for when target is empty.
    bool saveAs(const QString &target);

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout);
    // Another program wrote the file after it was looked at: its bytes stay.
    void refusedForChangeOnDisk(const QString &how);

private:
    bool mayOverwrite(const QString &how);
    // Says why a save did not happen; false.
    bool notSaved(const RecipeEditorDocument::SaveOutcome &outcome);

    RecipeEditorDocument *m_document;
    QWidget *m_page;
};
