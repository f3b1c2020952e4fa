// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/tablewriter.h"

#include "analysis/terminaltext.h"

#include <QAbstractItemModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

namespace {

// A figure as a spreadsheet reads it: by its type, or text that is one decimal
// number and nothing else (PlainTextRole writes figures as text: "545.32", "-1.5").
bool isNumber(const QVariant &value)
{
    static const QRegularExpression number(QStringLiteral("^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?$"));
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float: return true;
    default: return number.match(value.toString()).hasMatch();
    }
}

// Text a spreadsheet would read as a formula (=, +, -, @) or that starts with a tab
// or CR gets a leading ' and stays text; numbers stay numbers.
QString spreadsheetText(const QVariant &value)
{
    auto text = value.toString();
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    if (!text.isEmpty() && formulaStarts.contains(text.front()) && !isNumber(value))
        text.prepend(u'\'');
    return text;
}

QString csvCell(const QVariant &value)
{
    const auto cell = spreadsheetText(value);
    if (std::none_of(cell.cbegin(), cell.cend(), [](QChar c) { return c == u',' || c == u'"' || c == u'\n' || c == u'\r'; }))
        return cell;
    QString quoted = cell;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

QString tsvCell(const QVariant &value)
{
    auto cell = spreadsheetText(value);
    cell.replace(u'\t', u' ');
    cell.replace(u'\n', u' ');
    cell.replace(u'\r', u' ');
    return cell;
}

QString markdownCell(QString cell)
{
    cell.replace(u'|', QStringLiteral("\\|"));
    cell.replace(u'\n', u' ');
    return TerminalText::escaped(cell);
}

// One line of CSV or TSV, written a cell at a time; cell(c) gives the value.
template<typename Cell>
void appendDelimited(QString &out, bool csv, qsizetype count, const Cell &cell)
{
    for (qsizetype c = 0; c < count; ++c) {
        if (c)
            out += csv ? u',' : u'\t';
        out += csv ? csvCell(cell(c)) : tsvCell(cell(c));
    }
    out += csv ? QLatin1String("\r\n") : QLatin1String("\n");
}

// Aligned columns for a terminal: every cell on one line, its control characters
// escaped (TerminalText), so a cell can neither break the table nor drive the terminal.
template<typename RightAligned>
QString alignedTable(const QStringList &headers, const QList<QStringList> &rows, const RightAligned &right)
{
    const auto columns = headers.size();
    QStringList headerCells;
    for (const auto &header : headers)
        headerCells << TerminalText::escaped(header);
    QList<QStringList> lines = {headerCells};
    for (const auto &row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < columns; ++c)
            cells << TerminalText::escaped(row.value(c));
        lines << cells;
    }
    QList<qsizetype> widths(columns, 0);
    for (const auto &cells : std::as_const(lines))
        for (qsizetype c = 0; c < columns; ++c)
            widths[c] = std::max(widths[c], cells.at(c).size());
    QString out;
    for (const auto &cells : std::as_const(lines)) {
        QString text;
        for (qsizetype c = 0; c < columns; ++c) {
            if (c)
                text += QStringLiteral("  ");
            text += right(c) ? cells.at(c).rightJustified(widths[c]) : cells.at(c).leftJustified(widths[c]);
        }
        while (text.endsWith(u' '))
            text.chop(1);
        out += text + u'\n';
    }
    return out;
}

} // namespace

QString TableWriter::write(Format format, const QStringList &headers, const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
    QString out;
    const auto columns = headers.size();
    auto right = [&rightAligned](qsizetype column) { return rightAligned.value(column, false); };

    switch (format) {
    case Format::Csv:
    case Format::Tsv: {
        const bool csv = format == Format::Csv;
        auto line = [&](const QStringList &cells) {
            appendDelimited(out, csv, cells.size(), [&](qsizetype c) { return QVariant(cells.at(c)); });
        };
        line(headers);
        for (const auto &row : rows)
            line(row);
        break;
    }
    case Format::Markdown: {
        auto line = [&](const QStringList &cells) {
            QStringList written;
            for (const auto &cell : cells)
                written << markdownCell(cell);
            out += QStringLiteral("| ") + written.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        };
        line(headers);
        QStringList rule;
        for (qsizetype c = 0; c < columns; ++c)
            rule << (right(c) ? QStringLiteral("---:") : QStringLiteral("---"));
        out += u'|' + rule.join(u'|') + QStringLiteral("|\n");
        for (const auto &row : rows)
            line(row);
        break;
    }
    case Format::Json: {
        QJsonArray array;
        for (const auto &row : rows) {
            QJsonObject object;
            for (qsizetype c = 0; c < columns; ++c)
                object.insert(headers[c], row.value(c));
            array.append(object);
        }
        out = QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        break;
    }
    case Format::Table: out = alignedTable(headers, rows, right); break;
    }
    return out;
}

QString TableWriter::writeModel(Format format, const QAbstractItemModel *model, const QList<int> &rows, const QList<int> &columns,
                                int cellRole, int headerRole)
{
    QString out;
    QTextStream stream(&out);
    writeModel(stream, format, model, rows, columns, cellRole, headerRole);
    stream.flush();
    return out;
}

void TableWriter::writeModel(QTextStream &out, Format format, const QAbstractItemModel *model, const QList<int> &rows,
                             const QList<int> &columns, int cellRole, int headerRole)
{
    writeModel([&out](const QString &piece) { out << piece; }, format, model, rows, columns, cellRole, headerRole);
}

void TableWriter::writeModel(const Sink &write, Format format, const QAbstractItemModel *model, const QList<int> &rows,
                             const QList<int> &columns, int cellRole, int headerRole)
{
    QStringList headers;
    QList<bool> right;
    for (const int column : columns) {
        headers << model->headerData(column, Qt::Horizontal, headerRole).toString();
        const auto alignment = model->headerData(column, Qt::Horizontal, Qt::TextAlignmentRole).value<Qt::Alignment>();
        right << alignment.testFlag(Qt::AlignRight);
    }
    if (format == Format::Json) {
        QJsonArray array;
        for (const int row : rows) {
            QJsonObject object;
            for (qsizetype c = 0; c < columns.size(); ++c)
                object.insert(headers[c], QJsonValue::fromVariant(model->index(row, columns[c]).data(cellRole)));
            array.append(object);
        }
        write(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
        return;
    }
    if (format == Format::Csv || format == Format::Tsv) {
        // Written as read, a cell at a time and a line at a time: ten thousand rows of
        // lists cost more than the cells, and the whole table as one text more memory.
        const bool csv = format == Format::Csv;
        QString line;
        appendDelimited(line, csv, headers.size(), [&](qsizetype c) { return QVariant(headers.at(c)); });
        write(line);
        for (const int row : rows) {
            line.clear();
            appendDelimited(line, csv, columns.size(), [&](qsizetype c) { return model->index(row, columns.at(c)).data(cellRole); });
            write(line);
        }
        return;
    }
    QList<QStringList> cells;
    for (const int row : rows) {
        QStringList line;
        for (const int column : columns)
            line << model->index(row, column).data(cellRole).toString();
        cells << line;
    }
    write(TableWriter::write(format, headers, cells, right));
}
