// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkpolicy.h"

QUrl LinkPolicy::openable(const QString &target)
{
    const auto trimmed = target.trimmed();
    if (trimmed.startsWith(QLatin1String("doi:"), Qt::CaseInsensitive)) {
        const auto doi = trimmed.mid(4);
        // A DOI is "10.<registrant>/<suffix>"; anything else is not one.
        if (!doi.startsWith(QLatin1String("10.")) || !doi.contains(u'/'))
            return {};
        return openable(QUrl(QStringLiteral("https://doi.org/") + QString::fromUtf8(QUrl::toPercentEncoding(doi, "/"))));
    }
    return openable(QUrl(trimmed, QUrl::StrictMode));
}

QUrl LinkPolicy::openable(const QUrl &target)
{
    if (!target.isValid() || target.isRelative())
        return {};
    const auto scheme = target.scheme().toLower();
    if (scheme == QLatin1String("doi"))
        return openable(target.toString());
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return {};
    // A web address names a host; "https:relative" or "http:///x" does not.
    if (target.host().isEmpty())
        return {};
    return target.adjusted(QUrl::NormalizePathSegments);
}
