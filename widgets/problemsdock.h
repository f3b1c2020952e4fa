// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QAbstractItemModel;
class QListView;

// The Problems dock: every invalid file and lint finding as file:line:col message,
// hidden until there is one. Activating a row asks for its place.
class ProblemsDock : public QDockWidget
{
    Q_OBJECT
public:
    ProblemsDock(QAbstractItemModel *problems, QWidget *parent);

    QListView *view() const { return m_view; }

Q_SIGNALS:
    void problemActivated(int row);

private:
    // How many findings the list lays out on one turn of the event loop.
    static constexpr int LaidOutAtOnce = 20000;
    QListView *m_view;
};
