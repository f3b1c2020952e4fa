// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/peakflopstable.h"

#include <QList>

#include <utility>

namespace {
// Dense BF16 tensor throughput, without sparsity.
const QList<std::pair<QString, double>> &table()
{
    static const QList<std::pair<QString, double>> peaks = {
        {QStringLiteral("A100"), 312e12},
        {QStringLiteral("H100"), 989.4e12},
        {QStringLiteral("H200"), 989.4e12},
        {QStringLiteral("B200"), 2250e12},
    };
    return peaks;
}
} // namespace

std::optional<double> PeakFlopsTable::peakFlops(const QString &gpuType)
{
    for (const auto &[gpu, peak] : table())
        if (gpu.compare(gpuType, Qt::CaseInsensitive) == 0)
            return peak;
    return std::nullopt;
}

std::optional<double> PeakFlopsTable::mfu(double activeParams, double tokensPerSecondPerGpu, const QString &gpuType)
{
    const auto peak = peakFlops(gpuType);
    if (!peak || activeParams <= 0)
        return std::nullopt;
    return 6.0 * activeParams * tokensPerSecondPerGpu / *peak;
}

int PeakFlopsTable::generation(const QString &gpuType)
{
    const auto &peaks = table();
    for (qsizetype i = 0; i < peaks.size(); ++i)
        if (peaks.at(i).first.compare(gpuType, Qt::CaseInsensitive) == 0)
            return int(i);
    return int(peaks.size());
}
