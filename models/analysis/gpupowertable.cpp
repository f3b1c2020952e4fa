// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/gpupowertable.h"

#include <QFile>
#include <QHash>

#include <yaml-cpp/yaml.h>

std::optional<double> GpuPowerTable::boardWatts(const QString &gpuType)
{
    static const auto table = [] {
        QHash<QString, double> watts;
        QFile file(QStringLiteral(":/tables/gpu-power.yaml"));
        if (!file.open(QIODevice::ReadOnly))
            return watts;
        const auto root = YAML::Load(file.readAll().toStdString());
        for (const auto &entry : root)
            watts.insert(QString::fromStdString(entry.first.Scalar()).toUpper(), entry.second.as<double>());
        return watts;
    }();
    const auto found = table.constFind(gpuType.trimmed().toUpper());
    if (found == table.cend())
        return std::nullopt;
    return *found;
}
