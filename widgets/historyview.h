// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class HistoryChart;
class HistoryModel;
class QLabel;
class QPushButton;
class QTableView;

// The History tab of a recipe page: the commits that changed its file, following
// renames (date, author, subject, short id, the change) with the headline figures at
// each, and a chart of those figures across the commits. What is going on (reading,
// not in a git work tree, nothing committed) is said above them. Two commits selected
// compare with each other, one with the file on disk.
class HistoryView : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryView(QWidget *parent = nullptr);

    HistoryModel *model() const { return m_model; }
    // Shows the model's history, with a note under it (a truncated history) or none.
    void showHistory(const QString &note);
    // Says why there is no history to show (none there, not read), hiding the last one.
    void showMessage(const QString &message);
    // Says how far the reading is, with a button to cancel it.
    void showProgress(const QString &message);
    QString message() const;
    QTableView *table() const { return m_table; }
    // Compares the commits selected: two, the older as A; one, with the file on disk.
    void compareSelected();

Q_SIGNALS:
    // Paths in the repository; commitB empty: the file on disk.
    void compareRequested(const QString &commitA, const QString &pathA, const QString &commitB, const QString &pathB);
    void cancelRequested();

private:
    HistoryModel *m_model;
    QLabel *m_message;
    HistoryChart *m_chart;
    QTableView *m_table;
    QPushButton *m_compare;
    QPushButton *m_cancel;
};
