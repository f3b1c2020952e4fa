// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/pricetable.h"

#include "recipe/gpucatalog.h"
#include "recipe/recipeformat.h"

#include <QVariantMap>

#include <algorithm>

namespace {

// Names match as the GPU catalogue matches them ("NVIDIA H200" is H200).
bool sameType(const QString &a, const QString &b)
{
    const auto key = GpuCatalog::key(a);
    return !key.isEmpty() && key == GpuCatalog::key(b);
}

} // namespace

PriceTable PriceTable::defaults()
{
    PriceTable table;
    const auto catalog = GpuCatalog::current(); // held while its entries are read
    for (const auto &gpu : catalog->all())
        if (gpu.price)
            table.m_entries.append({gpu.name, gpu.price->usdPerGpuHour, gpu.price->instance});
    return table;
}

std::optional<double> PriceTable::price(const QString &gpuType) const
{
    for (const auto &entry : m_entries)
        if (sameType(entry.gpuType, gpuType))
            return entry.usdPerGpuHour;
    return std::nullopt;
}

QString PriceTable::instance(const QString &gpuType) const
{
    for (const auto &entry : m_entries)
        if (sameType(entry.gpuType, gpuType))
            return entry.instance;
    return {};
}

void PriceTable::setPrice(const QString &gpuType, double usdPerGpuHour, const QString &instance)
{
    for (auto &entry : m_entries) {
        if (sameType(entry.gpuType, gpuType)) {
            entry.usdPerGpuHour = usdPerGpuHour;
            if (!instance.isEmpty())
                entry.instance = instance;
            return;
        }
    }
    m_entries.append({gpuType, usdPerGpuHour, instance});
    std::stable_sort(m_entries.begin(), m_entries.end(), [catalog = GpuCatalog::current()](const Entry &a, const Entry &b) {
        return catalog->order(a.gpuType) < catalog->order(b.gpuType);
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
