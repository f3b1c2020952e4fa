// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <variant>

// A path to a value in a recipe: "result.tokens_per_s_per_gpu",
// "correctness.component_tests[0].result", "env.NCCL_NVLS_ENABLE",
// env["KEY.WITH.DOTS"]. Keys are text, list items are indices.
class YamlPath
{
public:
    using Segment = std::variant<QString, int>; // a key or a list index

    YamlPath() = default;
    explicit YamlPath(QList<Segment> segments) : m_segments(std::move(segments)) { }

    // nullopt (and why) when the text is not a path.
    static std::optional<YamlPath> parse(const QString &text, QString *error = nullptr);

    const QList<Segment> &segments() const { return m_segments; }
    bool isEmpty() const { return m_segments.isEmpty(); }
    qsizetype size() const { return m_segments.size(); }
    YamlPath parent() const;
    YamlPath child(const Segment &segment) const;
    const Segment &last() const { return m_segments.last(); }
    bool isIndex(qsizetype i) const { return std::holds_alternative<int>(m_segments.at(i)); }
    QString key(qsizetype i) const { return std::get<QString>(m_segments.at(i)); }
    int index(qsizetype i) const { return std::get<int>(m_segments.at(i)); }
    // Whether this path is other or lies under it.
    bool startsWith(const YamlPath &other) const;

    // As parse() reads it: keys with dots, brackets or quotes are written ["..."].
    QString toString() const;
    // Without list indices and with plain dots, as the schema names fields: "correctness.component_tests.result".
    QString schemaPath() const;

    friend bool operator==(const YamlPath &, const YamlPath &) = default;

private:
    QList<Segment> m_segments;
};
