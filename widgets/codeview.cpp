// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "codeview.h"

#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>

class LineNumberArea : public QWidget
{
public:
    explicit LineNumberArea(CodeView *view)
        : QWidget(view)
        , m_view(view)
    {
    }
    QSize sizeHint() const override { return {m_view->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintLineNumbers(event); }

private:
    CodeView *m_view;
};

CodeView::CodeView(const QString &definition, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
    , m_lineNumbers(new LineNumberArea(this))
{
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_highlighter->setDefinition(SyntaxRepository::instance().definitionForName(definition));
    connect(this, &QPlainTextEdit::blockCountChanged, this, &CodeView::updateMargins);
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy)
            m_lineNumbers->scroll(0, dy);
        else
            m_lineNumbers->update(0, rect.y(), m_lineNumbers->width(), rect.height());
    });
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &CodeView::updateSelections);
    applyTheme();
    updateMargins();
}

QString CodeView::definitionName() const
{
    return m_highlighter->definition().name();
}

void CodeView::setCode(const QString &text)
{
    m_placeholders.clear();
    m_extraMarks.clear();
    m_markLine = 0;
    setPlainText(text);
    updateSelections();
}

void CodeView::setThemeName(const QString &name)
{
    m_chosenTheme = name;
    applyTheme();
}

QString CodeView::themeName() const
{
    return m_highlighter->theme().name();
}

void CodeView::applyTheme()
{
    auto &repository = SyntaxRepository::instance();
    const auto theme = m_chosenTheme.isEmpty() ? repository.themeForPalette(palette()) : repository.theme(m_chosenTheme);
    m_highlighter->setTheme(theme);
    m_highlighter->rehighlight();
    // The editor's own colours come from the theme too, so text and background match.
    QPalette p = palette();
    p.setColor(QPalette::Base, QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor)));
    p.setColor(QPalette::Text, QColor::fromRgba(theme.textColor(KSyntaxHighlighting::Theme::Normal)));
    p.setColor(QPalette::Highlight, QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::TextSelection)));
    // Set on the viewport only, so the widget keeps following the program's palette.
    viewport()->setPalette(p);
    viewport()->setAutoFillBackground(true);
    updateSelections();
    m_lineNumbers->update();
}

void CodeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && m_chosenTheme.isEmpty())
        applyTheme();
    QPlainTextEdit::changeEvent(event);
}

void CodeView::zoomBy(int steps)
{
    QFont f = font();
    f.setPointSizeF(std::clamp(f.pointSizeF() + steps, 6.0, 48.0));
    setFont(f);
    updateMargins();
}

void CodeView::keyPressEvent(QKeyEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        if (event->key() == Qt::Key_Equal || event->key() == Qt::Key_Plus) {
            zoomBy(1);
            return;
        }
        if (event->key() == Qt::Key_Minus) {
            zoomBy(-1);
            return;
        }
        if (event->key() == Qt::Key_0) {
            setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
            updateMargins();
            return;
        }
    }
    QPlainTextEdit::keyPressEvent(event);
}

int CodeView::lineNumberAreaWidth() const
{
    const int digits = QString::number(std::max(1, blockCount())).size();
    return 12 + fontMetrics().horizontalAdvance(u'9') * std::max(2, digits);
}

void CodeView::updateMargins()
{
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
    const QRect r = contentsRect();
    m_lineNumbers->setGeometry(QRect(r.left(), r.top(), lineNumberAreaWidth(), r.height()));
}

void CodeView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    updateMargins();
}

void CodeView::paintLineNumbers(QPaintEvent *event)
{
    const auto theme = m_highlighter->theme();
    QPainter painter(m_lineNumbers);
    painter.fillRect(event->rect(), QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::IconBorder)));
    const int current = textCursor().blockNumber();
    auto block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top()) {
            const auto role = block.blockNumber() == current ? KSyntaxHighlighting::Theme::CurrentLineNumber
                                                             : KSyntaxHighlighting::Theme::LineNumbers;
            painter.setPen(QColor::fromRgba(theme.editorColor(role)));
            painter.drawText(0, top, m_lineNumbers->width() - 6, fontMetrics().height(), Qt::AlignRight,
                             QString::number(block.blockNumber() + 1));
        }
        block = block.next();
        top += height;
    }
}

void CodeView::setExtraMarks(const QList<QTextEdit::ExtraSelection> &marks)
{
    m_extraMarks = marks;
    updateSelections();
}

void CodeView::setPlaceholders(const QList<PlaceholderTable::Occurrence> &occurrences)
{
    m_placeholders = occurrences;
    updateSelections();
}

void CodeView::markPosition(int line, int column, const QString &message)
{
    m_markLine = line;
    m_markColumn = column;
    m_markMessage = message;
    const auto block = document()->findBlockByNumber(line - 1);
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::max(0, column - 1));
    setTextCursor(cursor);
    centerCursor();
    updateSelections();
}

void CodeView::updateSelections()
{
    const auto theme = m_highlighter->theme();
    QList<QTextEdit::ExtraSelection> selections = m_extraMarks;
    QTextEdit::ExtraSelection line;
    line.format.setBackground(QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::CurrentLine)));
    line.format.setProperty(QTextFormat::FullWidthSelection, true);
    line.cursor = textCursor();
    line.cursor.clearSelection();
    // A marked line (a diff's change) keeps its mark where the cursor stands.
    const int currentBlock = line.cursor.blockNumber();
    if (std::none_of(m_extraMarks.cbegin(), m_extraMarks.cend(),
                     [currentBlock](const QTextEdit::ExtraSelection &mark) { return mark.cursor.blockNumber() == currentBlock; }))
        selections << line;
    for (const auto &p : std::as_const(m_placeholders)) {
        // Placeholders: a tinted background and a wavy underline, so they stand out in any theme.
        QTextEdit::ExtraSelection mark;
        QColor tint(0xe6, 0x9f, 0x00);
        tint.setAlpha(70);
        mark.format.setBackground(tint);
        mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        mark.format.setUnderlineColor(QColor(0xd5, 0x5e, 0x00));
        mark.format.setToolTip(p.placeholder.description);
        mark.cursor = QTextCursor(document());
        mark.cursor.setPosition(int(p.offset));
        mark.cursor.setPosition(int(p.offset + p.length), QTextCursor::KeepAnchor);
        selections << mark;
    }
    if (m_markLine > 0) {
        // The problem's node: to the end of its word, on a red tint.
        QTextEdit::ExtraSelection mark;
        mark.format.setBackground(QColor(0xd5, 0x5e, 0x00, 90));
        mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        mark.format.setUnderlineColor(QColor(0xcc, 0x00, 0x00));
        mark.cursor = QTextCursor(document()->findBlockByNumber(m_markLine - 1));
        mark.cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::max(0, m_markColumn - 1));
        mark.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        selections << mark;
    }
    setExtraSelections(selections);
}

bool CodeView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const auto position = cursorForPosition(viewport()->mapFromParent(help->pos())).position();
        for (const auto &p : std::as_const(m_placeholders)) {
            if (position >= p.offset && position <= p.offset + p.length) {
                QToolTip::showText(help->globalPos(), QStringLiteral("<b>%1</b><br>%2").arg(p.placeholder.text.toHtmlEscaped(),
                                                                                         p.placeholder.description.toHtmlEscaped()),
                                   this);
                return true;
            }
        }
        if (m_markLine > 0 && cursorForPosition(viewport()->mapFromParent(help->pos())).blockNumber() == m_markLine - 1) {
            QToolTip::showText(help->globalPos(), m_markMessage, this);
            return true;
        }
        QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::event(event);
}

int CodeView::countMatches(const QString &text, bool caseSensitive) const
{
    if (text.isEmpty())
        return 0;
    // Counted as the find bar steps: each match starts after the previous one ends.
    const auto all = toPlainText();
    const auto sensitivity = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    int count = 0;
    for (auto at = all.indexOf(text, 0, sensitivity); at >= 0; at = all.indexOf(text, at + text.size(), sensitivity))
        ++count;
    return count;
}
