// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/derivedfigures.h"
#include "analysis/editorfields.h"
#include "recipe/recipeedit.h"

#include <QWidget>
#include <optional>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

// One field of the recipe form: its label (placed by the form in the label column),
// the editor its type wants, "not set" and "reset to the saved value" buttons, the
// problems found at it and, for a derived figure, the derived value beside the
// recorded one with a button that writes it. Shows only: each change is a
// RecipeEdit request that the editor applies and then shows back through setField().
class FieldRow : public QWidget
{
    Q_OBJECT
public:
    explicit FieldRow(const EditorFields::Field &field, QWidget *parent = nullptr);

    const EditorFields::Field &field() const { return m_field; }
    QLabel *label() const { return m_label; }
    // The widget that edits the value (nullptr while the field is not set).
    QWidget *editor() const { return m_editor; }
    // Shows the value of the same field anew, leaving what the user is typing alone.
    void setField(const EditorFields::Field &field);
    void setProblems(const QStringList &messages, bool error);
    void setDerived(const std::optional<DerivedFigures::Figure> &figure);
    void setModified(bool modified);
    bool isModified() const { return m_modified; }
    QPushButton *useDerivedButton() const { return m_useDerived; }
    QToolButton *resetButton() const { return m_reset; }
    QToolButton *unsetButton() const { return m_unset; }
    QPushButton *setButton() const { return m_set; }
    QLabel *problemLabel() const { return m_problem; }
    QLabel *derivedLabel() const { return m_derived; }

Q_SIGNALS:
    void editRequested(const RecipeEdit &edit, const QString &mergeKey);
    void resetRequested(const YamlPath &path);
    void focused(const EditorFields::Field &field);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Filters the editor's events (eventFilter): Undo and Redo go to the window, not the
    // field's own; focus shows the field's help; the wheel scrolls the form unless focused.
    void watch(QWidget *editor);
    // The row's line: the editor of a value, or the button that sets one.
    void addEditor(QHBoxLayout *line);
    void addSetButton(QHBoxLayout *line);
    void fillIn();
    // The derived value and the button that writes it.
    QHBoxLayout *createDerivedLine();
    void useDerived();
    // The editor the field's widget type wants, connected to write what is typed.
    QWidget *createEditor();
    QWidget *createNumberEditor();
    QWidget *createChoiceEditor();
    QWidget *createDateEditor();
    QWidget *createLongTextEditor();
    QWidget *createCodeEditor();
    QWidget *createKeyValueEditor();
    void showValue();
    void showChoice(QComboBox *combo);
    void write(const YamlScalar::Value &value);
    void writeText(const QString &text);
    YamlScalar::Value keyValueScalar(const QString &key, const QString &text) const;

    EditorFields::Field m_field;
    QLabel *m_label;
    QWidget *m_editor = nullptr;
    QPushButton *m_set = nullptr;
    QToolButton *m_unset = nullptr;
    QToolButton *m_reset = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_derived = nullptr;
    QPushButton *m_useDerived = nullptr;
    std::optional<DerivedFigures::Figure> m_figure;
    bool m_modified = false;
    bool m_updating = false;
};
