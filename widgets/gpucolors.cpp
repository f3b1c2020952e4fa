// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gpucolors.h"

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
    static const std::array<std::pair<QLatin1StringView, QColor>, 6> fixed = {{{QLatin1StringView("H200"), blue},
                                                                               {QLatin1StringView("H100"), orange},
                                                                               {QLatin1StringView("B200"), bluishGreen},
                                                                               {QLatin1StringView("GB200"), reddishPurple},
                                                                               {QLatin1StringView("MI300X"), vermillion},
                                                                               {QLatin1StringView("MI355X"), skyBlue}}};
    const auto type = gpuType.trimmed().toUpper();
    for (const auto &[name, color] : fixed)
        if (type == name)
            return color;
    // Other types: the palette's darker and lighter shades, apart from the fixed colours.
    static const std::array<QColor, 8> others = {blue.darker(150),          orange.darker(140),      bluishGreen.darker(150),
                                                 reddishPurple.darker(140), vermillion.darker(140),  skyBlue.darker(140),
                                                 QColor(0x66, 0x66, 0x66),  QColor(0xb5, 0xa3, 0x00)};
    return others[stableHash(type) % others.size()];
}
