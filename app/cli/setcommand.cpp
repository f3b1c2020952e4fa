// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/setcommand.h"

#include "analysis/terminalstream.h"
#include "analysis/terminaltext.h"
#include "analysis/unifieddiff.h"
#include "cli/commandoptions.h"
#include "cli/commandoutput.h"
#include "recipe/recipedocument.h"
#include "recipe/recipeedit.h"
#include "recipe/recipefile.h"
#include "recipe/recipeloader.h"
#include "recipe/recipeschema.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cmath>

namespace Cli {

namespace {

const auto command = QStringLiteral("set");

// The command's options besides its positional arguments, in the order its help lists them.
struct SetOptions
{
    QCommandLineOption remove{QStringLiteral("delete"),
                              QCoreApplication::translate("CommandLine", "Remove this key or list item (repeatable)."),
                              QStringLiteral("PATH")};
    QCommandLineOption dryRun{QStringLiteral("dry-run"),
                              QCoreApplication::translate("CommandLine", "Write nothing; print the change as a unified diff.")};
    QCommandLineOption allowInvalid{QStringLiteral("allow-invalid"),
                                    QCoreApplication::translate("CommandLine", "Write the result even if it does not validate (a draft).")};
    QCommandLineOption force{QStringLiteral("force"),
                             QCoreApplication::translate("CommandLine", "Write even if the file changed on disk meanwhile.")};
    QCommandLineOption followAliases{
        QStringLiteral("follow-aliases"),
        QCoreApplication::translate("CommandLine", "Edit a value shared through an anchor: every alias of it changes too.")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.addPositionalArgument(QStringLiteral("file"), QCoreApplication::translate("CommandLine", "The recipe to edit."),
                                     QStringLiteral("FILE"));
        parser.addPositionalArgument(QStringLiteral("assignments"),
                                     QCoreApplication::translate("CommandLine",
                                                                 "PATH=VALUE, read as the type the schema gives PATH; "
                                                                 "PATH=@FILE reads a text block from FILE; PATH=null writes null."),
                                     QStringLiteral("PATH=VALUE..."));
        parser.addOptions({remove, dryRun, allowInvalid, force, followAliases});
    }
};

// VALUE as the type the schema gives its path: the value's present type first, then
// the schema's; text that fits none stays text, and validation says what is wrong.
YamlScalar::Value typedValue(const QString &value, const YamlPath &path, const RecipeDocument::Node *node)
{
    auto types = RecipeSchema::instance().types(path);
    if (value == QLatin1String("null") && (types.contains(QLatin1String("null")) || !types.contains(QLatin1String("string"))))
        return YamlScalar::null();
    if (node && node->kind == RecipeDocument::Node::Kind::Scalar) {
        const auto present = node->value.type == YamlScalar::Type::String ? QStringLiteral("string")
            : node->value.type == YamlScalar::Type::Bool                  ? QStringLiteral("boolean")
                                                                          : QStringLiteral("number");
        if (types.removeAll(present) || present == QLatin1String("number"))
            types.prepend(present);
        if (present == QLatin1String("number") && types.removeAll(QStringLiteral("integer")))
            types.prepend(QStringLiteral("integer"));
    }
    for (const auto &type : std::as_const(types)) {
        bool ok = false;
        if (type == QLatin1String("integer")) {
            const auto whole = value.toLongLong(&ok);
            if (ok)
                return YamlScalar::integer(whole);
        } else if (type == QLatin1String("number")) {
            const auto number = value.toDouble(&ok);
            if (ok && std::isfinite(number))
                return YamlScalar::number(number);
        } else if (type == QLatin1String("boolean")) {
            if (value == QLatin1String("true") || value == QLatin1String("false"))
                return YamlScalar::boolean(value == QLatin1String("true"));
        } else if (type == QLatin1String("string")) {
            return YamlScalar::string(value);
        }
    }
    return YamlScalar::string(value);
}

// The edit that writes a file's text at path: into the block that is there, else as a string.
RecipeEdit textEdit(const YamlPath &path, const QString &text, const RecipeDocument::Node *node)
{
    const bool block = node && (node->style == YamlScalar::Style::Literal || node->style == YamlScalar::Style::Folded);
    return block ? RecipeEdit::setBlock(path, text)
        : node   ? RecipeEdit::set(path, YamlScalar::string(text))
                 : RecipeEdit::insert(path, YamlTree::of(YamlScalar::string(text)));
}

// The edit PATH=VALUE (or PATH=@FILE) asks for on document; nullopt, and why in *error,
// when it asks for none.
std::optional<RecipeEdit> assignmentEdit(const QString &assignment, const RecipeDocument &document, QString *error)
{
    const auto equals = assignment.indexOf(u'=');
    if (equals <= 0) {
        *error = QStringLiteral("'%1' is not PATH=VALUE").arg(assignment);
        return std::nullopt;
    }
    const auto path = YamlPath::parse(assignment.left(equals), error);
    if (!path)
        return std::nullopt;
    const auto *node = document.find(*path);
    if (!node && RecipeSchema::instance().types(*path).isEmpty()) {
        *error = QStringLiteral("unknown path '%1': the recipe schema has no such field").arg(path->toString());
        return std::nullopt;
    }
    const auto value = assignment.mid(equals + 1);
    if (!value.startsWith(u'@')) {
        const auto typed = typedValue(value, *path, node);
        return node ? RecipeEdit::set(*path, typed) : RecipeEdit::insert(*path, YamlTree::of(typed));
    }
    QFile text(value.mid(1));
    if (!text.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(value.mid(1), text.errorString());
        return std::nullopt;
    }
    return textEdit(*path, QString::fromUtf8(text.readAll()), node);
}

// The edit --delete PATH asks for on document; nullopt, and why in *error, when none.
std::optional<RecipeEdit> deletionEdit(const QString &text, const RecipeDocument &document, QString *error)
{
    const auto path = YamlPath::parse(text, error);
    if (!path)
        return std::nullopt;
    if (!document.find(*path)) {
        *error = QStringLiteral("unknown path '%1': the recipe has no such value").arg(path->toString());
        return std::nullopt;
    }
    return RecipeEdit::remove(*path);
}

// The places an edit changed besides its own, one path after another (the stream escapes
// what a path could hold).
QString placesText(const QList<YamlPath> &places)
{
    QStringList paths;
    for (const auto &place : places)
        paths << place.toString();
    return paths.join(QStringLiteral(", "));
}

// Applies edit to *document; false, after saying why, when the edit is refused. What it
// also changed (aliases followed, a tag taken away) is said on standard error.
bool apply(const RecipeEdit &edit, RecipeDocument *document, const QString &fileName, bool followAliases)
{
    const auto result = edit.followingAliases(followAliases).applyTo(*document);
    if (!result.ok) {
        err() << fileName << (result.line > 0 ? QStringLiteral(":%1").arg(result.line) : QString()) << ": not changed: " << result.error
              << Qt::endl;
        if (!result.sharedWith.isEmpty() && !followAliases)
            err() << fileName << ": --follow-aliases changes " << placesText(result.sharedWith) << " with it" << Qt::endl;
        return false;
    }
    if (!result.sharedWith.isEmpty())
        err() << fileName << ": also changed through aliases: " << placesText(result.sharedWith) << Qt::endl;
    if (!result.droppedTag.isEmpty())
        err() << fileName << ": the tag " << result.droppedTag << " no longer fitted " << edit.path().toString() << " and was taken away"
              << Qt::endl;
    *document = *result.document;
    return true;
}

// The edit an argument asks for on a document; nullopt, and why in *error, when none.
using EditFor = std::optional<RecipeEdit> (*)(const QString &argument, const RecipeDocument &document, QString *error);

// The edits the arguments ask for, one after another on *document. Returns the exit
// status when one cannot be made (2 for one the arguments cannot ask for), else nullopt.
std::optional<int> applyEach(const QStringList &arguments, EditFor editFor, RecipeDocument *document, const QString &fileName,
                             bool followAliases)
{
    QString error;
    for (const auto &argument : arguments) {
        const auto edit = editFor(argument, *document, &error);
        if (!edit)
            return usageError(command, error);
        if (!apply(*edit, document, fileName, followAliases))
            return 1;
    }
    return std::nullopt;
}

// Writes the edited document into file, or prints it as a diff for a dry run; the
// result must still be a valid recipe, unless a draft is wanted. Returns the exit status.
int write(RecipeFile &file, const RecipeDocument &document, const QString &fileName, const QCommandLineParser &parser,
          const SetOptions &options)
{
    const auto checked = RecipeLoader::loadBytes(document.bytes(), fileName);
    printProblems(checked.problems);
    if (hasErrors(checked.problems) && !parser.isSet(options.allowInvalid)) {
        err() << fileName << ": not written: the result does not validate (--allow-invalid writes it as a draft)" << Qt::endl;
        return 1;
    }
    if (parser.isSet(options.dryRun)) {
        out() << TerminalStream::lines(QString::fromUtf8(UnifiedDiff::compare(file.savedBytes(), document.bytes(),
                                                                              QStringLiteral("a/") + TerminalText::escaped(fileName),
                                                                              QStringLiteral("b/") + TerminalText::escaped(fileName))));
        out().flush();
        return 0;
    }
    file.setDocument(document);
    QString error;
    if (!file.save(parser.isSet(options.force), &error))
        return failure(command, error);
    return 0;
}

} // namespace

int SetCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    const SetOptions options;
    options.addTo(parser);
    if (const auto done = parseOptions(parser, arguments, command))
        return *done;
    const auto positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(command, QStringLiteral("give a recipe file and PATH=VALUE..."));
    if (positional.size() < 2 && parser.values(options.remove).isEmpty())
        return usageError(command, QStringLiteral("give at least one PATH=VALUE or --delete PATH"));
    const auto fileName = positional.first();
    QString error;
    auto file = RecipeFile::open(fileName, &error);
    if (!file)
        return usageError(command, error);
    // Every change, one after another on the document: all or nothing.
    auto document = file->document();
    const bool follow = parser.isSet(options.followAliases);
    if (const auto stopped = applyEach(positional.mid(1), assignmentEdit, &document, fileName, follow))
        return *stopped;
    if (const auto stopped = applyEach(parser.values(options.remove), deletionEdit, &document, fileName, follow))
        return *stopped;
    return write(*file, document, fileName, parser, options);
}

} // namespace Cli
