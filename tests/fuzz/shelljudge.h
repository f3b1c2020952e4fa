// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A judge of the shell-command tokenizer apart from it: commands whose words are known
// before they are read. Words of [A-Za-z0-9_./=-] joined by single spaces read back as
// those words, unquoted, on the first line; RunScript::quoted() leaves them as they are.
// Words of any other text (no ' ' of their own; line feeds, tabs, quotes...), each in
// the form RunScript::quoted() gives it and joined by spaces, read back as those words
// too: the program's quoting and its tokenizer agree.
#include "analysis/runscript.h"
#include "analysis/shellcommand.h"

#include <QByteArray>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

namespace ShellJudge {

// The tokenizer judged: ShellCommand::words() from the first line, or a stand-in.
using Tokenizer = std::function<QList<ShellCommand::Word>(const QString &command, QString *error)>;

// Whether a text is plain words joined by single spaces, and nothing else.
inline bool isPlainCommand(const QString &text)
{
    // \z, not $: $ also matches before a final line feed, which ends a word.
    static const QRegularExpression plain(QStringLiteral("\\A[A-Za-z0-9_./=-]+( [A-Za-z0-9_./=-]+)*\\z"));
    return plain.match(text).hasMatch();
}

// Plain words made of bytes: a byte that is 0 modulo 8 ends a word, any other is a
// character of [A-Za-z0-9_./=-] (67 of them).
inline QStringList plainWords(const QByteArray &bytes)
{
    static const char characters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./=-";
    QStringList words;
    QString word;
    for (const char byte : bytes) {
        const auto b = static_cast<unsigned char>(byte);
        if (b % 8 != 0)
            word += QLatin1Char(characters[b % (sizeof characters - 1)]);
        else if (!word.isEmpty())
            words << std::exchange(word, QString());
    }
    if (!word.isEmpty())
        words << word;
    return words;
}

// A word as a message shows it: line feeds, carriage returns and tabs escaped.
inline QString shown(QString word)
{
    return u'"'
        + word.replace(u'\\', QStringLiteral("\\\\"))
              .replace(u'\n', QStringLiteral("\\n"))
              .replace(u'\r', QStringLiteral("\\r"))
              .replace(u'\t', QStringLiteral("\\t"))
        + u'"';
}

// Why the words read in a command are not the expected ones; empty when they are. Plain
// words must also read unquoted, on line 1.
inline QString tokensDifference(const QString &command, const QStringList &expected, const Tokenizer &tokenize, bool plain)
{
    QString error;
    const auto words = tokenize(command, &error);
    if (!error.isEmpty())
        return QStringLiteral("the tokenizer says \"%1\"").arg(error);
    if (words.size() != expected.size())
        return QStringLiteral("%1 words read, %2 written").arg(words.size()).arg(expected.size());
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (words[i].text != expected[i])
            return QStringLiteral("word %1 reads %2, %3 written").arg(i).arg(shown(words[i].text), shown(expected[i]));
        if (plain && (words[i].quoted || words[i].line != 1))
            return QStringLiteral("plain word %1 reads as quoted or on line %2").arg(i).arg(words[i].line);
    }
    return {};
}

// The words in the form RunScript::quoted() gives them, joined by single spaces.
inline QString quotedCommand(const QStringList &words)
{
    QStringList quoted;
    for (const auto &word : words)
        quoted << RunScript::quoted(word);
    return quoted.join(u' ');
}

// Why plain words joined by single spaces do not read back as those words, or quoting
// them changes them; empty when neither.
inline QString plainDifference(const QStringList &words, const Tokenizer &tokenize)
{
    const auto command = words.join(u' ');
    if (auto why = tokensDifference(command, words, tokenize, true); !why.isEmpty())
        return QStringLiteral("plain words: ") + why;
    if (const auto quoted = quotedCommand(words); quoted != command)
        return QStringLiteral("plain words quoted as %1").arg(shown(quoted));
    return {};
}

// Why words of any text, each quoted as RunScript::quoted() says and joined by single
// spaces, do not read back as those words; empty when they do. An empty word is left
// out: quoted() gives nothing for it (a value of nothing, as export NAME= takes it).
inline QString quotingDifference(QStringList words, const Tokenizer &tokenize)
{
    words.removeAll(QString());
    if (auto why = tokensDifference(quotedCommand(words), words, tokenize, false); !why.isEmpty())
        return QStringLiteral("quoted words: ") + why;
    return {};
}

} // namespace ShellJudge
