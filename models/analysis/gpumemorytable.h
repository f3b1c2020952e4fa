// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

// The memory each GPU type comes with (resources/gpus.yaml), in GB.
class GpuMemoryTable
{
public:
    // Empty for a type the table does not know.
    static QList<double> memoryGb(const QString &gpuType);
};
