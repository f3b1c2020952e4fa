// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/schemaregex.h"

#include <stdexcept>

SchemaRegex::SchemaRegex(const std::string &pattern) : m_expression(translated(pattern))
{
    if (!m_expression.isValid())
        throw std::runtime_error("schema pattern '" + pattern + "': " + m_expression.errorString().toStdString());
    m_expression.optimize();
}

bool SchemaRegex::search(const std::string &text, const SchemaRegex &regex)
{
    return regex.m_expression.match(QString::fromUtf8(text.data(), qsizetype(text.size()))).hasMatch();
}

QString SchemaRegex::translated(const std::string &pattern)
{
    const auto in = QString::fromStdString(pattern);
    QString out;
    out.reserve(in.size() + 4);
    bool inClass = false;
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QChar c = in.at(i);
        if (c == u'\\' && i + 1 < in.size()) {
            out += c;
            out += in.at(++i);
            continue;
        }
        if (inClass && c == u']')
            inClass = false;
        else if (!inClass && c == u'[')
            inClass = true;
        if (!inClass && c == u'$')
            out += QLatin1String("\\z");
        else
            out += c;
    }
    return out;
}
