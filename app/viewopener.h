// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/viewstate.h"

#include <QObject>

#include <functional>

class MainWindow;

// Shows the view a link asks for. A link can come from anywhere, so it only selects
// what to show: it never writes, saves, runs or exports, and changes no setting but
// the view's own (filters, chart, plan). The folders it names are what the window then
// shows; those, and files, outside what is open are opened read-only, and only once the
// user agrees; those not on this computer, or not a folder or a recipe file, are left
// out, and said so.
class ViewOpener : public QObject
{
    Q_OBJECT
public:
    // Asked with the paths a link names outside those open; true: open them, read-only.
    using Confirm = std::function<bool(const QStringList &paths)>;

    explicit ViewOpener(MainWindow *window);
    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }

    // Reads a link and shows its view; a malformed one changes nothing and says why.
    // Keys it does not know are ignored, with a warning.
    void open(const QString &link);
    void show(const ViewState &state);

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout);
    // The view a link asked for is shown.
    void viewShown();
    // A link was refused: why, and the key at fault when one is.
    void linkRefused(const QString &why, const QString &key);

private:
    // The view without the paths named (not opened, or not here).
    static ViewState without(ViewState state, const QStringList &paths);
    bool askToOpen(const QStringList &paths) const;
    void whenLoaded(const ViewState &state);
    // The plan, the chart, the review and the comparison; then finish() the rest.
    void apply(const ViewState &state);
    // The filters, the recipe and its tab, the compare tab and the page.
    void finish(const ViewState &state);

    MainWindow *m_window;
    Confirm m_confirm;
};
