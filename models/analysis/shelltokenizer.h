// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/shellcommand.h"

#include <QList>
#include <QString>

// Reads a command into words as the shell would (ShellCommand::words): one pass over the
// text, each kind of token (quotes, expansions, placeholders, comments) read by its own step.
class ShellTokenizer
{
public:
    ShellTokenizer(const QString &command, int firstLine);

    // The words, quotes removed; an unterminated quote is described in *error, if given.
    QList<ShellCommand::Word> words(QString *error);

private:
    // Each reads the token at m_pos and leaves m_pos on its last character.
    bool readCharacter(QString *error); // false: the rest of the text is read
    void readEscape();
    bool readSingleQuoted(QString *error);
    void readDoubleQuoted(QString *error);
    void readExpansion();
    void readPlaceholder();
    void skipComment();
    bool atExpansion() const;
    void startWord();
    void finishWord();

    const QString &m_command;
    const qsizetype m_size;
    qsizetype m_pos = 0;
    int m_line;
    QList<ShellCommand::Word> m_words;
    QString m_current;
    bool m_inWord = false;
    bool m_quoted = false;
    int m_wordLine;
    // Where the next '>' and line end stand, remembered so that a line of many '<' is read once.
    qsizetype m_nextGreater = -1;
    qsizetype m_nextNewline = -1;
};
