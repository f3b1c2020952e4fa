// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/hiddencharacters.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTextFormat>
#include <QTextObjectInterface>

class QTextDocument;

// Shows each hidden character of a text document (HiddenCharacters: direction
// controls, invisible ones) as a visible mark in place: its code point in a box of its
// own colour. The character itself leaves the text the document lays out, so it can
// neither reorder nor hide what is around it: each UTF-16 unit of it becomes one
// object-replacement character (positions stay as they were) that carries the
// character; code() gives the text back with the characters as they were.
class HiddenCharacterMarks : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    explicit HiddenCharacterMarks(QTextDocument *document);

    // The text to lay out for a text about to be set (setPlainText): its hidden
    // characters replaced (CRLF made LF, a leading byte-order mark left out, as a
    // document holds text); applyPending() then marks them once it is set.
    QString setText(const QString &text);
    void applyPending();
    // Replaces the hidden characters in [from, to) of the document by marks; the count.
    int markRange(int from, int to);
    int markAll();
    // The characters marked.
    int count() const;
    // The document's text, or a part of it, with every mark the character it stands for.
    QString code(int from = 0, int to = -1) const;
    // Whether a format is a mark's: text typed beside a mark must not take it on.
    static bool isMark(const QTextCharFormat &format);
    // The character a mark at the position stands for; 0 when none stands there.
    char32_t characterAt(int position) const;

    QSizeF intrinsicSize(QTextDocument *document, int position, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document, int position, const QTextFormat &format) override;

private:
    QTextCharFormat formatAt(int position) const;

    QTextDocument *m_document;
    QList<HiddenCharacters::Found> m_pending;
};
