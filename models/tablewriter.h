#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// Writes a table of text cells as aligned columns, CSV (RFC 4180), TSV or Markdown.
class TableWriter
{
public:
    enum class Format { Table, Csv, Tsv, Markdown };

    // Alignment per column for Table and Markdown; right-aligned columns hold figures.
    static QString write(Format format, const QStringList &headers, const QList<QStringList> &rows,
                         const QList<bool> &rightAligned = {});
};
