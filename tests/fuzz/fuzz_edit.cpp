// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bytes + a sequence of edits -> the edit engine -> the bytes read again. The input's
// last byte says how many edits (0 to 3); eight bytes before it describe each edit
// (kind, which path of the document, value, target), the rest is the document. An
// edit either reads back as meant or is refused; it never corrupts: the splice gives
// the new bytes from the old and its inverse the old from the new, and they parse.
// Apart from the engine's own check, yaml-cpp's loader judges every edit the engine
// accepted (EditJudge): the edited place holds what the edit put there, and everything
// else in the document is as it was.
#include "editjudge.h"
#include "recipe/recipedocument.h"
#include "recipe/recipeedit.h"
#include "recipe/yamltree.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdio>

namespace {
void collect(const YamlTree &tree, const YamlPath &path, QList<YamlPath> &paths)
{
    if (!path.isEmpty())
        paths << path;
    if (paths.size() > 4096)
        return;
    if (tree.kind == YamlTree::Kind::Map)
        for (const auto &[key, value] : tree.entries)
            collect(value, path.child(key), paths);
    else if (tree.kind == YamlTree::Kind::List)
        for (int i = 0; i < tree.items.size(); ++i)
            collect(tree.items[i], path.child(i), paths);
}

YamlScalar::Value value(std::uint8_t how, std::uint8_t n)
{
    static const char *const texts[] = {"",          "yes", "12.10", "A: B #1", "'",           "\"",        "- x",
                                        "null",      "~",   "0x1F",  "1e400",   "line\nbreak", "tab\there", "ü",
                                        "# comment", "&a",  "*a",    "{a: 1}",  "[1, 2]",      " lead"};
    switch (how % 5) {
    case 0: return YamlScalar::null();
    case 1: return YamlScalar::boolean(n & 1);
    case 2: return YamlScalar::integer(qint64(n) * 1000003 - 7);
    case 3: return YamlScalar::number(n / 7.0);
    default: return YamlScalar::string(QString::fromUtf8(texts[n % (sizeof texts / sizeof *texts)]));
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_edit";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);

    if (size == 0)
        return 0;
    std::size_t edits = data[size - 1] % 4;
    if (size < 1 + 8 * edits)
        edits = 0;
    const std::uint8_t *control = data + size - 1 - 8 * edits;
    const auto original = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size - 1 - 8 * edits));
    auto document = RecipeDocument::parse(original);
    if (!document)
        return 0;
    for (std::size_t e = 0; e < edits; ++e, control += 8) {
        QList<YamlPath> paths;
        collect(document->tree(), {}, paths);
        if (paths.isEmpty())
            return 0;
        const auto &path = paths.at((control[1] << 8 | control[2]) % paths.size());
        std::optional<RecipeEdit> edit;
        switch (control[0] % 6) {
        case 0: edit = RecipeEdit::set(path, value(control[3], control[4])); break;
        case 1: edit = RecipeEdit::setBlock(path, QStringLiteral("echo %1\n  two\n").arg(control[4])); break;
        case 2:
            edit =
                RecipeEdit::insert(path.parent().child(QStringLiteral("k%1").arg(control[5])), YamlTree::of(value(control[3], control[4])));
            break;
        case 3: edit = RecipeEdit::remove(path); break;
        case 4: edit = RecipeEdit::move(path, control[6] % 8); break;
        default: edit = RecipeEdit::rename(path, QStringLiteral("r%1").arg(control[7])); break;
        }
        const auto before = document->bytes();
        const auto result = edit->applyTo(*document);
        if (!result.ok)
            continue;
        // The splice explains the change both ways, and the result reads.
        if (!result.document || result.splice.applyTo(before) != result.bytes || result.splice.inverted().applyTo(result.bytes) != before)
            __builtin_trap();
        auto again = RecipeDocument::parse(result.bytes);
        if (!again || again->tree() != result.document->tree())
            __builtin_trap();
        // yaml-cpp's own reading of the same bytes (tests/fuzz/editjudge.h).
        if (const auto difference = EditJudge::difference(*edit, before, result.bytes); !difference.isEmpty()) {
            std::fprintf(stderr, "%s: %s\n--- before:\n%s\n--- after:\n%s\n---\n", qPrintable(edit->describe()), qPrintable(difference),
                         before.left(4000).constData(), result.bytes.left(4000).constData());
            __builtin_trap();
        }
        document = std::move(again);
    }
    return 0;
}
