// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// How text taken from a recipe reaches the screen. A recipe is untrusted: its text is
// shown as the characters it holds, never read as markup. Qt reads any tooltip, and a
// label or message box left on Qt::AutoText, as HTML when it looks like HTML, and HTML
// may name images that are then read from disk; these functions make that impossible.
class DisplayText
{
public:
    // A tooltip that shows exactly `plain`: rich text (so that it wraps) holding the
    // escaped characters, line breaks kept. Every tooltip built from recipe text uses it.
    static QString toolTip(const QString &plain);
    // The same on one line, never wrapped (an address, which wraps badly at its slashes).
    static QString toolTipLine(const QString &plain);
    // The same, for a tooltip made of a bold title and plain lines under it.
    static QString toolTip(const QString &title, const QString &plain);
    // `plain` escaped for a place that is rich text already (a line break becomes <br>).
    static QString escaped(const QString &plain);
};
