// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mnemonictext.h"

QString MnemonicText::escaped(const QString &plain)
{
    return QString(plain).replace(u'&', QStringLiteral("&&"));
}
