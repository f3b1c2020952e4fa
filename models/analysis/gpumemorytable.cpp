// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/gpumemorytable.h"

#include "analysis/gputableresource.h"

#include <QHash>

#include <yaml-cpp/yaml.h>

QList<double> GpuMemoryTable::memoryGb(const QString &gpuType)
{
    static const auto table = [] {
        QHash<QString, QList<double>> sizes;
        GpuTableResource::read(QStringLiteral(":/tables/gpus.yaml"), [&sizes](const QString &key, const YAML::Node &figures) {
            QList<double> gb;
            for (const auto &size : figures)
                gb << size.as<double>();
            sizes.insert(key, gb);
        });
        return sizes;
    }();
    return table.value(GpuTableResource::key(gpuType));
}
