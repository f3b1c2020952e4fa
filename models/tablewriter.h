#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QAbstractItemModel;

// Writes a table of text cells as aligned columns, CSV (RFC 4180), TSV or Markdown.
class TableWriter
{
public:
    enum class Format { Table, Csv, Tsv, Markdown };

    // Alignment per column for Table and Markdown; right-aligned columns hold figures.
    static QString write(Format format, const QStringList &headers, const QList<QStringList> &rows,
                         const QList<bool> &rightAligned = {});
    // The display text of these rows and columns of a model, with its header titles;
    // columns whose header is right-aligned stay right-aligned.
    static QString writeModel(Format format, const QAbstractItemModel *model, const QList<int> &rows,
                              const QList<int> &columns);
};
