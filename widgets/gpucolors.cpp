// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gpucolors.h"

#include "recipe/gpucatalog.h"

#include <QList>

#include <algorithm>
#include <array>
#include <cstdint>

namespace {
const QColor blue(0x00, 0x72, 0xb2);
const QColor orange(0xe6, 0x9f, 0x00);
const QColor bluishGreen(0x00, 0x9e, 0x73);
const QColor reddishPurple(0xcc, 0x79, 0xa7);
const QColor vermillion(0xd5, 0x5e, 0x00);
const QColor skyBlue(0x56, 0xb4, 0xe9);

// FNV-1a: unlike qHash, not seeded per process.
std::uint32_t stableHash(const QString &text)
{
    std::uint32_t hash = 2166136261u;
    for (const auto byte : text.toUtf8()) {
        hash ^= std::uint8_t(byte);
        hash *= 16777619u;
    }
    return hash;
}
} // namespace

QColor GpuColors::color(const QString &gpuType)
{
    const auto catalog = GpuCatalog::current(); // held while its entry is read
    if (const auto *gpu = catalog->find(gpuType); gpu && !gpu->colour.isEmpty())
        return QColor::fromString(gpu->colour);
    // Other types: a shade of the palette's picked by the name, none that a catalogued type has.
    static const std::array<QColor, 8> shades = {blue.darker(150),          orange.darker(140),      bluishGreen.darker(150),
                                                 reddishPurple.darker(140), vermillion.darker(140),  skyBlue.darker(140),
                                                 QColor(0x66, 0x66, 0x66),  QColor(0xb5, 0xa3, 0x00)};
    QList<QColor> others;
    for (const auto &shade : shades) {
        const auto rgb = QColor::fromRgb(shade.rgb()); // 8 bits a channel, as the catalogue writes colours
        if (std::none_of(catalog->all().cbegin(), catalog->all().cend(),
                         [&](const GpuCatalog::Gpu &gpu) { return QColor::fromString(gpu.colour) == rgb; }))
            others << rgb;
    }
    if (others.isEmpty())
        return QColor(0x66, 0x66, 0x66);
    return others.at(qsizetype(stableHash(GpuCatalog::key(gpuType)) % quint32(others.size())));
}
