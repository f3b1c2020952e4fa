// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QListWidget>

class RecipeForm;

// The sections of an editor's form, beside it, to jump between them; the section at
// the top of the form is the current one.
class EditorSectionList : public QListWidget
{
    Q_OBJECT
public:
    EditorSectionList(RecipeForm *form, QWidget *parent);

private:
    void listSections();

    RecipeForm *m_form;
};
