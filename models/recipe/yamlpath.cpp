// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/yamlpath.h"

std::optional<YamlPath> YamlPath::parse(const QString &text, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("bad path '%1': %2").arg(text, why);
        return std::nullopt;
    };
    QList<Segment> segments;
    qsizetype i = 0;
    const auto n = text.size();
    if (n == 0)
        return fail(QStringLiteral("it is empty"));
    while (i < n) {
        if (text[i] == u'[') {
            ++i;
            if (i < n && (text[i] == u'"' || text[i] == u'\'')) {
                const auto quote = text[i++];
                QString key;
                while (i < n && text[i] != quote) {
                    if (text[i] == u'\\' && i + 1 < n)
                        ++i;
                    key += text[i++];
                }
                if (i >= n)
                    return fail(QStringLiteral("a quoted key is not closed"));
                ++i;
                if (i >= n || text[i] != u']')
                    return fail(QStringLiteral("expected ] after a quoted key"));
                ++i;
                segments << Segment(key);
            } else {
                const auto close = text.indexOf(u']', i);
                if (close < 0)
                    return fail(QStringLiteral("[ is not closed"));
                bool ok = false;
                const int index = text.mid(i, close - i).toInt(&ok);
                if (!ok || index < 0)
                    return fail(QStringLiteral("'%1' is not a list index").arg(text.mid(i, close - i)));
                segments << Segment(index);
                i = close + 1;
            }
        } else {
            if (text[i] == u'.') {
                if (segments.isEmpty() || i + 1 >= n)
                    return fail(QStringLiteral("a dot needs a key on either side"));
                ++i;
            }
            qsizetype end = i;
            while (end < n && text[end] != u'.' && text[end] != u'[')
                ++end;
            if (end == i)
                return fail(QStringLiteral("an empty key"));
            segments << Segment(text.mid(i, end - i));
            i = end;
        }
    }
    return YamlPath(segments);
}

YamlPath YamlPath::parent() const
{
    return YamlPath(m_segments.mid(0, m_segments.size() - 1));
}

YamlPath YamlPath::child(const Segment &segment) const
{
    auto segments = m_segments;
    segments << segment;
    return YamlPath(segments);
}

bool YamlPath::startsWith(const YamlPath &other) const
{
    return other.m_segments.size() <= m_segments.size()
        && std::equal(other.m_segments.cbegin(), other.m_segments.cend(), m_segments.cbegin());
}

QString YamlPath::toString() const
{
    QString text;
    for (const auto &segment : m_segments) {
        if (const auto *index = std::get_if<int>(&segment)) {
            text += u'[' + QString::number(*index) + u']';
            continue;
        }
        const auto &key = std::get<QString>(segment);
        if (key.contains(u'.') || key.contains(u'[') || key.contains(u']') || key.contains(u'"')) {
            auto escaped = key;
            escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
            text += QStringLiteral("[\"") + escaped + QStringLiteral("\"]");
        } else {
            text += (text.isEmpty() ? QString() : QStringLiteral(".")) + key;
        }
    }
    return text;
}

QString YamlPath::schemaPath() const
{
    QStringList keys;
    for (const auto &segment : m_segments)
        if (const auto *key = std::get_if<QString>(&segment))
            keys << *key;
    return keys.join(u'.');
}
