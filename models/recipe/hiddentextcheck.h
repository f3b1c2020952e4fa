// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <QByteArray>
#include <QString>

class ParsedYaml;

// Finds the hidden characters of a recipe file (HiddenCharacters) where they can
// deceive: in anything that is run or names something (the command, env, patches,
// keys, the model, GPU type, layout label, author, every value but prose, and the
// file's name) each is an error; in prose (notes, summaries) only a direction control
// left unclosed on its line is, as right-to-left writing pairs them. Each problem
// stands at the character, or at the value when it is written as an escape. No
// recipe setting turns this off.
class HiddenTextCheck
{
public:
    static inline const QString Id = QStringLiteral("hidden-text");
    // A file holding more is said to, once: a megabyte of zero-width spaces is one fault.
    static constexpr qsizetype MostProblems = 200;

    // bytes: the whole file (a byte-order mark included); document: what it parsed to.
    static ProblemList check(const QByteArray &bytes, const ParsedYaml &document, const QString &file);
    // The file's own name, for a file that need not have parsed.
    static ProblemList checkFileName(const QString &file);
    // Whether the file can hold any: false for plain ASCII with no escapes, read fast.
    static bool mayHide(const QByteArray &bytes);
};
