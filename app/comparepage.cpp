// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparepage.h"

#include "diffview.h"
#include "recipe/recipestore.h"

#include <QVBoxLayout>

ComparePage::ComparePage(const RecipeStore *store, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_diff(new DiffView(this))
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
    m_diff->setRecipes(*a, *b);
    m_hasRecipes = true;
    return true;
}
