// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/placeholdertable.h"

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

class HiddenCharacterMarks;
class QLabel;

// A read-only code view: syntax highlighting from the shared repository ("Bash",
// "YAML"), line numbers, the current line, a theme that follows the palette unless
// one is chosen, zoom, word wrap, marked placeholders with tooltips, and a marked
// problem position. Text of a hostile size is shown whole, but coloured and marked
// only within bounds (colouring a megabyte holds the window for seconds); a line above
// the text says so. Hidden characters (direction controls, invisible ones) show as
// marks in place, named in their tooltips, and a line above the text counts them;
// code() and copying give the characters back as they are.
class CodeView : public QPlainTextEdit
{
    Q_OBJECT
public:
    // Lines longer than this are not coloured.
    static constexpr int ColouredLineLength = 4000;
    // Nothing past this many characters from the start is coloured or marked.
    static constexpr int ColouredLength = 256 * 1024;
    // At most this many placeholders are marked.
    static constexpr int MarkedPlaceholders = 1000;

    explicit CodeView(const QString &definition, QWidget *parent = nullptr);

    void setCode(const QString &text);
    // The text as set or typed, every hidden character as it is (toPlainText() holds marks).
    QString code() const;
    // How many hidden characters the text shows as marks.
    int hiddenCount() const { return m_hiddenCount; }
    // A theme by name, or empty to follow the palette.
    void setThemeName(const QString &name);
    QString themeName() const; // the theme in use
    QString definitionName() const;
    void zoomBy(int steps);
    // Marks the placeholders a user must fill in (Bash only).
    void setPlaceholders(const QList<PlaceholderTable::Occurrence> &occurrences);
    // Extra marks drawn under the others (the diff's line and word colours).
    void setExtraMarks(const QList<QTextEdit::ExtraSelection> &marks);
    // A note for each line (the commit that last changed it), shown as its tooltip; "" for none.
    void setLineNotes(const QStringList &notes);
    const QStringList &lineNotes() const { return m_lineNotes; }
    // Moves to a 1-based line and column and marks that node until the text changes.
    void markPosition(int line, int column, const QString &message);
    int lineNumberAreaWidth() const;

    // Occurrences of text in the document.
    int countMatches(const QString &text, bool caseSensitive) const;
    // What the view says above the text about what it leaves uncoloured or unmarked;
    // empty when it colours and marks everything.
    QString limitNote() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    QMimeData *createMimeDataFromSelection() const override;

private:
    friend class LineNumberArea;
    void paintLineNumbers(QPaintEvent *event);
    void updateMargins();
    void applyTheme();
    void updateSelections();
    void updateLimitNote();
    void markHidden();

    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter = nullptr;
    QWidget *m_lineNumbers = nullptr;
    QLabel *m_limitNote = nullptr;
    HiddenCharacterMarks *m_hidden = nullptr;
    int m_hiddenCount = 0;
    bool m_markPending = false;
    QString m_chosenTheme;
    QList<PlaceholderTable::Occurrence> m_placeholders; // by offset; each has its tooltip
    QList<PlaceholderTable::Occurrence> m_marked;       // those marked in the text
    QString m_uncoloured;                               // what the note says about colouring; empty when all is coloured
    QList<QTextEdit::ExtraSelection> m_extraMarks;
    int m_markLine = 0;
    int m_markColumn = 0;
    QString m_markMessage;
    QStringList m_lineNotes;
};
