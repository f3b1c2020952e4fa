// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipechangesdialog.h"

#include "editor/recipeeditordocument.h"
#include "editor/recipeeditsession.h"
#include "textdiffview.h"

#include "repository/revisionrecipes.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

// The texts keep the translation context of the editor page, where they were first.
bool RecipeChangesDialog::review(const RecipeEditorDocument &document, QWidget *parent)
{
    RecipeChangesDialog dialog(document, document.session()->savedBytes(),
                               QCoreApplication::translate("EditorPage", "Saved file (left) against the edited recipe (right)"), true,
                               parent);
    dialog.offerHead();
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
    : QDialog(parent), m_document(document), m_diff(new TextDiffView(QStringLiteral("YAML"), this)),
      m_explanation(new QLabel(explanation, this))
{
    m_diff->setTexts(QString::fromUtf8(left), QString::fromUtf8(document.session()->document().bytes()));
    QTimer::singleShot(0, m_diff, &TextDiffView::nextChange); // the first change, centred once shown
    m_explanation->setObjectName(QStringLiteral("changesExplanation"));
    m_explanation->setTextFormat(Qt::PlainText);
    auto *buttons = new QDialogButtonBox(offerSave ? QDialogButtonBox::Save | QDialogButtonBox::Close : QDialogButtonBox::Close, this);
    auto *top = new QHBoxLayout;
    top->addWidget(m_explanation, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_diff, 1);
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

void RecipeChangesDialog::offerHead()
{
    m_left = new QComboBox(this);
    m_left->setObjectName(QStringLiteral("changesLeft"));
    m_left->addItems(
        {QCoreApplication::translate("EditorPage", "Saved file"), QCoreApplication::translate("EditorPage", "HEAD (the last commit)")});
    m_left->setToolTip(QCoreApplication::translate("EditorPage", "What the edited recipe is compared with, on the left"));
    auto *label = new QLabel(QCoreApplication::translate("EditorPage", "&Left:"), this);
    label->setBuddy(m_left);
    auto *top = qobject_cast<QHBoxLayout *>(layout()->itemAt(0)->layout());
    top->addWidget(label);
    top->addWidget(m_left);
    connect(m_left, &QComboBox::activated, this, &RecipeChangesDialog::showLeft);
}

void RecipeChangesDialog::showLeft(int choice)
{
    const auto edited = QString::fromUtf8(m_document.session()->document().bytes());
    if (choice == 0) {
        m_diff->setTexts(QString::fromUtf8(m_document.session()->savedBytes()), edited);
        m_explanation->setText(QCoreApplication::translate("EditorPage", "Saved file (left) against the edited recipe (right)"));
        return;
    }
    m_explanation->setText(QCoreApplication::translate("EditorPage", "Reading the file as HEAD has it…"));
    QtConcurrent::run([path = m_document.path()] {
        QString why;
        ProblemList unused;
        const auto files = RevisionRecipes::read({path}, QStringLiteral("HEAD"), &unused, &why);
        if (files && files->size() == 1 && !files->first().problem)
            return std::pair(std::optional(files->first().bytes), QString());
        if (files && !files->isEmpty() && files->first().problem)
            why = files->first().problem->message;
        else if (files)
            why = unused.isEmpty() ? QStringLiteral("HEAD has no such file") : unused.first().message;
        return std::pair(std::optional<QByteArray>(), why);
    }).then(this, [this, edited](const std::pair<std::optional<QByteArray>, QString> &read) {
        if (m_left->currentIndex() != 1)
            return; // the saved file was chosen again meanwhile
        if (!read.first) {
            m_explanation->setText(QCoreApplication::translate("EditorPage", "No version at HEAD: %1").arg(read.second));
            return;
        }
        m_diff->setTexts(QString::fromUtf8(*read.first), edited);
        m_explanation->setText(QCoreApplication::translate("EditorPage", "HEAD, the last commit (left) against the edited recipe (right)"));
    });
}
