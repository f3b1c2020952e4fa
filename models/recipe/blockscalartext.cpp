// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/blockscalartext.h"

#include <QStringList>

namespace {

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

// A character a block scalar cannot hold as itself: control characters and the line
// breaks YAML knows besides "\n".
bool unsayable(QChar c)
{
    return (c.unicode() < 0x20 && c != u'\n' && c != u'\t') || c.unicode() == 0x7f || c.unicode() == 0x85 || c.unicode() == 0x2028
        || c.unicode() == 0x2029 || c.unicode() == 0xfeff;
}

bool sayableLines(const QString &body)
{
    if (body.isEmpty())
        return true;
    if (isBlank(body.front()))
        return false; // the block's indentation would take it
    for (const auto &line : body.split(u'\n')) {
        if (!line.isEmpty() && line.trimmed().isEmpty())
            return false; // read as an empty line
        for (const QChar c : line)
            if (unsayable(c))
                return false;
    }
    return true;
}

} // namespace

std::optional<BlockScalarText> BlockScalarText::of(const QString &text, bool folded)
{
    auto body = text;
    int breaks = 0;
    while (body.endsWith(u'\n')) {
        body.chop(1);
        ++breaks;
    }
    if ((body.isEmpty() && breaks > 0) || !sayableLines(body))
        return std::nullopt;
    BlockScalarText block;
    block.folded = folded && !body.contains(u'\n');
    block.chomping = breaks == 0 ? Chomping::Strip : breaks == 1 ? Chomping::Clip : Chomping::Keep;
    block.lines = body + QString(qMax(0, breaks - 1), u'\n');
    return block;
}

QByteArray BlockScalarText::indicators() const
{
    QByteArray header(1, folded ? '>' : '|');
    if (chomping == Chomping::Strip)
        header += '-';
    else if (chomping == Chomping::Keep)
        header += '+';
    return header;
}
