// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/shellcommand.h"

#include "analysis/shelltokenizer.h"

#include <algorithm>

namespace {

// The words grouped into commands: a new command starts on a new line unless the
// previous line ended in a continuation (words() already joined those).
QList<QList<ShellCommand::Word>> commandsOf(const QList<ShellCommand::Word> &all, const QString &script)
{
    // Whether each line ends in a backslash, found in one pass over the script.
    QList<bool> endsInBackslash;
    for (const auto line : QStringView(script).split(u'\n'))
        endsInBackslash.append(line.trimmed().endsWith(u'\\'));
    QList<QList<ShellCommand::Word>> commands;
    int lastLine = -1;
    for (const auto &word : all) {
        const bool continued = !commands.isEmpty() && !commands.last().isEmpty() && lastLine >= 1 && lastLine <= endsInBackslash.size()
            && endsInBackslash.at(lastLine - 1);
        if (commands.isEmpty() || (word.line != lastLine && !continued))
            commands.append(QList<ShellCommand::Word>());
        commands.last().append(word);
        lastLine = word.line;
    }
    return commands;
}

bool isFlag(const ShellCommand::Word &w)
{
    return !w.quoted && w.text.startsWith(QLatin1String("--")) && w.text.size() > 2;
}

// Whether the word after a flag is its value: not an option of its own, and not an
// expansion like ${MODEL_ARGS[@]}, which stands for arguments of its own.
bool isValue(const ShellCommand::Word &next)
{
    const bool option =
        !next.quoted && next.text.startsWith(u'-') && next.text.size() > 1 && !next.text.at(1).isDigit() && next.text.at(1) != u'.';
    const bool expansion = !next.quoted && next.text.startsWith(QLatin1String("${")) && next.text.contains(u'@');
    return !option && !expansion;
}

// The flag at words[i], with its value written after '=' or as the next word; i is left on the last word read.
ShellCommand::Flag readFlag(const QList<ShellCommand::Word> &words, qsizetype &i)
{
    const auto &w = words.at(i);
    ShellCommand::Flag flag{w.text, {}, false, w.line};
    if (const auto eq = w.text.indexOf(u'='); eq > 0) {
        flag.name = w.text.left(eq);
        flag.value = w.text.mid(eq + 1);
        flag.hasValue = true;
    } else if (i + 1 < words.size() && isValue(words.at(i + 1))) {
        flag.value = words.at(i + 1).text;
        flag.hasValue = true;
        ++i;
    }
    return flag;
}

} // namespace

QList<ShellCommand::Word> ShellCommand::words(const QString &command, int firstLine, QString *error)
{
    return ShellTokenizer(command, firstLine).words(error);
}

ShellCommand ShellCommand::parse(const QString &script)
{
    ShellCommand command;
    for (const auto &commandWords : commandsOf(words(script, 1), script)) {
        if (commandWords.isEmpty())
            continue;
        if (commandWords.first().text == QLatin1String("export"))
            command.readExports(commandWords);
        else
            command.readCommand(commandWords);
    }
    return command;
}

void ShellCommand::readExports(const QList<Word> &words)
{
    for (qsizetype i = 1; i < words.size(); ++i) {
        const auto &w = words.at(i);
        const auto eq = w.text.indexOf(u'=');
        if (eq > 0)
            m_exports.append({w.text.left(eq), w.text.mid(eq + 1), w.line});
    }
}

// The program is that of the first command; flags and other words are gathered from all.
void ShellCommand::readCommand(const QList<Word> &words)
{
    bool seenFlag = false;
    QStringList program;
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (isFlag(words.at(i))) {
            seenFlag = true;
            m_flags.append(readFlag(words, i));
        } else if (seenFlag) {
            m_arguments << words.at(i).text;
        } else {
            program << words.at(i).text;
        }
    }
    if (m_program.isEmpty())
        m_program = program.join(u' ');
}

std::optional<QString> ShellCommand::value(const QString &flag) const
{
    for (const auto &f : m_flags)
        if (f.name == flag)
            return f.value;
    return std::nullopt;
}

bool ShellCommand::has(const QString &flag) const
{
    return std::any_of(m_flags.cbegin(), m_flags.cend(), [&flag](const Flag &f) { return f.name == flag; });
}
