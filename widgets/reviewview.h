// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class ReviewModel;

// The Review page: what a change does to the recipes shown (ReviewModel), one row per
// recipe changed since a revision, under a line saying what is compared or why there
// is nothing to show. A row activated (double-click, Return) asks for it to be opened.
class ReviewView : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewView(QWidget *parent = nullptr);

    ReviewModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    // Shows the model's review under a title ("12 recipes changed since main").
    void showReview(const QString &title);
    // Says what is going on instead (reviewing, not in a git work tree, git's words).
    void showMessage(const QString &message);
    QString message() const;

Q_SIGNALS:
    void rowActivated(int row);
    void chooseRevisionRequested();
    void refreshRequested();

private:
    ReviewModel *m_model;
    QLabel *m_message;
    QTableView *m_table;
};
