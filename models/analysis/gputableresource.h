// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

namespace YAML {
class Node;
}

// A table of figures by GPU type that the program carries (resources/*.yaml: a map
// from each type's name to its figures), looked up by the type as a recipe names it.
class GpuTableResource
{
public:
    // Calls each with every type's key (key()) and its figures, in the resource's
    // order; stops at the first entry it cannot read (the rest are not there).
    static void read(const QString &resource, const std::function<void(const QString &key, const YAML::Node &figures)> &each);
    // The key of a GPU type as a recipe names it: "h200 " and "H200" are one type.
    static QString key(const QString &gpuType) { return gpuType.trimmed().toUpper(); }
};
