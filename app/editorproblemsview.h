// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"
#include "recipe/yamlpath.h"

#include <QObject>
#include <QSet>

class QLabel;
class QListWidget;
class RecipeEdit;
class RecipeEditorDocument;
class RecipeForm;

// The problems of a recipe being edited, as its editor shows them: beside the form's
// fields, in a list (activating one focuses its field), and counted in a summary line
// under the file's path. Only those of the values edited are shown, until Check
// Recipe (or a save) shows them all.
class EditorProblemsView : public QObject
{
    Q_OBJECT
public:
    // The list and the summary are widgets of parent, for it to lay out.
    EditorProblemsView(RecipeEditorDocument *document, RecipeForm *form, QWidget *parent);

    QLabel *summary() const { return m_summary; }
    QListWidget *list() const { return m_list; }

    // Shows the document's problems as they are now.
    void refresh();
    // From now on, also those of the value an edit changed.
    void addEdited(const RecipeEdit &edit);
    // From now on, every problem.
    void showAll();
    // Focuses the field of the first problem, when there is one.
    void focusFirst();

private:
    bool isShown(const YamlPath &at, const QList<YamlPath> &edited) const;
    void addItem(const Problem &problem, const YamlPath &at);
    QString summaryText(qsizetype shown) const;

    RecipeEditorDocument *m_document;
    RecipeForm *m_form;
    QLabel *m_summary;
    QListWidget *m_list;
    QSet<QString> m_edited; // paths of the values edited
    bool m_showAll = false;
};
