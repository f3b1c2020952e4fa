// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/shelltokenizer.h"

#include <algorithm>

ShellTokenizer::ShellTokenizer(const QString &command, int firstLine)
    : m_command(command), m_size(command.size()), m_line(firstLine), m_wordLine(firstLine)
{ }

QList<ShellCommand::Word> ShellTokenizer::words(QString *error)
{
    for (m_pos = 0; m_pos < m_size; ++m_pos)
        if (!readCharacter(error))
            break;
    finishWord();
    return m_words;
}

bool ShellTokenizer::readCharacter(QString *error)
{
    const QChar c = m_command.at(m_pos);
    if (c == u'\n') {
        finishWord();
        ++m_line;
    } else if (c.isSpace()) {
        finishWord();
    } else if (c == u'\\' && m_pos + 1 < m_size) {
        readEscape();
    } else if (c == u'\'') {
        return readSingleQuoted(error);
    } else if (c == u'"') {
        readDoubleQuoted(error);
    } else if (c == u'$' && atExpansion()) {
        readExpansion();
    } else if (c == u'<' && !m_inWord) {
        readPlaceholder();
    } else if (c == u'#' && !m_inWord) {
        skipComment();
    } else {
        startWord();
        m_current += c;
    }
    return true;
}

void ShellTokenizer::readEscape()
{
    if (m_command.at(m_pos + 1) == u'\n') { // continuation
        finishWord();
        ++m_line;
        ++m_pos;
        return;
    }
    startWord();
    m_current += m_command.at(++m_pos);
}

bool ShellTokenizer::readSingleQuoted(QString *error)
{
    startWord();
    m_quoted = true;
    const auto end = m_command.indexOf(u'\'', m_pos + 1);
    if (end < 0) {
        if (error)
            *error = QStringLiteral("unterminated single quote on line %1").arg(m_line);
        m_current += m_command.mid(m_pos + 1);
        return false;
    }
    m_current += m_command.mid(m_pos + 1, end - m_pos - 1);
    m_line += int(m_command.mid(m_pos, end - m_pos).count(u'\n'));
    m_pos = end;
    return true;
}

void ShellTokenizer::readDoubleQuoted(QString *error)
{
    startWord();
    m_quoted = true;
    qsizetype j = m_pos + 1;
    for (; j < m_size && m_command.at(j) != u'"'; ++j) {
        if (m_command.at(j) == u'\\' && j + 1 < m_size && QStringLiteral("\"\\$`").contains(m_command.at(j + 1)))
            ++j;
        else if (m_command.at(j) == u'\n')
            ++m_line;
        m_current += m_command.at(j);
    }
    if (j >= m_size && error)
        *error = QStringLiteral("unterminated double quote on line %1").arg(m_line);
    m_pos = j;
}

bool ShellTokenizer::atExpansion() const
{
    return m_pos + 1 < m_size && (m_command.at(m_pos + 1) == u'(' || m_command.at(m_pos + 1) == u'{');
}

// $(...) and ${...} stay whole, nested brackets and quotes included.
void ShellTokenizer::readExpansion()
{
    startWord();
    const QChar open = m_command.at(m_pos + 1);
    const QChar close = open == u'(' ? u')' : u'}';
    int depth = 0;
    qsizetype j = m_pos + 1;
    for (; j < m_size; ++j) {
        const QChar d = m_command.at(j);
        if (d == open)
            ++depth;
        else if (d == close && --depth == 0)
            break;
        else if (d == u'\n')
            ++m_line;
    }
    m_current += m_command.mid(m_pos, std::min(j, m_size - 1) - m_pos + 1);
    m_pos = j;
}

// A <placeholder with words> is one word; a '<' without a '>' on its line is a character.
void ShellTokenizer::readPlaceholder()
{
    if (m_nextGreater < m_pos)
        m_nextGreater = m_command.indexOf(u'>', m_pos);
    if (m_nextNewline < m_pos)
        m_nextNewline = m_command.indexOf(u'\n', m_pos);
    if (m_nextGreater < 0)
        m_nextGreater = m_size;
    if (m_nextNewline < 0)
        m_nextNewline = m_size;
    startWord();
    const auto end = m_nextGreater;
    if (end < m_size && end < m_nextNewline) {
        m_current += m_command.mid(m_pos, end - m_pos + 1);
        m_pos = end;
    } else {
        m_current += m_command.at(m_pos);
    }
}

// A comment runs to the end of the line.
void ShellTokenizer::skipComment()
{
    const auto end = m_command.indexOf(u'\n', m_pos);
    m_pos = (end < 0 ? m_size : end) - 1;
}

void ShellTokenizer::startWord()
{
    if (!m_inWord) {
        m_inWord = true;
        m_wordLine = m_line;
    }
}

void ShellTokenizer::finishWord()
{
    if (m_inWord)
        m_words.append({m_current, m_wordLine, m_quoted});
    m_current.clear();
    m_inWord = false;
    m_quoted = false;
}
