// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/terminalstream.h"

#include "analysis/terminaltext.h"

TerminalStream::TerminalStream(FILE *file) : m_stream(file)
{ }

TerminalStream &TerminalStream::operator<<(const QString &text)
{
    m_stream << TerminalText::escaped(text);
    return *this;
}

TerminalStream &TerminalStream::operator<<(const Line &text)
{
    const auto ending = text.text.endsWith(QLatin1String("\r\n")) ? 2 : text.text.endsWith(u'\n') ? 1 : 0;
    m_stream << TerminalText::escaped(text.text.chopped(ending)) << QStringView(text.text).last(ending);
    return *this;
}

TerminalStream &TerminalStream::operator<<(const Lines &text)
{
    m_stream << TerminalText::escapedKeepingLines(text.text);
    return *this;
}

TerminalStream &TerminalStream::operator<<(QTextStream &(*manipulator)(QTextStream &))
{
    m_stream << manipulator;
    return *this;
}

void TerminalStream::flush()
{
    m_stream.flush();
}
