// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Text for a menu entry, a button or a tab, where '&' marks the letter of a shortcut:
// a recipe's name or a file name there shows its '&' instead of underlining a letter.
class MnemonicText
{
public:
    static QString escaped(const QString &plain);
};
