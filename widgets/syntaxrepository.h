// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace KSyntaxHighlighting {
class Repository;
}

// The one KSyntaxHighlighting repository of the program: loading its definitions
// and themes is expensive, so every code view shares it.
class SyntaxRepository
{
public:
    static KSyntaxHighlighting::Repository &instance();
};
