// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "colortheme.h"

#include "settings/settings.h"

#include <KColorScheme>
#include <KSharedConfig>

#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QMenu>

QString ColorTheme::name(Theme theme)
{
    switch (theme) {
    case System: return QStringLiteral("system");
    case Light: return QStringLiteral("light");
    case Dark: return QStringLiteral("dark");
    }
    return {};
}

QString ColorTheme::title(Theme theme)
{
    switch (theme) {
    case System: return QCoreApplication::translate("ColorTheme", "&System");
    case Light: return QCoreApplication::translate("ColorTheme", "&Light");
    case Dark: return QCoreApplication::translate("ColorTheme", "&Dark");
    }
    return {};
}

std::optional<ColorTheme::Theme> ColorTheme::fromName(const QString &name)
{
    for (const auto theme : {System, Light, Dark})
        if (ColorTheme::name(theme) == name)
            return theme;
    return std::nullopt;
}

void ColorTheme::apply(Theme theme)
{
    // The system palette as it was before any scheme replaced it.
    static const auto systemPalette = QApplication::palette();
    if (theme == System) {
        QApplication::setPalette(systemPalette);
        return;
    }
    const auto scheme =
        theme == Dark ? QStringLiteral(":/colors/RecipeExplorerDark.colors") : QStringLiteral(":/colors/RecipeExplorerLight.colors");
    QApplication::setPalette(KColorScheme::createApplicationPalette(KSharedConfig::openConfig(scheme, KConfig::SimpleConfig)));
}

QMenu *ColorTheme::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(QCoreApplication::translate("ColorTheme", "&Theme"), parent);
    auto *group = new QActionGroup(menu);
    for (const auto theme : {System, Light, Dark}) {
        auto *action = menu->addAction(title(theme));
        action->setCheckable(true);
        action->setChecked(Settings::instance().theme() == name(theme));
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [theme] {
            Settings::instance().setTheme(name(theme));
            apply(theme);
        });
    }
    return menu;
}
