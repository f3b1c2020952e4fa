// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QAction;
class QKeySequence;
class QLineEdit;
class QTreeWidget;

// Help > Keyboard Shortcuts: every shortcut of the window's actions, grouped by
// where they work, and the keys that work inside one view; the field filters by
// name or key.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    struct Entry
    {
        QString group;
        QString name;
        QString keys; // native text: "Ctrl+Shift+S, Ctrl+S"
    };

    explicit ShortcutsDialog(const QList<Entry> &entries, QWidget *parent = nullptr);
    // An entry for each action with a shortcut, under its menu's title, else under
    // otherGroup; "&" marks gone.
    static QList<Entry> entriesOf(const QList<QAction *> &actions, const QString &otherGroup);
    // "Ctrl+Shift+Z, Ctrl+Y": the key sequences as the platform writes them, each once.
    static QString keysText(const QList<QKeySequence> &sequences);

private:
    void filter(const QString &text);

    QLineEdit *m_filter;
    QTreeWidget *m_tree;
};
