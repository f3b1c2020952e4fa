// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipechangesdialog.h"

#include "editor/recipeeditordocument.h"
#include "editor/recipeeditsession.h"
#include "textdiffview.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

// The texts keep the translation context of the editor page, where they were first.
bool RecipeChangesDialog::review(const RecipeEditorDocument &document, QWidget *parent)
{
    RecipeChangesDialog dialog(document, document.session()->savedBytes(),
                               QCoreApplication::translate("EditorPage", "Saved file (left) against the edited recipe (right)"), true,
                               parent);
    return dialog.run(QStringLiteral("reviewChanges"), QCoreApplication::translate("EditorPage", "Review Changes: %1"), document.path());
}

void RecipeChangesDialog::compareWithDisk(const RecipeEditorDocument &document, const QByteArray &disk, QWidget *parent)
{
    RecipeChangesDialog dialog(document, disk,
                               QCoreApplication::translate("EditorPage", "The file on disk (left) against the edited recipe (right)"),
                               false, parent);
    dialog.run(QStringLiteral("compareWithDisk"), QCoreApplication::translate("EditorPage", "On Disk and Edited: %1"), document.path());
}

RecipeChangesDialog::RecipeChangesDialog(const RecipeEditorDocument &document, const QByteArray &left, const QString &explanation,
                                         bool offerSave, QWidget *parent)
    : QDialog(parent)
{
    auto *diff = new TextDiffView(QStringLiteral("YAML"), this);
    diff->setTexts(QString::fromUtf8(left), QString::fromUtf8(document.session()->document().bytes()));
    QTimer::singleShot(0, diff, &TextDiffView::nextChange); // the first change, centred once shown
    auto *buttons = new QDialogButtonBox(offerSave ? QDialogButtonBox::Save | QDialogButtonBox::Close : QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(explanation, this));
    layout->addWidget(diff, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (offerSave)
        buttons->button(QDialogButtonBox::Save)->setEnabled(document.isModified());
}

bool RecipeChangesDialog::run(const QString &name, const QString &title, const QString &path)
{
    setObjectName(name);
    setWindowTitle(title.arg(QFileInfo(path).fileName()));
    resize(parentWidget()->window()->size() * 0.9);
    return exec() == QDialog::Accepted;
}
