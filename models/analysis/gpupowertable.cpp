// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/gpupowertable.h"

#include "analysis/gputableresource.h"

#include <QHash>

#include <yaml-cpp/yaml.h>

std::optional<double> GpuPowerTable::boardWatts(const QString &gpuType)
{
    static const auto table = [] {
        QHash<QString, double> watts;
        GpuTableResource::read(QStringLiteral(":/tables/gpu-power.yaml"),
                               [&watts](const QString &key, const YAML::Node &figures) { watts.insert(key, figures.as<double>()); });
        return watts;
    }();
    const auto found = table.constFind(GpuTableResource::key(gpuType));
    if (found == table.cend())
        return std::nullopt;
    return *found;
}
