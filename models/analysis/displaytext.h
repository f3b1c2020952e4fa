// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// How text taken from a recipe reaches the screen. A recipe is untrusted: its text is
// shown as the characters it holds, never read as markup. Qt reads any tooltip, and a
// label or message box left on Qt::AutoText, as HTML when it looks like HTML, and HTML
// may name images that are then read from disk; these functions make that impossible.
// Nor can recipe text reorder or hide itself: every function here shows a hidden
// character (a direction control, an invisible one) as a visible mark.
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

    // Recipe text shown on one line among other text (a cell, a title, a tab, a legend,
    // a message): every hidden character (HiddenCharacters) shown as its mark, and the
    // whole isolated (FSI ... PDI) when it holds right-to-left letters, so that it
    // cannot reorder the text around it. Text of neither kind comes back unchanged, so
    // that what is copied from a cell stays the recipe's own.
    static QString line(const QString &text);
    // A message that quotes recipe text: every hidden character in it shown as its mark.
    static QString visible(const QString &text);
    // The tooltip of a text shown with line(): what each mark stands for ("<U+202E>:
    // U+202E RIGHT-TO-LEFT OVERRIDE"), one a line; empty when nothing is hidden.
    static QString hiddenNames(const QString &text);
};
