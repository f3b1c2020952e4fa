// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

// How a text is written as a block scalar so that it reads back exactly: the lines
// under the header, and the chomping indicator that gives back the final line breaks
// asked for ("-" none, clip one, "+" several, the extra ones as empty lines). Folded
// (">") only for text of one line: a folded block would join lines. Text no block can
// say (a first line starting with a blank, a line of blanks only, control characters,
// only line breaks) has no block form; it is written quoted.
struct BlockScalarText
{
    enum class Chomping { Strip, Clip, Keep };

    static std::optional<BlockScalarText> of(const QString &text, bool folded);

    bool folded = false;
    Chomping chomping = Chomping::Clip;
    QString lines; // the content, lines joined by "\n", trailing empty lines for Keep

    // "|", ">-", "|+", ...
    QByteArray indicators() const;
};
