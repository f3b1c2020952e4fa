// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorsaver.h"

#include "plainmessagebox.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFutureWatcher>

namespace {
// A save's outcome, waited for with the window still drawn and its timers running;
// what the user types or clicks meanwhile waits until then. Save answers at once, so
// that the close prompt and the window's close go on only once the file is saved.
RecipeEditorDocument::SaveOutcome waitFor(QFuture<RecipeEditorDocument::SaveOutcome> future)
{
    if (!future.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<RecipeEditorDocument::SaveOutcome> watcher;
        QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
        watcher.setFuture(future);
        if (!future.isFinished())
            loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    // Ended by the program's exit before the document took what was written: unfinished.
    return future.isFinished() && future.resultCount() > 0 ? future.result() : RecipeEditorDocument::SaveOutcome{};
}
} // namespace

using SaveResult = RecipeEditorDocument::SaveOutcome::Result;

// The texts keep the translation context of the editor page, where they were first.
EditorSaver::EditorSaver(RecipeEditorDocument *document, QWidget *page) : QObject(page), m_document(document), m_page(page)
{ }

bool EditorSaver::save()
{
    if (m_document->isSaving())
        return false;
    Q_EMIT statusMessage(QCoreApplication::translate("EditorPage", "Saving %1...").arg(QDir::toNativeSeparators(m_document->path())), 0);
    const auto outcome = waitFor(m_document->save([this](const QString &how) { return mayOverwrite(how); }));
    return outcome.result == SaveResult::Saved || notSaved(outcome);
}

bool EditorSaver::saveAs(const QString &target)
{
    auto chosen = target;
    if (chosen.isEmpty())
        chosen = QFileDialog::getSaveFileName(m_page, QCoreApplication::translate("EditorPage", "Save Recipe As"), m_document->path(),
                                              QCoreApplication::translate("EditorPage", "Recipes (*.yaml *.yml)"));
    if (chosen.isEmpty() || m_document->isSaving())
        return false;
    Q_EMIT statusMessage(QCoreApplication::translate("EditorPage", "Saving %1...").arg(QDir::toNativeSeparators(chosen)), 0);
    const auto outcome = waitFor(m_document->saveAs(chosen));
    return outcome.result == SaveResult::Saved || notSaved(outcome);
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
