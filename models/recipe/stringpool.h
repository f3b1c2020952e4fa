// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>
#include <string_view>
#include <unordered_map>

// One QString for each distinct short text read through it: the recipes of a
// collection repeat their model, GPU, author, status and layout texts thousands of
// times, and the copies of one shared QString take no memory of their own. Not
// thread-safe: one pool a thread.
class StringPool
{
public:
    // Longer texts are rarely repeated and are converted each time.
    static constexpr size_t MaxPooledBytes = 512;
    // Past this many distinct texts the pool converts without keeping more.
    static constexpr size_t MaxTexts = 4096;

    QString fromUtf8(std::string_view utf8);

private:
    struct Hash
    {
        using is_transparent = void;
        size_t operator()(std::string_view text) const { return std::hash<std::string_view>()(text); }
    };
    std::unordered_map<std::string, QString, Hash, std::equal_to<>> m_texts;
};
