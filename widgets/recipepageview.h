// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/costedplan.h"
#include "analysis/recipeoverview.h"
#include "recipe/problem.h"
#include "recipe/recipe.h"

#include <QWidget>

#include <optional>

class CodePane;
class QAction;
class CommandView;
class HistoryView;
class QLabel;
class QTabWidget;
class QTextBrowser;
class QUrl;

// A recipe page: headline figures, every section of the recipe grouped as the
// site groups them, the citation and the same model on other GPUs. The Command tab
// shows the run script, the Source tab the file, the History tab its commits.
class RecipePageView : public QWidget
{
    Q_OBJECT
public:
    explicit RecipePageView(QWidget *parent = nullptr);

    // The recipe with its warnings and lint findings (shown above its figures), laid out once.
    void setRecipe(const Recipe &recipe, const QList<RecipeOverview::OtherGpu> &otherGpus, const ProblemList &problems);
    const ProblemList &problems() const { return m_problems; }
    // The run planned: a Plan section with what it would take on the recipe (none without one).
    void setPlan(const CostedPlan &plan);
    void clear();
    // The overview as plain text, as a reader sees it.
    QString overviewText() const;
    void copyBibtex();
    // Shows a file's text in the Source tab at a problem's line and column; the
    // file need not be a valid recipe (the other tabs are then disabled).
    void showSource(const QString &file, const QString &text, int line, int column, const QString &message);
    enum class Tab { Overview, Command, Source, History };
    // "overview", "command", "source" (the window's --page); nothing for another name.
    static std::optional<Tab> tabFromName(QStringView name);
    void showTab(Tab tab);
    CommandView *commandView() const { return m_command; }
    CodePane *sourcePane() const { return m_source; }
    HistoryView *historyView() const { return m_history; }
    // What git says of each line of the recipe's file (the commit that last changed
    // it): each field's value on the overview and each line of the source has it in
    // its tooltip.
    void setLineNotes(const QStringList &notes);
    bool isShowing(Tab tab) const;
    const Recipe &recipe() const { return m_recipe; }
    bool hasRecipe() const { return m_hasRecipe; }

    // Whether there is another recipe to compare this one with.
    void setCanCompare(bool canCompare);
    // Whether the recipe's folder is in a git work tree: "Compare with" then offers the
    // commit checked out and any revision, else says why not.
    void setRevisionsOffered(bool offered, const QString &whyNot);
    // The recipes "Compare with" offers (file path and label), asked for by
    // compareCandidatesWanted() each time the menu opens; more: how many were left out.
    void setCompareCandidates(const QList<std::pair<QString, QString>> &candidates, qsizetype more);
    class QMenu *compareMenu() const { return m_compareMenu; }

    // A button for an action in the corner beside the tabs (Edit).
    void addCornerAction(QAction *action);

Q_SIGNALS:
    void recipeRequested(const QString &filePath);
    void compareRequested(const QString &filePath);
    // Compare with the recipe as a git revision has it; empty: the reader chooses one.
    void compareWithRevisionRequested(const QString &revision);
    void compareCandidatesWanted();
    // The History tab is in front for a recipe: its history is wanted (again).
    void historyWanted(const QString &filePath);
    // The Overview or Source tab is in front for a recipe: who last changed each line is wanted.
    void blameWanted(const QString &filePath);
    // What the page has to say in the status bar (the address of the link under the mouse).
    void statusMessage(const QString &message, int timeout);

protected:
    void changeEvent(QEvent *event) override;

private:
    void addRevisionEntries();
    // Asks for what the tab in front shows of the recipe from git (history, blame).
    void emitWanted();
    // The overview as one HTML document: it wraps, selects and copies like a page.
    QString overviewHtml() const;
    QString listingHtml() const;
    QString otherGpusHtml() const;
    void render();
    void linkActivated(const QUrl &url);
    void linkHovered(const QUrl &url);

    Recipe m_recipe;
    QList<RecipeOverview::OtherGpu> m_otherGpus;
    ProblemList m_problems;
    CostedPlan m_plan;
    bool m_hasRecipe = false;
    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_overview = nullptr;
    CommandView *m_command = nullptr;
    CodePane *m_source = nullptr;
    HistoryView *m_history = nullptr;
    QStringList m_lineNotes;
    QLabel *m_sourceProblem = nullptr;
    class QMenu *m_compareMenu = nullptr;
    bool m_canCompare = false;
    bool m_revisionsOffered = false;
    QString m_noRevisionsWhy;
    QLabel *m_empty = nullptr;
};
