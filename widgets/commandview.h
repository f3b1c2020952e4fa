// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipe.h"

#include <QWidget>

class CodePane;
class CommandFlagModel;
class QListWidget;
class QTableView;
class QTabWidget;

// The Command tab: the run script highlighted as Bash with its placeholders marked,
// the placeholders listed beside it, and a table of every flag with the recipe field
// that states the same thing. Copies the command, or a ready script, or saves it.
class CommandView : public QWidget
{
    Q_OBJECT
public:
    explicit CommandView(QWidget *parent = nullptr);

    void setRecipe(const Recipe &recipe);
    CodePane *pane() const { return m_pane; }
    CommandFlagModel *flags() const { return m_flags; }
    QListWidget *placeholders() const { return m_placeholders; }
    QTableView *flagTable() const { return m_flagTable; }
    // The placeholders and the flags, one tab each.
    QTabWidget *sideTabs() const { return m_side; }

    void copyCommand();
    void copyScript();
    void saveScript();

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitFlagColumns();

    Recipe m_recipe;
    CodePane *m_pane;
    CommandFlagModel *m_flags;
    QTableView *m_flagTable;
    QListWidget *m_placeholders;
    QTabWidget *m_side;
    class QSplitter *m_splitter;
    bool m_splitterPlaced = false;
};
