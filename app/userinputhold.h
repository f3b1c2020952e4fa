// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QEvent>
#include <QObject>
#include <QPointer>

#include <deque>
#include <memory>

class QWidget;

// Holds the author's input to a window (keys, mouse buttons, moves and wheel, context
// menus) while something is under way that it must not land in the middle of, and
// delivers it, in order, once the last hold is released: the window keeps drawing and
// its timers run meanwhile. What a nested event loop that excluded user input did,
// without one. Shortcuts act at once, and dialogs, windows of their own, are not held.
class UserInputHold : public QObject
{
    Q_OBJECT
public:
    // The hold of widget's window, made the first time it is asked for.
    static UserInputHold *of(QWidget *widget);

    // Holds the input until as many release()s.
    void hold();
    void release();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit UserInputHold(QWidget *window);
    void deliver();

    struct Held
    {
        QPointer<QObject> receiver;
        std::unique_ptr<QEvent> event;
    };
    QWidget *m_window;
    int m_holds = 0;
    std::deque<Held> m_held; // in the order it came
};
