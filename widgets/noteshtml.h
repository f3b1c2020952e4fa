// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QTextDocument;

// A recipe's notes, Markdown from an untrusted file, as HTML safe to put in a page: raw
// HTML is shown as text, an image as its alt text and its address, a link only when
// LinkPolicy lets it open (its target then normalised, a doi: as https), any other link
// as its text followed by its target. Nothing in the result names a resource to load.
class NotesHtml
{
public:
    // The body of the HTML, without <html> and <body>.
    static QString fromMarkdown(const QString &markdown);

private:
    static void defuse(QTextDocument &document);
};
