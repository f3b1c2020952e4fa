// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUrl>

// Which links taken from a recipe may be handed to the desktop. A recipe is untrusted:
// only web addresses open (http, https, and doi: as its https://doi.org form); a local
// file, a share, a relative path or any other scheme is shown as text and never opened.
class LinkPolicy
{
public:
    // The address to open for `target`, or an empty QUrl when it must not be opened.
    static QUrl openable(const QString &target);
    static QUrl openable(const QUrl &target);
};
