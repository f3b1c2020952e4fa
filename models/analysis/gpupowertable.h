// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

// Each GPU type's board power (resources/gpu-power.yaml), in watts: the vendors'
// maximum for the module, for an estimate of a run's energy.
class GpuPowerTable
{
public:
    // nullopt for a type the table does not know.
    static std::optional<double> boardWatts(const QString &gpuType);
};
