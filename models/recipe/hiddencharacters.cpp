// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/hiddencharacters.h"

#include <unicode/uchar.h>

#include <algorithm>

namespace {

bool opensEmbedding(char32_t c)
{
    return c == 0x202A || c == 0x202B || c == 0x202D || c == 0x202E; // LRE, RLE, LRO, RLO
}

bool opensIsolate(char32_t c)
{
    return c >= 0x2066 && c <= 0x2068; // LRI, RLI, FSI
}

constexpr char32_t PopDirectionalFormatting = 0x202C;
constexpr char32_t PopDirectionalIsolate = 0x2069;

// Where a bidirectional paragraph ends, and every open control with it.
bool endsParagraph(char32_t c)
{
    return c == u'\n' || c == u'\r' || c == 0x1C || c == 0x1D || c == 0x1E || c == 0x85 || c == 0x2029;
}

// Format characters that show a glyph of their own (number signs, an abbreviation mark).
bool isVisibleFormat(char32_t c)
{
    return (c >= 0x0600 && c <= 0x0605) || c == 0x06DD || c == 0x070F || c == 0x0890 || c == 0x0891 || c == 0x08E2 || c == 0x110BD
        || c == 0x110CD;
}

// Letters that draw nothing, used to make names that look empty or alike.
bool isFiller(char32_t c)
{
    return c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x034F;
}

} // namespace

std::pair<char32_t, int> HiddenCharacters::codePointAt(QStringView text, qsizetype i)
{
    const QChar c = text.at(i);
    if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
        return {QChar::surrogateToUcs4(c, text.at(i + 1)), 2};
    return {c.unicode(), 1};
}

std::optional<HiddenCharacters::Kind> HiddenCharacters::kindOf(char32_t c)
{
    if (c == u'\t' || c == u'\n' || c == u'\r')
        return std::nullopt;
    if (opensEmbedding(c) || opensIsolate(c) || c == PopDirectionalFormatting || c == PopDirectionalIsolate)
        return Kind::DirectionControl;
    if (c < 0x80)
        return c < 0x20 || c == 0x7F ? std::optional(Kind::Invisible) : std::nullopt;
    const auto category = u_charType(UChar32(c));
    if ((category == U_FORMAT_CHAR && !isVisibleFormat(c)) || category == U_CONTROL_CHAR || category == U_LINE_SEPARATOR
        || category == U_PARAGRAPH_SEPARATOR || isFiller(c))
        return Kind::Invisible;
    return std::nullopt;
}

bool HiddenCharacters::contains(QStringView text)
{
    for (qsizetype i = 0; i < text.size();) {
        const auto [c, units] = codePointAt(text, i);
        if (kindOf(c))
            return true;
        i += units;
    }
    return false;
}

QList<HiddenCharacters::Found> HiddenCharacters::find(QStringView text)
{
    QList<Found> found;
    for (qsizetype i = 0; i < text.size();) {
        const auto [c, units] = codePointAt(text, i);
        if (const auto kind = kindOf(c))
            found.append({i, c, *kind});
        i += units;
    }
    return found;
}

QList<HiddenCharacters::Found> HiddenCharacters::unpaired(QStringView text)
{
    QList<Found> unpaired;
    QList<Found> open;
    auto closeLine = [&] {
        unpaired += open;
        open.clear();
    };
    for (qsizetype i = 0; i < text.size(); i += codePointAt(text, i).second) {
        const Found here{i, codePointAt(text, i).first, Kind::DirectionControl};
        const char32_t c = here.codePoint;
        if (endsParagraph(c)) {
            closeLine();
        } else if (opensEmbedding(c) || opensIsolate(c)) {
            open.append(here);
        } else if (c == PopDirectionalFormatting) {
            // It closes an embedding only when no isolate was opened after it.
            if (!open.isEmpty() && opensEmbedding(open.last().codePoint))
                open.removeLast();
            else
                unpaired.append(here);
        } else if (c == PopDirectionalIsolate) {
            const auto isolate = std::find_if(open.crbegin(), open.crend(), [](const Found &f) { return opensIsolate(f.codePoint); });
            if (isolate == open.crend()) {
                unpaired.append(here);
                continue;
            }
            // Embeddings opened inside the isolate end with it, unclosed.
            const auto at = open.size() - 1 - (isolate - open.crbegin());
            unpaired += open.mid(at + 1);
            open.resize(at);
        }
    }
    closeLine();
    std::sort(unpaired.begin(), unpaired.end(), [](const Found &a, const Found &b) { return a.position < b.position; });
    return unpaired;
}

QString HiddenCharacters::codePoint(char32_t c)
{
    return QStringLiteral("U+") + QString::number(uint(c), 16).toUpper().rightJustified(4, u'0');
}

QString HiddenCharacters::name(char32_t c)
{
    char buffer[128];
    UErrorCode error = U_ZERO_ERROR;
    const auto size = u_charName(UChar32(c), U_UNICODE_CHAR_NAME, buffer, sizeof buffer, &error);
    if (U_FAILURE(error) || size <= 0) {
        // Controls have no name of their own: "<control-001B>".
        error = U_ZERO_ERROR;
        const auto alias = u_charName(UChar32(c), U_EXTENDED_CHAR_NAME, buffer, sizeof buffer, &error);
        if (U_FAILURE(error) || alias <= 0)
            return codePoint(c);
        return codePoint(c) + u' ' + QString::fromLatin1(buffer, alias);
    }
    return codePoint(c) + u' ' + QString::fromLatin1(buffer, size);
}

QString HiddenCharacters::mark(char32_t c)
{
    return u'<' + codePoint(c) + u'>';
}

QString HiddenCharacters::visible(QStringView text)
{
    if (!contains(text))
        return text.toString();
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size();) {
        const auto [c, units] = codePointAt(text, i);
        if (kindOf(c))
            out += mark(c);
        else
            out += text.mid(i, units);
        i += units;
    }
    return out;
}
