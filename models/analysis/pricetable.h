// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

// Dollars per GPU-hour for each GPU type, with the instance the price comes from.
// The defaults are the GPU catalogue's (GpuCatalog); a type's name matches by its rule.
class PriceTable
{
public:
    struct Entry
    {
        QString gpuType;
        double usdPerGpuHour = 0;
        QString instance;
        friend bool operator==(const Entry &, const Entry &) = default;
    };

    static PriceTable defaults();

    std::optional<double> price(const QString &gpuType) const;
    QString instance(const QString &gpuType) const;
    void setPrice(const QString &gpuType, double usdPerGpuHour, const QString &instance = {});
    const QList<Entry> &entries() const { return m_entries; }

    // What one million tokens cost at this price and throughput.
    static double usdPerMillionTokens(double usdPerGpuHour, double tokensPerSecondPerGpu);
    // One line for footnotes: "H100 $6.88/GPU-h (p5.48xlarge), ..."
    QString describe() const;

    // For settings: a list of maps.
    QVariant toVariant() const;
    static PriceTable fromVariant(const QVariant &value);

    friend bool operator==(const PriceTable &, const PriceTable &) = default;

private:
    QList<Entry> m_entries;
};
