// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QProgressBar;
class RecipeStore;
class QToolButton;

// Loading progress for the status bar: "120 of 2,000 files", then "120 of 2,000
// recipes checked" while lint reads those new to the cache, and a Cancel button,
// shown only for loads long enough to notice.
class LoadProgress : public QWidget
{
    Q_OBJECT
public:
    // How long a load runs before the progress appears, in milliseconds.
    static constexpr int ShowDelay = 300;

    explicit LoadProgress(QWidget *parent = nullptr);
    // Shows a store's loads, and cancels them on Cancel.
    void follow(RecipeStore *store);

    // Shows itself after a short delay unless finished() came first.
    void started();
    // The recipes are shown; lint reads them now: "120 of 2,000 recipes checked".
    void checkingStarted();
    void setProgress(int done, int total);
    void finished();

Q_SIGNALS:
    void cancelRequested();

private:
    QProgressBar *m_bar;
    QToolButton *m_cancel;
    bool m_loading = false;
};
