// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace Cli {
// A command's --format option: the formats the command writes, the first of them its
// default. Every command reads the option and refuses a format it does not write here,
// in the same words.
class OutputFormat
{
public:
    enum class Kind { Text, Table, Csv, Json, Markdown, Sarif, Github };

    // description: the option's help, translated by the command.
    OutputFormat(const QList<Kind> &accepted, const QString &description);

    const QCommandLineOption &option() const { return m_option; }
    // The format the parsed arguments choose. When the command does not write it: nullopt,
    // after "recipe-explorer COMMAND: unknown format 'NAME' (table, csv or json)" on stderr.
    std::optional<Kind> read(const QCommandLineParser &parser, const QString &command) const;

    // The name --format gives it: "text", "table", "csv", "json", "markdown", "sarif" or "github".
    static QString name(Kind kind);

private:
    // "table, csv, json or markdown"
    QString acceptedNames() const;

    QList<Kind> m_accepted;
    QCommandLineOption m_option;
};
} // namespace Cli
