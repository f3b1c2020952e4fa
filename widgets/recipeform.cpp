// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipeform.h"

#include "analysis/displaytext.h"
#include "fieldrow.h"

#include "toolbutton.h"

#include <KColorScheme>

#include <QApplication>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace {

using W = EditorFields::Widget;

bool isBox(const EditorFields::Field &field)
{
    return (field.widget == W::Group && field.present && field.value.kind == YamlTree::Kind::Map)
        || (field.widget == W::Items && field.present && field.value.kind == YamlTree::Kind::List);
}

} // namespace

RecipeForm::RecipeForm(QWidget *parent) : QScrollArea(parent)
{
    setObjectName(QStringLiteral("recipeForm"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
}

void RecipeForm::setFields(const QList<EditorFields::Field> &fields)
{
    const bool same = EditorFields::sameShape(m_fields, fields);
    m_fields = fields;
    if (same && widget())
        update(fields);
    else
        rebuild();
}

void RecipeForm::update(const QList<EditorFields::Field> &fields)
{
    for (const auto &field : fields) {
        if (auto *shown = m_rows.value(field.path.toString()))
            shown->setField(field);
        update(field.children);
    }
}

void RecipeForm::rebuild()
{
    ++m_rebuilds;
    const int scroll = verticalScrollBar()->value();
    QString focusPath;
    for (auto *w = QApplication::focusWidget(); w; w = w->parentWidget())
        if (auto *shown = qobject_cast<FieldRow *>(w)) {
            focusPath = shown->field().path.toString();
            break;
        }
    m_rows.clear();
    m_groups.clear();
    m_groupProblems.clear();
    m_sections.clear();

    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("recipeFormContent"));
    auto *layout = new QVBoxLayout(content);
    QGroupBox *scalars = nullptr; // schema version and model share a box
    for (const auto &field : m_fields) {
        const bool single = field.isScalar() && field.widget != W::Code && field.widget != W::LongText;
        if (single && scalars) {
            addField(field, scalars);
            continue;
        }
        auto *box = addBox(field, single && field.path == m_fields.first().path ? tr("Recipe") : field.title, content);
        scalars = single ? box : nullptr;
        if (field.widget == W::Group && field.present && field.value.kind == YamlTree::Kind::Map)
            addChildren(field.children, box);
        else if (field.widget == W::Items && field.present && field.value.kind == YamlTree::Kind::List)
            addItems(field, box);
        else
            addField(field, box);
        layout->addWidget(box);
        m_sections << box;
    }
    layout->addStretch(1);
    setWidget(content); // deletes the form shown before
    verticalScrollBar()->setValue(scroll);
    if (!focusPath.isEmpty())
        if (auto *shown = m_rows.value(focusPath))
            if (auto *editor = shown->editor() ? shown->editor() : static_cast<QWidget *>(shown->setButton()))
                editor->setFocus();
    Q_EMIT rebuilt();
}

QGroupBox *RecipeForm::addBox(const EditorFields::Field &field, const QString &title, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    box->setObjectName(field.path.toString());
    box->setToolTip(field.description);
    auto *grid = new QGridLayout(box);
    grid->setColumnStretch(1, 1);
    grid->setColumnMinimumWidth(0, fontMetrics().horizontalAdvance(QStringLiteral("Final loss difference")));
    auto *problems = new QLabel(box);
    problems->setTextFormat(Qt::RichText); // coloured, the messages escaped
    problems->setWordWrap(true);
    problems->hide();
    grid->addWidget(problems, 0, 0, 1, 3);
    m_groups.insert(field.path.toString(), box);
    m_groupProblems.insert(field.path.toString(), problems);
    return box;
}

void RecipeForm::addChildren(const QList<EditorFields::Field> &fields, QGroupBox *box)
{
    for (const auto &field : fields)
        addField(field, box);
}

void RecipeForm::addField(const EditorFields::Field &field, QGroupBox *box)
{
    auto *grid = static_cast<QGridLayout *>(box->layout());
    const int at = grid->rowCount();
    const bool item = field.path.isIndex(field.path.size() - 1);
    if (isBox(field)) {
        const auto title = item ? tr("%1 %2").arg(box->title(), field.title) : field.title;
        auto *inner = addBox(field, title, box);
        if (field.widget == W::Group)
            addChildren(field.children, inner);
        else
            addItems(field, inner);
        if (!field.required && !item) {
            auto *unset = new ToolButton(QStringLiteral("edit-clear"), tr("Not Set"), inner);
            unset->setToolTip(DisplayText::toolTip(tr("Remove %1 from the recipe (not set)").arg(field.title)));
            connect(unset, &QToolButton::clicked, this, [this, path = field.path] { Q_EMIT editRequested(RecipeEdit::remove(path), {}); });
            static_cast<QGridLayout *>(inner->layout())->addWidget(unset, 0, 2, Qt::AlignRight);
        }
        grid->addWidget(inner, at, 0, 1, 3);
        return;
    }
    auto *shown = new FieldRow(field, box);
    m_rows.insert(field.path.toString(), shown);
    connect(shown, &FieldRow::editRequested, this, &RecipeForm::editRequested);
    connect(shown, &FieldRow::resetRequested, this, &RecipeForm::resetRequested);
    connect(shown, &FieldRow::focused, this, &RecipeForm::fieldFocused);
    grid->addWidget(shown->label(), at, 0);
    grid->addWidget(shown, at, 1);
}

void RecipeForm::addItems(const EditorFields::Field &field, QGroupBox *box)
{
    auto *grid = static_cast<QGridLayout *>(box->layout());
    for (int i = 0; i < field.children.size(); ++i) {
        const auto &item = field.children.at(i);
        addField(item, box);
        auto *buttons = itemButtons(field, i, box);
        if (auto *inner = m_groups.value(item.path.toString()))
            static_cast<QGridLayout *>(inner->layout())->addWidget(buttons, 0, 2, Qt::AlignRight);
        else
            grid->addWidget(buttons, grid->rowCount() - 1, 2, Qt::AlignTop);
    }
    auto *add = new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add"), box);
    add->setObjectName(QStringLiteral("add"));
    add->setToolTip(DisplayText::toolTip(tr("Add an item to %1").arg(field.title)));
    add->setAccessibleName(tr("Add to %1").arg(field.title));
    connect(add, &QPushButton::clicked, this, [this, field] {
        const auto path = field.path.child(int(field.children.size()));
        const auto item = EditorFields::field(YamlTree::mapping(), path);
        Q_EMIT editRequested(RecipeEdit::insert(path, item ? item->initialValue() : YamlTree::of(YamlScalar::string(QString()))), {});
    });
    grid->addWidget(add, grid->rowCount(), 1, Qt::AlignLeft);
}

QWidget *RecipeForm::itemButtons(const EditorFields::Field &list, int index, QWidget *parent)
{
    auto *buttons = new QWidget(parent);
    auto *layout = new QHBoxLayout(buttons);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    const auto path = list.path.child(index);
    const int count = int(list.children.size());
    auto *up = new ToolButton(QStringLiteral("go-up"), tr("Move Up"), buttons);
    auto *down = new ToolButton(QStringLiteral("go-down"), tr("Move Down"), buttons);
    auto *duplicate = new ToolButton(QStringLiteral("edit-copy"), tr("Duplicate"), buttons);
    auto *remove = new ToolButton(QStringLiteral("list-remove"), tr("Remove"), buttons);
    up->setEnabled(index > 0);
    down->setEnabled(index + 1 < count);
    for (auto *button : {up, down, duplicate, remove})
        layout->addWidget(button);
    connect(up, &QToolButton::clicked, this, [this, path, index] { Q_EMIT editRequested(RecipeEdit::move(path, index - 1), {}); });
    connect(down, &QToolButton::clicked, this, [this, path, index] { Q_EMIT editRequested(RecipeEdit::move(path, index + 1), {}); });
    connect(duplicate, &QToolButton::clicked, this, [this, list, index] {
        Q_EMIT editRequested(RecipeEdit::insert(list.path.child(index + 1), list.children.at(index).value), {});
    });
    connect(remove, &QToolButton::clicked, this, [this, path] { Q_EMIT editRequested(RecipeEdit::remove(path), {}); });
    return buttons;
}

YamlPath RecipeForm::shownPath(const YamlPath &path) const
{
    auto shown = path;
    while (!shown.isEmpty() && !m_rows.contains(shown.toString()) && !m_groups.contains(shown.toString()))
        shown = shown.parent();
    return shown;
}

void RecipeForm::setProblems(const QHash<QString, ProblemList> &problems)
{
    auto show = [&](const QString &path, auto apply) {
        const auto list = problems.value(path);
        QStringList messages;
        bool error = false;
        for (const auto &problem : list) {
            messages << problem.text();
            error = error || problem.isError();
        }
        apply(messages, error);
    };
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it)
        show(it.key(), [&](const QStringList &messages, bool error) { it.value()->setProblems(messages, error); });
    for (auto it = m_groupProblems.cbegin(); it != m_groupProblems.cend(); ++it)
        show(it.key(), [&](const QStringList &messages, bool error) {
            const auto color = KColorScheme(QPalette::Active, KColorScheme::View)
                                   .foreground(error ? KColorScheme::NegativeText : KColorScheme::NeutralText)
                                   .color();
            it.value()->setVisible(!messages.isEmpty());
            it.value()->setText(
                QStringLiteral("<span style=\"color:%1\">%2</span>").arg(color.name(), DisplayText::escaped(messages.join(u'\n'))));
        });
}

void RecipeForm::setDerived(const QList<DerivedFigures::Figure> &figures)
{
    for (auto *shown : std::as_const(m_rows))
        shown->setDerived(DerivedFigures::find(figures, shown->field().path.toString()));
}

void RecipeForm::setModified(const std::function<bool(const YamlPath &)> &differs)
{
    for (auto *shown : std::as_const(m_rows))
        shown->setModified(differs(shown->field().path));
}

void RecipeForm::focusField(const YamlPath &path)
{
    const auto shown = shownPath(path);
    QWidget *target = nullptr;
    if (auto *r = m_rows.value(shown.toString()))
        target = r->editor() ? r->editor() : static_cast<QWidget *>(r->setButton());
    else
        target = m_groups.value(shown.toString());
    if (!target)
        return;
    ensureWidgetVisible(target, 50, 100);
    target->setFocus(Qt::OtherFocusReason);
    // Once laid out, where the form was just built or shown.
    QTimer::singleShot(0, target, [this, target] { ensureWidgetVisible(target, 50, 100); });
}

void RecipeForm::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    // The field being edited stays in view when the form gets smaller (a problem list, a banner).
    if (auto *focused = QApplication::focusWidget(); focused && widget() && widget()->isAncestorOf(focused))
        ensureWidgetVisible(focused, 50, 50);
}

void RecipeForm::showSection(int index)
{
    if (index >= 0 && index < m_sections.size())
        verticalScrollBar()->setValue(m_sections.at(index)->y());
}

int RecipeForm::sectionAtTop() const
{
    int at = 0;
    for (int i = 0; i < m_sections.size(); ++i)
        if (m_sections.at(i)->y() <= verticalScrollBar()->value() + 4)
            at = i;
    return at;
}
