// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class CodeView;
class FindBar;
class QComboBox;
class QHBoxLayout;
class QToolButton;

// A code view with its tool row (word wrap, zoom, theme) and find bar: the body of
// the Command and Source tabs. Ctrl+F finds, Ctrl+= and Ctrl+- zoom.
class CodePane : public QWidget
{
    Q_OBJECT
public:
    explicit CodePane(const QString &definition, QWidget *parent = nullptr);

    CodeView *view() const { return m_view; }
    FindBar *findBar() const { return m_find; }
    QComboBox *themeChooser() const { return m_themes; }
    // Room at the start of the tool row for the caller's own buttons.
    QHBoxLayout *toolRow() const { return m_tools; }

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    CodeView *m_view;
    FindBar *m_find;
    QComboBox *m_themes;
    QHBoxLayout *m_tools;
};
