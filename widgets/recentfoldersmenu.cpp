// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentfoldersmenu.h"

#include "mnemonictext.h"
#include "settings/settings.h"

#include <QDir>

RecentFoldersMenu::RecentFoldersMenu(const QString &title, QWidget *parent) : QMenu(title, parent)
{
    connect(&Settings::instance(), &Settings::recentFoldersChanged, this, &RecentFoldersMenu::update);
    update();
}

void RecentFoldersMenu::update()
{
    clear();
    const auto folders = Settings::instance().recentFolders();
    for (const auto &folder : folders)
        addAction(MnemonicText::escaped(QDir::toNativeSeparators(folder)), this, [this, folder] { Q_EMIT folderChosen(folder); });
    if (!folders.isEmpty()) {
        addSeparator();
        addAction(tr("Clear List"), &Settings::instance(), &Settings::clearRecentFolders);
    }
    setEnabled(!folders.isEmpty());
}
