// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hiddencharactermarks.h"

#include "recipe/hiddencharacters.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

namespace {

constexpr int MarkType = QTextFormat::UserObject + 27;
constexpr int CharacterProperty = QTextFormat::UserProperty + 27;    // the code point, on the mark's first unit
constexpr int ContinuationProperty = QTextFormat::UserProperty + 28; // the second unit of a character past U+FFFF

QFont markFont(const QTextDocument *document)
{
    QFont font = document->defaultFont();
    font.setPointSizeF(std::max(5.0, font.pointSizeF() * 0.75));
    return font;
}

QTextCharFormat markFormat(char32_t c, bool continuation)
{
    QTextCharFormat format;
    format.setObjectType(MarkType);
    format.setProperty(CharacterProperty, uint(c));
    format.setProperty(ContinuationProperty, continuation);
    format.setToolTip(HiddenCharacters::name(c));
    return format;
}

} // namespace

HiddenCharacterMarks::HiddenCharacterMarks(QTextDocument *document) : QObject(document), m_document(document)
{
    document->documentLayout()->registerHandler(MarkType, this);
}

QString HiddenCharacterMarks::setText(const QString &given)
{
    // As the document will hold it: one line break for CRLF, no byte-order mark at the start
    // (a file's, which is no hidden text), so that the positions found are the document's.
    auto text = given;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const auto found = HiddenCharacters::find(text);
    m_pending.clear();
    if (found.isEmpty())
        return text;
    // Each unit replaced before the text is laid out: a paragraph separator would
    // otherwise become a line of its own before it could be marked.
    auto shown = text;
    for (const auto &f : found) {
        const int units = f.codePoint > 0xFFFF ? 2 : 1;
        for (int k = 0; k < units; ++k)
            shown[f.position + k] = QChar::ObjectReplacementCharacter;
        m_pending.append(f);
    }
    return shown;
}

void HiddenCharacterMarks::applyPending()
{
    if (m_pending.isEmpty())
        return;
    QTextCursor cursor(m_document);
    cursor.beginEditBlock();
    for (const auto &f : std::as_const(m_pending)) {
        const int at = int(f.position);
        cursor.setPosition(at);
        cursor.setPosition(at + 1, QTextCursor::KeepAnchor);
        cursor.setCharFormat(markFormat(f.codePoint, false));
        if (f.codePoint > 0xFFFF) {
            cursor.setPosition(at + 1);
            cursor.setPosition(at + 2, QTextCursor::KeepAnchor);
            cursor.setCharFormat(markFormat(f.codePoint, true));
        }
    }
    cursor.endEditBlock();
    m_pending.clear();
}

int HiddenCharacterMarks::markRange(int from, int to)
{
    const auto text = m_document->toRawText().mid(from, to - from);
    auto found = HiddenCharacters::find(text);
    // In the document's own text a paragraph separator ends a line.
    found.removeIf([](const HiddenCharacters::Found &f) { return f.codePoint == QChar::ParagraphSeparator; });
    if (found.isEmpty())
        return 0;
    QTextCursor cursor(m_document);
    cursor.beginEditBlock();
    for (const auto &f : found) {
        const int at = from + int(f.position);
        const int units = f.codePoint > 0xFFFF ? 2 : 1;
        cursor.setPosition(at);
        cursor.setPosition(at + units, QTextCursor::KeepAnchor);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), markFormat(f.codePoint, false));
        if (units == 2)
            cursor.insertText(QString(QChar::ObjectReplacementCharacter), markFormat(f.codePoint, true));
    }
    cursor.endEditBlock();
    return int(found.size());
}

int HiddenCharacterMarks::markAll()
{
    return markRange(0, m_document->characterCount() - 1);
}

int HiddenCharacterMarks::count() const
{
    const auto raw = m_document->toRawText();
    int marks = 0;
    for (qsizetype at = raw.indexOf(QChar::ObjectReplacementCharacter); at >= 0;
         at = raw.indexOf(QChar::ObjectReplacementCharacter, at + 1))
        marks += characterAt(int(at)) != 0;
    return marks;
}

bool HiddenCharacterMarks::isMark(const QTextCharFormat &format)
{
    return format.objectType() == MarkType;
}

QString HiddenCharacterMarks::code(int from, int to) const
{
    const auto raw = m_document->toRawText();
    const int end = to < 0 ? int(raw.size()) : std::min(to, int(raw.size()));
    QString out;
    out.reserve(std::max(0, end - from));
    for (int i = std::max(0, from); i < end; ++i) {
        const QChar c = raw.at(i);
        if (c == QChar::ParagraphSeparator) {
            out += u'\n';
        } else if (c != QChar::ObjectReplacementCharacter) {
            out += c;
        } else if (const auto format = formatAt(i); format.objectType() != MarkType) {
            out += c; // an object of another kind
        } else if (!format.boolProperty(ContinuationProperty)) {
            const char32_t marked = char32_t(format.property(CharacterProperty).toUInt());
            out += QString::fromUcs4(&marked, 1);
        }
    }
    return out;
}

QTextCharFormat HiddenCharacterMarks::formatAt(int position) const
{
    if (position < 0 || position + 1 >= m_document->characterCount())
        return {};
    QTextCursor cursor(m_document);
    cursor.setPosition(position + 1); // a cursor has the format of the character before it
    return cursor.charFormat();
}

char32_t HiddenCharacterMarks::characterAt(int position) const
{
    if (position < 0 || position >= m_document->characterCount() || m_document->characterAt(position) != QChar::ObjectReplacementCharacter)
        return 0;
    const auto format = formatAt(position);
    if (format.objectType() != MarkType || format.boolProperty(ContinuationProperty))
        return 0;
    return char32_t(format.property(CharacterProperty).toUInt());
}

QSizeF HiddenCharacterMarks::intrinsicSize(QTextDocument *document, int, const QTextFormat &format)
{
    if (format.boolProperty(ContinuationProperty))
        return {0, 0};
    const QFontMetricsF small(markFont(document));
    const QFontMetricsF normal(document->defaultFont());
    const auto text = HiddenCharacters::codePoint(char32_t(format.property(CharacterProperty).toUInt()));
    // As high as the text above its baseline, so that a line with a mark is no taller.
    return {small.horizontalAdvance(text) + 6, normal.ascent()};
}

void HiddenCharacterMarks::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document, int, const QTextFormat &format)
{
    if (format.boolProperty(ContinuationProperty))
        return;
    const char32_t c = char32_t(format.property(CharacterProperty).toUInt());
    const bool direction = HiddenCharacters::kindOf(c) == HiddenCharacters::Kind::DirectionControl;
    // Vermillion for what reorders text, reddish purple for what hides (Okabe-Ito).
    const QColor colour = direction ? QColor(0xd5, 0x5e, 0x00) : QColor(0xcc, 0x79, 0xa7);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = colour;
    fill.setAlpha(60);
    painter->setBrush(fill);
    painter->setPen(QPen(colour, 1));
    const auto box = rect.adjusted(1, 1, -1, 0);
    painter->drawRoundedRect(box, 2, 2);
    painter->setFont(markFont(document));
    painter->setPen(colour);
    painter->drawText(box, Qt::AlignCenter, HiddenCharacters::codePoint(c));
    painter->restore();
}
