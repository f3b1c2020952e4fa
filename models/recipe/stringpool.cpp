// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/stringpool.h"

QString StringPool::fromUtf8(std::string_view utf8)
{
    const auto convert = [utf8] { return QString::fromUtf8(utf8.data(), qsizetype(utf8.size())); };
    if (utf8.empty() || utf8.size() > MaxPooledBytes)
        return convert();
    if (const auto it = m_texts.find(utf8); it != m_texts.end())
        return it->second;
    if (m_texts.size() >= MaxTexts)
        return convert();
    return m_texts.emplace(std::string(utf8), convert()).first->second;
}
