// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/recipeeditordocument.h"

#include <QFuture>
#include <QObject>

#include <QPointer>
#include <functional>

class QWidget;
class UserInputHold;

// Saves an editor's document when the author asks: says in the status bar what it is
// saving, asks before it writes over a change another program made, and shows why a
// save failed. The document writes on its disk thread; the window keeps drawing, and
// what the author types or clicks in it meanwhile waits until the answer.
class EditorSaver : public QObject
{
    Q_OBJECT
public:
    EditorSaver(RecipeEditorDocument *document, QWidget *page);
    ~EditorSaver() override;

    // Over the file: true once saved; false when cancelled or refused (and the reason shown).
    QFuture<bool> save();
    // To another file, asked for when target is empty.
    QFuture<bool> saveAs(const QString &target);
    // Says whether a path may not be written (a file opened from a view link); Save As refuses those.
    void setWriteGuard(std::function<bool(const QString &absolutePath)> refuses) { m_refuses = std::move(refuses); }

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout);
    // Another program wrote the file after it was looked at: its bytes stay.
    void refusedForChangeOnDisk(const QString &how);

private:
    // The save's answer, with the author's input to the window held until then.
    QFuture<bool> answer(QFuture<RecipeEditorDocument::SaveOutcome> saving);
    void releaseInput();
    bool mayOverwrite(const QString &how);
    // Says why a save did not happen; false.
    bool notSaved(const RecipeEditorDocument::SaveOutcome &outcome);

    RecipeEditorDocument *m_document;
    QWidget *m_page;
    std::function<bool(const QString &)> m_refuses;
    QPointer<UserInputHold> m_input; // while a save of this page holds it
};
