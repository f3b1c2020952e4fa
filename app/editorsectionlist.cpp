// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorsectionlist.h"

#include "recipeform.h"

#include <QCoreApplication>
#include <QGroupBox>
#include <QScrollBar>

EditorSectionList::EditorSectionList(RecipeForm *form, QWidget *parent) : QListWidget(parent), m_form(form)
{
    setObjectName(QStringLiteral("editorSections"));
    // The text keeps the translation context of the editor page, where it was first.
    setAccessibleName(QCoreApplication::translate("EditorPage", "Sections of the recipe"));
    setFrameShape(QFrame::NoFrame);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) { m_form->showSection(row(item)); });
    connect(this, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) { m_form->showSection(row(item)); });
    connect(m_form, &RecipeForm::rebuilt, this, &EditorSectionList::listSections);
    connect(m_form->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        const QSignalBlocker blocker(this);
        setCurrentRow(m_form->sectionAtTop());
    });
}

void EditorSectionList::listSections()
{
    const QSignalBlocker blocker(this);
    clear();
    for (auto *box : m_form->sections())
        addItem(box->title());
    setCurrentRow(m_form->sectionAtTop());
    setFixedWidth(sizeHintForColumn(0) + 2 * frameWidth() + 16);
}
