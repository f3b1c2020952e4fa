// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>
#include <utility>

// Characters that change how text displays without showing themselves ("Trojan
// Source", CVE-2021-42574): direction controls, which reorder the text around them,
// and invisible ones (zero-width spaces and joiners, word joiners, a byte-order mark
// inside text, other format characters, separators that break a line unseen).
class HiddenCharacters
{
public:
    enum class Kind {
        DirectionControl, // an embedding, override or isolate, or the character closing one
        Invisible,        // a format character, a hidden line break, a filler
    };
    struct Found
    {
        qsizetype position = 0; // in UTF-16 code units
        char32_t codePoint = 0;
        Kind kind = Kind::Invisible;

        friend bool operator==(const Found &, const Found &) = default;
    };

    // The code point that starts at position i of text, and how many UTF-16 units it
    // takes (a lone surrogate is one unit, itself).
    static std::pair<char32_t, int> codePointAt(QStringView text, qsizetype i);

    // Tab and line feed are ordinary; carriage return too (a line break in YAML).
    static std::optional<Kind> kindOf(char32_t c);
    static bool contains(QStringView text);
    static QList<Found> find(QStringView text);
    // The direction controls of text that are not closed on their own line, or that
    // close nothing: in prose written right to left, paired controls are ordinary.
    static QList<Found> unpaired(QStringView text);

    // "U+202E RIGHT-TO-LEFT OVERRIDE", from the Unicode names ICU carries.
    static QString name(char32_t c);
    // "U+202E", the way a code point is written.
    static QString codePoint(char32_t c);
    // How the character is shown in place: "<U+202E>".
    static QString mark(char32_t c);
    // The text with every hidden character replaced by its mark.
    static QString visible(QStringView text);
};
