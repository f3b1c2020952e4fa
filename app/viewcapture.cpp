// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewcapture.h"

#include "chartspage.h"
#include "comparepage.h"
#include "mainwindow.h"
#include "rankingpage.h"
#include "recipe/recipestore.h"
#include "reviewpage.h"
#include "settings/settings.h"
#include "viewmapping.h"

#include <QDir>
#include <QFileInfo>

namespace {
QString absolute(const QString &path)
{
    return path.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}
} // namespace

ViewState ViewCapture::of(const MainWindow &window)
{
    ViewState state;
    state.page = ViewMapping::toLink(ViewMapping::pages, window.currentPage());
    for (const auto &path : window.store()->paths())
        if (QFileInfo(path).isDir())
            state.folders << absolute(path);
    state.recipe = absolute(window.rankingPage()->currentFile());
    state.part = ViewMapping::toLink(ViewMapping::recipeTabs, window.rankingPage()->recipeTab());
    state.comparePart = ViewMapping::toLink(ViewMapping::compareTabs, window.comparePage()->tab());
    if (const auto pair = window.comparePage()->comparedVersions(); pair.size() == 2) {
        state.compareA = absolute(pair[0].path);
        state.compareB = absolute(pair[1].path);
        state.compareRevisionA = pair[0].revision;
        state.compareRevisionB = pair[1].revision;
    }
    state.revision = window.reviewPage()->revision();
    state.filter = window.rankingPage()->filter();
    state.chart = window.chartsPage()->chartView();
    state.plan = Settings::instance().plan();
    return state;
}
