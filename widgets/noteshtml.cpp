// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "noteshtml.h"

#include "analysis/linkpolicy.h"

#include <QCoreApplication>
#include <QList>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace {

struct Piece
{
    int position = 0;
    int length = 0;
    QTextCharFormat format;
};

// A stretch of the notes to rewrite: an image, or a run of text under one link (its
// pieces differ in emphasis only).
struct Stretch
{
    QList<Piece> pieces;
    QString text;
    bool image = false;

    int end() const { return pieces.last().position + pieces.last().length; }
};

QList<Stretch> stretches(const QTextDocument &document)
{
    QList<Stretch> found;
    for (auto block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const auto fragment = it.fragment();
            const auto format = fragment.charFormat();
            const Piece piece{fragment.position(), fragment.length(), format};
            if (format.isImageFormat()) {
                found.append({{piece}, {}, true});
            } else if (format.isAnchor() || !format.anchorHref().isEmpty()) {
                if (!found.isEmpty() && !found.last().image && found.last().end() == piece.position
                    && found.last().pieces.first().format.anchorHref() == format.anchorHref()) {
                    found.last().pieces.append(piece);
                    found.last().text += fragment.text();
                } else {
                    found.append({{piece}, fragment.text(), false});
                }
            }
        }
    }
    return found;
}

QTextCharFormat plain(QTextCharFormat format)
{
    format.setAnchor(false);
    format.setAnchorHref({});
    format.setAnchorNames({});
    format.clearProperty(QTextFormat::ForegroundBrush);
    format.clearProperty(QTextFormat::TextUnderlineStyle);
    format.clearProperty(QTextFormat::FontUnderline);
    format.setToolTip({});
    return format;
}

QTextCharFormat link(QTextCharFormat format, const QUrl &target)
{
    format.setAnchor(true);
    format.setAnchorHref(target.toString(QUrl::FullyEncoded));
    format.setToolTip({});
    return format;
}

QTextCursor select(QTextDocument &document, const Piece &piece)
{
    QTextCursor cursor(&document);
    cursor.setPosition(piece.position);
    cursor.setPosition(piece.position + piece.length, QTextCursor::KeepAnchor);
    return cursor;
}

// An image becomes its alt text: a link when its address may open, else followed by it.
void defuseImage(QTextDocument &document, const Stretch &stretch)
{
    const auto image = stretch.pieces.first().format.toImageFormat();
    const auto target = image.name();
    auto alt = image.property(QTextFormat::ImageAltText).toString();
    if (alt.isEmpty())
        alt = QCoreApplication::translate("NotesHtml", "image");
    auto cursor = select(document, stretch.pieces.first());
    if (const auto url = LinkPolicy::openable(target); !url.isEmpty()) {
        cursor.insertText(alt, link(QTextCharFormat(), url));
    } else {
        cursor.insertText(alt, plain(QTextCharFormat()));
        cursor.insertText(QStringLiteral(" (") + target + u')', plain(QTextCharFormat()));
    }
}

// A link keeps its text; it stays a link only when its address may open.
void defuseLink(QTextDocument &document, const Stretch &stretch)
{
    const auto target = stretch.pieces.first().format.anchorHref();
    const auto url = LinkPolicy::openable(target);
    if (url.isEmpty() && stretch.text != target) {
        QTextCursor cursor(&document);
        cursor.setPosition(stretch.end());
        cursor.insertText(QStringLiteral(" (") + target + u')', plain(stretch.pieces.last().format));
    }
    for (const auto &piece : stretch.pieces)
        select(document, piece).setCharFormat(url.isEmpty() ? plain(piece.format) : link(piece.format, url));
}

} // namespace

QString NotesHtml::fromMarkdown(const QString &markdown)
{
    QTextDocument notes;
    notes.setMarkdown(markdown, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    defuse(notes);
    auto body = notes.toHtml();
    body = body.mid(body.indexOf(QLatin1String("<body")));
    body = body.mid(body.indexOf(u'>') + 1);
    body.truncate(body.lastIndexOf(QLatin1String("</body>")));
    return body;
}

void NotesHtml::defuse(QTextDocument &document)
{
    const auto found = stretches(document);
    // From the end, so that the positions of the stretches before stay true.
    for (auto it = found.crbegin(); it != found.crend(); ++it) {
        if (it->image)
            defuseImage(document, *it);
        else
            defuseLink(document, *it);
    }
}
