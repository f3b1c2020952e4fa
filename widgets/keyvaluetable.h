// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QWidget>
#include <utility>

class QTableWidget;
class QToolButton;

// An open mapping of a recipe (env, stack) as a table of keys and values, with
// buttons to add, remove and reorder entries. Shows only: every change is a request
// that the editor applies to the file, then shows again through setEntries().
class KeyValueTable : public QWidget
{
    Q_OBJECT
public:
    explicit KeyValueTable(QWidget *parent = nullptr);

    // Keys with the text of their values, in file order.
    void setEntries(const QList<std::pair<QString, QString>> &entries);
    QTableWidget *table() const { return m_table; }
    QString currentKey() const;
    void setCurrentKey(const QString &key);

Q_SIGNALS:
    void valueEdited(const QString &key, const QString &value);
    void keyRenamed(const QString &key, const QString &newKey);
    void addRequested();
    void removeRequested(const QString &key);
    void moveRequested(const QString &key, int to);

private:
    void cellChanged(int row, int column);
    void updateButtons();

    QTableWidget *m_table;
    QToolButton *m_remove;
    QToolButton *m_up;
    QToolButton *m_down;
    QList<std::pair<QString, QString>> m_entries;
    bool m_updating = false;
};
