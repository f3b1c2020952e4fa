// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/pricetable.h"
#include "recipe/problem.h"

#include <QByteArray>
#include <QString>

#include <optional>

// A price table written as CSV, one GPU type a line: GPU,USD per GPU-hour[,instance].
// A first line "gpu,..." is a header; blank lines and lines starting with # are skipped.
// Only the types listed get a price.
class PriceFile
{
public:
    // The table, or nullopt with the first fault, at its line and column, in *problem.
    static std::optional<PriceTable> parse(const QByteArray &text, const QString &fileName, Problem *problem);
    // The same, read from a file (one that cannot be read, or is larger than a megabyte, is a fault too).
    static std::optional<PriceTable> read(const QString &path, Problem *problem);
};
