// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "codeview.h"

#include "analysis/displaytext.h"
#include "hiddencharactermarks.h"
#include "recipe/hiddencharacters.h"
#include "syntaxrepository.h"

#include <KColorScheme>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QApplication>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QSignalBlocker>
#include <QTextBlock>
#include <QTimer>
#include <QToolTip>

class LineNumberArea : public QWidget
{
public:
    explicit LineNumberArea(CodeView *view) : QWidget(view), m_view(view) { }
    QSize sizeHint() const override { return {m_view->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintLineNumbers(event); }

private:
    CodeView *m_view;
};

namespace {

// Leaves uncoloured the lines too long, or too far into the text, to colour quickly;
// the line after one left out is coloured from the definition's start again.
class BoundedHighlighter : public KSyntaxHighlighting::SyntaxHighlighter
{
public:
    using SyntaxHighlighter::SyntaxHighlighter;

protected:
    void highlightBlock(const QString &text) override
    {
        if (text.size() > CodeView::ColouredLineLength || currentBlock().position() >= CodeView::ColouredLength)
            return;
        SyntaxHighlighter::highlightBlock(text);
    }
};

} // namespace

CodeView::CodeView(const QString &definition, QWidget *parent)
    : QPlainTextEdit(parent), m_highlighter(new BoundedHighlighter(document())), m_lineNumbers(new LineNumberArea(this)),
      m_limitNote(new QLabel(this)), m_hidden(new HiddenCharacterMarks(document()))
{
    m_limitNote->setTextFormat(Qt::PlainText);
    // A sentence, not code: the window's font, wrapped to the view's width.
    m_limitNote->setFont(QApplication::font());
    m_limitNote->setWordWrap(true);
    m_limitNote->setAutoFillBackground(true);
    m_limitNote->setBackgroundRole(QPalette::ToolTipBase);
    m_limitNote->setForegroundRole(QPalette::ToolTipText);
    m_limitNote->setContentsMargins(6, 2, 6, 2);
    m_limitNote->hide();
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
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        // Only the format for typing: with a selection, it would be set on the text selected.
        if (!textCursor().hasSelection() && HiddenCharacterMarks::isMark(currentCharFormat()))
            setCurrentCharFormat({});
    });
    // What is typed or pasted into an editable view is marked once the edit is done.
    connect(document(), &QTextDocument::contentsChange, this, [this](int, int, int added) {
        if (added > 0 && !isReadOnly() && !m_markPending) {
            m_markPending = true;
            QTimer::singleShot(0, this, &CodeView::markHidden);
        }
    });
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
    m_lineNotes.clear(); // of the text before
    m_marked.clear();
    m_extraMarks.clear();
    m_markLine = 0;
    setTextCursor(QTextCursor(document()));
    setCurrentCharFormat({}); // not a mark's, which the text would be set in
    setPlainText(m_hidden->setText(text));
    m_markPending = true;
    markHidden();
    // Only the lines within the coloured part count: the rest is uncoloured anyway.
    bool longLines = false;
    for (auto block = document()->begin(); block.isValid() && block.position() < ColouredLength && !longLines; block = block.next())
        longLines = block.length() - 1 > ColouredLineLength;
    QStringList uncoloured;
    if (document()->characterCount() - 1 > ColouredLength)
        uncoloured << tr("Only the first %L1 characters are coloured.").arg(ColouredLength);
    if (longLines)
        uncoloured << tr("Lines longer than %L1 characters are not coloured.").arg(ColouredLineLength);
    m_uncoloured = uncoloured.join(u' ');
    updateLimitNote();
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
    // The note about uncoloured text stands above the text, the line numbers beside it.
    const QRect r = contentsRect();
    const int note = m_limitNote->text().isEmpty() ? 0 : m_limitNote->heightForWidth(r.width());
    setViewportMargins(lineNumberAreaWidth(), note, 0, 0);
    m_limitNote->setGeometry(QRect(r.left(), r.top(), r.width(), note));
    m_lineNumbers->setGeometry(QRect(r.left(), r.top() + note, lineNumberAreaWidth(), r.height() - note));
}

QString CodeView::code() const
{
    return m_hidden->code();
}

void CodeView::markHidden()
{
    m_markPending = false;
    // The marks stand for what is there: no edit of the text, and none announced.
    const QSignalBlocker blocker(this);
    const bool undo = document()->isUndoRedoEnabled();
    document()->setUndoRedoEnabled(false);
    m_hidden->applyPending();
    m_hidden->markAll();
    document()->setUndoRedoEnabled(undo);
    const int count = m_hidden->count();
    if (count != m_hiddenCount) {
        m_hiddenCount = count;
        updateLimitNote();
    }
}

QMimeData *CodeView::createMimeDataFromSelection() const
{
    const auto cursor = textCursor();
    auto *data = new QMimeData;
    data->setText(m_hidden->code(cursor.selectionStart(), cursor.selectionEnd()));
    return data;
}

QString CodeView::limitNote() const
{
    return m_limitNote->text();
}

void CodeView::updateLimitNote()
{
    QStringList parts;
    if (!m_uncoloured.isEmpty())
        parts << m_uncoloured;
    if (m_marked.size() < m_placeholders.size())
        parts << tr("%L1 of %L2 placeholders are marked.").arg(m_marked.size()).arg(m_placeholders.size());
    if (!parts.isEmpty())
        parts.prepend(tr("This text is too long to colour quickly."));
    if (m_hiddenCount > 0)
        parts.prepend(
            tr("%n hidden character(s), shown as marks: this text runs differently from how it would read.", nullptr, m_hiddenCount));
    m_limitNote->setText(parts.join(u' '));
    m_limitNote->setVisible(!parts.isEmpty());
    // Text that runs otherwise than it reads is a warning, in the scheme's colours for one.
    QPalette note = palette();
    if (m_hiddenCount > 0) {
        const KColorScheme scheme(QPalette::Active, KColorScheme::Window);
        note.setBrush(QPalette::ToolTipBase, scheme.background(KColorScheme::NegativeBackground));
        note.setBrush(QPalette::ToolTipText, scheme.foreground(KColorScheme::NegativeText));
    }
    m_limitNote->setPalette(note);
    updateMargins();
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
            const auto role =
                block.blockNumber() == current ? KSyntaxHighlighting::Theme::CurrentLineNumber : KSyntaxHighlighting::Theme::LineNumbers;
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
    // Marked where the text is coloured, and no more than a bound: each mark is laid out.
    m_marked.clear();
    for (const auto &p : occurrences) {
        if (m_marked.size() == MarkedPlaceholders || p.offset + p.length > ColouredLength)
            break;
        if (document()->findBlock(int(p.offset)).length() - 1 <= ColouredLineLength)
            m_marked.append(p);
    }
    updateLimitNote();
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
    for (const auto &p : std::as_const(m_marked)) {
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

void CodeView::setLineNotes(const QStringList &notes)
{
    m_lineNotes = notes;
}

bool CodeView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const auto position = cursorForPosition(viewport()->mapFromParent(help->pos())).position();
        for (const int at : {position, position - 1}) {
            if (const char32_t hidden = at >= 0 ? m_hidden->characterAt(at) : 0) {
                QToolTip::showText(help->globalPos(), DisplayText::toolTip(HiddenCharacters::name(hidden)), this);
                return true;
            }
        }
        // The last placeholder that starts at or before the position, found by halving.
        const auto after = std::upper_bound(m_placeholders.cbegin(), m_placeholders.cend(), position,
                                            [](qsizetype at, const PlaceholderTable::Occurrence &p) { return at < p.offset; });
        if (after != m_placeholders.cbegin() && position <= std::prev(after)->offset + std::prev(after)->length) {
            const auto &p = std::prev(after)->placeholder;
            QToolTip::showText(help->globalPos(), DisplayText::toolTip(p.text, p.description), this);
            return true;
        }
        if (m_markLine > 0 && cursorForPosition(viewport()->mapFromParent(help->pos())).blockNumber() == m_markLine - 1) {
            // A problem's message may quote the recipe: shown as text, never read as markup.
            QToolTip::showText(help->globalPos(), DisplayText::toolTip(m_markMessage), this);
            return true;
        }
        const int line = cursorForPosition(viewport()->mapFromParent(help->pos())).blockNumber();
        if (line < m_lineNotes.size() && !m_lineNotes.at(line).isEmpty()) {
            QToolTip::showText(help->globalPos(), DisplayText::toolTip(m_lineNotes.at(line)), this);
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
    const auto all = code();
    const auto sensitivity = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    int count = 0;
    for (auto at = all.indexOf(text, 0, sensitivity); at >= 0; at = all.indexOf(text, at + text.size(), sensitivity))
        ++count;
    return count;
}
