// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/schemafault.h"

QString SchemaFault::pathText() const
{
    QString text;
    for (const auto &step : path) {
        if (const auto *index = std::get_if<int>(&step)) {
            text += u'[' + QString::number(*index) + u']';
            continue;
        }
        const auto key = QString::fromStdString(std::get<std::string>(step));
        bool isIndex = false;
        key.toInt(&isIndex);
        if (isIndex)
            text += u'[' + key + u']';
        else
            text += (text.isEmpty() ? QString() : QStringLiteral(".")) + key;
    }
    return text;
}
