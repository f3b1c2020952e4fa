// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparepage.h"

#include "recipe/recipestore.h"

#include <QFuture>

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
    return true;
}

void ComparePage::showTab(DiffView::Tab tab)
{
    m_diff->showTab(tab);
}
