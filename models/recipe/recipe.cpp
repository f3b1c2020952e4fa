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

Recipe::Recipe()
    : d(new Data)
{
}

Recipe Recipe::summary() const
{
    Recipe r;
    r.d->m_filePath = d->m_filePath;
    r.d->m_schemaVersion = d->m_schemaVersion;
    r.d->m_model = d->m_model;
    r.d->m_gpu = d->m_gpu;
    r.d->m_author = d->m_author;
    r.d->m_status = d->m_status;
    r.d->m_workload = {d->m_workload.rowTokens, d->m_workload.rows, d->m_workload.globalBatch, d->m_workload.precision, {}};
    r.d->m_layout = d->m_layout;
    r.d->m_result = d->m_result;
    r.d->m_correctness.result = d->m_correctness.result;
    r.d->m_lint = d->m_lint;
    r.d->m_listingSource = d->m_listingSource;
    r.d->m_summary = true;
    return r;
}
