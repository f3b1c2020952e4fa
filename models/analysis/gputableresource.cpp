// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/gputableresource.h"

#include <QFile>

#include <yaml-cpp/yaml.h>

void GpuTableResource::read(const QString &resource, const std::function<void(const QString &key, const YAML::Node &figures)> &each)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return;
    try {
        const auto root = YAML::Load(file.readAll().toStdString());
        for (const auto &entry : root)
            each(key(QString::fromStdString(entry.first.Scalar())), entry.second);
    } catch (const YAML::Exception &) {
        // A table the program carries is read by its tests: nothing more to say here.
    }
}
