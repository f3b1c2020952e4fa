// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/derivedfigures.h"
#include "analysis/editorfields.h"
#include "recipe/problem.h"
#include "recipe/recipeedit.h"

#include <QHash>
#include <QScrollArea>
#include <functional>

class FieldRow;
class QGroupBox;
class QLabel;
class QVBoxLayout;

// The recipe editor's form: a section per top-level group of the schema, a FieldRow
// per value, boxes for nested objects and for list items (with add, duplicate,
// remove and reorder). Built from EditorFields; shows only, and asks for every
// change with editRequested().
class RecipeForm : public QScrollArea
{
    Q_OBJECT
public:
    explicit RecipeForm(QWidget *parent = nullptr);

    // Shows these fields: in place when only values changed, else built anew,
    // keeping the scroll position and the focused field.
    void setFields(const QList<EditorFields::Field> &fields);
    const QList<EditorFields::Field> &fields() const { return m_fields; }
    FieldRow *row(const YamlPath &path) const { return m_rows.value(path.toString()); }
    QList<FieldRow *> rows() const { return m_rows.values(); }
    QGroupBox *group(const YamlPath &path) const { return m_groups.value(path.toString()); }
    // The path itself, or its nearest parent, that the form shows.
    YamlPath shownPath(const YamlPath &path) const;

    // Problems by the path of the value they are about.
    void setProblems(const QHash<QString, ProblemList> &problems);
    void setDerived(const QList<DerivedFigures::Figure> &figures);
    void setModified(const std::function<bool(const YamlPath &)> &differs);
    void focusField(const YamlPath &path);
    // The top-level sections, in order.
    QList<QGroupBox *> sections() const { return m_sections; }
    // Scrolls a section to the top, and the section at the top now.
    void showSection(int index);
    int sectionAtTop() const;
    int rebuildCount() const { return m_rebuilds; }

Q_SIGNALS:
    void editRequested(const RecipeEdit &edit, const QString &mergeKey);
    void resetRequested(const YamlPath &path);
    void fieldFocused(const EditorFields::Field &field);
    // Built anew: other sections, other widgets.
    void rebuilt();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    void update(const QList<EditorFields::Field> &fields);
    QGroupBox *addBox(const EditorFields::Field &field, const QString &title, QWidget *parent);
    void addChildren(const QList<EditorFields::Field> &fields, QGroupBox *box);
    void addField(const EditorFields::Field &field, QGroupBox *box);
    void addItems(const EditorFields::Field &field, QGroupBox *box);
    QWidget *itemButtons(const EditorFields::Field &list, int index, QWidget *parent);

    QList<EditorFields::Field> m_fields;
    QHash<QString, FieldRow *> m_rows;
    QHash<QString, QGroupBox *> m_groups;
    QHash<QString, QLabel *> m_groupProblems;
    QList<QGroupBox *> m_sections;
    int m_rebuilds = 0;
};
