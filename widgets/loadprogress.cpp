// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadprogress.h"

#include "recipe/recipestore.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

LoadProgress::LoadProgress(QWidget *parent) : QWidget(parent), m_bar(new QProgressBar(this)), m_cancel(new QToolButton(this))
{
    m_bar->setMaximumWidth(240);
    m_bar->setAccessibleName(tr("Loading progress"));
    m_bar->setFormat(tr("%v of %m files"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop loading"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, this, &LoadProgress::cancelRequested);
    hide();
}

void LoadProgress::follow(RecipeStore *store)
{
    connect(store, &RecipeStore::loadingStarted, this, &LoadProgress::started);
    connect(store, &RecipeStore::checkingStarted, this, &LoadProgress::checkingStarted);
    connect(store, &RecipeStore::progressChanged, this, &LoadProgress::setProgress);
    connect(store, &RecipeStore::loadingFinished, this, &LoadProgress::finished);
    connect(this, &LoadProgress::cancelRequested, store, &RecipeStore::cancel);
}

void LoadProgress::started()
{
    m_loading = true;
    m_bar->setFormat(tr("%v of %m files"));
    m_cancel->setToolTip(tr("Stop loading"));
    QTimer::singleShot(ShowDelay, this, [this] { setVisible(m_loading); });
}

void LoadProgress::checkingStarted()
{
    m_bar->setFormat(tr("%v of %m recipes checked"));
    m_cancel->setToolTip(tr("Stop checking: the recipes stay, without the findings not yet made"));
}

void LoadProgress::setProgress(int done, int total)
{
    m_bar->setRange(0, total);
    m_bar->setValue(done);
    // Wide enough for its text at the end (the numbers grow), up to a limit.
    auto text = m_bar->format();
    text.replace(QLatin1String("%v"), QString::number(total)).replace(QLatin1String("%m"), QString::number(total));
    m_bar->setMinimumWidth(std::min(m_bar->maximumWidth(), fontMetrics().horizontalAdvance(text) + 4 * fontMetrics().averageCharWidth()));
}

void LoadProgress::finished()
{
    m_loading = false;
    hide();
}
