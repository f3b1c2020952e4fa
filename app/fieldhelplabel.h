// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

class RecipeForm;

// Under an editor's form: the title, path and description of the field focused.
class FieldHelpLabel : public QLabel
{
    Q_OBJECT
public:
    FieldHelpLabel(RecipeForm *form, QWidget *parent);
};
