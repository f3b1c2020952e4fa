// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/gpumemorytable.h"

#include <QFile>
#include <QHash>

#include <yaml-cpp/yaml.h>

QList<double> GpuMemoryTable::memoryGb(const QString &gpuType)
{
    static const auto table = [] {
        QHash<QString, QList<double>> sizes;
        QFile file(QStringLiteral(":/tables/gpus.yaml"));
        if (!file.open(QIODevice::ReadOnly))
            return sizes;
        const auto root = YAML::Load(file.readAll().toStdString());
        for (const auto &entry : root) {
            QList<double> gb;
            for (const auto &size : entry.second)
                gb << size.as<double>();
            sizes.insert(QString::fromStdString(entry.first.Scalar()).toUpper(), gb);
        }
        return sizes;
    }();
    return table.value(gpuType.trimmed().toUpper());
}
