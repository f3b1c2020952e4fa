// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldhelplabel.h"

#include "analysis/displaytext.h"
#include "recipeform.h"

FieldHelpLabel::FieldHelpLabel(RecipeForm *form, QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("editorHelp"));
    setTextFormat(Qt::RichText); // the field's texts escaped
    setWordWrap(true);
    setContentsMargins(6, 2, 6, 2);
    setEnabled(false);
    setMinimumHeight(fontMetrics().lineSpacing() * 2 + 4);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    connect(form, &RecipeForm::fieldFocused, this, [this](const EditorFields::Field &field) {
        setText(QStringLiteral("<b>%1</b> <code>%2</code>: %3")
                    .arg(DisplayText::escaped(field.title), DisplayText::escaped(field.path.toString()),
                         DisplayText::escaped(field.description)));
    });
}
