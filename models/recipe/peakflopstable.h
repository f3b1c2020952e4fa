// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

// Peak dense BF16 FLOP/s per GPU type, to recompute MFU = 6 x N active x tokens/s / peak.
class PeakFlopsTable
{
public:
    static std::optional<double> peakFlops(const QString &gpuType);
    static std::optional<double> mfu(double activeParams, double tokensPerSecondPerGpu, const QString &gpuType);
    // Order of GPU generations (A100 < H100 < H200 < B200 ...); unknown types last.
    static int generation(const QString &gpuType);
};
