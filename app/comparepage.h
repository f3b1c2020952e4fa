// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diffview.h"
#include "recipe/recipe.h"

#include <QWidget>

class RecipeStore;

// The compare page: two recipes of the store side by side.
class ComparePage : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePage(const RecipeStore *store, QWidget *parent = nullptr);

    // Shows A and B once both are read whole (compared()); false (and a message) when
    // either is not a full recipe of the store.
    bool compare(const QString &fileA, const QString &fileB);
    // A recipe file as a git revision has it (its path in the work tree, then), or as
    // it is on disk when revision is empty.
    struct Version
    {
        QString path;
        QString revision;
    };
    // Shows A and B once both are read, on a worker thread (compared()); what does not
    // read (not in a repository, not in the revision, invalid) is said in the status bar.
    void compareVersions(const Version &a, const Version &b);
    bool hasRecipes() const { return m_hasRecipes; }
    // The comparison's fields, commands or files in front.
    void showTab(DiffView::Tab tab);
    DiffView::Tab tab() const;
    // What is compared, A then B: absolute paths, each with its revision (empty: the
    // file on disk); none when nothing is.
    QList<Version> comparedVersions() const { return m_compared; }

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout);
    void compared();
    // Two versions asked for with compareVersions() are shown, or could not be read.
    void versionsCompared();
    void versionsRefused();

private:
    struct Read
    {
        std::optional<Recipe> recipe;
        QString why;
    };
    static Read read(const Version &version);
    void show(const std::pair<Read, Read> &pair, const Version &a, const Version &b);

    const RecipeStore *m_store;
    DiffView *m_diff;
    bool m_hasRecipes = false;
    QList<Version> m_compared;
    int m_request = 0; // the latest pair asked for
};
