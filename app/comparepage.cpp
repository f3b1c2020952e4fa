// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparepage.h"

#include "recipe/recipeloader.h"
#include "recipe/recipestore.h"
#include "repository/revisionrecipes.h"

#include <QFuture>
#include <QtConcurrent/QtConcurrentRun>

#include <QVBoxLayout>

ComparePage::ComparePage(const RecipeStore *store, QWidget *parent) : QWidget(parent), m_store(store), m_diff(new DiffView(this))
{
    m_diff->setObjectName(QStringLiteral("compare"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_diff);
}

bool ComparePage::compare(const QString &fileA, const QString &fileB)
{
    const auto a = m_store->recipe(fileA);
    const auto b = m_store->recipe(fileB);
    if (!a || !b || a->isListing() || b->isListing()) {
        Q_EMIT statusMessage(tr("Only two full recipes can be compared"), 5000);
        return false;
    }
    // The store keeps summaries: read both whole on a worker thread, one after the other.
    const int request = ++m_request;
    m_store->readWhole(fileA).then(this, [this, request, fileB, a = *a, b = *b](const std::optional<Recipe> &wholeA) {
        if (request != m_request)
            return;
        m_store->readWhole(fileB).then(this, [this, request, a = wholeA.value_or(a), b](const std::optional<Recipe> &wholeB) {
            if (request != m_request)
                return;
            m_diff->setRecipes(a, wholeB.value_or(b));
            Q_EMIT compared();
        });
    });
    m_hasRecipes = true;
    m_compared = {{m_store->absolutePath(fileA), {}}, {m_store->absolutePath(fileB), {}}};
    return true;
}

DiffView::Tab ComparePage::tab() const
{
    return m_diff->currentTab();
}

void ComparePage::compareVersions(const Version &a, const Version &b)
{
    const int request = ++m_request;
    // Paths the store shows made absolute here, where the store is; read on a worker.
    const Version absoluteA{m_store->absolutePath(a.path), a.revision};
    const Version absoluteB{m_store->absolutePath(b.path), b.revision};
    QtConcurrent::run([absoluteA, absoluteB] {
        return std::pair(read(absoluteA), read(absoluteB));
    }).then(this, [this, request, a, b](const std::pair<Read, Read> &pair) {
        if (request == m_request)
            show(pair, a, b);
    });
}

ComparePage::Read ComparePage::read(const Version &version)
{
    const auto firstProblem = [](const ProblemList &problems) {
        return problems.isEmpty() ? QString() : problems.first().file + u": " + problems.first().text();
    };
    if (version.revision.isEmpty()) {
        const auto loaded = RecipeLoader::loadFile(version.path);
        return {loaded.recipe, firstProblem(loaded.problems)};
    }
    ProblemList problems;
    QString why;
    const auto batch = RevisionRecipes::load({version.path}, version.revision, RecipeLoader::Read::Whole, &problems, &why);
    if (!batch)
        return {std::nullopt, why};
    if (batch->recipes.isEmpty())
        return {std::nullopt, firstProblem(problems + batch->problems)};
    return {batch->recipes.first(), {}};
}

void ComparePage::show(const std::pair<Read, Read> &pair, const Version &a, const Version &b)
{
    const auto &[readA, readB] = pair;
    if (!readA.recipe || !readB.recipe) {
        const auto &why = readA.recipe ? readB.why : readA.why;
        Q_EMIT statusMessage(tr("Cannot compare: %1").arg(why), 8000);
        Q_EMIT versionsRefused();
        return;
    }
    m_diff->setRecipes(*readA.recipe, *readB.recipe, a.revision, b.revision);
    m_hasRecipes = true;
    m_compared = {{m_store->absolutePath(a.path), a.revision}, {m_store->absolutePath(b.path), b.revision}};
    Q_EMIT compared();
    Q_EMIT versionsCompared();
}

void ComparePage::showTab(DiffView::Tab tab)
{
    m_diff->showTab(tab);
}
