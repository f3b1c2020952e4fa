// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/tableoutput.h"

#include "analysis/tablewriter.h"
#include "analysis/terminalstream.h"
#include "cli/commandoutput.h"

#include <QAbstractItemModel>

#include <numeric>

namespace Cli {

namespace {
TableWriter::Format tableFormat(OutputFormat::Kind format)
{
    switch (format) {
    case OutputFormat::Kind::Json: return TableWriter::Format::Json;
    case OutputFormat::Kind::Csv: return TableWriter::Format::Csv;
    case OutputFormat::Kind::Markdown: return TableWriter::Format::Markdown;
    default: return TableWriter::Format::Table;
    }
}
} // namespace

void printTable(const QAbstractItemModel &model, const QList<int> &columns, OutputFormat::Kind format, int cellRole, int headerRole)
{
    QList<int> rows(model.rowCount());
    std::iota(rows.begin(), rows.end(), 0);
    const bool csv = format == OutputFormat::Kind::Csv;
    TableWriter::writeModel(
        [csv](const QString &piece) {
            if (csv)
                out() << TerminalStream::line(piece);
            else
                out() << TerminalStream::lines(piece);
        },
        tableFormat(format), &model, rows, columns, cellRole, headerRole);
    out().flush();
}

} // namespace Cli
