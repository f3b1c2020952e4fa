// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewopener.h"

#include "analysis/viewlink.h"
#include "chartspage.h"
#include "editortabs.h"
#include "mainwindow.h"
#include "plainmessagebox.h"
#include "rankingpage.h"
#include "recipe/recipestore.h"
#include "reviewpage.h"
#include "settings/settings.h"
#include "viewmapping.h"

#include <QDir>
#include <QFileInfo>
#include <QPushButton>

namespace {
bool within(const QString &path, const QStringList &open)
{
    return std::any_of(open.cbegin(), open.cend(), [&path](const QString &o) { return path == o || path.startsWith(o + u'/'); });
}
} // namespace

ViewOpener::ViewOpener(MainWindow *window) : QObject(window), m_window(window)
{
    m_confirm = [this](const QStringList &paths) { return askToOpen(paths); };
}

void ViewOpener::open(const QString &link)
{
    const auto parsed = ViewLink::parse(link);
    if (!parsed.state) {
        Q_EMIT linkRefused(parsed.fault, parsed.faultKey);
        Q_EMIT statusMessage((tr("The view link was not opened: %1").arg(parsed.fault)), 15000);
        return;
    }
    if (!parsed.ignoredKeys.isEmpty())
        Q_EMIT statusMessage((tr("The view link's %1 not known here, ignored").arg(parsed.ignoredKeys.join(QStringLiteral(", ")))), 15000);
    show(*parsed.state);
}

void ViewOpener::show(const ViewState &asked)
{
    QStringList absent;
    for (const auto &path : asked.paths())
        if (!QFileInfo::exists(path))
            absent << path;
    auto state = without(asked, absent);
    if (!absent.isEmpty())
        Q_EMIT statusMessage((tr("Not on this computer, left out: %1").arg(absent.join(QStringLiteral(", ")))), 15000);
    const auto outside = outsideOpen(state);
    if (outside.isEmpty()) {
        whenLoaded(state);
        return;
    }
    if (!m_confirm(outside)) {
        whenLoaded(without(state, outside));
        return;
    }
    m_window->editors()->addReadOnly(outside);
    QObject::connect(m_window->store(), &RecipeStore::loadingFinished, this, [this, state] { apply(state); }, Qt::SingleShotConnection);
    m_window->openPaths(m_window->store()->paths() + outside);
}

QStringList ViewOpener::outsideOpen(const ViewState &state) const
{
    QStringList open;
    for (const auto &path : m_window->store()->paths())
        open << QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QStringList outside;
    for (const auto &path : state.paths())
        if (!within(path, open) && !within(path, outside))
            outside << path;
    return outside;
}

ViewState ViewOpener::without(ViewState state, const QStringList &paths)
{
    state.folders.removeIf([&paths](const QString &folder) { return paths.contains(folder); });
    if (within(state.recipe, paths))
        state.recipe.clear();
    if (within(state.compareA, paths) || within(state.compareB, paths)) {
        state.compareA.clear();
        state.compareB.clear();
    }
    return state;
}

bool ViewOpener::askToOpen(const QStringList &paths) const
{
    PlainMessageBox box(QMessageBox::Question, tr("Open from a View Link"),
                        tr("The link names files or folders that are not open:\n\n%1\n\nOpen them read-only? Nothing in them is "
                           "run, changed or saved.")
                            .arg(paths.join(u'\n')),
                        QMessageBox::Cancel, m_window);
    auto *open = box.addButton(tr("Open Read-Only"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == open;
}

void ViewOpener::whenLoaded(const ViewState &state)
{
    if (!m_window->store()->isLoading()) {
        apply(state);
        return;
    }
    QObject::connect(m_window->store(), &RecipeStore::loadingFinished, this, [this, state] { apply(state); }, Qt::SingleShotConnection);
}

void ViewOpener::apply(const ViewState &state)
{
    Settings::instance().setPlan(state.plan);
    m_window->rankingPage()->setFilter(state.filter);
    m_window->chartsPage()->showChart(state.chart);
    if (!state.compareA.isEmpty() && !state.compareB.isEmpty())
        m_window->compare(state.compareA, state.compareB);
    if (!state.revision.isEmpty() && state.revision != m_window->reviewPage()->revision())
        m_window->reviewPage()->review(state.revision);
    if (!state.recipe.isEmpty()) {
        m_window->showRecipe(state.recipe);
        m_window->showRecipeTab(ViewMapping::toWindow(ViewMapping::recipeTabs, state.part));
    }
    if (state.page == ViewState::Page::Compare)
        m_window->showCompareTab(ViewMapping::toWindow(ViewMapping::compareTabs, state.part));
    m_window->showPage(ViewMapping::toWindow(ViewMapping::pages, state.page));
    Q_EMIT viewShown();
}
