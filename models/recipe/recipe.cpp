// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipe.h"

#include <QFileInfo>

QString Recipe::name() const
{
    if (isListing())
        return QStringLiteral("%1 on %2 x %3 (listing)").arg(m_model).arg(m_gpu.count).arg(m_gpu.type);
    return QFileInfo(m_filePath).completeBaseName();
}
