// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/textdiff.h"

#include <QWidget>

class CodeView;
class QLabel;

// Two texts side by side, lines aligned, removed, added and changed lines tinted
// and changed words marked, both highlighted; the panes scroll together and F7 /
// Shift+F7 step through the changes.
class TextDiffView : public QWidget
{
    Q_OBJECT
public:
    explicit TextDiffView(const QString &definition, QWidget *parent = nullptr);

    void setTexts(const QString &a, const QString &b);
    const TextDiff &diff() const { return m_diff; }
    CodeView *left() const { return m_left; }
    CodeView *right() const { return m_right; }
    int currentChange() const { return m_current; }
    void nextChange();
    void previousChange();

    // Background of a line of this kind: Okabe-Ito vermillion, blue and orange,
    // translucent so they read on light and dark themes.
    static QColor color(TextDiff::Kind kind, bool word = false);

private:
    void goToChange(int index);

    TextDiff m_diff;
    CodeView *m_left;
    CodeView *m_right;
    QLabel *m_summary;
    int m_current = -1;
};
