// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class CodeView;
class QCheckBox;
class QLabel;
class QLineEdit;

// Find in a code view: next and previous (Enter, Shift+Enter, F3), the number of
// matches, and case sensitivity. Esc hides it.
class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(CodeView *view, QWidget *parent = nullptr);

    void activate(); // shows the bar with the selection or last text
    bool find(bool backwards);
    int matchCount() const;
    QLineEdit *lineEdit() const { return m_text; }
    QCheckBox *caseSensitive() const { return m_case; }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void updateCount();

    CodeView *m_view;
    QLineEdit *m_text;
    QCheckBox *m_case;
    QLabel *m_count;
};
