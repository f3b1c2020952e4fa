// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/shellcommand.h"

#include <algorithm>

QList<ShellCommand::Word> ShellCommand::words(const QString &command, int firstLine, QString *error)
{
    QList<Word> out;
    QString current;
    bool inWord = false;
    bool quoted = false;
    int line = firstLine;
    int wordLine = firstLine;
    auto finish = [&] {
        if (inWord)
            out.append({current, wordLine, quoted});
        current.clear();
        inWord = false;
        quoted = false;
    };
    auto start = [&] {
        if (!inWord) {
            inWord = true;
            wordLine = line;
        }
    };
    const auto n = command.size();
    qsizetype nextGreater = -1;
    qsizetype nextNewline = -1;
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = command.at(i);
        if (c == u'\n') {
            finish();
            ++line;
        } else if (c.isSpace()) {
            finish();
        } else if (c == u'\\' && i + 1 < n) {
            if (command.at(i + 1) == u'\n') { // continuation
                finish();
                ++line;
                ++i;
                continue;
            }
            start();
            current += command.at(++i);
        } else if (c == u'\'') {
            start();
            quoted = true;
            const auto end = command.indexOf(u'\'', i + 1);
            if (end < 0) {
                if (error)
                    *error = QStringLiteral("unterminated single quote on line %1").arg(line);
                current += command.mid(i + 1);
                break;
            }
            current += command.mid(i + 1, end - i - 1);
            line += int(command.mid(i, end - i).count(u'\n'));
            i = end;
        } else if (c == u'"') {
            start();
            quoted = true;
            qsizetype j = i + 1;
            for (; j < n && command.at(j) != u'"'; ++j) {
                if (command.at(j) == u'\\' && j + 1 < n && QStringLiteral("\"\\$`").contains(command.at(j + 1)))
                    ++j;
                else if (command.at(j) == u'\n')
                    ++line;
                current += command.at(j);
            }
            if (j >= n && error)
                *error = QStringLiteral("unterminated double quote on line %1").arg(line);
            i = j;
        } else if (c == u'$' && i + 1 < n && (command.at(i + 1) == u'(' || command.at(i + 1) == u'{')) {
            // $(...) and ${...} stay whole, nested brackets and quotes included.
            start();
            const QChar open = command.at(i + 1);
            const QChar close = open == u'(' ? u')' : u'}';
            int depth = 0;
            qsizetype j = i + 1;
            for (; j < n; ++j) {
                const QChar d = command.at(j);
                if (d == open)
                    ++depth;
                else if (d == close && --depth == 0)
                    break;
                else if (d == u'\n')
                    ++line;
            }
            current += command.mid(i, std::min(j, n - 1) - i + 1);
            i = j;
        } else if (c == u'<' && !inWord) {
            // A <placeholder with words> is one word. The next '>' and line end are
            // remembered, so that a line of many '<' is read once, not once for each.
            if (nextGreater < i)
                nextGreater = command.indexOf(u'>', i);
            if (nextNewline < i)
                nextNewline = command.indexOf(u'\n', i);
            if (nextGreater < 0)
                nextGreater = n;
            if (nextNewline < 0)
                nextNewline = n;
            const auto end = nextGreater;
            if (end < n && end < nextNewline) {
                start();
                current += command.mid(i, end - i + 1);
                i = end;
            } else {
                start();
                current += c;
            }
        } else if (c == u'#' && !inWord) {
            // A comment runs to the end of the line.
            const auto end = command.indexOf(u'\n', i);
            i = (end < 0 ? n : end) - 1;
        } else {
            start();
            current += c;
        }
    }
    finish();
    return out;
}

ShellCommand ShellCommand::parse(const QString &script)
{
    ShellCommand command;
    const auto all = words(script, 1);
    // Group the words into commands: a new command starts on a new line unless the
    // previous line ended in a continuation (words() already joined those).
    // Whether each line ends in a backslash, found in one pass over the script.
    QList<bool> endsInBackslash;
    for (const auto line : QStringView(script).split(u'\n'))
        endsInBackslash.append(line.trimmed().endsWith(u'\\'));
    QList<QList<Word>> commands;
    int lastLine = -1;
    for (const auto &word : all) {
        const bool continued = !commands.isEmpty() && !commands.last().isEmpty() && lastLine >= 1 && lastLine <= endsInBackslash.size()
            && endsInBackslash.at(lastLine - 1);
        if (commands.isEmpty() || (word.line != lastLine && !continued))
            commands.append(QList<Word>());
        commands.last().append(word);
        lastLine = word.line;
    }
    for (const auto &words : std::as_const(commands)) {
        if (words.isEmpty())
            continue;
        if (words.first().text == QLatin1String("export")) {
            for (qsizetype i = 1; i < words.size(); ++i) {
                const auto &w = words.at(i);
                const auto eq = w.text.indexOf(u'=');
                if (eq > 0)
                    command.m_exports.append({w.text.left(eq), w.text.mid(eq + 1), w.line});
            }
            continue;
        }
        bool seenFlag = false;
        QStringList program;
        for (qsizetype i = 0; i < words.size(); ++i) {
            const auto &w = words.at(i);
            const bool isFlag = !w.quoted && w.text.startsWith(QLatin1String("--")) && w.text.size() > 2;
            if (!isFlag) {
                if (seenFlag)
                    command.m_arguments << w.text;
                else
                    program << w.text;
                continue;
            }
            seenFlag = true;
            Flag flag{w.text, {}, false, w.line};
            if (const auto eq = w.text.indexOf(u'='); eq > 0) {
                flag.name = w.text.left(eq);
                flag.value = w.text.mid(eq + 1);
                flag.hasValue = true;
            } else if (i + 1 < words.size()) {
                const auto &next = words.at(i + 1);
                const bool nextIsOption = !next.quoted && next.text.startsWith(u'-') && next.text.size() > 1 && !next.text.at(1).isDigit()
                    && next.text.at(1) != u'.';
                // An expansion like ${MODEL_ARGS[@]} stands for arguments of its own, not a value.
                const bool expansion = !next.quoted && next.text.startsWith(QLatin1String("${")) && next.text.contains(u'@');
                if (!nextIsOption && !expansion) {
                    flag.value = next.text;
                    flag.hasValue = true;
                    ++i;
                }
            }
            command.m_flags.append(flag);
        }
        if (command.m_program.isEmpty())
            command.m_program = program.join(u' ');
    }
    return command;
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
