// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textdiffview.h"

#include "codeview.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

TextDiffView::TextDiffView(const QString &definition, QWidget *parent)
    : QWidget(parent), m_left(new CodeView(definition, this)), m_right(new CodeView(definition, this)), m_summary(new QLabel(this))
{
    m_left->setAccessibleName(tr("A"));
    m_right->setAccessibleName(tr("B"));
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_left);
    splitter->addWidget(m_right);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    // Scrolling stays in step: rows are aligned, so the same position in both.
    for (auto [from, to] : {std::pair(m_left, m_right), std::pair(m_right, m_left)}) {
        connect(from->verticalScrollBar(), &QScrollBar::valueChanged, to->verticalScrollBar(), &QScrollBar::setValue);
        connect(from->horizontalScrollBar(), &QScrollBar::valueChanged, to->horizontalScrollBar(), &QScrollBar::setValue);
    }
    auto *next = new QAction(tr("Next Change"), this);
    next->setShortcut(QKeySequence(Qt::Key_F7));
    next->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(next, &QAction::triggered, this, &TextDiffView::nextChange);
    auto *previous = new QAction(tr("Previous Change"), this);
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F7));
    previous->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(previous, &QAction::triggered, this, &TextDiffView::previousChange);
    addActions({next, previous});
}

QColor TextDiffView::color(TextDiff::Kind kind, bool word)
{
    QColor c;
    switch (kind) {
    case TextDiff::Kind::Removed: c = QColor(0xd5, 0x5e, 0x00); break;
    case TextDiff::Kind::Added: c = QColor(0x00, 0x72, 0xb2); break;
    case TextDiff::Kind::Changed: c = QColor(0xe6, 0x9f, 0x00); break;
    case TextDiff::Kind::Same: return {};
    }
    c.setAlpha(word ? 150 : 60);
    return c;
}

void TextDiffView::setTexts(const QString &a, const QString &b)
{
    m_diff = TextDiff::compare(a, b);
    QStringList left, right;
    for (const auto &line : m_diff.lines()) {
        left << (line.left ? m_diff.leftText().at(*line.left) : QString());
        right << (line.right ? m_diff.rightText().at(*line.right) : QString());
    }
    m_left->setCode(left.join(u'\n'));
    m_right->setCode(right.join(u'\n'));
    auto marks = [this](CodeView *view, bool leftSide) {
        QList<QTextEdit::ExtraSelection> list;
        for (qsizetype row = 0; row < m_diff.lines().size(); ++row) {
            const auto &line = m_diff.lines().at(row);
            if (line.kind == TextDiff::Kind::Same)
                continue;
            const auto block = view->document()->findBlockByNumber(int(row));
            const bool gap = leftSide ? !line.left : !line.right;
            QTextEdit::ExtraSelection whole;
            auto background = color(line.kind);
            if (gap)
                background.setAlpha(25);
            whole.format.setBackground(background);
            whole.format.setProperty(QTextFormat::FullWidthSelection, true);
            whole.cursor = QTextCursor(block);
            list << whole;
            for (const auto &[start, end] : leftSide ? line.leftWords : line.rightWords) {
                QTextEdit::ExtraSelection word;
                word.format.setBackground(color(line.kind, true));
                // The palette's text colour, readable on the tint whatever the highlighting says.
                word.format.setForeground(view->palette().text());
                word.cursor = QTextCursor(block);
                word.cursor.setPosition(block.position() + start);
                word.cursor.setPosition(block.position() + end, QTextCursor::KeepAnchor);
                list << word;
            }
        }
        view->setExtraMarks(list);
    };
    marks(m_left, true);
    marks(m_right, false);
    m_current = -1;
    const auto changes = m_diff.changeStarts().size();
    m_summary->setText(changes == 0 ? tr("The two texts are the same.")
                                    : tr("%n change(s), %1 · F7 next, Shift+F7 previous · "
                                         "<span style=\"background:#d55e00;color:white\">&nbsp;removed&nbsp;</span> "
                                         "<span style=\"background:#0072b2;color:white\">&nbsp;added&nbsp;</span> "
                                         "<span style=\"background:#e69f00;color:black\">&nbsp;changed&nbsp;</span>",
                                         nullptr, int(changes))
                                          .arg(tr("%n line(s)", nullptr, int(m_diff.changedLineCount()))));
}

void TextDiffView::goToChange(int index)
{
    const auto starts = m_diff.changeStarts();
    if (starts.isEmpty())
        return;
    m_current = std::clamp(index, 0, int(starts.size()) - 1);
    for (auto *view : {m_left, m_right}) {
        QTextCursor cursor(view->document()->findBlockByNumber(starts.at(m_current)));
        view->setTextCursor(cursor);
        view->centerCursor();
    }
}

void TextDiffView::nextChange()
{
    goToChange(m_current + 1);
}

void TextDiffView::previousChange()
{
    goToChange(m_current < 0 ? 0 : m_current - 1);
}
