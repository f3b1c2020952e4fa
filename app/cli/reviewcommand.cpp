// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/reviewcommand.h"

#include "analysis/recipereview.h"
#include "analysis/reviewreport.h"
#include "analysis/terminalstream.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "cli/outputformat.h"
#include "cli/problemoutput.h"
#include "repository/changereview.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace Cli {

namespace {

const auto command = QStringLiteral("review");
const auto here = QStringLiteral(".");

void print(const QList<RecipeReview::Entry> &entries, OutputFormat::Kind format, const QString &base, const QString &head,
           qsizetype maxLength)
{
    if (format == OutputFormat::Kind::Sarif || format == OutputFormat::Kind::Github) {
        ProblemList findings;
        for (const auto &entry : entries)
            findings += entry.newFindings;
        writeProblems(format, findings);
        return;
    }
    if (format == OutputFormat::Kind::Json)
        out() << TerminalStream::lines(QString::fromUtf8(QJsonDocument(ReviewReport::json(entries)).toJson(QJsonDocument::Indented)));
    else if (format == OutputFormat::Kind::Markdown)
        out() << TerminalStream::lines(ReviewReport::markdown(entries, base, head, maxLength));
    else
        out() << TerminalStream::lines(ReviewReport::text(entries, base, head));
    out().flush();
}

} // namespace

int ReviewCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("BASE"), QCoreApplication::translate("CommandLine", "The commit to compare with."));
    parser.addPositionalArgument(QStringLiteral("HEAD"),
                                 QCoreApplication::translate("CommandLine", "The commit to review; the work tree when none."),
                                 QStringLiteral("[HEAD]"));
    const OutputFormat format(
        {OutputFormat::Kind::Text, OutputFormat::Kind::Markdown, OutputFormat::Kind::Json, OutputFormat::Kind::Sarif,
         OutputFormat::Kind::Github},
        QCoreApplication::translate("CommandLine", "text, markdown, json, or the new findings alone as sarif or github."));
    const QCommandLineOption failOn(
        QStringLiteral("fail-on"),
        QCoreApplication::translate("CommandLine", "Exit 1 when the change brings a finding of this severity or worse: error or warning."),
        QStringLiteral("LEVEL"));
    const QCommandLineOption maxLength(
        QStringLiteral("max-length"),
        QCoreApplication::translate("CommandLine",
                                    "With --format markdown: at most N characters, the summary, every new error and the largest "
                                    "moves first (default 65536, what a pull-request comment holds; 0 for no bound)."),
        QStringLiteral("N"), QString::number(ReviewReport::CommentLength));
    parser.addOptions({format.option(), failOn, maxLength});
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto chosenFormat = format.read(parser, command);
    if (!chosenFormat)
        return 2;
    const auto positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.size() > 2)
        return usageError(command, QStringLiteral("give a base commit, and a head commit or none for the work tree"));
    const auto severity = parser.value(failOn);
    if (parser.isSet(failOn) && severity != QLatin1String("error") && severity != QLatin1String("warning"))
        return usageError(command, QStringLiteral("--fail-on takes error or warning, not '%1'").arg(severity));
    bool lengthRead = false;
    const auto length = parser.value(maxLength).toLongLong(&lengthRead);
    // Below this the summary and the line naming what was left out may not fit.
    constexpr qlonglong leastLength = 2000;
    if (!lengthRead || length < 0 || (length > 0 && length < leastLength))
        return usageError(command,
                          QStringLiteral("--max-length takes 0 or a number of characters from %1 up, not '%2'")
                              .arg(leastLength)
                              .arg(parser.value(maxLength)));
    const auto base = positional.first();
    const auto head = positional.size() == 2 ? std::optional(positional.at(1)) : std::nullopt;

    QString why;
    const auto review = ChangeReview::of(here, base, head, &why);
    if (!review)
        return usageError(command, why);
    const auto &entries = *review;
    print(entries, *chosenFormat, base, head.value_or(QStringLiteral("the work tree")), qsizetype(length));
    if (parser.isSet(failOn))
        return RecipeReview::addsFindings(entries,
                                          severity == QLatin1String("error") ? Problem::Severity::Error : Problem::Severity::Warning)
            ? 1
            : 0;
    return 0;
}

} // namespace Cli
