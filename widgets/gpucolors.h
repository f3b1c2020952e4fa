// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

// One colour per GPU type, the same on every chart, in presenter mode, in exports and
// in `recipe-explorer chart`, so two slides never show two legends for one GPU.
// The GPU catalogue's types have its colour (the Okabe-Ito palette, which colour-blind
// readers tell apart: H200 blue, H100 orange, B200 bluish green, GB200 reddish
// purple, MI300X vermillion, MI355X sky blue, darker shades for the others). Any other
// type gets a colour picked by a hash of its name, the same in every run.
class GpuColors
{
public:
    static QColor color(const QString &gpuType);
};
