// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findbar.h"

#include "codeview.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

FindBar::FindBar(CodeView *view, QWidget *parent)
    : QWidget(parent), m_view(view), m_text(new QLineEdit(this)), m_case(new QCheckBox(tr("Match &case"), this)), m_count(new QLabel(this))
{
    m_text->setPlaceholderText(tr("Find"));
    m_text->setAccessibleName(tr("Find"));
    m_text->setClearButtonEnabled(true);
    auto *previous = new QToolButton(this);
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match (Shift+Enter, Shift+F3)"));
    auto *next = new QToolButton(this);
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next match (Enter, F3)"));
    auto *close = new QToolButton(this);
    close->setText(QStringLiteral("×"));
    close->setToolTip(tr("Close (Esc)"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_text, 1);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_case);
    layout->addWidget(m_count);
    layout->addWidget(close);
    connect(m_text, &QLineEdit::textChanged, this, &FindBar::updateCount);
    connect(m_case, &QCheckBox::toggled, this, &FindBar::updateCount);
    connect(m_text, &QLineEdit::returnPressed, this, [this] { find(false); });
    connect(next, &QToolButton::clicked, this, [this] { find(false); });
    connect(previous, &QToolButton::clicked, this, [this] { find(true); });
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void FindBar::activate()
{
    if (const auto selected = m_view->textCursor().selectedText(); !selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
        m_text->setText(selected);
    show();
    m_text->setFocus(Qt::ShortcutFocusReason);
    m_text->selectAll();
}

bool FindBar::find(bool backwards)
{
    if (m_text->text().isEmpty())
        return false;
    QTextDocument::FindFlags flags;
    if (backwards)
        flags |= QTextDocument::FindBackward;
    if (m_case->isChecked())
        flags |= QTextDocument::FindCaseSensitively;
    if (m_view->find(m_text->text(), flags))
        return true;
    // Wrap around.
    auto cursor = m_view->textCursor();
    cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
    m_view->setTextCursor(cursor);
    return m_view->find(m_text->text(), flags);
}

int FindBar::matchCount() const
{
    return m_view->countMatches(m_text->text(), m_case->isChecked());
}

void FindBar::updateCount()
{
    const int n = matchCount();
    m_count->setText(m_text->text().isEmpty() ? QString() : tr("%n match(es)", nullptr, n));
    QPalette p = m_text->palette();
    p.setColor(QPalette::Base, !m_text->text().isEmpty() && n == 0 ? QColor(0xd5, 0x5e, 0x00, 60) : palette().color(QPalette::Base));
    m_text->setPalette(p);
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        m_view->setFocus();
        return;
    }
    if (event->key() == Qt::Key_F3
        || ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && (event->modifiers() & Qt::ShiftModifier))) {
        find(event->modifiers() & Qt::ShiftModifier);
        return;
    }
    QWidget::keyPressEvent(event);
}
