// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/recipe.h"

#include <QFileInfo>

QString Recipe::name() const
{
    if (isListing())
        return QStringLiteral("%1 on %2 x %3 (listing)").arg(d->m_model).arg(d->m_gpu.count).arg(d->m_gpu.type);
    return QFileInfo(d->m_filePath).completeBaseName();
}

Recipe::Recipe() : d(new Data)
{ }

const Recipe::Details &Recipe::details() const
{
    static const Details none;
    return d->m_details ? *d->m_details.constData() : none;
}

Recipe::Details &Recipe::details()
{
    if (!d->m_details)
        d->m_details = new Details;
    return *d->m_details;
}

Recipe Recipe::summary() const
{
    Recipe r = *this;
    r.d->m_details.reset();
    r.d->m_summary = true;
    return r;
}
