// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/hiddentextcheck.h"

#include "recipe/hiddencharacters.h"
#include "recipe/parsedyaml.h"
#include "recipe/utf8text.h"
#include "recipe/yamllocations.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {

using Found = HiddenCharacters::Found;

// A key or scalar of the document, where its bytes start.
struct Place
{
    qsizetype start = 0;
    QString path;
    bool key = false;
    int node = ParsedYaml::None;
    bool prose = false; // every path that reaches it is prose
};

// Values written for people to read, where right-to-left writing pairs direction
// controls: these paths of the schema (list indices left out) and no others, so that a
// key named "notes" under env is not prose.
bool isProsePath(const QString &path)
{
    static const QSet<QString> prose = {
        QStringLiteral("notes"),
        QStringLiteral("layout.summary"),
        QStringLiteral("layout.highlights"),
        QStringLiteral("result.mfu_note"),
        QStringLiteral("result.gpu_hours_note"),
        QStringLiteral("correctness.summary"),
        QStringLiteral("correctness.reference"),
        QStringLiteral("correctness.configuration"),
        QStringLiteral("correctness.rules"),
        QStringLiteral("correctness.component_tests.detail"),
        QStringLiteral("correctness.component_tests.note"),
        QStringLiteral("correctness.convergence.note"),
    };
    static const QRegularExpression index(QStringLiteral("\\[\\d+\\]"));
    return prose.contains(QString(path).remove(index));
}

// Every key and scalar once, in file order (an alias is its anchor, met where the
// anchor is written); a value is prose only when every path that reaches it is.
class Places
{
public:
    Places(const ParsedYaml &document, int bom) : m_document(document), m_bom(bom)
    {
        walk(document.root(), {});
        std::sort(m_places.begin(), m_places.end(), [](const Place &a, const Place &b) { return a.start < b.start; });
    }
    const QList<Place> &all() const { return m_places; }
    // The key or value a byte belongs to: the last one that starts at or before it.
    const Place *at(qsizetype offset) const
    {
        const auto after =
            std::upper_bound(m_places.cbegin(), m_places.cend(), offset, [](qsizetype o, const Place &p) { return o < p.start; });
        return after == m_places.cbegin() ? nullptr : &*(after - 1);
    }
    qsizetype endOf(const Place &place, qsizetype fileEnd) const
    {
        const auto next =
            std::upper_bound(m_places.cbegin(), m_places.cend(), place.start, [](qsizetype o, const Place &p) { return o < p.start; });
        return next == m_places.cend() ? fileEnd : next->start;
    }

private:
    // A node is walked once, and once more when first met as prose and then not: at
    // most twice, however many aliases name it.
    void walk(int node, const QString &path)
    {
        if (node == ParsedYaml::None)
            return;
        const bool prose = isProsePath(path);
        if (const auto seen = m_onlyProse.constFind(node); seen != m_onlyProse.cend() && (!*seen || prose))
            return;
        const bool again = m_onlyProse.contains(node);
        m_onlyProse.insert(node, prose);
        if (m_document.isMap(node)) {
            for (int i = 0; i < m_document.size(node); ++i) {
                const int key = m_document.key(node, i);
                if (!again)
                    add(key, path, true, false);
                walk(m_document.value(node, i), YamlLocations::memberPath(path, m_document.text(key)));
            }
        } else if (m_document.isSequence(node)) {
            for (int i = 0; i < m_document.size(node); ++i)
                walk(m_document.item(node, i), YamlLocations::itemPath(path, i));
        } else if (m_document.isScalar(node)) {
            if (again)
                m_places[m_placeOf.value(node)] = {m_places[m_placeOf.value(node)].start, path, false, node, false};
            else
                add(node, path, false, prose);
        }
    }
    void add(int node, const QString &path, bool key, bool prose)
    {
        const auto mark = m_document.mark(node);
        if (mark.is_null())
            return;
        if (!key)
            m_placeOf.insert(node, m_places.size());
        m_places.append({qsizetype(mark.pos) + m_bom, path, key, node, prose});
    }

    const ParsedYaml &m_document;
    int m_bom = 0;
    QHash<int, bool> m_onlyProse; // node -> met only as prose so far
    QHash<int, qsizetype> m_placeOf;
    QList<Place> m_places;
};

QString where(const Place *place)
{
    if (!place)
        return QStringLiteral("a comment");
    if (place->key)
        return place->path.isEmpty() ? QStringLiteral("a key") : QStringLiteral("a key of %1").arg(place->path);
    return place->path.isEmpty() ? QStringLiteral("the document") : place->path;
}

QString message(const QString &where, const Found &found, bool prose)
{
    const auto name = HiddenCharacters::name(found.codePoint);
    if (prose)
        return QStringLiteral("%1 holds %2 that is not closed on its line, or closes nothing: the text around it displays reordered")
            .arg(where, name);
    if (found.kind == HiddenCharacters::Kind::DirectionControl)
        return QStringLiteral("%1 holds %2, a direction control: the text displays in another order than it has").arg(where, name);
    return QStringLiteral("%1 holds %2, an invisible character").arg(where, name);
}

Problem error(const QString &file, const SourceLocation &at, const QString &text)
{
    return {file, at.line, at.column, Problem::Severity::Error, text, HiddenTextCheck::Id};
}

// The characters written as themselves, each at its own line and column (counted as
// the text is walked: a file of nothing but hidden characters stays linear).
void literal(const QByteArray &bytes, int bom, const Places &places, const QString &file, ProblemList &out)
{
    const auto text = QString::fromUtf8(bytes.constData() + bom, bytes.size() - bom);
    QSet<qsizetype> unpaired;
    for (const auto &f : HiddenCharacters::unpaired(text))
        unpaired.insert(f.position);
    qsizetype byte = bom;
    SourceLocation at{1, 1, bom};
    for (qsizetype position = 0; position < text.size() && out.size() < HiddenTextCheck::MostProblems;) {
        const auto [c, units] = HiddenCharacters::codePointAt(text, position);
        const auto here = at;
        const auto start = position;
        position += units;
        byte += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        at = c == u'\n' ? SourceLocation{here.line + 1, 1, int(byte)} : SourceLocation{here.line, here.column + units, int(byte)};
        const auto kind = HiddenCharacters::kindOf(c);
        if (!kind)
            continue;
        const auto *place = places.at(here.offset);
        const bool prose = !place || place->prose;
        if (prose && !unpaired.contains(start))
            continue;
        out.append(error(file, here, message(where(place), {start, c, *kind}, prose)));
    }
}

// How many times c stands in bytes [from, to) as itself; a CR that ends a line there
// (before LF) is the file's line break, not the value's.
qsizetype writtenCount(const QByteArray &bytes, qsizetype from, qsizetype to, char32_t c)
{
    const auto raw = QString::fromUtf8(bytes.mid(from, to - from));
    auto count = raw.count(QString::fromUcs4(&c, 1));
    if (c == U'\r')
        count -= raw.count(QStringLiteral("\r\n"));
    return count;
}

// The characters a double-quoted scalar writes as escapes ("\u202e"), at the scalar.
void escaped(const QByteArray &bytes, const ParsedYaml &document, const Places &places, const QString &file, ProblemList &out)
{
    for (const auto &place : places.all()) {
        const auto value = document.text(place.node);
        const bool prose = place.prose;
        auto found = prose ? HiddenCharacters::unpaired(value) : HiddenCharacters::find(value);
        // A carriage return in a value is written as an escape (the file's own line ends
        // are line feeds there): it hides what stands before it on a terminal.
        for (qsizetype at = value.indexOf(u'\r'); !prose && at >= 0; at = value.indexOf(u'\r', at + 1))
            found.append({at, U'\r', HiddenCharacters::Kind::Invisible});
        QSet<char32_t> said;
        for (const auto &f : found) {
            if (said.contains(f.codePoint) || out.size() >= HiddenTextCheck::MostProblems)
                continue;
            said.insert(f.codePoint);
            const auto held = value.count(QString::fromUcs4(&f.codePoint, 1));
            if (writtenCount(bytes, place.start, places.endOf(place, bytes.size()), f.codePoint) >= held)
                continue;
            out.append(error(file, Utf8Text::locationOf(bytes, place.start),
                             message(where(&place), f, prose) + QStringLiteral(" (written as an escape)")));
        }
    }
}

} // namespace

bool HiddenTextCheck::mayHide(const QByteArray &bytes)
{
    // Escapes of a double-quoted scalar that can stand for a hidden character.
    static const QByteArray escapes("0abefvrNLPxuU");
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto u = static_cast<unsigned char>(bytes.at(i));
        if (u >= 0x80 || u == 0x7F || (u < 0x20 && u != '\n' && u != '\t' && u != '\r'))
            return true;
        if (u == '\\' && i + 1 < bytes.size() && escapes.contains(bytes.at(i + 1)))
            return true;
    }
    return false;
}

ProblemList HiddenTextCheck::check(const QByteArray &bytes, const ParsedYaml &document, const QString &file)
{
    ProblemList out = checkFileName(file);
    if (!mayHide(bytes))
        return out;
    const int bom = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const Places places(document, bom);
    literal(bytes, bom, places, file, out);
    escaped(bytes, document, places, file, out);
    std::stable_sort(out.begin(), out.end(),
                     [](const Problem &a, const Problem &b) { return std::pair(a.line, a.column) < std::pair(b.line, b.column); });
    if (out.size() >= MostProblems) // after those it counts, last
        out.append(error(file, {}, QStringLiteral("more hidden characters than these %1 are not listed").arg(MostProblems)));
    return out;
}

ProblemList HiddenTextCheck::checkFileName(const QString &file)
{
    ProblemList out;
    const auto name = QFileInfo(file).fileName();
    for (const auto &found : HiddenCharacters::find(name)) {
        const auto kind = found.kind == HiddenCharacters::Kind::DirectionControl ? QStringLiteral("a direction control")
                                                                                 : QStringLiteral("an invisible character");
        out.append(error(file, {}, QStringLiteral("the file's name holds %1, %2").arg(HiddenCharacters::name(found.codePoint), kind)));
    }
    return out;
}
