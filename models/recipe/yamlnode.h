// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>

// yaml-cpp hands back an "invalid" node for a missing key, and asking that node
// anything but IsDefined() throws; these lookups return a plain null node instead.
namespace YamlNode {

inline YAML::Node at(const YAML::Node &parent, const std::string &key)
{
    if (parent.IsDefined() && parent.IsMap()) {
        YAML::Node child = parent[key];
        if (child.IsDefined())
            return child;
    }
    return YAML::Node();
}

inline bool isMap(const YAML::Node &node)
{
    return node.IsDefined() && node.IsMap();
}

inline bool isScalar(const YAML::Node &node)
{
    return node.IsDefined() && node.IsScalar();
}

} // namespace YamlNode
