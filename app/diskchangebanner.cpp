// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskchangebanner.h"

#include "editor/recipeeditordocument.h"

#include <QAction>
#include <QCoreApplication>

// The texts keep the translation context of the editor page, where they were first.
DiskChangeBanner::DiskChangeBanner(RecipeEditorDocument *document, QWidget *parent) : KMessageWidget(parent)
{
    setObjectName(QStringLiteral("diskBanner"));
    setMessageType(KMessageWidget::Warning);
    setWordWrap(true);
    setTextFormat(Qt::PlainText); // it names the file
    setCloseButtonVisible(false);
    hide();
    addChoices(document);
    connect(document, &RecipeEditorDocument::diskChanged, this, &DiskChangeBanner::showChange);
    connect(document, &RecipeEditorDocument::reloaded, this, [this] {
        m_keptEditing = false;
        animatedHide();
    });
}

void DiskChangeBanner::addChoices(RecipeEditorDocument *document)
{
    auto *reload =
        new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), QCoreApplication::translate("EditorPage", "&Reload"), this);
    reload->setObjectName(QStringLiteral("reload"));
    reload->setToolTip(QCoreApplication::translate("EditorPage", "Read the file from disk again, dropping the edits"));
    auto *keep =
        new QAction(QIcon::fromTheme(QStringLiteral("document-edit")), QCoreApplication::translate("EditorPage", "&Keep Editing"), this);
    keep->setObjectName(QStringLiteral("keepEditing"));
    keep->setToolTip(QCoreApplication::translate("EditorPage", "Keep the edits; the next save asks before it overwrites the file"));
    auto *compare =
        new QAction(QIcon::fromTheme(QStringLiteral("document-compare")), QCoreApplication::translate("EditorPage", "&Compare"), this);
    compare->setObjectName(QStringLiteral("compare"));
    compare->setToolTip(QCoreApplication::translate("EditorPage", "Show the file on disk against the edits"));
    addAction(reload);
    addAction(keep);
    addAction(compare);
    connect(reload, &QAction::triggered, document, &RecipeEditorDocument::reload);
    connect(keep, &QAction::triggered, this, [this] {
        m_keptEditing = true;
        animatedHide();
    });
    connect(compare, &QAction::triggered, document, &RecipeEditorDocument::readDisk);
}

void DiskChangeBanner::reset()
{
    m_keptEditing = false;
    hide();
}

void DiskChangeBanner::showRefusedSave(const QString &how)
{
    reset();
    showChange(how);
}

void DiskChangeBanner::showChange(const QString &how)
{
    if (m_keptEditing || isVisible())
        return;
    setText(QCoreApplication::translate("EditorPage",
                                        "%1. Reload it (dropping your edits), keep editing (the next save asks before overwriting), "
                                        "or compare it with your edits.")
                .arg(how));
    animatedShow();
}
