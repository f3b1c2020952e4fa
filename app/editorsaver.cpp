// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorsaver.h"

#include "plainmessagebox.h"
#include "userinputhold.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

using SaveResult = RecipeEditorDocument::SaveOutcome::Result;

// The texts keep the translation context of the editor page, where they were first.
EditorSaver::EditorSaver(RecipeEditorDocument *document, QWidget *page) : QObject(page), m_document(document), m_page(page)
{ }

EditorSaver::~EditorSaver()
{
    // Gone with its page while saving: the input held goes on once back in the event loop.
    if (m_input)
        QMetaObject::invokeMethod(m_input, &UserInputHold::release, Qt::QueuedConnection);
}

QFuture<bool> EditorSaver::save()
{
    if (m_document->isSaving())
        return QtFuture::makeReadyValueFuture(false);
    Q_EMIT statusMessage(QCoreApplication::translate("EditorPage", "Saving %1...").arg(QDir::toNativeSeparators(m_document->path())), 0);
    return answer(m_document->save([this](const QString &how) { return mayOverwrite(how); }));
}

QFuture<bool> EditorSaver::saveAs(const QString &target)
{
    auto chosen = target;
    if (chosen.isEmpty())
        chosen = QFileDialog::getSaveFileName(m_page, QCoreApplication::translate("EditorPage", "Save Recipe As"), m_document->path(),
                                              QCoreApplication::translate("EditorPage", "Recipes (*.yaml *.yml)"));
    if (chosen.isEmpty() || m_document->isSaving())
        return QtFuture::makeReadyValueFuture(false);
    if (m_refuses && m_refuses(QFileInfo(chosen).absoluteFilePath())) {
        Q_EMIT statusMessage(QCoreApplication::translate("EditorPage", "%1 was opened from a view link, read-only: not saved there")
                                 .arg(QDir::toNativeSeparators(chosen)),
                             8000);
        return QtFuture::makeReadyValueFuture(false);
    }
    Q_EMIT statusMessage(QCoreApplication::translate("EditorPage", "Saving %1...").arg(QDir::toNativeSeparators(chosen)), 0);
    return answer(m_document->saveAs(chosen));
}

QFuture<bool> EditorSaver::answer(QFuture<RecipeEditorDocument::SaveOutcome> saving)
{
    // What the author types or clicks in the window meanwhile waits for the answer; it
    // is delivered before a message box tells the answer, which would block it.
    m_input = UserInputHold::of(m_page);
    m_input->hold();
    return saving.then(this, [this](const RecipeEditorDocument::SaveOutcome &outcome) {
        releaseInput();
        return outcome.result == SaveResult::Saved || notSaved(outcome);
    });
}

void EditorSaver::releaseInput()
{
    if (auto *input = m_input.data()) {
        m_input = nullptr;
        input->release();
    }
}

bool EditorSaver::mayOverwrite(const QString &how)
{
    const auto answer =
        PlainMessageBox::warning(m_page, QCoreApplication::translate("EditorPage", "File Changed on Disk"),
                                 QCoreApplication::translate("EditorPage", "%1\n\nOverwrite it with the edited recipe?").arg(how),
                                 QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
    return answer == QMessageBox::Save;
}

bool EditorSaver::notSaved(const RecipeEditorDocument::SaveOutcome &outcome)
{
    switch (outcome.result) {
    case SaveResult::ChangedOnDisk:
        Q_EMIT statusMessage(QCoreApplication::translate("EditorPage", "Not saved: %1 changed on disk meanwhile")
                                 .arg(QDir::toNativeSeparators(m_document->path())),
                             8000);
        Q_EMIT refusedForChangeOnDisk(outcome.error);
        break;
    case SaveResult::Failed:
        Q_EMIT statusMessage(QString(), 0);
        PlainMessageBox::warning(m_page, QCoreApplication::translate("EditorPage", "Save Failed"), outcome.error);
        break;
    default: Q_EMIT statusMessage(QString(), 0);
    }
    return false;
}
