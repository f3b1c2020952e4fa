// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/outputformat.h"

#include "analysis/terminalstream.h"
#include "cli/commandoutput.h"

#include <QCommandLineParser>

namespace Cli {

OutputFormat::OutputFormat(const QList<Kind> &accepted, const QString &description)
    : m_accepted(accepted), m_option(QStringLiteral("format"), description, QStringLiteral("FORMAT"), name(accepted.value(0)))
{ }

std::optional<OutputFormat::Kind> OutputFormat::read(const QCommandLineParser &parser, const QString &command) const
{
    const auto chosen = parser.value(m_option);
    for (const auto kind : m_accepted)
        if (name(kind) == chosen)
            return kind;
    err() << "recipe-explorer " << command << ": unknown format '" << chosen << "' (" << acceptedNames() << ")" << Qt::endl;
    return std::nullopt;
}

QString OutputFormat::name(Kind kind)
{
    switch (kind) {
    case Kind::Text: return QStringLiteral("text");
    case Kind::Table: return QStringLiteral("table");
    case Kind::Csv: return QStringLiteral("csv");
    case Kind::Json: return QStringLiteral("json");
    case Kind::Markdown: return QStringLiteral("markdown");
    case Kind::Sarif: return QStringLiteral("sarif");
    case Kind::Github: return QStringLiteral("github");
    }
    return {};
}

QString OutputFormat::acceptedNames() const
{
    QStringList names;
    for (const auto kind : m_accepted)
        names << name(kind);
    const auto last = names.takeLast();
    return names.isEmpty() ? last : names.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

} // namespace Cli
