// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldrow.h"

#include "analysis/displaytext.h"
#include "codeview.h"
#include "keyvaluetable.h"
#include "mnemonictext.h"
#include "numberspinbox.h"

#include "toolbutton.h"

#include <KColorScheme>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

using W = EditorFields::Widget;

constexpr double Largest = 9007199254740992.0;
const QDate NullDate(1900, 1, 1);

QString scalarText(const YamlTree &value)
{
    return value.kind == YamlTree::Kind::Scalar ? value.scalar.text : QString();
}

// For a label set to Qt::RichText.
QString colored(const QString &text, KColorScheme::ForegroundRole role)
{
    const auto color = KColorScheme(QPalette::Active, KColorScheme::View).foreground(role).color();
    return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(color.name(), DisplayText::escaped(text));
}

// The value's text in an editor of text, leaving alone what the user is typing and the cursor.
void showText(QPlainTextEdit *plain, const QString &text)
{
    // A block keeps one line break at its end; the text typed so far may not have it yet.
    auto trimmed = [](QString t) {
        while (t.endsWith(u'\n'))
            t.chop(1);
        return t;
    };
    auto *code = qobject_cast<CodeView *>(plain);
    if (trimmed(code ? code->code() : plain->toPlainText()) == trimmed(text))
        return;
    const int cursor = plain->textCursor().position();
    if (code)
        code->setCode(text); // its hidden characters shown as marks, as it always shows them
    else
        plain->setPlainText(text);
    auto moved = plain->textCursor();
    moved.setPosition(std::min(cursor, int(plain->document()->characterCount() - 1)));
    plain->setTextCursor(moved);
}

void showText(QLineEdit *edit, const QString &text)
{
    if (edit->text() == text)
        return;
    const int cursor = edit->cursorPosition();
    edit->setText(text);
    edit->setCursorPosition(std::min(cursor, int(text.size())));
}

} // namespace

FieldRow::FieldRow(const EditorFields::Field &field, QWidget *parent)
    : QWidget(parent), m_field(field), m_label(new QLabel(MnemonicText::escaped(field.title), parent))
{
    setObjectName(field.path.toString());
    m_label->setTextFormat(Qt::PlainText); // a key of the recipe's own
    m_label->setToolTip(field.description);
    m_label->setAlignment(Qt::AlignRight | Qt::AlignTop);
    m_label->setContentsMargins(0, 4, 0, 0);

    auto *line = new QHBoxLayout;
    line->setContentsMargins(0, 0, 0, 0);
    const bool container = field.widget == W::Group || field.widget == W::Items;
    if ((field.present && !container) || field.widget == W::Unknown)
        addEditor(line);
    else
        addSetButton(line);
    if (field.present && !field.required && field.widget != W::Unknown && !field.path.isIndex(field.path.size() - 1)) {
        m_unset = new ToolButton(QStringLiteral("edit-clear"), tr("Not Set"), this);
        m_unset->setToolTip(DisplayText::toolTip(tr("Remove %1 from the recipe (not set)").arg(field.title)));
        line->addWidget(m_unset, 0, Qt::AlignTop);
        connect(m_unset, &QToolButton::clicked, this, [this] { Q_EMIT editRequested(RecipeEdit::remove(m_field.path), {}); });
    }
    m_reset = new ToolButton(QStringLiteral("edit-undo"), tr("Reset to the Saved Value"), this);
    m_reset->setVisible(false);
    line->addWidget(m_reset, 0, Qt::AlignTop);
    connect(m_reset, &QToolButton::clicked, this, [this] { Q_EMIT resetRequested(m_field.path); });

    m_problem = new QLabel(this);
    m_problem->setTextFormat(Qt::RichText); // coloured, the messages escaped
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->hide();
    auto *derived = createDerivedLine();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(line);
    layout->addWidget(m_problem);
    layout->addLayout(derived);
    showValue();
}

void FieldRow::addEditor(QHBoxLayout *line)
{
    m_editor = createEditor();
    m_editor->setToolTip(m_field.description);
    m_editor->setAccessibleName(m_field.title);
    m_editor->setAccessibleDescription(m_field.description);
    m_label->setBuddy(m_editor);
    watch(m_editor);
    if (qobject_cast<QAbstractSpinBox *>(m_editor) || qobject_cast<QComboBox *>(m_editor))
        m_editor->setFocusPolicy(Qt::StrongFocus); // not by the wheel
    // Numbers, dates, choices and switches keep their size; text takes the row.
    const auto widget = m_field.widget;
    const bool compact = widget == W::Integer || widget == W::Number || widget == W::Date || widget == W::Choice || widget == W::Boolean;
    line->addWidget(m_editor, compact ? 0 : 1);
    if (compact)
        line->addStretch(1);
}

void FieldRow::addSetButton(QHBoxLayout *line)
{
    // Not set, or an object or list written as null: a button fills it in.
    const auto &field = m_field;
    auto *state = new QLabel(field.present ? QStringLiteral("null") : tr("not set"), this);
    state->setEnabled(false);
    line->addWidget(state);
    m_set = new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), field.present ? tr("Fill In") : tr("Set"), this);
    m_set->setToolTip(DisplayText::toolTip(field.present ? tr("Give %1 a value instead of null").arg(field.title)
                                                         : tr("Add %1 to the recipe").arg(field.title)));
    m_set->setAccessibleName(tr("Set %1").arg(field.title));
    m_label->setBuddy(m_set);
    line->addWidget(m_set);
    line->addStretch(1);
    connect(m_set, &QPushButton::clicked, this, &FieldRow::fillIn);
}

void FieldRow::fillIn()
{
    if (!m_field.present) {
        Q_EMIT editRequested(RecipeEdit::insert(m_field.path, m_field.initialValue()), {});
    } else if (m_field.widget == W::Group && !m_field.children.isEmpty()) {
        const auto &first = m_field.children.first();
        Q_EMIT editRequested(RecipeEdit::insert(first.path, first.initialValue()), {});
    } else {
        const auto item = EditorFields::field(YamlTree::mapping(), m_field.path.child(0));
        Q_EMIT editRequested(
            RecipeEdit::insert(m_field.path.child(0), item ? item->initialValue() : YamlTree::of(YamlScalar::string(QString()))), {});
    }
}

QHBoxLayout *FieldRow::createDerivedLine()
{
    m_derived = new QLabel(this);
    m_derived->setTextFormat(Qt::RichText);
    m_derived->setWordWrap(true);
    m_useDerived = new QPushButton(this);
    m_useDerived->setToolTip(tr("Write the derived value into the field"));
    auto *derived = new QHBoxLayout;
    derived->setContentsMargins(0, 0, 0, 0);
    derived->addWidget(m_derived, 1);
    derived->addWidget(m_useDerived, 0, Qt::AlignTop);
    m_derived->hide();
    m_useDerived->hide();
    connect(m_useDerived, &QPushButton::clicked, this, &FieldRow::useDerived);
    return derived;
}

void FieldRow::useDerived()
{
    if (!m_figure)
        return;
    const auto &text = m_figure->derived;
    if (m_field.widget == W::Integer)
        write(YamlScalar::integer(text.toLongLong()));
    else if (m_field.widget == W::Number)
        write(YamlScalar::number(text.toDouble()));
    else
        write(YamlScalar::string(text));
}

QWidget *FieldRow::createEditor()
{
    switch (m_field.widget) {
    case W::Integer:
    case W::Number: return createNumberEditor();
    case W::Choice: return createChoiceEditor();
    case W::Boolean: {
        auto *check = new QCheckBox(this);
        connect(check, &QCheckBox::toggled, this, [this](bool on) {
            if (!m_updating)
                write(YamlScalar::boolean(on));
        });
        return check;
    }
    case W::Date: return createDateEditor();
    case W::LongText: return createLongTextEditor();
    case W::Code: return createCodeEditor();
    case W::KeyValues: return createKeyValueEditor();
    case W::Unknown: {
        auto *shown = new QLabel(this);
        shown->setTextFormat(Qt::RichText); // the value escaped, the note in italics
        shown->setWordWrap(true);
        shown->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        shown->setFocusPolicy(Qt::StrongFocus);
        return shown;
    }
    default: {
        auto *edit = new QLineEdit(this);
        if (m_field.nullable)
            edit->setPlaceholderText(QStringLiteral("null"));
        connect(edit, &QLineEdit::textEdited, this, &FieldRow::writeText);
        return edit;
    }
    }
}

QWidget *FieldRow::createNumberEditor()
{
    const auto &value = m_field.value;
    auto *spin = new NumberSpinBox(m_field.widget == W::Integer, this);
    // A value out of the schema's range is shown as it is (its problem says why).
    double minimum = m_field.minimum.value_or(-Largest);
    double maximum = m_field.maximum.value_or(Largest);
    if (value.kind == YamlTree::Kind::Scalar && value.scalar.type == YamlScalar::Type::Number) {
        minimum = std::min(minimum, value.scalar.text.toDouble());
        maximum = std::max(maximum, value.scalar.text.toDouble());
    }
    spin->setBounds(minimum, maximum, m_field.nullable || value.isNull());
    const int digit = spin->fontMetrics().horizontalAdvance(QStringLiteral("0"));
    spin->setMinimumWidth(digit * 12 + 40);
    spin->setMaximumWidth(digit * 18 + 40);
    connect(spin, &NumberSpinBox::valueChanged, this, [this, spin](double number) {
        if (m_updating)
            return;
        if (spin->isNull())
            write(YamlScalar::null());
        else
            write(m_field.widget == W::Integer ? YamlScalar::integer(qint64(std::llround(number))) : YamlScalar::number(number));
    });
    return spin;
}

QWidget *FieldRow::createChoiceEditor()
{
    auto *combo = new QComboBox(this);
    connect(combo, &QComboBox::activated, this, [this, combo](int index) {
        const auto data = combo->itemData(index);
        write(data.isNull() ? YamlScalar::null() : YamlScalar::string(data.toString()));
    });
    return combo;
}

QWidget *FieldRow::createDateEditor()
{
    auto *date = new QDateEdit(this);
    date->setCalendarPopup(true);
    date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    date->setMinimumDate(NullDate);
    date->setSpecialValueText(QStringLiteral("null"));
    connect(date, &QDateEdit::dateChanged, this, [this](QDate day) {
        if (!m_updating)
            write(day == NullDate ? YamlScalar::null() : YamlScalar::string(day.toString(Qt::ISODate)));
    });
    return date;
}

QWidget *FieldRow::createLongTextEditor()
{
    auto *text = new QPlainTextEdit(this);
    text->setUndoRedoEnabled(false);
    text->setTabChangesFocus(true);
    text->setFixedHeight(text->fontMetrics().lineSpacing() * 4 + 12);
    connect(text, &QPlainTextEdit::textChanged, this, [this, text] {
        if (!m_updating)
            writeText(text->toPlainText());
    });
    return text;
}

QWidget *FieldRow::createCodeEditor()
{
    auto *code = new CodeView(m_field.syntax, this);
    code->setReadOnly(false);
    code->setUndoRedoEnabled(false);
    code->setTabChangesFocus(false);
    code->setMinimumHeight(code->fontMetrics().lineSpacing() * 18);
    connect(code, &QPlainTextEdit::textChanged, this, [this, code] {
        if (m_updating)
            return;
        // A block keeps its style; a value on one line becomes a block once it has lines.
        Q_EMIT editRequested(RecipeEdit::setTextFile(m_field.path, code->code()), m_field.path.toString());
    });
    return code;
}

QWidget *FieldRow::createKeyValueEditor()
{
    auto *table = new KeyValueTable(this);
    connect(table, &KeyValueTable::valueEdited, this, [this](const QString &key, const QString &text) {
        Q_EMIT editRequested(RecipeEdit::set(m_field.path.child(key), keyValueScalar(key, text)), m_field.path.child(key).toString());
    });
    connect(table, &KeyValueTable::keyRenamed, this, [this](const QString &key, const QString &newKey) {
        Q_EMIT editRequested(RecipeEdit::rename(m_field.path.child(key), newKey), {});
    });
    connect(table, &KeyValueTable::removeRequested, this,
            [this](const QString &key) { Q_EMIT editRequested(RecipeEdit::remove(m_field.path.child(key)), {}); });
    connect(table, &KeyValueTable::moveRequested, this,
            [this](const QString &key, int to) { Q_EMIT editRequested(RecipeEdit::move(m_field.path.child(key), to), {}); });
    connect(table, &KeyValueTable::addRequested, this, [this] {
        QString key = QStringLiteral("NEW_KEY");
        for (int n = 2; m_field.value.indexOfKey(key) >= 0; ++n)
            key = QStringLiteral("NEW_KEY_%1").arg(n);
        Q_EMIT editRequested(RecipeEdit::insert(m_field.path.child(key), YamlTree::of(YamlScalar::string(QString()))), {});
    });
    table->table()->installEventFilter(this);
    return table;
}

void FieldRow::setField(const EditorFields::Field &field)
{
    m_field = field;
    showValue();
}

void FieldRow::showValue()
{
    if (!m_editor)
        return;
    m_updating = true;
    const auto &value = m_field.value;
    const auto text = scalarText(value);
    if (auto *spin = qobject_cast<NumberSpinBox *>(m_editor)) {
        if (value.isNull() || value.scalar.type != YamlScalar::Type::Number) {
            if (!spin->isNull())
                spin->setNull();
        } else if (spin->value() != text.toDouble() || spin->isNull()) {
            spin->setValue(text.toDouble());
        }
    } else if (auto *combo = qobject_cast<QComboBox *>(m_editor)) {
        showChoice(combo);
    } else if (auto *check = qobject_cast<QCheckBox *>(m_editor)) {
        check->setChecked(text == QLatin1String("true"));
    } else if (auto *date = qobject_cast<QDateEdit *>(m_editor)) {
        const auto day = QDate::fromString(text, Qt::ISODate);
        date->setDate(day.isValid() ? day : NullDate);
    } else if (auto *plain = qobject_cast<QPlainTextEdit *>(m_editor)) {
        showText(plain, text);
    } else if (auto *edit = qobject_cast<QLineEdit *>(m_editor)) {
        showText(edit, text);
    } else if (auto *table = qobject_cast<KeyValueTable *>(m_editor)) {
        QList<std::pair<QString, QString>> entries;
        for (const auto &[key, entry] : value.entries)
            entries.append({key, entry.kind == YamlTree::Kind::Scalar ? entry.scalar.text : entry.dump()});
        table->setEntries(entries);
    } else if (auto *label = qobject_cast<QLabel *>(m_editor)) {
        const auto shown = value.kind == YamlTree::Kind::Scalar ? text : value.dump().trimmed();
        label->setText(
            QStringLiteral("%1<br><i>%2</i>")
                .arg(DisplayText::escaped(shown), DisplayText::escaped(tr("The schema does not know this key; it is kept as it is."))));
    }
    m_updating = false;
}

void FieldRow::showChoice(QComboBox *combo)
{
    const auto &value = m_field.value;
    const auto text = scalarText(value);
    combo->clear();
    for (const auto &choice : m_field.choices)
        combo->addItem(choice, choice);
    if (m_field.nullable || value.isNull())
        combo->addItem(QStringLiteral("null"), QVariant());
    if (!value.isNull() && !m_field.choices.contains(text))
        combo->addItem(tr("%1 (not allowed)").arg(text), text);
    combo->setCurrentIndex(value.isNull() ? combo->findData(QVariant()) : combo->findData(text));
}

void FieldRow::write(const YamlScalar::Value &value)
{
    if (!m_field.present)
        Q_EMIT editRequested(RecipeEdit::insert(m_field.path, YamlTree::of(value)), {});
    else
        Q_EMIT editRequested(RecipeEdit::set(m_field.path, value), m_field.path.toString());
}

void FieldRow::writeText(const QString &text)
{
    if (text.isEmpty() && m_field.nullable)
        write(YamlScalar::null());
    else if (!m_field.types.isEmpty() && !m_field.types.contains(QLatin1String("string")))
        write(YamlScalar::read(text, true)); // a number or a boolean typed as text
    else
        write(YamlScalar::string(text));
}

YamlScalar::Value FieldRow::keyValueScalar(const QString &key, const QString &text) const
{
    // A value keeps its type while the text still reads as that type.
    const auto *old = m_field.value.find(YamlPath({key}));
    const auto read = YamlScalar::read(text, true);
    if (old && old->kind == YamlTree::Kind::Scalar && old->scalar.type != YamlScalar::Type::String && read.type == old->scalar.type)
        return read;
    return YamlScalar::string(text);
}

void FieldRow::setProblems(const QStringList &messages, bool error)
{
    m_problem->setVisible(!messages.isEmpty());
    QStringList lines;
    for (const auto &message : messages)
        lines << colored(message, error ? KColorScheme::NegativeText : KColorScheme::NeutralText);
    m_problem->setText(lines.join(QStringLiteral("<br>")));
}

void FieldRow::setDerived(const std::optional<DerivedFigures::Figure> &figure)
{
    m_figure = figure;
    const bool show = figure.has_value() && m_field.present;
    m_derived->setVisible(show);
    m_useDerived->setVisible(show && !figure->agrees);
    if (!show)
        return;
    if (figure->agrees) {
        m_derived->setText(colored(tr("Derived: %1, agrees (%2)").arg(figure->derived, figure->formula), KColorScheme::InactiveText));
    } else {
        const auto recorded = figure->recorded.isEmpty() ? tr("none") : figure->recorded;
        m_derived->setText(colored(tr("Recorded %1, derived %2: they disagree (%3)").arg(recorded, figure->derived, figure->formula),
                                   KColorScheme::NeutralText));
    }
    m_useDerived->setText(tr("Use %1").arg(figure->derived));
    m_useDerived->setAccessibleName(tr("Use the derived %1").arg(m_field.title));
}

void FieldRow::setModified(bool modified)
{
    m_modified = modified;
    m_reset->setVisible(modified);
    auto font = m_label->font();
    font.setBold(modified);
    m_label->setFont(font);
    m_label->setToolTip(modified ? tr("%1\n\nChanged since the file was saved.").arg(m_field.description) : m_field.description);
}

void FieldRow::watch(QWidget *editor)
{
    editor->installEventFilter(this);
    for (auto *child : editor->findChildren<QWidget *>())
        child->installEventFilter(this);
}

bool FieldRow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore(); // the window's Undo and Redo, not the field's own
            return true;
        }
    }
    if (event->type() == QEvent::FocusIn)
        Q_EMIT focused(m_field);
    // The wheel scrolls the form; it changes a number, a choice or a date only in the field being edited.
    if (event->type() == QEvent::Wheel) {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (widget && !widget->hasFocus() && (qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QComboBox *>(widget))) {
            for (auto *w = widget->parentWidget(); w; w = w->parentWidget())
                if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
                    QCoreApplication::sendEvent(area->verticalScrollBar(), event);
                    break;
                }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}
