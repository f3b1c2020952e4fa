// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

class QMenu;
class QWidget;

// The palette of the whole program: the system's, or one of the two KDE colour
// schemes that ship with it (resources/colors/*.colors), read by KColorScheme.
class ColorTheme
{
public:
    enum Theme { System, Light, Dark };

    static QString name(Theme theme);  // "system", "light", "dark": settings and --theme
    static QString title(Theme theme); // menu text
    static std::optional<Theme> fromName(const QString &name);
    static void apply(Theme theme);
    // View > Theme: the three themes, the remembered one checked; choosing one applies and remembers it.
    static QMenu *createMenu(QWidget *parent);
};
