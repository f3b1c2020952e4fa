// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/recipe.h"

#include <QWidget>

#include <optional>

class LayoutDiffModel;
class QCheckBox;
class QLabel;
class QTableView;
class QTabWidget;
class TextDiffView;

// Two recipes side by side: the headline deltas, every field, figure, flag, env
// variable and stack entry (differences tinted, or only them), and the two
// commands and the two files as aligned text diffs. A and B can be swapped.
class DiffView : public QWidget
{
    Q_OBJECT
public:
    explicit DiffView(QWidget *parent = nullptr);

    // versionA and versionB: the git revisions the recipes are read from, named in the
    // title ("at HEAD"), or empty.
    void setRecipes(const Recipe &a, const Recipe &b, const QString &versionA = {}, const QString &versionB = {});
    void swap();
    LayoutDiffModel *model() const { return m_model; }
    TextDiffView *commandDiff() const { return m_command; }
    TextDiffView *fileDiff() const { return m_file; }
    QString headline() const;
    QTabWidget *tabs() const { return m_tabs; }
    enum class Tab { Fields, Commands, Files };
    // By the names of the recipe page's tabs that show the same parts (the window's
    // --page): "overview" the fields, "command" the commands, "source" the files.
    static std::optional<Tab> tabFromName(QStringView name);
    void showTab(Tab tab);
    Tab currentTab() const;

private:
    QString m_versionA;
    QString m_versionB;
    Recipe m_a;
    Recipe m_b;
    LayoutDiffModel *m_model;
    QLabel *m_title;
    QLabel *m_headline;
    QCheckBox *m_only;
    QTableView *m_table;
    TextDiffView *m_command;
    TextDiffView *m_file;
    QTabWidget *m_tabs;
};
