// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/outputformat.h"

#include <QList>

class QAbstractItemModel;

namespace Cli {
// Every row of a model, these columns, on standard output as a table, CSV, JSON or
// Markdown (TableWriter): CSV a row at a time, a line each; the others laid out,
// their cells escaped. Cells as cellRole gives them, headers as headerRole does.
void printTable(const QAbstractItemModel &model, const QList<int> &columns, OutputFormat::Kind format, int cellRole, int headerRole);
} // namespace Cli
