// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/historycommand.h"

#include "analysis/tablewriter.h"
#include "analysis/terminalstream.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/outputformat.h"
#include "recipe/recipeblobcache.h"
#include "repository/gitrepository.h"
#include "repository/recipehistory.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Cli {

namespace {

const auto command = QStringLiteral("history");

const QStringList headers = {QStringLiteral("commit"),
                             QStringLiteral("date"),
                             QStringLiteral("author"),
                             QStringLiteral("change"),
                             QStringLiteral("file"),
                             QStringLiteral("old_file"),
                             QStringLiteral("tokens_per_s_per_gpu"),
                             QStringLiteral("usd_per_million_tokens"),
                             QStringLiteral("mfu"),
                             QStringLiteral("subject"),
                             QStringLiteral("problem")};

QString figure(const std::optional<double> &value)
{
    return value ? QString::number(*value) : QString();
}

QStringList cells(const RecipeHistory::Version &v)
{
    const auto &f = v.figures;
    return {v.shortCommit,
            v.date.toString(Qt::ISODate),
            v.author,
            RecipeHistory::changeName(v.change),
            v.path,
            v.oldPath,
            f ? figure(f->tokensPerSecondPerGpu) : QString(),
            f ? figure(f->usdPerMillionTokens) : QString(),
            f ? figure(f->mfu) : QString(),
            v.subject,
            v.problem};
}

QJsonValue number(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject object(const RecipeHistory::Version &v)
{
    QJsonObject o;
    const auto texts = cells(v);
    for (qsizetype i = 0; i < headers.size(); ++i)
        o.insert(headers.at(i), texts.at(i));
    o.insert(QStringLiteral("commit"), v.commit);
    const auto &f = v.figures;
    o.insert(QStringLiteral("tokens_per_s_per_gpu"), f ? QJsonValue(f->tokensPerSecondPerGpu) : QJsonValue());
    o.insert(QStringLiteral("usd_per_million_tokens"), f ? number(f->usdPerMillionTokens) : QJsonValue());
    o.insert(QStringLiteral("mfu"), f ? number(f->mfu) : QJsonValue());
    return o;
}

void print(const RecipeHistory::Result &history, OutputFormat::Kind format)
{
    if (format == OutputFormat::Kind::Json) {
        QJsonArray array;
        for (const auto &version : history.versions)
            array.append(object(version));
        out() << TerminalStream::lines(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
    } else {
        QList<QStringList> rows;
        for (const auto &version : history.versions)
            rows.append(cells(version));
        const QList<bool> right = {false, false, false, false, false, false, true, true, true, false, false};
        const auto kind = format == OutputFormat::Kind::Csv ? TableWriter::Format::Csv : TableWriter::Format::Table;
        // Every cell is one line (git keeps names and subjects to one): the writer's lines stay.
        out() << TerminalStream::lines(TableWriter::write(kind, headers, rows, right));
    }
    out().flush();
}

} // namespace

int HistoryCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QCoreApplication::translate("CommandLine", "A recipe file in a git work tree."));
    const OutputFormat format({OutputFormat::Kind::Text, OutputFormat::Kind::Csv, OutputFormat::Kind::Json},
                              QCoreApplication::translate("CommandLine", "text, csv or json."));
    parser.addOption(format.option());
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto chosenFormat = format.read(parser, command);
    if (!chosenFormat)
        return 2;
    if (parser.positionalArguments().size() != 1)
        return usageError(command, QStringLiteral("give one recipe file"));
    const auto file = parser.positionalArguments().first();
    QString why;
    const auto repository = GitRepository::containing(file, &why);
    if (!repository)
        return usageError(command, why);
    const auto path = repository->relativePath(file);
    if (!path || path->isEmpty())
        return usageError(command, QStringLiteral("not a file in the git work tree: ") + file);
    RecipeBlobCache cache; // each version read once, whatever revision or path it is met under
    const auto history = RecipeHistory::of(*repository, *path, {}, &cache);
    if (history.versions.isEmpty())
        return failure(command, QStringLiteral("no commit has ") + file);
    print(history, *chosenFormat);
    if (history.truncated)
        (*chosenFormat == OutputFormat::Kind::Text ? out() : err()) << "history truncated (shallow clone)" << Qt::endl;
    return 0;
}

} // namespace Cli
