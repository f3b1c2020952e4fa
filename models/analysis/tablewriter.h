// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <functional>

class QAbstractItemModel;
class QTextStream;

// Writes a table of text cells as aligned columns, CSV (RFC 4180), TSV, Markdown or
// JSON (an array with one object a row, keyed by the headers). Cells may hold a
// recipe's text: in CSV and TSV a text cell a spreadsheet would read as a formula
// (=, +, -, @, a tab or CR first) gets a leading ' (a number stays a number); aligned
// columns and Markdown show control characters escaped (TerminalText), one row a line.
class TableWriter
{
public:
    enum class Format { Table, Csv, Tsv, Markdown, Json };

    // Alignment per column for Table and Markdown; right-aligned columns hold figures.
    static QString write(Format format, const QStringList &headers, const QList<QStringList> &rows, const QList<bool> &rightAligned = {});
    // These rows and columns of a model: cells as cellRole gives them, headers as
    // headerRole gives them; columns whose header is right-aligned stay right-aligned.
    // JSON keeps the cells' types (numbers, text, null).
    static QString writeModel(Format format, const QAbstractItemModel *model, const QList<int> &rows, const QList<int> &columns,
                              int cellRole = Qt::DisplayRole, int headerRole = Qt::DisplayRole);
    // The same into a stream; CSV and TSV a line at a time, never the whole table at once.
    static void writeModel(QTextStream &out, Format format, const QAbstractItemModel *model, const QList<int> &rows,
                           const QList<int> &columns, int cellRole = Qt::DisplayRole, int headerRole = Qt::DisplayRole);
    // The same, handed to write a piece at a time (CSV and TSV: a line each).
    using Sink = std::function<void(const QString &piece)>;
    static void writeModel(const Sink &write, Format format, const QAbstractItemModel *model, const QList<int> &rows,
                           const QList<int> &columns, int cellRole = Qt::DisplayRole, int headerRole = Qt::DisplayRole);
};
