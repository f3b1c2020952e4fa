// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/pricetable.h"

#include "recipe/peakflopstable.h"
#include "recipe/recipeformat.h"

#include <QVariantMap>

#include <algorithm>

PriceTable PriceTable::defaults()
{
    PriceTable table;
    table.m_entries = {
        {QStringLiteral("H100"), 6.88, QStringLiteral("p5.48xlarge")},
        {QStringLiteral("H200"), 7.91, QStringLiteral("p5en.48xlarge")},
        {QStringLiteral("B200"), 14.24, QStringLiteral("p6-b200.48xlarge")},
    };
    return table;
}

std::optional<double> PriceTable::price(const QString &gpuType) const
{
    for (const auto &entry : m_entries)
        if (entry.gpuType.compare(gpuType, Qt::CaseInsensitive) == 0)
            return entry.usdPerGpuHour;
    return std::nullopt;
}

QString PriceTable::instance(const QString &gpuType) const
{
    for (const auto &entry : m_entries)
        if (entry.gpuType.compare(gpuType, Qt::CaseInsensitive) == 0)
            return entry.instance;
    return {};
}

void PriceTable::setPrice(const QString &gpuType, double usdPerGpuHour, const QString &instance)
{
    for (auto &entry : m_entries) {
        if (entry.gpuType.compare(gpuType, Qt::CaseInsensitive) == 0) {
            entry.usdPerGpuHour = usdPerGpuHour;
            if (!instance.isEmpty())
                entry.instance = instance;
            return;
        }
    }
    m_entries.append({gpuType, usdPerGpuHour, instance});
    std::stable_sort(m_entries.begin(), m_entries.end(), [](const Entry &a, const Entry &b) {
        return PeakFlopsTable::generation(a.gpuType) < PeakFlopsTable::generation(b.gpuType);
    });
}

double PriceTable::usdPerMillionTokens(double usdPerGpuHour, double tokensPerSecondPerGpu)
{
    if (tokensPerSecondPerGpu <= 0)
        return 0;
    return usdPerGpuHour * 1e6 / (tokensPerSecondPerGpu * 3600.0);
}

QString PriceTable::describe() const
{
    QStringList parts;
    for (const auto &entry : m_entries)
        parts << QStringLiteral("%1 %2/GPU-h%3")
                     .arg(entry.gpuType, RecipeFormat::usd(entry.usdPerGpuHour),
                          entry.instance.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(entry.instance));
    return parts.join(QStringLiteral(", "));
}

QVariant PriceTable::toVariant() const
{
    QVariantList list;
    for (const auto &entry : m_entries)
        list << QVariantMap{{QStringLiteral("gpu"), entry.gpuType},
                            {QStringLiteral("usdPerGpuHour"), entry.usdPerGpuHour},
                            {QStringLiteral("instance"), entry.instance}};
    return list;
}

PriceTable PriceTable::fromVariant(const QVariant &value)
{
    auto table = defaults();
    for (const auto &item : value.toList()) {
        const auto map = item.toMap();
        bool ok = false;
        const auto price = map.value(QStringLiteral("usdPerGpuHour")).toDouble(&ok);
        const auto gpu = map.value(QStringLiteral("gpu")).toString();
        if (ok && price > 0 && !gpu.isEmpty())
            table.setPrice(gpu, price, map.value(QStringLiteral("instance")).toString());
    }
    return table;
}
