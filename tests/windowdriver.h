// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drives the real window as a reader does: opens it on folders, and acts on the dialog
// or menu it opens next (both run their own event loop until closed).
#include "mainwindow.h"
#include "recipe/recipestore.h"

#include <QApplication>
#include <QDialog>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace WindowDriver {
// The window, shown at this size, with what paths hold loaded; nullptr when it does not load.
inline std::unique_ptr<MainWindow> openOn(const QStringList &paths, const QSize &size = QSize(1280, 800))
{
    auto window = std::make_unique<MainWindow>();
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    QSignalSpy finished(window->store(), &RecipeStore::loadingFinished);
    window->openPaths(paths);
    if (finished.isEmpty() && !finished.wait(10000))
        return nullptr;
    return window;
}

// Hands the first widget find() returns to act, as soon as there is one, then closes it.
template<typename Widget>
void actOnNext(const std::function<Widget *()> &find, const std::function<void(Widget *)> &act)
{
    auto *poll = new QTimer(qApp);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, find, act] {
        auto *widget = find();
        if (!widget)
            return;
        poll->stop();
        poll->deleteLater();
        act(widget);
        // A failed check in act must not leave the test waiting on the dialog or menu.
        if (widget->isVisible())
            widget->close();
    });
    poll->start(10);
}

// The next modal dialog, once it shows (closed unanswered if act leaves it open).
inline void withNextDialog(const std::function<void(QDialog *)> &act)
{
    actOnNext<QDialog>([] { return qobject_cast<QDialog *>(QApplication::activeModalWidget()); }, act);
}

// The next popup menu, once it shows; closed after act.
inline void withNextMenu(const std::function<void(QMenu *)> &act)
{
    actOnNext<QMenu>([] { return qobject_cast<QMenu *>(QApplication::activePopupWidget()); }, act);
}
} // namespace WindowDriver
