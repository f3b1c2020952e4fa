// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

// One QString for each distinct text given to it: lint repeats the same messages over
// thousands of recipes ("memory_gb is 141, but a B200 has 180 or 192 GB"), and the
// copies of one shared QString take no memory of their own. Not thread-safe.
class SharedTexts
{
public:
    // The text kept for one equal to this (this one, the first time).
    QString shared(const QString &text);
    qsizetype size() const { return m_texts.size(); }

private:
    QSet<QString> m_texts;
};
