// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/lookalikenames.h"

#include "recipe/hiddencharacters.h"
#include "recipe/recipeloader.h"

#include <QHash>
#include <QSet>

#include <unicode/uscript.h>
#include <unicode/uspoof.h>

#include <algorithm>
#include <memory>

namespace {

// One checker for the program: reading it is thread-safe once it is made.
const USpoofChecker *checker()
{
    static const std::unique_ptr<USpoofChecker, decltype(&uspoof_close)> instance = [] {
        UErrorCode status = U_ZERO_ERROR;
        return std::unique_ptr<USpoofChecker, decltype(&uspoof_close)>(uspoof_open(&status), &uspoof_close);
    }();
    return instance.get();
}

UScriptCode scriptOf(char32_t c)
{
    UErrorCode status = U_ZERO_ERROR;
    const auto script = uscript_getScript(UChar32(c), &status);
    return U_FAILURE(status) ? USCRIPT_UNKNOWN : script;
}

bool isNeutral(UScriptCode script)
{
    return script == USCRIPT_COMMON || script == USCRIPT_INHERITED || script == USCRIPT_UNKNOWN;
}

// Scripts written together in one word (TR #39's highly restrictive level).
bool writtenTogether(const QSet<int> &scripts)
{
    static const QList<QSet<int>> together = {
        {USCRIPT_LATIN, USCRIPT_HAN, USCRIPT_HIRAGANA, USCRIPT_KATAKANA},
        {USCRIPT_LATIN, USCRIPT_HAN, USCRIPT_BOPOMOFO},
        {USCRIPT_LATIN, USCRIPT_HAN, USCRIPT_HANGUL},
    };
    return scripts.size() <= 1
        || std::any_of(together.cbegin(), together.cend(), [&](const QSet<int> &set) { return set.contains(scripts); });
}

QString scriptName(UScriptCode script)
{
    return QString::fromLatin1(uscript_getName(script));
}

bool isAscii(const QString &text)
{
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x80; });
}

QList<char32_t> codePoints(const QString &text)
{
    QList<char32_t> out;
    for (qsizetype i = 0; i < text.size();) {
        const auto [c, units] = HiddenCharacters::codePointAt(text, i);
        out << c;
        i += units;
    }
    return out;
}

// The characters of name that other does not have where name has them.
QStringList differing(const QString &name, const QString &other)
{
    const auto a = codePoints(name);
    const auto b = codePoints(other);
    QStringList out;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const bool same = a.size() == b.size() ? a.at(i) == b.at(i) : b.contains(a.at(i));
        if (!same && !out.contains(HiddenCharacters::name(a.at(i))))
            out << HiddenCharacters::name(a.at(i));
    }
    return out;
}

// A field whose names are compared: how it is read and where it stands in a file.
struct Field
{
    QString path;
    QString (*read)(const Recipe &);
};

const QList<Field> &fields()
{
    static const QList<Field> all = {
        {QStringLiteral("model"), [](const Recipe &r) { return r.model(); }},
        {QStringLiteral("gpu.type"), [](const Recipe &r) { return r.gpuType(); }},
        {QStringLiteral("author.name"), [](const Recipe &r) { return r.author().name; }},
        {QStringLiteral("layout.label"), [](const Recipe &r) { return r.layoutLabel(); }},
    };
    return all;
}

// Where a name stands in the recipe's file, reading it again when it was read as a summary.
SourceLocation placeOf(const Recipe &recipe, const QString &path)
{
    if (recipe.hasLocation(path))
        return recipe.location(path);
    const auto whole = RecipeLoader::loadFile(recipe.filePath());
    return whole.recipe ? whole.recipe->location(path) : SourceLocation{};
}

Problem warning(const Recipe &recipe, const QString &path, const QString &message)
{
    const auto at = placeOf(recipe, path);
    return {recipe.filePath(), at.line, at.column, Problem::Severity::Warning, message, LookAlikeNames::Id};
}

// What a name's look-alikes say of it: the most used other name of its skeleton, and
// only when the name is the one with characters outside ASCII (or both are).
std::optional<QString> lookAlikeOf(const QString &name, const QStringList &group, const QHash<QString, int> &uses)
{
    QString other;
    for (const auto &candidate : group)
        if (candidate != name && (other.isEmpty() || uses.value(candidate) > uses.value(other)))
            other = candidate;
    if (other.isEmpty() || (isAscii(name) && !isAscii(other)))
        return std::nullopt;
    return QStringLiteral("'%1' looks like '%2' (%3)").arg(name, other, differing(name, other).join(QStringLiteral(", ")));
}

ProblemList lookAlikes(const QList<Recipe> &recipes, const Field &field)
{
    QHash<QString, int> uses;
    for (const auto &recipe : recipes)
        if (const auto name = field.read(recipe); !name.isEmpty())
            ++uses[name];
    QHash<QString, QStringList> bySkeleton;
    for (auto it = uses.cbegin(); it != uses.cend(); ++it)
        bySkeleton[LookAlikeNames::skeleton(it.key())].append(it.key());
    QHash<QString, QString> said; // name -> what is said of it
    for (const auto &group : std::as_const(bySkeleton)) {
        if (group.size() < 2)
            continue;
        for (const auto &name : group)
            if (const auto message = lookAlikeOf(name, group, uses))
                said.insert(name, *message);
    }
    ProblemList out;
    for (const auto &recipe : recipes) {
        const auto name = field.read(recipe);
        if (const auto message = said.constFind(name); message != said.cend())
            out.append(warning(recipe, field.path, *message));
        else if (const auto mix = LookAlikeNames::mixedScripts(name))
            out.append(warning(recipe, field.path,
                               QStringLiteral("'%1' mixes %2 and %3 letters in one word (%4)")
                                   .arg(name, mix->first, mix->other, HiddenCharacters::name(mix->character))));
    }
    return out;
}

} // namespace

QString LookAlikeNames::skeleton(const QString &given)
{
    // Compatibility forms first (full-width letters, ligatures), which TR #39's table leaves to NFKC.
    const auto name = given.normalized(QString::NormalizationForm_KC);
    UErrorCode status = U_ZERO_ERROR;
    const auto *text = reinterpret_cast<const UChar *>(name.utf16());
    const int32_t size = uspoof_getSkeleton(checker(), 0, text, int32_t(name.size()), nullptr, 0, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status))
        return name;
    QString out(size, Qt::Uninitialized);
    status = U_ZERO_ERROR;
    uspoof_getSkeleton(checker(), 0, text, int32_t(name.size()), reinterpret_cast<UChar *>(out.data()), size, &status);
    return U_FAILURE(status) ? name : out;
}

std::optional<LookAlikeNames::Mix> LookAlikeNames::mixedScripts(const QString &name)
{
    const auto words = name.split(u' ', Qt::SkipEmptyParts);
    for (const auto &word : words) {
        QSet<int> scripts;
        UScriptCode first = USCRIPT_INVALID_CODE;
        char32_t odd = 0;
        UScriptCode oddScript = USCRIPT_INVALID_CODE;
        for (const auto c : codePoints(word)) {
            const auto script = scriptOf(c);
            if (isNeutral(script))
                continue;
            scripts.insert(script);
            if (first == USCRIPT_INVALID_CODE)
                first = script;
            else if (script != first && odd == 0)
                odd = c, oddScript = script;
        }
        if (!writtenTogether(scripts) && odd != 0)
            return Mix{scriptName(first), scriptName(oddScript), odd};
    }
    return std::nullopt;
}

ProblemList LookAlikeNames::find(const QList<Recipe> &recipes)
{
    ProblemList out;
    for (const auto &field : fields())
        out += lookAlikes(recipes, field);
    return out;
}
