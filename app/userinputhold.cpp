// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "userinputhold.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace {
bool isHeldInput(QEvent::Type type)
{
    switch (type) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::ContextMenu: return true;
    default: return false;
    }
}
} // namespace

UserInputHold::UserInputHold(QWidget *window) : QObject(window), m_window(window)
{ }

UserInputHold *UserInputHold::of(QWidget *widget)
{
    auto *window = widget->window();
    if (auto *hold = window->findChild<UserInputHold *>(QString(), Qt::FindDirectChildrenOnly))
        return hold;
    return new UserInputHold(window);
}

void UserInputHold::hold()
{
    if (m_holds++ == 0)
        QCoreApplication::instance()->installEventFilter(this);
}

void UserInputHold::release()
{
    Q_ASSERT(m_holds > 0);
    if (m_holds > 0 && --m_holds == 0)
        deliver();
}

bool UserInputHold::eventFilter(QObject *watched, QEvent *event)
{
    // Input as the window system (or a test standing for it) gives it to a widget of
    // this window; what deliver() sends again is not spontaneous, and passes.
    if (!isHeldInput(event->type()) || !event->spontaneous() || !watched->isWidgetType()
        || static_cast<QWidget *>(watched)->window() != m_window)
        return false;
    m_held.push_back({watched, std::unique_ptr<QEvent>(event->clone())});
    event->accept(); // taken: not passed on to the widget's parents
    return true;
}

void UserInputHold::deliver()
{
    QCoreApplication::instance()->removeEventFilter(this);
    // What is delivered may start a hold again (a key that saves): the rest then waits
    // for that one, still in order.
    while (m_holds == 0 && !m_held.empty()) {
        const auto held = std::move(m_held.front());
        m_held.pop_front();
        if (held.receiver)
            QCoreApplication::sendEvent(held.receiver, held.event.get());
    }
}
