// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewopener.h"

#include "analysis/viewlink.h"
#include "chartspage.h"
#include "comparepage.h"
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
// A path's place on disk, symbolic links resolved where it exists, for comparing.
QString located(const QString &path)
{
    const QFileInfo info(path);
    const auto canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

bool within(const QString &path, const QStringList &roots)
{
    const auto here = located(path);
    return std::any_of(roots.cbegin(), roots.cend(), [&here](const QString &root) {
        const auto there = located(root);
        return here == there || here.startsWith(there + u'/');
    });
}

bool isRecipeFile(const QFileInfo &info)
{
    const auto suffix = info.suffix().toLower();
    return info.isFile() && (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml"));
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
        Q_EMIT statusMessage(tr("The view link was not opened: %1").arg(parsed.fault), 15000);
        return;
    }
    if (!parsed.ignoredKeys.isEmpty()) {
        // Named, a few at most: the link is someone else's text.
        auto named = parsed.ignoredKeys.mid(0, 5);
        for (auto &key : named)
            key = u'\'' + key.left(40) + u'\'';
        const auto more = parsed.ignoredKeys.size() - named.size();
        Q_EMIT statusMessage(
            more > 0 ? tr("Ignored what the view link holds that this program does not know: %1 and %n more", nullptr, int(more))
                           .arg(named.join(QStringLiteral(", ")))
                     : tr("Ignored what the view link holds that this program does not know: %1").arg(named.join(QStringLiteral(", "))),
            15000);
    }
    show(*parsed.state);
}

void ViewOpener::show(const ViewState &asked)
{
    // Only a folder that is one and a recipe file that is one: never a device, a pipe or a missing path.
    QStringList unusable;
    for (const auto &path : asked.paths()) {
        const QFileInfo info(path);
        if (asked.folders.contains(path) ? !info.isDir() : !isRecipeFile(info))
            unusable << path;
    }
    auto state = without(asked, unusable);
    if (!unusable.isEmpty())
        Q_EMIT statusMessage(
            tr("Not on this computer, or not a folder or recipe file, left out: %1").arg(unusable.join(QStringLiteral(", "))), 15000);
    const auto open = m_window->store()->paths();
    // The link's folders, exactly, when it names any; the files it names that no folder holds, beside them.
    QStringList wanted = state.folders.isEmpty() ? open : state.folders;
    for (const auto &file : {state.recipe, state.compareA, state.compareB})
        if (!file.isEmpty() && !within(file, wanted) && !wanted.contains(file))
            wanted << file;
    QStringList outside;
    for (const auto &path : std::as_const(wanted))
        if (!within(path, open))
            outside << path;
    if (!outside.isEmpty() && !m_confirm(outside)) {
        whenLoaded(without(state, outside));
        return;
    }
    m_window->editors()->addReadOnly(outside);
    if (wanted == open) {
        whenLoaded(state);
        return;
    }
    QObject::connect(m_window->store(), &RecipeStore::loadingFinished, this, [this, state] { apply(state); }, Qt::SingleShotConnection);
    m_window->openPaths(wanted, false);
}

ViewState ViewOpener::without(ViewState state, const QStringList &paths)
{
    state.folders.removeIf([&paths](const QString &folder) { return paths.contains(folder); });
    if (!state.recipe.isEmpty() && within(state.recipe, paths))
        state.recipe.clear();
    if ((!state.compareA.isEmpty() && within(state.compareA, paths)) || (!state.compareB.isEmpty() && within(state.compareB, paths))) {
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
    m_window->chartsPage()->showChart(state.chart);
    if (!state.revision.isEmpty() && state.revision != m_window->reviewPage()->revision())
        m_window->reviewPage()->review(state.revision);
    const bool versions = !state.compareRevisionA.isEmpty() || !state.compareRevisionB.isEmpty();
    if (state.compareA.isEmpty() || state.compareB.isEmpty() || !versions) {
        if (!state.compareA.isEmpty() && !state.compareB.isEmpty())
            m_window->compare(state.compareA, state.compareB);
        finish(state);
        return;
    }
    // Versions are read on a worker thread: the rest follows once they are shown (or could not be).
    auto *compare = m_window->comparePage();
    auto done = std::make_shared<QMetaObject::Connection>();
    auto refused = std::make_shared<QMetaObject::Connection>();
    auto then = [this, state, done, refused] {
        QObject::disconnect(*done);
        QObject::disconnect(*refused);
        finish(state);
    };
    *done = connect(compare, &ComparePage::versionsCompared, this, then);
    *refused = connect(compare, &ComparePage::versionsRefused, this, then);
    compare->compareVersions({state.compareA, state.compareRevisionA}, {state.compareB, state.compareRevisionB});
}

void ViewOpener::finish(const ViewState &state)
{
    auto *ranking = m_window->rankingPage();
    ranking->setFilter(state.filter);
    if (!state.recipe.isEmpty()) {
        m_window->showRecipe(state.recipe);
        m_window->showRecipeTab(ViewMapping::toWindow(ViewMapping::recipeTabs, state.part));
        // Showing a recipe the filters hide narrows them to it: the link's filters, as it says, after.
        if (!(ranking->filter() == state.filter))
            ranking->setFilter(state.filter);
    }
    m_window->showCompareTab(ViewMapping::toWindow(ViewMapping::compareTabs, state.comparePart));
    m_window->showPage(ViewMapping::toWindow(ViewMapping::pages, state.page));
    Q_EMIT viewShown();
}
