// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/sharedtexts.h"

QString SharedTexts::shared(const QString &text)
{
    const auto known = m_texts.constFind(text);
    if (known != m_texts.cend())
        return *known;
    m_texts.insert(text);
    return text;
}
